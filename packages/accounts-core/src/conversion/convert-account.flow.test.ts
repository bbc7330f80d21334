import { ApiError, ErrorCode } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { createAccountsTestBed } from '../testing/accounts-test-container';
import { anAccount } from '../testing/fixtures';
import { InMemoryAccountsApi } from '../testing/in-memory-accounts-api';
import { connectConvertAccount } from './convert-account.connect';
import { ConvertAccountFlow } from './convert-account.flow';

function flowWith(api: InMemoryAccountsApi): ConvertAccountFlow {
  return createAccountsTestBed({ accountsApi: api, userId: 7 }).container.get(ConvertAccountFlow);
}

describe('ConvertAccountFlow and connectConvertAccount (document 000 §4 "Account conversion reminder")', () => {
  it('a main account in HRK: the main-account case with its balance and the way to another currency', async () => {
    const api = new InMemoryAccountsApi([anAccount({ id: 11, iso: 'HRK', symbol: 'kn', money: 12_345, currencyId: 3 })]);
    api.conversionStatus = 'main_account_allowed';
    const flow = flowWith(api);
    expect(connectConvertAccount(flow)).toMatchObject({ loading: true, textKey: null, accounts: [] });
    await flow.start();
    expect(connectConvertAccount(flow)).toEqual({
      loading: false,
      errorKey: null,
      titleKey: 'convert_account_title',
      textKey: 'convert_account_main',
      accounts: [{ id: 11, typeKey: 'convert_account_type_main', minor: 12_345, iso: 'HRK', active: true }],
      action: { textKey: 'convert_account_action', target: 'account' },
    });
  });

  it('an additional HRK account next to a EUR main account: the additional-account case lists only the HRK one', async () => {
    const api = new InMemoryAccountsApi([
      anAccount({ id: 1, iso: 'EUR' }),
      anAccount({ id: 12, type: 9, iso: 'HRK', symbol: 'kn', money: 500, currencyId: 3, isActive: false }),
    ]);
    api.conversionStatus = 'additional_account_allowed';
    const flow = flowWith(api);
    await flow.start();
    const view = connectConvertAccount(flow);
    expect(view.textKey).toBe('convert_account_additional');
    expect(view.accounts).toEqual([{ id: 12, typeKey: 'convert_account_type_additional', minor: 500, iso: 'HRK', active: false }]);
    expect(view.action).toEqual({ textKey: 'convert_account_action', target: 'account' });
  });

  it('no HRK account, or a not-allowed status: says there is nothing to convert and offers no action', async () => {
    const flow = flowWith(new InMemoryAccountsApi([anAccount({ iso: 'EUR' })]));
    await flow.start();
    expect(connectConvertAccount(flow)).toMatchObject({ textKey: 'convert_account_none', accounts: [], action: null });

    const api = new InMemoryAccountsApi([anAccount({ iso: 'HRK', symbol: 'kn', currencyId: 3 })]);
    api.conversionStatus = 'not_allowed';
    const notAllowed = flowWith(api);
    await notAllowed.start();
    expect(connectConvertAccount(notAllowed)).toMatchObject({ textKey: 'convert_account_none', accounts: [], action: null });
  });

  it('where the site offers no currency accounts, the way on is support', async () => {
    const api = new InMemoryAccountsApi([anAccount({ id: 11, iso: 'HRK', symbol: 'kn', currencyId: 3 })]);
    api.conversionStatus = 'main_account_allowed';
    const bed = createAccountsTestBed({ accountsApi: api, userId: 7 });
    bed.settings.isCurrencyAccountsEnabled = false;
    const flow = bed.container.get(ConvertAccountFlow);
    await flow.start();
    expect(connectConvertAccount(flow).action).toEqual({ textKey: 'convert_account_support', target: 'support' });
  });

  it('a failed load shows the error and a retry loads the accounts', async () => {
    const api = new InMemoryAccountsApi([anAccount({ id: 11, iso: 'HRK', symbol: 'kn', currencyId: 3 })]);
    api.conversionStatus = 'main_account_allowed';
    api.failNext('getAccounts', new ApiError(500, { code: ErrorCode.internal, messageKey: 'main_error' }));
    const flow = flowWith(api);
    await flow.start();
    expect(connectConvertAccount(flow)).toMatchObject({ loading: false, errorKey: 'convert_account_load_failed', textKey: null, action: null });
    await flow.start();
    expect(connectConvertAccount(flow)).toMatchObject({ errorKey: null, textKey: 'convert_account_main' });
  });
});
