import * as contracts from '@kickoff/contracts';
import type { CallSpec } from '@kickoff/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, startTestApi, type TestApi, type TestPlayer } from '../testing';

/**
 * The hostile-input catalogue (issue 19) sent to every call of the contracts: each body and query
 * field, each path parameter, and whole bodies, replaced by values a script would try. Whatever
 * comes back is never a 5xx; a refusal is a 4xx with a code; the server stays healthy and the
 * money tables do not change.
 */

let api: TestApi;
let player: TestPlayer;

beforeAll(async () => {
  api = await startTestApi();
  player = await registerPlayer(api, { balanceMinor: 50_000 });
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** Field values a script tries: NUL, lone surrogates, numbers beyond every column, wrong types, huge and deep values. */
const HOSTILE_VALUES: ReadonlyArray<readonly [label: string, value: unknown]> = [
  ['NUL', 'a\u0000b'],
  ['lone high surrogate', 'x\uD800'],
  ['lone low surrogate', '\uDC00y'],
  ['int32 + 1', 2_147_483_648],
  ['int64 + 1', 9_223_372_036_854_775_808],
  ['negative int32 - 1', -2_147_483_649],
  ['1e308', 1e308],
  ['fraction', 0.000_1],
  ['-1', -1],
  ['digits string', '9'.repeat(40)],
  ['100 KB string', 'a'.repeat(100_000)],
  ['object', { $gt: '' }],
  ['array of 5,000', Array.from({ length: 5_000 }, (_, index) => index)],
  ['deep object', JSON.parse('{"a":'.repeat(40) + '1' + '}'.repeat(40)) as unknown],
  ['true', true],
  ['null', null],
];

/** Path parameter values: beyond int32 and bigint, NUL and invalid UTF-8 escapes, long and traversing. */
const HOSTILE_SEGMENTS = ['2147483648', '9'.repeat(30), '-1', '1e308', '%00', '1%00', '%ED%A0%80', '%FF', 'a'.repeat(2_000), '..%2F..%2Fetc%2Fpasswd', '0x10'];

/** Whole bodies: wrong shapes and a deep nesting no schema expects. */
const HOSTILE_BODIES: ReadonlyArray<readonly [label: string, raw: string]> = [
  ['array', '[]'],
  ['string', '"x"'],
  ['null', 'null'],
  ['broken JSON', '{"a":'],
  ['2,000 levels deep', '['.repeat(2_000) + ']'.repeat(2_000)],
  ['NUL key', '{"\\u0000":1}'],
];

/** Every call of the contracts (a value with a method, a path and a response schema). */
const CALLS: CallSpec[] = (Object.values(contracts) as unknown[]).filter(
  (value): value is CallSpec => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value && typeof (value as CallSpec).path === 'string',
);

/** The field names of a (possibly wrapped) zod object schema. */
function fieldsOf(schema: unknown, depth = 0): string[] {
  if (!schema || typeof schema !== 'object' || depth > 6) return [];
  const candidate = schema as { shape?: Record<string, unknown>; in?: unknown; options?: unknown[]; def?: { innerType?: unknown; in?: unknown; left?: unknown; right?: unknown } };
  if (candidate.shape && typeof candidate.shape === 'object') return Object.keys(candidate.shape);
  const inner = [candidate.in, candidate.def?.innerType, candidate.def?.in, candidate.def?.left, candidate.def?.right, ...(candidate.options ?? [])];
  return [...new Set(inner.flatMap((part) => fieldsOf(part, depth + 1)))];
}

/** A path with every parameter filled by `segment` (already URL-encoded). */
function fill(path: string, segment: string): string {
  return path.replace(/:([A-Za-z_]\w*)(\([^)]*\))?/g, segment).replace(/\*$/, segment);
}

const SAMPLE_SEGMENT = '1';

interface Answer {
  status: number;
  code: unknown;
}

async function send(method: string, path: string, options: { body?: string; query?: string } = {}): Promise<Answer> {
  const response = await fetch(`${api.baseUrl}${path}${options.query ? `?${options.query}` : ''}`, {
    method,
    headers: {
      cookie: player.cookie,
      'x-auth': player.token,
      'x-requested-with': 'XMLHttpRequest',
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const text = await response.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code ?? null;
  } catch {
    code = null;
  }
  return { status: response.status, code };
}

/** The money a player has and the rows that record it: what no refused request may change. */
async function moneySnapshot(): Promise<string> {
  const [row] = await api.db.query<{ balance: string; ledger: number; bets: number; users: number }>(
    `select (select coalesce(sum(balance_minor), 0)::text from accounts) as balance,
            (select count(*)::int from ledger) as ledger,
            (select count(*)::int from coupons) as bets,
            (select count(*)::int from users) as users`,
  );
  return JSON.stringify(row);
}

function expectRefusedOrServed(answer: Answer, what: string): void {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400 && answer.status !== 404 && answer.status !== 405) expect(typeof answer.code, `${what}: a code`).toBe('string');
}

describe('the hostile-input catalogue against every call (issue 19)', () => {
  it('finds the calls of the contracts', () => {
    expect(CALLS.length).toBeGreaterThan(60);
  });

  it.each(CALLS.map((call) => [`${call.method} ${call.path}`, call] as const))('%s: no 5xx, refusals carry a code, the money unchanged', async (_label, call) => {
    const before = await moneySnapshot();
    const answers: Array<[string, Answer]> = [];
    const hasParams = /:[A-Za-z_]|\*$/.test(call.path);
    const basePath = fill(call.path, SAMPLE_SEGMENT);
    if (hasParams) for (const segment of HOSTILE_SEGMENTS) answers.push([`path ${segment.slice(0, 20)}`, await send(call.method, fill(call.path, segment))]);
    for (const field of fieldsOf(call.query)) {
      for (const [label, value] of HOSTILE_VALUES) {
        if (typeof value !== 'string' && typeof value !== 'number') continue;
        answers.push([`query ${field}=${label}`, await send(call.method, basePath, { query: new URLSearchParams({ [field]: String(value) }).toString() })]);
      }
    }
    if (call.method !== 'GET') {
      for (const field of fieldsOf(call.body)) {
        for (const [label, value] of HOSTILE_VALUES) answers.push([`body ${field}=${label}`, await send(call.method, basePath, { body: JSON.stringify({ [field]: value }) })]);
      }
      for (const [label, raw] of HOSTILE_BODIES) answers.push([`body ${label}`, await send(call.method, basePath, { body: raw })]);
    }
    for (const [what, answer] of answers) expectRefusedOrServed(answer, `${call.method} ${call.path} ${what}`);
    expect((await fetch(`${api.baseUrl}/health`)).status).toBe(200);
    // Nothing a hostile value asked for moved money (the calls that place or pay refuse every value above).
    if (answers.every(([, answer]) => answer.status >= 400)) expect(await moneySnapshot()).toBe(before);
  }, 120_000);

  it('answers an oversized body with 413 and a code, not a reset', async () => {
    const answer = await send('POST', '/web-api/user/auth/login', { body: JSON.stringify({ login: 'x', password: 'y'.repeat(1_100_000) }) });
    expect(answer).toEqual({ status: 413, code: 'payload_too_large' });
  });
});
