import { aUserConfig } from '@kickoff/accounts-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createNavigationTestBed, type NavigationTestBed } from '../testing/navigation-test-bed';
import { NotificationsService } from '../notifications/notifications.service';
import { AppUpdateService, connectAppUpdate } from '../app-update/app-update.service';
import { flushPromises } from '../testing/shell-test-container';
import { ModalStore } from './modal.store';
import { RouterShellHost } from './router-shell-host';

describe('ShellNavigator: the whole navigation decision, headless (URL in; page, layout, modals, redirects, notices out)', () => {
  let bed: NavigationTestBed;

  beforeEach(() => {
    bed = createNavigationTestBed();
  });

  afterEach(() => {
    bed.navigator.dispose();
    // every timer of the shell services is given back on dispose
    expect(bed.platform.clock.pendingTimerCount()).toBe(0);
  });

  it('navigate a guest through a ban and a block code', async () => {
    // A guest on a page the block call refuses goes to the page of its reason code (document 000 §2: 16 suspension, 13 block-ua).
    bed.blocks.block('/en/live', 16).block('/en/slots', 13);
    expect(await bed.navigator.visit('/en/live')).toEqual({ path: '/en/suspension', routeName: 'suspension', layout: 'empty', redirects: [{ to: '/en/suspension', hard: false }] });
    expect(await bed.navigator.visit('/en/slots')).toMatchObject({ routeName: 'blockUa', layout: 'empty' });
    // Reason codes 1, 2, 3, 5 and 14 all show the block page.
    for (const code of [1, 2, 3, 5, 14]) {
      bed.blocks.block('/en/results', code);
      expect(await bed.navigator.visit('/en/results')).toMatchObject({ routeName: 'block', layout: 'empty' });
    }
    expect(await bed.navigator.visit('/en/line')).toMatchObject({ routeName: 'betting', layout: 'main', redirects: [] });

    // The guest signs in; the user configuration says banned at level 45 (document 001 §4 Ban).
    bed.userApi.config = aUserConfig({ ban_level: 45, ban_version: 0 });
    await bed.signIn(7);
    // The withdrawal page is open to level 45; pages permitted to banned users too.
    expect(await bed.navigator.visit('/en/office/deduce')).toMatchObject({ routeName: 'withdrawal', layout: 'main', redirects: [] });
    expect(await bed.navigator.visit('/en/information/contacts')).toMatchObject({ routeName: 'informationContacts', redirects: [] });
    // Any other page loads the block page as a new page (a hard redirect), which shows in the blocked layout.
    const blocked = await bed.navigator.visit('/en/line');
    expect(blocked.redirects[0]).toEqual({ to: '/en/block-appeal-history', hard: true });
    expect(blocked).toMatchObject({ routeName: 'blockAppealHistory', layout: 'blocked' });

    // Level 53 opens the withdrawal page only with ban version 1.
    bed.userApi.config = aUserConfig({ ban_level: 53, ban_version: 0 });
    await bed.signIn(8);
    expect((await bed.navigator.visit('/en/office/deduce')).redirects).toEqual([{ to: '/en/block-appeal-history', hard: true }]);
    bed.userApi.config = aUserConfig({ ban_level: 53, ban_version: 1 });
    await bed.signIn(9);
    expect(await bed.navigator.visit('/en/office/deduce')).toMatchObject({ routeName: 'withdrawal', redirects: [] });

    // Not banned any more: the ban-only page sends the player home.
    bed.userApi.config = aUserConfig({ ban_level: 0 });
    await bed.signIn(10);
    expect(await bed.navigator.visit('/en/block-appeal-history')).toMatchObject({ routeName: 'home', path: '/en' });
  });

  it('opens the modal named in the query and closes it on the next navigation', async () => {
    const modals = bed.container.get(ModalStore);
    await bed.navigator.visit('/en?modal=forgotpassword');
    expect(modals.open).toEqual(['forgotpassword']);
    await bed.navigator.visit('/en/line');
    expect(modals.open).toEqual([]);
  });

  it('a 451 for changed terms takes the player to /confirm with the page as the return URL (document 001 §8)', async () => {
    await bed.signIn(7);
    await bed.navigator.visit('/en/line/football');
    const paths: string[] = [];
    bed.container.get(RouterShellHost).attach((path) => paths.push(path));
    bed.termsSignal.fire();
    await flushPromises();
    expect(paths).toEqual(['/en/confirm?returnUrl=%2Fen%2Fline%2Ffootball']);
    expect(await bed.navigator.visit(paths[0] ?? '')).toMatchObject({ routeName: 'confirmTerms', layout: 'empty', redirects: [] });
  });

  it('the 60 s terms check finding changed terms takes the player off the page to /confirm, once (document 001 §4)', async () => {
    await bed.signIn(7);
    await bed.navigator.visit('/en/live');
    const paths: string[] = [];
    bed.container.get(RouterShellHost).attach((path) => paths.push(path));
    bed.termsApi.status = { result: true, updatedAt: 1_767_225_600 };
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    expect(paths).toEqual(['/en/confirm?returnUrl=%2Fen%2Flive']);
    bed.termsSignal.fire();
    await flushPromises();
    expect(paths).toHaveLength(2);
  });

  it('a page loaded onto /confirm waits for the terms check, so a player whose terms changed stays there with the return URL (document 001 §2)', async () => {
    // signed in before the page loads (the session check finds the player); the status answers late
    bed.authApi.signIn(7);
    let answer: (() => void) | undefined;
    bed.termsApi.getTermsStatus = () =>
      new Promise((resolve) => {
        answer = () => resolve({ result: true, updatedAt: 1_767_225_600 });
      });
    const visiting = bed.navigator.visit('/en/confirm?returnUrl=%2Fen%2Fline');
    await flushPromises();
    expect(answer).toBeDefined();
    answer?.();
    expect(await visiting).toEqual({ path: '/en/confirm?returnUrl=%2Fen%2Fline', routeName: 'confirmTerms', layout: 'empty', redirects: [] });
  });

  it('a page loaded onto /confirm with terms unchanged goes home once the check has answered (document 001 §2)', async () => {
    bed.authApi.signIn(7);
    expect(await bed.navigator.visit('/en/confirm?returnUrl=%2Fen%2Fline')).toMatchObject({ path: '/en', routeName: 'home', redirects: [{ to: '/en', hard: false }] });
    expect(bed.termsApi.checkCount).toBe(1);
  });

  it('a new deploy: the next navigation shows the update notice once (document 001 §4 app version)', async () => {
    await bed.navigator.visit('/en/line');
    const notifications = bed.container.get(NotificationsService);
    bed.appVersionApi.deploy('1.0.1');
    bed.platform.clock.advanceBy(60_000);
    await flushPromises();
    const notice = bed.container.get(AppUpdateService);
    await bed.navigator.visit('/en/live');
    // One notice, the one that offers the reload (AppUpdateService), not a plain notification.
    expect(connectAppUpdate(notice)).toMatchObject({ visible: true, messageKey: 'main_update_available' });
    expect(notifications.visible).toHaveLength(0);
    notice.dismiss();
    await bed.navigator.visit('/en/line');
    expect(connectAppUpdate(notice).visible).toBe(false);
  });
});
