import type { FeedMarket } from '@kickoff/contracts';
import { autorun, untracked } from 'mobx';
import type { MovementDirection } from './sports.rules';

/**
 * Where a coefficient reads its market as it is now (issue 20): a live list's board (`marketOf`, one
 * observable entry per market) and the catalogue's odds movements (`movementOf`, one entry per
 * market). Reading them inside the coefficient's own observer makes a moved price re-render that
 * coefficient only, never its row, its list or the coefficient beside it.
 */
export interface OddsFaceSource {
  marketOf?: ((marketId: number) => FeedMarket | null | undefined) | undefined;
  movementOf?: ((marketId: number) => MovementDirection | null) | undefined;
  /** Whether the market is blocked, observed apart from its price (the board's own entry); else read from `marketOf`. */
  isBlockedOf?: ((marketId: number) => boolean | null | undefined) | undefined;
  /**
   * The market's change signal (issue 20, the catalogue's `followMarket`): calls the listener after each
   * change of what `marketOf` and `movementOf` answer for it. Given, `followOddsFace` follows it instead
   * of a reaction of its own.
   */
  followMarket?: ((marketId: number, listener: () => void) => () => void) | undefined;
}

/** What a coefficient shows now: the market to press, its price, locked or not, and its movement. */
export interface OddsFaceView {
  /** The market as it is now (pressing it takes this one into the coupon, at this price). */
  readonly market: FeedMarket;
  readonly coef: number;
  /** A blocked market shows a lock and cannot be pressed. */
  readonly isLocked: boolean;
  /** The movement the catalogue reports (document 001: odds movements up and down), or null. */
  readonly movement: MovementDirection | null;
  /** The dictionary key that announces the movement to a screen reader, or null. */
  readonly movementKey: 'betting_odds_up' | 'betting_odds_down' | null;
  /** The dictionary key of a locked market's announcement, or null. */
  readonly lockedKey: 'betting_odds_suspended' | null;
}

/** The dictionary key announcing a movement (document 001: odds movements up and down). */
function movementKeyOf(movement: MovementDirection | null): OddsFaceView['movementKey'] {
  return movement === 'up' ? 'betting_odds_up' : movement === 'down' ? 'betting_odds_down' : null;
}

/** Views by market object and movement: an unchanged market allocates nothing when its coefficient is read again. */
const faces = new WeakMap<FeedMarket, { up?: OddsFaceView; down?: OddsFaceView; none?: OddsFaceView }>();

function faceOf(market: FeedMarket, movement: MovementDirection | null): OddsFaceView {
  let cached = faces.get(market);
  if (!cached) {
    cached = {};
    faces.set(market, cached);
  }
  const slot = movement ?? 'none';
  const known = cached[slot];
  if (known) return known;
  const view: OddsFaceView = {
    market,
    coef: market.coef,
    isLocked: market.isBlocked,
    movement,
    movementKey: movementKeyOf(movement),
    lockedKey: market.isBlocked ? 'betting_odds_suspended' : null,
  };
  cached[slot] = view;
  return view;
}

/**
 * A coefficient's face (issue 20), pure: the listed market unless the source has it fresher, and its
 * movement from the source (else `shownMovement`, as a page that is not a live list passes it).
 * Observes exactly the source's entries of this market; the same market and movement answer the same
 * view object.
 */
export function connectOddsFace(listed: FeedMarket, source: OddsFaceSource | null, shownMovement: MovementDirection | null = null): OddsFaceView {
  const market = source?.marketOf?.(listed.id) ?? listed;
  const movement = source?.movementOf ? source.movementOf(listed.id) : shownMovement;
  return faceOf(market, movement);
}

/** A coefficient's lock as the button's structure draws it (a lock instead of the price). */
export interface OddsLockView {
  readonly isLocked: boolean;
  readonly lockedKey: 'betting_odds_suspended' | null;
}

const OPEN: OddsLockView = { isLocked: false, lockedKey: null };
const LOCKED: OddsLockView = { isLocked: true, lockedKey: 'betting_odds_suspended' };

/**
 * A coefficient's lock (issue 20), pure: observes whether the market is blocked and nothing else
 * where the source says so apart (`isBlockedOf`), so a moved price never re-renders the button's
 * structure; the price itself follows through `followOddsFace`.
 */
export function connectOddsLock(listed: FeedMarket, source: OddsFaceSource | null): OddsLockView {
  const blocked = source?.isBlockedOf ? source.isBlockedOf(listed.id) : source?.marketOf?.(listed.id)?.isBlocked;
  return (blocked ?? listed.isBlocked) ? LOCKED : OPEN;
}

/** The face as it is now, without observing it (what the structure renders first; `followOddsFace` keeps it current). */
export function peekOddsFace(listed: FeedMarket, source: OddsFaceSource | null, shownMovement: MovementDirection | null = null): OddsFaceView {
  return untracked(() => connectOddsFace(listed, source, shownMovement));
}

/**
 * Calls `show` with the coefficient's face each time it changes (a new price, movement or market),
 * and once at once; answers the disposer. The one subscription per coefficient: a live update that
 * moves N prices runs N of these and nothing else. Where the source has a change signal (`followMarket`,
 * a live list's), it is that signal, with no MobX reaction (issue 20: no dependency tracked per move);
 * else a reaction that observes the source's entries of this market. It allocates nothing per change
 * (256 moved prices a delta): `show` gets the same face object each time, updated in place, so it reads
 * it then and keeps nothing of it.
 */
export function followOddsFace(listed: FeedMarket, source: OddsFaceSource | null, shownMovement: MovementDirection | null, show: (view: OddsFaceView) => void): () => void {
  const face: { -readonly [K in keyof OddsFaceView]: OddsFaceView[K] } = { ...peekOddsFace(listed, source, shownMovement) };
  let shown = false;
  const update = (): void => {
    const market = source?.marketOf?.(listed.id) ?? listed;
    const movement = source?.movementOf ? source.movementOf(listed.id) : shownMovement;
    if (shown && market === face.market && movement === face.movement) return;
    shown = true;
    face.market = market;
    face.coef = market.coef;
    face.isLocked = market.isBlocked;
    face.movement = movement;
    face.movementKey = movementKeyOf(movement);
    face.lockedKey = market.isBlocked ? 'betting_odds_suspended' : null;
    // What `show` does is not observed: it writes the face, it does not read the feed.
    untracked(() => show(face));
  };
  if (source?.followMarket) {
    const stop = source.followMarket(listed.id, () => untracked(update));
    untracked(update);
    return stop;
  }
  return autorun(update);
}
