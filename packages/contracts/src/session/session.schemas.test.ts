import { describe, expect, it } from 'vitest';
import { AppVersionResponse, DisconnectRequest, SessionCheckResponse, TermsStatusResponse, appVersionCall, disconnectCall, sessionCheckCall, termsStatusCall } from './session.schemas';

describe('session contracts', () => {
  it('answers a user id for a signed-in player and null for a guest (document 001 §3, §6)', () => {
    expect(SessionCheckResponse.parse({ user_id: 42 })).toEqual({ user_id: 42 });
    expect(SessionCheckResponse.parse({ user_id: null })).toEqual({ user_id: null });
    expect(SessionCheckResponse.safeParse({ user_id: 0 }).success).toBe(false);
    expect(SessionCheckResponse.safeParse({}).success).toBe(false);
  });

  it('accepts only the known disconnect reasons', () => {
    expect(DisconnectRequest.safeParse({ reason: 'inactivity' }).success).toBe(true);
    expect(DisconnectRequest.safeParse({ reason: 'bored' }).success).toBe(false);
  });

  it('needs a non-empty app version', () => {
    expect(AppVersionResponse.safeParse({ version: '1.0.637' }).success).toBe(true);
    expect(AppVersionResponse.safeParse({ version: '' }).success).toBe(false);
  });

  it('reads the terms status as result and updatedAt (document 001 §3)', () => {
    expect(TermsStatusResponse.parse({ result: true, updatedAt: 1_767_225_600 })).toEqual({ result: true, updatedAt: 1_767_225_600 });
    expect(TermsStatusResponse.safeParse({ result: 'yes', updatedAt: null }).success).toBe(false);
  });

  it('declares the paths and methods', () => {
    expect([sessionCheckCall.method, sessionCheckCall.path]).toEqual(['GET', '/web-api/user/session-check']);
    expect([disconnectCall.method, disconnectCall.path, disconnectCall.auth]).toEqual(['POST', '/web-api/user/disconnect', true]);
    expect([appVersionCall.method, appVersionCall.path]).toEqual(['GET', '/bff-api/app/version']);
    expect([termsStatusCall.method, termsStatusCall.path]).toEqual(['GET', '/web-api/api-v3/v2/user/agreement-rules/status']);
  });
});
