import { BOOT_DATA_ELEMENT_ID } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { PageBootData } from './page-boot-data';

/** A document with the boot data element's text, counting its reads. */
function pageWith(text: string) {
  let reads = 0;
  let element: { textContent: string; remove(): void } | null = { textContent: text, remove: () => (element = null) };
  const doc = {
    getElementById: (id: string) => {
      reads += 1;
      return id === BOOT_DATA_ELEMENT_ID ? (element as unknown as HTMLElement | null) : null;
    },
  };
  return { doc, reads: () => reads, present: () => element !== null };
}

describe('the page boot data (issue 20)', () => {
  it('reads the element on the first read only, and gives each part once', () => {
    const page = pageWith('{"config":{"a":1},"dictionary:en":{"k":"v"}}');
    const boot = new PageBootData(page.doc);
    expect(page.reads()).toBe(0);
    expect(page.present()).toBe(true);
    expect(boot.has('config')).toBe(true);
    expect(page.reads()).toBe(1);
    expect(page.present()).toBe(false);
    expect(boot.take('config')).toEqual({ a: 1 });
    expect(boot.take('config')).toBeUndefined();
    expect(boot.has('dictionary:en')).toBe(true);
    expect(page.reads()).toBe(1);
  });

  it('has no parts when the element holds malformed JSON', () => {
    const boot = new PageBootData(pageWith('{"config":').doc);
    expect(boot.has('config')).toBe(false);
    expect(boot.take('config')).toBeUndefined();
  });
});
