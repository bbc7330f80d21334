import { appVersionCall } from '@kickoff/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { AxiosHttpTransport } from './http-transport';

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A server answering the app-version call; `requests` counts what reached it. */
async function versionServer(): Promise<{ baseUrl: string; requests: () => number }> {
  let count = 0;
  server = createServer((_request, response) => {
    count += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ version: '1.2.3' }));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', () => resolve()));
  return { baseUrl: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, requests: () => count };
}

describe('the axios transport loads axios on the first call (issue 20)', () => {
  it('sends the first call only once the task that evaluated axios has ended (afterLoad)', async () => {
    const { baseUrl, requests } = await versionServer();
    let endTask!: () => void;
    let asked!: () => void;
    const afterLoadAsked = new Promise<void>((resolve) => (asked = resolve));
    const transport = new AxiosHttpTransport({
      baseUrl,
      afterLoad: () => {
        asked();
        return new Promise<void>((resolve) => (endTask = resolve));
      },
    });
    const answer = transport.call(appVersionCall);
    await afterLoadAsked;
    // axios is evaluated; the call waits for the task to end
    expect(requests()).toBe(0);
    endTask();
    await expect(answer).resolves.toEqual({ version: '1.2.3' });
    expect(requests()).toBe(1);
    // later calls use the same instance and wait for nothing
    await expect(transport.call(appVersionCall)).resolves.toEqual({ version: '1.2.3' });
    expect(requests()).toBe(2);
  });

  it('sends the first call at once without afterLoad', async () => {
    const { baseUrl, requests } = await versionServer();
    const transport = new AxiosHttpTransport({ baseUrl });
    await expect(transport.call(appVersionCall)).resolves.toEqual({ version: '1.2.3' });
    expect(requests()).toBe(1);
  });
});
