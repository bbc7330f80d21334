import { describe, expect, it } from 'vitest';
import { Account, AccountsData, AddCurrencyAccountRequest } from './accounts.schemas';

const account = { id: 1, type: 0, iso: 'EUR', symbol: '€', money: 1050, currencyId: 2, isActive: true, points: 0, label: null };

describe('accounts contract', () => {
  // document 001 §3: type 0 main, 4 bonus, 9 currency
  it.each([
    [0, true],
    [4, true],
    [9, true],
    [1, false],
  ])('account type %i accepted: %s', (type, accepted) => {
    expect(Account.safeParse({ ...account, type }).success).toBe(accepted);
  });

  it('defaults the conversion status and validates the add body', () => {
    expect(AccountsData.parse({ accounts: [account], activeAccount: 1, bonuses: [] }).conversionStatus).toBe('not_allowed');
    expect(AddCurrencyAccountRequest.safeParse({ currencyId: 0 }).success).toBe(false);
    expect(AddCurrencyAccountRequest.safeParse({ currencyId: 3 }).success).toBe(true);
  });
});
