import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}:${message.line}`);
}

const sample = [
  "import axios from 'axios';", // 1
  "import { useState } from 'react';", // 2
  "import i18next from 'i18next';", // 3
  'export const a = Date.now();', // 4
  'export const b = new Date();', // 5
  'export const c = new Date(0);', // 6
  'setTimeout(() => {}, 1);', // 7
  'setInterval(() => {}, 1);', // 8
  "void fetch('/x');", // 9
  "localStorage.setItem('a', '1');", // 10
  "sessionStorage.setItem('a', '1');", // 11
  'export const d = document.title;', // 12
  'export const e = window.innerWidth;', // 13
  'export { axios, useState, i18next };', // 14
].join('\n');

// Loading the flat config with typescript-eslint takes seconds on a busy two-core machine.
const LOAD_TIMEOUT_MS = 120_000;

describe('the core boundary lint rule', { timeout: LOAD_TIMEOUT_MS }, () => {
  beforeAll(async () => {
    await eslint.calculateConfigForFile('packages/coupon-core/src/sample.ts');
  }, LOAD_TIMEOUT_MS);

  it('fires on every forbidden global and import in a core source file', async () => {
    const ids = await ruleIds(sample, 'packages/coupon-core/src/sample.ts');
    expect(ids).toEqual([
      'no-restricted-imports:1',
      'no-restricted-imports:2',
      'no-restricted-imports:3',
      'no-restricted-properties:4',
      'no-restricted-syntax:5',
      'no-restricted-globals:7',
      'no-restricted-globals:8',
      'no-restricted-globals:9',
      'no-restricted-globals:10',
      'no-restricted-globals:11',
      'no-restricted-globals:12',
      'no-restricted-globals:13',
    ]);
  });

  it('leaves tests in core packages and the platform adapters alone', async () => {
    expect(await ruleIds(sample, 'packages/coupon-core/src/sample.test.ts')).toEqual([]);
    expect(await ruleIds(sample, 'packages/platform/src/sample.ts')).toEqual([]);
  });

  it('refuses export * in any package', async () => {
    expect(await ruleIds("export * from './x';", 'packages/platform/src/index.ts')).toEqual(['no-restricted-syntax:1']);
  });

  it('holds the app too: no timer, clock, storage or network global, no API client or interface', async () => {
    const app = [
      "import { createHttpApis } from '@kickoff/http-client';", // 1
      "import { UserApi, type TermsItem } from '@kickoff/contracts';", // 2
      'export const a = Date.now();', // 3
      'setTimeout(() => {}, 1);', // 4
      'window.setInterval(() => {}, 1);', // 5
      "void fetch('/x');", // 6
      "localStorage.setItem('a', '1');", // 7
      "window.sessionStorage.setItem('a', '1');", // 8
      'export type { TermsItem };', // 9
      'export { createHttpApis, UserApi };', // 10
    ].join('\n');
    expect(await ruleIds(app, 'apps/web/src/layouts/parts/Sample.tsx')).toEqual([
      'no-restricted-imports:1',
      'no-restricted-imports:2',
      'no-restricted-properties:3',
      'no-restricted-globals:4',
      'no-restricted-properties:5',
      'no-restricted-globals:6',
      'no-restricted-globals:7',
      'no-restricted-properties:8',
    ]);
    // the composition root and the browser adapters are where these belong
    expect(await ruleIds(app, 'apps/web/src/container.ts')).toEqual([]);
    expect(await ruleIds(app, 'apps/web/src/shell/adapters/sample.ts')).toEqual([]);
  });
});
