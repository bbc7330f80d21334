// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * The core boundary (ARCHITECTURE.md, "Dependency rules"): a core package never touches a global.
 * Time comes from Clock, storage from KeyValueStore, cookies from CookieJar, the network from an
 * API interface in contracts. Exported so the boundary test can assert it fires.
 */
export const coreBoundary = {
  files: ['packages/*-core/src/**/*.ts'],
  ignores: ['packages/*-core/src/**/*.test.ts', 'packages/*-core/src/**/*.bench.ts', 'packages/*-core/src/**/testing/**'],
  rules: {
    'no-restricted-globals': [
      'error',
      ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'fetch', 'localStorage', 'sessionStorage', 'document', 'window', 'navigator', 'location', 'XMLHttpRequest'].map(
        (name) => ({ name, message: `core packages take ${name} from a platform port (Clock, KeyValueStore, CookieJar) or an API interface` }),
      ),
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: 'use Clock.now()' },
      { object: 'globalThis', message: 'core packages never read globals' },
      { object: 'performance', property: 'now', message: 'use Clock.now()' },
    ],
    'no-restricted-syntax': [
      'error',
      { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'new Date() reads the wall clock: use new Date(clock.now())' },
      { selector: 'ExportAllDeclaration', message: 'index.ts is written by hand: named exports only' },
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: ['axios', 'react', 'react-dom', 'i18next', 'react-i18next', 'mobx-react-lite'].map((name) => ({
          name,
          message: 'core packages stay framework- and transport-agnostic',
        })),
        patterns: [{ group: ['axios/*', 'react/*', 'react-dom/*', 'i18next/*'], message: 'core packages stay framework- and transport-agnostic' }],
      },
    ],
  },
};

/** The globals the app may reach only through the platform adapters and the composition root. */
const APP_FORBIDDEN_GLOBALS = ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'fetch', 'localStorage', 'sessionStorage'];

/**
 * The app boundary (issue 12, ARCHITECTURE.md "Dependency rules"): the cores decide, the app binds.
 * Outside the composition root (`src/container.ts`, the server's `src/entry-server.tsx`) and the
 * browser and server adapters (`src/shell/adapters/`, `src/server/`),
 * `apps/web/src` uses no timer, wall clock, storage or network global, and imports no API client
 * (`@kickoff/http-client`) and no API interface of the contracts (`*Api`): views reach the API
 * through the cores' services only. Exported so the boundary test can assert it fires.
 */
export const appBoundary = {
  files: ['apps/web/src/**/*.ts', 'apps/web/src/**/*.tsx'],
  ignores: [
    'apps/web/src/container.ts',
    'apps/web/src/shell/adapters/**',
    // issue 20: the server render's composition root and its server adapters
    'apps/web/src/entry-server.tsx',
    'apps/web/src/server/**',
    'apps/web/src/**/*.test.ts',
    'apps/web/src/**/*.test.tsx',
  ],
  rules: {
    'no-restricted-globals': [
      'error',
      ...APP_FORBIDDEN_GLOBALS.map((name) => ({ name, message: `the app takes ${name} from a core service on the Clock or a platform port, never from the global` })),
    ],
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: 'use Clock.now() in a core service' },
      ...['window', 'globalThis', 'self'].flatMap((object) =>
        APP_FORBIDDEN_GLOBALS.map((property) => ({ object, property, message: `the app takes ${property} from a core service or a platform port, never from ${object}` })),
      ),
    ],
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: '@kickoff/http-client', message: 'only the composition root (src/container.ts) wires the API clients' }],
        patterns: [
          { group: ['@kickoff/http-client/*'], message: 'only the composition root (src/container.ts) wires the API clients' },
          { group: ['@kickoff/contracts'], importNamePattern: 'Api$', message: 'views reach the API through a core service, never through an API interface' },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.turbo/**', '**/node_modules/**', '**/.data/**', '.tools/**', '**/test-results/**', '**/playwright-report/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'index.ts is written by hand: named exports only' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', 'scripts/**', '**/*.config.*'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', fetch: 'readonly' } },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts', '**/e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  coreBoundary,
  appBoundary,
);
