import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sameOriginPath } from './auth.rules';

const ORIGIN = 'https://kickoff.test';

describe('return URL property', () => {
  it('whatever the return URL, the result is null or a path that stays on the origin', () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc.webPath(),
      fc.webPath().map((path) => `${ORIGIN}/${path}`),
      fc.constantFrom(`${ORIGIN}//evil.test`, '//evil.test', '/\\evil.test', '\\\\evil.test', 'https:evil.test', 'javascript:alert(1)', '/%2F%2Fevil.test'),
    );
    fc.assert(
      fc.property(candidates, (returnUrl) => {
        const path = sameOriginPath(returnUrl, ORIGIN);
        if (path === null) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      }),
    );
  });
});
