import { ContainerModule } from 'inversify';
import { Activity, ManualActivity } from './activity/activity';
import { BootData, MemoryBootData } from './boot/boot-data';
import { Clock } from './clock/clock.types';
import { SimulatedClock } from './clock/simulated-clock';
import { CookieJar, MemoryCookieJar } from './cookies/cookie-jar';
import { Logger, MemoryLogger } from './logger/logger';
import { LocalStore, MemoryKeyValueStore, SessionStore, type KeyValueStore } from './storage/key-value-store';
import { ManualVisibility, Visibility } from './visibility/visibility';

/** The adapters a container runs with: browser ones in the app, memory ones in tests. */
export interface PlatformAdapters {
  clock: Clock;
  localStore: KeyValueStore;
  sessionStore: KeyValueStore;
  cookies: CookieJar;
  visibility: Visibility;
  activity: Activity;
  logger: Logger;
  /** The page's boot data (issue 20); none when absent. */
  bootData?: BootData;
}

/** Binds every platform port to the given adapters. */
export function platformModule(adapters: PlatformAdapters): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(Clock).toConstantValue(adapters.clock);
    bind(LocalStore).toConstantValue(adapters.localStore);
    bind(SessionStore).toConstantValue(adapters.sessionStore);
    bind(CookieJar).toConstantValue(adapters.cookies);
    bind(Visibility).toConstantValue(adapters.visibility);
    bind(Activity).toConstantValue(adapters.activity);
    bind(Logger).toConstantValue(adapters.logger);
    bind(BootData).toConstantValue(adapters.bootData ?? new MemoryBootData());
  });
}

/** Memory adapters on a `SimulatedClock`, typed concretely so tests can drive them. */
export interface TestPlatform {
  clock: SimulatedClock;
  localStore: MemoryKeyValueStore;
  sessionStore: MemoryKeyValueStore;
  cookies: MemoryCookieJar;
  visibility: ManualVisibility;
  activity: ManualActivity;
  logger: MemoryLogger;
  /** Empty unless the test gives the parts the page would carry. */
  bootData: MemoryBootData;
}

/** Fresh memory adapters for one test (clock starts at `startMs`, default 2026-01-01T00:00:00Z). */
export function createTestPlatform(startMs?: number): TestPlatform {
  const clock = new SimulatedClock(startMs);
  return {
    clock,
    localStore: new MemoryKeyValueStore(),
    sessionStore: new MemoryKeyValueStore(),
    cookies: new MemoryCookieJar(clock),
    visibility: new ManualVisibility(true),
    activity: new ManualActivity(clock),
    logger: new MemoryLogger(),
    bootData: new MemoryBootData(),
  };
}
