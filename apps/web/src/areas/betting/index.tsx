import type { AreaModule } from '../area.types';
import './betting.css';
import { GamePage } from './pages/GamePage';
import { HomePage } from './pages/HomePage';
import { MultiLivePage } from './pages/MultiLivePage';
import { PrintCouponPage } from './pages/PrintCouponPage';
import { SectionPage } from './pages/SectionPage';

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
  },
};

export default betting;
