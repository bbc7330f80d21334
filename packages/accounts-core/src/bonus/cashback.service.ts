import { BonusApi, isApiError, type CashbackOverview, type CashbackProgramme } from '@kickoff/contracts';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { Accounts } from '../accounts/accounts.service';

/**
 * The office's casino cashback pages (issue 14; office routes casino/vipcashback and
 * casino/premiumcashback of document 000 §2): the programme's stated rate and minimum, the week's
 * net losses and what a claim pays, the claim (once per week, the API decides) and earlier claims.
 */
@injectable()
export class CashbackService {
  programme: CashbackProgramme = 'vip';
  overview: CashbackOverview | null = null;
  loadState: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  claiming = false;
  errorKey: string | null = null;
  noticeKey: string | null = null;

  constructor(
    @inject(BonusApi) private readonly api: BonusApi,
    @inject(Accounts) private readonly accounts: Pick<Accounts, 'refresh'>,
  ) {
    makeAutoObservable<this, 'api' | 'accounts'>(this, { api: false, accounts: false }, { autoBind: true });
  }

  async load(programme: CashbackProgramme): Promise<void> {
    if (programme !== this.programme) this.overview = null;
    this.programme = programme;
    this.loadState = 'loading';
    this.errorKey = null;
    this.noticeKey = null;
    try {
      const overview = await this.api.cashback(programme);
      runInAction(() => {
        if (this.programme !== programme) return;
        this.overview = overview;
        this.loadState = 'ready';
      });
    } catch {
      runInAction(() => {
        this.loadState = 'failed';
      });
    }
  }

  async claim(): Promise<void> {
    if (this.claiming || !this.overview || this.overview.claimableMinor <= 0) return;
    const programme = this.programme;
    this.claiming = true;
    this.errorKey = null;
    this.noticeKey = null;
    try {
      const overview = await this.api.claimCashback(programme);
      runInAction(() => {
        this.overview = overview;
        this.noticeKey = 'cashback_claimed';
      });
      // the cashback is in the player's account: the header's balance follows
      void this.accounts.refresh();
    } catch (error) {
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_network_error';
      });
      // the API's figures may have moved (a claim from another tab): read them again
      await this.load(programme);
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_network_error';
      });
    } finally {
      runInAction(() => {
        this.claiming = false;
      });
    }
  }
}
