import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  DATA_EXPORT,
  DATA_EXPORT_ERRORS,
  DATA_EXPORT_TEXTS,
  type DataExportStatus,
  HOUR_MS,
} from '@shortlist/contracts';
import { DATA_EXPORT_JOB } from '../../config/tunables';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { Download } from '../../http/download';
import type { SessionUser } from '../../http/session';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import { notificationRecipients, notifyRecipients } from '../notifications/notifications.service';
import { buildDataArchive } from './data-archive';
import {
  claimPendingExport,
  type DataExportRow,
  findLatestDataExport,
  insertDataExport,
  lockUserForExport,
  markExportFailed,
  markExportReady,
  takeDownload,
  takeFilesToRemove,
} from './data-export.repository';

/** The pg-boss queue that builds archives (jobs/index.ts); triggered by each request, scheduled for leftovers. */
export const DATA_EXPORT_QUEUE = 'data-export';

/** The notification kind that tells a person their archive is ready. */
export const DATA_EXPORT_READY_KIND = 'data-export.ready';

const linkValidMs = DATA_EXPORT.linkValidHours * HOUR_MS;

/** The signing key of download links, derived from the server secret for this one use. */
function linkKey(deps: AppDeps): Buffer {
  return createHmac('sha256', deps.config.jwtSecret).update('shortlist data export link v1').digest();
}

function signature(deps: AppDeps, id: string, expires: number): string {
  return createHmac('sha256', linkKey(deps)).update(`${id}\n${expires}`).digest('base64url');
}

/** The archive's download path, signed for its id and expiry (seconds since the epoch). */
export function downloadPath(deps: AppDeps, id: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000);
  return `/api/data-export/${id}/download?expires=${expires}&signature=${signature(deps, id, expires)}`;
}

function present(deps: AppDeps, row: DataExportRow | undefined): DataExportStatus {
  if (!row) return { export: null };
  const now = deps.clock.now();
  const expired = row.state === 'ready' && row.expiresAt !== null && row.expiresAt <= now;
  const state = expired ? 'expired' : row.state;
  return {
    export: {
      id: row.id,
      state,
      requestedAt: row.requestedAt.toISOString(),
      readyAt: row.readyAt?.toISOString() ?? null,
      expiresAt: row.expiresAt?.toISOString() ?? null,
      downloadUrl: state === 'ready' && row.expiresAt ? downloadPath(deps, row.id, row.expiresAt) : null,
    },
  };
}

export async function getDataExportStatus(deps: AppDeps, user: SessionUser): Promise<DataExportStatus> {
  return present(deps, await findLatestDataExport(deps.database.db, user.id));
}

/** Asks for an archive: one in the making at a time (409); the job builds it and tells the person. */
export async function requestDataExport(deps: AppDeps, user: SessionUser): Promise<DataExportStatus> {
  const row = await deps.database.db.transaction(async (tx) => {
    await lockUserForExport(tx, user.id);
    const latest = await findLatestDataExport(tx, user.id);
    if (latest?.state === 'pending') throw errors.conflict(DATA_EXPORT_ERRORS.inProgress);
    return insertDataExport(tx, user.id, deps.clock.now());
  });
  deps.jobs?.trigger(DATA_EXPORT_QUEUE).catch((err: unknown) => {
    deps.logger.warn({ err }, 'could not trigger the data export; the schedule will build it');
  });
  return present(deps, row);
}

/**
 * Builds the waiting archives one by one: the ZIP is stored, then in one transaction the row becomes ready and
 * the person gets a notification and an e-mail with the signed link (whatever their notification e-mail
 * setting: they asked for it). A failure marks the row failed (the profile says so) and the next goes on.
 * Files of downloaded or expired archives are removed. Answers how many were built.
 */
export async function runDataExportJob(deps: AppDeps): Promise<number> {
  const db = deps.database.db;
  let built = 0;
  for (;;) {
    const now = deps.clock.now();
    const row = await claimPendingExport(db, now, new Date(now.getTime() - DATA_EXPORT_JOB.leaseMs));
    if (!row) break;
    try {
      const zip = await buildDataArchive(deps, db, row.userId);
      const filePath = `${row.id}/data-export.zip`;
      await deps.storage.put(filePath, zip, 'application/zip');
      const readyAt = deps.clock.now();
      const expiresAt = new Date(readyAt.getTime() + linkValidMs);
      await db.transaction(async (tx) => {
        await markExportReady(tx, row.id, { filePath, byteSize: zip.length, readyAt, expiresAt });
        const recipients = await notificationRecipients(tx, [row.userId], null);
        // the link goes by its own e-mail below, so the notification itself is never mailed
        await notifyRecipients(
          tx,
          deps,
          recipients.map((r) => ({ ...r, setting: 'off' as const })),
          {
            userIds: [row.userId],
            kind: DATA_EXPORT_READY_KIND,
            payload: {},
            dedupeKey: `data-export:${row.id}`,
          },
        );
        const to = recipients[0]?.email;
        if (to)
          await queueMail(tx, deps, {
            to,
            subject: DATA_EXPORT_TEXTS.mailSubject,
            text: DATA_EXPORT_TEXTS.mailText(
              `${deps.config.publicUrl}${downloadPath(deps, row.id, expiresAt)}`,
            ),
          });
      });
      kickOutbox(deps);
      built += 1;
    } catch (err) {
      deps.logger.error({ err, exportId: row.id }, 'data export: the archive could not be built');
      await markExportFailed(db, row.id);
    }
  }
  const stale = await takeFilesToRemove(db, deps.clock.now());
  if (stale.length > 0)
    await deps.storage
      .remove(stale)
      .catch((err: unknown) => deps.logger.warn({ err }, 'data export: old archives stay'));
  return built;
}

/** The signature matches the id and expiry, and the expiry has not passed. */
function linkValid(deps: AppDeps, id: string, expires: number, given: string): boolean {
  const expected = Buffer.from(signature(deps, id, expires));
  const actual = Buffer.from(given);
  return (
    actual.length === expected.length &&
    timingSafeEqual(actual, expected) &&
    expires * 1000 > deps.clock.now().getTime()
  );
}

/** The archive a signed link was taken for, and what to do once it has been sent. */
export interface TakenDataExport {
  file: Download;
  /** Removes the archive's file: call it once the answer has gone out. */
  sent(): void;
}

/**
 * The archive through its signed link, once: the first valid request takes it (the row becomes downloaded in
 * the same statement that checks it is ready), and its file is removed after it was sent.
 */
export async function downloadDataExport(
  deps: AppDeps,
  id: string,
  query: { expires: number; signature: string },
): Promise<TakenDataExport> {
  if (!linkValid(deps, id, query.expires, query.signature))
    throw new AppError('FORBIDDEN', DATA_EXPORT_ERRORS.linkInvalid);
  const taken = await takeDownload(deps.database.db, id, deps.clock.now());
  if (!taken) throw new AppError('FORBIDDEN', DATA_EXPORT_ERRORS.linkInvalid);
  const body = await deps.storage.read(taken.filePath);
  const day = deps.clock.now().toISOString().slice(0, 10);
  return {
    file: { body, contentType: 'application/zip', fileName: `shortlist-data-${day}.zip` },
    sent: () => {
      deps.storage.remove([taken.filePath]).catch((err: unknown) => {
        deps.logger.warn({ err }, 'data export: a downloaded archive stays until the next run');
      });
    },
  };
}
