import { MobileSheets, PlatformService, connectMobileShell, type MobileShellView, type PlatformType } from '@kickoff/shell-core';
import { CouponPicks } from '@kickoff/coupon-core';
import { startTransition, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useService } from '../../app/di';

/** What a framed layout needs from shell-core's layout choice. */
export interface LayoutFrame {
  platform: PlatformType;
  view: MobileShellView;
  /** The sports sheet's element, once the mobile frame has drawn it. */
  sportsSlot: HTMLElement | null;
  setSportsSlot: (element: HTMLElement | null) => void;
}

/**
 * Binds a framed layout (call it inside an observer) to shell-core: `PlatformService` follows the
 * viewport while the layout is on the screen and reads the session's forced platform after each
 * navigation, and each navigation closes the open sheet (`MobileSheets.navigated`).
 */
export function useLayoutFrame(): LayoutFrame {
  const platform = useService(PlatformService);
  const sheets = useService(MobileSheets);
  const coupon = useService(CouponPicks);
  const { pathname } = useLocation();
  const [sportsSlot, setSlot] = useState<HTMLElement | null>(null);
  // issue 20: the slot arrives from a ref callback, which React calls inside the commit: a plain
  // state update there is a synchronous render of the whole layout in the hydration's commit task
  // (about 350 ms at 4x CPU on a phone's home). As a transition it is rendered after, in slices.
  const setSportsSlot = useCallback((element: HTMLElement | null) => startTransition(() => setSlot(element)), []);
  useEffect(() => {
    platform.start();
    return () => platform.dispose();
  }, [platform]);
  useEffect(() => {
    platform.refresh();
    sheets.navigated(pathname);
  }, [platform, sheets, pathname]);
  return { platform: platform.platform, view: connectMobileShell({ platform: platform.platform, open: sheets.open, couponCount: coupon.bets.length }), sportsSlot, setSportsSlot };
}
