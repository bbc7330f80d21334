import type { AreaModule } from '../area.types';
import { StatisticsPage } from './pages/StatisticsPage';
import './statistics.css';

/** The statistics area (document 000 §2 `statistic`, `statisticpopup`): league tables, head-to-head and form from the simulator's finished games. */
const statisticsArea: AreaModule = { pages: { statistic: StatisticsPage, statisticPopup: StatisticsPage } };

export default statisticsArea;
