import { getHealthCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerCall } from '../../http/route';

/** `GET /health`: answers once the database answers. */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, getHealthCall, async () => {
    await context.db.query('select 1');
    return { status: 'ok' as const, database: context.db.kind === 'pglite' ? ('pglite' as const) : ('postgres' as const), version: '0.1.0' };
  });
}
