import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY on one dedicated connection (issue 20: the feed fanned out to every API
 * process through the database's own pub/sub; docs/scaling.md "Feed fan-out through LISTEN/NOTIFY").
 * The connection is not one of the pool's: it only waits for notices. When it is lost it is opened
 * again with a growing pause (`RECONNECT_DELAYS_MS`); its user is told when it is lost and goes on as
 * without it meanwhile (the feed reads its revisions every 250 ms), and is told when it listens again,
 * since notices sent meanwhile are lost.
 */

/** What a listener hears. */
export interface NoticeHandlers {
  /** A notice's payload (sent by a committed transaction, in commit order). */
  notice(payload: string): void;
  /** The connection is lost (told once per loss, before it is opened again): notices are missed until `resumed`. */
  lost?(): void;
  /** The channel is listened to again after a lost connection: notices may have been missed meanwhile. */
  resumed?(): void;
}

/** Stops listening and closes the connection. */
export type StopListening = () => Promise<void>;

/** The pauses before each attempt to listen again after a lost connection; the last repeats. */
export const RECONNECT_DELAYS_MS: readonly number[] = [100, 250, 500, 1_000, 2_000, 5_000];

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Listens on `channel` over a dedicated connection to `connectionString`. Resolves once the first
 * LISTEN is in place (rejects when that first connection fails: the caller goes on without it).
 */
export async function listenOn(connectionString: string, channel: string, handlers: NoticeHandlers): Promise<StopListening> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;

  const open = async (): Promise<pg.Client> => {
    // keep-alive probes: a connection dead without a word (a peer gone from the network) is seen as lost
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };

  const reconnect = (): void => {
    if (stopped || retry !== undefined) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] as number;
    attempt += 1;
    retry = setTimeout(() => {
      retry = undefined;
      open().then(
        (next) => {
          if (stopped) {
            next.end().catch(() => undefined);
            return;
          }
          client = next;
          attempt = 0;
          handlers.resumed?.();
        },
        () => reconnect(),
      );
    }, delay);
    retry.unref();
  };

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => undefined);
    if (!stopped) handlers.lost?.();
    reconnect();
  }

  client = await open();
  return async () => {
    stopped = true;
    if (retry !== undefined) clearTimeout(retry);
    const last = client;
    client = undefined;
    if (last) {
      last.removeAllListeners('end');
      await last.end().catch(() => undefined);
    }
  };
}
