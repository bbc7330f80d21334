import { describe, expect, it } from 'vitest';
import { SiteConfigQuery } from './site-config.schemas';
import { buildPath } from '../common/call';
import { ApiError, isApiError, validationErrorBody } from '../common/errors';

describe('site configuration contract', () => {
  it('accepts only two-letter lowercase languages', () => {
    expect(SiteConfigQuery.safeParse({ lang: 'en' }).success).toBe(true);
    for (const lang of ['EN', 'eng', 'e', '', 'e1']) expect(SiteConfigQuery.safeParse({ lang }).success).toBe(false);
  });

  it('turns zod issues into a validation body with a key per field', () => {
    const result = SiteConfigQuery.safeParse({ lang: 'xyz' });
    expect(result.success).toBe(false);
    if (result.success) return;
    const body = validationErrorBody(result.error.issues);
    expect(body.code).toBe('validation_error');
    expect(body.fields).toEqual({ lang: 'main_validation_error' });
    const error = new ApiError(400, body);
    expect(isApiError(error)).toBe(true);
    expect(error.fields).toEqual({ lang: 'main_validation_error' });
  });

  it('fills path parameters, encoded', () => {
    expect(buildPath('/coupons/:id/print', { id: 'a b' })).toBe('/coupons/a%20b/print');
    expect(() => buildPath('/coupons/:id')).toThrow('missing path parameter id');
  });
});
