import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { Accounts, AccountsService } from './accounts/accounts.service';
import { ConversionReminder, ConversionReminderService } from './conversion/conversion-reminder.service';
import { UserConfigService, UserConfigStore } from './user-config/user-config.service';

/** The account services the shell needs from the first page: the user configuration, the balance, the conversion reminder. */
export function bindAccountsShell({ bind }: ContainerModuleLoadOptions): void {
  bind(UserConfigStore).to(UserConfigService).inSingletonScope();
  bind(Accounts).to(AccountsService).inSingletonScope();
  bind(ConversionReminder).to(ConversionReminderService).inSingletonScope();
}

/**
 * The part of `accountsCoreModule` the app loads at start (issue 20); `accountsPagesModule` is
 * loaded with the first area whose pages need it.
 */
export const accountsShellModule = new ContainerModule(bindAccountsShell);
