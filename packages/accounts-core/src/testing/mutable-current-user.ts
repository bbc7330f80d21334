import { makeAutoObservable } from 'mobx';
import type { CurrentUser } from '../accounts.ports';

/** An observable `CurrentUser` set by hand: tests sign in and out with it. */
export class MutableCurrentUser implements CurrentUser {
  userId: number | null;

  constructor(userId: number | null = null) {
    this.userId = userId;
    makeAutoObservable(this, {}, { autoBind: true });
  }

  signIn(userId: number): void {
    this.userId = userId;
  }

  signOut(): void {
    this.userId = null;
  }
}
