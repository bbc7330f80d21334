import { ApiError } from '@kickoff/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RouterShellHost } from '../navigation/router-shell-host';
import { createNavigationTestBed, type NavigationTestBed } from '../testing/navigation-test-bed';
import { TermsCheckService } from './terms-check.service';
import { TERMS_CONFIRM_ERROR_KEY, TermsConfirmFlow, connectTermsConfirm } from './terms-confirm.flow';

describe('TermsConfirmFlow: the confirm-terms page (document 001 §2, §4, §8)', () => {
  let bed: NavigationTestBed;
  let flow: TermsConfirmFlow;
  let navigated: string[];

  beforeEach(async () => {
    bed = createNavigationTestBed();
    bed.termsApi.status = { result: true, updatedAt: 1_767_225_600 };
    await bed.signIn(7);
    await bed.container.get(TermsCheckService).check();
    navigated = [];
    bed.container.get(RouterShellHost).attach((path) => navigated.push(path));
    flow = bed.container.get(TermsConfirmFlow);
  });

  afterEach(() => {
    flow.dispose();
    bed.navigator.dispose();
  });

  it('a changed-terms player is sent to /confirm, confirms, and goes back to the page they asked for', async () => {
    const visit = await bed.navigator.visit('/en/live');
    expect(visit).toMatchObject({ routeName: 'confirmTerms', layout: 'empty', path: '/en/confirm?returnUrl=%2Fen%2Flive' });
    await flow.load('en');
    expect(connectTermsConfirm(flow)).toMatchObject({ showConfirm: true, confirmEnabled: true, errorKey: null });
    expect(flow.rules[0]?.subRules[0]?.text).toBe('General terms');
    await flow.confirm();
    expect(bed.userApi.confirmedTerms).toEqual([{ updatedAt: 1_767_225_600 }]);
    expect(navigated).toEqual(['/en/live']);
    expect(await bed.navigator.visit('/en/live')).toMatchObject({ path: '/en/live', layout: 'main', redirects: [] });
  });

  it('a failed confirmation shows information_confirm_terms_error with no way to close it, and lets the player try again', async () => {
    await bed.navigator.visit('/en/live');
    await flow.load('en');
    bed.userApi.failNext('confirmTerms', new ApiError(500, { code: 'server_error', messageKey: 'main_error' }));
    await flow.confirm();
    expect(connectTermsConfirm(flow)).toMatchObject({ errorKey: TERMS_CONFIRM_ERROR_KEY, showConfirm: true, confirmEnabled: true });
    expect(navigated).toEqual([]);
    await flow.confirm();
    expect(connectTermsConfirm(flow).errorKey).toBeNull();
    expect(navigated).toEqual(['/en/live']);
  });

  it('a return URL off the site is not followed: the player goes to the language root', async () => {
    await bed.navigator.visit('/en/confirm?returnUrl=%2F%2Fevil.example');
    await flow.load('en');
    await flow.confirm();
    expect(navigated).toEqual(['/en']);
  });

  it('confirms the version on the server when the page loads, newer than the last check (a 451 announced it)', async () => {
    await bed.navigator.visit('/en/live');
    bed.termsApi.status = { result: true, updatedAt: 1_767_312_000 };
    await flow.load('en');
    await flow.confirm();
    expect(bed.userApi.confirmedTerms).toEqual([{ updatedAt: 1_767_312_000 }]);
  });
});
