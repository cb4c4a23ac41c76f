import type { Request } from 'express';
import type { AppDeps } from '../../deps';
import { accessClaims } from '../../http/session';

/** The session (refresh-token family) the request's access token belongs to: "this device". */
export function currentSessionId(deps: AppDeps, req: Pick<Request, 'headers'>): string | undefined {
  return accessClaims(deps, req.headers.authorization)?.sid;
}
