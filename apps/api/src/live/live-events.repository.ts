import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rawRows } from '../db/raw-rows';

/** The PostgreSQL channel the triggers of drizzle/0014_live_events.sql notify with a live_events id. */
export const LIVE_CHANNEL = 'live_events';

export type LiveEventKind = 'content' | 'notifications' | 'presence' | 'session';

/** One recorded change: which folders, items ([item, its folder]) and people it names. */
export interface LiveEventRow {
  id: number;
  kind: LiveEventKind;
  folderIds: string[];
  items: Array<[string, string]>;
  userIds: string[];
}

type RawRow = Omit<LiveEventRow, 'id' | 'items'> & { id: string | number; items: unknown };

const COLUMNS = sql`id, kind, folder_ids::text[] as "folderIds", items, user_ids::text[] as "userIds"`;

function toRow(raw: RawRow): LiveEventRow {
  const items = typeof raw.items === 'string' ? JSON.parse(raw.items) : raw.items;
  return { ...raw, id: Number(raw.id), items: items as Array<[string, string]> };
}

/** The events of some ids (those still kept), oldest first. */
export async function findLiveEvents(db: DbOrTx, ids: readonly number[]): Promise<LiveEventRow[]> {
  if (ids.length === 0) return [];
  const rows = await rawRows<RawRow>(
    db,
    sql`select ${COLUMNS} from live_events where id in ${[...ids]} order by id`,
  );
  return rows.map(toRow);
}

/** Events after `afterId`, oldest first, at most `limit`. */
export async function findLiveEventsAfter(
  db: DbOrTx,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  const rows = await rawRows<RawRow>(
    db,
    sql`select ${COLUMNS} from live_events where id > ${afterId} order by id limit ${limit}`,
  );
  return rows.map(toRow);
}

/**
 * The newest event's id (0: none yet) as a column of another statement: the session's refresh answers it, so a
 * page load's first stream can replay from before the page's reads. One index probe.
 */
export function newestLiveEventIdSql() {
  return sql<number>`(select coalesce(max(id), 0) from live_events)`.mapWith(Number);
}

/** The oldest and newest event kept (null, null: none yet). */
export async function liveEventBounds(db: DbOrTx): Promise<{ minId: number | null; maxId: number | null }> {
  const [row] = await rawRows<{ minId: string | number | null; maxId: string | number | null }>(
    db,
    sql`select min(id) as "minId", max(id) as "maxId" from live_events`,
  );
  const num = (v: string | number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return { minId: num(row?.minId), maxId: num(row?.maxId) };
}

/**
 * Deletes events older than the retention window, by the database's clock (every instance agrees). The newest
 * row always stays, so a Last-Event-ID older than every kept row is known to have missed something.
 */
export async function pruneLiveEvents(db: DbOrTx, retentionMs: number): Promise<void> {
  await db.execute(
    sql`delete from live_events
      where created_at < now() - make_interval(secs => ${retentionMs / 1000})
        and id < (select max(id) from live_events)`,
  );
}
