import { describe, expect, it } from 'vitest';
import { STEP_AFTER_REQUEST_CASES, TOKEN_CASES } from './recovery.cases';
import { resetTokenOf, stepAfterRequest } from './recovery.rules';

describe('recovery rules', () => {
  it.each(STEP_AFTER_REQUEST_CASES)('after a request by $channel: $expected', ({ channel, expected }) => {
    expect(stepAfterRequest(channel)).toBe(expected);
  });
  it.each(TOKEN_CASES)('token of "$query" -> $expected', ({ query, expected }) => {
    expect(resetTokenOf(query)).toBe(expected);
  });
});
