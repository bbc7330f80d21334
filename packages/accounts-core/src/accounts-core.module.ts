import { ContainerModule } from 'inversify';
import { Accounts, AccountsService } from './accounts/accounts.service';
import { ConversionReminder, ConversionReminderService } from './conversion/conversion-reminder.service';
import { ConvertAccountFlow } from './conversion/convert-account.flow';
import { BetHistoryService, DefaultBetHistoryService } from './history/bet-history.service';
import { UserConfigService, UserConfigStore } from './user-config/user-config.service';
import { CurrencyAccountsFlow } from './payments/currency-accounts.flow';
import { SettingsService } from './settings/settings.service';
import { ProfileService } from './profile/profile.service';
import { ActivationFlow } from './profile/activation.flow';
import { VerificationService } from './verification/verification.service';
import { SupportService } from './support/support.service';
import { BonusService } from './bonus/bonus.service';
import { CashbackService } from './bonus/cashback.service';
import { RewardsService } from './bonus/rewards.service';
import { DepositFlow, WithdrawalFlow } from './payments/payment-form.flows';
import { PaymentHistory, PaymentRequests, PaymentResultFlow } from './payments/payment-views.flows';

/**
 * The account services. Needs the platform ports, `UserApi`, `AccountsApi` and, for My bets, `HistoryApi` (contracts), and two
 * ports the app binds: `CurrentUser` and `AccountsSiteSettings`.
 */
export const accountsCoreModule = new ContainerModule(({ bind }) => {
  bind(UserConfigStore).to(UserConfigService).inSingletonScope();
  bind(Accounts).to(AccountsService).inSingletonScope();
  bind(ConversionReminder).to(ConversionReminderService).inSingletonScope();
  bind(ConvertAccountFlow).toSelf().inSingletonScope();
  bind(BetHistoryService).to(DefaultBetHistoryService).inSingletonScope();
  // Payments (issue 13): each page starts its flow on mount (`load`/`start`); they need `PaymentsApi` and the `PaymentPage` and `PaymentIdSource` ports.
  bind(DepositFlow).toSelf().inSingletonScope();
  bind(WithdrawalFlow).toSelf().inSingletonScope();
  bind(PaymentResultFlow).toSelf().inSingletonScope();
  bind(PaymentHistory).toSelf().inSingletonScope();
  bind(PaymentRequests).toSelf().inSingletonScope();
  bind(CurrencyAccountsFlow).toSelf().inSingletonScope();
  // The settings and stopnewsletter pages (issue 14); need `SettingsApi`.
  bind(SettingsService).toSelf().inSingletonScope();
  bind(ProfileService).toSelf().inSingletonScope();
  bind(ActivationFlow).toSelf().inSingletonScope();
  // The verification page (issue 14); needs `VerificationApi`.
  bind(VerificationService).toSelf().inSingletonScope();
  // The support and share-idea pages (issue 14); need `SupportApi`.
  bind(SupportService).toSelf().inSingletonScope();
  // The bonus pages (issue 14); need `BonusApi`.
  bind(BonusService).toSelf().inSingletonScope();
  bind(CashbackService).toSelf().inSingletonScope();
  bind(RewardsService).toSelf().inSingletonScope();
});
