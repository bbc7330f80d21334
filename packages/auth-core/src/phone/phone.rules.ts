import type { PhoneCountry, PhoneMask } from '@kickoff/contracts';

/** Digits of a number without a known mask: 4 to 15 (the contract's `PhoneNumber`). */
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 15;

/** Only the digits of what was typed. */
export function phoneDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The digits kept from an input: at most the mask's `Max` (document 001 §5), else 15. */
export function limitPhoneDigits(text: string, mask: PhoneMask | undefined): string {
  return phoneDigits(text).slice(0, mask?.Max ?? PHONE_MAX_DIGITS);
}

/**
 * The national part of a mask: masks may start with the dialling code (`+7 (999) 999-99-99`), which
 * the form shows beside the input; inside the input its digits would be read back as typed digits.
 */
export function nationalMask(mask: string): string {
  return mask.replace(/^\+\d+\s*/, '');
}

/**
 * The digits shown through a country's mask (document 001 §3 "Phone mask": `9` stands for a digit),
 * cut at the mask's `Max` length; without a mask, the digits as typed.
 */
export function maskPhone(digits: string, mask: PhoneMask | undefined): string {
  if (!mask) return digits;
  const limited = digits.slice(0, mask.Max);
  let out = '';
  let index = 0;
  for (const char of nationalMask(mask.Mask)) {
    if (index >= limited.length) break;
    if (char === '9') out += limited[index++];
    else out += char;
  }
  return out + limited.slice(index);
}

/** The mask's placeholder: each digit place as 0. */
export function maskPlaceholder(mask: PhoneMask | undefined): string {
  return mask ? nationalMask(mask.Mask).replace(/9/g, '0') : '';
}

/**
 * The field error of a phone number (document 001 §5 "Phone masks have Min and Max lengths"): empty,
 * shorter than the mask's Min, longer than its Max; without a mask the contract's 4 to 15 digits.
 */
export function phoneNumberError(digits: string, mask: PhoneMask | undefined): string | null {
  if (digits.length === 0) return 'auth_phone_required';
  const min = mask?.Min ?? PHONE_MIN_DIGITS;
  const max = mask?.Max ?? PHONE_MAX_DIGITS;
  if (digits.length < min) return 'auth_phone_too_short';
  if (digits.length > max) return 'auth_phone_too_long';
  return null;
}

/** A six-digit SMS or two-step code. */
export function smsCodeError(code: string): string | null {
  if (code.trim().length === 0) return 'auth_code_required';
  return /^\d{6}$/.test(code.trim()) ? null : 'auth_code_six_digits';
}

/** The country chosen, or the first of the list while none is. */
export function selectedCountry(countries: readonly PhoneCountry[], countryCode: string): PhoneCountry | undefined {
  return countries.find((country) => country.country_code === countryCode) ?? countries[0];
}

/** The mask of a country id. */
export function maskOf(masks: readonly PhoneMask[], countryId: number | undefined): PhoneMask | undefined {
  return countryId === undefined ? undefined : masks.find((mask) => mask.CountryId === countryId);
}
