import { describe, expect, it, vi } from 'vitest';
import { ShapeSchema, z as shape } from './zod-shape';

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
  it('builds every schema of the contracts, and each answers every probe as zod does', async () => {
    const { real, shaped } = await bothContracts();
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
