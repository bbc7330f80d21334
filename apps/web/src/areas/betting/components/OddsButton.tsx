import { connectOddsLock, followOddsFace, peekOddsFace, SportsCatalogService, toCouponBet, type OddsFaceSource, type OddsFaceView } from '@kickoff/catalog-core';
import { CouponPicks, CouponSettingsService } from '@kickoff/coupon-core';
import type { FeedGame, FeedMarket } from '@kickoff/contracts';
import { untracked } from 'mobx';
import { observer } from 'mobx-react-lite';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../app/di';
import { useFirstRenderPool } from '../../../app/first-render';
import { formatCoef } from '../../../features/format/format';
import { useSelection } from '../betting.binding';

/** Odds movement of a selection, as the catalogue reports it. */
export type OddsMovement = 'up' | 'down' | null;

/** Formatted coefficients by odds format (issue 20: a moved price formats each value once). */
const coefTexts = new Map<number, Map<number, string>>();
function coefText(coef: number, formatId: number): string {
  let texts = coefTexts.get(formatId);
  if (!texts) coefTexts.set(formatId, (texts = new Map()));
  let text = texts.get(coef);
  if (text === undefined) texts.set(coef, (text = formatCoef(coef, formatId)));
  return text;
}

/** Announcements by translate function (a language switch brings a new one): a price that moves reads them, never translates them again. */
const announcements = new WeakMap<TFunction, Map<string, string>>();
function announcement(t: TFunction, key: string): string {
  let texts = announcements.get(t);
  if (!texts) announcements.set(t, (texts = new Map()));
  const known = texts.get(key);
  if (known !== undefined) return known;
  const text = t(key);
  // Kept once the dictionary has it (a text equal to its key is a dictionary still loading).
  if (text !== key) texts.set(key, text);
  return text;
}

/** What a coefficient's face draws and calls: its market, where it follows the feed, and what its parent hands down. */
export interface OddsFaceProps {
  listed: FeedMarket;
  source: OddsFaceSource | null;
  shownMovement: OddsMovement;
  formatId: number;
  isSelected: boolean;
  onPress: (market: FeedMarket) => void;
  showName: boolean;
  line: string | null;
  column: string | undefined;
  /** The parent's translate function (a new one after a language switch re-renders the face). */
  t: TFunction;
}

/** What the face's subscription and the button's focus call (`faceWriter`). */
export interface FaceWriter {
  /** The face as it is now (the subscription calls it at once and on each change). */
  show(view: OddsFaceView): void;
  focus(): void;
  blur(): void;
}

/**
 * What a price move changes in a button, written in place (issue 20): the movement as one attribute
 * (the stylesheet colours the price and draws its arrow from it) and the price as its text node's
 * data, each only when it changed. The movement's words ("(up)") are written for the focused button
 * alone, when it takes focus and as its price moves: a list of 256 moving prices speaks only where the
 * player is. A lock is written the same way: the button's `data-locked` and `aria-disabled` (the
 * stylesheet hides the price and draws the lock from them) and its words ("suspended"), which a
 * locked button always says. No layout or style is read, nothing is allocated but a new price's
 * text, and nothing else re-renders.
 */
export function faceWriter(button: HTMLButtonElement | null, coef: HTMLSpanElement | null, note: HTMLSpanElement | null, formatId: number, say: (key: string) => string): FaceWriter {
  let movement = button?.getAttribute('data-movement') ?? null;
  let locked = button?.hasAttribute('data-locked') ?? false;
  let lockedKey: string | null = null;
  let text = coef?.textContent ?? null;
  let said = note?.textContent ?? '';
  let key: string | null = null;
  let focused = button !== null && button.ownerDocument.activeElement === button;
  const speak = () => {
    const next = lockedKey ? say(lockedKey) : focused && key ? say(key) : '';
    if (!note || next === said) return;
    said = next;
    note.textContent = next;
  };
  return {
    show(view) {
      if (!button) return;
      if (view.movement !== movement) {
        movement = view.movement;
        if (movement) button.setAttribute('data-movement', movement);
        else button.removeAttribute('data-movement');
      }
      lockedKey = view.lockedKey;
      if (view.isLocked !== locked) {
        locked = view.isLocked;
        if (locked) {
          button.setAttribute('data-locked', 'true');
          button.setAttribute('aria-disabled', 'true');
        } else {
          button.removeAttribute('data-locked');
          button.removeAttribute('aria-disabled');
        }
        speak();
      }
      if (view.movementKey !== key) {
        key = view.movementKey;
        speak();
      }
      if (!coef) return;
      const next = coefText(view.coef, formatId);
      if (next === text) return;
      text = next;
      const node = coef.firstChild;
      if (node instanceof Text) node.data = next;
      else coef.textContent = next;
    },
    focus() {
      focused = true;
      speak();
    },
    blur() {
      focused = false;
      speak();
    },
  };
}

/**
 * The button itself (issue 20). Its structure (selected or not, the name and the line) renders from
 * its props; the price, its movement, the lock and their words follow the feed through
 * `followOddsFace`, one subscription per coefficient (on a list, the catalogue's signal of its market,
 * called only when it moved) that writes those few texts and attributes in place. A live update that
 * moves N prices or locks N markets thus costs N small writes, not N React renders, and a face costs
 * no observer of its own when the page hydrates. The render reads the face as it is now (not
 * observed), and a press reads the lock as it is now: it takes nothing while the market is blocked.
 * No translation or service hooks here: the parent hands them down (a list's row for all its
 * coefficients, `OddsButton` elsewhere).
 */
export const OddsFace = memo(function OddsFace({ listed, source, shownMovement, formatId, isSelected, onPress, showName, line, column, t }: OddsFaceProps) {
  const lock = untracked(() => connectOddsLock(listed, source));
  const view = peekOddsFace(listed, source, shownMovement);
  const button = useRef<HTMLButtonElement>(null);
  const coef = useRef<HTMLSpanElement>(null);
  const note = useRef<HTMLSpanElement>(null);
  const writer = useRef<FaceWriter | null>(null);
  const firstRender = useFirstRenderPool();
  useEffect(() => {
    const face = faceWriter(button.current, coef.current, note.current, formatId, (key) => announcement(t, key));
    writer.current = face;
    // Shows the face at once (a price or lock that moved since the render) and on each change;
    // issue 20: on a hydrated page, once the hydration's commit is over, a few faces per task
    const follow = () => followOddsFace(listed, source, shownMovement, face.show);
    const stop = firstRender ? firstRender.later(follow) : follow();
    return () => {
      stop();
      if (writer.current === face) writer.current = null;
    };
  }, [listed, source, shownMovement, formatId, t, firstRender]);
  return (
    <button
      ref={button}
      type="button"
      className={isSelected ? 'odds odds--selected' : 'odds'}
      aria-disabled={lock.isLocked || undefined}
      aria-pressed={isSelected}
      onClick={() => {
        const now = peekOddsFace(listed, source);
        if (!now.isLocked) onPress(now.market);
      }}
      onFocus={() => writer.current?.focus()}
      onBlur={() => writer.current?.blur()}
      data-testid="odds"
      data-market-id={listed.id}
      data-movement={view.movement ?? undefined}
      data-locked={lock.isLocked ? 'true' : undefined}
      data-column={column}
    >
      {/* The name it announces starts with what it shows (WCAG 2.5.3); a suspended odd stays focusable and says so. */}
      <span className={showName ? 'odds__name' : 'visually-hidden'}>{view.market.name} </span>
      {line !== null ? (
        <span className="odds__line" aria-hidden="true">
          {line}
        </span>
      ) : null}
      {/* The price; while the market is blocked the stylesheet hides it and draws the lock (see `faceWriter`). */}
      <span ref={coef} className="odds__coef">
        {coefText(view.coef, formatId)}
      </span>
      {/* A lock's words, and the movement's for the focused button only (see `faceWriter`). */}
      <span ref={note} className="visually-hidden">
        {lock.lockedKey ? announcement(t, lock.lockedKey) : ''}
      </span>
    </button>
  );
});

/**
 * One coefficient: shown in the chosen odds format, its movement up or down, locked when the
 * market is blocked; pressing it adds the selection to the coupon or takes it out. This part holds
 * what changes with the coupon and the settings; its face (`OddsFace`) what changes with the feed.
 */
export const OddsButton = observer(function OddsButton({
  game,
  market: listed,
  movement: shownMovement = null,
  marketOf,
  movementOf,
  isBlockedOf,
  showName = false,
  line = null,
  column,
}: {
  game: FeedGame;
  market: FeedMarket;
  movement?: OddsMovement;
  /** issue 20: the market as it is now on a live list (each coefficient observes its own), else null. */
  marketOf?: ((marketId: number) => FeedMarket | null) | undefined;
  /** The market's movement, read by the face so that only this coefficient observes it. */
  movementOf?: ((marketId: number) => OddsMovement) | undefined;
  /** Whether the market is blocked now on a live list, observed apart from its price (else read from `marketOf`). */
  isBlockedOf?: ((marketId: number) => boolean | null) | undefined;
  showName?: boolean;
  /** The handicap or total line shown above the coefficient in a list (issue 18), or null. */
  line?: string | null;
  /** The list column's market group (the stylesheet hides the total on narrow screens in the European view). */
  column?: string;
}) {
  const { t } = useTranslation();
  const format = useService(CouponSettingsService);
  // issue 20: a press goes to the coupon's picks (into the coupon at once; the placer loads on the first pick)
  const picks = useService(CouponPicks);
  const catalog = useService(SportsCatalogService);
  const { isSelected } = useSelection(game, listed);
  // One source while the list's readers stay the same: a new one would subscribe the face anew. A list's
  // coefficient follows its market's change signal (issue 20: no reaction of its own per coefficient).
  const source = useMemo(
    () => (marketOf || movementOf ? { marketOf, movementOf, isBlockedOf, followMarket: catalog.followMarket } : null),
    [marketOf, movementOf, isBlockedOf, catalog],
  );
  return (
    <OddsFace
      listed={listed}
      source={source}
      shownMovement={shownMovement}
      formatId={format.settings.coefViewId}
      isSelected={isSelected}
      onPress={(market) => void picks.press(toCouponBet(game, market))}
      showName={showName}
      line={line}
      column={column}
      t={t}
    />
  );
});
