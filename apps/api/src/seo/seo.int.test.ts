import { ErrorBody, SeoPageResponse } from '@kickoff/contracts';
import { gamePath } from '@kickoff/guards-core/routes';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../testing';
import { SEO_SEED } from './seo.seed';

let api: TestApi;
let webDist: string;
const ORIGIN = 'https://kickoff.test';
// Languages a guest sees, in the site's order (read from the seeded site; uk is hidden from guests).
let PUBLIC_LANGUAGES: string[] = [];

const TEMPLATE = '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <title>Kickoff</title>\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'kickoff-seo-dist-'));
  writeFileSync(join(webDist, 'index.html'), TEMPLATE);
  writeFileSync(join(webDist, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(webDist, 'manifest.webmanifest'), '{"name":"Kickoff"}');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'export {};');
  api = await startTestApi({ settings: { webDist, publicOrigin: ORIGIN } });
  PUBLIC_LANGUAGES = (await api.db.query<{ code: string }>('select code from site_languages where not hidden_for_guests order by position')).map((row) => row.code);
  expect(PUBLIC_LANGUAGES.slice(0, 6)).toEqual(['en', 'ru', 'de', 'es', 'pt', 'tr']);
  expect(PUBLIC_LANGUAGES).not.toContain('uk');
});
afterAll(async () => {
  await api?.close();
  rmSync(webDist, { recursive: true, force: true });
});

async function pageData(lang: string, path: string): Promise<SeoPageResponse> {
  const response = await fetch(`${api.baseUrl}/bff-api/seo/page-data?lang=${lang}&path=${encodeURIComponent(path)}`);
  expect(response.status).toBe(200);
  return SeoPageResponse.parse(await response.json());
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${api.baseUrl}${path}`);
  expect(response.headers.get('content-type')).toContain('text/html');
  return response.text();
}

async function bumpFeed(): Promise<void> {
  await api.db.query("update feed_revisions set revision = revision + 1 where scope in ('line', 'live')");
}

async function aGame(status: 0 | 2): Promise<{ id: number; sportId: number; sportName: string; champId: number; champName: string; opponent1Name: string; opponent2Name: string; startAt: number }> {
  const [game] = await api.db.query<{ id: number; sportId: number; sportName: string; champId: number; champName: string; opponent1Name: string; opponent2Name: string; startAt: number }>(
    `select g.id, g.sport_id as "sportId", s.name as "sportName", g.champ_id as "champId", c.name as "champName", g.opponent1 as "opponent1Name", g.opponent2 as "opponent2Name", g.start_at::float8 as "startAt"
       from feed_games g join feed_champs c on c.id = g.champ_id join feed_sports s on s.id = g.sport_id where g.status = $1 order by g.id limit 1`,
    [status],
  );
  if (!game) throw new Error(`no game with status ${status} in the seed`);
  return game;
}

describe('SEO page data (document 001 §3, §5, §7)', () => {
  it('gives a public page its stored title, description, canonical, alternates of every public language plus x-default, and its SEO block', async () => {
    const data = await pageData('en', '/en/live/all');
    const [title, description, , content] = SEO_SEED['en']!['live']!;
    expect(data.page).toMatchObject({ title, description, metaRobots: 'index, follow', hierarchyMetaRobots: null, customCanonical: null });
    expect(data.canonical).toBe(`${ORIGIN}/en/live/all`);
    expect(data.alternates.map((item) => item.hreflang.lang)).toEqual([...PUBLIC_LANGUAGES, 'x-default']);
    expect(data.alternates.find((item) => item.hreflang.lang === 'de')).toEqual({ hreflang: { lang: 'de', href: `${ORIGIN}/de/live/all` }, mediaType: null, urlPath: '/de/live/all', targetDomainHost: 'kickoff.test' });
    expect(data.alternates.at(-1)?.hreflang.href).toBe(`${ORIGIN}/en/live/all`);
    expect(data.content).toEqual({ style: 'text', content });
  });

  it('answers in the language asked, and in English for a language without its texts', async () => {
    expect((await pageData('de', '/de/slots')).page.title).toBe(SEO_SEED['de']!['slots']![0]);
    expect((await pageData('fr', '/fr/slots')).page.title).toBe(SEO_SEED['fr']!['slots']![0]);
    expect((await pageData('hi', '/hi/slots')).page.title).toBe(SEO_SEED['en']!['slots']![0]);
  });

  it('a page without a row of its own takes its ancestor’s texts and the home page’s SEO block; a CMS page its own title and description', async () => {
    const results = await pageData('ru', '/ru/results/live');
    expect(results.page.title).toBe(SEO_SEED['ru']!['results']![0]);
    expect(results.content?.content).toBe(SEO_SEED['ru']!['']![3]);
    const about = await pageData('ru', '/ru/information/about');
    expect(about.page.title).toBe('О компании');
    expect(about.page.description).toMatch(/^Kickoff — букмекерская контора/);
    expect(about.content?.content).toBe(SEO_SEED['ru']!['']![3]);
  });

  it('noindex disables the canonical link (document 001 §5)', async () => {
    await api.db.query("insert into seo_pages (path, lang, title, meta_robots) values ('information/taxation', 'en', 'Taxation', 'noindex, follow')");
    const data = await pageData('en', '/en/information/taxation');
    expect(data.page.metaRobots).toBe('noindex, follow');
    expect(data.canonical).toBeNull();
    expect(data.alternates).toEqual([]);
  });

  it('hierarchyMetaRobots is the robots value of the pages below', async () => {
    await api.db.query("insert into seo_pages (path, lang, title, meta_robots, hierarchy_meta_robots) values ('news', 'en', 'News', 'index, follow', 'noindex, follow')");
    const section = await pageData('en', '/en/news');
    expect(section.page.metaRobots).toBe('index, follow');
    expect(section.canonical).toBe(`${ORIGIN}/en/news`);
    const article = await pageData('en', '/en/news/season-opens');
    expect(article.page).toMatchObject({ title: 'News', metaRobots: 'noindex, follow', hierarchyMetaRobots: 'noindex, follow' });
    expect(article.canonical).toBeNull();
  });

  it('custom canonical: mode url points at the target, mode mirror keeps the path on the main host', async () => {
    await api.db.query("insert into seo_pages (path, lang, title, canonical_mode, canonical_target_url) values ('information/licenses', 'en', 'Licences', 'url', '/en/information/about')");
    await api.db.query("insert into seo_pages (path, lang, title, canonical_mode, canonical_domain_host) values ('information/cookies', 'en', 'Cookies', 'mirror', 'www.kickoff-main.test')");
    const byUrl = await pageData('en', '/en/information/licenses');
    expect(byUrl.canonical).toBe(`${ORIGIN}/en/information/about`);
    expect(byUrl.page.customCanonical).toEqual({ mode: 'url', targetUrl: '/en/information/about', domainHost: null });
    const mirror = await pageData('en', '/en/information/cookies');
    expect(mirror.canonical).toBe('https://www.kickoff-main.test/en/information/cookies');
    expect(mirror.alternates.find((item) => item.hreflang.lang === 'ru')?.hreflang.href).toBe('https://www.kickoff-main.test/ru/information/cookies');
  });

  it('keeps private pages out of the index: the office, registration and unknown paths are noindex without canonical', async () => {
    for (const path of ['/en/office/history', '/en/registration', '/en/no-such-page/at-all']) {
      const data = await pageData('en', path);
      expect(data.page.metaRobots, path).toBe('noindex, nofollow');
      expect(data.canonical, path).toBeNull();
    }
  });

  it('fills a game page’s templates from the feed and makes its own path canonical', async () => {
    const game = await aGame(0);
    const data = await pageData('en', `/en/line/top/${game.sportId}-x/${game.champId}-y/${game.id}-z`);
    expect(data.page.title).toBe(`${game.opponent1Name} — ${game.opponent2Name}: odds and bets, ${game.champName} | Kickoff`);
    expect(data.canonical).toBe(`${ORIGIN}${gamePath('en', 'line', game)}`);
    const missing = await pageData('en', '/en/line/all/1-football/1-league/999999-nobody');
    expect(missing.page.metaRobots).toBe('noindex, nofollow');
  });

  it('refuses a language the site does not have, and a path that is not one', async () => {
    const unknown = await fetch(`${api.baseUrl}/bff-api/seo/page-data?lang=xx&path=%2Fxx`);
    expect(unknown.status).toBe(400);
    expect(ErrorBody.parse(await unknown.json()).code).toBe('unsupported_language');
    const bad = await fetch(`${api.baseUrl}/bff-api/seo/page-data?lang=en&path=live`);
    expect(bad.status).toBe(400);
    expect(ErrorBody.parse(await bad.json()).code).toBe('validation_error');
  });
});

describe('pages served with their head filled in (issue 18)', () => {
  it('a game page carries title, description, robots, canonical, hreflang alternates, Open Graph and JSON-LD', async () => {
    const game = await aGame(2);
    const path = gamePath('en', 'live', game);
    const page = await html(path);
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain(`<title data-seo="">${game.opponent1Name} — ${game.opponent2Name}: odds and bets, ${game.champName} | Kickoff</title>`);
    expect(page).toContain(`<link data-seo="" rel="canonical" href="${ORIGIN}${path}">`);
    for (const lang of PUBLIC_LANGUAGES) expect(page).toContain(`rel="alternate" hreflang="${lang}" href="${ORIGIN}${gamePath(lang, 'live', game)}"`);
    expect(page).toContain(`hreflang="x-default" href="${ORIGIN}${path}"`);
    expect(page).not.toContain('hreflang="uk"');
    expect(page).toContain('<meta data-seo="" property="og:title"');
    const documents = [...page.matchAll(/<script data-seo="" type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
    const event = documents.find((item) => item['@type'] === 'SportsEvent');
    expect(event).toMatchObject({ name: `${game.opponent1Name} — ${game.opponent2Name}`, startDate: new Date(game.startAt).toISOString(), homeTeam: { '@type': 'SportsTeam', name: game.opponent1Name }, awayTeam: { '@type': 'SportsTeam', name: game.opponent2Name } });
    const crumbs = documents.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; name: string; item: string }> };
    expect(crumbs.itemListElement.map((item) => item.name)).toEqual(['Home', 'Live', game.sportName, game.champName, `${game.opponent1Name} — ${game.opponent2Name}`]);
    expect(crumbs.itemListElement.at(-1)?.item).toBe(`${ORIGIN}${path}`);
    // Game pages hide the SEO block (document 000 §2 route settings): none in the document.
    expect(page).toContain('<div id="root"></div>');
  });

  it('a page in another language gets its language, texts and SEO block inside #root', async () => {
    const page = await html('/de/line/all');
    expect(page).toContain('<html lang="de" dir="ltr">');
    if (PUBLIC_LANGUAGES.includes('ar')) expect(await html('/ar/line/all')).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain(`<title data-seo="">${SEO_SEED['de']!['line']![0]}</title>`);
    expect(page).toContain(`<div id="root"><aside class="seo-block seo-block--text" data-seo=""><p>${SEO_SEED['de']!['line']![3]}</p></aside></div>`);
  });

  it('a hostile title or team name cannot break out of its tag', async () => {
    await api.db.query(`insert into seo_pages (path, lang, title, description) values ('information/amlpolicy', 'en', $1, $2)`, ['</title><script>alert(1)</script>', '"><img src=x onerror=alert(2)>']);
    const page = await html('/en/information/amlpolicy');
    expect(page).toContain('<title data-seo="">&#60;/title&#62;&#60;script&#62;alert(1)&#60;/script&#62;</title>');
    expect(page).toContain('name="description" content="&#34;&#62;&#60;img src=x onerror=alert(2)&#62;"');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img');

    const game = await aGame(0);
    await api.db.query('update feed_games set opponent1 = $1 where id = $2', ['</script><script>alert(3)</script>', game.id]);
    await bumpFeed();
    const gamePage = await html(`/en/line/all/1-x/2-y/${game.id}-z`);
    expect(gamePage).not.toContain('<script>alert(3)');
    expect(gamePage).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(3)');
    await api.db.query('update feed_games set opponent1 = $1 where id = $2', [game.opponent1Name, game.id]);
    await bumpFeed();
  });

  it('serves the same document from its cache until the feed or the SEO data change', async () => {
    await api.db.query("insert into seo_pages (path, lang, title) values ('information/kycpolicy', 'en', 'KYC policy')");
    expect(await html('/en/information/kycpolicy')).toContain('<title data-seo="">KYC policy</title>');
    await api.db.query("update seo_pages set title = 'KYC policy, updated', updated_at = now() + interval '1 second' where path = 'information/kycpolicy' and lang = 'en'");
    expect(await html('/en/information/kycpolicy')).toContain('<title data-seo="">KYC policy, updated</title>');
  });

  it('an unknown path still gets the app with status 404 and a noindex head', async () => {
    const response = await fetch(`${api.baseUrl}/en/no-such-page/at-all`);
    expect(response.status).toBe(404);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect((await fetch(`${api.baseUrl}/en/promotions`)).headers.get('x-robots-tag')).toBeNull();
    const page = await response.text();
    expect(page).toContain('name="robots" content="noindex, nofollow"');
    expect(page).not.toContain('rel="canonical"');
  });

  it('sends the service worker and the manifest for checking on every use, hashed assets as immutable', async () => {
    const worker = await fetch(`${api.baseUrl}/sw.js`);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await fetch(`${api.baseUrl}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(manifest.headers.get('content-type')).toContain('application/manifest+json');
    const asset = await fetch(`${api.baseUrl}/assets/index-abc123.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('robots.txt and sitemaps (issue 18)', () => {
  it('robots.txt keeps bots out of the API and the private pages and names the sitemap index', async () => {
    const response = await fetch(`${api.baseUrl}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toContain('User-agent: *\n');
    for (const line of ['Disallow: /bff-api/', 'Disallow: /web-api/', 'Disallow: /dev-api/', 'Disallow: /*/office', 'Disallow: /*/registration', 'Disallow: /*/user/login', 'Disallow: /*/print-coupon']) expect(text).toContain(`${line}\n`);
    expect(text).not.toContain('Disallow: /*/office/history');
    expect(text).not.toMatch(/Disallow: \/\*\/(live|line|slots|promotions)\n/);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });

  it('the sitemap index lists one sitemap per public language', async () => {
    const text = await (await fetch(`${api.baseUrl}/sitemap.xml`)).text();
    expect([...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(PUBLIC_LANGUAGES.map((lang) => `${ORIGIN}/sitemap-${lang}.xml`));
    expect((await fetch(`${api.baseUrl}/sitemap-uk.xml`)).status).toBe(404);
  });

  it('a language’s sitemap lists the public pages and the games, and follows games as they go live and finish', async () => {
    const game = await aGame(0);
    const before = await (await fetch(`${api.baseUrl}/sitemap-ru.xml`)).text();
    expect(before).toContain(`<loc>${ORIGIN}/ru</loc>`);
    expect(before).toContain(`<loc>${ORIGIN}/ru/live/all</loc>`);
    expect(before).toContain(`<loc>${ORIGIN}${gamePath('ru', 'line', game)}</loc>`);

    await api.db.query('update feed_games set status = 2 where id = $1', [game.id]);
    await bumpFeed();
    const live = await (await fetch(`${api.baseUrl}/sitemap-ru.xml`)).text();
    expect(live).toContain(`<loc>${ORIGIN}${gamePath('ru', 'live', game)}</loc>`);
    expect(live).not.toContain(gamePath('ru', 'line', game));

    await api.db.query('update feed_games set status = 4 where id = $1', [game.id]);
    await bumpFeed();
    const finished = await (await fetch(`${api.baseUrl}/sitemap-ru.xml`)).text();
    expect(finished).not.toContain(`/${game.id}-`);
  });
});
