import type { RequestHandler } from 'express';
import { SERVICE_TEXTS } from '@shortlist/contracts';
import type { AppDeps } from '../deps';
import { errors } from './app-error';

/**
 * For routes a cookie authenticates (refresh, sign-out): the request must come from our own pages. SameSite=Lax
 * alone let another site POST them. Browsers say where a request comes from in `Sec-Fetch-Site` (every current
 * one) or at least `Origin`; a request with neither is not a browser's cross-site request (curl, a server) and
 * passes, as it carries no ambient cookie an attacker could borrow.
 */
export function sameOriginOnly(deps: AppDeps): RequestHandler {
  const publicOrigin = new URL(deps.config.publicUrl).origin;
  return (req, _res, next) => {
    const site = req.get('sec-fetch-site');
    if (site !== undefined) {
      // 'none': the user's own action (typed address, bookmark); 'same-site' is a sibling host: not ours
      if (site === 'same-origin' || site === 'none') return next();
      return next(errors.forbidden(SERVICE_TEXTS.crossSiteRefused));
    }
    const origin = req.get('origin');
    if (origin === undefined) return next();
    const ownOrigin = `${req.protocol}://${req.get('host') ?? ''}`;
    if (origin === publicOrigin || origin === ownOrigin) return next();
    next(errors.forbidden(SERVICE_TEXTS.crossSiteRefused));
  };
}
