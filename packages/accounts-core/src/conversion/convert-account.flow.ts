import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Account } from '@kickoff/contracts';
import { AccountsSiteSettings } from '../accounts.ports';
import { Accounts, type AccountsService } from '../accounts/accounts.service';
import { CONVERSION_CURRENCY_ISO, conversionReminderKind, type ConversionReminderKind } from './conversion.rules';

/** Where the convert-account page stands: loading the accounts, shown, or the load failed. */
export type ConvertAccountState = 'loading' | 'ready' | 'failed';

/**
 * The convert-account page (document 000 §2 "convert account", §4 "Account conversion reminder"):
 * loads the player's accounts and tells which of them are held in HRK and which conversion case
 * applies (main account or additional account); the player opens an account in another currency
 * and makes it active on the account page, or, where the site offers no currency accounts, writes to
 * support.
 */
@injectable()
export class ConvertAccountFlow {
  state: ConvertAccountState = 'loading';

  constructor(
    @inject(Accounts) readonly accounts: AccountsService,
    @inject(AccountsSiteSettings) private readonly settings: AccountsSiteSettings,
  ) {
    makeAutoObservable<this, 'settings'>(this, { accounts: false, settings: false }, { autoBind: true });
  }

  /** Whether the site lets the player open accounts in other currencies (the account page's block); else support is the way. */
  get canOpenCurrencyAccount(): boolean {
    return this.settings.isCurrencyAccountsEnabled;
  }

  /** Loads the accounts; a failure is shown with a retry. */
  async start(): Promise<void> {
    this.state = 'loading';
    const ok = await this.accounts.refresh();
    runInAction(() => {
      this.state = ok || this.accounts.data ? 'ready' : 'failed';
    });
  }

  /** The conversion case of the player's accounts, or `null` when nothing needs converting. */
  get kind(): ConversionReminderKind | null {
    return conversionReminderKind(this.accounts.data);
  }

  /** The accounts held in the withdrawn currency. */
  get convertibleAccounts(): Account[] {
    return this.accounts.accounts.filter((account) => account.iso.toUpperCase() === CONVERSION_CURRENCY_ISO);
  }
}
