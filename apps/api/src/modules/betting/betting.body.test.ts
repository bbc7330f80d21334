import { CouponBet, CouponGame, CouponMarket, PlaceCouponRequest } from '@kickoff/contracts';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { isPlainPlacingBody, PLAIN_FIELDS, PlacingBody } from './betting.body';
import { aCoupon } from './betting.testing';

// Issue 20: the placing call's body is checked plainly when it is exactly the contract's shape, and
// by the contract's schema otherwise; whatever the body, the answer is the schema's.

const bet = (id = '1001') => ({
  id,
  market: { id: Number(id), coef: 1.85, kind: 1, sportId: 1, typeId: 1, isLive: false, gameId: 77, champId: 9, sportName: 'Football', champName: 'League', opponent1Name: 'Home', opponent2Name: 'Away' },
  blockId: 0,
  statusId: -2,
  typeId: 1,
  game: { isFinished: false, isLiveInLive: false, statusId: 0, startDateTime: 1_790_000_000_000, timeSec: 0 },
  scoreFormatted: '',
  isBlocked: false,
  isDepend: false,
  isBannedExpress: false,
  isDisabledBanker: false,
  isBanker: false,
});

const coupon = () => aCoupon({ accountId: 12, userId: 5 }, [bet()], { id: 'place-0001-abcd', changeCoefAction: 1, coef: 1.85, coefByView: 1.85 });

type Body = Record<string, unknown> & { bets: Array<Record<string, unknown> & { market: Record<string, unknown>; game: Record<string, unknown> }> };
const variant = (change: (body: Body) => void): Body => {
  const body = coupon() as unknown as Body;
  change(body);
  return body;
};

/** Valid bodies and refused ones: every field out of its type or bounds, missing, unknown keys, the coupon's rules. */
const BODIES: Array<[string, unknown]> = [
  ['a single', coupon()],
  ['with every optional field', variant((body) => {
    Object.assign(body, { promoCode: 'SPRING', severalSingles: true });
    Object.assign(body.bets[0]!, { additionalType: 3, sportNameEng: 'F', champNameEng: 'L', opponent1NameEng: 'H', opponent2NameEng: 'A', calculatedDateTime: 5, fullScore: '1:0', status: 1, expressId: 2, statisticId: 3, playersDuel: false, pageType: 'line' });
    Object.assign(body.bets[0]!.market, { name: '1', param: null });
    Object.assign(body.bets[0]!.game, { number: 3, permanentId: 4 });
  })],
  ['a handicap line', variant((body) => Object.assign(body.bets[0]!.market, { param: -1.5, name: 'H1(-1.5)' }))],
  ['an express', variant((body) => Object.assign(body, { typeId: 1, bets: [bet('1'), bet('2'), bet('3')] }))],
  ['a system with a banker', variant((body) => Object.assign(body, { typeId: 2, systemValue: 2, bets: [bet('1'), { ...bet('2'), isBanker: true }, bet('3')] }))],
  ['amounts by block', variant((body) => Object.assign(body, { amountByBlockId: { '0': 1, '12': 2.5 } }))],
  ['-0 and large integers', variant((body) => Object.assign(body, { refId: -0, accountId: Number.MAX_SAFE_INTEGER }))],
  // refused, or taken by the schema
  ['not an object', 'coupon'],
  ['null', null],
  ['an array', [coupon()]],
  ['an unknown key', variant((body) => Object.assign(body, { extra: 1 }))],
  ['an unknown key in a bet', variant((body) => Object.assign(body.bets[0]!, { extra: 'x' }))],
  ['an unknown key in a market', variant((body) => Object.assign(body.bets[0]!.market, { extra: true }))],
  ['an unknown key in a game', variant((body) => Object.assign(body.bets[0]!.game, { extra: null }))],
  ['a constructor key', variant((body) => Object.assign(body, { constructor: 1 }))],
  ['a missing id', variant((body) => delete body['id'])],
  ['a missing market', variant((body) => delete (body.bets[0] as Record<string, unknown>)['market'])],
  ['a missing game clock', variant((body) => delete body.bets[0]!.game['timeSec'])],
  ['a short id', variant((body) => Object.assign(body, { id: 'short' }))],
  ['a long id', variant((body) => Object.assign(body, { id: 'x'.repeat(81) }))],
  ['an id with a space', variant((body) => Object.assign(body, { id: 'place 0001 abcd' }))],
  ['an id of 80', variant((body) => Object.assign(body, { id: 'x'.repeat(80) }))],
  ['a fractional account', variant((body) => Object.assign(body, { accountId: 1.5 }))],
  ['an unsafe integer', variant((body) => Object.assign(body, { userId: 2 ** 60 }))],
  ['a string account', variant((body) => Object.assign(body, { accountId: '12' }))],
  ['a negative amount', variant((body) => Object.assign(body, { amount: -1 }))],
  ['an infinite amount', variant((body) => Object.assign(body, { amount: Number.POSITIVE_INFINITY }))],
  ['a NaN amount', variant((body) => Object.assign(body, { amount: Number.NaN }))],
  ['a block key not a number', variant((body) => Object.assign(body, { amountByBlockId: { a: 1 } }))],
  ['a negative block amount', variant((body) => Object.assign(body, { amountByBlockId: { '1': -1 } }))],
  ['no bets', variant((body) => Object.assign(body, { bets: [] }))],
  ['61 bets', variant((body) => Object.assign(body, { typeId: 1, bets: Array.from({ length: 61 }, (_unused, index) => bet(String(index + 1))) }))],
  ['60 bets', variant((body) => Object.assign(body, { typeId: 1, bets: Array.from({ length: 60 }, (_unused, index) => bet(String(index + 1))) }))],
  ['a change action of 3', variant((body) => Object.assign(body, { changeCoefAction: 3 }))],
  ['a coefficient below 1', variant((body) => Object.assign(body, { coef: 0.99 }))],
  ['a negative view id', variant((body) => Object.assign(body, { coefViewId: -1 }))],
  ['a string flag', variant((body) => Object.assign(body, { isDropOnScoreChange: 'false' }))],
  ['a system value of 1', variant((body) => Object.assign(body, { systemValue: 1 }))],
  ['a type of 9', variant((body) => Object.assign(body, { typeId: 9 }))],
  ['a negative hyper bonus', variant((body) => Object.assign(body, { maxHyperBonusLimit: -0.5 }))],
  ['an empty promo code', variant((body) => Object.assign(body, { promoCode: '' }))],
  ['a long promo code', variant((body) => Object.assign(body, { promoCode: 'x'.repeat(65) }))],
  ['a null promo code', variant((body) => Object.assign(body, { promoCode: null }))],
  ['an empty bet id', variant((body) => Object.assign(body.bets[0]!, { id: '' }))],
  ['a long bet id', variant((body) => Object.assign(body.bets[0]!, { id: 'x'.repeat(129) }))],
  ['a negative block', variant((body) => Object.assign(body.bets[0]!, { blockId: -1 }))],
  ['a null optional bet field', variant((body) => Object.assign(body.bets[0]!, { fullScore: null }))],
  ['a market coefficient below 1', variant((body) => Object.assign(body.bets[0]!.market, { coef: 0.5 }))],
  ['a negative sport', variant((body) => Object.assign(body.bets[0]!.market, { sportId: -1 }))],
  ['a long selection name', variant((body) => Object.assign(body.bets[0]!.market, { name: 'x'.repeat(65) }))],
  ['an infinite line', variant((body) => Object.assign(body.bets[0]!.market, { param: Number.NEGATIVE_INFINITY }))],
  ['a negative clock', variant((body) => Object.assign(body.bets[0]!.game, { timeSec: -1 }))],
  ['a fractional clock', variant((body) => Object.assign(body.bets[0]!.game, { timeSec: 12.5 }))],
  ['a fractional start', variant((body) => Object.assign(body.bets[0]!.game, { startDateTime: 1.5 }))],
  ['a single of two bets', variant((body) => Object.assign(body, { bets: [bet('1'), bet('2')] }))],
  ['an express of one bet', variant((body) => Object.assign(body, { typeId: 1 }))],
  ['a system above its non-bankers', variant((body) => Object.assign(body, { typeId: 2, systemValue: 3, bets: [bet('1'), { ...bet('2'), isBanker: true }, bet('3')] }))],
  ['a bet twice', variant((body) => Object.assign(body, { typeId: 1, bets: [bet('1'), bet('1')] }))],
];

describe('the placing body check', () => {
  it.each(BODIES)('answers %s as the contract does', (_name, body) => {
    const plain = PlacingBody.safeParse(structuredClone(body));
    const schema = PlaceCouponRequest.safeParse(structuredClone(body));
    expect(plain.success).toBe(schema.success);
    if (plain.success && schema.success) expect(plain.data).toEqual(schema.data);
    if (!plain.success && !schema.success) expect(plain.error.issues).toEqual(schema.error.issues);
  });

  it('takes a body of the contract shape without the schema, and hands every other to it', () => {
    const spy = vi.spyOn(PlaceCouponRequest, 'safeParse');
    try {
      for (const [name, body] of BODIES) {
        spy.mockClear();
        PlacingBody.safeParse(structuredClone(body));
        expect({ name, bySchema: spy.mock.calls.length }).toEqual({ name, bySchema: isPlainPlacingBody(structuredClone(body)) ? 0 : 1 });
      }
      // the valid bodies, each taken plainly; every refused one went to the schema
      expect(BODIES.filter(([, body]) => isPlainPlacingBody(structuredClone(body))).map(([name]) => name)).toEqual([
        'a single',
        'with every optional field',
        'a handicap line',
        'an express',
        'a system with a banker',
        'amounts by block',
        '-0 and large integers',
        'an id of 80',
        '60 bets',
        'a fractional clock',
      ]);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('the plain check follows the contract', () => {
  // A field added to, dropped from, or made optional in the contract changes these lists: the plain
  // check's own lists must then change with it.
  it.each([
    ['coupon', PlaceCouponRequest, PLAIN_FIELDS.coupon],
    ['bet', CouponBet, PLAIN_FIELDS.bet],
    ['market', CouponMarket, PLAIN_FIELDS.market],
    ['game', CouponGame, PLAIN_FIELDS.game],
  ] as const)('has the %s fields of the contract, each required or optional as there', (_name, schema, fields) => {
    const shape = (schema as unknown as { shape: Record<string, { isOptional(): boolean }> }).shape;
    const contract = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, field.isOptional() ? 'optional' : 'required']));
    expect(Object.fromEntries(Object.entries(fields).map(([key, [, presence]]) => [key, presence]))).toEqual(contract);
  });

  // Any leaf of a valid body replaced by an edge value (bounds, types, lengths): what the plain check
  // takes, the schema takes with the same data; a bound tightened in the contract fails here.
  const EDGES = [-1, -0.5, 0, 0.5, 1, 1.5, 2, 3, 60, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, '', 'x', '12', 'x'.repeat(8), 'x'.repeat(65), 'x'.repeat(129), ' id ', null, true, false, [], {}] as const;
  type Path = Array<string | number>;
  const leaves = (value: unknown, path: Path = []): Path[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, [...path, Array.isArray(value) ? Number(key) : key])) : [path];
  const withLeaf = (body: unknown, path: Path, leaf: unknown): unknown => {
    const copy = structuredClone(body) as Record<string | number, unknown>;
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
    at[path.at(-1)!] = leaf;
    return copy;
  };
  const VALID = BODIES.filter(([, body]) => PlaceCouponRequest.safeParse(structuredClone(body)).success).map(([, body]) => body);

  it('never takes a body the contract refuses, with any leaf changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID), fc.nat(), fc.constantFrom(...EDGES), fc.nat(), fc.constantFrom(...EDGES), (body, first, firstLeaf, second, secondLeaf) => {
        const paths = leaves(body);
        const changed = withLeaf(withLeaf(body, paths[first % paths.length]!, firstLeaf), paths[second % paths.length]!, secondLeaf);
        if (!isPlainPlacingBody(structuredClone(changed))) return;
        const schema = PlaceCouponRequest.safeParse(structuredClone(changed));
        expect(schema.success).toBe(true);
        if (schema.success) expect(schema.data).toEqual(changed);
      }),
      { numRuns: 3000 },
    );
  });
});
