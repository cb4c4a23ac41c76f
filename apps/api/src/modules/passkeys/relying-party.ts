import type { AppDeps } from '../../deps';

/** The WebAuthn relying party: its id is PUBLIC_URL's host name, and a ceremony must come from its origin. */
export function relyingParty(deps: AppDeps): { id: string; origin: string; name: string } {
  const url = new URL(deps.config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Shortlist' };
}
