/** Kinds of notification. */
export type NotificationType = 'error' | 'success' | 'info' | 'warning';

/** What a caller asks to show; every text is a dictionary key. */
export interface NotificationInput {
  type: NotificationType;
  messageKey: string;
  /** Defaults by type: `main_error` for errors, `main_done` for successes (document 000 §8). */
  titleKey?: string;
  /** Interpolation values for the message. */
  params?: Readonly<Record<string, string | number>>;
  /** Stays until the user closes it (e.g. the session-limit end, document 001 §4). */
  permanent?: boolean;
  /** Overrides the auto-close delay (ms). */
  autoCloseMs?: number;
  /** Confirm button text key; defaults to `main_ok` (document 000 §8). */
  confirmKey?: string;
  /** Text the server sent, shown instead of `messageKey` when present (document 001 §8 "the server's title wins"). */
  serverText?: string;
}

/** The notification shape other cores raise (limits-core's `LimitsNotification`), accepted by `notify`. */
export interface ForeignNotification {
  type: NotificationType;
  titleKey?: string;
  messageKey: string;
  permanent?: boolean;
  serverTitle?: string;
}

/** A notification as the view shows it. */
export interface ShellNotification {
  id: number;
  type: NotificationType;
  messageKey: string;
  titleKey: string | undefined;
  params: Readonly<Record<string, string | number>>;
  permanent: boolean;
  confirmKey: string;
  /** `null` when it never closes by itself. */
  autoCloseMs: number | null;
  /** Server text shown instead of `messageKey`, when given. */
  serverText: string | undefined;
}
