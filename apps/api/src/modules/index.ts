import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerConfigRoutes } from './config/config.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerAuthRoutes } from './auth/auth.routes';
import { registerUserRoutes } from './user/user.routes';
import { registerAccountRoutes } from './accounts/accounts.routes';
import { registerPaymentRoutes } from './payments/payments.routes';
import { registerLimitRoutes } from './limits/limits.routes';
import { registerSiteRoutes } from './site/site.routes';
import { registerDevRoutes } from './dev/dev.routes';
import { registerFeedRoutes } from './feed/feed.routes';
import { registerSimulator } from './simulator/simulator.module';
import { registerCasinoRoutes } from './casino/casino.routes';
import { registerBettingRoutes } from './betting/betting.routes';
import { registerTotoRoutes } from './toto/toto.routes';
import { registerHistoryRoutes } from './history/history.routes';
import { registerVerificationRoutes } from './verification/verification.routes';
import { registerReferralRoutes } from './referral/referral.routes';
import { registerSupportRoutes } from './support/support.routes';
import { registerUserQuestionRoutes } from './user-question/user-question.routes';
import { registerBonusRoutes } from './bonuses/bonuses.routes';
import { registerStatisticsRoutes } from '../statistics/statistics.routes';
import { registerPointsRoutes } from './points/points.routes';

/** A module registers its routes (and may start background jobs, stopped by the returned function). */
export type ApiModule = (app: FastifyInstance, context: AppContext) => void | (() => Promise<void> | void);

/** Every module of the API, in registration order. */
export const API_MODULES: ReadonlyArray<{ name: string; register: ApiModule }> = [
  { name: 'health', register: registerHealthRoutes },
  { name: 'config', register: registerConfigRoutes },
  { name: 'content', register: registerContentRoutes },
  { name: 'site', register: registerSiteRoutes },
  { name: 'auth', register: registerAuthRoutes },
  { name: 'user', register: registerUserRoutes },
  { name: 'accounts', register: registerAccountRoutes },
  { name: 'payments', register: registerPaymentRoutes },
  { name: 'limits', register: registerLimitRoutes },
  { name: 'dev', register: registerDevRoutes },
  { name: 'feed', register: registerFeedRoutes },
  { name: 'simulator', register: registerSimulator },
  { name: 'casino', register: registerCasinoRoutes },
  { name: 'betting', register: registerBettingRoutes },
  { name: 'toto', register: registerTotoRoutes },
  { name: 'history', register: registerHistoryRoutes },
  { name: 'verification', register: registerVerificationRoutes },
  { name: 'referral', register: registerReferralRoutes },
  { name: 'support', register: registerSupportRoutes },
  { name: 'user-question', register: registerUserQuestionRoutes },
  { name: 'bonuses', register: registerBonusRoutes },
  { name: 'statistics', register: registerStatisticsRoutes },
  { name: 'points', register: registerPointsRoutes },
];
