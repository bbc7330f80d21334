import type { FeedSection } from '@kickoff/contracts';
import { bootRecord, type BootData } from '@kickoff/platform';

export { LINE_CHAMPS_SHOWN } from './sports.rules';

/**
 * The catalogue's feed reads a served page can carry (issue 20: the route's first data inlined so
 * the first paint needs no call chain). A part is named `feed:` + the catalogue's watch key and
 * holds the call's answer as the call gives it: `{ etag, data }` (the ETag header, the body), and
 * `readAt`, when the server read it (its clock, epoch ms; a served page may come from its cache).
 */
export interface BootFeedAnswer<T> {
  etag: string | null;
  data: T;
  /** When the server read the answer (its clock, epoch ms), null when the part does not say; the watch's first poll counts from it. */
  readAt: number | null;
}

/** The boot data part of a watched data set. */
export function bootFeedPart(watchKey: string): string {
  return `feed:${watchKey}`;
}

/** Watch key of a section's menu. */
export function menuKeyOf(section: FeedSection): string {
  return `menu:${section}`;
}

/** Watch key of the first championships of a section's menu (of a sport), read in one call. */
export function champsKeyOf(section: FeedSection, sportId: number | null, limit: number): string {
  return `champs:${section}:${sportId === null ? 'all' : sportId}:${limit}`;
}

/** Watch key of the live list (of all sports or one). */
export function liveKeyOf(sportId: number | null): string {
  return `live:${sportId === null ? 'all' : sportId}`;
}

/** Watch key of one game with every market. */
export function gameKeyOf(gameId: number): string {
  return `game:${gameId}`;
}

/**
 * Takes the page's answer of a watched data set, once, when it has the shape `accept` checks (a
 * cheap check of the fields the first read needs); else undefined and the watch makes its call.
 */
export function takeBootFeed<T>(
  boot: BootData | undefined,
  watchKey: string,
  accept: (data: Record<string, unknown>) => boolean,
): BootFeedAnswer<T> | undefined {
  const part = bootRecord(boot?.take(bootFeedPart(watchKey)));
  if (!part) return undefined;
  const etag = part['etag'];
  const data = bootRecord(part['data']);
  if ((etag !== null && typeof etag !== 'string') || !data || !accept(data)) return undefined;
  const readAt = part['readAt'];
  return { etag, data: data as T, readAt: typeof readAt === 'number' && Number.isFinite(readAt) ? readAt : null };
}
export { CASINO_CATEGORIES_PART, CASINO_PROVIDERS_PART, casinoBootReads, casinoCategoryBootReads, casinoGamesPart, casinoGamesQueryText, type CasinoBootRead } from '../casino/casino-boot';

/**
 * The boot data part of a live game's match centre (issue 20: the game page's match centre comes
 * rendered with the page, not as a loading line that grows to its panel and pushes the markets
 * below it down once the app has read it). It holds the call's answer body.
 */
export function matchCentreBootPart(gameId: number): string {
  return `matchCentre:${gameId}`;
}
