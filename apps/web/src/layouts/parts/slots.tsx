import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';

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

/** The header's account and balance widget (features/account/HeaderAccount.tsx), or nothing. */
export function HeaderAccountSlot() {
  return HeaderAccount ? (
    <SlotBoundary name="HeaderAccount">
      <Suspense fallback={null}>
        <HeaderAccount />
      </Suspense>
    </SlotBoundary>
  ) : null;
}

/** The coupon panel (features/coupon/CouponPanel.tsx), or nothing. */
export function CouponPanelSlot() {
  return CouponPanel ? (
    <SlotBoundary name="CouponPanel">
      <Suspense fallback={null}>
        <CouponPanel />
      </Suspense>
    </SlotBoundary>
  ) : null;
}
