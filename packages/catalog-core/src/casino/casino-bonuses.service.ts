import { BonusApi, isApiError, type CashbackOverview, type CashbackProgramme } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import type { MoneyView } from './casino-game.connect';

/** The casino's bonus programmes: the weekly cashbacks of casino net losses (issue 14's office pages hold the claim). */
export const CASINO_CASHBACK_PROGRAMMES: readonly CashbackProgramme[] = ['vip', 'premium'];

/**
 * The player's casino bonuses on `bonus/casino` (issue 17 "the casino bonus pages show the player's
 * actual casino bonuses"): the casino cashback programmes as the API computes them for the player
 * this week (rate, net loss so far, what a claim pays now, the week's claim). A guest has none to
 * show; the page says to sign in.
 */
@injectable()
export class CasinoBonusesPage {
  programmes: CashbackOverview[] | null = null;
  loading = false;
  errorKey: string | null = null;
  private request = 0;

  constructor(
    @inject(BonusApi) private readonly api: BonusApi,
    @inject(Logger) private readonly logger: Logger,
  ) {
    makeAutoObservable<this, 'api' | 'logger' | 'request'>(this, { api: false, logger: false, request: false });
  }

  /** Reads the programmes for a signed-in player; forgets them for a guest. */
  async load(signedIn: boolean): Promise<void> {
    const request = ++this.request;
    if (!signedIn) {
      this.programmes = null;
      this.errorKey = null;
      this.loading = false;
      return;
    }
    this.loading = true;
    try {
      const programmes = await Promise.all(CASINO_CASHBACK_PROGRAMMES.map((programme) => this.api.cashback(programme)));
      if (request !== this.request) return;
      runInAction(() => {
        this.programmes = programmes;
        this.errorKey = null;
        this.loading = false;
      });
    } catch (error) {
      if (request !== this.request) return;
      runInAction(() => {
        this.errorKey = isApiError(error) ? error.messageKey : 'main_error';
        this.loading = false;
      });
      if (!isApiError(error)) this.logger.warn('casino bonuses: not read', { error: String(error) });
    }
  }
}

/** What the casino bonus page draws. */
export function connectCasinoBonuses(page: CasinoBonusesPage, signedIn: boolean) {
  const money = (minor: number, currency: string): MoneyView => ({ minor, currency, digits: 2 });
  return {
    signInKey: signedIn ? null : 'casino_bonuses_sign_in',
    loading: signedIn && page.programmes === null && page.errorKey === null,
    errorKey: signedIn ? page.errorKey : null,
    programmes: (page.programmes ?? []).map((item) => ({
      programme: item.programme,
      titleKey: `casino_cashback_${item.programme}`,
      path: `office/casino/${item.programme}cashback`,
      ratePercent: item.ratePercent,
      minLoss: money(item.minLossMinor, item.currency),
      netLoss: money(item.netLossMinor, item.currency),
      claimable: item.claimableMinor > 0 ? money(item.claimableMinor, item.currency) : null,
      claimed: item.claimed ? money(item.claimed.amountMinor, item.claimed.currency) : null,
      /** The week's state: claimed (with the amount), claimable now (with the amount), or nothing yet. */
      stateKey: item.claimed ? 'casino_cashback_claimed' : item.claimableMinor > 0 ? 'casino_cashback_claimable' : 'casino_cashback_nothing_yet',
      stateAmount: item.claimed ? money(item.claimed.amountMinor, item.claimed.currency) : money(item.claimableMinor, item.currency),
    })),
  };
}

/** The casino bonus page's view model. */
export type CasinoBonusesView = ReturnType<typeof connectCasinoBonuses>;
