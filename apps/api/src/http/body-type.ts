import { type Endpoint, SERVICE_TEXTS } from '@shortlist/contracts';
import type { Request } from 'express';
import { AppError } from './app-error';

const JSON_TYPE = 'application/json';

/** The content types a route's body may come in, as its contract (and the OpenAPI document) says. */
export function bodyContentTypes(endpoint: Endpoint): string[] {
  return endpoint.bodyContentTypes ?? [endpoint.bodyContentType ?? JSON_TYPE];
}

/** Bytes came with the request: a length above 0, or a body sent in chunks. */
function sentBody(req: Request): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return req.headers['transfer-encoding'] !== undefined;
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i;

/**
 * Refuses (415) a body the route does not read: a type its contract does not name (text/plain, a form, JSON to an
 * upload) is left unparsed, so the route would answer as if nothing had been sent; JSON in a charset other than
 * UTF-8 (RFC 8259: JSON is UTF-8) would be decoded by rules the client may not mean (UTF-7 hides characters from
 * anything reading the bytes). A request with no body at all, whatever its headers, goes on as before: a route
 * whose body is optional is called without one.
 */
export function refuseUnreadBody(req: Request, types: readonly string[]): void {
  if (!sentBody(req)) return;
  const matched = req.is([...types]);
  const charset = matched === JSON_TYPE ? CHARSET.exec(req.headers['content-type'] ?? '')?.[1] : undefined;
  if (!matched || (charset !== undefined && !/^utf-?8$/i.test(charset)))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SERVICE_TEXTS.unsupportedBody(types));
}
