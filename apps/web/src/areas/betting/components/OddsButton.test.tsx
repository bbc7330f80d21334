import type { OddsFaceView } from '@kickoff/catalog-core';
import type { FeedMarket } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { faceWriter } from './OddsButton';

/** A button as `OddsFace` renders it with an open price. */
function drawn(price: string, movement: 'up' | 'down' | null): { button: HTMLButtonElement; coef: HTMLSpanElement } {
  const button = document.createElement('button');
  if (movement) button.setAttribute('data-movement', movement);
  const coef = document.createElement('span');
  coef.className = 'odds__coef';
  coef.textContent = price;
  button.append(coef);
  return { button, coef };
}

const market = { id: 7, gameId: 1, name: 'X', coef: 3.4, isBlocked: false } as FeedMarket;
const face = (coef: number, movement: 'up' | 'down' | null): OddsFaceView => ({
  market,
  coef,
  isLocked: false,
  movement,
  movementKey: movement ? (`betting_odds_${movement}` as const) : null,
  lockedKey: null,
});

describe('a coefficient written in place (issue 20: one live update under a frame)', () => {
  it('writes a moved price into its text node and the movement as the one attribute the stylesheet reads', () => {
    const { button, coef } = drawn('3.40', null);
    const text = coef.firstChild;
    const write = faceWriter(button, coef, 0);
    write(face(3.75, 'up'));
    expect([coef.textContent, button.getAttribute('data-movement'), coef.firstChild]).toEqual(['3.75', 'up', text]);
    write(face(3.1, 'down'));
    expect([coef.textContent, button.getAttribute('data-movement')]).toEqual(['3.10', 'down']);
    // The hold over: the arrow goes, the price stays.
    write(face(3.1, null));
    expect([coef.textContent, button.hasAttribute('data-movement')]).toEqual(['3.10', false]);
    // One text node all along (no node replaced), no other child added.
    expect([coef.childNodes.length, coef.firstChild]).toEqual([1, text]);
  });

  it('writes nothing the button already shows (what the render drew, or the last write)', () => {
    const { button, coef } = drawn('3.75', 'up');
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.type)));
    observer.observe(button, { attributes: true, characterData: true, childList: true, subtree: true });
    const write = faceWriter(button, coef, 0);
    write(face(3.75, 'up'));
    write(face(3.75, 'up'));
    expect(observer.takeRecords()).toHaveLength(0);
    write(face(3.9, 'up'));
    expect(observer.takeRecords().map((record) => record.type)).toEqual(['characterData']);
    observer.disconnect();
    expect(writes).toEqual([]);
  });

  it('a locked button (no price drawn) follows the movement only', () => {
    const button = document.createElement('button');
    const write = faceWriter(button, null, 0);
    write(face(2.2, 'down'));
    expect([button.getAttribute('data-movement'), button.textContent]).toEqual(['down', '']);
  });
});
