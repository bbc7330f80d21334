import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { Clock, type TimerHandle } from '@kickoff/platform';
import { CONFIRM_KEY, NOTIFICATIONS_MAX_VISIBLE, autoCloseMs, defaultTitleKey, slotsFree } from './notifications.rules';
import type { ForeignNotification, NotificationInput, ShellNotification } from './notifications.types';

/**
 * The notifications queue: at most `maxVisible` (3) shown, the rest wait in order; a shown
 * notification closes by itself after its delay (timer started when it becomes visible).
 */
@injectable()
export class NotificationsService {
  /** Shown now, oldest first. */
  visible: ShellNotification[] = [];
  /** Waiting for a free slot, oldest first. */
  queued: ShellNotification[] = [];
  maxVisible = NOTIFICATIONS_MAX_VISIBLE;

  private nextId = 1;
  private readonly timers = new Map<number, TimerHandle>();

  constructor(@inject(Clock) private readonly clock: Clock) {
    makeAutoObservable<NotificationsService, 'clock' | 'timers' | 'nextId'>(this, { clock: false, timers: false, nextId: false });
  }

  /** Adds a notification and returns its id. */
  push(input: NotificationInput): number {
    const notification: ShellNotification = {
      id: this.nextId++,
      type: input.type,
      messageKey: input.messageKey,
      titleKey: input.titleKey ?? defaultTitleKey(input.type),
      params: input.params ?? {},
      permanent: input.permanent ?? false,
      confirmKey: input.confirmKey ?? CONFIRM_KEY,
      autoCloseMs: autoCloseMs(input),
      serverText: input.serverText,
    };
    this.queued.push(notification);
    this.promote();
    return notification.id;
  }

  /**
   * Adds a notification raised by another core (limits-core's `LimitsNotifier.notify`), so the app
   * can bind that port to this queue.
   */
  notify(notification: ForeignNotification): void {
    this.push({
      type: notification.type,
      messageKey: notification.messageKey,
      ...(notification.titleKey !== undefined ? { titleKey: notification.titleKey } : {}),
      ...(notification.permanent !== undefined ? { permanent: notification.permanent } : {}),
      ...(notification.serverTitle !== undefined ? { serverText: notification.serverTitle } : {}),
    });
  }

  /** Closes a shown or queued notification. */
  close(id: number): void {
    this.clock.clearTimeout(this.timers.get(id));
    this.timers.delete(id);
    this.visible = this.visible.filter((item) => item.id !== id);
    this.queued = this.queued.filter((item) => item.id !== id);
    this.promote();
  }

  /** Changes the visible limit (3 for the main area, 1 for the others, document 001 §9). */
  setMaxVisible(maxVisible: number): void {
    this.maxVisible = Math.max(1, Math.floor(maxVisible));
    this.promote();
  }

  /** Removes every notification and its timer. */
  clear(): void {
    this.stopTimers();
    this.visible = [];
    this.queued = [];
  }

  /**
   * Re-arms the auto-close of shown notifications after a `dispose()` (a remount keeps the queue,
   * e.g. the auto-logoff notice raised on the first mount); each gets its full delay again.
   */
  start(): void {
    for (const item of this.visible) this.armAutoClose(item);
    this.promote();
  }

  /** Gives back every timer; the notifications stay for a later `start()`. */
  dispose(): void {
    this.stopTimers();
  }

  private stopTimers(): void {
    for (const handle of this.timers.values()) this.clock.clearTimeout(handle);
    this.timers.clear();
  }

  private armAutoClose(item: ShellNotification): void {
    if (item.autoCloseMs === null || this.timers.has(item.id)) return;
    const id = item.id;
    this.timers.set(id, this.clock.setTimeout(() => this.close(id), item.autoCloseMs));
  }

  private promote(): void {
    let free = slotsFree(this.visible.length, this.maxVisible);
    while (free > 0 && this.queued.length > 0) {
      const next = this.queued.shift()!;
      this.visible.push(next);
      this.armAutoClose(next);
      free--;
    }
  }
}
