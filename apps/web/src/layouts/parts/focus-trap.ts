import { useEffect, useRef, type RefObject } from 'react';

/** What can take the keyboard focus inside a dialog or sheet. */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The traps now active, the newest last: only the newest one (a captcha over a login form) handles the keys. */
const activeTraps: HTMLElement[] = [];

function focusables(container: HTMLElement): HTMLElement[] {
  // Only what is drawn (a closed details or a hidden part holds nothing to focus).
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => (typeof element.checkVisibility === 'function' ? element.checkVisibility() : true));
}

/**
 * Keeps the keyboard inside `container` while `active`: focus moves in (to its first control, or
 * to the container itself), Tab and Shift+Tab wrap around, Escape calls `onEscape` when given; when it ends, the
 * focus goes back to where it was (WCAG 2.4.3 focus order for modals and sheets).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape?: () => void, initialFocus: 'first' | 'field' | 'container' = 'first'): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return undefined;
    const previous = root.ownerDocument.activeElement as HTMLElement | null;
    // A sheet takes the focus itself (no keyboard popping up on a phone); a form its first field; a dialog its first control.
    const field = initialFocus === 'field' ? root.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select:not([disabled])') : null;
    const first = initialFocus === 'container' ? root : (field ?? focusables(root)[0] ?? root);
    first.focus();
    activeTraps.push(root);
    const onKey = (event: KeyboardEvent) => {
      if (activeTraps[activeTraps.length - 1] !== root) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables(root);
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0] as HTMLElement;
      const lastItem = items[items.length - 1] as HTMLElement;
      const current = root.ownerDocument.activeElement;
      if (event.shiftKey && (current === firstItem || !root.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    root.ownerDocument.addEventListener('keydown', onKey);
    return () => {
      activeTraps.splice(activeTraps.lastIndexOf(root), 1);
      root.ownerDocument.removeEventListener('keydown', onKey);
      if (previous && previous.isConnected) previous.focus();
    };
  }, [container, active]);
}
