import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { countText, yenText } from './numberSchemas';

const messageOf = (schema: ReturnType<typeof yenText>, text: string) => {
  try {
    schema.validateSync(text);
    return null;
  } catch (e) {
    return (e as ValidationError).message;
  }
};

describe('yenText', () => {
  it.each(['', '0', '1200', '１,２００', '10000000'])('takes %j', (text) => {
    expect(messageOf(yenText(), text)).toBeNull();
  });

  it.each(['10000001', '99999999999999', '99 999 999 999 999'])(
    'refuses %j with the maximum',
    (text) => {
      expect(messageOf(yenText(), text)).toBe('10,000,000円以下で入力してください');
    },
  );

  it.each(['-1', '1.5', 'abc', '12円'])('refuses %j as not a whole number ≥ 0', (text) => {
    expect(messageOf(yenText(), text)).toBe('0以上の整数を半角数字で入力してください');
  });
});

describe('countText', () => {
  it('takes up to 10,000 and refuses more with its own maximum', () => {
    expect(messageOf(countText(), '10000')).toBeNull();
    expect(messageOf(countText(), '10001')).toBe('10,000以下で入力してください');
    expect(messageOf(countText(), '-3')).toBe('0以上の整数を半角数字で入力してください');
  });
});
