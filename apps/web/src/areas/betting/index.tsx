import { accountsHistoryModule } from '@kickoff/accounts-core';
import { catalogSportsPagesModule, FavouritesService, MultiLiveService, SportsCatalogService } from '@kickoff/catalog-core';
import type { AreaModule } from '../area.types';
import './betting.css';
import { idOf } from './betting.paths';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { MultiLivePage } from './pages/MultiLivePage';
import { PrintCouponPage } from './pages/PrintCouponPage';
import { SectionPage, sectionOf } from './pages/SectionPage';
import { TeamPage } from '../statistics/pages/TeamPage';
import { ChampionFinalPage, ChampionGamePage, ChampionHomePage } from '../statistics/pages/ChampionPages';

/**
 * The betting area (document 000 §2 "Betting"): home, the line and live lists, game pages, the
 * multi live view, and the printed coupon (Empty layout `print-coupon/{couponId}`). Route names from guards-core's route table.
 */
const betting: AreaModule = {
  pages: {
    home: HomePage,
    betting: SectionPage,
    bettingPageType: SectionPage,
    marble: SectionPage,
    bettingGame: GamePage,
    bettingPageTypeGame: GamePage,
    marbleGame: GamePage,
    multi: MultiLivePage,
    printCoupon: PrintCouponPage,
    // issue 16: team and champion pages from the statistics of the simulator's games
    team: TeamPage,
    championHome: ChampionHomePage,
    championGame: ChampionGamePage,
    championFinal: ChampionFinalPage,
  },
  // issue 20: My bets' service for the printed coupon, statistics, the match centre and the multi
  // live choice come with this area, not at start.
  modules: [accountsHistoryModule, catalogSportsPagesModule],
  // issue 20: the live list the served page carries (home's top live games, the live list of all
  // sports or of the route's sport) fills its board before the first render, not inside the list's
  prepare: async (container, match, nextTask) => {
    const catalog = container.get(SportsCatalogService);
    catalog.takeServedLive(null);
    const sportId = idOf(match.params['sport']);
    if (sportId !== null) catalog.takeServedLive(sportId);
    // the services a list's rows read (the stars, the multi live buttons) are made in a task of
    // their own, not in the first row's render
    await nextTask();
    container.get(FavouritesService);
    container.get(MultiLiveService);
  },
  // issue 20: home's reads (its top games in play and before, the line menu) and a list's games
  // (the live list's stream) start one per task before the hydration, not in its first render;
  // that render's observers share them. A list's menu is not read here: a phone draws it only
  // when its sheet opens.
  startReads: async (container, match, nextTask) => {
    const held: Array<{ dispose(): void }> = [];
    const catalog = container.get(SportsCatalogService);
    const section = sectionOf(match.params);
    const reads =
      match.route.name === 'home'
        ? [() => catalog.observeTopGames('live'), () => catalog.observeTopGames('line'), () => catalog.observeSportsMenu('line')]
        : match.route.name === 'betting'
          ? [() => catalog.observeSection({ section, sportId: idOf(match.params['sport']), champId: idOf(match.params['champ']) })]
          : [];
    for (const observe of reads) {
      await nextTask();
      held.push(observe());
    }
    return () => {
      for (const observer of held) observer.dispose();
    };
  },
};

export default betting;
