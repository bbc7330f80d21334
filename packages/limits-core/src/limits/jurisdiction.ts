import { JurisdictionCode } from '@kickoff/contracts';
import { DAY_SECONDS, LIMIT_APPROVAL_WINDOW_SECONDS, SETTABLE_LIMIT_TYPES } from './limit-catalog';

// The responsible-gaming data of a jurisdiction: how long a looser limit cools off, which
// self-exclusion list applies and what the limits page must tell the player. The site configuration
// names the jurisdiction (`jurisdiction`); the API decides changes with the pack and the limits page
// shows the same pack, so an operator switches jurisdiction by configuration alone.

/** The jurisdictions this product ships data for; `default` follows document 001 as written. */
export const JURISDICTION_CODES: readonly JurisdictionCode[] = JurisdictionCode.options;

/** One jurisdiction's limits data. */
export interface JurisdictionPack {
  readonly code: JurisdictionCode;
  /**
   * Seconds a looser limit waits PENDING before it may take effect (a deposit limit then needs the
   * player's confirmation, document 001 §4); null: the site's `limitApprovalWindowSeconds`.
   */
  readonly increaseCoolingOffSeconds: number | null;
  /** Seconds a stricter limit waits: 0 in every pack, a decrease applies at once (document 001 §4). */
  readonly decreaseCoolingOffSeconds: 0;
  /** The year length of the self-exclusion list (document 001 §9: "360 or 365 ... depending"). */
  readonly selfExclusionYearLengthDays: 360 | 365;
  /** The limit types a player may set here, in the order of the limits page. */
  readonly limitTypes: readonly number[];
  /** A notice the limits page shows above the limits (dictionary key), or null. */
  readonly noticeKey: string | null;
}

/** Document 001 §4, §9: the site's approval window (86,400 s by default), 365-day years, every limit type. */
export const DEFAULT_JURISDICTION: JurisdictionPack = {
  code: 'default',
  increaseCoolingOffSeconds: null,
  decreaseCoolingOffSeconds: 0,
  selfExclusionYearLengthDays: 365,
  limitTypes: SETTABLE_LIMIT_TYPES,
  noticeKey: null,
};

/** The packs by code: the UK (an increase after 24 h, a decrease at once), Sweden (72 h), Germany (7 days and the cross-operator limit). */
export const JURISDICTION_PACKS: Readonly<Record<JurisdictionCode, JurisdictionPack>> = {
  default: DEFAULT_JURISDICTION,
  uk: { ...DEFAULT_JURISDICTION, code: 'uk', increaseCoolingOffSeconds: DAY_SECONDS, noticeKey: 'responsible_gaming_notice_uk' },
  se: { ...DEFAULT_JURISDICTION, code: 'se', increaseCoolingOffSeconds: 3 * DAY_SECONDS, noticeKey: 'responsible_gaming_notice_se' },
  de: { ...DEFAULT_JURISDICTION, code: 'de', increaseCoolingOffSeconds: 7 * DAY_SECONDS, noticeKey: 'responsible_gaming_notice_de' },
};

/** Whether `code` names a pack. */
export function isJurisdictionCode(code: unknown): code is JurisdictionCode {
  return typeof code === 'string' && (JURISDICTION_CODES as readonly string[]).includes(code);
}

/** The pack a site configuration names; an absent or unknown name is the default pack. */
export function jurisdictionPack(code: string | null | undefined): JurisdictionPack {
  return isJurisdictionCode(code) ? JURISDICTION_PACKS[code] : DEFAULT_JURISDICTION;
}

/**
 * How long a looser limit cools off in `pack`, seconds: the pack's own period, or the site's
 * approval window (`limitApprovalWindowSeconds`, 86,400 s by the spec) for the default pack.
 */
export function increaseCoolingOffSeconds(pack: JurisdictionPack, siteWindowSeconds: number | null | undefined = LIMIT_APPROVAL_WINDOW_SECONDS): number {
  return pack.increaseCoolingOffSeconds ?? siteWindowSeconds ?? LIMIT_APPROVAL_WINDOW_SECONDS;
}

/** The site fields that choose the pack and its window. */
export interface JurisdictionConfig {
  jurisdiction?: string | null | undefined;
  limitApprovalWindowSeconds?: number | null | undefined;
}

/** The cooling-off of a looser limit under a site configuration (the pack it names and its window). */
export function coolingOffSecondsOf(config: JurisdictionConfig | null | undefined): number {
  return increaseCoolingOffSeconds(jurisdictionPack(config?.jurisdiction), config?.limitApprovalWindowSeconds);
}
