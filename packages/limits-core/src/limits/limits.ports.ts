import type { ServiceIdentifier } from 'inversify';
import type { DisconnectReason, SiteConfig } from '@kickoff/contracts';
import { LIMIT_APPROVAL_WINDOW_SECONDS } from './limit-catalog';
import { coolingOffSecondsOf, DEFAULT_JURISDICTION, jurisdictionPack, type JurisdictionPack } from './jurisdiction';

/** The site settings the limits read (document 001 §5, §7); bound by the app to the site config store. */
export interface LimitsSiteSettings {
  /** Limit fields are disabled while a change is pending. */
  readonly isLimitsLockedOnPendingChange: boolean;
  /** Cancel a pending limit with `DELETE limit` instead of `POST limitaction` reject. */
  readonly isLimitCancelByDelete: boolean;
  /** Approval window of a deposit-limit increase, seconds (86,400 by default; the jurisdiction pack's cooling-off). */
  readonly limitApprovalWindowSeconds: number;
  /** The responsible-gaming data of the site's jurisdiction (option lists, notice). */
  readonly jurisdiction: JurisdictionPack;
}

/** Container identifier of the `LimitsSiteSettings`. */
export const LimitsSiteSettings = Symbol.for('LimitsSiteSettings') as ServiceIdentifier<LimitsSiteSettings>;

/** Settings when no site configuration is known: no lock, cancel by limitaction, 86,400 s window. */
export const DEFAULT_LIMITS_SITE_SETTINGS: LimitsSiteSettings = {
  isLimitsLockedOnPendingChange: false,
  isLimitCancelByDelete: false,
  limitApprovalWindowSeconds: LIMIT_APPROVAL_WINDOW_SECONDS,
  jurisdiction: DEFAULT_JURISDICTION,
};

type LimitsConfigFields = Pick<SiteConfig, 'isLimitsLockedOnPendingChange' | 'isLimitCancelByDelete' | 'limitApprovalWindowSeconds'> & { jurisdiction?: SiteConfig['jurisdiction'] };

/**
 * Settings read live from a site configuration getter (e.g. the shell's observable config store),
 * falling back to the defaults while none is loaded.
 */
export function limitsSiteSettingsFrom(readConfig: () => LimitsConfigFields | null | undefined): LimitsSiteSettings {
  return {
    get isLimitsLockedOnPendingChange() {
      return readConfig()?.isLimitsLockedOnPendingChange ?? DEFAULT_LIMITS_SITE_SETTINGS.isLimitsLockedOnPendingChange;
    },
    get isLimitCancelByDelete() {
      return readConfig()?.isLimitCancelByDelete ?? DEFAULT_LIMITS_SITE_SETTINGS.isLimitCancelByDelete;
    },
    get limitApprovalWindowSeconds() {
      // The same cooling-off the API applies: the jurisdiction pack's, or the site window for the default pack.
      return coolingOffSecondsOf(readConfig());
    },
    get jurisdiction() {
      return jurisdictionPack(readConfig()?.jurisdiction);
    },
  };
}

/**
 * Ends the player's session (disconnect and the logout navigation). Bound by the app to the shell's
 * logout; the limits call it when the session limit ends, on reality-check log out and after self-exclusion.
 */
export interface SessionTerminator {
  terminate(reason: DisconnectReason): Promise<void>;
}

/** Container identifier of the `SessionTerminator`. */
export const SessionTerminator = Symbol.for('SessionTerminator') as ServiceIdentifier<SessionTerminator>;

/** A notification the limits raise; keys, never text. */
export interface LimitsNotification {
  type: 'error' | 'success' | 'info';
  titleKey: string;
  messageKey: string;
  /** A permanent notification stays until dismissed (no auto close). */
  permanent: boolean;
  /** The server's title, shown instead of `messageKey` when present (document 001 §8). */
  serverTitle?: string;
}

/** Shows notifications; bound by the app to the shell's notification queue. */
export interface LimitsNotifier {
  notify(notification: LimitsNotification): void;
}

/** Container identifier of the `LimitsNotifier`. */
export const LimitsNotifier = Symbol.for('LimitsNotifier') as ServiceIdentifier<LimitsNotifier>;
