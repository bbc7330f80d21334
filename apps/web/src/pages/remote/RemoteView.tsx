import type { RemoteViewData } from '@kickoff/contracts';
import { Logger } from '@kickoff/platform';
import DOMPurify from 'dompurify';
import { useEffect, useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../app/di';
import { useLanguagePath } from '../../app/language';

/** Whether a URL belongs to the page's own origin (remote views may load scripts and styles only from it). */
export function isOwnOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** The view's HTML, sanitized: no scripts, handlers, frames or forms (ARCHITECTURE "Remote views"). */
export function sanitizeViewHtml(html: string): string {
  return DOMPurify.sanitize(html, { FORBID_TAGS: ['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'base', 'meta', 'link'], FORBID_ATTR: ['style'] });
}

function appendOnce(kind: 'script' | 'link', url: string): void {
  const absolute = new URL(url, window.location.origin).href;
  const selector = kind === 'script' ? `script[data-remote-src="${CSS.escape(absolute)}"]` : `link[data-remote-href="${CSS.escape(absolute)}"]`;
  if (document.head.querySelector(selector)) return;
  if (kind === 'script') {
    const script = document.createElement('script');
    script.src = absolute;
    script.async = true;
    script.dataset['remoteSrc'] = absolute;
    document.head.append(script);
  } else {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = absolute;
    link.dataset['remoteHref'] = absolute;
    document.head.append(link);
  }
}

/**
 * Shows a remote view (document 001 §3 "Remote view data"): its style, stylesheets and
 * scripts of the own origin only, and its sanitized body. `codeToEval` is never evaluated: the
 * Content-Security-Policy forbids `unsafe-eval`. Links to the site's own pages navigate in the app.
 * Its title and head description reach the document through the page's SEO data (the API gives a CMS
 * page without SEO data of its own the view's title and description; `SeoHead` draws them), so the
 * head has one owner and no write races the SEO title.
 */
export default function RemoteView({ view }: { view: RemoteViewData }) {
  const logger = useService(Logger);
  const navigate = useNavigate();
  const keepLanguage = useLanguagePath();
  const body = useMemo(() => sanitizeViewHtml(view.body), [view.body]);

  useEffect(() => {
    for (const url of view.cssToLoad) {
      if (isOwnOrigin(url)) appendOnce('link', url);
      else logger.warn('remote view stylesheet of another origin skipped', { appName: view.appName, url });
    }
    for (const url of view.scriptsToLoad) {
      if (isOwnOrigin(url)) appendOnce('script', url);
      else logger.warn('remote view script of another origin skipped', { appName: view.appName, url });
    }
    if (view.codeToEval.trim() !== '') logger.warn('remote view codeToEval ignored', { appName: view.appName });
  }, [view, logger]);

  function followLink(event: MouseEvent<HTMLDivElement>): void {
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || event.ctrlKey || event.metaKey || event.shiftKey || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(keepLanguage(href));
  }

  return (
    <article className="remote-view" data-testid="remote-view" data-app-name={view.appName}>
      {view.style ? <style>{view.style}</style> : null}
      {view.title ? <h1 className="remote-view__title">{view.title}</h1> : null}
      <div className="remote-view__body cms" onClick={followLink} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
