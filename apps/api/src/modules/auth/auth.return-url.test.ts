import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './auth.return-url';

const ORIGIN = 'http://localhost:8080';

describe('safeReturnUrl keeps return URLs on the site origin', () => {
  it.each([
    ['/en/live?sport=1#top', '/en/live?sport=1#top'],
    ['http://localhost:8080/en/office/account', '/en/office/account'],
    ['https://evil.example/en', '/'],
    ['//evil.example/en', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['http://localhost:8081/en', '/'],
    ['en/live', '/'],
    ['', '/'],
    [undefined, '/'],
  ])('%s -> %s', (input, expected) => {
    expect(safeReturnUrl(input, ORIGIN)).toBe(expected);
  });
});
