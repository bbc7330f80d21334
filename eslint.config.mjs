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
);
