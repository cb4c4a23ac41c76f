import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { guardedLookup, ipLiteral } from './address-guard';
import { LinkReadError } from './errors';
import { agents, checkUrl } from './safe-fetch';

export interface SafePostOptions {
  headers: Record<string, string>;
  timeoutMs: number;
  /** Lets 127.0.0.0/8 and ::1 through (tests and the e2e stack), as the link reader's option does. */
  allowLoopbackForTests?: boolean;
  lookup?: LookupFunction;
}

/** What the receiver answered: its status, or why nothing came back (a blocked address, a timeout...). */
export type PostOutcome = { status: number } | { status: null; error: string };

/**
 * POSTs a body to a user-supplied URL behind the link reader's outbound guard: the same URL check, the same
 * connect-time address check (private, loopback, link-local and metadata ranges refused, DNS rebinding
 * defeated), one deadline. Redirects are not followed (a 3xx is the answer). The answer's body is not read.
 */
export function safePost(rawUrl: string, body: string, options: SafePostOptions): Promise<PostOutcome> {
  const allowLoopback = options.allowLoopbackForTests === true;
  let url: URL;
  try {
    url = checkUrl(rawUrl, allowLoopback);
  } catch (err) {
    return Promise.resolve({ status: null, error: (err as Error).message });
  }
  return new Promise((resolve) => {
    const done = (outcome: PostOutcome) => {
      clearTimeout(deadline);
      resolve(outcome);
    };
    const secure = url.protocol === 'https:';
    const pool = allowLoopback ? agents.loopback : agents.strict;
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: ipLiteral(url.hostname) ?? url.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        agent: secure ? pool.https : pool.http,
        lookup: guardedLookup(options.lookup, allowLoopback),
        headers: { ...options.headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (response) => {
        response.resume();
        done({ status: response.statusCode ?? 0 });
      },
    );
    // one deadline for connect and answer alike
    const deadline = setTimeout(() => request.destroy(new LinkReadError('timeout')), options.timeoutMs);
    request.on('error', (err) =>
      done({
        status: null,
        error: err instanceof LinkReadError ? err.message : new LinkReadError('unreachable').message,
      }),
    );
    request.end(body);
  });
}
