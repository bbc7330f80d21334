import type { CallSpec, LiveDelta, LiveStreamListener } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { createAppContainer } from '../../container';
import { HydrationGate, gateOfContainer } from './hydration-gate';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A gate whose later tasks run when the test says so. */
function manualGate() {
  const tasks: Array<() => void> = [];
  const gate = new HydrationGate((run) => tasks.push(run));
  const runTask = async () => {
    tasks.shift()?.();
    await settle();
  };
  return { gate, tasks, runTask };
}

describe('the hydration gate (issue 20)', () => {
  it('holds call answers while closed and gives them when it opens; lets them through when open', async () => {
    const gate = new HydrationGate();
    const transport = gate.transport({ call: async () => 'answer' as never });
    const spec = {} as CallSpec;
    expect(await transport.call(spec)).toBe('answer');
    gate.close();
    let got: unknown = null;
    void transport.call(spec).then((answer) => (got = answer));
    await settle();
    expect(got).toBeNull();
    gate.open();
    await settle();
    expect(got).toBe('answer');
  });

  it('holds a refusal too', async () => {
    const gate = new HydrationGate();
    const transport = gate.transport({ call: async () => Promise.reject(new Error('refused')) });
    gate.close();
    let failed: unknown = null;
    void transport.call({} as CallSpec).catch((error: unknown) => (failed = error));
    await settle();
    expect(failed).toBeNull();
    gate.open();
    await settle();
    expect(String(failed)).toContain('refused');
  });

  it('delivers live deltas in their order after the gate opens, at once while it is open, none after close', async () => {
    const gate = new HydrationGate();
    let source: LiveStreamListener | null = null;
    let sourceClosed = false;
    const opener = gate.liveStreams({
      open: (_sport, _since, listener) => {
        source = listener;
        return { close: () => (sourceClosed = true) };
      },
    });
    const seen: number[] = [];
    const delta = (version: number) => ({ version }) as unknown as LiveDelta;
    const stream = opener.open(null, null, { onDelta: (received) => seen.push((received as unknown as { version: number }).version), onError: () => undefined });
    source!.onDelta(delta(1));
    expect(seen).toEqual([1]);
    gate.close();
    source!.onDelta(delta(2));
    source!.onDelta(delta(3));
    await settle();
    expect(seen).toEqual([1]);
    gate.open();
    source!.onDelta(delta(4));
    await settle();
    expect(seen).toEqual([1, 2, 3, 4]);
    stream!.close();
    expect(sourceClosed).toBe(true);
  });

  it('gives what it held one per task, in order, and an answer that comes meanwhile after them', async () => {
    const { gate, tasks, runTask } = manualGate();
    const answers = ['first', 'second', 'third'];
    const transport = gate.transport({ call: async () => answers.shift() as never });
    const got: string[] = [];
    gate.close();
    for (let index = 0; index < 2; index++) void transport.call({} as CallSpec).then((answer) => got.push(answer as unknown as string));
    await settle();
    expect(got).toEqual([]);
    gate.open();
    await settle();
    // the first in the task that opened the gate, the second in the next task
    expect(got).toEqual(['first']);
    expect(gate.isClosed).toBe(true);
    void transport.call({} as CallSpec).then((answer) => got.push(answer as unknown as string));
    await runTask();
    expect(got).toEqual(['first', 'second']);
    await runTask();
    expect(got).toEqual(['first', 'second', 'third']);
    await runTask();
    expect(gate.isClosed).toBe(false);
    expect(tasks).toEqual([]);
    // open and nothing held: at once
    void transport.call({} as CallSpec).then((answer) => got.push(String(answer)));
    await settle();
    expect(got).toEqual(['first', 'second', 'third', 'undefined']);
  });
  it('wraps the app container\'s transport and live streams when they are first read', async () => {
    const platform = createTestPlatform(Date.UTC(2026, 10, 26, 8));
    const container = createAppContainer(platform);
    const inner = { call: async () => 'answer' as never };
    let source: LiveStreamListener | null = null;
    container.rebind(HttpTransport).toConstantValue(inner);
    container.rebind(LiveStreamOpener).toConstantValue({
      open: (_sport, _since, listener) => {
        source = listener;
        return { close: () => undefined };
      },
    });
    const gate = gateOfContainer(container);
    gate.close();
    const transport = container.get(HttpTransport);
    expect(transport).not.toBe(inner);
    expect(container.get(HttpTransport)).toBe(transport);
    let got: unknown = null;
    void transport.call({} as CallSpec).then((answer) => (got = answer));
    const seen: number[] = [];
    container.get(LiveStreamOpener).open(null, null, { onDelta: (delta) => seen.push(delta.version), onError: () => undefined });
    (source as LiveStreamListener | null)?.onDelta({ version: 7 } as unknown as LiveDelta);
    await settle();
    expect(got).toBeNull();
    expect(seen).toEqual([]);
    gate.open();
    await settle();
    expect(got).toBe('answer');
    // the held ones come one per task (the app clock's zero timeout)
    platform.clock.advanceBy(0);
    await settle();
    expect(seen).toEqual([7]);
  });
});
