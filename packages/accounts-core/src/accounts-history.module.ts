import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { BetHistoryService, DefaultBetHistoryService } from './history/bet-history.service';

/** My bets (the history page, the printed coupon); needs `HistoryApi`. */
export function bindAccountsHistory({ bind }: ContainerModuleLoadOptions): void {
  bind(BetHistoryService).to(DefaultBetHistoryService).inSingletonScope();
}

/**
 * My bets' service, loaded with the areas whose pages show bets (issue 20: not in the first page's
 * JavaScript). Its own module file: a bundle places whole modules, so sharing the shell module's
 * file would bring the history code with the shell.
 */
export const accountsHistoryModule = new ContainerModule(bindAccountsHistory);
