import { describe, expect, it } from 'vitest';
import { areaStylesheets } from '../../vite.config';

/** Runs an area chunk's start as the browser would, the chunk's URL being `chunkUrl`. */
async function runStart(files: readonly string[], chunkUrl: string): Promise<void> {
  const code = areaStylesheets(files).replaceAll('import.meta.url', JSON.stringify(chunkUrl));
  const start = new Function(`return (async () => { ${code} })();`) as () => Promise<void>;
  const done = start();
  // a stylesheet it links comes (happy-dom loads none)
  for (const link of document.head.querySelectorAll('link[rel="stylesheet"]')) link.dispatchEvent(new Event('load'));
  await done;
}

const stylesheets = () => [...document.head.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

describe("an area chunk's stylesheets (issue 20)", () => {
  it("are not linked again when the served page's head links them by path: a second link restyled the whole page", async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/area-betting-Smcdmnvz.css">';
    await runStart(['assets/area-betting-Smcdmnvz.css'], `${window.location.origin}/assets/area-betting-C4tEH7SU.js`);
    expect(stylesheets()).toEqual(['/assets/area-betting-Smcdmnvz.css']);
  });

  it('are linked when the page has none of them, each once', async () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/area-betting-Smcdmnvz.css">';
    await runStart(['assets/area-betting-Smcdmnvz.css', 'assets/statistics-vbm-ciP5.css'], `${window.location.origin}/assets/area-betting-C4tEH7SU.js`);
    expect(stylesheets()).toEqual(['/assets/area-betting-Smcdmnvz.css', `${window.location.origin}/assets/statistics-vbm-ciP5.css`]);
    await runStart(['assets/statistics-vbm-ciP5.css'], `${window.location.origin}/assets/area-statistics-DdpnclpA.js`);
    expect(stylesheets()).toHaveLength(2);
  });
});
