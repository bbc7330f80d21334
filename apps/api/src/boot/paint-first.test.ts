import { describe, expect, it } from 'vitest';
import { withScriptsAfterPaint } from './paint-first';

const built = `<!doctype html>
<html lang="en">
  <head>
    <title>Kickoff</title>
    <script type="module" crossorigin src="/assets/index-abc12345.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-def67890.js">
    <link rel="modulepreload" crossorigin href="/assets/mobx-0a1b2c3d.js">
  </head>
  <body>
    <div id="root" data-ssr="x"><main>rows</main></div>
  </body>
</html>
`;

describe('the served page requests its scripts after the first paint (issue 20)', () => {
  it('moves the entry and its preloads, in order, to one loader at the end of the body', () => {
    const html = withScriptsAfterPaint(built);
    const head = html.slice(0, html.indexOf('</head>'));
    expect([head.includes('type="module"'), head.includes('modulepreload')]).toEqual([false, false]);
    expect(html).toContain('data-entry="/assets/index-abc12345.js" data-preload="/assets/react-def67890.js /assets/mobx-0a1b2c3d.js"></script>\n  </body>');
  });

  it('defers the loader, never async: an async script is potentially render-blocking and the page\'s first layout would not wait for its stylesheets', () => {
    const html = withScriptsAfterPaint(built);
    expect(html).toMatch(/<script defer src="\/paint-first\.js" data-entry=/);
    expect(html).not.toContain('async');
  });

  it('leaves a page without an entry module as it is', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(withScriptsAfterPaint(page)).toBe(page);
  });
});
