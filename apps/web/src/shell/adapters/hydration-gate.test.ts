import type { CallSpec, LiveDelta, LiveStreamListener } from '@kickoff/contracts';
import { HttpTransport, LiveStreamOpener } from '@kickoff/http-client';
import { createTestPlatform } from '@kickoff/platform';
import { describe, expect, it } from 'vitest';
import { createAppContainer } from '../../container';
import { HydrationGate, gateOfContainer } from './hydration-gate';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  it('wraps the app container\'s transport and live streams in place of them', () => {
    const container = createAppContainer(createTestPlatform(Date.UTC(2026, 10, 26, 8)));
    const transport = container.get(HttpTransport);
    gateOfContainer(container);
    expect(container.get(HttpTransport)).not.toBe(transport);
    expect(typeof container.get(HttpTransport).call).toBe('function');
    expect(typeof container.get(LiveStreamOpener)).toBe('object');
  });
});
