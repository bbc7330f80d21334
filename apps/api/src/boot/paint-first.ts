/**
 * A server-rendered page paints before any of the app's scripts is requested (issue 20).
 *
 * The build's `index.html` starts the entry module and preloads its ~50 static imports from the
 * head: a browser (and Lighthouse's simulation, which counts every request that finished before the
 * page's paint into the paint's cost) fetches them all before it draws the rows the server already
 * rendered. On a page whose `#root` the server rendered, the entry and its `modulepreload` links
 * leave the head and one small classic script at the end of the body (`PAINT_FIRST_SCRIPT`, from the
 * web build's public files, allowed by the CSP's `script-src 'self'`) requests them after the first
 * frame, in the same order. The loader is deferred, not `async`: an async script is one the browser
 * calls potentially render-blocking (Lighthouse's simulation then holds the first paint for its
 * download), and the parser's last task, with the page's first style and layout, no longer waits for
 * the stylesheets (issue 20: first contentful paint 1.2 -> 1.5-1.7 s simulated on /en/live). A client-rendered page (a route that is not public, no server bundle)
 * keeps the head as built: it has nothing to paint before the entry runs.
 */

/** The loader's path in the web build (apps/web/public/paint-first.js). */
export const PAINT_FIRST_SCRIPT = '/paint-first.js';

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"<>]+)"><\/script>\n?/;
const PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"<>]+)">\n?/g;

/**
 * The page with its entry and module preloads requested after the first paint; the page as it is
 * when its head has no entry module (nothing to move).
 */
export function withScriptsAfterPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const entry = ENTRY.exec(head);
  if (!entry?.[1]) return html;
  const preloads = [...head.matchAll(PRELOAD)].map((match) => match[1] ?? '').filter((href) => href !== '');
  const rest = head.replace(ENTRY, '').replace(PRELOAD, '');
  // attribute values are the build's own asset paths (no quote, no angle bracket by the patterns above)
  const loader = `<script defer src="${PAINT_FIRST_SCRIPT}" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}"></script>`;
  const body = html.slice(headEnd);
  const bodyEnd = body.lastIndexOf('</body>');
  if (bodyEnd < 0) return rest + body + loader;
  return `${rest}${body.slice(0, bodyEnd)}${loader}\n  ${body.slice(bodyEnd)}`;
}
