import { describe, expect, it } from 'vitest';
import { Accounts } from '../accounts/accounts.service';
import { createAccountsTestBed } from '../testing/accounts-test-container';
import { anAccount } from '../testing/fixtures';
import { InMemoryAccountsApi } from '../testing/in-memory-accounts-api';
import { ConversionReminder } from './conversion-reminder.service';
import { connectConversionReminder } from './convert-account.connect';

function hrkApi(): InMemoryAccountsApi {
  const api = new InMemoryAccountsApi([anAccount({ iso: 'HRK', symbol: 'kn', currencyId: 3 })]);
  api.conversionStatus = 'additional_account_allowed';
  return api;
}

describe('ConversionReminderService wired (document 000 §5)', () => {
  it('shows the matching reminder once per session per user', async () => {
    const bed = createAccountsTestBed({ accountsApi: hrkApi(), userId: 7 });
    const reminder = bed.container.get(ConversionReminder);
    reminder.start();
    expect(reminder.reminder).toBeNull();
    await bed.container.get(Accounts).refresh();
    expect(reminder.reminder).toBe('additional');
    expect(connectConversionReminder(reminder)).toEqual({ textKey: 'convert_account_additional', linkKey: 'convert_account_title', closeKey: 'main_close' });
    reminder.dismiss();
    expect(connectConversionReminder(reminder)).toBeNull();
    await bed.container.get(Accounts).refresh();
    expect(reminder.reminder).toBeNull();
    reminder.dispose();

    // A reload in the same browser session: not shown again to user 7.
    const reloaded = createAccountsTestBed({ platform: bed.platform, accountsApi: hrkApi(), userId: 7 });
    const again = reloaded.container.get(ConversionReminder);
    again.start();
    await reloaded.container.get(Accounts).refresh();
    expect(again.reminder).toBeNull();

    // Another user in the same session sees it.
    reloaded.currentUser.signIn(8);
    expect(again.reminder).toBe('additional');
    again.dispose();
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('takes the reminder away on sign-out', async () => {
    const bed = createAccountsTestBed({ accountsApi: hrkApi(), userId: 7 });
    const reminder = bed.container.get(ConversionReminder);
    reminder.start();
    await bed.container.get(Accounts).refresh();
    expect(reminder.reminder).toBe('additional');
    bed.currentUser.signOut();
    expect(reminder.reminder).toBeNull();
    reminder.dispose();
  });

  it('shows nothing for a non-HRK account or a not-allowed status', async () => {
    const api = hrkApi();
    api.conversionStatus = 'not_allowed';
    const bed = createAccountsTestBed({ accountsApi: api, userId: 7 });
    const reminder = bed.container.get(ConversionReminder);
    reminder.start();
    await bed.container.get(Accounts).refresh();
    expect(reminder.reminder).toBeNull();
    expect(bed.platform.sessionStore.keys()).toEqual([]);
  });
});
