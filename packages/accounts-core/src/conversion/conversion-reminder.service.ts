import { inject, injectable, type ServiceIdentifier } from 'inversify';
import { makeAutoObservable, reaction, type IReactionDisposer } from 'mobx';
import { SessionStore, type KeyValueStore } from '@kickoff/platform';
import { CurrentUser } from '../accounts.ports';
import { Accounts } from '../accounts/accounts.service';
import { conversionReminderKind, conversionReminderStorageKey, type ConversionReminderKind } from './conversion.rules';

/**
 * The account conversion reminder (document 000 §5): for HRK accounts, the main-account or the
 * additional-account modal, shown once per session per user (marked in the session store).
 */
@injectable()
export class ConversionReminderService {
  /** The modal to show, or `null`. */
  reminder: ConversionReminderKind | null = null;
  private stopWatching: IReactionDisposer | undefined = undefined;

  constructor(
    @inject(Accounts) private readonly accounts: Accounts,
    @inject(CurrentUser) private readonly currentUser: CurrentUser,
    @inject(SessionStore) private readonly store: KeyValueStore,
  ) {
    makeAutoObservable<this, 'accounts' | 'currentUser' | 'store' | 'stopWatching'>(
      this,
      { accounts: false, currentUser: false, store: false, stopWatching: false },
      { autoBind: true },
    );
  }

  /** Watches the signed-in player and the account data. */
  start(): void {
    this.stopWatching?.();
    this.stopWatching = reaction(
      () => ({ userId: this.currentUser.userId, kind: conversionReminderKind(this.accounts.data) }),
      ({ userId, kind }) => this.evaluate(userId, kind),
      { fireImmediately: true },
    );
  }

  /** The player closed the modal. */
  dismiss(): void {
    this.reminder = null;
  }

  /** Stops watching. */
  dispose(): void {
    this.stopWatching?.();
    this.stopWatching = undefined;
  }

  private evaluate(userId: number | null, kind: ConversionReminderKind | null): void {
    if (userId === null) {
      this.reminder = null;
      return;
    }
    if (kind === null) return;
    const key = conversionReminderStorageKey(userId);
    if (this.store.get(key) !== null) return;
    this.store.set(key, kind);
    this.reminder = kind;
  }
}

/** Container identifier of the `ConversionReminderService`. */
export const ConversionReminder = Symbol.for('ConversionReminder') as ServiceIdentifier<ConversionReminderService>;
export type ConversionReminder = ConversionReminderService;
