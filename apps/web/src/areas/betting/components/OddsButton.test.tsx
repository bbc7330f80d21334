import type { OddsFaceView } from '@kickoff/catalog-core';
import type { FeedMarket } from '@kickoff/contracts';
import { observable, runInAction } from 'mobx';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import type { TFunction } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { FirstRender, FirstRenderPool } from '../../../app/first-render';
import { faceWriter, OddsFace } from './OddsButton';

/** A button as `OddsFace` renders it with an open price, in the page. */
function drawn(price: string, movement: 'up' | 'down' | null): { button: HTMLButtonElement; coef: HTMLSpanElement; note: HTMLSpanElement } {
  const button = document.createElement('button');
  if (movement) button.setAttribute('data-movement', movement);
  const coef = document.createElement('span');
  coef.className = 'odds__coef';
  coef.textContent = price;
  const note = document.createElement('span');
  button.append(coef, note);
  document.body.append(button);
  return { button, coef, note };
}

const said = (key: string) => ({ betting_odds_up: '(up)', betting_odds_down: '(down)', betting_odds_suspended: 'suspended' })[key] ?? key;
const market = { id: 7, gameId: 1, name: 'X', coef: 3.4, isBlocked: false } as FeedMarket;
const face = (coef: number, movement: 'up' | 'down' | null, isLocked = false): OddsFaceView => ({
  market,
  coef,
  isLocked,
  movement,
  movementKey: movement ? (`betting_odds_${movement}` as const) : null,
  lockedKey: isLocked ? 'betting_odds_suspended' : null,
});

afterEach(() => document.body.replaceChildren());

describe('a coefficient written in place (issue 20: one live update under a frame)', () => {
  it('writes a moved price into its text node and the movement as the one attribute the stylesheet reads', () => {
    const { button, coef, note } = drawn('3.40', null);
    const text = coef.firstChild;
    const write = faceWriter(button, coef, note, 0, said);
    write.show(face(3.75, 'up'));
    expect([coef.textContent, button.getAttribute('data-movement'), coef.firstChild]).toEqual(['3.75', 'up', text]);
    write.show(face(3.1, 'down'));
    expect([coef.textContent, button.getAttribute('data-movement')]).toEqual(['3.10', 'down']);
    // The hold over: the arrow goes, the price stays.
    write.show(face(3.1, null));
    expect([coef.textContent, button.hasAttribute('data-movement')]).toEqual(['3.10', false]);
    // One text node all along (no node replaced), no other child added; no words for a button without focus.
    expect([coef.childNodes.length, coef.firstChild, note.textContent]).toEqual([1, text, '']);
  });

  it('writes nothing the button already shows (what the render drew, or the last write)', () => {
    const { button, coef, note } = drawn('3.75', 'up');
    const observer = new MutationObserver(() => undefined);
    observer.observe(button, { attributes: true, characterData: true, childList: true, subtree: true });
    const write = faceWriter(button, coef, note, 0, said);
    write.show(face(3.75, 'up'));
    write.show(face(3.75, 'up'));
    expect(observer.takeRecords()).toHaveLength(0);
    write.show(face(3.9, 'up'));
    expect(observer.takeRecords().map((record) => record.type)).toEqual(['characterData']);
    observer.disconnect();
  });

  it('says the movement of the focused button only: when it takes focus, as its price moves, and nothing once it loses focus', () => {
    const { button, coef, note } = drawn('3.40', null);
    const write = faceWriter(button, coef, note, 0, said);
    write.show(face(3.75, 'up'));
    expect(note.textContent).toBe('');
    write.focus();
    expect(note.textContent).toBe('(up)');
    write.show(face(3.5, 'down'));
    expect(note.textContent).toBe('(down)');
    write.show(face(3.5, null));
    expect(note.textContent).toBe('');
    write.show(face(3.8, 'up'));
    write.blur();
    expect([note.textContent, coef.textContent]).toEqual(['', '3.80']);
    // A writer made while its button has focus (the button drawn anew after a lock) speaks at once.
    button.focus();
    const again = faceWriter(button, coef, note, 0, said);
    again.show(face(3.8, 'up'));
    expect(note.textContent).toBe('(up)');
  });

  it('a locked button (no price drawn) follows the movement only', () => {
    const button = document.createElement('button');
    const write = faceWriter(button, null, null, 0, said);
    write.show(face(2.2, 'down'));
    expect([button.getAttribute('data-movement'), button.textContent]).toEqual(['down', '']);
  });

  it('writes a lock in place: the attributes the stylesheet and assistive technology read and its words, and takes them off again (issue 20)', () => {
    const { button, coef, note } = drawn('3.40', null);
    const text = coef.firstChild;
    const observer = new MutationObserver(() => undefined);
    observer.observe(button, { attributes: true, characterData: true, childList: true, subtree: true });
    const write = faceWriter(button, coef, note, 0, said);
    write.show(face(3.4, null, true));
    expect([button.getAttribute('data-locked'), button.getAttribute('aria-disabled'), note.textContent, coef.firstChild]).toEqual(['true', 'true', 'suspended', text]);
    // a locked button says so with or without focus, and a move meanwhile keeps it saying so
    write.focus();
    write.show(face(3.6, 'up', true));
    expect([note.textContent, coef.textContent]).toEqual(['suspended', '3.60']);
    observer.takeRecords();
    write.show(face(3.6, 'up', true));
    expect(observer.takeRecords()).toHaveLength(0);
    write.show(face(3.6, 'up', false));
    expect([button.hasAttribute('data-locked'), button.hasAttribute('aria-disabled'), note.textContent]).toEqual([false, false, '(up)']);
    observer.disconnect();
  });

  it('starts from the lock the render drew (a button served locked)', () => {
    const { button, coef, note } = drawn('3.40', null);
    button.setAttribute('data-locked', 'true');
    button.setAttribute('aria-disabled', 'true');
    note.textContent = 'suspended';
    const observer = new MutationObserver(() => undefined);
    observer.observe(button, { attributes: true, characterData: true, childList: true, subtree: true });
    faceWriter(button, coef, note, 0, said).show(face(3.4, null, true));
    expect(observer.takeRecords()).toHaveLength(0);
    observer.disconnect();
  });
});

describe("a hydrated page's prices (issue 20)", () => {
  it("start following the feed after the first commit, from the pool's waiting subscriptions, and then draw a price that moved meanwhile", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const current = observable.box(market, { deep: false });
    const source = { marketOf: () => current.get() };
    const pool = new FirstRenderPool();
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const t = ((key: string) => key) as unknown as TFunction;
    await act(async () => {
      root.render(
        <FirstRender pool={pool}>
          <OddsFace listed={market} source={source} shownMovement={null} formatId={0} isSelected={false} onPress={() => undefined} showName={false} line={null} column={undefined} t={t} />
        </FirstRender>,
      );
    });
    const coef = () => host.querySelector('.odds__coef')?.textContent;
    expect(coef()).toBe('3.40');
    runInAction(() => current.set({ ...market, coef: 3.9 }));
    // before: the commit's effect followed the price at once and drew 3.90 here
    expect(coef()).toBe('3.40');
    pool.finish();
    await pool.startWaiting(async () => undefined, () => 0, 4);
    expect(coef()).toBe('3.90');
    runInAction(() => current.set({ ...market, coef: 4.1 }));
    expect(coef()).toBe('4.10');
    act(() => root.unmount());
  });
});
