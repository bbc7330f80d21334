import type { LayoutProps } from './layout.types';

/** Maintenance layout (document 000 §2): the maintenance page on its own. */
export function MaintenanceLayout({ children }: LayoutProps) {
  return (
    <div className="layout layout--maintenance">
      <main className="content content--centered" id="content">
        {children}
      </main>
    </div>
  );
}
