import { parseShortDateTimeParts, plainShortDateTime } from '@kickoff/contracts';
import { gamePath } from '@kickoff/guards-core/routes';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';
import { BOOT_DATA_MAX_BYTES, BOOT_PART_MAX_BYTES, DEFAULT_LOCALES_DIR, sameBootAnswers } from './boot.data';

let api: TestApi;
let webDist: string;

const TEMPLATE =
  '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kickoff</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
const BETTING_CHUNK = 'area-betting-Ab1_x-Z9.js';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kickoff-boot-dist-'));
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc12345.js'), 'export {};');
  writeFileSync(join(webDist, 'assets', BETTING_CHUNK), 'export {};');
  writeFileSync(join(webDist, 'assets', 'area-betting-Zz9_y-X7.css'), '.game-row{}');
  writeFileSync(join(webDist, 'assets', 'CouponPanel-Qw3_e-R4.css'), '.coupon{}');
  writeFileSync(join(webDist, 'assets', 'area-casino-Cd2_y-Y8.js'), 'export {};');
  api = await startTestApi({ settings: { webDist } });
});
afterAll(async () => {
  await api?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function page(path: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}${path}`);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

/** The page's boot data element's text and its parts. */
function bootOf(html: string): { text: string; parts: Record<string, unknown> } {
  const found = /<script type="application\/json" id="boot-data">([\s\S]*?)<\/script>/.exec(html);
  if (!found?.[1]) throw new Error('no boot data in the page');
  return { text: found[1], parts: JSON.parse(found[1]) as Record<string, unknown> };
}

/** A call's answer as the app gets it: its ETag and body. */
async function call(path: string, lang: string): Promise<{ etag: string | null; data: unknown }> {
  const response = await fetch(`${api.baseUrl}${path}`, { headers: { 'x-language': lang } });
  expect(response.status).toBe(200);
  return { etag: response.headers.get('etag'), data: await response.json() };
}

/** A feed call's answer as a boot part carries it: read now by the server's clock (issue 20: the app's first poll counts from it). */
async function fed(path: string, lang: string): Promise<{ etag: string | null; data: unknown; readAt: number }> {
  return { readAt: api.clock.now(), ...(await call(path, lang)) };
}

describe('boot data in the served page (issue 20)', () => {
  it("home carries the configuration, English's dictionary and the first feed answers, each the call's own", async () => {
    const html = await page('/en');
    const { parts } = bootOf(html);
    expect(Object.keys(parts)).toEqual([
      'config',
      'dictionary:en',
      'dates:en',
      'feed:menu:line',
      'feed:champs:line:all:8',
      'feed:live:all',
    ]);
    expect(parts['config']).toEqual({
      lang: 'en',
      config: (await call('/bff-api/config/all.json?lang=en', 'en')).data,
    });
    expect(parts['dictionary:en']).toEqual(
      JSON.parse(readFileSync(join(DEFAULT_LOCALES_DIR, 'en.json'), 'utf8')),
    );
    // issue 20: the short date and time's parts, the page's dates written without Intl's date data
    const dates = parseShortDateTimeParts(parts['dates:en']);
    expect(dates).not.toBeNull();
    expect(plainShortDateTime(dates!, Date.UTC(2026, 11, 31, 20, 59), 3, 'h23')).toBe('31/12, 23:59');
    expect(plainShortDateTime(dates!, Date.UTC(2026, 11, 31, 20, 59), 3, 'h12')).toBe('31/12, 11:59 pm');
    expect(parts['feed:menu:line']).toEqual(await fed('/web-api/feed/v1/sports?section=line', 'en'));
    expect(parts['feed:champs:line:all:8']).toEqual(
      await fed('/web-api/feed/v1/champs?section=line&limit=8', 'en'),
    );
    const live = await fed('/web-api/feed/v1/live/delta', 'en');
    expect(parts['feed:live:all']).toEqual(live);
    expect((live.data as { since: unknown }).since).toBeNull();
    // the head preloads the route's area chunk; the boot data sits at the end of the body
    expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${BETTING_CHUNK}">`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/area-betting-Zz9_y-X7.css">');
    // issue 20: the coupon the page draws comes styled (its chunk's stylesheet)
    expect(html).toContain('<link rel="stylesheet" href="/assets/CouponPanel-Qw3_e-R4.css">');
    expect(html.indexOf('id="boot-data"')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it("a language's page carries its own dictionary and names; the live list its menu and games; other pages only configuration and dictionary", async () => {
    const de = bootOf(await page('/de/live')).parts;
    expect(Object.keys(de)).toEqual(['config', 'dictionary:de', 'dates:de', 'feed:menu:live', 'feed:live:all']);
    expect((de['config'] as { lang: string }).lang).toBe('de');
    expect(de['feed:menu:live']).toEqual(await fed('/web-api/feed/v1/sports?section=live', 'de'));
    expect(Object.keys(bootOf(await page('/en/line')).parts)).toEqual([
      'config',
      'dictionary:en',
      'dates:en',
      'feed:menu:line',
      'feed:champs:line:all:8',
    ]);
    // issue 20: the casino's category page carries the lobby and the first page of its games, each the call's answer body
    const casino = await page('/en/slots');
    const casinoParts = bootOf(casino).parts;
    expect(Object.keys(casinoParts)).toEqual(['config', 'dictionary:en', 'dates:en', 'casino:categories', 'casino:providers', 'casino:games:category=slots&page=1&pageSize=24']);
    expect(casinoParts['casino:categories']).toEqual((await call('/casino-api/v1/categories', 'en')).data);
    expect(casinoParts['casino:providers']).toEqual((await call('/casino-api/v1/providers', 'en')).data);
    const games = (await call('/casino-api/v1/games?category=slots&page=1&pageSize=24', 'en')).data as { games: unknown[]; total: number };
    expect(games.games.length).toBeGreaterThan(0);
    expect(casinoParts['casino:games:category=slots&page=1&pageSize=24']).toEqual(games);
    expect(Object.keys(bootOf(await page('/en/slots/new')).parts)).toContain('casino:games:category=slots&tag=new&page=1&pageSize=24');
    expect(casino).toContain('href="/assets/area-casino-Cd2_y-Y8.js"');
    expect(Object.keys(bootOf(await page('/en/office/account')).parts)).toEqual(['config', 'dictionary:en', 'dates:en']);
  });

  it('nothing player-specific: a signed-in request gets the same boot data as a guest', async () => {
    const guest = bootOf(await page('/en')).text;
    const signedIn = await fetch(`${api.baseUrl}/en`, {
      headers: { cookie: 'session=some-session; csrf=some-token' },
    });
    expect(bootOf(await signedIn.text()).text).toBe(guest);
    expect(guest).not.toContain('some-session');
    expect(guest).not.toContain('some-token');
    const { parts } = bootOf(`<script type="application/json" id="boot-data">${guest}</script>`);
    for (const [name, value] of Object.entries(parts))
      if (!name.startsWith('dictionary:')) expect(JSON.stringify(value)).not.toMatch(/csrf|balance/i);
  });

  it('a game page carries its game; a hostile name cannot leave the script element', async () => {
    const [game] = await api.db.query<{
      id: number;
      sportId: number;
      champId: number;
      sportName: string;
      champName: string;
      opponent1Name: string;
      opponent2Name: string;
    }>(
      `select g.id, g.sport_id as "sportId", g.champ_id as "champId", s.name as "sportName", c.name as "champName", g.opponent1 as "opponent1Name", g.opponent2 as "opponent2Name"
         from feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id where g.status = 0 order by g.id limit 1`,
    );
    if (!game) throw new Error('no line game in the seed');
    const hostile = '</script><script>alert("x")</script><!--&';
    await api.db.query('update feed_games set opponent1 = $2, revision = revision + 1 where id = $1', [
      game.id,
      hostile,
    ]);
    const html = await page(gamePath('en', 'line', { ...game, opponent1Name: hostile }));
    const { text, parts } = bootOf(html);
    expect(text).not.toMatch(/[<>&]/);
    expect(html).not.toContain('<script>alert');
    const part = parts[`feed:game:${game.id}`] as {
      etag: string;
      data: { id: number; opponent1Name: string };
    };
    expect(part).toEqual(await fed(`/web-api/feed/v1/games/${game.id}`, 'en'));
    expect(part.data.opponent1Name).toBe(hostile);
  });

  it('a live game page carries its match centre after the feed parts, the call\'s answer (the page draws the panel with it)', async () => {
    const [game] = await api.db.query<{ id: number; sportId: number; champId: number; sportName: string; champName: string; opponent1Name: string; opponent2Name: string }>(
      `select g.id, g.sport_id as "sportId", g.champ_id as "champId", s.name as "sportName", c.name as "champName", g.opponent1 as "opponent1Name", g.opponent2 as "opponent2Name"
         from feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id where g.status in (2, 3) order by g.id limit 1`,
    );
    if (!game) throw new Error('no live game in the seed');
    const { parts } = bootOf(await page(gamePath('en', 'live', game)));
    const keys = Object.keys(parts);
    expect(keys.indexOf(`matchCentre:${game.id}`)).toBeGreaterThan(keys.indexOf(`feed:game:${game.id}`));
    expect(keys.indexOf(`feed:game:${game.id}`)).toBeGreaterThan(-1);
    const centre = parts[`matchCentre:${game.id}`] as { gameId: number; isLive: boolean; opponent1Name: string; opponent2Name: string };
    const answer = await call(`/web-api/statistics/v1/games/${game.id}/match-centre`, 'en');
    expect(centre).toMatchObject({ gameId: game.id, isLive: true, opponent1Name: game.opponent1Name, opponent2Name: game.opponent2Name });
    expect(Object.keys(centre).sort()).toEqual(Object.keys(answer.data as object).sort());
  });

  it('each feed part says when the server read it (its clock): a later page the later time, the same answers otherwise', async () => {
    const first = bootOf(await page('/en/line'));
    const readAt = api.clock.now();
    for (const name of ['feed:menu:line', 'feed:champs:line:all:8']) expect((first.parts[name] as { readAt: unknown }).readAt).toBe(readAt);
    // the clock moves 3 s without a feed change (no jobs run in the test API): the same answers, read later
    api.clock.advanceBy(3_000);
    const second = bootOf(await page('/en/line'));
    for (const name of ['feed:menu:line', 'feed:champs:line:all:8']) {
      const before = first.parts[name] as { readAt: number; etag: string; data: unknown };
      const after = second.parts[name] as { readAt: number; etag: string; data: unknown };
      expect(after.readAt).toBe(readAt + 3_000);
      expect({ ...after, readAt: before.readAt }).toEqual(before);
    }
    // the server's render cache keeps a page while its answers stay the same (sameBootAnswers)
    expect(first.text).not.toBe(second.text);
    expect(sameBootAnswers(first.text, second.text)).toBe(true);
    expect(sameBootAnswers(first.text, first.text.replace('"etag":"', '"etag":"x'))).toBe(false);
  });

  it('states its bounds: every part and the whole under the caps', async () => {
    const { text, parts } = bootOf(await page('/en'));
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(BOOT_DATA_MAX_BYTES);
    for (const value of Object.values(parts))
      expect(Buffer.byteLength(JSON.stringify(value))).toBeLessThanOrEqual(BOOT_PART_MAX_BYTES);
  });
});
