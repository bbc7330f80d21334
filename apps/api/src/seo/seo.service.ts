import { FALLBACK_LANGUAGE, type SeoPageResponse } from '@kickoff/contracts';
import type { RouteDefinition } from '@kickoff/guards-core';
import { gamePath, idOf, matchRoute, splitUrl } from '@kickoff/guards-core/routes';
import type { AppContext } from '../context';
import { contentPageHead, publicLanguages, seoGame, seoRowsFor, type SeoGame } from './seo.repository';
import { GAME_TEMPLATE_PATH, NOINDEX_ROBOTS, alternateLinks, canonicalUrl, fillTemplate, headDescription, isNoindex, isPrivateRoute, pathLineage, pickRow, type SeoRow } from './seo.rules';

/** Route names of game pages (document 000 §2 "game pages add {champ}/{game}"). */
const GAME_ROUTES = new Set(['bettingGame', 'bettingPageTypeGame', 'marbleGame']);

/** One crumb of a page's BreadcrumbList. */
export interface SeoCrumb {
  name: string;
  url: string;
}

/** Everything a page's head and SEO block are made of. */
export interface SeoPage {
  /** The page's language (its path prefix, else the fallback language). */
  lang: string;
  route: RouteDefinition;
  data: SeoPageResponse;
  /** The robots value after the rules (also in `data.page.metaRobots`). */
  robots: string;
  /** The page's absolute URL without query (Open Graph `og:url` when there is no canonical). */
  url: string;
  breadcrumbs: SeoCrumb[];
  /** The game of a game page, when it exists. */
  game: SeoGame | null;
}

function rowOf(rows: readonly SeoRow[], path: string): SeoRow | undefined {
  return rows.find((row) => row.path === path);
}

/** The nearest SEO block text along the page's lineage (a page without its own takes its ancestor's). */
function nearestContent(rows: readonly SeoRow[], lineage: readonly string[]): SeoPageResponse['content'] {
  for (const path of lineage) {
    const content = rowOf(rows, path)?.content;
    if (content) return content;
  }
  return null;
}

/**
 * The SEO of a page path (with its language prefix) for a guest (document 001 §3, §5): the stored
 * row of the page or its nearest ancestor (language rows, English where a language has none), the
 * robots value after this design's rules (private pages and missing games are noindex), the
 * canonical and the alternates of the public languages, the SEO block and the breadcrumbs.
 */
export async function seoPage(context: AppContext, url: string, langOverride?: string): Promise<SeoPage> {
  const { pathname } = splitUrl(url);
  const match = matchRoute(pathname);
  const languages = await publicLanguages(context.db);
  const lang = langOverride ?? match.language ?? FALLBACK_LANGUAGE;
  const origin = context.settings.publicOrigin;
  const isGamePage = GAME_ROUTES.has(match.route.name);
  const gameId = isGamePage ? idOf(match.params['game']) : null;
  const game = gameId !== null ? ((await seoGame(context.db, gameId)) ?? null) : null;
  const section = game ? (game.status === 0 ? 'line' : 'live') : null;

  const lineage = pathLineage(match.path);
  const sectionPath = match.params['section'] ?? null;
  const rows = await seoRowsFor(context.db, [...lineage, GAME_TEMPLATE_PATH], lang, FALLBACK_LANGUAGE);
  const picked = pickRow(match.path, rows.filter((row) => row.path !== GAME_TEMPLATE_PATH));
  const template = rowOf(rows, GAME_TEMPLATE_PATH);

  let robots = isPrivateRoute(match.route) ? NOINDEX_ROBOTS : picked.robots;
  let title = picked.row?.title ?? '';
  let description = picked.row?.description ?? '';
  let canonicalPath = `/${lang}${match.path ? `/${match.path}` : ''}`;
  const ownRow = picked.row !== null && picked.row.path === match.path;
  if (!ownRow && !isGamePage && match.path !== '') {
    // A CMS page without SEO data of its own speaks for itself: its title and head description
    // (the remote view shows the same, document 001 §3 "Remote view data").
    const cms = await contentPageHead(context.db, match.path, lang, FALLBACK_LANGUAGE);
    if (cms) {
      title = cms.title;
      description = headDescription(cms.head) ?? description;
    }
  }
  if (isGamePage) {
    // A game page without its game (finished and gone, or a wrong id) is not listed.
    if (!game || game.status === 4 || !section) robots = NOINDEX_ROBOTS;
    if (game && template) {
      const values = { team1: game.opponent1Name, team2: game.opponent2Name, champ: game.champName, sport: game.sportName };
      title = fillTemplate(template.title, values);
      description = fillTemplate(template.description, values);
    }
    // One canonical URL per game whatever slug or menu section the visitor came by.
    if (game && section) canonicalPath = gamePath(lang, section, game);
  }
  const custom = picked.row?.customCanonical ?? null;
  const restPath = canonicalPath.split('/').slice(2).join('/');
  const canonical = canonicalUrl(origin, canonicalPath, robots, isGamePage ? null : custom);
  const alternates = alternateLinks(origin, restPath, languages, FALLBACK_LANGUAGE, robots, isGamePage ? null : custom);

  const home = rowOf(rows, '');
  const breadcrumbs: SeoCrumb[] = [{ name: home?.breadcrumb || 'Kickoff', url: new URL(`/${lang}`, origin).href }];
  if (game && section) {
    const sectionRow = rowOf(rows, section) ?? (sectionPath ? rowOf(rows, sectionPath) : undefined);
    const sectionUrl = `/${lang}/${section}/all`;
    breadcrumbs.push({ name: sectionRow?.breadcrumb || section, url: new URL(sectionUrl, origin).href });
    breadcrumbs.push({ name: game.sportName, url: new URL(`${sectionUrl}/${canonicalPath.split('/')[4] ?? ''}`, origin).href });
    breadcrumbs.push({ name: game.champName, url: new URL(canonicalPath.split('/').slice(0, 6).join('/'), origin).href });
    breadcrumbs.push({ name: template ? fillTemplate(template.breadcrumb, { team1: game.opponent1Name, team2: game.opponent2Name }) : `${game.opponent1Name} — ${game.opponent2Name}`, url: new URL(canonicalPath, origin).href });
  } else if (picked.row && picked.row.path !== '' && picked.row.breadcrumb) {
    breadcrumbs.push({ name: picked.row.breadcrumb, url: new URL(`/${lang}/${picked.row.path}`, origin).href });
  }

  return {
    lang,
    route: match.route,
    robots,
    url: new URL(canonicalPath, origin).href,
    breadcrumbs,
    game,
    data: {
      page: {
        title,
        description,
        metaRobots: robots,
        hierarchyMetaRobots: picked.row?.hierarchyMetaRobots ?? null,
        metas: picked.row?.metas ?? [],
        customCanonical: custom,
      },
      canonical: isNoindex(robots) ? null : canonical,
      alternates,
      content: nearestContent(rows, lineage),
    },
  };
}
