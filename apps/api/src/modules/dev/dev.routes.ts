import { z } from 'zod';
import { defineCall } from '@kickoff/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/database';
import { httpError } from '../../http/errors';
import { registerCall } from '../../http/route';

/** The SMS outbox of development: the texts the API would have sent by SMS. */
export const SmsOutboxQuery = z.object({ phone: z.string().regex(/^\+\d{5,19}$/).optional() });
export const SmsOutboxResponse = z.object({ messages: z.array(z.object({ phone: z.string(), text: z.string(), createdAt: z.number().int() })) });

/** `GET /dev-api/sms-outbox?phone=+49...`: 404 unless the dev tools are on. */
export const smsOutboxCall = defineCall({ name: 'dev.smsOutbox', method: 'GET', path: '/dev-api/sms-outbox', query: SmsOutboxQuery, response: SmsOutboxResponse });

/**
 * Whether the development tools answer: `KICKOFF_DEV_TOOLS=1` in the environment, or the
 * `dev_tools` flag in the database (tests switch it with `enableDevTools`). Off by default.
 */
export async function devToolsEnabled(db: Queryable): Promise<boolean> {
  if (process.env['KICKOFF_DEV_TOOLS'] === '1') return true;
  const [row] = await db.query<{ enabled: boolean }>("select enabled from dev_flags where name = 'dev_tools'");
  return row?.enabled === true;
}

/** Switches the development tools on or off in the database. */
export async function setDevTools(db: Queryable, enabled: boolean): Promise<void> {
  await db.query("insert into dev_flags (name, enabled) values ('dev_tools', $1) on conflict (name) do update set enabled = excluded.enabled", [enabled]);
}

/** Development calls: the SMS outbox (no real SMS is ever sent). */
export function registerDevRoutes(app: FastifyInstance, context: AppContext): void {
  registerCall(app, smsOutboxCall, async ({ query, reply }) => {
    if (!(await devToolsEnabled(context.db))) throw httpError(404, 'not_found', 'main_not_found');
    reply.header('cache-control', 'no-store');
    const rows = await context.db.query<{ phone: string; text: string; created_at: number }>(
      'select phone, text, created_at from sms_outbox where ($1::text is null or phone = $1) order by id desc limit 50',
      [query.phone ?? null],
    );
    return { messages: rows.map((row) => ({ phone: row.phone, text: row.text, createdAt: row.created_at })) };
  });
}
