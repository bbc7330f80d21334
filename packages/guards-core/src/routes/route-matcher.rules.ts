import { NOT_FOUND_ROUTE, ROUTES } from './route-table';
import type { RouteDefinition, RouteMatch } from './route.types';

/** A language prefix: a first path segment of exactly two lowercase letters (document 000 §2). */
export const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

interface CompiledRoute {
  route: RouteDefinition;
  regex: RegExp;
  paramNames: string[];
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const PARAM = /^(.*?):([A-Za-z_][A-Za-z0-9_]*)(?:\((.+)\))?(\?)?$/;

/** Compiles a route pattern (see `RouteDefinition.path`) to an anchored regular expression. */
export function compileRoutePattern(path: string): { regex: RegExp; paramNames: string[] } {
  if (path === '*') return { regex: /^.*$/, paramNames: [] };
  const paramNames: string[] = [];
  let source = '';
  for (const segment of path.split('/').filter(Boolean)) {
    const param = PARAM.exec(segment);
    if (!param) {
      source += `/${escapeRegex(segment)}`;
      continue;
    }
    const [, prefix = '', name = '', constraint, optional] = param;
    paramNames.push(name);
    const value = constraint ? `(${constraint.replace(/\((?!\?)/g, '(?:')})` : '([^/]+)';
    const part = `/${escapeRegex(prefix)}${value}`;
    source += optional ? `(?:${part})?` : part;
  }
  return { regex: new RegExp(`^${source}/?$`), paramNames };
}

let compiledRoutes: readonly CompiledRoute[] | null = null;

/** The route table's patterns compiled on the first match, not at import (issue 20: the start's module evaluation). */
function compiled(): readonly CompiledRoute[] {
  compiledRoutes ??= ROUTES.filter((route) => route !== NOT_FOUND_ROUTE).map((route) => ({ route, ...compileRoutePattern(route.path) }));
  return compiledRoutes;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Parses a query string (with or without `?`) into decoded pairs; the first of a name wins. */
export function parseQuery(search: string): Record<string, string> {
  const query: Record<string, string> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (!part) continue;
    const index = part.indexOf('=');
    const name = safeDecode((index < 0 ? part : part.slice(0, index)).replace(/\+/g, ' '));
    const value = index < 0 ? '' : safeDecode(part.slice(index + 1).replace(/\+/g, ' '));
    if (!(name in query)) query[name] = value;
  }
  return query;
}

/** Serialises a query (insertion order), '' when empty, otherwise starting with `?`. */
export function stringifyQuery(query: Readonly<Record<string, string>>): string {
  const parts = Object.entries(query).map(([name, value]) => (value === '' ? encodeURIComponent(name) : `${encodeURIComponent(name)}=${encodeURIComponent(value)}`));
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Splits a URL path (`/en/live?x=1#top`) into path, query and hash. */
export function splitUrl(url: string): { pathname: string; query: Record<string, string>; hash: string } {
  const hashIndex = url.indexOf('#');
  const hash = hashIndex < 0 ? '' : url.slice(hashIndex + 1);
  const beforeHash = hashIndex < 0 ? url : url.slice(0, hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  const pathname = queryIndex < 0 ? beforeHash : beforeHash.slice(0, queryIndex);
  const query = queryIndex < 0 ? {} : parseQuery(beforeHash.slice(queryIndex + 1));
  return { pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, query, hash };
}

/**
 * Matches a URL against the route table (document 000 §2): an optional language prefix of
 * exactly two lowercase letters, then the first route whose pattern matches, else the catch-all
 * 404 route. Pure; never throws.
 */
export function matchRoute(url: string): RouteMatch {
  const { pathname, query, hash } = splitUrl(url);
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0];
  const language = first !== undefined && LANGUAGE_SEGMENT.test(first) ? first : null;
  const rest = language === null ? segments : segments.slice(1);
  const path = rest.join('/');
  const candidate = `/${path}`;
  for (const entry of compiled()) {
    const result = entry.regex.exec(candidate === '/' ? '' : candidate);
    if (!result) continue;
    const params: Record<string, string> = {};
    entry.paramNames.forEach((name, index) => {
      const value = result[index + 1];
      if (value !== undefined) params[name] = safeDecode(value);
    });
    return { route: entry.route, params, language, path, query, hash };
  }
  return { route: NOT_FOUND_ROUTE, params: {}, language, path, query, hash };
}

/**
 * Fills a route pattern with params (`office/:page` + {page: 'x'} → `office/x`); optional params
 * without a value are dropped; a missing required param throws (a programming error).
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  const out: string[] = [];
  for (const segment of pattern.split('/').filter(Boolean)) {
    const param = PARAM.exec(segment);
    if (!param) {
      out.push(segment);
      continue;
    }
    const [, prefix = '', name = '', , optional] = param;
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) continue;
      throw new Error(`missing route param ${name} for ${pattern}`);
    }
    out.push(`${prefix}${encodeURIComponent(value)}`);
  }
  return out.join('/');
}

/** Builds a full path: `/{lang}/{path}{?query}{#hash}` (the language root is `/{lang}`). */
export function buildPath(language: string, path: string, query: Readonly<Record<string, string>> = {}, hash = ''): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `/${language}${trimmed ? `/${trimmed}` : ''}${stringifyQuery(query)}${hash ? `#${hash}` : ''}`;
}

/** The full path of a named route in a language. */
export function pathOfRoute(route: RouteDefinition, language: string, params: Readonly<Record<string, string>> = {}, query: Readonly<Record<string, string>> = {}): string {
  return buildPath(language, fillPattern(route.path, params), query);
}

export { DEFAULT_MENU_SECTION, segment, idOf, listPath, gamePath, type BettingSection, type GamePathParts } from './entity-paths';
export { ROUTES } from './route-table';
export { textDirection } from '../language/language-list';
