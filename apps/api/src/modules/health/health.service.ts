import type { AppContext } from '../../context';

/** The API's version as `GET /health` reports it. */
export const API_VERSION = '0.1.0';

/** Answers once the database answers: the database kind and the version. */
export async function checkHealth(context: AppContext): Promise<{ status: 'ok'; database: 'pglite' | 'postgres'; version: string }> {
  await context.db.query('select 1');
  return { status: 'ok', database: context.db.kind, version: API_VERSION };
}
