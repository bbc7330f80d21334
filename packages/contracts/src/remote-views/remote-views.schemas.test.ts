import { describe, expect, it } from 'vitest';
import { RemoteViewComponentsBody, RemoteViewData, buildRemoteViewPath, getRemoteViewCall, postRemoteViewCall } from './remote-views.schemas';

const view = {
  appName: 'information',
  title: 'About',
  codeToEval: '',
  scriptsToLoad: ['/static/info.js'],
  head: '<meta name="x">',
  body: '<p>About us</p>',
  style: 'p{color:red}',
  cssToLoad: ['/static/info.css'],
};

describe('remote view contract (document 001 §7 "Remote views")', () => {
  it('parses the JSON render mode fields of document 001 §3', () => {
    expect(RemoteViewData.parse(view)).toEqual(view);
    const { body: _body, ...withoutBody } = view;
    expect(RemoteViewData.safeParse(withoutBody).success).toBe(false);
  });

  it('appends the full path to the remote view URL, without the hash', () => {
    expect(buildRemoteViewPath('information', '/en/information/about?tab=1#top')).toBe('/web-api/remote-view/information/en/information/about?tab=1');
    expect(buildRemoteViewPath('header', 'en')).toBe('/web-api/remote-view/header/en');
    expect(() => buildRemoteViewPath('../x', '/en')).toThrow();
  });

  it('uses GET without components and POST with a non-empty components payload', () => {
    expect(getRemoteViewCall.method).toBe('GET');
    expect(postRemoteViewCall.method).toBe('POST');
    expect(postRemoteViewCall.path).toBe(getRemoteViewCall.path);
    expect(RemoteViewComponentsBody.safeParse({ components: [] }).success).toBe(false);
    expect(RemoteViewComponentsBody.safeParse({ components: [{ name: 'footer', props: { a: 1 } }] }).success).toBe(true);
  });
});
