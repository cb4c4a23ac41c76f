import type { AppDeps } from '../../deps';
import { STEP_REMINDERS } from '../../config/tunables';
import { getItemsAccess } from '../../access/folder-access';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { notify } from '../notifications/notifications.service';
import { takeDueReminders, type DueReminder } from './next-steps.repository';

/** The pg-boss queue of step reminders (see jobs/): every minute. */
export const STEP_REMINDERS_QUEUE = 'step-reminders';

/** The notification kind of a reminder (rendered by contracts' NOTIFICATION_RENDERERS). */
export const STEP_REMINDER_KIND = 'step.reminder';

/**
 * Tells each step's assignee (else its creator) of the reminders whose time has come at `at`: in the app, and by
 * e-mail as their setting says (notify). The reminders are taken and the notifications written in one
 * transaction, so a crash tells nobody and another instance's run tells nobody twice. Who may no longer see the
 * item (taken off the folder, the item made private) is told nothing, now or when the mail leaves.
 */
export async function sendStepReminders(
  deps: AppDeps,
  at: Date = deps.clock.now(),
): Promise<{ reminded: number }> {
  let mailed = 0;
  const reminded = await deps.database.db.transaction(async (tx) => {
    const due = await takeDueReminders(tx, at, STEP_REMINDERS.batchMax);
    const byRecipient = new Map<string, DueReminder[]>();
    for (const r of due)
      if (r.recipientId) byRecipient.set(r.recipientId, [...(byRecipient.get(r.recipientId) ?? []), r]);
    let told = 0;
    for (const [userId, list] of byRecipient) {
      const access = await getItemsAccess(tx, userId, [...new Set(list.map((r) => r.itemId))]);
      for (const r of list.filter((x) => access.has(x.itemId))) {
        const remindAt = new Date(r.remindAt).toISOString();
        const result = await notify(tx, deps, {
          userIds: [userId],
          kind: STEP_REMINDER_KIND,
          payload: {
            stepId: r.stepId,
            stepText: r.text,
            itemName: r.itemName,
            folderName: r.folderName,
            dueAt: new Date(r.dueAt).toISOString(),
            leadMinutes: r.remindBeforeMinutes,
          },
          folderId: r.folderId,
          itemId: r.itemId,
          dedupeKey: `${STEP_REMINDER_KIND}:${r.stepId}:${remindAt}`,
        });
        told += result.created;
        mailed += result.mailed;
      }
    }
    return told;
  });
  if (mailed > 0) kickOutbox(deps);
  return { reminded };
}
