import { describe, expect, it } from 'vitest';
import { MobileSheets, connectMobileShell, connectPlatformSwitch } from './mobile-sheets.store';

describe('MobileSheets', () => {
  it('opens one sheet at a time, and the same button closes it', () => {
    const sheets = new MobileSheets();
    sheets.toggle('sports');
    expect(sheets.open).toBe('sports');
    sheets.toggle('coupon');
    expect(sheets.open).toBe('coupon');
    sheets.toggle('coupon');
    expect(sheets.open).toBeNull();
  });

  it('closes on navigation (document 000 §2), except the navigation it was opened for', () => {
    const sheets = new MobileSheets();
    sheets.toggle('menu');
    sheets.navigated('/en/live');
    expect(sheets.open).toBeNull();
    sheets.openAt('sports', '/en/line');
    sheets.navigated('/en/line');
    expect(sheets.open).toBe('sports');
    sheets.navigated('/en/line/1/1');
    expect(sheets.open).toBeNull();
  });
});

describe('connectMobileShell', () => {
  it('shows the quick-bet bar once the coupon holds a selection, while no sheet is open', () => {
    expect(connectMobileShell({ platform: 'mobile', open: null, couponCount: 0 }).quickBet.visible).toBe(false);
    expect(connectMobileShell({ platform: 'mobile', open: null, couponCount: 2 }).quickBet).toEqual({ visible: true, count: 2 });
    expect(connectMobileShell({ platform: 'mobile', open: 'coupon', couponCount: 2 }).quickBet.visible).toBe(false);
    expect(connectMobileShell({ platform: 'desktop', open: null, couponCount: 2 }).quickBet.visible).toBe(false);
  });

  it('marks the open sheet and locks the page behind it', () => {
    const view = connectMobileShell({ platform: 'mobile', open: 'coupon', couponCount: 1 });
    expect(view.coupon).toEqual({ count: 1, isOpen: true });
    expect(view.isPageLocked).toBe(true);
    expect(connectMobileShell({ platform: 'mobile', open: 'sports', couponCount: 0 }).sportsOpen).toBe(true);
    expect(connectMobileShell({ platform: 'desktop', open: 'menu', couponCount: 0 }).isPageLocked).toBe(false);
  });
});

describe('connectPlatformSwitch', () => {
  it('offers the other layout', () => {
    expect(connectPlatformSwitch({ platform: 'mobile' })).toEqual({ target: 'desktop', labelKey: 'main_platform_desktop' });
    expect(connectPlatformSwitch({ platform: 'desktop' })).toEqual({ target: 'mobile', labelKey: 'main_platform_mobile' });
  });
});
