import { PlatformService } from '@kickoff/shell-core';
import { observer } from 'mobx-react-lite';
import { createContext, useContext, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useService } from '../../app/di';

/** The element of the mobile layout's sports sheet that a page's sports menu moves into. */
export const SportsSheetSlot = createContext<HTMLElement | null>(null);

/**
 * Wraps a page's sports menu: in place on the desktop layout, inside the full-screen sports sheet
 * on the mobile layout (opened from the bottom navigation).
 */
export const MobileSheetPortal = observer(function MobileSheetPortal({ children }: { children: ReactNode }) {
  const platform = useService(PlatformService);
  const slot = useContext(SportsSheetSlot);
  if (!platform.isMobile) return <>{children}</>;
  // On the mobile layout the menu waits for the sheet (mounted with the layout's frame) instead of
  // showing in the page for a moment and then leaving it, which moved the page (issue 20: CLS).
  return slot ? createPortal(children, slot) : null;
});
