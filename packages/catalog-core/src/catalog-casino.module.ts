import { ContainerModule, type ContainerModuleLoadOptions } from 'inversify';
import { CasinoCatalogService, DefaultCasinoCatalogService } from './casino/casino-catalog.service';
import { CasinoGameSession } from './casino/casino-game.session';
import { CasinoVerifyPage } from './casino/casino-verify.service';
import { CasinoJackpot } from './casino/casino-jackpot.service';
import { CasinoTournamentsPage } from './casino/casino-tournaments.service';
import { CasinoBonusesPage } from './casino/casino-bonuses.service';

/** The casino's services: the catalogue, the game session, round verification, the jackpot, tournaments and bonuses. */
export function bindCatalogCasino({ bind }: ContainerModuleLoadOptions): void {
  bind(CasinoCatalogService).to(DefaultCasinoCatalogService).inSingletonScope();
  // one game page is open at a time; open() starts its session afresh
  bind(CasinoGameSession).toSelf().inSingletonScope();
  bind(CasinoVerifyPage).toSelf().inSingletonScope();
  bind(CasinoJackpot).toSelf().inSingletonScope();
  bind(CasinoTournamentsPage).toSelf().inSingletonScope();
  bind(CasinoBonusesPage).toSelf().inSingletonScope();
}

/** The casino's services, loaded with the casino's area (issue 20: not in the first page's JavaScript). Needs a `CasinoApi` and a `CasinoPlayApi`. */
export const catalogCasinoModule = new ContainerModule(bindCatalogCasino);
