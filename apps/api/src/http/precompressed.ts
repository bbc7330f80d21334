import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/**
 * Answers built once and sent many times (the feed's bodies per ETag) are compressed once per
 * encoding and the same bytes go to every poller, instead of one brotli or gzip stream per request
 * (issue 19 "Memory": each per-request stream holds its own native window and hash tables, so 1000
 * pollers that all get a new live body at the same moment held hundreds of MB of encoder state;
 * issue 20: the CPU of compressing the same body per request).
 */

/** Bodies smaller than this go out as they are (the same threshold as the app's global compression). */
export const COMPRESS_THRESHOLD_BYTES = 1_024;
/** Brotli quality for a body compressed once and sent many times (a per-request stream uses 4). */
export const SHARED_BROTLI_QUALITY = 6;
/** Gzip level for the same. */
export const SHARED_GZIP_LEVEL = 6;

export type ContentEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * The encoding an `Accept-Encoding` header allows, brotli before gzip at equal weight; `q=0`
 * refuses a coding, `*` stands for the codings not named, `x-gzip` is gzip (RFC 9110 §12.5.3).
 */
export function negotiateEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token === 'x-gzip' ? 'gzip' : token, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** A body's bytes with its brotli and gzip forms, each made on first use and then shared. */
export class SharedBody {
  readonly raw: Buffer;
  private brotliBytes: Promise<Buffer> | undefined;
  private gzipBytes: Promise<Buffer> | undefined;
  /** The compressed forms made so far, for a synchronous answer (the poll fast path, poll-answers.ts). */
  private readonly made = new Map<ContentEncoding, Buffer>();

  constructor(text: string) {
    this.raw = Buffer.from(text, 'utf8');
  }

  /** The bytes of the body in `encoding` (compressed on the thread pool, once). */
  bytes(encoding: ContentEncoding): Promise<Buffer> {
    if (encoding === 'br') {
      this.brotliBytes ??= this.remember('br', brotli(this.raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: SHARED_BROTLI_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: this.raw.length },
      }));
      return this.brotliBytes;
    }
    if (encoding === 'gzip') {
      this.gzipBytes ??= this.remember('gzip', gzipped(this.raw, { level: SHARED_GZIP_LEVEL }));
      return this.gzipBytes;
    }
    return Promise.resolve(this.raw);
  }

  /** The bytes of the body in `encoding` if they are made already, else undefined (nothing is started). */
  ready(encoding: ContentEncoding): Buffer | undefined {
    return encoding === 'identity' ? this.raw : this.made.get(encoding);
  }

  private remember(encoding: ContentEncoding, bytes: Promise<Buffer>): Promise<Buffer> {
    bytes.then((made) => this.made.set(encoding, made), () => undefined);
    return bytes;
  }
}

/** Sends a shared body in the best encoding the request accepts; the global compression leaves an encoded answer alone. */
export async function sendShared(request: FastifyRequest, reply: FastifyReply, body: SharedBody, contentType: string): Promise<void> {
  const encoding = body.raw.length < COMPRESS_THRESHOLD_BYTES ? 'identity' : negotiateEncoding(request.headers['accept-encoding']);
  reply.type(contentType);
  if (body.raw.length >= COMPRESS_THRESHOLD_BYTES) reply.header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  await reply.send(await body.bytes(encoding));
}
