import { describe, expect, it } from 'vitest';
import type { Database, Queryable } from './database';
import { gather, inGroup, MAX_POSTGRES_GROUP_SIZE, postgresGroupsAtOnce, waitingMembers, type Gathered, type GroupMember } from './group';

// Issue 20, group commit: placings that arrive together share a transaction, and the statements
// they share run once for the whole group (`gather`). A database that only counts, no SQL.

/** A database whose transactions are counted and end when the test lets them (`release`). */
function fakeDatabase(kind: 'pglite' | 'postgres', connections?: number, groupsAtOnce?: number) {
  const state = { transactions: 0, open: 0, mostOpen: 0 };
  let releases: Array<() => void> = [];
  const tx = (): Queryable => ({ query: async () => [], exec: async () => undefined });
  const db: Database = {
    kind,
    ...(connections === undefined ? {} : { connections }),
    ...(groupsAtOnce === undefined ? {} : { groupsAtOnce }),
    ...tx(),
    async transaction(work) {
      state.transactions += 1;
      state.open += 1;
      state.mostOpen = Math.max(state.mostOpen, state.open);
      try {
        const result = await work(tx());
        await new Promise<void>((resolve) => releases.push(resolve));
        return result;
      } finally {
        state.open -= 1;
      }
    },
    close: async () => undefined,
  };
  const release = () => {
    const waiting = releases;
    releases = [];
    for (const resolve of waiting) resolve();
  };
  return { db, state, release };
}

/** A statement for several inputs that records each call's inputs and answers each input doubled. */
function doubling() {
  const calls: number[][] = [];
  const kind: Gathered<number, number> = {
    async run(_tx, inputs) {
      calls.push([...inputs]);
      return inputs.map((input) => input * 2);
    },
  };
  return { kind, calls };
}

const settle = async () => {
  for (let index = 0; index < 20; index++) await Promise.resolve();
};

/** Lets every transaction that waits end, until all `promises` are settled. */
async function drain<T>(fake: ReturnType<typeof fakeDatabase>, promises: Array<Promise<T>>): Promise<Array<PromiseSettledResult<T>>> {
  let done = false;
  const all = Promise.allSettled(promises).then((results) => {
    done = true;
    return results;
  });
  while (!done) {
    await settle();
    fake.release();
  }
  return all;
}

describe('group commit', () => {
  it('runs a statement once for every member of a group, each member getting its own output', async () => {
    const fake = fakeDatabase('pglite');
    const reads = doubling();
    const writes = doubling();
    const member = (key: string, value: number): GroupMember<number> => ({
      keys: [key],
      run: async (tx) => (await gather(tx, reads.kind, value)) + (await gather(tx, writes.kind, value * 10)),
      isOwn: () => false,
    });
    // the first takes the database alone; the five that arrive while it runs form the next group
    const first = inGroup(fake.db, member('a', 1));
    const rest = [2, 3, 4, 5, 6].map((value) => inGroup(fake.db, member(`k${value}`, value)));
    const results = await drain(fake, [first, ...rest]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : null))).toEqual([22, 44, 66, 88, 110, 132]);
    expect(reads.calls).toEqual([[1], [2, 3, 4, 5, 6]]);
    expect(writes.calls).toEqual([[10], [20, 30, 40, 50, 60]]);
    expect(fake.state.transactions).toBe(2);
  });

  it('does not wait for a member that answered or refused without handing in a part', async () => {
    const fake = fakeDatabase('pglite');
    const writes = doubling();
    const blocker = inGroup(fake.db, { keys: ['x'], run: async () => 0, isOwn: () => false });
    const members = [1, 2, 3].map((value) =>
      inGroup(fake.db, {
        keys: [`k${value}`],
        run: async (tx) => {
          if (value === 2) throw new Error('refused');
          return gather(tx, writes.kind, value);
        },
        isOwn: () => true,
      }),
    );
    const results = await drain(fake, [blocker, ...members]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(writes.calls).toEqual([[1, 3]]);
  });

  it('puts a member handed back ahead of those waiting (a placing whose account another process held keeps its turn)', async () => {
    const fake = fakeDatabase('pglite');
    const reads = doubling();
    const member = (value: number): GroupMember<number> => ({ keys: [`k${value}`], run: (tx) => gather(tx, reads.kind, value), isOwn: () => false });
    const blocker = inGroup(fake.db, member(1));
    const rest = [inGroup(fake.db, member(2)), inGroup(fake.db, member(3)), inGroup(fake.db, member(4), { first: true })];
    expect(waitingMembers(fake.db)).toBe(3);
    const results = await drain(fake, [blocker, ...rest]);
    expect(results.map((result) => (result.status === 'fulfilled' ? result.value : null))).toEqual([2, 4, 6, 8]);
    expect(reads.calls).toEqual([[1], [4, 2, 3]]);
    expect(waitingMembers(fake.db)).toBe(0);
  });

  it('outside a group runs the statement at once for its one input', async () => {
    const reads = doubling();
    const tx: Queryable = { query: async () => [], exec: async () => undefined };
    expect(await gather(tx, reads.kind, 7)).toBe(14);
    expect(reads.calls).toEqual([[7]]);
  });

  it('on PostgreSQL runs its groups at once on pooled connections, never two holding one key', async () => {
    const fake = fakeDatabase('postgres', 2, 2);
    const seen: string[][] = [];
    const member = (keys: string[]): GroupMember<string> => ({
      keys,
      run: async () => {
        seen.push(keys);
        return keys.join();
      },
      isOwn: () => false,
    });
    const placings = [member(['account:1']), member(['account:2']), member(['account:1']), member(['account:3'])].map((one) => inGroup(fake.db, one));
    await settle();
    // two groups of one started at once (two connections); the third placing's account is held by the first
    expect(fake.state.open).toBe(2);
    expect(seen).toEqual([['account:1'], ['account:2']]);
    const results = await drain(fake, placings);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(fake.state.mostOpen).toBe(2);
    expect(seen.slice(2).sort()).toEqual([['account:1'], ['account:3']]);
  });

  it('on PostgreSQL runs one group per two cores at once, at least one and never more than the pooled connections', () => {
    // issue 20: 2 cores and 4 connections ran 4 groups of about 5 placings; one group at a time gathers 15-19
    expect(postgresGroupsAtOnce(4, 2)).toBe(1);
    expect(postgresGroupsAtOnce(4, 1)).toBe(1);
    expect(postgresGroupsAtOnce(16, 8)).toBe(4);
    expect(postgresGroupsAtOnce(2, 8)).toBe(2);
  });

  it('on PostgreSQL a group takes up to 32 members, on the embedded database up to 16', async () => {
    for (const kind of ['postgres', 'pglite'] as const) {
      const fake = fakeDatabase(kind, 4, 1);
      const reads = doubling();
      const member = (value: number): GroupMember<number> => ({ keys: [`k${value}`], run: (tx) => gather(tx, reads.kind, value), isOwn: () => false });
      // one member takes the database; 40 arrive while it runs
      const placings = Array.from({ length: 41 }, (_unused, index) => inGroup(fake.db, member(index)));
      await settle();
      expect(fake.state.open).toBe(1);
      await drain(fake, placings);
      expect(reads.calls.map((call) => call.length)).toEqual(kind === 'postgres' ? [1, 32, 8] : [1, 16, 16, 8]);
      expect(fake.state.mostOpen).toBe(1);
    }
    expect(MAX_POSTGRES_GROUP_SIZE).toBe(32);
  });
});
