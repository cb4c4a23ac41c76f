import { authEndpoints, type AuthSession } from '@shortlist/contracts';
import { mockEndpoint } from './render';

export const VIEWER_ID = '11111111-1111-4111-8111-111111111111';

/**
 * The auth session of the test viewer, Ada, on the Basic plan or (isPremium) Premium Monthly; her address is
 * confirmed unless `emailConfirmed: false`.
 */
export function makeSession({
  isPremium = false,
  emailConfirmed = true,
}: { isPremium?: boolean; emailConfirmed?: boolean } = {}): AuthSession {
  const plan = isPremium ? 'premium_monthly' : 'basic';
  return {
    accessToken: 'access-token',
    tokenType: 'bearer',
    expiresIn: 900,
    expiresAt: Math.floor(Date.now() / 1000) + 900,
    user: {
      id: VIEWER_ID,
      email: 'ada@example.com',
      emailConfirmed,
      createdAt: '2026-01-01T00:00:00.000Z',
      profile: {
        id: VIEWER_ID,
        fullName: 'Ada Lovelace',
        nickname: 'ada',
        avatarUrl: null,
        subscriptionPlan: plan,
      },
      isPremium,
      subscriptionPlan: plan,
    },
  };
}

/** The refresh answer of a signed-in viewer on the given plan, with where the live events stood (0: none yet). */
export function signedIn(
  options: { isPremium?: boolean; emailConfirmed?: boolean; liveEventId?: number } = {},
) {
  const { liveEventId = 0, ...plan } = options;
  return mockEndpoint(authEndpoints.refresh, { ...makeSession(plan), liveEventId });
}
