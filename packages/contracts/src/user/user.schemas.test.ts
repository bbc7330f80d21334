import { describe, expect, it } from 'vitest';
import { UserConfig, UserConfigResponse, RealityCheckRequest, type UserConfigInput } from './user.schemas';
import { confirmTermsCall, getUserConfigCall, postRealityCheckCall } from './user.schemas';

const aUserConfigInput = (overrides: Partial<UserConfigInput> = {}): UserConfigInput => ({
  disallow_line_sport: [],
  disallow_live_sport: [],
  phone_number: null,
  phone_code: null,
  user_email: 'player@example.com',
  user_name: 'player',
  user_country_code: 'hr',
  user_country_id: 53,
  activation_type: 1,
  user_ref_id: 1,
  user_msg_count: 0,
  isRequiredTransfer: false,
  is_active_secure_question: false,
  changed_pass_day_count: null,
  user_data: { date_birthday: null, document_type_id: null, inn: null, name: null, passport: null, passport_date: null, passport_end_date: null, registration_address: null, surname: null },
  protection_level: 40,
  protection_methods: { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: true },
  should_sync_protection_methods: false,
  is_need_identification: false,
  ban_level: 0,
  ban_version: null,
  user_status_id: null,
  internal_verification_status: null,
  verification_status: null,
  verification_types: [],
  isCCLine: false,
  isCClive: false,
  isDataAfterRegistration: false,
  verification_status_group_code: null,
  requested_additional_document: false,
  has_deposit: false,
  is_identification_bonus: false,
  show_verification_modal_on_deposit_page: false,
  remaining_days_to_activate: null,
  is_recharge_notification_enabled: false,
  is_recharge_notification_shown: false,
  recharge_notification_text_id: null,
  ...overrides,
});

describe('user contract', () => {
  // document 001 §3: user_hide_balance (default true)
  it('defaults user_hide_balance to true', () => {
    expect(UserConfig.parse(aUserConfigInput()).user_hide_balance).toBe(true);
    expect(UserConfig.parse(aUserConfigInput({ user_hide_balance: false })).user_hide_balance).toBe(false);
  });

  // document 001 §3: sport id lists kept ascending
  it('keeps the disallowed sport id lists ascending', () => {
    const parsed = UserConfig.parse(aUserConfigInput({ disallow_line_sport: [40, 1, 12], disallow_live_sport: [3, 2] }));
    expect(parsed.disallow_line_sport).toEqual([1, 12, 40]);
    expect(parsed.disallow_live_sport).toEqual([2, 3]);
  });

  it('accepts an empty result and rejects activation types outside 0-3', () => {
    expect(UserConfigResponse.parse({ result: null }).result).toBeNull();
    expect(UserConfig.safeParse(aUserConfigInput({ activation_type: 4 as 0 })).success).toBe(false);
  });

  // document 001 §3 / §7: reality check body data.attributes, POST path
  it('shapes the reality check body and its call', () => {
    const body = { data: { attributes: { action: 'continue', do_not_show_again: true, popup_show_at: 1_767_225_600 } } };
    expect(RealityCheckRequest.parse(body)).toEqual(body);
    expect(RealityCheckRequest.safeParse({ action: 'continue' }).success).toBe(false);
    expect(postRealityCheckCall.method).toBe('POST');
    expect(postRealityCheckCall.path).toBe('/web-api/api/web/user/v1/reality-check');
    expect(getUserConfigCall.path.startsWith('/web-api/')).toBe(true);
    expect(confirmTermsCall.path).toBe('/web-api/api-v3/v2/user/agreement-rules/confirm');
  });
});
