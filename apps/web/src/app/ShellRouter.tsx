import { layoutMeta, linkLanguage, NOT_FOUND_ROUTE } from '@kickoff/guards-core';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyDictionaries, switchLanguage } from '../i18n/i18n';
import { LAYOUTS } from '../layouts/layouts';
import { RouteProgressBar } from '../layouts/parts/RouteProgressBar';
import { SeoHead } from '../layouts/parts/SeoHead';
import { DocumentPreferences } from '../layouts/parts/DocumentPreferences';
import { UpdateNotice } from '../layouts/parts/UpdateNotice';
import { RoutePage } from '../pages/RoutePage';
import { AreaSkeleton } from '../shell/ui/AreaStatus';
import { AfterHydration } from './after-hydration';
import { useService } from './di';
import { useFirstRenderPool } from './first-render';
import { LanguageProvider } from './language';
import { DictionaryStore } from '@kickoff/guards-core';
import { SportsCatalogService } from '@kickoff/catalog-core';
import { PageLocation, RouterShellHost, ShellNavigator } from '@kickoff/shell-core';

/**
 * The one route of react-router: every location goes through guards-core (route match, route
 * redirects, the guard chain) and is then redirected, restored, or shown in its route's layout
 * with its page (a 404 in the main layout).
 */
export const ShellRouter = observer(function ShellRouter() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useService(ShellNavigator);
  const host = useService(RouterShellHost);
  const reloader = useService(PageLocation);
  const dictionaries = useService(DictionaryStore);
  const catalog = useService(SportsCatalogService);
  const { i18n } = useTranslation();
  const url = `${location.pathname}${location.search}${location.hash}`;
  // issue 20: a hydrated page's URL was navigated to by the browser's start before it hydrated
  // (prepareRoute, main.tsx): going there again would show an equal page as a new one, a
  // synchronous render of the whole layout right after the hydration's commit
  const pool = useFirstRenderPool();
  const hydratedUrl = useRef(pool?.active ? url : null);

  useEffect(() => host.attach((path) => navigate(path)), [host, navigate]);

  useEffect(() => {
    if (hydratedUrl.current === url) {
      hydratedUrl.current = null;
      return;
    }
    hydratedUrl.current = null;
    let active = true;
    void navigator.go(url).then((action) => {
      if (!active) return;
      if (action.kind === 'redirect') {
        if (action.hard) reloader.assign(action.to);
        else navigate(action.to, { replace: true });
      } else if (action.kind === 'restore' && action.to !== null) {
        navigate(action.to, { replace: true });
      } else if (action.kind === 'show' && action.scrollToTop) {
        window.scrollTo(0, 0);
      }
    });
    return () => {
      active = false;
    };
  }, [url, navigator, navigate, reloader]);

  const shown = navigator.shown;
  const language = shown?.target.match.language ?? null;
  const dictionaryIds = shown?.target.match.route.dictionaryIds;
  useEffect(() => {
    if (!language) return;
    // issue 18: the feed's names follow the language at once (the catalogue reads its lists again).
    catalog.setLanguage(language);
    const entries = (dictionaryIds ?? []).map((id) => dictionaries.entries(language, id)).filter((entry) => entry !== undefined);
    void switchLanguage(i18n, language).then(() => applyDictionaries(i18n, language, entries));
  }, [language, dictionaryIds, dictionaries, i18n, catalog]);

  if (!shown) {
    return (
      <>
        <RouteProgressBar />
        <AreaSkeleton />
      </>
    );
  }
  const match = shown.notFound ? { ...shown.target.match, route: NOT_FOUND_ROUTE } : shown.target.match;
  const meta = layoutMeta(match);
  const Layout = LAYOUTS[meta.layout];
  return (
    <LanguageProvider language={linkLanguage(match.language, navigator.language)}>
      <RouteProgressBar />
      {/* issue 20: the server's page has its head from the API (seo.html.ts); the app's own head after hydration, not in #root */}
      <AfterHydration>
        <SeoHead />
      </AfterHydration>
      <DocumentPreferences />
      <UpdateNotice />
      <Layout meta={meta} match={match}>
        <RoutePage match={match} />
      </Layout>
    </LanguageProvider>
  );
});
