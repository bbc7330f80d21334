import { availableParallelism } from 'node:os';
import { defaultPoolSize, type Database, type QueryOptions, type Queryable } from './database';

/**
 * Group commit (issue 20): pieces of work that arrive while the database is busy run together in
 * one transaction instead of one transaction each, and the statements they share are one
 * statement for the whole group (`gather`): a placing group reads in one statement and writes in
 * one, whatever its size. On the embedded database, which runs one transaction at a time, a
 * transaction stays open while the API's thread decides between its statements; a group waits on
 * the API's thread once per group instead of once per member, and pays a statement's fixed cost
 * once. On PostgreSQL up to one group per two cores runs at a time (`postgresGroupsAtOnce`); a group costs its
 * process 2 round trips however many placings it carries: its begin goes with its first statement
 * and its commit with its last (`TransactionOptions.together`), a placing group's read and its write.
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

/**
 * The largest group on PostgreSQL, where a group holds only its own members' rows (issue 20): a
 * group's read and write cost the server and the API about the same whatever their size up to a
 * few dozen placings, so a larger group is less CPU a placing on both sides.
 */
export const MAX_POSTGRES_GROUP_SIZE = 32;

/**
 * How many groups run at once on PostgreSQL with `connections` pooled connections on a machine of
 * `cores` (issue 20): one per two cores, at least one, never more than the connections. Each group
 * keeps a connection's backend and the API busy for its two round trips; more groups at once than
 * the cores can run only make each group smaller (the placings that arrive meanwhile are shared out
 * among more groups), and a group's statements cost about the same for 5 placings as for 15. On 2
 * cores, one group at a time instead of 4 (one per connection) made the groups 15-19 placings
 * instead of 5, and the CPU a placing 0.56 ms instead of 1.1-1.3 ms in the API and 0.30 ms instead
 * of 0.6 ms in PostgreSQL.
 */
export function postgresGroupsAtOnce(connections: number, cores = availableParallelism()): number {
  return Math.max(1, Math.min(connections, Math.floor(cores / 2)));
}

/**
 * A statement the members of a group hand their parts to: `run` answers one output per input, in
 * order, in one statement (issue 20: a placing group's read and its write).
 */
export interface Gathered<I, O> {
  /** `options.commits`: the statement is the transaction's last, its commit may go with it (`QueryOptions.commits`). */
  run(tx: Queryable, inputs: readonly I[], options?: QueryOptions): Promise<O[]>;
}

/**
 * Runs `kind` for `input` in `tx`. Inside a group's transaction the input waits until every member
 * still running has handed in its part or finished, and then one statement runs for all of them;
 * outside a group (a transaction of its own) it runs at once, for this input alone.
 *
 * `last`: the member runs no statement after this one, and nothing it does after it can fail the
 * transaction (what must refuse, the statement refuses itself, failing). When every part of a
 * statement is `last` and no other member is still running, the transaction's commit goes with it.
 */
export function gather<I, O>(tx: Queryable, kind: Gathered<I, O>, input: I, { last = false }: { last?: boolean } = {}): Promise<O> {
  const gathering = gatherings.get(tx);
  if (!gathering) return kind.run(tx, [input], { commits: last }).then((outputs) => outputs[0] as O);
  return gathering.add(kind, input, last);
}

interface Part {
  readonly kind: Gathered<unknown, unknown>;
  readonly input: unknown;
  readonly last: boolean;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** The parts handed in within one group's transaction. */
class Gathering {
  private readonly parts: Part[] = [];
  private flushing = false;

  constructor(
    private readonly tx: Queryable,
    /** Members still running: a statement runs once each of them has handed in a part. */
    private running: number,
  ) {}

  add<I, O>(kind: Gathered<I, O>, input: I, last: boolean): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.parts.push({ kind: kind as Gathered<unknown, unknown>, input, last, resolve: resolve as (output: unknown) => void, reject });
      this.check();
    });
  }

  /** A member finished (answered or threw): the others no longer wait for its part. */
  finished(): void {
    this.running -= 1;
    this.check();
  }

  private check(): void {
    if (!this.flushing && this.parts.length > 0 && this.parts.length >= this.running) void this.flush();
  }

  /** One statement per kind handed in, in the order the kinds first came; each part gets its own output, or the statement's error. */
  private async flush(): Promise<void> {
    this.flushing = true;
    const parts = this.parts.splice(0);
    const kinds = [...new Set(parts.map((part) => part.kind))];
    // the group's last statement: one kind, every member that still runs handed in its last part
    const commits = kinds.length === 1 && parts.length >= this.running && parts.every((part) => part.last);
    for (const kind of kinds) {
      const mine = parts.filter((part) => part.kind === kind);
      try {
        const outputs = await kind.run(
          this.tx,
          mine.map((part) => part.input),
          { commits },
        );
        mine.forEach((part, index) => part.resolve(outputs[index]));
      } catch (error) {
        for (const part of mine) part.reject(error);
      }
    }
    this.flushing = false;
    this.check();
  }
}

const gatherings = new WeakMap<Queryable, Gathering>();

interface Waiting<T> {
  readonly member: GroupMember<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Thrown inside a group's transaction to roll it back when a member failed in a way that is not its own. */
class GroupFailed extends Error {}

/**
 * The groups of one database: members wait while groups run, and the next group takes the waiting
 * members whose keys no running group holds. The embedded database runs one group at a time; on
 * PostgreSQL one group per two cores, within the pooled connections (`parallel`).
 */
class GroupCommitter {
  readonly waiting: Array<Waiting<unknown>> = [];
  /** Keys of the members of the groups running now. */
  private readonly held = new Set<string>();
  private running = 0;
  /** Groups run so far and the members they carried (the bench's average group size, `groupStats`). */
  readonly counts = { groups: 0, members: 0 };

  constructor(
    private readonly db: Database,
    private readonly parallel: number,
    /** The most members a group takes. */
    private readonly largest: number,
  ) {}

  add<T>(member: GroupMember<T>, first: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiting = { member, resolve, reject } as Waiting<unknown>;
      if (first) this.waiting.unshift(waiting);
      else this.waiting.push(waiting);
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.parallel && this.waiting.length > 0) {
      const group = this.takeGroup();
      if (group.length === 0) return;
      const keys = group.flatMap(({ member }) => member.keys);
      for (const key of keys) this.held.add(key);
      this.running += 1;
      void this.runGroup(group).finally(() => {
        for (const key of keys) this.held.delete(key);
        this.running -= 1;
        this.pump();
      });
    }
  }

  /** The first waiting members with no key in common nor held by a running group, at most `largest`; the rest keep their place. */
  private takeGroup(): Array<Waiting<unknown>> {
    const taken = new Set<string>();
    const group: Array<Waiting<unknown>> = [];
    for (let index = 0; index < this.waiting.length && group.length < this.largest; ) {
      const next = this.waiting[index]!;
      if (next.member.keys.some((key) => taken.has(key) || this.held.has(key))) {
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
    this.counts.groups += 1;
    this.counts.members += group.length;
    if (group.length === 1) {
      const [only] = group as [Waiting<unknown>];
      await this.db.transaction((tx) => only.member.run(tx, false), { together: true }).then(only.resolve, only.reject);
      return;
    }
    let settled: Array<Settled<unknown>>;
    try {
      settled = await this.db.transaction(async (tx) => {
        const gathering = new Gathering(tx, group.length);
        gatherings.set(tx, gathering);
        try {
          const outcomes = await Promise.all(
            group.map(({ member }) =>
              member.run(tx, true).then(
                (value): Settled<unknown> => {
                  gathering.finished();
                  return { ok: true, value };
                },
                (error: unknown): Settled<unknown> => {
                  gathering.finished();
                  return { ok: false, error };
                },
              ),
            ),
          );
          if (outcomes.some((outcome, index) => !outcome.ok && !group[index]!.member.isOwn(outcome.error))) throw new GroupFailed();
          return outcomes;
        } finally {
          gatherings.delete(tx);
        }
      }, { together: true });
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

/** How many members wait for a group of `db` now (tests: a member queued behind a running group). */
export function waitingMembers(db: Database): number {
  return committers.get(db)?.waiting.length ?? 0;
}

/** How many groups of `db` ran so far and how many members they carried (issue 20: the bench's average group size). */
export function groupStats(db: Database): { groups: number; members: number } {
  const counts = committers.get(db)?.counts;
  return { groups: counts?.groups ?? 0, members: counts?.members ?? 0 };
}

/**
 * Runs `member` in a transaction of `db`, together with the members that wait at the same time (see
 * `GroupMember`). `first`: the member goes ahead of those waiting (one that a group handed back,
 * such as a placing whose account another process held, keeps its turn).
 */
export function inGroup<T>(db: Database, member: GroupMember<T>, { first = false }: { first?: boolean } = {}): Promise<T> {
  let committer = committers.get(db);
  if (!committer) {
    committer =
      db.kind === 'postgres'
        ? new GroupCommitter(db, db.groupsAtOnce ?? postgresGroupsAtOnce(db.connections ?? defaultPoolSize()), MAX_POSTGRES_GROUP_SIZE)
        : new GroupCommitter(db, 1, MAX_GROUP_SIZE);
    committers.set(db, committer);
  }
  return committer.add(member, first);
}
