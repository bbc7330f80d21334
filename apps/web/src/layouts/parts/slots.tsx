import { Component, lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';

// The betting journey's widgets, when their files exist (agreed by file name with its engineer).
const headerAccount = import.meta.glob<{ default: ComponentType }>('../../features/account/HeaderAccount.tsx');
const couponPanel = import.meta.glob<{ default: ComponentType }>('../../features/coupon/CouponPanel.tsx');

function lazySlot(modules: Record<string, () => Promise<{ default: ComponentType }>>): ComponentType | null {
  const loader = Object.values(modules)[0];
  return loader ? lazy(loader) : null;
}

const HeaderAccount = lazySlot(headerAccount);
const CouponPanel = lazySlot(couponPanel);

/** A widget that fails (its chunk, or its rendering) leaves its place empty instead of taking the page down. */
export class SlotBoundary extends Component<{ name: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn(`widget ${this.props.name} failed`, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

// issue 20: the slots are memoised: a server-rendered widget hydrates after its chunk loads (its
// Suspense boundary waits dehydrated meanwhile), and a re-render of the header or the mobile frame
// before then would give the boundary new children, which makes React drop the server's HTML and
// draw the widget anew (a deletion, an empty place, then the widget).

/** The header's account and balance widget (features/account/HeaderAccount.tsx), or nothing. */
export const HeaderAccountSlot = memo(function HeaderAccountSlot() {
  return HeaderAccount ? (
    <SlotBoundary name="HeaderAccount">
      <Suspense fallback={null}>
        <HeaderAccount />
      </Suspense>
    </SlotBoundary>
  ) : null;
});

/** The coupon panel (features/coupon/CouponPanel.tsx), or nothing. */
export const CouponPanelSlot = memo(function CouponPanelSlot() {
  return CouponPanel ? (
    <SlotBoundary name="CouponPanel">
      <Suspense fallback={null}>
        <CouponPanel />
      </Suspense>
    </SlotBoundary>
  ) : null;
});
