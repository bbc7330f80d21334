import type { Clock, TimerHandle } from './clock.types';

type NativeHandle = ReturnType<typeof globalThis.setTimeout>;

/** The real clock: the globals, looked up at call time so test fake timers apply too. */
export class SystemClock implements Clock {
  private nextId = 1;
  private readonly native = new Map<number, NativeHandle>();

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, delayMs: number): TimerHandle {
    const timerId = this.nextId++;
    const handle = globalThis.setTimeout(() => {
      this.native.delete(timerId);
      callback();
    }, delayMs);
    this.native.set(timerId, handle);
    return { timerId };
  }

  setInterval(callback: () => void, intervalMs: number): TimerHandle {
    const timerId = this.nextId++;
    this.native.set(timerId, globalThis.setInterval(callback, intervalMs));
    return { timerId };
  }

  clearTimeout(handle: TimerHandle | undefined): void {
    this.clear(handle);
  }

  clearInterval(handle: TimerHandle | undefined): void {
    this.clear(handle);
  }

  private clear(handle: TimerHandle | undefined): void {
    if (!handle) return;
    const native = this.native.get(handle.timerId);
    if (native === undefined) return;
    globalThis.clearTimeout(native);
    globalThis.clearInterval(native);
    this.native.delete(handle.timerId);
  }
}
