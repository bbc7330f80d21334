import { describe, expect, it } from 'vitest';
import { isSearchBot } from './search-bot.rules';
import { searchBotCases } from './search-bot.cases';

describe('search-bot visits (document 001 §4 "Search-bot visits skip the timers")', () => {
  it.each(searchBotCases)('%s → %s', (userAgent, expected) => {
    expect(isSearchBot(userAgent)).toBe(expected);
  });
});
