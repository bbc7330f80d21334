import { describe, expect, it } from 'vitest';
import { checkBundle, isComplete, placeholdersOf, pluralFamilies } from './check';

const english = {
  greeting: 'Hello, {{name}}',
  plain: 'Bet slip',
  markets: 'All {{count}} markets',
  markets_one: '{{count}} market',
  reason_other: 'Another reason',
};

describe('the i18n completeness check', () => {
  it('reads placeholder names, with spaces and formats', () => {
    expect(placeholdersOf('{{ b }} and {{a, number}} and {{a}}')).toEqual(['a', 'b']);
    expect(placeholdersOf('no placeholder')).toEqual([]);
  });

  it('finds plural families by their `_one` form, not by a key that merely ends in `_other`', () => {
    expect([...pluralFamilies(english)]).toEqual(['markets']);
  });

  it('passes a bundle with every key, the same placeholders and each plural category of its language', () => {
    const polish = { greeting: 'Cześć, {{name}}', plain: 'Kupon', markets: '{{count}} rynku', markets_one: '{{count}} rynek', markets_few: '{{count}} rynki', markets_many: '{{count}} rynków', reason_other: 'Inny powód' };
    const report = checkBundle(english, polish, ['one', 'few', 'many', 'other']);
    expect(report).toEqual({ keys: 7, missing: [], placeholders: [], plurals: [], extra: [] });
    expect(isComplete(report)).toBe(true);
  });

  it('reports a missing key', () => {
    const report = checkBundle(english, { greeting: 'Hallo, {{name}}', markets: 'Alle {{count}} Märkte', markets_one: '{{count}} Markt', reason_other: 'Anderer Grund' }, ['one', 'other']);
    expect(report.missing).toEqual(['plain']);
    expect(isComplete(report)).toBe(false);
  });

  it('reports a placeholder renamed or dropped', () => {
    const report = checkBundle(english, { greeting: 'Hallo, {{nom}}', plain: 'Wettschein', markets: 'Alle Märkte', markets_one: '{{count}} Markt', reason_other: 'Anderer Grund' }, ['one', 'other']);
    expect(report.placeholders).toEqual(['greeting', 'markets']);
  });

  it('reports each plural category of the language the bundle lacks (Polish few and many; Arabic six forms)', () => {
    const partial = { greeting: 'x {{name}}', plain: 'x', markets: '{{count}} x', markets_one: '{{count}} x', reason_other: 'x' };
    expect(checkBundle(english, partial, ['one', 'few', 'many', 'other']).plurals).toEqual(['markets_few', 'markets_many']);
    expect(checkBundle(english, partial, ['zero', 'one', 'two', 'few', 'many', 'other']).plurals).toEqual(['markets_zero', 'markets_two', 'markets_few', 'markets_many']);
    expect(checkBundle(english, { ...partial, markets_one: undefined as unknown as string }, ['other']).plurals).toEqual([]);
  });

  it('lets a form other than `other` leave the number out, but not add a placeholder', () => {
    const arabic = { greeting: 'x {{name}}', plain: 'x', markets: '{{count}} x', markets_zero: 'x', markets_one: 'x', markets_two: 'x', markets_few: '{{count}} x', markets_many: '{{count}} x {{name}}', reason_other: 'x' };
    expect(checkBundle(english, arabic, ['zero', 'one', 'two', 'few', 'many', 'other']).placeholders).toEqual(['markets_many']);
  });

  it('lists keys English does not have (not the plural forms of a family) without making the bundle incomplete', () => {
    const report = checkBundle(english, { greeting: '{{name}}', plain: 'x', markets: '{{count}}', markets_one: '{{count}}', markets_few: '{{count}}', reason_other: 'x', stray: 'x' }, ['one', 'other']);
    expect(report.extra).toEqual(['stray']);
    expect(isComplete(report)).toBe(true);
  });
});
