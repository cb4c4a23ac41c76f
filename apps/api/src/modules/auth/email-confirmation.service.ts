import {
  ACCOUNT_ERRORS,
  ACCOUNT_LINKS,
  APP_PATHS,
  DAY_MS,
  EMAIL_CONFIRMATION_TEXTS,
  SECOND_MS,
  appUrl,
} from '@shortlist/contracts';
import { hashToken, newRefreshToken } from '../../auth-core/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import { acceptPendingInvitations } from '../sharing/sharing.service';
import { authMails, type ConfirmationReason } from './auth.mails';
import {
  consumeEmailConfirmation,
  findEmailState,
  insertEmailConfirmation,
  latestConfirmationSentAt,
  markEmailConfirmed,
} from './email-confirmation.repository';

/**
 * The sign-up confirmation (accounts §8: "Please check your email to confirm your account!"). A new account
 * may use the app at once; sharing and paying wait for the link (http/session.ts requireConfirmedEmail), and
 * so do the folders already shared with the address: a sign-up with someone else's address gets nothing of
 * theirs. It lives with sign-up, which issues the first link; account's router mounts the confirm and resend
 * endpoints, so account depends on auth and never the other way round.
 */

/**
 * Stores a new link for the address and queues its mail, in the caller's transaction (sign-up, resend, e-mail
 * change); `reason` only picks the mail's words.
 */
export async function queueConfirmationLink(
  tx: DbOrTx,
  deps: AppDeps,
  user: { id: string; email: string },
  reason: ConfirmationReason = 'sign_up',
): Promise<void> {
  const now = deps.clock.now();
  const token = newRefreshToken();
  await insertEmailConfirmation(tx, {
    userId: user.id,
    tokenHash: hashToken(token),
    email: user.email,
    expiresAt: new Date(now.getTime() + ACCOUNT_LINKS.confirmEmailTtlDays * DAY_MS),
    createdAt: now,
  });
  const link = appUrl(deps.config.publicUrl, APP_PATHS.confirmEmail(token));
  await queueMail(tx, deps, authMails.confirmEmail(user.email, link, reason));
}

/** Sends a new link, at most one a minute; a confirmed address needs none (answered ok all the same). */
export async function resendConfirmationLink(deps: AppDeps, input: { userId: string }): Promise<void> {
  const { db } = deps.database;
  const state = await findEmailState(db, input.userId);
  if (!state) throw errors.unauthenticated(ACCOUNT_ERRORS.noSession);
  if (state.emailConfirmed) return;
  const last = await latestConfirmationSentAt(db, input.userId);
  const now = deps.clock.now().getTime();
  if (last && now - last.getTime() < ACCOUNT_LINKS.resendIntervalSeconds * SECOND_MS) {
    throw errors.rateLimited(ACCOUNT_ERRORS.codeResendTooSoon);
  }
  await db.transaction((tx) => queueConfirmationLink(tx, deps, { id: input.userId, email: state.email }));
  kickOutbox(deps);
}

/**
 * Confirms the address the link was sent to, if it is still the account's: the link is used, the address
 * marked confirmed and the folder invitations of the address accepted, in one transaction. No session needed
 * (the link may be opened on another device).
 */
export async function confirmEmail(deps: AppDeps, input: { token: string }): Promise<string> {
  const now = deps.clock.now();
  const invalid = () => errors.validation({ token: EMAIL_CONFIRMATION_TEXTS.invalidLink });
  await deps.database.db.transaction(async (tx) => {
    const link = await consumeEmailConfirmation(tx, hashToken(input.token), now);
    if (!link) throw invalid();
    if (!(await markEmailConfirmed(tx, link.userId, link.email, now))) throw invalid();
    await acceptPendingInvitations(tx, { email: link.email, userId: link.userId, now });
  });
  return EMAIL_CONFIRMATION_TEXTS.confirmed;
}
