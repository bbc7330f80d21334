import { ApiError } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestBed } from '../testing/accounts-test-container';
import { anAccount, flushPromises } from '../testing/fixtures';
import { InMemoryAccountsApi } from '../testing/in-memory-accounts-api';
import { AccountOperations } from './account-operations.service';
import { Accounts, type ActiveAccountSwitched } from './accounts.service';

/** Advances the clock step by step, letting promise continuations run between steps. */
async function advance(bed: ReturnType<typeof createAccountsTestBed>, ms: number, stepMs = 100): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += stepMs) {
    bed.platform.clock.advanceBy(Math.min(stepMs, ms - elapsed));
    await flushPromises();
  }
}

describe('AccountsService wired (document 001 §4, §7-§9)', () => {
  it('fetches with the variant of the site switch', async () => {
    const bed = createAccountsTestBed();
    const accounts = bed.container.get(Accounts);
    await accounts.refresh();
    bed.settings.isAccountsV2 = true;
    await accounts.refresh();
    expect(bed.accountsApi.variants).toEqual(['v1', 'v2']);
    expect(accounts.mainAccount?.id).toBe(1);
  });

  it('adds a currency account and polls every 1000 ms until it appears', async () => {
    const bed = createAccountsTestBed();
    bed.accountsApi.settleAfterFetches = 3;
    const accounts = bed.container.get(Accounts);
    const operations = bed.container.get(AccountOperations);
    const result = operations.addCurrencyAccount(1);
    await flushPromises();
    expect(operations.process).toBe('add');
    expect(bed.accountsApi.callCount('getAccounts')).toBe(1);
    await advance(bed, 999, 999);
    expect(bed.accountsApi.callCount('getAccounts')).toBe(1);
    await advance(bed, 1, 1);
    expect(bed.accountsApi.callCount('getAccounts')).toBe(2);
    await advance(bed, 1000, 1000);
    expect(bed.accountsApi.callCount('getAccounts')).toBe(3);
    expect(await result).toEqual({ success: true, message: 'Account in USD opened', settled: true });
    expect(accounts.currencyAccounts.map((account) => account.iso)).toEqual(['USD']);
    expect(operations.process).toBeNull();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('does not poll when the added account is already in the reloaded data (document 001 §4: polls until it appears)', async () => {
    const bed = createAccountsTestBed();
    bed.accountsApi.settleAfterFetches = 0;
    const operations = bed.container.get(AccountOperations);
    expect(await operations.addCurrencyAccount(1)).toEqual({ success: true, message: 'Account in USD opened', settled: true });
    expect(bed.accountsApi.callCount('getAccounts')).toBe(1);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('gives up after 5 repeats', async () => {
    const bed = createAccountsTestBed();
    bed.accountsApi.settleAfterFetches = 100;
    const operations = bed.container.get(AccountOperations);
    const result = operations.addCurrencyAccount(4);
    await advance(bed, 10_000, 500);
    expect(await result).toEqual({ success: true, message: 'Account in RUB opened', settled: false });
    expect(bed.accountsApi.callCount('getAccounts')).toBe(1 + 5);
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('removes a currency account, polling every 2500 ms until it is gone', async () => {
    const api = new InMemoryAccountsApi([anAccount(), anAccount({ id: 5, type: 9, iso: 'USD', currencyId: 1, isActive: false })]);
    api.settleAfterFetches = 2;
    const bed = createAccountsTestBed({ accountsApi: api });
    const accounts = bed.container.get(Accounts);
    const operations = bed.container.get(AccountOperations);
    const result = operations.removeCurrencyAccount(5);
    await flushPromises();
    expect(operations.process).toBe('delete');
    await advance(bed, 2499, 2499);
    expect(api.callCount('getAccounts')).toBe(1);
    await advance(bed, 1, 1);
    expect(await result).toEqual({ success: true, message: 'Account in USD removed', settled: true });
    expect(accounts.currencyAccounts).toEqual([]);
  });

  it('reports a failed add with the server message and the error', async () => {
    const bed = createAccountsTestBed();
    const operations = bed.container.get(AccountOperations);
    const result = await operations.addCurrencyAccount(2);
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toBe('An account in this currency exists');
    expect(result.messageKey).toBe('accounts_currency_exists');
    expect(result.error).toBeInstanceOf(ApiError);
    expect(operations.process).toBeNull();
  });

  it('refuses currency accounts when the site disables them', async () => {
    const bed = createAccountsTestBed();
    bed.settings.isCurrencyAccountsEnabled = false;
    const result = await bed.container.get(AccountOperations).addCurrencyAccount(1);
    expect(result).toMatchObject({ success: false, messageKey: 'accounts_currency_accounts_disabled' });
    expect(bed.accountsApi.callCount('addCurrencyAccount')).toBe(0);
  });

  it('switches the active account: prepaid amount back to 0, data refreshed, message suppressed on Bingo', async () => {
    const api = new InMemoryAccountsApi([anAccount(), anAccount({ id: 5, type: 9, iso: 'USD', currencyId: 1, isActive: false })]);
    const bed = createAccountsTestBed({ accountsApi: api });
    const accounts = bed.container.get(Accounts);
    const operations = bed.container.get(AccountOperations);
    const events: ActiveAccountSwitched[] = [];
    const unsubscribe = accounts.onActiveAccountSwitched((event) => events.push(event));

    const onCasino = await operations.switchActiveAccount(5, 'casino');
    expect(onCasino).toEqual({ success: true, accountId: 5, messageKey: 'accounts_switch_account_will_be_set', showMessage: true });
    expect(events).toEqual([{ accountId: 5, prepaidAmount: 0 }]);
    expect(api.callCount('getAccounts')).toBe(1);
    expect(accounts.activeAccount?.id).toBe(5);

    const onBingo = await operations.switchActiveAccount(1, 'bingo');
    expect(onBingo).toMatchObject({ success: true, showMessage: false });

    unsubscribe();
    const failed = await operations.switchActiveAccount(99, 'casino');
    expect(failed).toMatchObject({ success: false, accountId: 99, messageKey: 'accounts_account_not_found' });
    expect(events).toHaveLength(2);
    expect(operations.process).toBeNull();
  });

  it('fetches on sign-in and forgets on sign-out', async () => {
    const bed = createAccountsTestBed();
    const accounts = bed.container.get(Accounts);
    accounts.start();
    expect(bed.accountsApi.callCount('getAccounts')).toBe(0);
    bed.currentUser.signIn(7);
    await flushPromises();
    expect(bed.accountsApi.callCount('getAccounts')).toBe(1);
    expect(accounts.mainAccount?.money).toBe(10_000);
    bed.currentUser.signOut();
    expect(accounts.data).toBeNull();
    accounts.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('only logs a failed refresh', async () => {
    const bed = createAccountsTestBed();
    const accounts = bed.container.get(Accounts);
    await accounts.refresh();
    bed.accountsApi.failNext('getAccounts', new ApiError(503, { code: 'internal_error', messageKey: 'main_error' }));
    expect(await accounts.refresh()).toBe(false);
    expect(accounts.mainAccount?.id).toBe(1);
    expect(bed.platform.logger.messages('warn')).toEqual(['accounts: refresh failed']);
  });

  it('dispose stops polling and leaves no timer', async () => {
    const bed = createAccountsTestBed();
    bed.accountsApi.settleAfterFetches = 100;
    const operations = bed.container.get(AccountOperations);
    const result = operations.addCurrencyAccount(1);
    await flushPromises();
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    operations.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(await result).toMatchObject({ success: true, settled: false });
  });

  it('a sign-out stops a running poll, as the accounts are forgotten (issue 20: the operations apart from the accounts)', async () => {
    const bed = createAccountsTestBed({ userId: 7 });
    bed.accountsApi.settleAfterFetches = 100;
    const accounts = bed.container.get(Accounts);
    accounts.start();
    await flushPromises();
    const operations = bed.container.get(AccountOperations);
    const result = operations.addCurrencyAccount(1);
    await flushPromises();
    expect(operations.process).toBe('add');
    expect(bed.platform.clock.pendingTimerCount()).toBe(1);
    bed.currentUser.signOut();
    expect(accounts.data).toBeNull();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
    expect(await result).toMatchObject({ success: true, settled: false });
    expect(operations.process).toBeNull();
    operations.dispose();
    accounts.dispose();
  });
});
