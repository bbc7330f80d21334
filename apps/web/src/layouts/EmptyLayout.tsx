import type { LayoutProps } from './layout.types';

/** Empty layout (document 000 §2): block pages, payment results, thank-you pages, print coupon, terms. */
export function EmptyLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--empty">
      <main className="content content--centered" id="content">
        {children}
      </main>
    </div>
  );
}
