import { matchRoute } from '@kickoff/guards-core/routes';

/**
 * The HTTP status of a page the app serves: 404 when the path matches no route of guards-core's
 * table (document 000 §2 "Unmatched route: 404"; the optional language prefix is exactly two
 * lowercase letters, so `/xx-not/...` is a path, not a language), else 200. Either way the body is
 * the app's index.html, so the app still shows its own not-found page. Flags of the site
 * configuration (statistics, the rules switch 47) are left to the app, which knows the config.
 */
export function pageStatus(url: string): 200 | 404 {
  return matchRoute(url).route.name === 'notFound' ? 404 : 200;
}
