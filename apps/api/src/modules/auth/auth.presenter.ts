import {
  type AppUser,
  type AuthSession,
  type RefreshedSession,
  isPremiumPlan,
  PLAN_IDS,
  type PlanId,
  SESSION,
} from '@shortlist/contracts';
import type { AppUserRow } from './auth.repository';

function planOf(value: string | null): PlanId {
  // a missing or unknown plan reads as basic (accounts §4: the plan defaults to basic)
  return (PLAN_IDS as readonly string[]).includes(value ?? '') ? (value as PlanId) : 'basic';
}

/** The in-app user (accounts §3): the auth user plus profile, isPremium and subscriptionPlan. */
export function presentAppUser(row: AppUserRow): AppUser {
  const plan = planOf(row.profileSubscriptionPlan);
  return {
    id: row.id,
    email: row.email,
    emailConfirmed: row.emailConfirmed,
    createdAt: row.createdAt.toISOString(),
    profile: {
      id: row.id,
      fullName: row.profileFullName,
      nickname: row.profileNickname,
      avatarUrl: row.profileAvatarUrl,
      subscriptionPlan: plan,
    },
    isPremium: isPremiumPlan(plan),
    subscriptionPlan: plan,
  };
}

/** The session body: the access token (the refresh token travels only in its cookie) and the user. */
export function presentAuthSession(session: {
  accessToken: string;
  expiresAt: number;
  user: AppUserRow;
}): AuthSession {
  return {
    accessToken: session.accessToken,
    tokenType: 'bearer',
    expiresIn: SESSION.accessTokenTtlSeconds,
    expiresAt: session.expiresAt,
    user: presentAppUser(session.user),
  };
}

/** The refresh's body: the session and the newest live event's id, where the tab's first stream resumes. */
export function presentRefreshedSession(session: {
  accessToken: string;
  expiresAt: number;
  user: AppUserRow;
  liveEventId: number;
}): RefreshedSession {
  return { ...presentAuthSession(session), liveEventId: session.liveEventId };
}
