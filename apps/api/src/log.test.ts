import Fastify from 'fastify';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servedLog } from './log';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logFile(): { path: string; fd: number } {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-log-'));
  folders.push(dir);
  const path = join(dir, 'api.log');
  // the log closes the descriptor it was given when it closes
  return { path, fd: openSync(path, 'a') };
}

const lines = (path: string): Array<Record<string, unknown>> =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the served log writes asynchronously and loses no line (issue 20)', () => {
  it('writes every request line of a busy app by the time the log is closed after the app', async () => {
    const { path, fd } = logFile();
    const log = servedLog('info', fd);
    const app = Fastify({ logger: log.options });
    app.get('/ping', async () => ({ ok: true }));
    const answers = await Promise.all(Array.from({ length: 300 }, () => app.inject({ method: 'GET', url: '/ping' })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    await app.close();
    await log.close();
    const written = lines(path);
    // Fastify's two lines a request at info, none lost, each whole
    expect(written.filter((line) => line['msg'] === 'incoming request')).toHaveLength(300);
    const completed = written.filter((line) => line['msg'] === 'request completed');
    expect(completed).toHaveLength(300);
    expect(new Set(completed.map((line) => line['reqId'])).size).toBe(300);
    expect(written.every((line) => line['level'] === 30)).toBe(true);
  });

  it('keeps the level: a debug line is not written at info', async () => {
    const { path, fd } = logFile();
    const log = servedLog('info', fd);
    const app = Fastify({ logger: log.options });
    app.log.debug('not at info');
    app.log.info('at info');
    await app.close();
    await log.close();
    expect(lines(path).map((line) => line['msg'])).toEqual(['at info']);
  });

  it('writes a line of a quiet app without waiting for more lines or the close', async () => {
    const { path, fd } = logFile();
    const log = servedLog('info', fd);
    const app = Fastify({ logger: log.options });
    app.log.info('one line');
    await vi.waitFor(() => expect(lines(path).map((line) => line['msg'])).toEqual(['one line']), { timeout: 5_000 });
    await app.close();
    await log.close();
  });
});
