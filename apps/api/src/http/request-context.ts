import type { Request } from 'express';

/** Where a request came from: kept with a security event and named in its mail. */
export interface RequestContext {
  userAgent: string | null;
  ip: string | null;
}

export function requestContext(req: Pick<Request, 'ip' | 'get'>): RequestContext {
  return { userAgent: req.get('user-agent')?.slice(0, 500) ?? null, ip: req.ip ?? null };
}
