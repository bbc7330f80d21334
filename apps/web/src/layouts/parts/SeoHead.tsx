import { connectSeoHead, SeoPageService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';
import { releaseServerHead, serverHeadServes } from '../../shell/adapters/server-head';

/**
 * The document head of the page on screen from its SEO page data (document 001 §3, §5): title,
 * description, robots, canonical (none when noindex), hreflang alternates and the page's metas.
 * React places these tags in the head. A hydrated page keeps the server's head tags while it shows
 * (issue 20: they are the same page's, drawing them again cost the phone hundreds of milliseconds);
 * the first other page removes them and draws its own.
 */
export const SeoHead = observer(function SeoHead() {
  const service = useService(SeoPageService);
  const language = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    void service.load(language, pathname);
  }, [service, language, pathname]);
  useEffect(() => () => service.dispose(), [service]);
  const kept = serverHeadServes(pathname);
  useLayoutEffect(() => {
    if (!kept) releaseServerHead();
  }, [kept]);
  if (kept) return null;
  const head = connectSeoHead(service);
  return (
    <>
      <title>{head.title}</title>
      {/* Always one description tag: a remote view's own head description updates this one (RemoteView). */}
      <meta name="description" content={head.description ?? ''} />
      {head.robots !== null ? <meta name="robots" content={head.robots} /> : null}
      {head.metas.map((meta) => (
        <meta key={meta.name} name={meta.name} content={meta.content} />
      ))}
      {head.canonical !== null ? <link rel="canonical" href={head.canonical} /> : null}
      {head.alternates.map((alternate) => (
        <link key={alternate.hreflang} rel="alternate" hrefLang={alternate.hreflang} href={alternate.href} />
      ))}
    </>
  );
});
