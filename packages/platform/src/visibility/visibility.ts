import type { ServiceIdentifier } from 'inversify';

/** Page visibility as a port: whether the page is visible now, and changes of it. */
export interface Visibility {
  isVisible(): boolean;
  /** Calls `listener` with the new state on each change; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

/** Container identifier of `Visibility`. */
export const Visibility = Symbol.for('Visibility') as ServiceIdentifier<Visibility>;

/** A visibility the test sets by hand. */
export class ManualVisibility implements Visibility {
  private readonly listeners = new Set<(visible: boolean) => void>();

  constructor(private visible = true) {}

  isVisible(): boolean {
    return this.visible;
  }

  subscribe(listener: (visible: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Changes the state and notifies listeners when it really changed. */
  setVisible(visible: boolean): void {
    if (visible === this.visible) return;
    this.visible = visible;
    for (const listener of [...this.listeners]) listener(visible);
  }

  /** Subscribed listeners, to assert that a disposed service unsubscribed. */
  listenerCount(): number {
    return this.listeners.size;
  }
}

/** The document's `visibilitychange` behind the port. */
export class DocumentVisibility implements Visibility {
  constructor(private readonly getDocument: () => Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>) {}

  isVisible(): boolean {
    return this.getDocument().visibilityState !== 'hidden';
  }

  subscribe(listener: (visible: boolean) => void): () => void {
    const doc = this.getDocument();
    const handler = () => listener(doc.visibilityState !== 'hidden');
    doc.addEventListener('visibilitychange', handler);
    return () => doc.removeEventListener('visibilitychange', handler);
  }
}
