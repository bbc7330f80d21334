// Layout stability as a phone player sees it: a fresh visit (cookie and age overlays shown) at
// 390x844 with a 4x slower CPU, recording every layout shift with the elements that moved and the
// largest contentful paint's element, so a regression names its cause.

const OBSERVER = () => {
  const describe = (node) => {
    if (!node || node.nodeType !== 1) return node?.nodeName ?? '?';
    const testId = node.getAttribute('data-testid');
    const classes = typeof node.className === 'string' ? node.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
    const own = `${node.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}${classes ? `.${classes}` : ''}`;
    const holder = testId ? null : node.parentElement?.closest('[data-testid]');
    return holder ? `${own} in [data-testid=${holder.getAttribute('data-testid')}]` : own;
  };
  window.__benchShifts = [];
  window.__benchLcp = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__benchShifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: entry.sources.map((source) => `${describe(source.node)} (y ${Math.round(source.previousRect.y)}->${Math.round(source.currentRect.y)}, h ${Math.round(source.previousRect.height)}->${Math.round(source.currentRect.height)})`) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) window.__benchLcp = { at: Math.round(last.startTime), element: describe(last.element), size: last.size };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** CLS (session windows: 1 s gap, 5 s cap) of the given shifts. */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let current = 0;
  let windowStart = -Infinity;
  let previous = -Infinity;
  for (const shift of shifts) {
    if (shift.at - previous > 1_000 || shift.at - windowStart > 5_000) {
      current = 0;
      windowStart = shift.at;
    }
    current += shift.value;
    previous = shift.at;
    worst = Math.max(worst, current);
  }
  return worst;
}

/** The phone Lighthouse's mobile preset emulates (screen and user agent), as a browser context's options. */
export const LIGHTHOUSE_PHONE = Object.freeze({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
});

/** Loads `url` as a first-time phone visitor; answers { cls, shifts (largest first), lcp }. */
export async function layoutShifts(browser, url, { settleMs = 4_000 } = {}) {
  // A phone as Lighthouse's mobile preset emulates it (screen and user agent), so both see the same layout.
  const context = await browser.newContext(LIGHTHOUSE_PHONE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(OBSERVER);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const { shifts, lcp } = await page.evaluate(() => ({ shifts: window.__benchShifts, lcp: window.__benchLcp }));
  await context.close();
  return { cls: cumulativeLayoutShift(shifts), shifts: [...shifts].sort((a, b) => b.value - a.value), lcp };
}
