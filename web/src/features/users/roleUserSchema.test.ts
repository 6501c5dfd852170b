import { describe, expect, it } from 'vitest';
import { validateWithSchema } from '../../components/form/firstError';
import { ja } from '../../i18n/ja';
import { emptyRoleUser, roleUserSchema, type RoleUserValues } from './roleUserSchema';
import { userSchema } from './userSchema';

const filled = (over: Partial<RoleUserValues> = {}): RoleUserValues => ({
  ...emptyRoleUser(),
  email: 'new@dogstay.example',
  fullName: '新人 スタッフ',
  username: 'new-staff',
  phoneNumber: '090-1111-2222',
  password: 'long-enough-1',
  confirmPassword: 'long-enough-1',
  ...over,
});

describe('roleUserSchema', () => {
  it('marks each empty field with the short mark (docs/product.md §5: the form says it once)', async () => {
    const errors = await validateWithSchema(roleUserSchema, emptyRoleUser());
    expect(errors).toEqual({
      email: ja.users.fieldMissing,
      fullName: ja.users.fieldMissing,
      username: ja.users.fieldMissing,
      phoneNumber: ja.users.fieldMissing,
      password: ja.users.passwordTooShort,
      confirmPassword: ja.users.fieldMissing,
    });
    expect(ja.users.fieldMissing).not.toBe(ja.users.fillAll);
  });

  it.each(['090-1111-2222', '+81 (90) 1111-2222', '０９０ー１１１１ー２２２２', '0311112222'])(
    'takes the phone number %j',
    async (phoneNumber) => {
      expect(await validateWithSchema(roleUserSchema, filled({ phoneNumber }))).toEqual({});
    },
  );

  it.each(['abc', '090-abcd-2222', '+-()', '090/1111/2222'])(
    'refuses %j as a phone number, in Japanese',
    async (phoneNumber) => {
      expect(await validateWithSchema(roleUserSchema, filled({ phoneNumber }))).toEqual({
        phoneNumber: '電話番号は数字と + - ( ) 、スペースで入力してください',
      });
    },
  );

  it('starts a new user inactive', () => {
    expect(emptyRoleUser().active).toBe(false);
  });
});

describe('userSchema (edit user)', () => {
  it('checks a given phone number the same way and leaves an empty one alone', async () => {
    const phone = (phoneNumber: string) => userSchema.validateAt('phoneNumber', { phoneNumber });
    await expect(phone('abc')).rejects.toThrow(ja.users.invalidPhone);
    await expect(phone('')).resolves.toBe('');
    await expect(phone('03-1234-5678')).resolves.toBe('03-1234-5678');
  });
});
