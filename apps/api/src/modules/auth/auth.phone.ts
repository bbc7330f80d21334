import { getPhoneCountriesCall, getPhoneMasksCall, type PhoneCountry, type PhoneMask } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';

/** The phone countries of the demo site (document 001 §3 "Phone country"); ids are the site's country ids. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' },
  { id: 2, name: 'United Kingdom', country_code: 'gb', tel_code: '+44' },
  { id: 3, name: 'Spain', country_code: 'es', tel_code: '+34' },
  { id: 4, name: 'Turkey', country_code: 'tr', tel_code: '+90' },
  { id: 5, name: 'Poland', country_code: 'pl', tel_code: '+48' },
  { id: 6, name: 'Azerbaijan', country_code: 'az', tel_code: '+994' },
  { id: 66, name: 'Germany', country_code: 'de', tel_code: '+49' },
  { id: 120, name: 'Croatia', country_code: 'hr', tel_code: '+385' },
  { id: 126, name: 'Kazakhstan', country_code: 'kz', tel_code: '+7' },
  { id: 228, name: 'Ukraine', country_code: 'ua', tel_code: '+380' },
];

/** Phone masks (document 001 §3, §5): `Min` and `Max` count the digits after the country code. */
export const PHONE_MASKS: readonly PhoneMask[] = [
  { CountryId: 1, Mask: '+7 (999) 999-99-99', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '+44 9999 999999', Min: 10, Max: 10 },
  { CountryId: 3, Mask: '+34 999 999 999', Min: 9, Max: 9 },
  { CountryId: 4, Mask: '+90 (999) 999 99 99', Min: 10, Max: 10 },
  { CountryId: 5, Mask: '+48 999 999 999', Min: 9, Max: 9 },
  { CountryId: 6, Mask: '+994 99 999 99 99', Min: 9, Max: 9 },
  { CountryId: 66, Mask: '+49 999 99999999', Min: 10, Max: 11 },
  { CountryId: 120, Mask: '+385 99 9999 999', Min: 8, Max: 9 },
  { CountryId: 126, Mask: '+7 (999) 999-99-99', Min: 10, Max: 10 },
  { CountryId: 228, Mask: '+380 99 999 9999', Min: 9, Max: 9 },
];

/**
 * The full phone of a `country_code` and national number, checked against the country's mask
 * (400 `unknown_country` or `invalid_phone`, with the field named).
 */
export function normalizePhone(countryCode: string, phoneNumber: string): { telCode: string; number: string; full: string } {
  const country = PHONE_COUNTRIES.find((entry) => entry.country_code === countryCode);
  if (!country) throw httpError(400, 'unknown_country', 'main_validation_error', { fields: { country_code: 'main_unknown_country' } });
  const mask = PHONE_MASKS.find((entry) => entry.CountryId === country.id);
  if (mask && (phoneNumber.length < mask.Min || phoneNumber.length > mask.Max)) {
    throw httpError(400, 'invalid_phone', 'main_validation_error', { fields: { phone_number: 'main_invalid_phone' } });
  }
  return { telCode: country.tel_code, number: phoneNumber, full: `${country.tel_code}${phoneNumber}` };
}

/** Phone countries and masks (document 001 §7: "Phone countries and phone masks are fetched; paths not shown"). */
export function registerPhoneRoutes(app: FastifyInstance): void {
  registerCall(app, getPhoneCountriesCall, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { countries: [...PHONE_COUNTRIES] };
  });
  registerCall(app, getPhoneMasksCall, async ({ reply }) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { masks: [...PHONE_MASKS] };
  });
}
