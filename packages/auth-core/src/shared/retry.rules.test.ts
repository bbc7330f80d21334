import { ApiError } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry.rules';

const failure = (status: number) => new ApiError(status, { code: 'x', messageKey: 'main_error' });

describe('the one retry policy', () => {
  it('retries a read after a transient failure, 1000 ms doubling, three times', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs('read', failure(503), attempt))).toEqual([1000, 2000, 4000, null]);
    expect(retryDelayMs('read', new TypeError('network'), 1)).toBe(1000);
  });
  it('never retries a submission nor a refused read', () => {
    expect(retryDelayMs('submit', failure(503), 1)).toBeNull();
    expect(retryDelayMs('read', failure(400), 1)).toBeNull();
  });
});
