import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './focus-trap';

/**
 * A modal dialog of the shell (age notice, responsible-gaming dialogs): labelled by its title,
 * focus kept inside and given back when it closes; scrolls within a short screen so its buttons
 * stay reachable. No Escape: these dialogs close only by an answer.
 */
export function ShellDialog({ labelledBy, role = 'dialog', testId, children }: { labelledBy: string; role?: 'dialog' | 'alertdialog'; testId: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  return (
    <div className="modal-backdrop">
      <div ref={ref} className="modal" role={role} aria-modal="true" aria-labelledby={labelledBy} data-testid={testId} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
