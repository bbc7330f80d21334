import { describe, expect, it } from 'vitest';
import type { AccountConversionStatus } from '@kickoff/contracts';
import { anAccount, someAccountsData } from '../testing/fixtures';
import { conversionReminderKind } from './conversion.rules';

describe('account conversion reminder (document 000 §5)', () => {
  const hrk = anAccount({ iso: 'HRK', symbol: 'kn', currencyId: 3 });
  const eur = anAccount();

  it.each<[string, AccountConversionStatus, ReturnType<typeof conversionReminderKind>]>([
    ['HRK', 'not_allowed', null],
    ['HRK', 'main_account_allowed', 'main'],
    ['HRK', 'additional_account_allowed', 'additional'],
    ['EUR', 'main_account_allowed', null],
    ['EUR', 'additional_account_allowed', null],
  ])('%s account with status %s: %s', (iso, status, kind) => {
    const data = someAccountsData([iso === 'HRK' ? hrk : eur], { conversionStatus: status });
    expect(conversionReminderKind(data)).toBe(kind);
  });

  it('shows nothing without account data', () => {
    expect(conversionReminderKind(null)).toBeNull();
  });
});
