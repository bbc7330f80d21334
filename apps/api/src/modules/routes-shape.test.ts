import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every `<domain>.routes.ts` of the API's modules. */
const ROUTE_FILES = readdirSync(__dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => readdirSync(join(__dirname, entry.name)).filter((name) => name.endsWith('.routes.ts')).map((name) => join(entry.name, name)));

/** What a route file must not do: run SQL (issue 12: routes translate HTTP, services decide). */
const SQL = [/\b(?:db|tx|client)\.(?:query|exec|transaction)\s*[<(]/, /\b(select|insert\s+into|update|delete\s+from)\b[^'"`]*\b(from|set|values|where)\b/i];

describe('the API route files translate HTTP only (issue 12)', () => {
  it('finds the route files', () => {
    expect(ROUTE_FILES.length).toBeGreaterThan(10);
  });

  it.each(ROUTE_FILES)('%s runs no SQL', (file) => {
    const source = readFileSync(join(__dirname, file), 'utf8');
    for (const pattern of SQL) expect(source, `${file} matches ${pattern}`).not.toMatch(pattern);
  });
});
