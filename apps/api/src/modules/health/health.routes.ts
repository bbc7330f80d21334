import { getHealthCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';
import { checkHealth } from './health.service';

/** `GET /health`: answers once the database answers. */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getHealthCall, () => checkHealth(context));
}
