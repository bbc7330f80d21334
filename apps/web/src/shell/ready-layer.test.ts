import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const styles = readFileSync(join(process.cwd(), 'src', 'styles.css'), 'utf8');

/** Every rule of the stylesheet whose selector names `#root[data-ready]`, with its declarations. */
function readyRules(): { selector: string; body: string }[] {
  const rules: { selector: string; body: string }[] = [];
  const text = styles.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1]!.trim();
    if (/#root\b[^,]*data-ready/.test(selector)) rules.push({ selector, body: match[2]!.trim() });
  }
  return rules;
}

/** Inherited properties: a change of one on #root restyles each element of the page below it. */
const INHERITED = ['pointer-events', 'visibility', 'cursor', 'color', 'font', 'user-select', 'touch-action', 'direction', 'line-height'];

describe("a served page's taps before the app is ready (issue 20)", () => {
  it('are taken by a clear layer over the screen, #root::before, until #root[data-ready]', () => {
    const rules = readyRules();
    expect(rules).toHaveLength(1);
    expect(rules[0]!.selector).toBe('#root[data-ssr]:not([data-ready])::before');
    expect(rules[0]!.body).toMatch(/content:\s*''/);
    expect(rules[0]!.body).toMatch(/position:\s*fixed/);
    expect(rules[0]!.body).toMatch(/inset:\s*0/);
  });

  it('and the ready mark changes no style of #root itself, so the page is not restyled when it is set', () => {
    for (const { selector, body } of readyRules()) {
      // only a pseudo-element of #root changes: not #root, so no element below it inherits a change
      expect(selector).toMatch(/::(before|after)$/);
      for (const property of INHERITED) expect(body).not.toMatch(new RegExp(`(^|[;\\s])${property}\\s*:`));
    }
  });
});
