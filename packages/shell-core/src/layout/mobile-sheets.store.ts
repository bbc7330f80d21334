import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { MobileSheet, PlatformType } from './layout.rules';

/**
 * The open sheet of the mobile layout (the coupon's bottom sheet, the full-screen sports and menu
 * sheets): one at a time. Navigating closes it (document 000 §2 "Navigating closes all open
 * modals"), except the navigation the sheet was opened for (`openAt`: the sports button leads to
 * the line and opens its menu there).
 */
@injectable()
export class MobileSheets {
  open: MobileSheet | null = null;
  private keepOpenAtPath: string | null = null;

  constructor() {
    makeAutoObservable<this, 'keepOpenAtPath'>(this, { keepOpenAtPath: false });
  }

  /** Opens `sheet` (closing another), or closes it when it is the open one. */
  toggle(sheet: MobileSheet): void {
    this.keepOpenAtPath = null;
    this.open = this.open === sheet ? null : sheet;
  }

  /** Opens `sheet` and keeps it open through the navigation to `path` (the page it belongs to). */
  openAt(sheet: MobileSheet, path: string): void {
    this.open = sheet;
    this.keepOpenAtPath = path;
  }

  close(): void {
    this.keepOpenAtPath = null;
    this.open = null;
  }

  /** A page was shown at `path`: the sheet closes unless it was opened for that page. */
  navigated(path: string): void {
    if (this.keepOpenAtPath === path) {
      this.keepOpenAtPath = null;
      return;
    }
    this.close();
  }
}

/** What the mobile layout's frame shows around the page. */
export interface MobileShellView {
  /** The bottom navigation's coupon button: its count, and whether the coupon sheet is open. */
  coupon: { count: number; isOpen: boolean };
  /** The quick-bet bar: shown once the coupon holds a selection, while its sheet is closed. */
  quickBet: { visible: boolean; count: number };
  sportsOpen: boolean;
  menuOpen: boolean;
  /** A sheet covers the page: the page behind it does not scroll. */
  isPageLocked: boolean;
}

/** Pure view model of the mobile frame from the open sheet and the coupon's selection count. */
export function connectMobileShell(input: { platform: PlatformType; open: MobileSheet | null; couponCount: number }): MobileShellView {
  const isMobile = input.platform === 'mobile';
  const open = isMobile ? input.open : null;
  return {
    coupon: { count: input.couponCount, isOpen: open === 'coupon' },
    quickBet: { visible: isMobile && input.couponCount > 0 && open === null, count: input.couponCount },
    sportsOpen: open === 'sports',
    menuOpen: open === 'menu',
    isPageLocked: open !== null,
  };
}

/** The player's desktop/mobile switch: the layout it leads to, in dictionary keys. */
export function connectPlatformSwitch(input: { platform: PlatformType }): { target: PlatformType; labelKey: string } {
  const target: PlatformType = input.platform === 'mobile' ? 'desktop' : 'mobile';
  return { target, labelKey: target === 'mobile' ? 'main_platform_mobile' : 'main_platform_desktop' };
}
