import { describe, expect, it } from 'vitest';
import { PLAIN_REQUEST_MAX_BYTES, plainPollRequest } from './poll-connections';

// Issue 20: the requests a connection answers from the kept poll answers before Node's HTTP server
// reads them; anything else is Node's to parse.

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
const POLL = 'GET /web-api/feed/v1/live?sportId=1 HTTP/1.1';

describe('plainPollRequest', () => {
  it('reads a whole GET with Host: its target, language, ETags and encodings (values without their spaces around)', () => {
    expect(plainPollRequest(head([POLL, 'Host: 127.0.0.1:8080', 'Accept-Encoding:  br, gzip ', 'X-Language: de', 'If-None-Match: "live-3-s1-de"', 'Connection: Keep-Alive', 'User-Agent: a/1']))).toEqual({
      url: '/web-api/feed/v1/live?sportId=1',
      language: 'de',
      ifNoneMatch: '"live-3-s1-de"',
      acceptEncoding: 'br, gzip',
    });
    expect(plainPollRequest(head([POLL, 'host: x']))).toEqual({ url: '/web-api/feed/v1/live?sportId=1', language: undefined, ifNoneMatch: undefined, acceptEncoding: undefined });
  });

  it('leaves to Node anything else: another method or version, no or two Hosts, a repeated header it reads, a body, an upgrade, a close', () => {
    for (const lines of [
      ['HEAD /web-api/feed/v1/live HTTP/1.1', 'Host: x'],
      ['GET /web-api/feed/v1/live HTTP/1.0', 'Host: x'],
      ['GET /web-api/feed/v1/live  HTTP/1.1', 'Host: x'],
      ['GET /web-api/feed/v1/live', 'Host: x'],
      [POLL],
      [POLL, 'Host: x', 'Host: y'],
      [POLL, 'Host: x', 'X-Language: de', 'x-language: en'],
      [POLL, 'Host: x', 'If-None-Match: "a"', 'If-None-Match: "b"'],
      [POLL, 'Host: x', 'Accept-Encoding: br', 'Accept-Encoding: gzip'],
      [POLL, 'Host: x', 'Content-Length: 0'],
      [POLL, 'Host: x', 'Transfer-Encoding: chunked'],
      [POLL, 'Host: x', 'Upgrade: websocket'],
      [POLL, 'Host: x', 'Expect: 100-continue'],
      [POLL, 'Host: x', 'Connection: close'],
    ]) {
      expect(plainPollRequest(head(lines)), lines.join(' | ')).toBeUndefined();
    }
  });

  it('leaves to Node a header it might read otherwise: a name that is no token, a folded line, a control character or byte over 0x7e, a bare line feed', () => {
    for (const line of ['Host : x', ' X-Language: de', 'X Language: de', ': de', 'X-Language de', 'X-Language: d\x01e', 'X-Language: d\x7fe', 'X-Language: dé', 'X-Language: de\nX-Other: 1']) {
      expect(plainPollRequest(head([POLL, 'Host: x', line])), JSON.stringify(line)).toBeUndefined();
    }
    expect(plainPollRequest(Buffer.from(`${POLL}\r\nHost: x\n\r\n\r\n`, 'latin1'))).toBeUndefined();
    expect(plainPollRequest(head(['GET /web-api/feed/v1/live?a=\x01 HTTP/1.1', 'Host: x']))).toBeUndefined();
  });

  it('reads only a chunk that is one whole request: not a part, not two, not over PLAIN_REQUEST_MAX_BYTES', () => {
    const one = head([POLL, 'Host: x']);
    expect(plainPollRequest(one)).toBeDefined();
    expect(plainPollRequest(one.subarray(0, one.length - 2))).toBeUndefined();
    expect(plainPollRequest(Buffer.concat([one, one]))).toBeUndefined();
    expect(plainPollRequest(Buffer.concat([one, Buffer.from('GET /')]))).toBeUndefined();
    expect(plainPollRequest(head([POLL, 'Host: x', `X-Pad: ${'a'.repeat(PLAIN_REQUEST_MAX_BYTES)}`]))).toBeUndefined();
  });
});
