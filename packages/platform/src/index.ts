export { Clock, type TimerHandle } from './clock/clock.types';
export { SystemClock } from './clock/system-clock';
export { SimulatedClock } from './clock/simulated-clock';
export { LocalStore, SessionStore, MemoryKeyValueStore, WebStorageKeyValueStore, readJson, writeJson, type KeyValueStore } from './storage/key-value-store';
export { CookieJar, BrowserCookieJar, MemoryCookieJar, parseCookies, serializeCookie, type CookieOptions } from './cookies/cookie-jar';
export { Visibility, DocumentVisibility, ManualVisibility } from './visibility/visibility';
export { Activity, DomActivity, ManualActivity, Throttle, ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS } from './activity/activity';
export { Logger, ConsoleLogger, MemoryLogger, type LogContext, type LogEntry, type LogLevel } from './logger/logger';
export { platformModule, createTestPlatform, type PlatformAdapters, type TestPlatform } from './platform.module';
