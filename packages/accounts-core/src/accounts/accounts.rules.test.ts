import { describe, expect, it } from 'vitest';
import { anAccount, someAccountsData } from '../testing/fixtures';
import {
  ACCOUNT_POLL_AFTER_ADD_MS,
  ACCOUNT_POLL_INTERVAL_MS,
  ACCOUNT_POLL_MAX_REPEATS,
  accountPollIntervalMs,
  accountsVariant,
  activeAccount,
  bonusAccounts,
  currencyAccounts,
  hasAccountInCurrency,
  isAccountSwitchMessageSuppressed,
  mainAccount,
} from './accounts.rules';

describe('accounts (document 001 §3, §4, §9)', () => {
  it('polls up to 5 times, 1000 ms after adding a currency, 2500 ms otherwise', () => {
    expect(ACCOUNT_POLL_MAX_REPEATS).toBe(5);
    expect(ACCOUNT_POLL_AFTER_ADD_MS).toBe(1000);
    expect(ACCOUNT_POLL_INTERVAL_MS).toBe(2500);
    expect(accountPollIntervalMs(true)).toBe(1000);
    expect(accountPollIntervalMs(false)).toBe(2500);
  });

  it('picks the account-data variant by the site switch', () => {
    expect(accountsVariant(true)).toBe('v2');
    expect(accountsVariant(false)).toBe('v1');
  });

  it('sorts accounts by type: 0 main, 4 bonus, 9 currency', () => {
    const main = anAccount({ id: 1, type: 0 });
    const bonus = anAccount({ id: 2, type: 4, isActive: false });
    const usd = anAccount({ id: 3, type: 9, iso: 'USD', currencyId: 1, isActive: false });
    const data = someAccountsData([main, bonus, usd]);
    expect(mainAccount(data)).toBe(main);
    expect(bonusAccounts(data)).toEqual([bonus]);
    expect(currencyAccounts(data)).toEqual([usd]);
    expect(activeAccount(data)).toBe(main);
    expect(activeAccount({ ...data, activeAccount: 3 })).toBe(usd);
    expect(hasAccountInCurrency(data, 1)).toBe(true);
    expect(hasAccountInCurrency(data, 3)).toBe(false);
    expect(mainAccount(null)).toBeUndefined();
  });

  it('a new currency account has appeared only when a type-9 account holds the currency (regression)', () => {
    const mainInEur = anAccount({ id: 1, type: 0, iso: 'EUR', currencyId: 2 });
    const bonusInEur = anAccount({ id: 2, type: 4, iso: 'EUR', currencyId: 2, isActive: false });
    expect(hasAccountInCurrency(someAccountsData([mainInEur, bonusInEur]), 2)).toBe(false);
    const eurAccount = anAccount({ id: 3, type: 9, iso: 'EUR', currencyId: 2, isActive: false });
    expect(hasAccountInCurrency(someAccountsData([mainInEur, bonusInEur, eurAccount]), 2)).toBe(true);
  });

  it.each([
    ['bingo', true],
    ['Bingo', true],
    ['casino', false],
    ['home', false],
    [null, false],
    [undefined, false],
  ])('switch message on route %j suppressed: %s', (route, suppressed) => {
    expect(isAccountSwitchMessageSuppressed(route)).toBe(suppressed);
  });
});
