import {
  BrowserCookieJar,
  ConsoleLogger,
  DocumentVisibility,
  DomActivity,
  SystemClock,
  WebStorageKeyValueStore,
  platformModule,
  type PlatformAdapters,
} from '@kickoff/platform';
import { httpClientModule } from '@kickoff/http-client';
import { Container } from 'inversify';
import { SiteConfigStore } from './shell/site-config.store';

/** The browser adapters of the platform ports. */
export function browserAdapters(): PlatformAdapters {
  const clock = new SystemClock();
  const logger = new ConsoleLogger(import.meta.env.DEV ? 'debug' : 'warn');
  return {
    clock,
    logger,
    localStore: new WebStorageKeyValueStore(() => window.localStorage, logger, 'localStorage'),
    sessionStore: new WebStorageKeyValueStore(() => window.sessionStorage, logger, 'sessionStorage'),
    cookies: new BrowserCookieJar(() => document),
    visibility: new DocumentVisibility(() => document),
    activity: new DomActivity(() => window, clock),
  };
}

/** The composition root: the one place where modules and browser adapters are wired. */
export function createAppContainer(adapters: PlatformAdapters = browserAdapters()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(adapters), httpClientModule({ baseUrl: '' }));
  container.bind(SiteConfigStore).toSelf();
  return container;
}
