import type { AreaModule } from '../area.types';
import './office.css';
import { AccountPage } from './pages/AccountPage';
import { HistoryPage } from './pages/HistoryPage';
import { ResponsiblePage } from './pages/ResponsiblePage';

/** The personal office area (document 000 §2 "Personal office"): account, My bets and responsible gaming. */
const office: AreaModule = {
  pages: {
    account: AccountPage,
    officeHistory: HistoryPage,
    officeResponsible: ResponsiblePage,
  },
};

export default office;
