import { describe, expect, it } from 'vitest';
import { BIRTH_DATE_CASES, EMAIL_CASES, PASSWORD_CASES, TODAY } from './registration.cases';
import { birthDateFieldError, emailError, newPasswordError, passwordRepeatError } from './registration.rules';

describe('registration rules', () => {
  it.each(BIRTH_DATE_CASES)('birth date $value, minimum age $minimumAge -> $expected', ({ value, minimumAge, expected }) => {
    expect(birthDateFieldError(value, TODAY, minimumAge)).toBe(expected);
  });
  it.each(PASSWORD_CASES)('password $password -> $expected', ({ password, expected }) => {
    expect(newPasswordError(password)).toBe(expected);
  });
  it.each(EMAIL_CASES)('e-mail "$email" -> $expected', ({ email, expected }) => {
    expect(emailError(email)).toBe(expected);
  });
  it('wants the repeated password equal', () => {
    expect(passwordRepeatError('abcdefg1', 'abcdefg2')).toBe('auth_password_mismatch');
    expect(passwordRepeatError('abcdefg1', 'abcdefg1')).toBeNull();
  });
});
