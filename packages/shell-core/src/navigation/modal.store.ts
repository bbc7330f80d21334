import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';

/**
 * The app's open modals by name (login, registration, forgotpassword, ...) and the navigation
 * block they may hold. The guards read the count and the block; the modal guard's effects open
 * and close them (document 001 §2).
 */
@injectable()
export class ModalStore {
  open: string[] = [];
  /** Modals that hold navigation until they close (the identification bonus modal). */
  blocking: string[] = [];
  /** The quick coupon is visible (reset by the quick coupon guard). */
  quickCouponVisible = false;

  constructor() {
    makeAutoObservable(this);
  }

  get count(): number {
    return this.open.length;
  }

  get navigationBlocked(): boolean {
    return this.blocking.length > 0;
  }

  isOpen(name: string): boolean {
    return this.open.includes(name);
  }

  /** Opens a modal; `blocksNavigation` holds navigation until it closes. */
  show(name: string, blocksNavigation = false): void {
    if (!this.open.includes(name)) this.open.push(name);
    if (blocksNavigation && !this.blocking.includes(name)) this.blocking.push(name);
  }

  close(name: string): void {
    this.open = this.open.filter((item) => item !== name);
    this.blocking = this.blocking.filter((item) => item !== name);
  }

  closeAll(): void {
    // A navigation-blocking modal stays: it is the reason navigation is held.
    this.open = this.open.filter((item) => this.blocking.includes(item));
  }

  setQuickCouponVisible(visible: boolean): void {
    this.quickCouponVisible = visible;
  }
}

