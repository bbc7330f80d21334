import { validationErrorBody, type CallSpec } from '@kickoff/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { HttpError } from './errors';


/** What a call handler receives: the validated query and body, and the raw request and reply. */
export interface CallInput<Query, Body> {
  query: Query;
  body: Body;
  params: Record<string, string>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Inferred<S> = [NonNullable<S>] extends [z.ZodType] ? z.infer<NonNullable<S>> : undefined;

/**
 * Registers a route from its call spec: query and body are validated with the contract's schemas
 * (bad input: 400 `validation_error` with a key per field, and the handler never runs), and the
 * answer is checked against the response schema so the server cannot drift from the contract.
 */
export function registerCall<S extends CallSpec>(
  app: FastifyInstance,
  call: S,
  handler: (input: CallInput<Inferred<S['query']>, Inferred<S['body']>>) => Promise<z.input<S['response']> | z.infer<S['response']>>,
  options: {
    preHandler?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Runs before a refusal of the query or the body (400): a check whose answer comes first (the terms gate of placing). */
    beforeInvalid?: (request: FastifyRequest) => Promise<void>;
  } = {},
): void {
  app.route({
    method: call.method,
    url: call.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const query = call.query ? call.query.safeParse(request.query ?? {}) : { success: true as const, data: undefined };
      const body = call.body ? call.body.safeParse(request.body ?? {}) : { success: true as const, data: undefined };
      if ((!query.success || !body.success) && options.beforeInvalid) await options.beforeInvalid(request);
      if (!query.success) throw new HttpError(400, validationErrorBody(query.error.issues));
      if (!body.success) throw new HttpError(400, validationErrorBody(body.error.issues));
      const result = await handler({
        query: query.data as Inferred<S['query']>,
        body: body.data as Inferred<S['body']>,
        params: (request.params ?? {}) as Record<string, string>,
        request,
        reply,
      });
      if (reply.sent) return reply;
      if (call.text) return result;
      const parsed = call.response.safeParse(result);
      if (!parsed.success) {
        request.log.error({ call: call.name, issues: parsed.error.issues }, 'response does not match its contract');
        throw new HttpError(500, { code: 'internal_error', messageKey: 'main_error', message: `response of ${call.name} does not match its contract` });
      }
      return parsed.data;
    },
  });
}
