import { UserConfig, type Account, type AccountsData, type UserConfigInput } from '@kickoff/contracts';

/** A parsed user configuration (schema defaults applied): an active, e-mail-activated, unbanned player. */
export function aUserConfig(overrides: Partial<UserConfigInput> = {}): UserConfig {
  return UserConfig.parse({
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
    user_data: {
      date_birthday: '1990-05-01',
      document_type_id: 1,
      inn: null,
      name: 'Ana',
      passport: 'AB123456',
      passport_date: '2015-01-01',
      passport_end_date: '2030-01-01',
      registration_address: 'Ilica 1, Zagreb',
      surname: 'Horvat',
    },
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
}

/** An account (a main EUR account with 100.00 by default). */
export function anAccount(overrides: Partial<Account> = {}): Account {
  return { id: 1, type: 0, iso: 'EUR', symbol: '€', money: 10_000, currencyId: 2, isActive: true, points: 0, label: null, ...overrides };
}

/** Account data around the given accounts; the active one is the first flagged active. */
export function someAccountsData(accounts: Account[] = [anAccount()], overrides: Partial<AccountsData> = {}): AccountsData {
  return { accounts, activeAccount: accounts.find((account) => account.isActive)?.id ?? null, bonuses: [], conversionStatus: 'not_allowed', ...overrides };
}

/** Lets every pending promise continuation run (one macrotask turn). */
export function flushPromises(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
