import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DatabaseOptions } from './db/database';
import type { ApiSettings } from './context';
import { DEFAULT_WEB_DIST } from './paths';

/** Reads the settings and the database location from the environment. */
export function readSettings(env: NodeJS.ProcessEnv = process.env): { settings: ApiSettings; database: DatabaseOptions; dataDir: string } {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, got ${env['PORT']}`);
  const dataDir = resolve(env['DATA_DIR'] ?? '.data');
  const databaseUrl = env['DATABASE_URL'];
  // DATABASE_POOL_SIZE: connections per API process to PostgreSQL (default: twice the cores, at least 4).
  const poolSize = env['DATABASE_POOL_SIZE'] === undefined ? undefined : positiveInteger(env['DATABASE_POOL_SIZE'], 0) || undefined;
  const database: DatabaseOptions = databaseUrl
    ? { kind: 'postgres', connectionString: databaseUrl, ...(poolSize === undefined ? {} : { maxConnections: poolSize }) }
    : { kind: 'pglite', dataDir: join(dataDir, 'db') };
  const webDist = env['WEB_DIST'] === '' ? null : resolve(env['WEB_DIST'] ?? DEFAULT_WEB_DIST);
  // Loopback unless HOST says otherwise (issue 19): a development machine does not serve its network.
  const host = env['HOST'] ?? 'localhost';
  const publicOrigin = env['PUBLIC_ORIGIN'] ?? `http://localhost:${port}`;
  const secure = publicOrigin.startsWith('https:');
  return {
    dataDir,
    database,
    settings: {
      port,
      host,
      webDist,
      tokenSecret: env['TOKEN_SECRET'] ?? persistentSecret(dataDir),
      publicOrigin,
      // Secure cookies and HSTS whenever the public origin is https; SECURE_COOKIES=1 forces them.
      secureCookies: env['SECURE_COOKIES'] === '1' || (secure && env['SECURE_COOKIES'] !== '0'),
      hsts: secure,
      allowedOrigins: listOf(env['ALLOWED_ORIGINS']),
      // Forwarded headers are believed only from these proxies (addresses or CIDR ranges).
      trustedProxies: listOf(env['TRUSTED_PROXIES']),
      simulatorSpeed: Number(env['SIMULATOR_SPEED'] ?? 1) || 1,
      runJobs: env['RUN_JOBS'] !== '0',
      // Registrations per peer address and hour; a test harness that registers many players raises it.
      registrationLimit: { max: positiveInteger(env['REGISTRATIONS_PER_HOUR'], 20), windowSeconds: 3_600 },
      // The captcha's proof-of-work difficulty in zero bits (issue 19); CAPTCHA_POW_BITS=0 asks none.
      ...(env['CAPTCHA_POW_BITS'] !== undefined && /^\d+$/.test(env['CAPTCHA_POW_BITS']) ? { captchaPowBits: Math.min(Number(env['CAPTCHA_POW_BITS']), 32) } : {}),
      ...(env['PAYMENT_PROVIDER_SECRET'] ? { paymentProviderSecret: env['PAYMENT_PROVIDER_SECRET'] } : {}),
    },
  };
}

/** A positive whole number from the environment, else the fallback. */
function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** A comma-separated list from the environment, empty when unset. */
function listOf(value: string | undefined): string[] {
  return (value ?? '').split(',').map((item) => item.trim()).filter(Boolean);
}

/** A signing secret kept in the data folder, so sessions survive a restart. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
