import { z } from 'zod';
import { defineCall } from '../common/call';
import { LanguageCode } from '../common/language';

/** A page URL as the redirect and block calls receive it: the path with its query, from `/`. */
export const PageUrl = z.string().min(1).max(2048).startsWith('/');
export type PageUrl = z.infer<typeof PageUrl>;

/** One applied redirect rule (document 001 §3 "redirect rule: route_from, route_to"). */
export const RedirectRule = z.object({ route_from: z.string(), route_to: z.string() });
export type RedirectRule = z.infer<typeof RedirectRule>;

/** Body of `POST /redirects-api/api/v1/redirect-light` (document 001 §7). */
export const RedirectLightBody = z.object({ url: PageUrl });
export type RedirectLightBody = z.infer<typeof RedirectLightBody>;

/**
 * Redirect response (document 001 §3): `redirect` tells whether to go elsewhere; then `code` is
 * the HTTP status (301, 302, ...) and `url` the target; `breadcrumbs` are the rules applied, in order.
 * Without a redirect, `code` and `url` are null.
 */
export const RedirectResponse = z.object({
  redirect: z.boolean(),
  code: z.number().int().min(300).max(399).nullable(),
  url: z.string().nullable(),
  reasons: z.array(z.string()),
  breadcrumbs: z.array(RedirectRule),
});
export type RedirectResponse = z.infer<typeof RedirectResponse>;

/** `POST /redirects-api/api/v1/redirect-light` with `{ url }` (document 001 §7). */
export const redirectLightCall = defineCall({
  name: 'redirects.light',
  method: 'POST',
  path: '/redirects-api/api/v1/redirect-light',
  body: RedirectLightBody,
  response: RedirectResponse,
  retryable: true,
});

/** Body of `POST /blocks-api/api/v2/block`: whether the visitor is signed in, and the page URL. */
export const BlockBody = z.object({ auth: z.boolean(), url: PageUrl });
export type BlockBody = z.infer<typeof BlockBody>;

/**
 * Block data (document 001 §3 "Block response"). `displayTypeId` is the blocking reason code that
 * guards-core maps to a page (document 000 §2: 4, 16, 1, 2, 3, 5, 14, 13, 17, 8); null or 0 when
 * the page is not blocked. `templateTypeId` picks the block page's template; null when none.
 */
export const BlockData = z.object({
  displayTypeId: z.number().int().nullable(),
  templateTypeId: z.number().int().nullable(),
});
export type BlockData = z.infer<typeof BlockData>;

/** Response of the block call: the block data in a `data` envelope (document 001 §7). */
export const BlockResponse = z.object({ data: BlockData });
export type BlockResponse = z.infer<typeof BlockResponse>;

/** `POST /blocks-api/api/v2/block` with `{ auth, url }` (document 001 §7). */
export const blockCall = defineCall({
  name: 'blocks.block',
  method: 'POST',
  path: '/blocks-api/api/v2/block',
  body: BlockBody,
  response: BlockResponse,
  retryable: true,
});

/** A dictionary id as routes list them (e.g. `main`, `betting`, `office`). */
export const DictionaryId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'dictionary id');
export type DictionaryId = z.infer<typeof DictionaryId>;

/** Path parameters of the dictionary call. */
export const DictionaryParams = z.object({ lang: LanguageCode, dictionaryId: DictionaryId });
export type DictionaryParams = z.infer<typeof DictionaryParams>;

/** One dictionary in one language: translation keys to texts (document 001 §7 "Dictionaries"). */
export const Dictionary = z.object({
  lang: LanguageCode,
  dictionaryId: DictionaryId,
  entries: z.record(z.string(), z.string()),
});
export type Dictionary = z.infer<typeof Dictionary>;

/**
 * `GET /bff-api/dictionaries/:lang/:dictionaryId` (document 001 §7: dictionaries are loaded per
 * language for the route's dictionary ids; path not shown, chosen in the style of `/bff-api/config`).
 * An unknown dictionary answers 404 `not_found`.
 */
export const getDictionaryCall = defineCall({
  name: 'dictionaries.get',
  method: 'GET',
  path: '/bff-api/dictionaries/:lang/:dictionaryId',
  response: Dictionary,
  retryable: true,
});
