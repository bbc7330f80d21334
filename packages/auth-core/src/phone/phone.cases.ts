import type { PhoneMask } from '@kickoff/contracts';

/** A mask of 10 digits exactly (Min 10, Max 10). */
export const TEN_DIGIT_MASK: PhoneMask = { CountryId: 1, Mask: '(999) 999-99-99', Min: 10, Max: 10 };
/** A mask from 9 to 12 digits. */
export const RANGE_MASK: PhoneMask = { CountryId: 2, Mask: '999 999 999 999', Min: 9, Max: 12 };

/** Document 001 §5: Min and Max lengths of the masks. */
export const PHONE_ERROR_CASES: ReadonlyArray<{ name: string; digits: string; mask: PhoneMask | undefined; expected: string | null }> = [
  { name: 'empty', digits: '', mask: TEN_DIGIT_MASK, expected: 'auth_phone_required' },
  { name: 'one short of Min', digits: '912345678', mask: TEN_DIGIT_MASK, expected: 'auth_phone_too_short' },
  { name: 'exactly Min', digits: '9123456789', mask: TEN_DIGIT_MASK, expected: null },
  { name: 'one over Max', digits: '91234567890', mask: TEN_DIGIT_MASK, expected: 'auth_phone_too_long' },
  { name: 'inside a range', digits: '1234567890', mask: RANGE_MASK, expected: null },
  { name: 'range Max', digits: '123456789012', mask: RANGE_MASK, expected: null },
  { name: 'no mask: 3 digits', digits: '123', mask: undefined, expected: 'auth_phone_too_short' },
  { name: 'no mask: 4 digits', digits: '1234', mask: undefined, expected: null },
  { name: 'no mask: 16 digits', digits: '1234567890123456', mask: undefined, expected: 'auth_phone_too_long' },
];

/** A mask that starts with its dialling code (as the API's masks do). */
export const DIAL_CODE_MASK: PhoneMask = { CountryId: 3, Mask: '+7 (999) 999-99-99', Min: 10, Max: 10 };

/** How typed digits show through a mask. */
export const MASK_CASES: ReadonlyArray<{ digits: string; mask: PhoneMask | undefined; expected: string }> = [
  { digits: '912', mask: DIAL_CODE_MASK, expected: '(912' },
  { digits: '9123456789', mask: DIAL_CODE_MASK, expected: '(912) 345-67-89' },
  { digits: '912', mask: TEN_DIGIT_MASK, expected: '(912' },
  { digits: '9123456789', mask: TEN_DIGIT_MASK, expected: '(912) 345-67-89' },
  { digits: '912345678901', mask: TEN_DIGIT_MASK, expected: '(912) 345-67-89' },
  { digits: '12345', mask: undefined, expected: '12345' },
];
