import type PgBoss from 'pg-boss';
import type { AppDeps, JobTrigger } from '../deps';
import { deliverOutbox, OUTBOX_QUEUE } from '../integrations/mailer/outbox';
import { BULK_IMPORT_QUEUE, runBulkImportJob } from '../modules/capture/bulk-import.service';
import { purgeDeletedAccounts } from '../modules/account/account-purge.service';
import { DATA_EXPORT_QUEUE, runDataExportJob } from '../modules/data-export/data-export.service';
import { expireSubscriptions } from '../modules/billing/expire-subscriptions';
import { appLinkReader, priceWatchHooks } from '../modules/link-import/link-import.service';
import { notificationMailCheck } from '../modules/notifications/notifications.audience';
import { NOTIFICATION_DIGEST_QUEUE, sendDailyDigests } from '../modules/notifications/notifications.service';
import { PRICE_REFRESH_QUEUE, runPriceRefreshJob } from '../modules/price-refresh/price-refresh.service';
import { sendStepReminders, STEP_REMINDERS_QUEUE } from '../modules/next-steps/next-steps.reminders';
import { runWebhookDeliveries, WEBHOOK_DELIVERIES_QUEUE } from '../modules/webhooks/webhook-deliveries';
import { createPgBoss } from './pg-boss';

/** The purge of accounts deleted more than ACCOUNT.deletionRetentionDays ago. */
export const ACCOUNT_PURGE_QUEUE = 'account-purge';

/** Subscriptions whose period ended go back to Basic (the downgrade rule); hidden categories past the restore window go. */
export const SUBSCRIPTION_EXPIRY_QUEUE = 'subscription-expiry';

/** Cron schedules (UTC). The outbox is also triggered right after each commit that queues mail. */
const SCHEDULES = {
  [OUTBOX_QUEUE]: '* * * * *',
  [ACCOUNT_PURGE_QUEUE]: '17 * * * *',
  [SUBSCRIPTION_EXPIRY_QUEUE]: '*/5 * * * *',
  [PRICE_REFRESH_QUEUE]: '*/5 * * * *',
  // the daily digest of notifications, early morning in Europe, late evening in America
  [NOTIFICATION_DIGEST_QUEUE]: '0 7 * * *',
  // bulk adds are triggered when pasted; the schedule picks up lines a crashed worker left
  [BULK_IMPORT_QUEUE]: '* * * * *',
  // webhook deliveries are written with the change; each minute's run sends what is due (retries included)
  [WEBHOOK_DELIVERIES_QUEUE]: '* * * * *',
  // archives are triggered when asked for; the schedule picks up leftovers and removes old files
  [DATA_EXPORT_QUEUE]: '*/5 * * * *',
  // dated next steps' reminders go out within a minute of their time
  [STEP_REMINDERS_QUEUE]: '* * * * *',
} as const;

export interface JobRunner extends JobTrigger {
  boss: PgBoss;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the app's database with its queues, workers and schedules. Any number of API instances
 * may run it: pg-boss hands each job to one worker, and the queues are "stately" (at most one waiting and one
 * running), so a burst of triggers costs one delivery round, not one per trigger.
 */
export async function startJobs(deps: AppDeps, options: { pollingIntervalSeconds?: number } = {}) {
  const boss = createPgBoss(deps.database, { schedule: true, supervise: true });
  boss.on('error', (err) => deps.logger.error({ err }, 'job queue error'));
  await boss.start();

  const workOptions = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  /** A worker for the queue; every run is counted and timed in the metrics (failures rethrown for retries). */
  const work = (queue: string, run: () => Promise<unknown>) =>
    boss.work(queue, workOptions, async () => {
      const started = performance.now();
      try {
        await run();
        deps.metrics?.jobRan(queue, 'completed', (performance.now() - started) / 1000);
      } catch (err) {
        deps.metrics?.jobRan(queue, 'failed', (performance.now() - started) / 1000);
        throw err;
      }
    });

  await boss.createQueue(OUTBOX_QUEUE, { name: OUTBOX_QUEUE, policy: 'stately', retryLimit: 3 });
  // notification mails are checked against the access rule as they leave, however long they waited
  const checkNotificationMail = notificationMailCheck(deps);
  await work(OUTBOX_QUEUE, () => deliverOutbox(deps, { checkNotificationMail }));
  await boss.createQueue(ACCOUNT_PURGE_QUEUE, {
    name: ACCOUNT_PURGE_QUEUE,
    policy: 'stately',
    retryLimit: 5,
    retryBackoff: true,
  });
  await work(ACCOUNT_PURGE_QUEUE, () => purgeDeletedAccounts(deps));
  await boss.createQueue(SUBSCRIPTION_EXPIRY_QUEUE, {
    name: SUBSCRIPTION_EXPIRY_QUEUE,
    policy: 'stately',
    retryLimit: 5,
    retryBackoff: true,
  });
  await work(SUBSCRIPTION_EXPIRY_QUEUE, () => expireSubscriptions(deps));
  // item prices re-read from their links; the claim in the database keeps instances apart
  await boss.createQueue(PRICE_REFRESH_QUEUE, {
    name: PRICE_REFRESH_QUEUE,
    policy: 'stately',
    retryLimit: 1,
  });
  await work(PRICE_REFRESH_QUEUE, async () => {
    // price watches of the decision view: alerts written in the refresh's own transaction
    const hooks = priceWatchHooks(deps);
    const result = await runPriceRefreshJob(
      { ...deps, onPriceChanged: hooks.onPriceChanged },
      appLinkReader(deps),
    );
    hooks.afterRun();
    return result;
  });
  await boss.createQueue(NOTIFICATION_DIGEST_QUEUE, {
    name: NOTIFICATION_DIGEST_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryBackoff: true,
  });
  await work(NOTIFICATION_DIGEST_QUEUE, () => sendDailyDigests(deps));
  // links pasted for bulk add, claimed line by line in the database like the price refresh
  await boss.createQueue(BULK_IMPORT_QUEUE, { name: BULK_IMPORT_QUEUE, policy: 'stately', retryLimit: 1 });
  await work(BULK_IMPORT_QUEUE, () => runBulkImportJob(deps, appLinkReader(deps)));
  await boss.createQueue(STEP_REMINDERS_QUEUE, {
    name: STEP_REMINDERS_QUEUE,
    policy: 'stately',
    retryLimit: 3,
    retryBackoff: true,
  });
  await work(STEP_REMINDERS_QUEUE, () => sendStepReminders(deps));
  // "Download my data": archives claimed one by one in the database
  await boss.createQueue(DATA_EXPORT_QUEUE, { name: DATA_EXPORT_QUEUE, policy: 'stately', retryLimit: 1 });
  await work(DATA_EXPORT_QUEUE, () => runDataExportJob(deps));
  // webhook deliveries, claimed row by row in the database like the price refresh
  await boss.createQueue(WEBHOOK_DELIVERIES_QUEUE, {
    name: WEBHOOK_DELIVERIES_QUEUE,
    policy: 'stately',
    retryLimit: 1,
  });
  await work(WEBHOOK_DELIVERIES_QUEUE, () => runWebhookDeliveries(deps));
  for (const [queue, cron] of Object.entries(SCHEDULES)) await boss.schedule(queue, cron);
  deps.metrics?.setQueueDepths(async () => {
    const queues = Object.keys(SCHEDULES);
    const depths = await Promise.all(queues.map((queue) => boss.getQueueSize(queue)));
    return Object.fromEntries(queues.map((queue, i) => [queue, depths[i] ?? 0]));
  });

  const runner: JobRunner = {
    boss,
    async trigger(queue) {
      await boss.send(queue, {}, { singletonKey: queue });
    },
    async stop() {
      // let running jobs finish (a delivery round, a purge batch), then close
      await boss.stop({ graceful: true, wait: true, timeout: 8_000 });
    },
  };
  return runner;
}
