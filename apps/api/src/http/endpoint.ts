import { constants } from 'node:zlib';
import type { Endpoint } from '@shortlist/contracts';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { authenticate, isSessionCheck, type SessionCheck } from './authenticate';
import { decidedEtag } from './revision';
import { answerText, checkedText, JsonText } from './serializer';
import type { SessionUser } from './session';
import { parseBodyWith, parseWith } from './validate';
import { bodyContentTypes, refuseUnreadBody } from './body-type';
import type { Routes } from './route-table';
import { guardedText } from './contract-keys';

/**
 * The JSON answers, compressed when 1 KB or longer and the client accepts an encoding, at a fast level: they are
 * built per request (the SPA's files are compressed at build time). Brotli is preferred where accepted; the
 * ETag stays the uncompressed answer's, and a HEAD or a 304 has no body to compress.
 */
const compressAccepted = compression({
  threshold: 1024,
  level: 1,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
  filter: (_req, res) => String(res.getHeader('Content-Type')).startsWith('application/json'),
});

/**
 * A request that accepts no encoding (a script, a server, a test client) gets its answer as it is without the
 * middleware wrapping the response's writes; caches still learn that the answer varies with Accept-Encoding.
 */
const compressJson: RequestHandler = (req, res, next) => {
  if (req.headers['accept-encoding']) return compressAccepted(req, res, next);
  res.vary('Accept-Encoding');
  next();
};

type Out<S> = NonNullable<S> extends z.ZodType ? z.output<NonNullable<S>> : undefined;

export interface HandlerInput<E extends Endpoint> {
  body: Out<E['body']>;
  query: Out<E['query']>;
  params: Out<E['params']>;
  req: Request;
  res: Response;
}

export interface AuthedHandlerInput<E extends Endpoint> extends HandlerInput<E> {
  user: SessionUser;
}

/** A handler answers the contract's value, or its JSON text already written (JsonText). */
type Result<E extends Endpoint> = Promise<Out<E['response']> | JsonText> | Out<E['response']> | JsonText;

export type Handler<E extends Endpoint> = E extends { auth: true }
  ? (input: AuthedHandlerInput<E>) => Result<E>
  : (input: HandlerInput<E> & { user?: SessionUser }) => Result<E>;

/**
 * Mounts a contract endpoint: the session check (http/authenticate.ts, first, so nothing runs unauthenticated)
 * -> extra middleware (rate limits, uploads) -> parse body/query/params with the contract schemas -> handler ->
 * JSON answer written from the response schema's zod parse (which drops any field the contract does not name,
 * so nothing private leaks). A `SessionCheck` among `before` (`revalidated(scope)`,
 * `sessionInStatement(scope)`) says how the session is checked: with the answer's revision (304 before the
 * handler runs).
 */
export function mount<E extends Endpoint>(
  router: Routes,
  endpoint: E,
  handler: Handler<E>,
  ...before: (RequestHandler | SessionCheck)[]
): void {
  const deps = router.deps;
  const session = authenticate(deps, endpoint, before.find(isSessionCheck));
  const chain: RequestHandler[] = [
    ...(session ? [session] : []),
    ...before.filter((step): step is RequestHandler => !isSessionCheck(step)),
  ];
  const bodyTypes = endpoint.body ? bodyContentTypes(endpoint) : [];
  if (endpoint.response) chain.push(compressJson);
  chain.push(async (req, res) => {
    // a body in a type the route does not read would be answered as if nothing had been sent
    if (endpoint.body) refuseUnreadBody(req, bodyTypes);
    const input = {
      body: endpoint.body ? parseBodyWith(endpoint.body, req.body ?? {}) : undefined,
      query: endpoint.query ? parseWith(endpoint.query, req.query) : undefined,
      params: endpoint.params ? parseWith(endpoint.params, req.params) : undefined,
      req,
      res,
      user: req.user,
    };
    const result = await (handler as (i: typeof input) => unknown)(input);
    if (res.headersSent) return;
    // a handler may have chosen its own status (health answers 503); otherwise the contract's
    const status =
      res.statusCode !== 200 ? res.statusCode : (endpoint.status ?? (endpoint.response ? 200 : 204));
    if (!endpoint.response) {
      res.status(status).end();
      return;
    }
    // an answer revalidated from its revision (http/revision.ts) carries the ETag decided before it was built
    const etag = decidedEtag(res);
    if (etag) res.setHeader('ETag', etag);
    // the contract's zod parse writes only the fields it names, and text the database wrote is held to the
    // contract's keys (nothing private leaks); the test suites also zod-parse text the database wrote (config
    // responseCheck), where drift from the contract shows
    const body =
      result instanceof JsonText
        ? deps.config.responseCheck
          ? checkedText(endpoint.response, result)
          : guardedText(endpoint.response, result, deps.logger)
        : answerText(endpoint.response, result);
    // res.send answers a matching If-None-Match with a 304 and a HEAD without a body
    res.status(status).type('json').send(body);
  });
  router[endpoint.method](endpoint.path, ...chain);
}
