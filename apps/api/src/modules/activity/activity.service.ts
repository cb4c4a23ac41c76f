import type { ActivityKind, ActivityPage, ActivityQuery } from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { SessionUser } from '../../http/session';
import { presentActivity } from './activity.presenter';
import {
  findActivityPage,
  insertActivities,
  newItemActivitySql,
  type NewActivity,
} from './activity.repository';

/** One thing that happened, as the feature that made the change tells it. */
export interface ActivityInput {
  /** Where it happened: the item's folder (after a move: the folder it moved to). */
  folderId: string;
  /** Who did it; null for the price refresh's worker. */
  actorId: string | null;
  itemId?: string | null;
  kind: ActivityKind;
  /**
   * What the kind's text needs, with names as they are at the time (the rule notifications follow too).
   * `actorName`, `itemName` and `folderName` are filled in from the rows when not given, and `memberName` from
   * a `memberId` (the person a role change or removal is about).
   */
  payload?: Record<string, unknown>;
  /** When it happened; the database's now() when omitted. Services pass `deps.clock.now()`. */
  at?: Date;
}

/**
 * Records an activity row inside the caller's transaction, so the row exists only if
 * the change does. Called by the service of the feature that owns the change; one statement. Answers the
 * stored payload (names as they are now), for a notification about the same event.
 */
export async function recordActivity(tx: DbOrTx, input: ActivityInput): Promise<Record<string, unknown>> {
  const [payload] = await insertActivities(tx, [toRow(input)]);
  // the stored payload, names filled in: what a notification about the same event says
  return payload ?? {};
}

/**
 * recordActivity for an item being created, as part of the statement that inserts it (the items service's one
 * write statement): the same row, written as SQL over that statement's `item`; the statement answers
 * the stored payload.
 */
export const activityOfNewItem = (input: {
  kind: ActivityKind;
  actorId: string;
  /** ISO 8601; every value is a parameter (Add Item's write is built once). */
  at: string;
}) => newItemActivitySql(input);

/** Several rows (a move or delete of many items) in one statement, in the given order. */
export async function recordActivities(tx: DbOrTx, inputs: readonly ActivityInput[]): Promise<void> {
  await insertActivities(tx, inputs.map(toRow));
}

function toRow(input: ActivityInput): NewActivity {
  return {
    folderId: input.folderId,
    actorId: input.actorId,
    itemId: input.itemId ?? null,
    // a deleted item's row keeps its name but cannot point at it (the cascade would take the row too)
    linkItem: input.kind !== 'item.deleted',
    kind: input.kind,
    payload: input.payload ?? {},
    at: input.at ?? null,
  };
}

/**
 * A page of the activity of a folder the caller can see (404 otherwise) and everything below it, newest first.
 * The cursor is the last row's id: rows only grow, so a page never repeats or skips a row.
 */
export async function listActivity(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  query: ActivityQuery,
): Promise<ActivityPage> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'view');
  // one more than asked tells whether there is a next page
  const rows = await findActivityPage(db, folderId, {
    viewerId: user.id,
    ...(query.cursor ? { beforeId: Number(query.cursor) } : {}),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(presentActivity),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}
