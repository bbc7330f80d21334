import type { OverlayKind, PlatformFacts, PlatformType } from './layout.rules';

const none: PlatformFacts = { chosen: null, forced: null, isMobileDevice: false, isNarrowViewport: false };

/** The layout choice (document 000 §1 desktop and mobile layouts; document 001 §2 platform_type). */
export const PLATFORM_CASES: ReadonlyArray<{ name: string; facts: PlatformFacts; expected: PlatformType }> = [
  { name: 'a wide desktop browser', facts: none, expected: 'desktop' },
  { name: 'a narrow viewport', facts: { ...none, isNarrowViewport: true }, expected: 'mobile' },
  { name: 'a phone user agent in a wide viewport (landscape tablet)', facts: { ...none, isMobileDevice: true }, expected: 'mobile' },
  { name: 'platform_type=desktop on a phone', facts: { ...none, forced: 'desktop', isMobileDevice: true, isNarrowViewport: true }, expected: 'desktop' },
  { name: 'platform_type=mobile on a desktop', facts: { ...none, forced: 'mobile' }, expected: 'mobile' },
  { name: "the player's switch beats the forced platform", facts: { ...none, chosen: 'desktop', forced: 'mobile', isMobileDevice: true }, expected: 'desktop' },
  { name: "the player's switch to mobile on a wide desktop", facts: { ...none, chosen: 'mobile' }, expected: 'mobile' },
];

/** The overlay queue: the first waiting overlay in the fixed order, one at a time. */
export const OVERLAY_CASES: ReadonlyArray<{ name: string; waiting: Partial<Record<OverlayKind, boolean>>; expected: OverlayKind | null }> = [
  { name: 'nothing waits', waiting: {}, expected: null },
  { name: 'only the cookie agreement', waiting: { cookies: true }, expected: 'cookies' },
  { name: 'the age notice before the cookie agreement', waiting: { cookies: true, age: true }, expected: 'age' },
  { name: 'the cookie agreement before the ad-block notice', waiting: { adBlock: true, cookies: true }, expected: 'cookies' },
  { name: 'a limit to approve before the reality check', waiting: { realityCheck: true, limitApproval: true, cookies: true }, expected: 'limitApproval' },
  { name: 'the reminders last', waiting: { bonusPopup: true, registrationReminder: true }, expected: 'registrationReminder' },
  { name: 'false entries do not count', waiting: { age: false, cookies: false, bonusPopup: true }, expected: 'bonusPopup' },
];
