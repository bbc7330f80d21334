import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Both from src/ (tests, dev) and from the bundled dist/main.js the app folder is one level up.
const here = dirname(fileURLToPath(import.meta.url));
const appRoot = existsSync(resolve(here, '../migrations')) ? resolve(here, '..') : resolve(here, '../..');

/** The API package folder. */
export const API_ROOT = appRoot;
/** The SQL migrations folder. */
export const MIGRATIONS_DIR = resolve(appRoot, 'migrations');
/** The built web app served on the same port. */
export const DEFAULT_WEB_DIST = resolve(appRoot, '../web/dist');
