import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ShapeError, ShapeSchema, z as shape, type ShapeIssue } from './zod-shape';

type Module = Record<string, unknown>;
/** Run by vitest.shape.config.ts (its `env`), where `zod` itself is the shape checker. */
const SHAPE_RUN = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env['KICKOFF_ZOD_SHAPE'] === '1';
type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown } };
const isParser = (value: unknown): value is Parser => typeof value === 'object' && value !== null && typeof (value as Parser).safeParse === 'function';

/** The contracts' index built on the real zod and on the shape checker (two module instances). */
async function bothContracts(): Promise<{ real: Module; shaped: Module }> {
  vi.resetModules();
  vi.doMock('zod', () => import('./zod-shape'));
  const shaped = (await import('../index')) as Module;
  vi.doUnmock('zod');
  vi.resetModules();
  const real = (await import('../index')) as Module;
  return { real, shaped };
}

/**
 * Values of every kind, against which each schema of both builds must agree: the same verdict, and
 * the same output once zod drops the unknown keys the shape checker keeps.
 */
const PROBES: readonly unknown[] = [undefined, null, true, 0, 1, -1, 1.5, Number.NaN, '', 'x', 'en', '2026-11-26', [], [1], ['x'], {}, { code: 'x', messageKey: 'y' }];

describe('the browser zod (shape checker)', () => {
  // both builds of the contracts, loaded once for the tests that compare them (a slow import is not a failure)
  let both: { real: Module; shaped: Module };
  beforeAll(async () => {
    both = await bothContracts();
  }, 120_000);

  it('builds every schema of the contracts, and each answers every probe as zod does', () => {
    const { real, shaped } = both;
    const names = Object.keys(real).filter((name) => isParser(real[name]));
    expect(names.length).toBeGreaterThan(300);
    expect((shaped['ErrorBody'] as object).constructor.name).toBe(ShapeSchema.name);
    if (SHAPE_RUN) expect((real['ErrorBody'] as object).constructor.name).toBe(ShapeSchema.name);
    else expect((real['ErrorBody'] as object).constructor.name).not.toBe(ShapeSchema.name);
    const disagreements: string[] = [];
    for (const name of names) {
      const zodSchema = real[name] as Parser;
      const shapeSchema = shaped[name];
      if (!isParser(shapeSchema)) {
        disagreements.push(`${name}: not built`);
        continue;
      }
      for (const probe of PROBES) {
        const expected = zodSchema.safeParse(probe);
        const answered = shapeSchema.safeParse(probe);
        if (expected.success !== answered.success || (expected.success && JSON.stringify(expected.data) !== JSON.stringify(zodSchema.safeParse(answered.data).data))) {
          disagreements.push(`${name}(${JSON.stringify(probe)}): zod ${JSON.stringify(expected)}, shape ${JSON.stringify(answered.success)}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('checks an answer that needs no output change in one pass, and refuses a malformed one with the error of the walk', () => {
    const { shaped } = both;
    const live = shaped['LiveDelta'] as ShapeSchema;
    // the live list's answer changes nothing in its value, so it has a quick verdict; a schema with a default or a transform has none
    expect(typeof live._test).toBe('function');
    expect(shape.object({ hidden: shape.boolean().default(true) })._test).toBeUndefined();
    expect(shape.string().trim()._test).toBeUndefined();
    const market = { id: 5, gameId: 9, groupId: 1, kind: 1, typeId: 1, name: '1', param: null, coef: 1.85, isBlocked: false, isBannedExpress: false };
    const game = {
      ...{ id: 9, sportId: 1, champId: 2, sportName: 'Football', champName: 'League', countryName: 'England', opponent1Name: 'A', opponent2Name: 'B' },
      ...{ startDateTime: 1_764_000_000_000, statusId: 2, isLive: true, isFinished: false, timeSec: 600, period: 1, score1: 1, score2: 0 },
      ...{ scoreFormatted: '1:0', fullScore: '1:0 (1:0)', marketsCount: 12, mainMarkets: [market], mainLines: { total: [7, 8, 2.5, 1.9, 1.9, 0] } },
    };
    const answer = { version: 3, since: null, games: [game], states: [], markets: [], removed: [], order: null };
    const walked: ShapeIssue[] = [];
    live._run(answer, [], walked);
    expect(walked).toEqual([]);
    expect(live.safeParse(answer)).toEqual({ success: true, data: answer });
    expect((live.safeParse(answer) as { data: unknown }).data).toBe(answer);
    // malformed from the network: the same issues as the full walk names (path, code, message)
    for (const bad of [
      { ...answer, games: [{ ...game, mainMarkets: [{ ...market, coef: 0.5 }] }] },
      { ...answer, games: [{ ...game, mainLines: { total: [7, 8, 2.5, 1.9, 1.9, 16] } }] },
      { ...answer, games: [{ ...game, timeSec: -1 }] },
      { ...answer, order: [1.5] },
      { ...answer, version: '3' },
    ]) {
      const issues: ShapeIssue[] = [];
      live._run(bad, [], issues);
      expect(issues.length).toBeGreaterThan(0);
      const result = live.safeParse(bad);
      expect(result.success).toBe(false);
      if (!result.success) {
        expect(result.error.issues).toEqual(issues);
        expect(result.error.message).toBe(new ShapeError(issues).message);
      }
    }
  });

  it('gives the quick verdict of every contract the answer of the walk on every probe', () => {
    const { shaped } = both;
    const disagreements: string[] = [];
    for (const [name, schema] of Object.entries(shaped)) {
      if (!(schema instanceof ShapeSchema) || schema._test === undefined) continue;
      for (const probe of PROBES) {
        const issues: ShapeIssue[] = [];
        schema._run(probe, [], issues);
        if (schema._test(probe) !== (issues.length === 0)) disagreements.push(`${name}(${JSON.stringify(probe)})`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('keeps zod output rules: defaults, transforms, pipes, coercion and trimming', () => {
    const schema = shape.object({
      ids: shape.array(shape.number().int()).transform((ids: number[]) => [...ids].sort((a, b) => a - b)),
      hidden: shape.boolean().default(true),
      page: shape.coerce.number().int().min(1),
      email: shape.string().trim().toLowerCase().pipe(shape.email().max(254)),
    });
    expect(schema.parse({ ids: [3, 1, 2], page: '4', email: '  Player@Example.COM ' })).toEqual({ ids: [1, 2, 3], hidden: true, page: 4, email: 'player@example.com' });
    expect(schema.safeParse({ ids: [1.5], page: '4', email: 'a@b.cd' }).success).toBe(false);
    expect(schema.safeParse({ ids: [], page: '0', email: 'a@b.cd' }).success).toBe(false);
  });

  it('answers the same object when nothing changes it, and leaves the schemas it derives from untouched', () => {
    const id = shape.number().int();
    const positive = id.positive();
    const value = { games: [{ id: 1, name: 'a' }] };
    expect(shape.object({ games: shape.array(shape.object({ id, name: shape.string() })) }).parse(value)).toBe(value);
    expect(id.safeParse(-1).success).toBe(true);
    expect(positive.safeParse(-1).success).toBe(false);
  });

  it('names the failing path and the message of a refinement', () => {
    const schema = shape.object({ bets: shape.array(shape.object({ stake: shape.number().refine((stake: number) => stake > 0, { message: 'stake must be above zero' }) })) });
    const result = schema.safeParse({ bets: [{ stake: 2 }, { stake: 0 }] });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues).toEqual([{ code: 'custom', path: ['bets', 1, 'stake'], message: 'stake must be above zero' }]);
    expect(() => schema.parse({ bets: 'none' })).toThrow('bets: expected array');
  });

  it('keeps the enum members and the union options', () => {
    const period = shape.enum(['24h', '7d']);
    expect(period.options).toEqual(['24h', '7d']);
    expect(shape.union([shape.literal(1), shape.literal('all')]).safeParse('all').success).toBe(true);
    expect(shape.discriminatedUnion('kind', [shape.object({ kind: shape.literal('a') }), shape.object({ kind: shape.literal('b'), n: shape.number() })]).safeParse({ kind: 'b' }).success).toBe(false);
  });
});
