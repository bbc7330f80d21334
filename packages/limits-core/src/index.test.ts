import { describe, expect, it } from 'vitest';
import * as publicSurface from './index';
import * as rules from './rules';

describe('public surface', () => {
  it('exports every pure rule from the main entry too, as the same value', () => {
    const surface = publicSurface as Record<string, unknown>;
    for (const [name, value] of Object.entries(rules)) expect(surface[name], name).toBe(value);
  });

  it('keeps services and MobX out of the rules entry', () => {
    const names = Object.keys(rules);
    expect(names).not.toContain('LimitsService');
    expect(names).not.toContain('limitsCoreModule');
    expect(names).toEqual(expect.arrayContaining(['isAllowedLimitValue', 'availableLimitTable', 'exclusionRefusal', 'moneyLimitRefusal', 'DEPOSIT_NO_LIMIT']));
  });
});
