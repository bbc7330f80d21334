/**
 * User agents of search and link-preview crawlers. Document 001 §4 "Search-bot visits skip the
 * timers"; the list is this design's (the spec does not give one).
 */
const SEARCH_BOT_PATTERN =
  /googlebot|google-inspectiontool|adsbot-google|mediapartners-google|bingbot|bingpreview|yandex(bot|images|mobilebot|metrika)|duckduckbot|baiduspider|slurp|applebot|petalbot|sogou|exabot|seznambot|facebookexternalhit|twitterbot|linkedinbot|ahrefsbot|semrushbot|mj12bot|dotbot|\bcrawler\b|\bspider\b/i;

/** Whether a user agent is a search bot, whose visits skip every shell timer. */
export function isSearchBot(userAgent: string): boolean {
  return SEARCH_BOT_PATTERN.test(userAgent);
}
