import { CasinoCatalogService, DefaultCasinoCatalogService } from '@kickoff/catalog-core';
import { PagePrinter, UserConfigStore } from '@kickoff/accounts-core';
import { guardsCoreModule } from '@kickoff/guards-core';
import { httpClientModule } from '@kickoff/http-client';
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
import { referralCoreModule } from '@kickoff/referral-core';
import { AreaLoader, IdleScheduler, remoteAreasModule, routeAreaLoaders } from '@kickoff/remote-areas-core';
import { AdBlockProbe, AuthStatusService, NotificationsService, ShellEnvironment, ShellHost, SiteConfigStore, shellCoreModule } from '@kickoff/shell-core';
import { Container, type ContainerModule } from 'inversify';
import { accountsCoreModule } from '@kickoff/accounts-core';
import { authCoreModule } from '@kickoff/auth-core';
import { catalogCoreModule } from '@kickoff/catalog-core';
import { couponCoreModule } from '@kickoff/coupon-core';
import { LimitsNotifier, LimitsSiteSettings, SessionTerminator, limitsCoreModule, limitsSiteSettingsFrom } from '@kickoff/limits-core';
import { webFeaturesModule } from './features/features.module';
import { APP_AREA_NAMES, APP_AREA_URLS } from './areas/registry';
import { AppAreaLoader, AppAreaUrls, ModuleImporter, RemoteContentLoader, browserImporter } from './shell/area-loaders';
import { BrowserShellHost } from './shell/browser-shell-host';
import { DomAdBlockProbe } from './shell/adapters/ad-block-probe';
import { BrowserIdleScheduler } from './shell/adapters/idle-scheduler';
import { ModalStore } from './shell/modal.store';
import { NavigationUserFlagsSource, NavigationWorldSource } from './shell/navigation-world';
import { PageReloader } from './shell/page-reloader';
import { ShellNavigator } from './shell/shell-navigator';

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

/**
 * The composition root: the one place where modules and browser adapters are wired. Feature
 * modules (coupon-core, catalog-core, ...) are loaded in `FEATURE_MODULES` below.
 */
export function createAppContainer(adapters: PlatformAdapters = browserAdapters()): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(adapters), httpClientModule({ baseUrl: '' }), shellCoreModule, guardsCoreModule, remoteAreasModule, referralCoreModule);

  // Shell ports.
  container.bind(ShellEnvironment).toConstantValue({ origin: window.location.origin, userAgent: window.navigator.userAgent });
  // The print-coupon page prints through this port (accounts-core), never through window in a view.
  container.bind(AdBlockProbe).toConstantValue(new DomAdBlockProbe(() => document));
  container.bind(PagePrinter).toConstantValue({ print: () => window.print() });
  container.bind(ModalStore).toSelf().inSingletonScope();
  container.bind(BrowserShellHost).toSelf().inSingletonScope();
  container.bind(ShellHost).toService(BrowserShellHost);
  container.bind(NavigationWorldSource).toSelf().inSingletonScope();
  container.bind(PageReloader).toSelf().inSingletonScope();
  container.bind(ShellNavigator).toSelf().inSingletonScope();

  // Areas: the app's own bundles by name, every other name is a remote view from the API.
  container.bind(AppAreaUrls).toConstantValue(APP_AREA_URLS);
  container.bind(ModuleImporter).toConstantValue(browserImporter);
  container.bind(AppAreaLoader).toSelf().inSingletonScope();
  container.bind(RemoteContentLoader).toSelf().inSingletonScope();
  container.bind(IdleScheduler).toConstantValue(new BrowserIdleScheduler());
  container
    .bind(AreaLoader)
    .toDynamicValue((context) => {
      const appAreas = context.get(AppAreaLoader);
      return routeAreaLoaders(Object.fromEntries(APP_AREA_NAMES.map((name) => [name, appAreas])), context.get(RemoteContentLoader));
    })
    .inSingletonScope();

  for (const module of FEATURE_MODULES) container.load(module);

  // Responsible gaming (limits-core) reads the site settings and reports through the shell.
  if (!container.isBound(LimitsSiteSettings)) {
    container
      .bind(LimitsSiteSettings)
      .toDynamicValue((context) => {
        const siteConfig = context.get(SiteConfigStore);
        return limitsSiteSettingsFrom(() => siteConfig.config);
      })
      .inSingletonScope();
  }
  if (!container.isBound(LimitsNotifier)) container.bind(LimitsNotifier).toService(NotificationsService);
  if (!container.isBound(SessionTerminator)) container.bind(SessionTerminator).toService(AuthStatusService);

  // The casino area's catalogue (catalog-core), unless a feature module bound it already.
  if (!container.isBound(CasinoCatalogService)) container.bind(CasinoCatalogService).to(DefaultCasinoCatalogService).inSingletonScope();
  // The guards' ban and identification facts come from the user configuration when accounts-core is loaded.
  if (container.isBound(UserConfigStore) && !container.isBound(NavigationUserFlagsSource)) {
    container
      .bind(NavigationUserFlagsSource)
      .toDynamicValue((context) => {
        const userConfig = context.get(UserConfigStore);
        return () => ({
          banLevel: userConfig.config?.ban_level ?? 0,
          banVersion: userConfig.config?.ban_version ?? 0,
          isIdentificationBonus: userConfig.config?.is_identification_bonus ?? false,
          isNeedIdentification: userConfig.config?.is_need_identification ?? false,
        });
      })
      .inSingletonScope();
  }
  return container;
}

/** Feature modules of the betting journey, the catalogue and the account side. */
const FEATURE_MODULES: readonly ContainerModule[] = [couponCoreModule, catalogCoreModule, accountsCoreModule, limitsCoreModule, authCoreModule, webFeaturesModule];
