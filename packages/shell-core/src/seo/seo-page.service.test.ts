import type { SeoApi, SeoPageResponse } from '@kickoff/contracts';
import { SeoApi as SeoApiId } from '@kickoff/contracts';
import { isObservable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { SeoPageService } from './seo-page.service';
import { connectSeoBlock, connectSeoHead } from './seo.connect';

const aPage = (title: string, overrides: Partial<SeoPageResponse> = {}): SeoPageResponse => ({
  page: { title, description: `${title} description`, metaRobots: 'index, follow', hierarchyMetaRobots: null, metas: [], customCanonical: null },
  canonical: `https://kickoff.test/en/${title}`,
  alternates: [
    { hreflang: { lang: 'en', href: `https://kickoff.test/en/${title}` }, mediaType: null, urlPath: `/en/${title}`, targetDomainHost: 'kickoff.test' },
    { hreflang: { lang: 'x-default', href: `https://kickoff.test/en/${title}` }, mediaType: null, urlPath: `/en/${title}`, targetDomainHost: 'kickoff.test' },
  ],
  content: { style: 'text', content: 'First paragraph.\n\n  Second paragraph.  \n\n\n' },
  ...overrides,
});

/** An in-memory SEO API whose answers the test releases one by one. */
class ControlledSeoApi implements SeoApi {
  readonly calls: Array<{ lang: string; path: string; resolve: (page: SeoPageResponse) => void; reject: (error: Error) => void; signal: AbortSignal | undefined }> = [];
  getPageData(lang: string, path: string, signal?: AbortSignal): Promise<SeoPageResponse> {
    return new Promise((resolve, reject) => this.calls.push({ lang, path, resolve, reject, signal }));
  }
}

function setUp() {
  const bed = createShellTestBed();
  const api = new ControlledSeoApi();
  bed.container.bind(SeoApiId).toConstantValue(api);
  return { api, service: bed.container.get(SeoPageService) };
}

describe('SeoPageService and its view models (document 001 §3, §5)', () => {
  it('shows the site title until the data comes, then the page’s head and SEO block', async () => {
    const { api, service } = setUp();
    expect(connectSeoHead(service)).toEqual({ title: 'Kickoff', description: null, robots: null, canonical: null, alternates: [], metas: [] });
    void service.load('en', '/en/live');
    expect(api.calls.map((call) => [call.lang, call.path])).toEqual([['en', '/en/live']]);
    api.calls[0]!.resolve(aPage('live'));
    await flushPromises();
    expect(connectSeoHead(service)).toEqual({
      title: 'live',
      description: 'live description',
      robots: 'index, follow',
      canonical: 'https://kickoff.test/en/live',
      alternates: [
        { hreflang: 'en', href: 'https://kickoff.test/en/live' },
        { hreflang: 'x-default', href: 'https://kickoff.test/en/live' },
      ],
      metas: [],
    });
    expect(connectSeoBlock(service, true)).toEqual({ visible: true, style: 'text', paragraphs: ['First paragraph.', 'Second paragraph.'] });
    expect(connectSeoBlock(service, false).visible).toBe(false);
  });

  it('a noindex page has no canonical in the head', async () => {
    const { api, service } = setUp();
    void service.load('en', '/en/office/history');
    api.calls[0]!.resolve(aPage('history', { canonical: null, alternates: [], content: null }));
    await flushPromises();
    expect(connectSeoHead(service).canonical).toBeNull();
    expect(connectSeoBlock(service, true)).toEqual({ visible: false, style: 'text', paragraphs: [] });
  });

  it('does not ask again for the page on screen, aborts an earlier load for a newer page, and drops data of a page that failed', async () => {
    const { api, service } = setUp();
    void service.load('en', '/en/live');
    void service.load('en', '/en/live');
    expect(api.calls).toHaveLength(1);
    void service.load('en', '/en/line');
    expect(api.calls[0]!.signal?.aborted).toBe(true);
    api.calls[0]!.resolve(aPage('live'));
    api.calls[1]!.resolve(aPage('line'));
    await flushPromises();
    expect(connectSeoHead(service).title).toBe('line');
    void service.load('de', '/de/line');
    api.calls[2]!.reject(new Error('network'));
    await flushPromises();
    expect(connectSeoHead(service).title).toBe('Kickoff');
    service.dispose();
  });

  it('keeps the answer as it came, replaced whole by the next (issue 20: no deep observable copy of it)', async () => {
    const { api, service } = setUp();
    void service.load('en', '/en/live');
    const answer = aPage('live');
    api.calls[0]!.resolve(answer);
    await flushPromises();
    expect(service.data).toBe(answer);
    expect(isObservable(service.data?.alternates)).toBe(false);
  });
});
