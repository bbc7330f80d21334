import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { LiveSimulator, type SimulatorOptions } from './simulator';

/** Post-tick hooks other modules add (settlement of finished games). */
export const SIMULATOR_AFTER_TICK: Array<NonNullable<SimulatorOptions['afterTick']>> = [];

/** Starts the live simulator when `settings.runJobs` is on; the returned function stops it. */
export function registerSimulator(_app: FastifyInstance, context: AppContext): (() => Promise<void>) | void {
  if (!context.settings.runJobs) return;
  const simulator = new LiveSimulator(context, {
    async afterTick(report) {
      for (const hook of SIMULATOR_AFTER_TICK) await hook(report);
    },
  });
  simulator.start();
  return () => simulator.stop();
}
