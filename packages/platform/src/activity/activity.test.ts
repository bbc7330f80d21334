import { describe, expect, it } from 'vitest';
import { SimulatedClock } from '../clock/simulated-clock';
import { ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS, DomActivity, ManualActivity } from './activity';

describe('activity', () => {
  it('lists the spec events and throttles to 100 ms', () => {
    expect(ACTIVITY_EVENTS).toEqual(['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel']);
    expect(ACTIVITY_THROTTLE_MS).toBe(100);
  });

  it('passes the first event of each 100 ms window', () => {
    const clock = new SimulatedClock(0);
    const activity = new ManualActivity(clock);
    let calls = 0;
    const stop = activity.subscribe(() => calls++);
    activity.emit();
    clock.advanceBy(99);
    activity.emit();
    expect(calls).toBe(1);
    clock.advanceBy(1);
    activity.emit();
    expect(calls).toBe(2);
    stop();
    clock.advanceBy(500);
    activity.emit();
    expect(calls).toBe(2);
    expect(activity.listenerCount()).toBe(0);
  });

  it('listens to every DOM activity event and removes its listeners', () => {
    const clock = new SimulatedClock(0);
    const target = new EventTarget();
    const activity = new DomActivity(() => target, clock);
    let calls = 0;
    const stop = activity.subscribe(() => calls++);
    for (const type of ACTIVITY_EVENTS) {
      target.dispatchEvent(new Event(type));
      clock.advanceBy(100);
    }
    expect(calls).toBe(ACTIVITY_EVENTS.length);
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('keydown'));
    expect(calls).toBe(ACTIVITY_EVENTS.length + 1);
    stop();
    clock.advanceBy(100);
    target.dispatchEvent(new Event('wheel'));
    expect(calls).toBe(ACTIVITY_EVENTS.length + 1);
  });
});
