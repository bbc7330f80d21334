import type { Database, Queryable } from './database';

/**
 * Group commit (issue 20): pieces of work that arrive while the database is busy run together in
 * one transaction instead of one transaction each. On the embedded database, which runs one
 * transaction at a time, a transaction stays open while the API's thread decides between its
 * statements; a group sends the statements of all its members at once, so the database runs them
 * back to back and waits on the API's thread once per group instead of once per member.
 *
 * Each member keeps its own answer and its own all-or-nothing:
 * - a member's error that `isOwn` accepts (thrown before it wrote anything, such as a refusal or a
 *   check that must run alone) is that member's answer; the others commit;
 * - any other error (a failed statement aborts the whole transaction) rolls the group back, and
 *   every member then runs again alone in its own transaction, where it gets its own answer.
 * Members of one group never share a key (an account, a placing id): work on the same key waits
 * for the next group, as it would wait for the row's lock.
 */
export interface GroupMember<T> {
  /** Keys no other member of the same group may hold. */
  readonly keys: readonly string[];
  /** The member's work inside the transaction; `shared` when other members run in it at the same time. */
  run(tx: Queryable, shared: boolean): Promise<T>;
  /** Whether an error of `run` is the member's own answer that leaves the transaction usable (nothing written by it). */
  isOwn(error: unknown): boolean;
}

/** The largest number of members in one group: bounds how long a group holds the embedded database from other statements (16 placings: about 40 ms). */
export const MAX_GROUP_SIZE = 16;

interface Waiting<T> {
  readonly member: GroupMember<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Thrown inside a group's transaction to roll it back when a member failed in a way that is not its own. */
class GroupFailed extends Error {}

/** The groups of one database: members wait while a group runs, and the next group takes them all. */
class GroupCommitter {
  private readonly waiting: Array<Waiting<unknown>> = [];
  private running = false;

  constructor(private readonly db: Database) {}

  add<T>(member: GroupMember<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ member, resolve, reject } as Waiting<unknown>);
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.waiting.length > 0) await this.runGroup(this.takeGroup());
    } finally {
      this.running = false;
    }
  }

  /** The first waiting members with no key in common, at most MAX_GROUP_SIZE; the rest keep their place. */
  private takeGroup(): Array<Waiting<unknown>> {
    const taken = new Set<string>();
    const group: Array<Waiting<unknown>> = [];
    for (let index = 0; index < this.waiting.length && group.length < MAX_GROUP_SIZE; ) {
      const next = this.waiting[index]!;
      if (next.member.keys.some((key) => taken.has(key))) {
        index += 1;
        continue;
      }
      for (const key of next.member.keys) taken.add(key);
      group.push(next);
      this.waiting.splice(index, 1);
    }
    return group;
  }

  private async runGroup(group: Array<Waiting<unknown>>): Promise<void> {
    if (group.length === 1) {
      const [only] = group as [Waiting<unknown>];
      await this.db.transaction((tx) => only.member.run(tx, false)).then(only.resolve, only.reject);
      return;
    }
    let settled: Array<Settled<unknown>>;
    try {
      settled = await this.db.transaction(async (tx) => {
        const outcomes = await Promise.all(
          group.map(({ member }) =>
            member.run(tx, true).then(
              (value): Settled<unknown> => ({ ok: true, value }),
              (error: unknown): Settled<unknown> => ({ ok: false, error }),
            ),
          ),
        );
        if (outcomes.some((outcome, index) => !outcome.ok && !group[index]!.member.isOwn(outcome.error))) throw new GroupFailed();
        return outcomes;
      });
    } catch {
      // The group rolled back (a member's statement failed, or the commit did): each member alone, with its own answer.
      await Promise.all(group.map(({ member, resolve, reject }) => this.db.transaction((tx) => member.run(tx, false)).then(resolve, reject)));
      return;
    }
    settled.forEach((outcome, index) => {
      const { resolve, reject } = group[index]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    });
  }
}

const committers = new WeakMap<Database, GroupCommitter>();

/** Runs `member` in a transaction of `db`, together with the members that wait at the same time (see `GroupMember`). */
export function inGroup<T>(db: Database, member: GroupMember<T>): Promise<T> {
  let committer = committers.get(db);
  if (!committer) {
    committer = new GroupCommitter(db);
    committers.set(db, committer);
  }
  return committer.add(member);
}
