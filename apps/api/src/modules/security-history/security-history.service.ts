import { DAY_MS, SECURITY_HISTORY, type SecurityEvent, type SecurityEventKind } from '@shortlist/contracts';
import type { AppDeps } from '../../deps';
import { describeDevice } from './device';
import { listSecurityEvents } from './security-history.repository';

/** The person's own security events of the retention period, newest first, with browser and system read. */
export async function listSecurityHistory(deps: AppDeps, userId: string): Promise<SecurityEvent[]> {
  const since = new Date(deps.clock.now().getTime() - SECURITY_HISTORY.retentionDays * DAY_MS);
  const rows = await listSecurityEvents(deps.database.db, userId, since, SECURITY_HISTORY.pageMax);
  return rows.map((row) => {
    const { browser, system } = describeDevice(row.userAgent);
    return {
      id: row.id,
      kind: row.kind as SecurityEventKind,
      detail: row.detail,
      newDevice: row.newDevice,
      browser,
      system,
      ip: row.ip,
      at: row.createdAt.toISOString(),
    };
  });
}
