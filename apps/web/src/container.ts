import { PagePrinter, PaymentIdSource, PaymentPage } from '@kickoff/accounts-core';
import { guardsCoreModule } from '@kickoff/guards-core';
import { CaptchaSolver, HttpClientEvents, httpClientModule } from '@kickoff/http-client';
import {
  BrowserCookieJar,
  CookieJar,
  Activity,
  BootData,
  Clock,
  ConsoleLogger,
  LocalStore,
  Logger,
  SessionStore,
  Visibility,
  DocumentVisibility,
  DomActivity,
  SystemClock,
  WebStorageKeyValueStore,
  nextTaskOf,
  platformModule,
  type PlatformAdapters,
} from '@kickoff/platform';
import { referralCoreModule, registrationReferralOf } from '@kickoff/referral-core';
import { AreaLoader, AreaPrefetch, IdleScheduler, remoteAreasModule, routeAreaLoaders } from '@kickoff/remote-areas-core';
import { AdBlockProbe, AreaWarmup, OverlayQueue, PageLocation, PreferencesService, ShellBuild, ShellController, ShellStartTasks, ShellEnvironment, ShellReminders, TermsConfirmationSignal, Viewport, shellCoreModule, shellNavigationModule } from '@kickoff/shell-core';
import { Container, type ContainerModule } from 'inversify';
import { accountsShellModule } from '@kickoff/accounts-core';
import { CaptchaPrompt, RegistrationReferralSource, authCoreModule } from '@kickoff/auth-core';
import { catalogShellModule } from '@kickoff/catalog-core';
import { CouponPicks, CouponPlacingLoader, couponPicksModule } from '@kickoff/coupon-core';
import { CouponPlacer } from '@kickoff/coupon-core/ids';
import { Limits, RealityCheck } from '@kickoff/limits-core/ids';
import { webFeaturesModule } from './features/features.module';
import { APP_AREA_NAMES, APP_AREA_URLS } from './areas/registry';
import { AppAreaLoader, AppAreaUrls, AreaContainer, ModuleImporter, RemoteContentLoader, browserImporter, lazyPartImporter } from './shell/area-loaders';
import lazyUrls from './features/lazy-urls';
import { AreaWarmupAfter } from './shell/adapters/area-warmup-after';
import { DomAdBlockProbe } from './shell/adapters/ad-block-probe';
import { BrowserIdleScheduler } from './shell/adapters/idle-scheduler';
import { BrowserPageLocation } from './shell/adapters/page-location';
import { MediaQueryViewport } from './shell/adapters/media-query-viewport';
import { PageBootData } from './shell/adapters/page-boot-data';
import { languageOfPath } from './i18n/languages';

/** The areas the main navigation leads to, warmed once the first page is shown (document 000 §9 prefetch). */
const PREFETCHED_AREAS: readonly string[] = ['betting', 'casino'].filter((name) => APP_AREA_NAMES.includes(name));

/** The timers that end the shell's start tasks in the browser (issue 20: `ShellStartTasks`). */
const START_TASKS_CLOCK = new SystemClock();

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
    // issue 20: the configuration, dictionary and first feed answers the served page carries (parsed on the first read)
    bootData: new PageBootData(document),
  };
}

/** Where the app runs: the page's origin and path, the browser's user agent (issue 20: the server renders with its own). */
export interface AppHost {
  origin: string;
  userAgent: string;
  maxTouchPoints: number;
  pathname(): string;
}

/** The browser window as the app's host. */
export function browserHost(): AppHost {
  return { origin: window.location.origin, userAgent: window.navigator.userAgent, maxTouchPoints: window.navigator.maxTouchPoints || 0, pathname: () => window.location.pathname };
}

/**
 * The composition root: the one place where modules and browser adapters are wired. Feature
 * modules (coupon-core, catalog-core, ...) are loaded in `FEATURE_MODULES` below.
 */
export function createAppContainer(adapters?: PlatformAdapters, host?: AppHost, options: AppContainerOptions = {}): Container {
  const platform = adapters ?? browserAdapters();
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(platformModule(platform));
  const shellHost = host ?? browserHost();
  const stages = [() => loadShellModules(container, shellHost), () => bindShell(container, shellHost, options.warmAreasAfter), () => bindFeatures(container)];
  // issue 20: the browser's start binds the rest in tasks of their own (the container's task was
  // ~110 ms at 4x CPU, most of it binding); tests and the server render bind it all at once
  const deferTo = options.deferTo ?? (adapters === undefined ? platform.clock : undefined);
  if (deferTo) deferStages(container, stages, deferTo);
  else for (const stage of stages) stage();
  return container;
}

/** Options of `createAppContainer`. */
export interface AppContainerOptions {
  /**
   * Bind all but the platform's ports in later tasks of this clock (issue 20), or at once when the
   * container is first asked for anything else; the browser's start does (its adapters not given).
   */
  deferTo?: Clock;
  /**
   * The main areas' warm-up waits for this (issue 20: the browser's start passes the page's
   * answering, so the areas' modules are not fetched and evaluated between the hydration's tasks).
   */
  warmAreasAfter?: Promise<void>;
}

/**
 * The ids the platform module binds: a container whose other bindings wait answers these without
 * binding the rest (each is a constant with no dependencies).
 */
const PLATFORM_IDS: ReadonlySet<unknown> = new Set<unknown>([Clock, LocalStore, SessionStore, CookieJar, Visibility, Activity, Logger, BootData]);

/**
 * Runs `stages` one per task of `clock`, and every stage still waiting at once when the container is
 * used for anything but a platform port or a new binding first: a read, a rebind, an unbind, a
 * module load (so the container never answers from part of its bindings). When the last stage has
 * run, the container's own methods are back.
 */
function deferStages(container: Container, stages: ReadonlyArray<() => void>, clock: Clock): void {
  let next = 0;
  // a stage's own calls go to the container's methods as they are
  let running = false;
  const runStage = () => {
    running = true;
    try {
      stages[next++]?.();
    } finally {
      running = false;
    }
  };
  const early = new Set(PLATFORM_IDS);
  const patched = new Set<string>();
  const runAll = () => {
    while (next < stages.length) runStage();
    for (const name of patched) Reflect.deleteProperty(container, name);
    patched.clear();
  };
  const methods = container as unknown as Record<string, (...args: unknown[]) => unknown>;
  const patch = (name: string, needsAll: (args: unknown[]) => boolean) => {
    const original = methods[name];
    if (typeof original !== 'function') return;
    patched.add(name);
    methods[name] = (...args: unknown[]) => {
      if (!running && next < stages.length && needsAll(args)) runAll();
      return original.apply(container, args);
    };
  };
  for (const name of ['get', 'getAsync', 'isBound', 'isCurrentBound']) patch(name, ([id]) => !early.has(id));
  for (const name of ['getAll', 'getAllAsync', 'rebind', 'rebindAsync', 'unbind', 'unbindAsync', 'unbindAll', 'unbindAllAsync', 'load', 'loadAsync', 'unload', 'unloadAsync', 'snapshot', 'restore', 'register']) patch(name, () => true);
  // a binding made meanwhile (the start's service worker) is an early one: no waiting stage binds it
  patch('bind', ([id]) => {
    early.add(id);
    return false;
  });
  const step = () => {
    if (next >= stages.length) return;
    runStage();
    if (next < stages.length) clock.setTimeout(step, 0);
    else runAll();
  };
  clock.setTimeout(step, 0);
}

/**
 * The shell's modules (issue 20: a stage of their own; with the shell's ports and the areas'
 * loaders they were one task of 90-120 ms at 4x CPU).
 */
function loadShellModules(container: Container, host: AppHost): void {
  // issue 20: axios's evaluation and the first call's sending are two tasks of the page's start
  const afterLoad = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  container.load(httpClientModule({ baseUrl: '', language: () => languageOfPath(host.pathname()), afterLoad }), shellCoreModule, guardsCoreModule, remoteAreasModule, referralCoreModule);
}

/** The shell's ports, the areas' loaders (after the shell's modules). */
function bindShell(container: Container, host: AppHost, warmAreasAfter?: Promise<void>): void {

  // Shell ports.
  container.bind(ShellEnvironment).toConstantValue({ origin: host.origin, userAgent: host.userAgent, maxTouchPoints: host.maxTouchPoints });
  container.bind(AdBlockProbe).toConstantValue(new DomAdBlockProbe(() => document));
  // The print-coupon page prints through this port (accounts-core), never through window in a view.
  container.bind(PagePrinter).toConstantValue({ print: () => window.print() });
  container.bind(PageLocation).toConstantValue(new BrowserPageLocation(() => window));
  // Payments (accounts-core): the deposit leaves for the provider's page; each payment intent gets a random client id.
  container.bind(PaymentPage).toDynamicValue((context) => context.get(PageLocation)).inSingletonScope();
  container.bind(PaymentIdSource).toConstantValue({ next: () => `pay${Array.from(window.crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('')}` });
  // The desktop or mobile layout follows the viewport width (shell-core's PlatformService).
  container.bind(Viewport).toConstantValue(new MediaQueryViewport(() => window));
  // issue 18: the player's global preferences (theme, time zone, 12/24 h, ...), applied by the layouts' DocumentPreferences.
  container.bind(PreferencesService).toSelf().inSingletonScope();
  container.bind(ShellBuild).toConstantValue({ runningVersion: import.meta.env.VITE_APP_VERSION ?? '', isProduction: !import.meta.env.DEV, prefetchedAreas: PREFETCHED_AREAS });
  // issue 20: in the browser the shell's services start over a few tasks of the first navigation,
  // not in one (the server renders its page in one pass); a task of the page's own timers, as the
  // start sequence's steps in main.tsx, whatever clock the app reads
  if (typeof document !== 'undefined') container.bind(ShellStartTasks).toConstantValue({ next: () => nextTaskOf(START_TASKS_CLOCK) });
  // A 451 with exception_code 1 from any call (http-client) takes the player to /confirm (shell-core).
  container.bind(TermsConfirmationSignal).toService(HttpClientEvents);
  // issue 14: a registration carries the referral cookies referral-core wrote (only with marketing consent or the site flag).
  container.bind(RegistrationReferralSource).toDynamicValue((context) => {
    const cookies = context.get(CookieJar);
    return { current: () => registrationReferralOf((name) => cookies.get(name)) };
  });

  // Areas: the app's own bundles by name, every other name is a remote view from the API.
  container.bind(AppAreaUrls).toConstantValue(APP_AREA_URLS);
  container.bind(ModuleImporter).toConstantValue(browserImporter);
  // issue 20: an area's own services (AreaModule.modules) join this one container when the area first loads.
  const loadedLater = new Set<ContainerModule>();
  let limitsJoined = false;
  let remindersJoined = false;
  let placerAttached = false;
  container.bind(AreaContainer).toConstantValue({
    loadModules: (modules) => {
      const fresh = modules.filter((module) => !loadedLater.has(module));
      for (const module of fresh) loadedLater.add(module);
      if (fresh.length === 0) return;
      container.load(...fresh);
      // issue 20: limits-core's services come with the first view that shows them (the signed-in
      // player's dialogs, the coupon's headroom, the casino game, the limits page); its dialogs
      // then join the shell's overlay queue, made at start.
      if (!limitsJoined && container.isBound(Limits)) {
        limitsJoined = true;
        container.get(OverlayQueue).joinLimits(container.get(Limits), container.get(RealityCheck));
      }
      // issue 20: shell-core's reminders (registration reminder, bonus popup, user question) come
      // once the page answers (their views' chunk); they join the shell controller, which starts them
      // with the shell's start as their time origin, and the overlay queue
      if (!remindersJoined && container.isBound(ShellReminders)) {
        remindersJoined = true;
        const reminders = container.get(ShellReminders);
        container.get(OverlayQueue).joinReminders(reminders);
        container.get(ShellController).joinReminders(reminders);
      }
      // issue 20: once the coupon's placing is loaded (the first pick, the coupon panel, My bets) its
      // placer decides the odds buttons' presses
      if (!placerAttached && container.isBound(CouponPlacer)) {
        placerAttached = true;
        container.get(CouponPicks).attach(container.get(CouponPlacer));
      }
    },
  });
  // issue 20: the coupon's pricing, validation and placing load on the first pick (coupon-core's picks ask)
  // (under a new URL after a failure, so the player's next press loads it again)
  const importPlacing = lazyPartImporter(lazyUrls['coupon-placing'], browserImporter, () => import('./features/coupon/coupon-placing'));
  container.bind(CouponPlacingLoader).toConstantValue({
    load: async () => {
      const { couponPlacingModule } = await importPlacing();
      container.get(AreaContainer).loadModules([couponPlacingModule]);
      return container.get(CouponPlacer);
    },
  });
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
  if (warmAreasAfter) container.bind(AreaWarmup).toDynamicValue((context) => new AreaWarmupAfter(context.get(AreaPrefetch), warmAreasAfter)).inSingletonScope();
  else container.bind(AreaWarmup).toService(AreaPrefetch);
}

/** The feature modules, then the navigation that looks at what they bound. */
function bindFeatures(container: Container): void {
  for (const module of FEATURE_MODULES) container.load(module);
  // auth-core's captcha prompt answers the HTTP client's captcha challenges (document 001 §5).
  container.bind(CaptchaSolver).toService(CaptchaPrompt);
  // Last: the navigation interpreter and the cross-core wiring (limits-core's ports, the guards' ban
  // flags from the user configuration) look at what the feature modules bound (shell-core).
  container.load(shellNavigationModule);
}

/**
 * Feature modules of the betting journey, the catalogue and the account side, as every page needs
 * them; the services of the casino and of the account and responsible-gaming pages come with their
 * areas (`AreaModule.modules`: catalog-core's `catalogCasinoModule`, `catalogSportsPagesModule` and
 * `catalogTotoModule`, accounts-core's `accountsPagesModule`, limits-core's `limitsShellModule` and
 * `limitsPageModule`) and the views that show them (`useFeatureModules`: auth-core's sign-in flows,
 * coupon-core's placing (`couponPlacingModule`, also on the first pick: `CouponPlacingLoader`),
 * cash-out and promo store, limits-core's `limitsShellModule` with a signed-in
 * player's responsible-gaming dialogs and the coupon's headroom).
 */
const FEATURE_MODULES: readonly ContainerModule[] = [couponPicksModule, catalogShellModule, accountsShellModule, authCoreModule, webFeaturesModule];
