import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';
import { LINK_READER } from '@shortlist/contracts';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { addressAllowed, guardedLookup, ipLiteral } from './address-guard';
import { LinkReadError, type LinkReadReason } from './errors';

export interface SafeFetchOptions {
  /** Content types accepted (lower case, without parameters); anything else is refused unread. */
  accept: readonly string[];
  acceptHeader: string;
  /** Byte cap of the (decompressed) body, counted while streaming. */
  maxBytes: number;
  tooLarge: Extract<LinkReadReason, 'tooLarge' | 'imageTooLarge'>;
  wrongType: Extract<LinkReadReason, 'notHtml' | 'notImage'>;
  /** Whole fetch, every redirect included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /**
   * Lets 127.0.0.0/8 and ::1 through. Only tests (and the e2e stack, through LINK_READER_ALLOW_LOOPBACK) set it;
   * every other blocked range stays blocked.
   */
  allowLoopbackForTests?: boolean;
  /** DNS resolver; tests inject one to map a host name to an address. Its answers are checked like real DNS. */
  lookup?: LookupFunction;
  userAgent?: string;
}

export interface FetchedResource {
  /** The address that answered, after redirects. */
  url: string;
  contentType: string;
  charset: string | undefined;
  body: Buffer;
  redirects: number;
}

const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; ShortlistLinkReader/1.0)';

/** The agents enforce the same rule a second time, on the socket itself (IP literals and every DNS answer). */
const LOOPBACK_LIST = ['127.0.0.0/8', '::1'];
export const agents = {
  strict: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  loopback: {
    http: new RequestFilteringHttpAgent({ allowIPAddressList: LOOPBACK_LIST }),
    https: new RequestFilteringHttpsAgent({ allowIPAddressList: LOOPBACK_LIST }),
  },
};

/** The web's ports; others (22, 25, 6379...) reach services that are not web pages. '' is the scheme's default. */
const WEB_PORTS = new Set(['', '80', '443']);

/**
 * Parses and checks a URL before any connection (and again on each redirect): http(s), no credentials, port 80
 * or 443 (any port under the dev/test loopback allowance, where fixture servers listen on random ports), no
 * blocked IP literal.
 */
export function checkUrl(raw: string | URL, allowLoopback = false): URL {
  let url: URL;
  try {
    url = typeof raw === 'string' ? new URL(raw.trim()) : raw;
  } catch {
    throw new LinkReadError('invalidUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new LinkReadError('unsupportedProtocol');
  if (url.username || url.password) throw new LinkReadError('credentialsInUrl');
  if (!url.hostname) throw new LinkReadError('invalidUrl');
  const literal = ipLiteral(url.hostname);
  if (literal) {
    const reason = addressAllowed(literal, allowLoopback);
    if (reason) throw new LinkReadError(reason);
  }
  if (!allowLoopback && !WEB_PORTS.has(url.port)) throw new LinkReadError('portNotAllowed');
  return url;
}

function parseContentType(header: string | undefined): { type: string; charset: string | undefined } {
  const [type = '', ...params] = (header ?? '').split(';');
  const charset = params
    .map((p) => p.trim().split('='))
    .find(([k]) => k?.toLowerCase() === 'charset')?.[1]
    ?.replace(/^"|"$/g, '');
  return { type: type.trim().toLowerCase(), charset };
}

function requestOnce(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
  allowLoopback: boolean,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const pool = allowLoopback ? agents.loopback : agents.strict;
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: ipLiteral(url.hostname) ?? url.hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: secure ? pool.https : pool.http,
        lookup: guardedLookup(options.lookup, allowLoopback),
        signal,
        headers: {
          'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
          accept: options.acceptHeader,
          'accept-encoding': 'gzip, deflate, br',
          'accept-language': 'en;q=1, *;q=0.5',
        },
      },
      resolve,
    );
    request.on('error', reject);
    request.end();
  });
}

function decoded(response: IncomingMessage): Readable {
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? zlib.createGunzip()
      : encoding === 'deflate'
        ? zlib.createInflate()
        : encoding === 'br'
          ? zlib.createBrotliDecompress()
          : null;
  if (!decoder) return response;
  return pipeline(response, decoder, () => {
    // errors surface through the returned stream
  });
}

async function readCapped(response: IncomingMessage, options: SafeFetchOptions): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > options.maxBytes) {
    response.destroy();
    throw new LinkReadError(options.tooLarge);
  }
  const stream = decoded(response);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = chunk as Buffer;
    total += buffer.length;
    if (total > options.maxBytes) {
      stream.destroy();
      response.destroy();
      throw new LinkReadError(options.tooLarge);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

function asReadError(err: unknown, timedOut: boolean): LinkReadError {
  if (timedOut) return new LinkReadError('timeout');
  if (err instanceof LinkReadError) return err;
  // request-filtering-agent's own refusal (it should never be reached: the lookup refuses first)
  if (err instanceof Error && /is not allowed/.test(err.message)) return new LinkReadError('privateAddress');
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return new LinkReadError('hostNotFound');
  if (code === 'Z_DATA_ERROR' || code === 'ERR_INVALID_URL') return new LinkReadError('unreachable');
  return new LinkReadError('unreachable');
}

/**
 * GETs a user-supplied URL safely: http(s) only; every address is checked when the socket connects (IP literals
 * before, DNS answers inside the lookup), so private, loopback, link-local, multicast and metadata ranges are
 * refused, on every redirect too; at most `maxRedirects` redirects; one deadline for the whole read; the body
 * is refused unless its content type is accepted, and cut off as soon as it passes `maxBytes`.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const allowLoopback = options.allowLoopbackForTests === true;
  const maxRedirects = options.maxRedirects ?? LINK_READER.maxRedirects;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? LINK_READER.timeoutMs);
  try {
    let url = checkUrl(rawUrl, allowLoopback);
    for (let redirects = 0; ; redirects += 1) {
      const response = await requestOnce(url, options, controller.signal, allowLoopback);
      const status = response.statusCode ?? 0;
      if ([301, 302, 303, 307, 308].includes(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new LinkReadError('redirectWithoutLocation');
        if (redirects >= maxRedirects) throw new LinkReadError('tooManyRedirects');
        let next: URL;
        try {
          next = new URL(location, url);
        } catch {
          throw new LinkReadError('invalidUrl');
        }
        url = checkUrl(next, allowLoopback);
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw LinkReadError.httpStatus(status);
      }
      const { type, charset } = parseContentType(response.headers['content-type']);
      if (!options.accept.includes(type)) {
        response.destroy();
        throw new LinkReadError(options.wrongType);
      }
      const body = await readCapped(response, options);
      return { url: url.toString(), contentType: type, charset, body, redirects };
    }
  } catch (err) {
    throw asReadError(err, timedOut);
  } finally {
    clearTimeout(timer);
  }
}
