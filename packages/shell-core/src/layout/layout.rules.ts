/** The two layouts of the site (document 000 §1 "There are desktop and mobile layouts"). */
export type PlatformType = 'desktop' | 'mobile';

/** What the player picked in the desktop/mobile switch: one of the layouts, or the device's own. */
export type PlatformChoice = PlatformType | 'auto';

/** Local store key of the player's desktop/mobile switch (kept across visits). */
export const PLATFORM_CHOICE_KEY = 'platformChoice';

/**
 * The viewport the mobile layout is made for: up to 768 CSS px wide, or a touch screen (coarse
 * pointer) whose device is at most 768 CSS px wide. The second half keeps a phone on the mobile
 * layout when its browser lays the page out wider than the screen (a browser's "desktop site" mode
 * sends a desktop user agent and a 980 px layout width; a page wider than the screen widens the
 * layout viewport): the device's own width still says phone (issue 15). The app's `Viewport`
 * adapter watches this media query.
 */
export const NARROW_VIEWPORT_QUERY = '(max-width: 768px), (pointer: coarse) and (max-device-width: 768px)';

/** A stored value read back as a layout, or `null` when it is none (missing or foreign). */
export function parsePlatform(raw: string | null | undefined): PlatformType | null {
  return raw === 'mobile' || raw === 'desktop' ? raw : null;
}

/** What decides the layout of the page. */
export interface PlatformFacts {
  /** The player's switch (local store), or `null` when the player never chose. */
  chosen: PlatformType | null;
  /** The platform forced for the session by `platform_type` or the iPad-like Mac redirect (document 001 §2). */
  forced: PlatformType | null;
  /** The user agent names a phone or a tablet. */
  isMobileDevice: boolean;
  /** The viewport matches `NARROW_VIEWPORT_QUERY`. */
  isNarrowViewport: boolean;
}

/**
 * The layout to draw: the player's own switch first (a deliberate choice outlives a link's
 * `platform_type`), then the session's forced platform (document 001 §2), then the device: a phone's
 * user agent or a narrow viewport get the mobile layout.
 */
export function decidePlatform(facts: PlatformFacts): PlatformType {
  if (facts.chosen) return facts.chosen;
  if (facts.forced) return facts.forced;
  return facts.isMobileDevice || facts.isNarrowViewport ? 'mobile' : 'desktop';
}

/**
 * The overlays that float above a page and ask the visitor for an answer, in the order they are
 * shown: the age notice first (it cannot be closed, document 000 §4), then the responsible-gaming
 * dialogs (document 001 §4), the cookie agreement, the ad-block notice, the user question (document
 * 000 §2 "Other modals"; before the reminders, so a reminder never replaces a question being
 * answered) and the two reminders.
 */
export const OVERLAY_ORDER = ['age', 'limitApproval', 'realityCheck', 'cookies', 'adBlock', 'userQuestion', 'conversionReminder', 'registrationReminder', 'bonusPopup'] as const;

/** One overlay of `OVERLAY_ORDER`. */
export type OverlayKind = (typeof OVERLAY_ORDER)[number];

/**
 * The one overlay shown now: the first waiting one in `OVERLAY_ORDER`, or `null`. Overlays are
 * shown one at a time so that each one's buttons stay reachable on a small screen; the next
 * appears once the visitor answered the current one.
 */
export function overlayToShow(waiting: Readonly<Partial<Record<OverlayKind, boolean>>>): OverlayKind | null {
  return OVERLAY_ORDER.find((kind) => waiting[kind] === true) ?? null;
}

/** The full-screen and bottom sheets of the mobile layout. */
export type MobileSheet = 'coupon' | 'sports' | 'menu';
