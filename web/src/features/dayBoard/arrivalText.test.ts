import { describe, expect, it } from 'vitest';
import { addOnsText, fullName } from './arrivalText';

describe('arrival texts', () => {
  it('writes add-ons with their quantities, and nothing for none or for add-ons the server could not read', () => {
    const addOns = [
      { title: '炭セット', quantity: 2 },
      { title: 'テント', quantity: null },
    ];
    expect(addOnsText(addOns, '、')).toBe('炭セット×2、テント');
    expect(addOnsText([], '、')).toBe('');
    expect(addOnsText(null, '、')).toBe('');
  });

  it('joins name parts in the order given, leaving out a part the server could not read', () => {
    expect(fullName('清水', '花子')).toBe('清水 花子');
    expect(fullName(null, '花子')).toBe('花子');
    expect(fullName(null, null)).toBe('');
  });
});
