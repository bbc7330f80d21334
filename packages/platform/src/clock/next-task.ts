import type { Clock } from './clock.types';

/**
 * Ends the current task and resumes in a new one of `clock` (a timer of no delay; issue 20: a long
 * start split into tasks, so none blocks the page for long).
 */
export function nextTaskOf(clock: Clock): Promise<void> {
  return new Promise<void>((resolve) => clock.setTimeout(resolve, 0));
}
