import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OVERLAY_CASES, PLATFORM_CASES } from './layout.cases';
import { OVERLAY_ORDER, decidePlatform, overlayToShow, parsePlatform, type OverlayKind } from './layout.rules';

describe('decidePlatform', () => {
  it.each(PLATFORM_CASES)('$name → $expected', ({ facts, expected }) => {
    expect(decidePlatform(facts)).toBe(expected);
  });
});

describe('parsePlatform', () => {
  it.each([
    ['mobile', 'mobile'],
    ['desktop', 'desktop'],
    ['Mobile', null],
    ['tablet', null],
    ['', null],
    [null, null],
  ] as const)('%s → %s', (raw, expected) => {
    expect(parsePlatform(raw)).toBe(expected);
  });
});

describe('overlayToShow', () => {
  it.each(OVERLAY_CASES)('$name → $expected', ({ waiting, expected }) => {
    expect(overlayToShow(waiting)).toBe(expected);
  });

  it('shows a waiting overlay whenever one waits, and never one that does not', () => {
    const kinds = fc.subarray([...OVERLAY_ORDER]);
    fc.assert(
      fc.property(kinds, (waitingKinds) => {
        const waiting = Object.fromEntries(waitingKinds.map((kind) => [kind, true])) as Partial<Record<OverlayKind, boolean>>;
        const shown = overlayToShow(waiting);
        if (waitingKinds.length === 0) expect(shown).toBeNull();
        else {
          expect(waitingKinds).toContain(shown);
          // nothing earlier in the order was skipped
          for (const kind of OVERLAY_ORDER.slice(0, OVERLAY_ORDER.indexOf(shown as OverlayKind))) expect(waitingKinds).not.toContain(kind);
        }
      }),
    );
  });
});
