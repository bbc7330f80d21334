import { describe, expect, it } from 'vitest';
import { seededStream } from '../fair/fair';
import { measureRtp } from '../simulate';
import { CLASSIC_3X3, SLOT_MODELS, VIDEO_5X3_10 } from './slot.models';
import { evaluateLine, playSlot } from './slot.engine';
import { slotExactRtp } from './slot.rtp';

describe('slot models', () => {
  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))('%s declares the RTP its strips and pay table give exactly', (_id, model) => {
    expect(slotExactRtp(model).total).toBeCloseTo(model.declaredRtp, 12);
    expect(model.declaredRtp).toBeGreaterThan(0.94);
    expect(model.declaredRtp).toBeLessThan(0.97);
  });

  it('fails the declaration when a pay changes and the declaration does not', () => {
    const changed = { ...VIDEO_5X3_10, symbols: VIDEO_5X3_10.symbols.map((symbol, i) => (i === 0 ? { ...symbol, pays: [0, 0, 0, 8, 15, 73] } : symbol)) };
    expect(Math.abs(slotExactRtp(changed).total - changed.declaredRtp)).toBeGreaterThan(1e-4);
  });

  it('pays the leftmost run with wilds substituting, and a wild line its own pay when more', () => {
    const [cherry, lemon, , , seven, wild] = [0, 1, 2, 3, 4, 5];
    expect(evaluateLine(CLASSIC_3X3, [seven, seven, seven])).toEqual({ symbol: seven, count: 3, pay: 80 });
    expect(evaluateLine(CLASSIC_3X3, [wild, seven, seven])).toEqual({ symbol: seven, count: 3, pay: 80 });
    expect(evaluateLine(CLASSIC_3X3, [wild, wild, wild])).toEqual({ symbol: wild, count: 3, pay: 150 });
    expect(evaluateLine(CLASSIC_3X3, [cherry, cherry, lemon])).toEqual({ symbol: cherry, count: 2, pay: 1 });
    expect(evaluateLine(CLASSIC_3X3, [lemon, cherry, cherry])).toEqual({ symbol: -1, count: 0, pay: 0 });
  });

  it('plays free spins with their multiplier after three scatters, without retrigger', () => {
    const random = seededStream(5);
    let seen = 0;
    for (let i = 0; i < 5000 && seen < 3; i++) {
      const outcome = playSlot(VIDEO_5X3_10, random);
      if (outcome.spin.scatterCount >= 3) {
        seen++;
        expect(outcome.freeSpins).toHaveLength(8);
        expect(outcome.units).toBe(outcome.spin.units + outcome.freeSpins.reduce((sum, spin) => sum + spin.units, 0) * 2);
      } else expect(outcome.freeSpins).toHaveLength(0);
    }
    expect(seen).toBe(3);
  });

  it.each(SLOT_MODELS.map((model) => [model.id, model] as const))('%s: 100,000 seeded rounds return the declared RTP within 4 standard errors', (_id, model) => {
    const result = measureRtp({ kind: 'slot', model }, seededStream(17), 100_000);
    expect(Math.abs(result.measured - model.declaredRtp)).toBeLessThan(result.bound);
  });
});
