import { describe, expect, it } from 'vitest';
import { maskPhone, phoneDigits } from './phone-mask';

const mask = { CountryId: 1, Mask: '999 999-99-99', Min: 10, Max: 10 };

describe('maskPhone', () => {
  // document 001 §3 "Phone mask: CountryId, Mask, Min, Max"; 9 stands for a digit
  it.each([
    ['', ''],
    ['912', '912'],
    ['9123', '912 3'],
    ['9123456789', '912 345-67-89'],
    ['91234567890', '912 345-67-89'],
  ])('%j shows %j', (digits, shown) => {
    expect(maskPhone(digits, mask)).toBe(shown);
  });
  it('shows the digits as typed without a mask', () => {
    expect(maskPhone('12345', undefined)).toBe('12345');
  });
  it('keeps only digits of what was typed', () => {
    expect(phoneDigits('+7 (912) 345-67-89')).toBe('79123456789');
  });
});
