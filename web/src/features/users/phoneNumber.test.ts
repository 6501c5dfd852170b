import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phoneNumber';
import { emptyRoleUser, roleUserToInput } from './roleUserSchema';

describe('normalisePhone', () => {
  it.each([
    ['０９０－１２３４－５６７８', '090-1234-5678'],
    ['０９０ー１２３４ー５６７８', '090-1234-5678'],
    ['＋８１（９０）１２３４‐５６７８', '+81(90)1234-5678'],
    ['03\u30001234\u30005678', '03 1234 5678'],
    [' 090-1234-5678 ', '090-1234-5678'],
  ])('%j → %j', (typed, saved) => {
    expect(normalisePhone(typed)).toBe(saved);
  });

  it('is what a new account saves', () => {
    expect(
      roleUserToInput({ ...emptyRoleUser(), phoneNumber: '０９０－１１１１－２２２２' })
        .phoneNumber,
    ).toBe('090-1111-2222');
  });
});
