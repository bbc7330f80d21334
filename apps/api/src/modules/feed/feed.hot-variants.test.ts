import { SimulatedClock } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { HOT_VARIANT_MS, HOT_VARIANTS_MAX, HotVariants } from './feed.hot-variants';

describe('the live variants polled lately (issue 20: their next answers are built when the feed changes)', () => {
  it('lists each (language, sport) once, in the order first asked, while it is polled', () => {
    const clock = new SimulatedClock(0);
    const hot = new HotVariants(() => clock.now());
    hot.note('en', undefined);
    hot.note('de', 1);
    hot.note('en', undefined);
    hot.note('en', 1);
    expect(hot.list()).toEqual([
      { language: 'en', sportId: undefined },
      { language: 'de', sportId: 1 },
      { language: 'en', sportId: 1 },
    ]);
  });

  it('forgets a variant not polled for HOT_VARIANT_MS; a poll keeps it', () => {
    const clock = new SimulatedClock(0);
    const hot = new HotVariants(() => clock.now());
    hot.note('en', undefined);
    hot.note('pl', undefined);
    clock.advanceBy(HOT_VARIANT_MS);
    hot.note('en', undefined);
    clock.advanceBy(1);
    expect(hot.list()).toEqual([{ language: 'en', sportId: undefined }]);
    clock.advanceBy(HOT_VARIANT_MS);
    expect(hot.list()).toEqual([]);
  });

  it('holds at most HOT_VARIANTS_MAX variants: a new one comes in once an old one is forgotten', () => {
    const clock = new SimulatedClock(0);
    const hot = new HotVariants(() => clock.now());
    for (let sportId = 0; sportId < HOT_VARIANTS_MAX + 10; sportId++) hot.note('en', sportId);
    expect(hot.list()).toHaveLength(HOT_VARIANTS_MAX);
    expect(hot.list().some((variant) => variant.sportId === HOT_VARIANTS_MAX)).toBe(false);
    clock.advanceBy(HOT_VARIANT_MS + 1);
    hot.note('de', 1);
    expect(hot.list()).toEqual([{ language: 'de', sportId: 1 }]);
  });
});
