import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { AccountOperations, AccountOperationsService } from './accounts/account-operations.service';
import { ConvertAccountFlow } from './conversion/convert-account.flow';
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

/** The services of the account pages (payments, settings, profile, verification, support, bonuses, conversion). */
export function bindAccountsPages({ bind }: ContainerModuleLoadOptions): void {
  bind(ConvertAccountFlow).toSelf().inSingletonScope();
  // Payments (issue 13): each page starts its flow on mount (`load`/`start`); they need `PaymentsApi` and the `PaymentPage` and `PaymentIdSource` ports.
  bind(DepositFlow).toSelf().inSingletonScope();
  bind(WithdrawalFlow).toSelf().inSingletonScope();
  bind(PaymentResultFlow).toSelf().inSingletonScope();
  bind(PaymentHistory).toSelf().inSingletonScope();
  bind(PaymentRequests).toSelf().inSingletonScope();
  // The currency accounts block: adding, removing and switching accounts on the shell's `Accounts`.
  bind(AccountOperations).to(AccountOperationsService).inSingletonScope();
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
}

/**
 * The account pages' services, loaded into the app's container with the first area that shows one
 * of them (issue 20: not in the first page's JavaScript). Needs `accountsShellModule`'s bindings.
 */
export const accountsPagesModule = new ContainerModule(bindAccountsPages);
