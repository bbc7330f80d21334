import { describe, expect, it } from 'vitest';
import {
  Limit,
  LimitActionRequest,
  LimitState,
  SaveLimitsRequest,
  deleteLimitCall,
  getLimitsCall,
  limitActionCall,
  pingCall,
  saveLimitsCall,
  DeleteLimitQuery,
} from './limits.schemas';

describe('limits v3 contract', () => {
  // document 001 §7: base limit-service-api/api/external/web/v3
  it.each([
    [getLimitsCall, 'GET', '/limit-service-api/api/external/web/v3/limits'],
    [saveLimitsCall, 'POST', '/limit-service-api/api/external/web/v3/limits'],
    [limitActionCall, 'POST', '/limit-service-api/api/external/web/v3/limitaction'],
    [deleteLimitCall, 'DELETE', '/limit-service-api/api/external/web/v3/limit'],
    [pingCall, 'POST', '/limit-service-api/api/external/web/v3/ping'],
  ] as const)('%#: %s %s', (call, method, path) => {
    expect(call.method).toBe(method);
    expect(call.path).toBe(path);
  });

  // document 001 §3: limitState PENDING, ACTIVE, INACTIVE
  it('knows exactly the three limit states', () => {
    expect(LimitState.options).toEqual(['PENDING', 'ACTIVE', 'INACTIVE']);
    const limit = { limitType: 21, limitValue: 5000, limitBalance: 5000, limitState: 'PENDING', needApprove: true, startedAt: 1_767_225_600, endsAt: null, selfExcludeReason: null, currencyCode: 'EUR' };
    expect(Limit.parse(limit)).toEqual(limit);
    expect(Limit.safeParse({ ...limit, limitState: 'DONE' }).success).toBe(false);
  });

  it('validates the save payload and the limit action', () => {
    expect(SaveLimitsRequest.safeParse({ limits: [] }).success).toBe(false);
    expect(SaveLimitsRequest.safeParse({ limits: [{ limitType: 31, limitValue: 2 }] }).success).toBe(true);
    expect(LimitActionRequest.safeParse({ action: 'confirm', limitType: 20 }).success).toBe(true);
    expect(LimitActionRequest.safeParse({ action: 'approve', limitType: 20 }).success).toBe(false);
    expect(DeleteLimitQuery.parse({ limitType: '21' })).toEqual({ limitType: 21 });
  });
});
