import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '@kickoff/platform';
import { CONFIRM_KEY, NOTIFICATIONS_MAX_VISIBLE, NOTIFICATIONS_MAX_VISIBLE_OTHER, autoCloseMs, defaultTitleKey, slotsFree } from './notifications.rules';
import { autoCloseCases, defaultTitleCases } from './notifications.cases';
import { NotificationsService } from './notifications.service';

describe('notification rules', () => {
  it('shows at most 3 by default and 1 in the other areas (document 001 §9)', () => {
    expect(NOTIFICATIONS_MAX_VISIBLE).toBe(3);
    expect(NOTIFICATIONS_MAX_VISIBLE_OTHER).toBe(1);
    expect(slotsFree(2, 3)).toBe(1);
    expect(slotsFree(4, 3)).toBe(0);
  });

  it.each(defaultTitleCases)('a %s notification has the default title %s', (type, expected) => {
    expect(defaultTitleKey(type)).toBe(expected);
  });

  it.each(autoCloseCases)('%s', (_title, input, expected) => {
    expect(autoCloseMs(input)).toBe(expected);
  });

  it("confirms with 'main_ok' (document 000 §8)", () => {
    expect(CONFIRM_KEY).toBe('main_ok');
  });
});

describe('NotificationsService', () => {
  it('shows 3, queues the 4th and shows it when one closes', () => {
    const clock = new SimulatedClock();
    const service = new NotificationsService(clock);
    const ids = [1, 2, 3, 4].map((n) => service.push({ type: 'info', messageKey: `m${n}`, permanent: true }));
    expect(service.visible.map((item) => item.messageKey)).toEqual(['m1', 'm2', 'm3']);
    expect(service.queued.map((item) => item.messageKey)).toEqual(['m4']);
    service.close(ids[1]!);
    expect(service.visible.map((item) => item.messageKey)).toEqual(['m1', 'm3', 'm4']);
    expect(service.queued).toEqual([]);
  });

  it('closes an error after 10,000 ms of being visible, not of being queued', () => {
    const clock = new SimulatedClock();
    const service = new NotificationsService(clock);
    for (let n = 0; n < 3; n++) service.push({ type: 'info', messageKey: `p${n}`, permanent: true });
    const errorId = service.push({ type: 'error', messageKey: 'boom' });
    clock.advanceBy(20_000);
    expect(service.queued.map((item) => item.id)).toEqual([errorId]);
    service.close(service.visible[0]!.id);
    expect(service.visible.at(-1)).toMatchObject({ id: errorId, titleKey: 'main_error', confirmKey: 'main_ok', autoCloseMs: 10_000 });
    clock.advanceBy(9_999);
    expect(service.visible.some((item) => item.id === errorId)).toBe(true);
    clock.advanceBy(1);
    expect(service.visible.some((item) => item.id === errorId)).toBe(false);
  });

  it('keeps a permanent notification until it is closed', () => {
    const clock = new SimulatedClock();
    const service = new NotificationsService(clock);
    service.push({ type: 'error', messageKey: 'session_limit_ended', permanent: true });
    clock.advanceBy(3_600_000);
    expect(service.visible).toHaveLength(1);
    expect(clock.pendingTimerCount()).toBe(0);
  });

  it('titles a success main_done and lets a caller override titles', () => {
    const service = new NotificationsService(new SimulatedClock());
    service.push({ type: 'success', messageKey: 'saved' });
    service.push({ type: 'error', messageKey: 'x', titleKey: 'custom_title' });
    expect(service.visible.map((item) => item.titleKey)).toEqual(['main_done', 'custom_title']);
  });

  it("takes another core's notification, the server's title winning over the key", () => {
    const service = new NotificationsService(new SimulatedClock());
    service.notify({ type: 'error', titleKey: 'main_error', messageKey: 'responsible_gaming_confirm_limit_error', permanent: false, serverTitle: 'Limit locked' });
    service.notify({ type: 'error', titleKey: 'main_error', messageKey: 'session_limit_ended', permanent: true });
    expect(service.visible.map((item) => [item.messageKey, item.serverText, item.autoCloseMs])).toEqual([
      ['responsible_gaming_confirm_limit_error', 'Limit locked', 10_000],
      ['session_limit_ended', undefined, null],
    ]);
  });

  it('shows one at a time in an area limited to 1', () => {
    const service = new NotificationsService(new SimulatedClock());
    service.setMaxVisible(NOTIFICATIONS_MAX_VISIBLE_OTHER);
    service.push({ type: 'info', messageKey: 'a' });
    service.push({ type: 'info', messageKey: 'b' });
    expect(service.visible.map((item) => item.messageKey)).toEqual(['a']);
  });

  it('leaves no timer behind after dispose and re-arms the full delay on start', () => {
    const clock = new SimulatedClock();
    const service = new NotificationsService(clock);
    service.push({ type: 'error', messageKey: 'a' });
    service.push({ type: 'success', messageKey: 'b', permanent: true });
    expect(clock.pendingTimerCount()).toBe(1);
    clock.advanceBy(5_000);
    service.dispose();
    expect(clock.pendingTimerCount()).toBe(0);
    expect(service.visible.map((item) => item.messageKey)).toEqual(['a', 'b']);
    service.start();
    clock.advanceBy(9_999);
    expect(service.visible).toHaveLength(2);
    clock.advanceBy(1);
    expect(service.visible.map((item) => item.messageKey)).toEqual(['b']);
  });
});
