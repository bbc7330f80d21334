import type { AreaLoadContext, AreaLoader } from '../registry/area-loader';

/** One call the scripted loader received. */
export interface ScriptedLoadCall {
  appName: string;
  context: AreaLoadContext;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * An `AreaLoader` for tests: every load stays pending until the test settles it, or settles at
 * once from a queue of scripted outcomes per area (`failNext`, `succeedNext`).
 */
export class ScriptedAreaLoader implements AreaLoader {
  readonly calls: ScriptedLoadCall[] = [];
  private readonly outcomes = new Map<string, Array<{ ok: true; value: unknown } | { ok: false; error: unknown }>>();

  /** The next `times` loads of `appName` fail with `error`. */
  failNext(appName: string, error: unknown, times = 1): this {
    const queue = this.outcomes.get(appName) ?? [];
    for (let index = 0; index < times; index++) queue.push({ ok: false, error });
    this.outcomes.set(appName, queue);
    return this;
  }

  /** The next load of `appName` succeeds with `value`. */
  succeedNext(appName: string, value: unknown): this {
    const queue = this.outcomes.get(appName) ?? [];
    queue.push({ ok: true, value });
    this.outcomes.set(appName, queue);
    return this;
  }

  /** How many loads of `appName` were started. */
  loadCount(appName: string): number {
    return this.calls.filter((call) => call.appName === appName).length;
  }

  /** The last load of `appName`, to settle by hand. */
  lastCall(appName: string): ScriptedLoadCall | undefined {
    return this.calls.filter((call) => call.appName === appName).at(-1);
  }

  load(appName: string, context: AreaLoadContext): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.calls.push({ appName, context, resolve, reject });
      const outcome = this.outcomes.get(appName)?.shift();
      if (!outcome) return;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}
