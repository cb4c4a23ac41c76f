import { SIGN_IN_LOCKOUT, SIGN_IN_LOCKOUT_TEXTS, SERVICE_TEXTS } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';

/**
 * Wrong passwords counted per account (the e-mail as typed, lower-cased: unknown addresses are counted the same
 * way, so the refusal reveals nothing) in the shared counters, so every API instance sees the same count.
 * Past SIGN_IN_LOCKOUT.maxFailures in the window, sign-in is refused until the window ends; a password reset
 * by e-mailed code ends it at once, so an attacker cannot keep the owner out.
 */
const WINDOW_MS = SIGN_IN_LOCKOUT.windowMinutes * 60_000;
const key = (email: string) => `signin-failures:${email.toLowerCase()}`;

/** The counters failing (Redis down) refuse the sign-in or its second step: never a free pass for the guesser. */
export async function counting<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  }
}

export async function assertSignInAllowed(deps: AppDeps, email: string): Promise<void> {
  const count = await counting(() => deps.rateLimitStore.counters.get(key(email)));
  if (!count || count.count < SIGN_IN_LOCKOUT.maxFailures) return;
  const minutes = Math.max(1, Math.ceil((count.resetAt.getTime() - deps.clock.now().getTime()) / 60_000));
  throw new AppError('RATE_LIMITED', SIGN_IN_LOCKOUT_TEXTS.locked(minutes));
}

export async function recordWrongPassword(deps: AppDeps, email: string): Promise<void> {
  await counting(() => deps.rateLimitStore.counters.hit(key(email), WINDOW_MS));
}

/** After a right password, or a password reset with an e-mailed code. */
export async function clearWrongPasswords(deps: AppDeps, email: string): Promise<void> {
  await counting(() => deps.rateLimitStore.counters.reset(key(email)));
}
