import { realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetchAdapter } from '../../../vite.config';
import unavailable, { getFetch } from './axios-fetch-unavailable';

// axios as the app's HTTP client (@kickoff/http-client) has it; its list of adapters imports its fetch adapter
const httpClient = join(realpathSync(join(process.cwd(), 'node_modules', '@kickoff', 'http-client')), 'package.json');
const axiosDir = dirname(createRequire(httpClient).resolve('axios/package.json'));
const adaptersList = join(axiosDir, 'lib', 'adapters', 'adapters.js');

/** What the test reads of axios (the web app has no types of its own for it). */
interface AxiosAdapters {
  defaults: { adapter: unknown };
  getAdapter(adapters: unknown, config: object): unknown;
}

describe("axios's fetch adapter in the browser build (issue 20)", () => {
  it("is replaced, for axios's adapters' list only, by one that is unavailable", () => {
    const plugin = axiosWithoutFetchAdapter();
    const resolveId = plugin.resolveId as (source: string, importer: string | undefined) => string | null;
    expect(plugin.apply).toBe('build');
    expect(resolveId('./fetch.js', adaptersList)).toBe(resolve(process.cwd(), 'src/shell/adapters/axios-fetch-unavailable.ts'));
    expect(resolveId('./fetch.js', join(process.cwd(), 'src', 'features', 'x.ts'))).toBeNull();
    expect(resolveId('./xhr.js', adaptersList)).toBeNull();
    expect(getFetch()).toBe(false);
    expect(unavailable).toBe(false);
  });

  it('is never the one a browser call goes through: XMLHttpRequest comes first in axios\'s order', async () => {
    const axios = ((await import(pathToFileURL(join(axiosDir, 'index.js')).href)) as { default: AxiosAdapters }).default;
    expect(axios.defaults.adapter).toEqual(['xhr', 'http', 'fetch']);
    expect(axios.getAdapter(axios.defaults.adapter, {})).toBe(axios.getAdapter('xhr', {}));
  });
});
