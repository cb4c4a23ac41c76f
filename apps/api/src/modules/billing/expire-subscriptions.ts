import { BILLING_TEXTS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import {
  archiveForDowngrade,
  purgeExpiredArchive,
  restorableUntilDay,
} from '../categories/category-archive.service';
import { endSubscription, listDueSubscriptions, setProfilePlan } from './billing.repository';

const BATCH_SIZE = 200;

export interface DowngradeOutcome {
  keptCategory: string | null;
  hiddenCategories: string[];
}

/** The e-mail telling a user their plan ended and what was hidden. */
function downgradeMail(email: string, outcome: DowngradeOutcome, now: Date) {
  const restoreUntil = restorableUntilDay(now);
  return {
    to: email,
    subject: BILLING_TEXTS.downgradeEmailSubject,
    text: BILLING_TEXTS.downgradeEmailText(outcome.keptCategory, outcome.hiddenCategories, restoreUntil),
  };
}

/**
 * Ends an active subscription and applies the downgrade rule (accounts §4, DESIGN §5), inside the caller's
 * transaction: the plan returns to Basic, the most used category stays, the others (and so their items) are
 * archived: out of view, restorable for SUBSCRIPTION.downgradeRestoreDays; the user's e-mail is queued in the
 * outbox (sent only if this commits: call kickOutbox after). Undefined when there was nothing to end (already
 * ended, or renewed in the meantime).
 */
export async function downgradeUser(
  db: DbOrTx,
  deps: AppDeps,
  options: { userId: string; email: string; now: Date; status: 'expired' | 'canceled' },
): Promise<DowngradeOutcome | undefined> {
  if (!(await endSubscription(db, options))) return undefined;
  await setProfilePlan(db, options.userId, 'basic', options.now);
  const { kept, hidden } = await archiveForDowngrade(db, options.userId, options.now);
  const outcome = { keptCategory: kept[0]?.name ?? null, hiddenCategories: hidden.map((c) => c.name) };
  await queueMail(db, deps, downgradeMail(options.email, outcome, options.now));
  return outcome;
}

/**
 * The expiry job: every active subscription whose period is over goes back to Basic through the downgrade rule
 * (one transaction per user; safe to run on several instances at once, as each step is conditional) and the
 * user is e-mailed through the outbox; then categories hidden longer than the restore window are deleted. Pass a userId to run it
 * for one user ("Refresh Subscription").
 */
export async function expireSubscriptions(
  deps: AppDeps,
  options: { userId?: string } = {},
): Promise<{ expired: number; purged: number }> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let expired = 0;
  for (;;) {
    const due = await listDueSubscriptions(db, { now, limit: BATCH_SIZE, ...options });
    for (const { userId, email } of due) {
      const outcome = await db.transaction((tx) =>
        downgradeUser(tx, deps, { userId, email, now, status: 'expired' }),
      );
      if (outcome) expired += 1;
    }
    if (due.length < BATCH_SIZE) break;
  }
  if (expired > 0) kickOutbox(deps);
  const purged = options.userId ? 0 : await purgeExpiredArchive(deps);
  return { expired, purged };
}
