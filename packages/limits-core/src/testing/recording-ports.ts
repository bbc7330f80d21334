import type { DisconnectReason } from '@kickoff/contracts';
import type { LimitsNotification, LimitsNotifier, SessionTerminator } from '../limits/limits.ports';

/** Keeps every notification, for tests. */
export class RecordingLimitsNotifier implements LimitsNotifier {
  readonly notifications: LimitsNotification[] = [];
  notify(notification: LimitsNotification): void {
    this.notifications.push(notification);
  }
}

/** Records each termination and counts the session as ended, for tests. */
export class RecordingSessionTerminator implements SessionTerminator {
  readonly reasons: DisconnectReason[] = [];
  async terminate(reason: DisconnectReason): Promise<void> {
    this.reasons.push(reason);
  }
}
