import type { AreaModule } from '../area.types';
import './office.css';
import { AccountPage } from './pages/AccountPage';
import { HistoryPage } from './pages/HistoryPage';

/** The personal office area (document 000 §2 "Personal office"): account and My bets. */
const office: AreaModule = {
  pages: {
    account: AccountPage,
    officeHistory: HistoryPage,
  },
};

export default office;
