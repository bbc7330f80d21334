import type { ServiceIdentifier } from 'inversify';
import type { Clock } from '../clock/clock.types';

/** The user-activity events of document 000 §4 (auto logoff). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'resize', 'keydown', 'touchstart', 'touchend', 'wheel'] as const;

/** Activity notifications are throttled to one per 100 ms (document 000 §9). */
export const ACTIVITY_THROTTLE_MS = 100;

/** User activity as a port: one notification per throttle window while the user acts. */
export interface Activity {
  /** Calls `listener` on activity (throttled); returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Container identifier of `Activity`. */
export const Activity = Symbol.for('Activity') as ServiceIdentifier<Activity>;

/**
 * Leading-edge throttle on the clock: `accept()` says whether an event at the current time passes
 * (the first does, then none until `windowMs` has elapsed since the last accepted one).
 */
export class Throttle {
  private lastAcceptedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  accept(): boolean {
    const now = this.clock.now();
    if (now - this.lastAcceptedAt < this.windowMs) return false;
    this.lastAcceptedAt = now;
    return true;
  }
}

/** Raw events as test input: `emit()` stands for one DOM event. */
export class ManualActivity implements Activity {
  private readonly listeners = new Set<() => void>();
  private readonly throttle: Throttle;

  constructor(clock: Clock, throttleMs = ACTIVITY_THROTTLE_MS) {
    this.throttle = new Throttle(clock, throttleMs);
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** One raw activity event, passed on unless throttled. */
  emit(): void {
    if (!this.throttle.accept()) return;
    for (const listener of [...this.listeners]) listener();
  }

  listenerCount(): number {
    return this.listeners.size;
  }
}

type EventTargetLike = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** Listens to the activity events on the window (passive listeners), throttled on the clock. */
export class DomActivity implements Activity {
  constructor(
    private readonly getTarget: () => EventTargetLike,
    private readonly clock: Clock,
    private readonly throttleMs = ACTIVITY_THROTTLE_MS,
  ) {}

  subscribe(listener: () => void): () => void {
    const target = this.getTarget();
    const throttle = new Throttle(this.clock, this.throttleMs);
    const handler = () => {
      if (throttle.accept()) listener();
    };
    for (const type of ACTIVITY_EVENTS) target.addEventListener(type, handler, { passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, handler);
    };
  }
}
