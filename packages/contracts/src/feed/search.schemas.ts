import { z } from 'zod';
import { defineCall } from '../common/call';
import { FeedSection } from './feed.schemas';

/**
 * Search over the sports feed from the header (issue 16): sports, leagues, teams and events whose
 * names contain what the player typed. The spec shows no such call: the path is this project's, in
 * the feed's `/web-api/feed/v1/...` style.
 */

/** The shortest query the server searches for. */
export const SEARCH_MIN_LENGTH = 2;
/** The longest query. */
export const SEARCH_MAX_LENGTH = 64;

/** `?q=` of the search: trimmed, 2 to 64 characters. */
export const SearchQuery = z.object({
  q: z.string().trim().min(SEARCH_MIN_LENGTH).max(SEARCH_MAX_LENGTH),
});
export type SearchQuery = z.input<typeof SearchQuery>;

export const SearchSport = z.object({ id: z.number().int(), name: z.string(), isEsport: z.boolean() });
export type SearchSport = z.infer<typeof SearchSport>;

export const SearchChamp = z.object({ id: z.number().int(), name: z.string(), sportId: z.number().int(), sportName: z.string() });
export type SearchChamp = z.infer<typeof SearchChamp>;

/** An event not finished yet: where it lives (line or live) and what its page path needs. */
export const SearchGame = z.object({
  id: z.number().int(),
  section: FeedSection,
  sportId: z.number().int(),
  sportName: z.string(),
  champId: z.number().int(),
  champName: z.string(),
  opponent1Name: z.string(),
  opponent2Name: z.string(),
  /** Epoch milliseconds. */
  startDateTime: z.number().int(),
});
export type SearchGame = z.infer<typeof SearchGame>;

/** A team (an opponent name) with its next event. */
export const SearchTeam = z.object({ name: z.string(), sportName: z.string(), game: SearchGame });
export type SearchTeam = z.infer<typeof SearchTeam>;

/** Answer of `GET /web-api/feed/v1/search?q=`: at most a few of each kind, best first. */
export const SearchResults = z.object({
  query: z.string(),
  sports: z.array(SearchSport),
  champs: z.array(SearchChamp),
  teams: z.array(SearchTeam),
  games: z.array(SearchGame),
});
export type SearchResults = z.infer<typeof SearchResults>;

/** `GET /web-api/feed/v1/search?q=`. */
export const searchFeedCall = defineCall({
  name: 'feed.search',
  method: 'GET',
  path: '/web-api/feed/v1/search',
  query: SearchQuery,
  response: SearchResults,
  retryable: true,
});
