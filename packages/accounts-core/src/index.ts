export { CurrentUser, AccountsSiteSettings, DEFAULT_ACCOUNTS_SITE_SETTINGS, accountsSiteSettingsFrom } from './accounts.ports';
export { INITIAL_USER_CONFIG_STATE, isEmptyUserConfig, userConfigStateAfterLoad, shouldInstallLoad, type UserConfigLoadState } from './user-config/user-config.rules';
export { UserConfigStore, UserConfigService } from './user-config/user-config.service';
export { WITHDRAWAL_BAN_LEVEL, WITHDRAWAL_BAN_LEVEL_V1, isBanned, canWithdrawWhileBanned, banNavigation, type BanRouteFlags, type BanNavigation } from './ban/ban.rules';
export {
  ActivationTypeCode,
  REQUIRED_PROFILE_FIELDS,
  isUnverified,
  isVerificationPending,
  protectionLevelStatus,
  hasPhoneActivation,
  hasEmailActivation,
  activationAfterPhoneBinding,
  withPhoneBound,
  needsPhoneActivation,
  needsEmailActivation,
  missingProfileFields,
  areContactFieldsRequired,
  type ProtectionLevelStatus,
  type RequiredProfileField,
} from './verification/verification.rules';
export {
  ACCOUNT_POLL_MAX_REPEATS,
  ACCOUNT_POLL_INTERVAL_MS,
  ACCOUNT_POLL_AFTER_ADD_MS,
  ACCOUNT_SWITCH_MESSAGE_SUPPRESSED_ROUTES,
  AccountMessageKey,
  accountPollIntervalMs,
  accountsVariant,
  mainAccount,
  bonusAccounts,
  currencyAccounts,
  activeAccount,
  hasAccountInCurrency,
  hasAccount,
  isAccountSwitchMessageSuppressed,
} from './accounts/accounts.rules';
export { Accounts, AccountsService, type ActiveAccountSwitched } from './accounts/accounts.service';
export { AccountOperations, AccountOperationsService, type AccountProcess, type CurrencyAccountResult, type SwitchAccountResult } from './accounts/account-operations.service';
export { CONVERSION_CURRENCY_ISO, conversionReminderKind, conversionReminderStorageKey, type ConversionReminderKind } from './conversion/conversion.rules';
export { ConversionReminder, ConversionReminderService } from './conversion/conversion-reminder.service';
export { ConvertAccountFlow, type ConvertAccountState } from './conversion/convert-account.flow';
export { connectConversionReminder, connectConvertAccount, type ConversionReminderView, type ConvertAccountView } from './conversion/convert-account.connect';
export {
  HISTORY_PAGE_SIZE,
  HISTORY_REFRESH_MS,
  HISTORY_STATUS_FILTERS,
  HISTORY_PERIODS,
  HISTORY_TYPE_FILTERS,
  DEFAULT_HISTORY_FILTER,
  sameHistoryFilter,
  historyTotalsView,
  type HistoryTotalsView,
  type HistoryFilterInput,
  validateHistoryFilter,
  historyPageCount,
  historyPager,
  hasOpenCoupons,
  isCouponId,
  printedCoupon,
  type HistoryFilter,
  type HistoryFilterError,
  type HistoryStatusFilter,
  type HistoryPager,
  type PrintedCoupon,
  type PrintedSelection,
} from './history/history.rules';
export { PagePrinter } from './history/history.ports';
export { BetHistoryObserver, HistoryCouponObserver, type HistoryObserverStatus, type HistoryError } from './history/bet-history.observers';
export { BetHistoryService, DefaultBetHistoryService } from './history/bet-history.service';
export { PaymentPage, PaymentIdSource } from './payments/payments.ports';
export {
  parseAmountMinor,
  paymentCurrencyDecimals,
  methodsFor,
  boundsFor,
  amountError,
  resultKey,
  isPaymentOpen,
  periodStartSeconds,
  checkedHistoryFilter,
  pageCount,
  RESULT_POLL_INTERVAL_MS,
  RESULT_POLL_MAX_REPEATS,
  PAYMENT_HISTORY_PERIODS,
  PAYMENT_HISTORY_TYPES,
  PAYMENT_HISTORY_PAGE_SIZE,
  DEFAULT_PAYMENT_HISTORY_FILTER,
  type AmountError,
  type PaymentResultName,
  type PaymentHistoryFilter,
  type PaymentHistoryPeriod,
} from './payments/payments.rules';
export { DepositFlow, WithdrawalFlow, MoneyForm, paymentErrorOf, type PaymentError, type PaymentFormStep } from './payments/payment-form.flows';
export { PaymentResultFlow, PaymentHistory, PaymentRequests } from './payments/payment-views.flows';
export {
  connectDeposit,
  connectWithdrawal,
  connectPaymentResult,
  connectPaymentHistory,
  connectPaymentRequests,
  connectCurrencyAccounts,
  connectCurrencyAccountsFlow,
  type MoneyView,
  type MoneyFormView,
  type WithdrawalView,
  type PaymentRowView,
  type PaymentResultView,
  type PaymentHistoryView,
  type PaymentRequestsView,
  type CurrencyAccountsView,
} from './payments/payments.connect';
export { CurrencyAccountsFlow, type CurrencyAccountsNotice } from './payments/currency-accounts.flow';
export { InMemoryPaymentsApi } from './payments/testing/in-memory-payments-api';
export { accountsCoreModule } from './accounts-core.module';
export { accountsShellModule } from './accounts-shell.module';
export { accountsHistoryModule } from './accounts-history.module';
export { accountsPagesModule } from './accounts-pages.module';
export { aUserConfig, anAccount, someAccountsData, flushPromises } from './testing/fixtures';
export { MutableCurrentUser } from './testing/mutable-current-user';
export { InMemoryUserApi } from './testing/in-memory-user-api';
export { InMemoryAccountsApi } from './testing/in-memory-accounts-api';
export { createAccountsTestBed, type AccountsTestBed } from './testing/accounts-test-container';
export { InMemoryHistoryApi, aHistoryCoupon } from './history/testing/in-memory-history-api';
export { SettingsService, TIME_ZONES, DEFAULT_TIME_ZONE, type UnsubscribeState } from './settings/settings.service';
export { connectSettings, connectUnsubscribe, type SettingsView, type UnsubscribeView } from './settings/settings.connect';
export { ProfileService, PROFILE_FIELDS, PROFILE_DATE_FIELDS, type ProfileField } from './profile/profile.service';
export { connectProfile, type ProfileView, type ProfileFieldView } from './profile/profile.connect';
export { VerificationService, pickedFileError, toBase64, type PickedFile } from './verification/verification.service';
export { connectVerification, type VerificationView, type VerificationDocumentRow } from './verification/verification.connect';
export { ActivationFlow, connectActivation, type ActivationState, type ActivationView } from './profile/activation.flow';
export { SupportService, SUPPORT_REQUEST_TOPICS, SUPPORT_TEXT_MIN } from './support/support.service';
export { connectSupport, type SupportView } from './support/support.connect';
export { BonusService } from './bonus/bonus.service';
export { connectBonusPage, type BonusPageView, type BonusOfferView, type BonusView } from './bonus/bonus.connect';
export { CashbackService } from './bonus/cashback.service';
export { connectCashbackPage, type CashbackPageView } from './bonus/cashback.connect';
export { RewardsService, connectRewardsPage, type RewardsPageView } from './bonus/rewards.service';
