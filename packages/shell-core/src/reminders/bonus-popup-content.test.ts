import { UserApi, type BonusPopupInformation } from '@kickoff/contracts';
import { describe, expect, it } from 'vitest';
import { AuthStatusService } from '../auth/auth-status.service';
import { SiteConfigStore } from '../site-config/site-config.store';
import { createShellTestBed, flushPromises } from '../testing/shell-test-container';
import { BonusPopupContentService, connectBonusPopup } from './bonus-popup-content.service';
import { BonusPopupService } from './bonus-popup.service';

/** The server's texts as the API answers them from the CMS's welcome-bonus page (apps/api content pages). */
const TEXTS: Record<string, BonusPopupInformation> = {
  en: { bonusId: 1, title: 'Welcome bonus: 100 % up to 100 EUR', description: 'Your first deposit of at least 10 EUR is doubled up to 100 EUR.', imageUrl: null, link: '/en/promotions/welcome-bonus' },
  de: { bonusId: 1, title: 'Willkommensbonus: 100 % bis 100 EUR', description: 'Ihre erste Einzahlung ab 10 EUR wird bis 100 EUR verdoppelt.', imageUrl: null, link: '/de/promotions/welcome-bonus' },
};

async function bed(options: { deposited?: boolean; failing?: boolean } = {}) {
  const testBed = createShellTestBed({ config: { hasBonus1st: true } });
  const asked: string[] = [];
  const api: Pick<UserApi, 'getBonusPopupInformation'> = {
    getBonusPopupInformation: (lang) => {
      asked.push(lang);
      if (options.failing) return Promise.reject(new Error('down'));
      return Promise.resolve(options.deposited ? null : (TEXTS[lang] ?? null));
    },
  };
  testBed.container.bind(UserApi).toConstantValue(api as UserApi);
  await testBed.container.get(SiteConfigStore).load('en');
  const auth = testBed.container.get(AuthStatusService);
  const popup = testBed.container.get(BonusPopupService);
  const content = testBed.container.get(BonusPopupContentService);
  popup.start();
  return { ...testBed, asked, auth, popup, content };
}

describe('BonusPopupContentService: the bonus popup shows the server texts (document 001 §7, issue 14)', () => {
  it('reads nothing for a guest, reads the texts on sign-in and opens the popup 15 s later with them', async () => {
    const { asked, auth, popup, content, platform } = await bed();
    content.start('en');
    await flushPromises();
    expect(asked).toEqual([]);
    expect(connectBonusPopup(content)).toBeNull();
    auth.apply(7);
    await flushPromises();
    expect(asked).toEqual(['en']);
    expect(connectBonusPopup(content)).toEqual({ title: 'Welcome bonus: 100 % up to 100 EUR', description: 'Your first deposit of at least 10 EUR is doubled up to 100 EUR.', link: '/en/promotions/welcome-bonus' });
    platform.clock.advanceBy(14_999);
    expect(popup.isVisible).toBe(false);
    platform.clock.advanceBy(1);
    expect(popup.isVisible).toBe(true);
  });

  it('reads the texts again in a new language', async () => {
    const { asked, auth, content } = await bed();
    auth.apply(7);
    content.start('en');
    await flushPromises();
    content.setLanguage('de');
    await flushPromises();
    expect(asked).toEqual(['en', 'de']);
    expect(connectBonusPopup(content)?.title).toBe('Willkommensbonus: 100 % bis 100 EUR');
    expect(connectBonusPopup(content)?.link).toBe('/de/promotions/welcome-bonus');
  });

  it('keeps the popup closed when the API has none for the player (deposited) or fails, and after a sign-out', async () => {
    for (const options of [{ deposited: true }, { failing: true }]) {
      const { auth, popup, content, platform } = await bed(options);
      auth.apply(7);
      content.start('en');
      await flushPromises();
      expect(connectBonusPopup(content)).toBeNull();
      platform.clock.advanceBy(60_000);
      expect(popup.isVisible).toBe(false);
      expect(platform.clock.pendingTimerCount()).toBe(0);
    }
    const signedIn = await bed();
    signedIn.auth.apply(7);
    signedIn.content.start('en');
    await flushPromises();
    expect(signedIn.platform.clock.pendingTimerCount()).toBe(1);
    signedIn.auth.apply(null);
    await flushPromises();
    expect(connectBonusPopup(signedIn.content)).toBeNull();
    expect(signedIn.platform.clock.pendingTimerCount()).toBe(0);
  });
});
