import { connectSeoHead, SeoPageService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguage } from '../../app/language';

/**
 * The document head of the page on screen from its SEO page data (document 001 §3, §5): title,
 * description, robots, canonical (none when noindex), hreflang alternates and the page's metas.
 * React places these tags in the head; the server's own are removed when the app starts.
 */
export const SeoHead = observer(function SeoHead() {
  const service = useService(SeoPageService);
  const language = useLanguage();
  const { pathname } = useLocation();
  useEffect(() => {
    void service.load(language, pathname);
  }, [service, language, pathname]);
  useEffect(() => () => service.dispose(), [service]);
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
