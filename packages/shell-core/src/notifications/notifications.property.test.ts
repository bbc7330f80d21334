import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SimulatedClock } from '@kickoff/platform';
import { NotificationsService } from './notifications.service';

type Step = { kind: 'push'; permanent: boolean; type: 'error' | 'success' | 'info' } | { kind: 'close'; index: number } | { kind: 'advance'; ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('push' as const), permanent: fc.boolean(), type: fc.constantFrom('error' as const, 'success' as const, 'info' as const) }),
  fc.record({ kind: fc.constant('close' as const), index: fc.nat(5) }),
  fc.record({ kind: fc.constant('advance' as const), ms: fc.integer({ min: 0, max: 15_000 }) }),
);

describe('notifications queue properties', () => {
  it('never shows more than 3, never leaves a free slot while some wait, and keeps the order of arrival', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        const clock = new SimulatedClock();
        const service = new NotificationsService(clock);
        for (const current of steps) {
          if (current.kind === 'push') service.push({ type: current.type, messageKey: 'k', permanent: current.permanent });
          else if (current.kind === 'close') {
            const target = service.visible[current.index];
            if (target) service.close(target.id);
          } else clock.advanceBy(current.ms);
          expect(service.visible.length).toBeLessThanOrEqual(3);
          if (service.queued.length > 0) expect(service.visible.length).toBe(3);
          const ids = [...service.visible, ...service.queued].map((item) => item.id);
          expect(service.queued.every((item) => service.visible.every((shown) => shown.id < item.id))).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          // One auto-close timer per visible notification that is not permanent.
          expect(clock.pendingTimerCount()).toBe(service.visible.filter((item) => !item.permanent).length);
        }
        service.dispose();
        expect(clock.pendingTimerCount()).toBe(0);
        service.clear();
      }),
    );
  });
});
