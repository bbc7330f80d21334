import { z } from 'zod';
import { defineCall } from '../common/call';

/**
 * Remote view data in the JSON render mode (document 001 §3 "Remote view data", §7 "Remote views").
 * `body` is HTML the shell sanitizes before use; `codeToEval` is carried for completeness but the
 * shell never evaluates it (the Content-Security-Policy forbids `unsafe-eval`).
 */
export const RemoteViewData = z.object({
  appName: z.string().min(1),
  title: z.string(),
  codeToEval: z.string(),
  /** Script URLs; the shell loads only those of its own origin. */
  scriptsToLoad: z.array(z.string()),
  head: z.string(),
  body: z.string(),
  style: z.string(),
  cssToLoad: z.array(z.string()),
});
export type RemoteViewData = z.infer<typeof RemoteViewData>;

/** The name of a remote view area: letters, digits, `-` and `_` (it is a path segment). */
export const RemoteViewAppName = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'app name');
export type RemoteViewAppName = z.infer<typeof RemoteViewAppName>;

/** One component asked of a remote view in the POST variant (document 001 §7). */
/** Bounds of a remote view request (issue 19: every input bounded before work starts). */
export const REMOTE_VIEW_COMPONENT_NAME_MAX = 64;
export const REMOTE_VIEW_COMPONENTS_MAX = 16;
/** A page path deeper or longer than this has no content (the route table's deepest path has 6 segments). */
export const REMOTE_VIEW_PATH_SEGMENTS_MAX = 12;
export const REMOTE_VIEW_PATH_LENGTH_MAX = 512;

export const RemoteViewComponent = z.object({
  // A component is one CMS block `components/<name>`: a bounded slug, never a path (issue 19).
  name: z.string().min(1).max(REMOTE_VIEW_COMPONENT_NAME_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/),
  props: z.record(z.string(), z.unknown()).optional(),
});
export type RemoteViewComponent = z.infer<typeof RemoteViewComponent>;

/** Body of the POST variant: the components to render. */
export const RemoteViewComponentsBody = z.object({ components: z.array(RemoteViewComponent).min(1).max(REMOTE_VIEW_COMPONENTS_MAX) });
export type RemoteViewComponentsBody = z.infer<typeof RemoteViewComponentsBody>;

/**
 * The query of a remote view request is the query of the page's full path, passed through as is
 * (document 001 §7: "the remote-view URL plus the current full path").
 */
export const RemoteViewQuery = z.record(z.string(), z.string());
export type RemoteViewQuery = z.infer<typeof RemoteViewQuery>;

/**
 * Headers of every remote view request (document 001 §7): the JSON render mode and API version v2
 * always, the force-SPA flag only when asked. Header names are lowercase as Node receives them.
 */
export const RemoteViewHeaders = {
  renderMode: { name: 'x-render-mode', value: 'json' },
  apiVersion: { name: 'x-api-version', value: 'v2' },
  forceSpa: { name: 'x-force-spa', value: '1' },
} as const;

/**
 * Path of the remote view calls: the app name, then the page's full path as the wildcard
 * (chosen path; the spec gives only "remote-view URL plus the current full path").
 */
export const REMOTE_VIEW_PATH = '/web-api/remote-view/:appName/*';

/** Path parameters of the remote view calls: the app name and the page's full path after it (the wildcard). */
export const RemoteViewParams = z.object({ appName: RemoteViewAppName, '*': z.string().max(2048) });
export type RemoteViewParams = z.infer<typeof RemoteViewParams>;

/**
 * Builds the request path of a remote view: `/web-api/remote-view/{appName}` followed by the
 * page's full path (path, query and no hash), e.g. `/web-api/remote-view/info/en/information/about`.
 */
export function buildRemoteViewPath(appName: string, fullPath: string): string {
  const parsed = RemoteViewAppName.parse(appName);
  const withoutHash = fullPath.split('#', 1)[0] ?? '';
  const pagePath = withoutHash.startsWith('/') ? withoutHash : `/${withoutHash}`;
  return `/web-api/remote-view/${parsed}${pagePath}`;
}

/** `GET /web-api/remote-view/:appName/*` (document 001 §7): a view in the JSON render mode. */
export const getRemoteViewCall = defineCall({
  name: 'remoteView.get',
  method: 'GET',
  path: REMOTE_VIEW_PATH,
  query: RemoteViewQuery,
  response: RemoteViewData,
  retryable: true,
});

/** `POST /web-api/remote-view/:appName/*` with `{ components }` (document 001 §7). */
export const postRemoteViewCall = defineCall({
  name: 'remoteView.components',
  method: 'POST',
  path: REMOTE_VIEW_PATH,
  query: RemoteViewQuery,
  body: RemoteViewComponentsBody,
  response: RemoteViewData,
  retryable: true,
});
