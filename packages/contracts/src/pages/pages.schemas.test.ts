import { describe, expect, it } from 'vitest';
import { BlockBody, BlockResponse, Dictionary, DictionaryParams, RedirectLightBody, RedirectResponse, blockCall, getDictionaryCall, redirectLightCall } from './pages.schemas';
import { buildPath } from '../common/call';

describe('redirect, block and dictionary contracts (document 001 §7)', () => {
  it('declares the spec paths', () => {
    expect([redirectLightCall.method, redirectLightCall.path]).toEqual(['POST', '/redirects-api/api/v1/redirect-light']);
    expect([blockCall.method, blockCall.path]).toEqual(['POST', '/blocks-api/api/v2/block']);
    expect(buildPath(getDictionaryCall.path, { lang: 'en', dictionaryId: 'main' })).toBe('/bff-api/dictionaries/en/main');
  });

  it('accepts a redirect with its rules and a non-redirect with nulls', () => {
    const hit = { redirect: true, code: 301, url: '/en/promotions/summer', reasons: ['legacy_promo'], breadcrumbs: [{ route_from: '/promo/summer', route_to: '/en/promotions/summer' }] };
    expect(RedirectResponse.parse(hit)).toEqual(hit);
    expect(RedirectResponse.safeParse({ redirect: false, code: null, url: null, reasons: [], breadcrumbs: [] }).success).toBe(true);
    expect(RedirectResponse.safeParse({ ...hit, code: 200 }).success).toBe(false);
    expect(RedirectLightBody.safeParse({ url: 'https://evil.example/' }).success).toBe(false);
  });

  it('takes {auth, url} for a block and answers data.displayTypeId / templateTypeId', () => {
    expect(BlockBody.safeParse({ auth: false, url: '/en/live' }).success).toBe(true);
    expect(BlockBody.safeParse({ url: '/en/live' }).success).toBe(false);
    expect(BlockResponse.parse({ data: { displayTypeId: 13, templateTypeId: 2 } }).data.displayTypeId).toBe(13);
  });

  it('keeps dictionaries per two-letter language and dictionary id', () => {
    expect(DictionaryParams.safeParse({ lang: 'EN', dictionaryId: 'main' }).success).toBe(false);
    expect(DictionaryParams.safeParse({ lang: 'en', dictionaryId: '../x' }).success).toBe(false);
    expect(Dictionary.parse({ lang: 'de', dictionaryId: 'main', entries: { main_ok: 'OK' } }).entries.main_ok).toBe('OK');
  });
});
