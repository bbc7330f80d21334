import {
  bootFeedPart,
  casinoCategoryBootReads,
  champsKeyOf,
  gameKeyOf,
  LINE_CHAMPS_SHOWN,
  liveKeyOf,
  matchCentreBootPart,
  menuKeyOf,
} from '@kickoff/catalog-core/boot-feed';
import {
  datePartsBootPart,
  FALLBACK_LANGUAGE,
  getChampsGamesCall,
  getLiveDeltaCall,
  getMatchCentreCall,
  getSportsMenuCall,
  shortDateTimePartsOf,
} from '@kickoff/contracts';
import { intlLocale, LANGUAGES } from '@kickoff/guards-core/languages';
import { idOf, matchRoute } from '@kickoff/guards-core/routes';
import { BOOT_DATA_ELEMENT_ID } from '@kickoff/platform';
import type { FastifyInstance } from 'fastify';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { AppContext } from '../context';
import { siteConfigFor } from '../modules/config/config.service';
import { API_ROOT } from '../paths';
import { DocumentCache } from '../seo/seo.cache';
import { scriptJson } from '../seo/seo.rules';

/**
 * The boot data a served page carries (issue 20: the first paint needs no call chain): the site
 * configuration, the page language's dictionary and, on the public lists and a game page, the
 * first answer of each feed read the route starts with, exactly as the call answers it (ETag and
 * body); on a casino category page the lobby and the first page of its games (issue 20). Nothing
 * player-specific: the page may be cached and shared.
 *
 * Bounded: a part over `BOOT_PART_MAX_BYTES` is left out, and parts stop before the whole passes
 * `BOOT_DATA_MAX_BYTES` (the app makes the call for what is missing). Cheap: a feed part is the
 * feed's own per-version cached body, escaped once per ETag; the dictionary once per file version.
 */
export const BOOT_PART_MAX_BYTES = 256 * 1024;
export const BOOT_DATA_MAX_BYTES = 640 * 1024;

/** Where the app's locale dictionaries are (the JSON the app bundles per language). */
export const DEFAULT_LOCALES_DIR = resolve(API_ROOT, '../web/src/i18n/locales');

/** One feed read of a route: the catalogue's watch key and the call's URL. */
export interface BootFeedRead {
  key: string;
  url: string;
}

const menuRead = (section: 'line' | 'live'): BootFeedRead => ({
  key: menuKeyOf(section),
  url: `${getSportsMenuCall.path}?section=${section}`,
});
const lineChampsRead: BootFeedRead = {
  key: champsKeyOf('line', null, LINE_CHAMPS_SHOWN),
  url: `${getChampsGamesCall.path}?section=line&limit=${LINE_CHAMPS_SHOWN}`,
};
const liveRead: BootFeedRead = { key: liveKeyOf(null), url: getLiveDeltaCall.path };

/**
 * The feed reads a public route starts with, as the app's pages make them: home (the line menu,
 * the line's first championships, the live list), the line and live lists of every sport (their
 * menu and games), a game page (its game). A list of one sport is left to the app (it finds the
 * sport's id in the menu first).
 */
export function bootFeedReads(pathname: string): BootFeedRead[] {
  const match = matchRoute(pathname);
  switch (match.route.name) {
    case 'home':
      return [menuRead('line'), lineChampsRead, liveRead];
    case 'betting': {
      if (match.params['sport']) return [];
      if (match.params['section'] === 'live') return [menuRead('live'), liveRead];
      if (match.params['section'] === 'line') return [menuRead('line'), lineChampsRead];
      return [];
    }
    case 'bettingGame': {
      const gameId = idOf(match.params['game']);
      return gameId === null ? [] : [{ key: gameKeyOf(gameId), url: `/web-api/feed/v1/games/${gameId}` }];
    }
    default:
      return [];
  }
}

/** A read whose answer body a served page carries as is: the boot part's name and the call's URL. */
export interface BootAnswerRead {
  part: string;
  url: string;
}

/**
 * The match centre a game page draws for a live game (issue 20: rendered with the page from this
 * answer; read in the app once the page answered, its panel grew from a loading line and pushed the
 * markets below it down: CLS 0.257 on a phone). A game not live answers no match centre the page
 * draws; the part is left out when the call does not answer 200.
 */
export function bootMatchCentreReads(pathname: string): BootAnswerRead[] {
  const match = matchRoute(pathname);
  if (match.route.name !== 'bettingGame') return [];
  const gameId = idOf(match.params['game']);
  return gameId === null ? [] : [{ part: matchCentreBootPart(gameId), url: getMatchCentreCall.path.replace(':gameId', String(gameId)) }];
}

/**
 * The casino reads a server-rendered casino route starts with (issue 20: the lobby comes with its
 * games, not its skeleton): a category page (`slots`, `slots/{subcategory}`) reads the lobby
 * (categories, providers) and the first page of the category's games.
 */
export function bootCasinoReads(pathname: string): BootAnswerRead[] {
  const match = matchRoute(pathname);
  if (match.route.name !== 'slots') return [];
  const subcategory = match.params['subcategory'];
  const tag = subcategory === 'new' || subcategory === 'popular' ? subcategory : null;
  return casinoCategoryBootReads(match.route.name, tag);
}

/** A casino answer serves the boot data this long before the call is made again (the catalogue changes rarely). */
export const BOOT_CASINO_FRESH_MS = 5_000;

/** The app bundle that draws a route area's pages (the casino bundle draws the games area, the betting bundle home's lists). */
const BUNDLE_OF_AREA: Readonly<Record<string, string>> = { games: 'casino', home: 'betting' };
function bundleOf(area: string): string {
  return BUNDLE_OF_AREA[area] ?? area;
}

/**
 * The coupon panel's stylesheet (its lazy chunk's): a served page draws the coupon (the desktop's
 * column, the phone's sheet) before that chunk runs, so the page links it too. Drawn unstyled until
 * then, the desktop's coupon column was ~60 px wider and narrowed once the chunk came (issue 20: a
 * 0.09 layout shift of the main column on a live game page at 1280x800).
 */
const COUPON_PANEL_STYLES = /^CouponPanel-[\w-]{8}\.css$/;

/** A feed part's time of read as the boot data writes it (`"readAt":<epoch ms>,` first in the part). */
const READ_AT = /\{"readAt":\d+,/g;

/**
 * Whether two boot data elements carry the same answers (issue 20): equal but for the times their
 * feed parts were read (each element is made with the time of its reads, the answers are the same
 * while their versions are); the server's render cache keeps a page while its answers stay.
 */
export function sameBootAnswers(a: string, b: string): boolean {
  if (a === b) return true;
  return a.length === b.length && a.replace(READ_AT, '{') === b.replace(READ_AT, '{');
}

/** Makes a page's boot data element and the head's preload of its area chunk. */
export interface BootDataSource {
  /** The `<script type="application/json" id="boot-data">` of a page path. */
  scriptFor(pathname: string): Promise<string>;
  /**
   * The head's links of the route's area bundle in the build's `assetsDir`: a modulepreload of its
   * chunk and its stylesheet (the chunk adds the stylesheet only when it runs: with the first data
   * in the page, the area draws at once and would otherwise draw unstyled until it arrives); ''
   * when the build has none.
   */
  preloadFor(pathname: string, assetsDir: string): Promise<string>;
}

const byteLength = (text: string): number => Buffer.byteLength(text, 'utf8');

/** A feed body as the boot part `{ etag, data }`, escaped for a script element (no `<`, `>`, `&`, U+2028/9). */
function escapeJsonText(text: string): string {
  return text.replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function createBootDataSource(
  app: FastifyInstance,
  context: AppContext,
  localesDir = DEFAULT_LOCALES_DIR,
): BootDataSource {
  const feedParts = new DocumentCache<string | null>(300);
  const dictionaries = new DocumentCache<{ mtimeMs: number; text: string | null }>(60);
  const chunks = new Map<string, { mtimeMs: number; names: string[] }>();
  const casinoParts = new DocumentCache<{ at: number; text: string | null }>(100);
  const dateParts = new DocumentCache<string | null>(LANGUAGES.length * 2);

  /**
   * The language's short date and time parts (issue 20: the page writes its dates without loading
   * Intl's date data), derived once a day (a calendar other than the Gregorian one carries a table
   * of days from the day before yesterday); null when Intl's text cannot be written from parts.
   */
  function datesPart(lang: string): string | null {
    const now = context.clock.now();
    const cacheKey = `${lang}|${Math.floor(now / 86_400_000)}`;
    let text = dateParts.get(cacheKey);
    if (text === undefined) {
      const parts = shortDateTimePartsOf(intlLocale(lang), now);
      text = parts === null ? null : scriptJson(parts);
      dateParts.set(cacheKey, text);
    }
    return text;
  }

  /** A casino read's part text, the call's answer body; null when not 200 or too large. Kept `BOOT_CASINO_FRESH_MS`. */
  async function casinoPart(read: BootAnswerRead, lang: string): Promise<string | null> {
    const cacheKey = `${lang}|${read.url}`;
    const now = context.clock.now();
    const cached = casinoParts.get(cacheKey);
    if (cached && now - cached.at < BOOT_CASINO_FRESH_MS) return cached.text;
    const text = await answerPart(read, lang);
    casinoParts.set(cacheKey, { at: now, text });
    return text;
  }

  /** A live read's part text, the call's answer body made now (it moves every few seconds); null when not 200 or too large. */
  async function answerPart(read: BootAnswerRead, lang: string): Promise<string | null> {
    const answer = await app.inject({ method: 'GET', url: read.url, headers: { 'x-language': lang } });
    return answer.statusCode === 200 && byteLength(answer.body) <= BOOT_PART_MAX_BYTES ? escapeJsonText(answer.body) : null;
  }

  /**
   * A feed read's part text, the call's own answer (from its per-version cache) and when it was read
   * (`readAt`, the server clock: the app plans its next read from it, issue 20); null when not 200
   * or too large.
   */
  async function feedPart(read: BootFeedRead, lang: string): Promise<string | null> {
    const readAt = context.clock.now();
    const answer = await app.inject({ method: 'GET', url: read.url, headers: { 'x-language': lang } });
    const etag = answer.headers['etag'];
    if (answer.statusCode !== 200 || typeof etag !== 'string') return null;
    const cacheKey = `${lang}|${read.url}|${etag}`;
    let part = feedParts.get(cacheKey);
    if (part === undefined) {
      const text = `"etag":${escapeJsonText(JSON.stringify(etag))},"data":${escapeJsonText(answer.body)}}`;
      part = byteLength(text) + 32 <= BOOT_PART_MAX_BYTES ? text : null;
      feedParts.set(cacheKey, part);
    }
    return part === null ? null : `{"readAt":${Math.trunc(readAt)},${part}`;
  }

  /** The language's dictionary part, read again when its file changes; null without one or too large. */
  async function dictionaryPart(lang: string): Promise<string | null> {
    if (!/^[a-z]{2}$/.test(lang)) return null;
    const path = join(localesDir, `${lang}.json`);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    const cached = dictionaries.get(lang);
    if (cached && cached.mtimeMs === mtimeMs) return cached.text;
    let text: string | null;
    try {
      // parsed and written again: a malformed file is left out, and the text is one line
      text = scriptJson(JSON.parse(await readFile(path, 'utf8')));
    } catch {
      text = null;
    }
    if (text !== null && byteLength(text) > BOOT_PART_MAX_BYTES) text = null;
    dictionaries.set(lang, { mtimeMs, text });
    return text;
  }

  async function configPart(lang: string): Promise<string | null> {
    try {
      return scriptJson({ lang, config: await siteConfigFor(context, lang) });
    } catch {
      // no configuration yet, or a language the site does not have: the app calls and gets the refusal
      return null;
    }
  }

  return {
    async scriptFor(pathname) {
      const match = matchRoute(pathname);
      const lang = match.language ?? FALLBACK_LANGUAGE;
      const reads = bootFeedReads(pathname);
      const casinoReads = bootCasinoReads(pathname);
      const liveReads = bootMatchCentreReads(pathname);
      const [config, dictionary, casino, live, ...feeds] = await Promise.all([
        configPart(lang),
        dictionaryPart(lang),
        Promise.all(casinoReads.map((read) => casinoPart(read, lang).catch(() => null))),
        Promise.all(liveReads.map((read) => answerPart(read, lang).catch(() => null))),
        ...reads.map((read) => feedPart(read, lang).catch(() => null)),
      ]);
      const parts: Array<[string, string | null]> = [
        ['config', config],
        [`dictionary:${lang}`, dictionary],
        [datePartsBootPart(lang), datesPart(lang)],
        // before the feed's parts: the rendered page's cache key covers what comes before them
        ...casinoReads.map((read, index): [string, string | null] => [read.part, casino[index] ?? null]),
        ...reads.map((read, index): [string, string | null] => [
          bootFeedPart(read.key),
          feeds[index] ?? null,
        ]),
        // after the feed's parts: a match centre that moved on may be served with the page drawn from it
        ...liveReads.map((read, index): [string, string | null] => [read.part, live[index] ?? null]),
      ];
      let total = 2;
      const written: string[] = [];
      for (const [name, text] of parts) {
        if (text === null) continue;
        const entry = `${JSON.stringify(name)}:${text}`;
        const size = byteLength(entry) + 1;
        if (total + size > BOOT_DATA_MAX_BYTES) continue;
        total += size;
        written.push(entry);
      }
      return `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">{${written.join(',')}}</script>`;
    },

    async preloadFor(pathname, assetsDir) {
      const bundle = `area-${bundleOf(matchRoute(pathname).route.area)}-`;
      let mtimeMs: number;
      try {
        mtimeMs = (await stat(assetsDir)).mtimeMs;
      } catch {
        return '';
      }
      let listing = chunks.get(assetsDir);
      if (!listing || listing.mtimeMs !== mtimeMs) {
        listing = {
          mtimeMs,
          names: (await readdir(assetsDir)).filter(
            (name) => (name.startsWith('area-') && /\.(js|css)$/.test(name)) || COUPON_PANEL_STYLES.test(name),
          ),
        };
        chunks.set(assetsDir, listing);
      }
      const names = listing.names;
      const ofBundle = (extension: 'js' | 'css') =>
        names.find(
          (name) =>
            name.startsWith(bundle) &&
            /^[\w-]{8}\.(js|css)$/.test(name.slice(bundle.length)) &&
            name.endsWith(`.${extension}`),
        );
      const chunk = ofBundle('js');
      if (!chunk) return '';
      const stylesheet = ofBundle('css');
      const couponStyles = names.find((name) => COUPON_PANEL_STYLES.test(name));
      // the stylesheet's href as the chunk writes it (no crossorigin), so its own link finds the file loaded
      const links = [`<link rel="modulepreload" crossorigin href="/assets/${chunk}">`];
      if (stylesheet) links.push(`<link rel="stylesheet" href="/assets/${stylesheet}">`);
      if (couponStyles) links.push(`<link rel="stylesheet" href="/assets/${couponStyles}">`);
      return links.join('\n    ');
    },
  };
}
