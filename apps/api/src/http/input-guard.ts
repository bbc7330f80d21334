import { validationErrorBody } from '@kickoff/contracts';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The deepest JSON a request may carry; no call of the API nests deeper than a few levels. */
export const MAX_INPUT_DEPTH = 16;
/** The most values (array items and object keys, all levels) one request may carry. */
export const MAX_INPUT_VALUES = 20_000;

/** A NUL character, or half of a UTF-16 surrogate pair standing alone (not valid Unicode). */
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this refuses
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a value, as a validation issue, or null when nothing is. */
export function inputIssue(value: unknown): { path: Array<string | number>; message: string } | null {
  let seen = 0;
  const stack: Array<{ value: unknown; path: Array<string | number> }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop() as { value: unknown; path: Array<string | number> };
    if (typeof current === 'string') {
      if (BAD_TEXT.test(current)) return { path, message: 'the text holds a NUL character or invalid Unicode' };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) return { path, message: `the input nests deeper than ${MAX_INPUT_DEPTH} levels` };
    const entries: Array<[string | number, unknown]> = Array.isArray(current) ? current.map((item, index) => [index, item]) : Object.entries(current);
    seen += entries.length;
    if (seen > MAX_INPUT_VALUES) return { path, message: `the input holds more than ${MAX_INPUT_VALUES} values` };
    for (const [key, item] of entries) {
      if (typeof key === 'string' && BAD_TEXT.test(key)) return { path, message: 'a key holds a NUL character or invalid Unicode' };
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Every request's path parameters, query and body are checked before any handler or schema runs
 * (issue 19): no NUL character or lone surrogate (the database refuses them with an error), no
 * nesting deeper than MAX_INPUT_DEPTH, no more than MAX_INPUT_VALUES values. The answer is the
 * contract's 400 `validation_error` naming the field.
 */
export async function inputGuard(request: FastifyRequest): Promise<void> {
  for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
    const issue = inputIssue(value);
    if (issue) throw new HttpError(400, validationErrorBody([{ path: issue.path, message: `${part}: ${issue.message}` }]));
  }
}
