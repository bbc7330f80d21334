import { catalogSportsPagesModule } from '@kickoff/catalog-core';
import type { AreaModule } from '../area.types';
import { StatisticsPage } from './pages/StatisticsPage';
import './statistics.css';

/** The statistics area (document 000 §2 `statistic`, `statisticpopup`): league tables, head-to-head and form from the simulator's finished games. */
// issue 20: the statistics service comes with this area (and the betting area), not at start.
const statisticsArea: AreaModule = { modules: [catalogSportsPagesModule], pages: { statistic: StatisticsPage, statisticPopup: StatisticsPage } };

export default statisticsArea;
