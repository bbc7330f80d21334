import { describe, expect, it } from 'vitest';
import { DIAL_CODE_MASK, MASK_CASES, PHONE_ERROR_CASES, TEN_DIGIT_MASK } from './phone.cases';
import { limitPhoneDigits, maskPhone, maskPlaceholder, phoneNumberError, smsCodeError } from './phone.rules';

describe('phone rules (document 001 §3, §5)', () => {
  it.each(PHONE_ERROR_CASES)('$name', ({ digits, mask, expected }) => {
    expect(phoneNumberError(digits, mask)).toBe(expected);
  });
  it.each(MASK_CASES)('$digits through the mask -> $expected', ({ digits, mask, expected }) => {
    expect(maskPhone(digits, mask)).toBe(expected);
  });
  it('keeps at most the mask Max digits of what was typed', () => {
    expect(limitPhoneDigits('+7 (912) 345-67-89 0', TEN_DIGIT_MASK)).toBe('7912345678');
    expect(maskPlaceholder(TEN_DIGIT_MASK)).toBe('(000) 000-00-00');
  });
  it('reads back what it shows: typing after the masked text adds only the typed digit (regression: the dial code was read as digits)', () => {
    const shown = maskPhone('912', DIAL_CODE_MASK);
    expect(limitPhoneDigits(`${shown}3`, DIAL_CODE_MASK)).toBe('9123');
    expect(maskPlaceholder(DIAL_CODE_MASK)).toBe('(000) 000-00-00');
  });

  it('wants six digits of code', () => {
    expect(smsCodeError('')).toBe('auth_code_required');
    expect(smsCodeError('12345')).toBe('auth_code_six_digits');
    expect(smsCodeError('123456')).toBeNull();
  });
});
