import { AUTH_ERRORS, TWO_FACTOR } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import { counting } from './sign-in-lockout';

/**
 * Wrong second-step codes counted per account in the shared counters (every instance sees one count): past
 * TWO_FACTOR.maxFailures in the window, the step is refused with sign-in's own text until the window ends. A
 * password alone never gets more guesses at the code than that.
 */
const WINDOW_MS = TWO_FACTOR.windowMinutes * 60_000;
const key = (userId: string) => `second-step-failures:${userId}`;

export async function assertSecondStepAllowed(deps: AppDeps, userId: string): Promise<void> {
  const count = await counting(() => deps.rateLimitStore.counters.get(key(userId)));
  if (count && count.count >= TWO_FACTOR.maxFailures)
    throw new AppError('RATE_LIMITED', AUTH_ERRORS.tooManyRequests);
}

export async function recordWrongCode(deps: AppDeps, userId: string): Promise<void> {
  await counting(() => deps.rateLimitStore.counters.hit(key(userId), WINDOW_MS));
}

export async function clearWrongCodes(deps: AppDeps, userId: string): Promise<void> {
  await counting(() => deps.rateLimitStore.counters.reset(key(userId)));
}
