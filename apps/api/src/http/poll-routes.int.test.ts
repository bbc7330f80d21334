import { MemoryLogger, SimulatedClock, type Clock } from '@kickoff/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../app';
import type { AppContext } from '../context';
import type { Database } from '../db/database';
import { openSeededTestDatabase, openTestDatabase } from '../db/testing';
import { seedDemo } from '../seed/seed';
import { TEST_START } from '../db/test-template';
import { testApiSettings } from '../testing';

// Issue 20: the poll routes log no info lines per request; other calls still log theirs.
const lines: Array<{ level: number; msg: string; req?: { url: string }; reqId?: string }> = [];
let db: Database;
let built: BuiltApp;

beforeAll(async () => {
  // the run's seeded template when there is one (the same rows as seeding at TEST_START here, issue 20)
  const seeded = await openSeededTestDatabase();
  db = seeded ?? (await openTestDatabase());
  const context: AppContext = {
    db,
    clock: new SimulatedClock(TEST_START) as Clock,
    logger: new MemoryLogger(),
    settings: testApiSettings(),
  };
  if (!seeded) await seedDemo(context);
  built = await buildApp(context, { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } });
});
afterAll(async () => {
  await built?.stopJobs();
  await built?.app.close();
  await db?.close();
});

const infoLinesOf = (url: string) => {
  const ids = new Set(lines.filter((line) => line.req?.url === url).map((line) => line.reqId));
  return lines.filter((line) => line.level === 30 && line.reqId !== undefined && ids.has(line.reqId));
};

describe('request logging', () => {
  it('the live feed, the sports menu and the session check answer without info lines; the site configuration logs its request', async () => {
    for (const url of ['/web-api/feed/v1/live', '/web-api/feed/v1/sports?section=line', '/web-api/user/session-check']) {
      const response = await built.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
    }
    const config = await built.app.inject({ method: 'GET', url: '/bff-api/config/all.json?lang=en' });
    expect(config.statusCode).toBe(200);
    // Fastify logs the request's URL only in its "incoming request" line: without it, a quiet route has no info line at all.
    expect(lines.filter((line) => line.level === 30 && /^\/web-api\/(feed|user\/session-check)/.test(line.req?.url ?? ''))).toEqual([]);
    expect(infoLinesOf('/bff-api/config/all.json?lang=en').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });
});
