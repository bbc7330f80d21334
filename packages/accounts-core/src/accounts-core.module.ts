import { ContainerModule } from 'inversify';
import { Accounts, AccountsService } from './accounts/accounts.service';
import { ConversionReminder, ConversionReminderService } from './conversion/conversion-reminder.service';
import { BetHistoryService, DefaultBetHistoryService } from './history/bet-history.service';
import { UserConfigService, UserConfigStore } from './user-config/user-config.service';
import { DepositFlow, PaymentHistory, PaymentRequests, PaymentResultFlow, WithdrawalFlow } from './payments/payment.flows';

/**
 * The account services. Needs the platform ports, `UserApi`, `AccountsApi` and, for My bets, `HistoryApi` (contracts), and two
 * ports the app binds: `CurrentUser` and `AccountsSiteSettings`.
 */
export const accountsCoreModule = new ContainerModule(({ bind }) => {
  bind(UserConfigStore).to(UserConfigService).inSingletonScope();
  bind(Accounts).to(AccountsService).inSingletonScope();
  bind(ConversionReminder).to(ConversionReminderService).inSingletonScope();
  bind(BetHistoryService).to(DefaultBetHistoryService).inSingletonScope();
  // Payments (issue 13): one flow per page visit; they need `PaymentsApi` and the `PaymentPage` and `PaymentIdSource` ports.
  bind(DepositFlow).toSelf();
  bind(WithdrawalFlow).toSelf();
  bind(PaymentResultFlow).toSelf();
  bind(PaymentHistory).toSelf();
  bind(PaymentRequests).toSelf();
});
