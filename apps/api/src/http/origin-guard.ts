import type { FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from './security';

/** Methods that never change state: a foreign page may read nothing through them (CORS is off). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The refusal a cross-site state change gets: 403 with a code, before any handler runs. */
export const FOREIGN_ORIGIN_BODY = { code: 'foreign_origin', messageKey: 'main_forbidden', message: 'the request comes from another site' } as const;

/** The origin (scheme://host[:port]) of a URL, or null when it is not one. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

/**
 * Cross-site request forgery guard (issue 19; ARCHITECTURE.md "Security decisions"): a
 * state-changing API call is refused when the browser says it comes from another site. The
 * browser's `Origin` must be one of the site's own origins (the public origin, the configured
 * extra origins, or the host the request was sent to); without `Origin`, `Sec-Fetch-Site` must
 * not say `cross-site`. Calls without either header (other servers, scripts) pass: they carry no
 * victim's cookies. This covers login CSRF too: a foreign form that posts a sign-in is refused.
 */
export function createOriginGuard(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin)).filter((origin): origin is string => origin !== null));
  return async function originGuard(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (SAFE_METHODS.has(request.method)) return;
    const path = request.url.split('?')[0] ?? '/';
    if (!isApiPath(path)) return;
    const origin = request.headers.origin;
    if (typeof origin === 'string') {
      const own = `${request.protocol}://${request.headers.host ?? ''}`;
      if (origin === own || allowed.has(origin)) return;
      await reply.status(403).send(FOREIGN_ORIGIN_BODY);
      return;
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') await reply.status(403).send(FOREIGN_ORIGIN_BODY);
  };
}
