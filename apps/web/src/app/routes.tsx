import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, createBrowserRouter, useLocation, useParams, type RouteObject } from 'react-router-dom';
import { LocalStore } from '@kickoff/platform';
import { switchLanguage } from '../i18n/i18n';
import { MainLayout } from '../layouts/MainLayout';
import { HomePage } from '../pages/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { STORED_LANGUAGE_KEY, languageOf, preferredLanguage } from '../shell/language';
import { SiteConfigStore } from '../shell/site-config.store';
import { useService } from './di';

/** A URL without a language prefix goes to the stored language's prefix (document 000 §2). */
const LanguageRedirect = observer(function LanguageRedirect() {
  const location = useLocation();
  const store = useService(LocalStore);
  const siteConfig = useService(SiteConfigStore);
  useEffect(() => {
    // The offered languages come with the configuration; ask in the stored language, else English.
    if (siteConfig.status === 'idle') void siteConfig.load(languageOf(`/${store.get(STORED_LANGUAGE_KEY) ?? ''}`) ?? 'en');
  }, [siteConfig, store]);
  if (!siteConfig.config && siteConfig.status !== 'failed') return null;
  const available = siteConfig.config?.languages.map((language) => language.code) ?? ['en'];
  const language = preferredLanguage(store.get(STORED_LANGUAGE_KEY), available, siteConfig.config?.defaultLanguage ?? 'en');
  return <Navigate replace to={`/${language}${location.pathname === '/' ? '/' : location.pathname}${location.search}${location.hash}`} />;
});

/** Applies the URL's language: dictionary, stored choice, configuration. */
function LanguageScope() {
  const { lng = 'en' } = useParams();
  const { i18n } = useTranslation();
  const store = useService(LocalStore);
  const siteConfig = useService(SiteConfigStore);
  useEffect(() => {
    store.set(STORED_LANGUAGE_KEY, lng);
    void switchLanguage(i18n, lng);
    void siteConfig.load(lng);
  }, [lng, i18n, store, siteConfig]);
  return <Outlet />;
}

/** Routes the language prefix or, for paths without one, redirects to it. */
function PrefixGate() {
  const location = useLocation();
  return languageOf(location.pathname) ? <LanguageScope /> : <LanguageRedirect />;
}

/** The route tree. */
export const routes: RouteObject[] = [
  {
    element: <PrefixGate />,
    children: [
      {
        path: '/:lng',
        element: <MainLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: '*', element: null },
    ],
  },
];

/** The browser router over the route tree. */
export function createRouter() {
  return createBrowserRouter(routes);
}
