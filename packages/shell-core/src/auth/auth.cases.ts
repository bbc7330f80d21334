import type { ShellPage } from '../shell/shell.ports';
import type { AuthChange, LogoutOutcome } from './auth.rules';

const ORIGIN = 'https://kickoff.test';

function page(overrides: Partial<ShellPage>): ShellPage {
  return {
    path: '/en/line/football',
    requiresAuth: false,
    isAuthChangeExempt: false,
    isRegistrationPage: false,
    returnUrl: null,
    previousPath: null,
    homePath: '/en',
    ...overrides,
  };
}

/** The site's origin in the cases. */
export const CASE_ORIGIN = ORIGIN;

/** Document 000 §4: return URL (same origin only), else previous route, else home; exempt pages stay. */
export const authChangeDestinationCases: Array<[string, ShellPage, string | null]> = [
  ['the return URL first', page({ returnUrl: '/en/office/recharge', previousPath: '/en/live' }), '/en/office/recharge'],
  ['an absolute return URL on the same origin', page({ returnUrl: `${ORIGIN}/en/bonuses?x=1#top` }), '/en/bonuses?x=1#top'],
  ['a return URL on another origin is refused: previous route', page({ returnUrl: 'https://evil.test/phish', previousPath: '/en/live' }), '/en/live'],
  ['a protocol-relative return URL is refused: home', page({ returnUrl: '//evil.test/x' }), '/en'],
  ['a javascript: return URL is refused: home', page({ returnUrl: 'javascript:alert(1)' }), '/en'],
  ['no return URL: the previous route', page({ previousPath: '/en/casino' }), '/en/casino'],
  ['neither: home', page({}), '/en'],
  ['an exempt page stays', page({ isAuthChangeExempt: true, returnUrl: '/en/office' }), null],
  ['already at the destination: stays', page({ path: '/en' }), null],
];

/** Same-origin reduction of return URLs. */
export const sameOriginCases: Array<[string | null, string | null]> = [
  [null, null],
  ['', null],
  ['/en/office/account', '/en/office/account'],
  ['en/live', '/en/live'],
  [`${ORIGIN}/de`, '/de'],
  ['http://kickoff.test/de', null],
  ['https://kickoff.test.evil.test/de', null],
  ['//evil.test', null],
  ['data:text/html,hi', null],
  [`${ORIGIN}//evil.test/x`, null],
  ['/\\evil.test', null],
];

/** Document 000 §4: home if the page requires auth, else reload; a failed logout reloads. */
export const logoutCases: Array<[string, boolean, boolean, LogoutOutcome]> = [
  ['page requires auth, logout succeeded: home', true, true, { kind: 'navigate', path: '/en' }],
  ['open page, logout succeeded: reload', false, true, { kind: 'reload' }],
  ['page requires auth, logout failed: reload', true, false, { kind: 'reload' }],
  ['open page, logout failed: reload', false, false, { kind: 'reload' }],
];

/** Changes of sign-in state. */
export const authChangeCases: Array<[number | null | undefined, number | null, AuthChange]> = [
  [undefined, null, 'none'],
  [undefined, 7, 'none'],
  [null, null, 'none'],
  [null, 7, 'signed-in'],
  [7, null, 'signed-out'],
  [7, 8, 'switched-user'],
  [7, 7, 'none'],
];
