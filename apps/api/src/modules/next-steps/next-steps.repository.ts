import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { itemAliasVisibleTo } from '../../db/item-visibility';
import { rawRows } from '../../db/raw-rows';
import { itemNextSteps, profiles } from '../../db/schema';

export interface StepRow {
  id: string;
  itemId: string;
  text: string;
  completed: boolean;
  completedAt: Date | string | null;
  creatorId: string | null;
  creatorNickname: string | null;
  creatorFullName: string | null;
  creatorAvatarUrl: string | null;
  createdAt: Date | string;
  dueAt: Date | string | null;
  assigneeId: string | null;
  assigneeNickname: string | null;
  assigneeFullName: string | null;
  assigneeAvatarUrl: string | null;
  remindBeforeMinutes: number | null;
}

/** A step with its item and folder (the dated lists). */
export interface DatedStepRow extends StepRow {
  itemName: string;
  folderId: string;
  folderName: string;
}

const assigneeProfiles = alias(profiles, 'assignee_profiles');

/** An item's next steps with their creators and assignees, newest first: one statement. */
export function findSteps(db: DbOrTx, itemId: string, stepIds?: readonly string[]): Promise<StepRow[]> {
  return db
    .select({
      id: itemNextSteps.id,
      itemId: itemNextSteps.itemId,
      text: itemNextSteps.text,
      completed: itemNextSteps.completed,
      completedAt: itemNextSteps.completedAt,
      creatorId: itemNextSteps.creatorId,
      creatorNickname: profiles.nickname,
      creatorFullName: profiles.fullName,
      creatorAvatarUrl: profiles.avatarUrl,
      createdAt: itemNextSteps.createdAt,
      dueAt: itemNextSteps.dueAt,
      assigneeId: itemNextSteps.assigneeId,
      assigneeNickname: assigneeProfiles.nickname,
      assigneeFullName: assigneeProfiles.fullName,
      assigneeAvatarUrl: assigneeProfiles.avatarUrl,
      remindBeforeMinutes: itemNextSteps.remindBeforeMinutes,
    })
    .from(itemNextSteps)
    .leftJoin(profiles, eq(profiles.id, itemNextSteps.creatorId))
    .leftJoin(assigneeProfiles, eq(assigneeProfiles.id, itemNextSteps.assigneeId))
    .where(
      stepIds
        ? and(eq(itemNextSteps.itemId, itemId), inArray(itemNextSteps.id, [...stepIds]))
        : eq(itemNextSteps.itemId, itemId),
    )
    .orderBy(desc(itemNextSteps.createdAt), desc(itemNextSteps.id));
}

export interface StepSchedule {
  dueAt?: Date | null;
  assigneeId?: string | null;
  remindBeforeMinutes?: number | null;
}

export async function insertSteps(
  db: DbOrTx,
  rows: Array<
    {
      itemId: string;
      text: string;
      completed: boolean;
      completedAt: Date | null;
      creatorId: string;
      createdAt: Date;
    } & StepSchedule
  >,
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(itemNextSteps).values(rows).returning({ id: itemNextSteps.id });
  return inserted.map((r) => r.id);
}

/** Updates one step of the item; false when the item has no such step. */
export async function updateStep(
  db: DbOrTx,
  itemId: string,
  stepId: string,
  values: { text?: string; completed?: boolean; completedAt?: Date | null } & StepSchedule,
): Promise<boolean> {
  const rows =
    Object.keys(values).length === 0
      ? await db
          .select({ id: itemNextSteps.id })
          .from(itemNextSteps)
          .where(and(eq(itemNextSteps.id, stepId), eq(itemNextSteps.itemId, itemId)))
      : await db
          .update(itemNextSteps)
          .set(values)
          .where(and(eq(itemNextSteps.id, stepId), eq(itemNextSteps.itemId, itemId)))
          .returning({ id: itemNextSteps.id });
  return rows.length === 1;
}

/** The date, reminder and completion of some steps of an item (to check an edit against what is stored). */
export function findStepSchedules(db: DbOrTx, itemId: string, stepIds: readonly string[]) {
  if (stepIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: itemNextSteps.id,
      dueAt: itemNextSteps.dueAt,
      assigneeId: itemNextSteps.assigneeId,
      remindBeforeMinutes: itemNextSteps.remindBeforeMinutes,
    })
    .from(itemNextSteps)
    .where(and(eq(itemNextSteps.itemId, itemId), inArray(itemNextSteps.id, [...stepIds])));
}

export async function deleteSteps(db: DbOrTx, itemId: string, stepIds: readonly string[]): Promise<number> {
  if (stepIds.length === 0) return 0;
  const rows = await db
    .delete(itemNextSteps)
    .where(and(eq(itemNextSteps.itemId, itemId), inArray(itemNextSteps.id, [...stepIds])))
    .returning({ id: itemNextSteps.id });
  return rows.length;
}

/** A timestamptz parameter, the same on both drivers. */
const iso = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const uuidArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Brings the reminders of some steps in line with them, in two statements: a step done, without a date or without
 * a lead loses its reminder; the others get one at due time less lead. A reminder whose time moved goes out
 * again; one for a step already due when it is set (an overdue step ticked open again) counts as gone.
 */
export async function syncReminders(db: DbOrTx, stepIds: readonly string[], now: Date): Promise<void> {
  if (stepIds.length === 0) return;
  const ids = uuidArray(stepIds);
  await db.execute(sql`delete from next_step_reminders r using item_next_steps s
    where r.step_id = s.id and s.id = any(${ids})
      and (s.completed or s.due_at is null or s.remind_before_minutes is null)`);
  await db.execute(sql`insert into next_step_reminders (step_id, remind_at, sent_at)
    select s.id, s.due_at - make_interval(mins => s.remind_before_minutes),
      case when s.due_at <= ${iso(now)} then ${iso(now)} end
    from item_next_steps s
    where s.id = any(${ids}) and not s.completed and s.due_at is not null and s.remind_before_minutes is not null
    on conflict (step_id) do update set remind_at = excluded.remind_at,
      sent_at = case when next_step_reminders.remind_at = excluded.remind_at
        then next_step_reminders.sent_at else excluded.sent_at end`);
}

/** The columns of a step row (`s`) with its creator (`cp`), assignee (`ap`), item (`i`) and folder (`f`). */
const DATED_COLUMNS = sql.raw(`s.id::text as "id", s.item_id::text as "itemId", s.text as "text",
  s.completed as "completed", s.completed_at as "completedAt", s.creator_id::text as "creatorId",
  cp.nickname as "creatorNickname", cp.full_name as "creatorFullName", cp.avatar_url as "creatorAvatarUrl",
  s.created_at as "createdAt", s.due_at as "dueAt", s.assignee_id::text as "assigneeId",
  ap.nickname as "assigneeNickname", ap.full_name as "assigneeFullName", ap.avatar_url as "assigneeAvatarUrl",
  s.remind_before_minutes as "remindBeforeMinutes", i.name as "itemName", f.id::text as "folderId",
  f.name as "folderName"`);

const DATED_JOINS = sql.raw(`join items i on i.id = s.item_id
  join folders f on f.id = i.folder_id
  left join profiles cp on cp.id = s.creator_id
  left join profiles ap on ap.id = s.assignee_id`);

/** A folder and every folder below it, as the CTE `tree`. */
const subtreeCte = (folderId: string) => sql`tree(id) as (
    select ${folderId}::uuid
    union
    select c.id from folders c join tree t on c.parent_folder_id = t.id
  )`;

/**
 * Every folder the user may open, as the CTE `reach`: the trees they own and, below each folder they collaborate
 * on, everything. The access rule itself (access/) still decides each answer's items; this only narrows the rows.
 */
const reachCte = (userId: string) => sql`reach(id) as (
    select f.id from folders f where f.parent_folder_id is null and f.owner_id = ${userId}::uuid
    union
    select fc.folder_id from folder_collaborators fc where fc.user_id = ${userId}::uuid
    union
    select c.id from folders c join reach r on c.parent_folder_id = r.id
  )`;

/** A folder's dated steps not done (its subfolders' too), soonest first, with how many there are in all. */
export async function findUpcomingSteps(
  db: DbOrTx,
  input: { folderId: string; viewerId: string; limit: number },
): Promise<{ rows: DatedStepRow[]; total: number }> {
  const rows = await rawRows<DatedStepRow & { total: string | number }>(
    db,
    sql`with recursive ${subtreeCte(input.folderId)}
    select ${DATED_COLUMNS}, count(*) over () as "total"
    from item_next_steps s ${DATED_JOINS}
    where i.folder_id in (select id from tree) and ${itemAliasVisibleTo('i', input.viewerId)}
      and not s.completed and s.due_at is not null
    order by s.due_at, s.created_at, s.id
    limit ${input.limit}`,
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

/**
 * Steps due in [from, to) in every folder the user may open (or assigned to them only), soonest first, and the
 * ones not done that were due before `from`, oldest first.
 */
export async function findDueSteps(
  db: DbOrTx,
  input: {
    userId: string;
    from: Date;
    to: Date;
    assignedOnly: boolean;
    limit: number;
    overdueLimit: number;
  },
): Promise<{ steps: DatedStepRow[]; overdue: DatedStepRow[] }> {
  const mine: SQL = input.assignedOnly ? sql`and s.assignee_id = ${input.userId}::uuid` : sql``;
  const rows = await rawRows<DatedStepRow & { overdue: boolean }>(
    db,
    sql`with recursive ${reachCte(input.userId)},
    candidates as (
      select s.* from item_next_steps s join items i on i.id = s.item_id
      where i.folder_id in (select id from reach) and ${itemAliasVisibleTo('i', input.userId)}
        and s.due_at is not null ${mine}
    ),
    windowed as (
      (select c.id, false as overdue from candidates c
        where c.due_at >= ${iso(input.from)} and c.due_at < ${iso(input.to)}
        order by c.due_at, c.id limit ${input.limit})
      union all
      (select c.id, true from candidates c
        where c.due_at < ${iso(input.from)} and not c.completed
        order by c.due_at, c.id limit ${input.overdueLimit})
    )
    select ${DATED_COLUMNS}, w.overdue as "overdue"
    from windowed w join item_next_steps s on s.id = w.id ${DATED_JOINS}
    order by s.due_at, s.created_at, s.id`,
  );
  return { steps: rows.filter((r) => !r.overdue), overdue: rows.filter((r) => r.overdue) };
}

/** The person's dated steps for the calendar feed: due since `since`, in every folder they may open. */
export function findFeedSteps(db: DbOrTx, input: { userId: string; since: Date }): Promise<DatedStepRow[]> {
  return rawRows<DatedStepRow>(
    db,
    sql`with recursive ${reachCte(input.userId)}
    select ${DATED_COLUMNS}
    from item_next_steps s ${DATED_JOINS}
    where i.folder_id in (select id from reach) and ${itemAliasVisibleTo('i', input.userId)}
      and s.due_at >= ${iso(input.since)}
    order by s.due_at, s.id`,
  );
}

/** A reminder whose time has come, taken by this run, with what its notification says. */
export interface DueReminder {
  stepId: string;
  remindAt: Date | string;
  text: string;
  dueAt: Date | string;
  remindBeforeMinutes: number;
  itemId: string;
  itemName: string;
  folderId: string;
  folderName: string;
  /** The assignee, else the step's creator. */
  recipientId: string | null;
}

/**
 * Takes the reminders whose time has come at `now` (marks them gone), at most `limit`, in the caller's
 * transaction: a second instance skips the rows this one holds, and a rollback gives them back.
 */
export function takeDueReminders(db: DbOrTx, now: Date, limit: number): Promise<DueReminder[]> {
  return rawRows<DueReminder>(
    db,
    sql`with due as (
      select r.step_id from next_step_reminders r
      where r.sent_at is null and r.remind_at <= ${iso(now)}
      order by r.remind_at
      limit ${limit}
      for update of r skip locked
    ),
    taken as (
      update next_step_reminders r set sent_at = ${iso(now)}
      from due where r.step_id = due.step_id
      returning r.step_id, r.remind_at
    )
    select s.id::text as "stepId", t.remind_at as "remindAt", s.text as "text", s.due_at as "dueAt",
      s.remind_before_minutes as "remindBeforeMinutes", i.id::text as "itemId", i.name as "itemName",
      f.id::text as "folderId", f.name as "folderName",
      coalesce(s.assignee_id, s.creator_id)::text as "recipientId"
    from taken t join item_next_steps s on s.id = t.step_id
      join items i on i.id = s.item_id join folders f on f.id = i.folder_id
    where not s.completed and s.due_at is not null`,
  );
}
