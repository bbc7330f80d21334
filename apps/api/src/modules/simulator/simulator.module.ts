import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { settleOpenCoupons } from '../betting/betting.settlement';
import { totoAfterGames } from '../toto/toto.service';
import { LiveSimulator } from './simulator';

/** A settlement sweep runs after every tick that finished a game, and every this many ticks anyway. */
export const SETTLEMENT_SWEEP_TICKS = 30;

/**
 * Starts the live simulator when `settings.runJobs` is on, settling coupons (and toto draws) when games finish;
 * the returned function stops it (and waits for a running tick).
 */
export function registerSimulator(_app: FastifyInstance, context: AppContext): (() => Promise<void>) | void {
  if (!context.settings.runJobs) return;
  const simulator = simulatorFor(context);
  simulator.start();
  return () => simulator.stop();
}

const simulators = new WeakMap<AppContext, LiveSimulator>();

/**
 * The simulator of this API process (the running one when jobs run, else one that only moves when
 * a development control advances it), settling coupons when games finish.
 */
export function simulatorFor(context: AppContext): LiveSimulator {
  const existing = simulators.get(context);
  if (existing) return existing;
  let ticks = 0;
  const simulator = new LiveSimulator(context, {
    ...(context.settings.runJobs ? {} : { minLineGames: 0 }),
    async afterTick(report) {
      ticks++;
      if (report.finished.length > 0 || ticks % SETTLEMENT_SWEEP_TICKS === 0) {
        await settleOpenCoupons(context);
        // toto draws settle on the same sweep (issue 16), and the next draw is made when one closes
        await totoAfterGames(context);
      }
    },
  });
  simulators.set(context, simulator);
  return simulator;
}
