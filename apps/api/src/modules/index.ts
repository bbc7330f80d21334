import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { registerConfigRoutes } from './config/config.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerContentRoutes } from './content/content.routes';
import { registerFeedRoutes } from './feed/feed.routes';
import { registerSimulator } from './simulator/simulator.module';

/** A module registers its routes (and may start background jobs, stopped by the returned function). */
export type ApiModule = (app: FastifyInstance, context: AppContext) => void | (() => Promise<void> | void);

/** Every module of the API, in registration order. */
export const API_MODULES: ReadonlyArray<{ name: string; register: ApiModule }> = [
  { name: 'health', register: registerHealthRoutes },
  { name: 'config', register: registerConfigRoutes },
  { name: 'content', register: registerContentRoutes },
  { name: 'feed', register: registerFeedRoutes },
  { name: 'simulator', register: registerSimulator },
];
