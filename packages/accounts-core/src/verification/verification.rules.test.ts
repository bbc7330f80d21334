import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aUserConfig } from '../testing/fixtures';
import { activationNeedCases, phoneBindingCases, protectionCases } from './verification.cases';
import {
  REQUIRED_PROFILE_FIELDS,
  activationAfterPhoneBinding,
  areContactFieldsRequired,
  isUnverified,
  isVerificationPending,
  missingProfileFields,
  needsEmailActivation,
  needsPhoneActivation,
  protectionLevelStatus,
  withPhoneBound,
} from './verification.rules';

describe('verification and protection (document 001 §4, §5)', () => {
  it.each([
    [1, true],
    [0, false],
    [2, false],
    [null, false],
  ])('verification_status %j is unverified: %s', (status, unverified) => {
    expect(isUnverified({ verification_status: status })).toBe(unverified);
  });

  it.each([
    [1, true],
    [0, false],
    [2, false],
    [null, false],
  ])('user_status_id %j is pending verification: %s', (status, pending) => {
    expect(isVerificationPending({ user_status_id: status })).toBe(pending);
  });

  it.each(protectionCases)('protection level $level: $status', ({ level, status }) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });

  it('gives every level 0-100 exactly the band of the spec', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (level) => {
        const expected = level < 31 ? 'bad' : level <= 69 ? 'normal' : level <= 99 ? 'good' : 'full';
        return protectionLevelStatus(level) === expected;
      }),
    );
  });

  it.each(phoneBindingCases)('binding a phone moves activation $from to $to', ({ from, to }) => {
    expect(activationAfterPhoneBinding(from)).toBe(to);
    const bound = withPhoneBound(aUserConfig({ activation_type: from }), '+385911234567');
    expect(bound.activation_type).toBe(to);
    expect(bound.protection_methods.enable_phone_binding).toBe(true);
    expect(bound.phone_number).toBe('+385911234567');
  });

  it.each(activationNeedCases)('phone $phone, e-mail $email, type $type', ({ phone, email, type, phoneNeeds, emailNeeds, contactsRequired }) => {
    const config = { phone_number: phone, user_email: email, activation_type: type };
    expect(needsPhoneActivation(config)).toBe(phoneNeeds);
    expect(needsEmailActivation(config)).toBe(emailNeeds);
    expect(areContactFieldsRequired(config)).toBe(contactsRequired);
  });

  it('requires birth date, name, surname, passport, passport date and registration address', () => {
    expect(REQUIRED_PROFILE_FIELDS).toEqual(['date_birthday', 'name', 'surname', 'passport', 'passport_date', 'registration_address']);
    const complete = aUserConfig().user_data;
    expect(missingProfileFields(complete)).toEqual([]);
    expect(missingProfileFields({ ...complete, name: '', passport: null, inn: null, passport_end_date: null })).toEqual(['name', 'passport']);
    expect(missingProfileFields({ ...complete, date_birthday: null, registration_address: '  ' })).toEqual(['date_birthday', 'registration_address']);
  });
});
