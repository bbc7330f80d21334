import { PlaceCouponRequest } from '@kickoff/contracts';

/**
 * The placing call's body check (issue 20: the contract's schema took about a tenth of the API's
 * thread per placing, a body of some 60 fields). A body that is exactly the contract's shape (its
 * keys and nothing else, every value of its type and within its bounds, the coupon's own rules) is
 * taken as it came, after a plain check of each field; any other body goes to the contract's schema,
 * which decides and words the refusal (400 `validation_error`), so every refusal is the schema's
 * own. The plain check is never more lenient than the schema: what it takes, the schema takes, with
 * the same data (`betting.body.test.ts` compares the two on valid and refused bodies).
 */

type Check = (value: unknown) => boolean;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const int: Check = isInt;
const intMin = (min: number): Check => (value) => isInt(value) && value >= min;
const finite: Check = isFiniteNumber;
const finiteMin = (min: number): Check => (value) => isFiniteNumber(value) && value >= min;
const bool: Check = (value) => typeof value === 'boolean';
const string: Check = (value) => typeof value === 'string';
const stringLength = (min: number, max: number): Check => (value) => typeof value === 'string' && value.length >= min && value.length <= max;
const oneOf012: Check = (value) => value === 0 || value === 1 || value === 2;

/** A field's check and whether the field may be absent. */
type Fields = Readonly<Record<string, readonly [Check, 'required' | 'optional']>>;

/** The object has only the given fields, each required one present, each present one passing its check. */
function hasFields(value: unknown, fields: Fields, required: number): value is Record<string, unknown> {
  if (!isObject(value)) return false;
  let present = 0;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) return false;
    const field = fields[key];
    if (field === undefined || !Object.prototype.hasOwnProperty.call(fields, key) || !field[0](value[key])) return false;
    if (field[1] === 'required') present += 1;
  }
  return present === required;
}

const requiredCount = (fields: Fields) => Object.values(fields).filter(([, presence]) => presence === 'required').length;

// packages/contracts coupon-bet.schemas.ts: CouponMarket
const MARKET: Fields = {
  id: [int, 'required'],
  coef: [finiteMin(1), 'required'],
  kind: [int, 'required'],
  sportId: [intMin(0), 'required'],
  typeId: [int, 'required'],
  isLive: [bool, 'required'],
  gameId: [int, 'required'],
  champId: [int, 'required'],
  sportName: [string, 'optional'],
  champName: [string, 'optional'],
  opponent1Name: [string, 'optional'],
  opponent2Name: [string, 'optional'],
  name: [stringLength(0, 64), 'optional'],
  param: [(value) => value === null || isFiniteNumber(value), 'optional'],
};
const MARKET_REQUIRED = requiredCount(MARKET);

// CouponGame
const GAME: Fields = {
  number: [int, 'optional'],
  isFinished: [bool, 'required'],
  isLiveInLive: [bool, 'required'],
  permanentId: [int, 'optional'],
  statusId: [int, 'required'],
  startDateTime: [int, 'optional'],
  timeSec: [finiteMin(0), 'required'],
};
const GAME_REQUIRED = requiredCount(GAME);

// CouponBet
const BET: Fields = {
  id: [stringLength(1, 128), 'required'],
  market: [(value) => hasFields(value, MARKET, MARKET_REQUIRED), 'required'],
  blockId: [intMin(0), 'required'],
  statusId: [int, 'required'],
  typeId: [int, 'required'],
  additionalType: [int, 'optional'],
  sportNameEng: [string, 'optional'],
  champNameEng: [string, 'optional'],
  opponent1NameEng: [string, 'optional'],
  opponent2NameEng: [string, 'optional'],
  calculatedDateTime: [int, 'optional'],
  game: [(value) => hasFields(value, GAME, GAME_REQUIRED), 'required'],
  fullScore: [string, 'optional'],
  scoreFormatted: [string, 'optional'],
  status: [int, 'optional'],
  isBlocked: [bool, 'required'],
  isDepend: [bool, 'required'],
  isBannedExpress: [bool, 'required'],
  isDisabledBanker: [bool, 'required'],
  isBanker: [bool, 'required'],
  expressId: [int, 'optional'],
  statisticId: [int, 'optional'],
  playersDuel: [bool, 'optional'],
  pageType: [string, 'optional'],
};
const BET_REQUIRED = requiredCount(BET);

const REQUEST_ID = /^[A-Za-z0-9_:.-]+$/;
const BLOCK_KEY = /^\d+$/;

// coupon.schemas.ts: PlaceCouponRequest
const COUPON: Fields = {
  id: [(value) => typeof value === 'string' && value.length >= 8 && value.length <= 80 && REQUEST_ID.test(value), 'required'],
  accountId: [int, 'required'],
  amount: [finiteMin(0), 'required'],
  amountByBlockId: [
    (value) => {
      if (!isObject(value)) return false;
      for (const key in value) {
        if (!Object.prototype.hasOwnProperty.call(value, key) || !BLOCK_KEY.test(key) || !finiteMin(0)(value[key])) return false;
      }
      return true;
    },
    'required',
  ],
  bets: [(value) => Array.isArray(value) && value.length >= 1 && value.length <= 60 && value.every((bet) => hasFields(bet, BET, BET_REQUIRED)), 'required'],
  changeCoefAction: [oneOf012, 'required'],
  coef: [finiteMin(1), 'required'],
  coefByView: [finite, 'required'],
  coefViewId: [intMin(0), 'required'],
  exactCoef: [finiteMin(0), 'required'],
  isDropOnScoreChange: [bool, 'required'],
  prepaidAmount: [finiteMin(0), 'required'],
  refId: [int, 'required'],
  systemValue: [intMin(2), 'required'],
  typeId: [oneOf012, 'required'],
  userId: [int, 'required'],
  hyperBonusPercent: [finiteMin(0), 'required'],
  minHyperBonusBetLimit: [finiteMin(0), 'required'],
  maxHyperBonusLimit: [finiteMin(0), 'required'],
  promoCode: [stringLength(1, 64), 'optional'],
  severalSingles: [bool, 'optional'],
};
const COUPON_REQUIRED = requiredCount(COUPON);

/** The plain check's fields of each object of the body (its test compares them with the contract's). */
export const PLAIN_FIELDS = { coupon: COUPON, bet: BET, market: MARKET, game: GAME } as const;

/** Whether `value` is a placing body of exactly the contract's shape that the contract's rules accept as it is. */
export function isPlainPlacingBody(value: unknown): value is PlaceCouponRequest {
  if (!hasFields(value, COUPON, COUPON_REQUIRED)) return false;
  const bets = value['bets'] as ReadonlyArray<{ id: string; isBanker: boolean }>;
  const typeId = value['typeId'];
  // the contract's coupon rules (its superRefine): a single has one bet, an express two or more, a
  // system's value is at most its non-banker bets, and no bet id twice
  if (typeId === 0 && bets.length !== 1) return false;
  if (typeId === 1 && bets.length < 2) return false;
  if (typeId === 2 && (value['systemValue'] as number) > bets.filter((bet) => !bet.isBanker).length) return false;
  if (bets.length > 1 && new Set(bets.map((bet) => bet.id)).size !== bets.length) return false;
  return true;
}

/**
 * The placing call's body schema as the route uses it: the contract's `PlaceCouponRequest`, whose
 * `safeParse` takes a plain body as it came and hands any other to the schema itself.
 */
export const PlacingBody: typeof PlaceCouponRequest = Object.create(PlaceCouponRequest, {
  safeParse: {
    value: (value: unknown, ...rest: unknown[]) =>
      isPlainPlacingBody(value) ? { success: true, data: value } : (PlaceCouponRequest.safeParse as (...args: unknown[]) => unknown)(value, ...rest),
  },
}) as typeof PlaceCouponRequest;
