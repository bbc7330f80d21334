import { describe, expect, it } from 'vitest';
import { BOOT_DATA_ELEMENT_ID, MemoryBootData, bootRecord, documentBootData, parseBootData } from './boot-data';

describe('boot data (issue 20)', () => {
  it('gives each part once', () => {
    const boot = new MemoryBootData({ config: { a: 1 } });
    expect(boot.has('config')).toBe(true);
    expect(boot.take('config')).toEqual({ a: 1 });
    expect(boot.has('config')).toBe(false);
    expect(boot.take('config')).toBeUndefined();
    expect(boot.take('dictionary:en')).toBeUndefined();
  });

  it('reads the parts of the page element and removes the element', () => {
    let removed = 0;
    const element = { textContent: '{"config":{"lang":"en"},"feed:menu:line":{"etag":"\\"line-3\\"","data":{"sports":[]}}}', remove: () => removed++ };
    const doc = { getElementById: (id: string) => (id === BOOT_DATA_ELEMENT_ID ? element : null) } as unknown as Document;
    const boot = documentBootData(doc);
    expect(boot.take('config')).toEqual({ lang: 'en' });
    expect(boot.take('feed:menu:line')).toEqual({ etag: '"line-3"', data: { sports: [] } });
    expect(removed).toBe(1);
  });

  it('is empty when the page has none or it is malformed', () => {
    const none = documentBootData({ getElementById: () => null } as unknown as Document);
    expect(none.has('config')).toBe(false);
    for (const text of ['', '{"config":', '[1,2]', 'null', '"text"']) expect(parseBootData(text).has('config')).toBe(false);
  });

  it('checks a part is a plain object', () => {
    expect(bootRecord({ a: 1 })).toEqual({ a: 1 });
    expect(bootRecord([1])).toBeUndefined();
    expect(bootRecord(null)).toBeUndefined();
    expect(bootRecord('x')).toBeUndefined();
  });
});
