import {
  type DatedStep,
  type DueSteps,
  type DueStepsQuery,
  NEXT_STEP_ERRORS,
  NEXT_STEPS,
  type NextStep,
  ORGANISE_ERRORS,
  type StepSchedule,
  type UpcomingSteps,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { getFoldersAccess, requireFolderAccess, requireItemAccess } from '../../access/folder-access';
import { presentDatedStep, presentStep } from './next-steps.presenter';
import {
  deleteSteps,
  findDueSteps,
  findFeedSteps,
  findStepSchedules,
  findSteps,
  findUpcomingSteps,
  insertSteps,
  syncReminders,
  updateStep,
  type StepSchedule as StoredSchedule,
} from './next-steps.repository';
import { visibleDatedRows } from './next-steps.visibility';

const stepGone = () => new AppError('NOT_FOUND', ORGANISE_ERRORS.stepNotFound);

/** completed_at follows the tick: now when ticked, null when unticked (folders §4). */
function completion(completed: boolean | undefined, now: Date) {
  return completed === undefined ? {} : { completed, completedAt: completed ? now : null };
}

/** The schedule fields as stored: an ISO date becomes a Date; a cleared date clears the reminder too. */
function storedSchedule(s: StepSchedule): StoredSchedule {
  return {
    ...(s.dueAt !== undefined ? { dueAt: s.dueAt === null ? null : new Date(s.dueAt) } : {}),
    ...(s.assigneeId !== undefined ? { assigneeId: s.assigneeId } : {}),
    ...(s.remindBeforeMinutes !== undefined ? { remindBeforeMinutes: s.remindBeforeMinutes } : {}),
    ...(s.dueAt === null ? { remindBeforeMinutes: null } : {}),
  };
}

/**
 * Refuses (400, naming the field) an assignee who is not a member of the item's folder: its tree's owner or
 * someone it is shared with. A private item's steps may be assigned to its creator alone.
 */
async function checkAssignees(
  db: DbOrTx,
  userId: string,
  itemId: string,
  assigneeIds: ReadonlyArray<{ id: string; field: string }>,
): Promise<void> {
  if (assigneeIds.length === 0) return;
  const itemAccess = await requireItemAccess(db, userId, itemId, 'view');
  const outside = assigneeIds.find((a) => !itemAccess.memberIds.includes(a.id));
  if (!outside) return;
  const folder = (await getFoldersAccess(db, userId, [itemAccess.folderId])).get(itemAccess.folderId);
  const inFolder = folder?.memberIds.includes(outside.id) ?? false;
  const message = inFolder ? NEXT_STEP_ERRORS.assigneePrivateItem : NEXT_STEP_ERRORS.assigneeNotMember;
  throw errors.validation({ [outside.field]: message });
}

/** A reminder on a step that has no due date (stored or given) is refused. */
async function checkRemindersHaveDates(
  db: DbOrTx,
  itemId: string,
  updates: ReadonlyArray<{ id: string; field: string } & StepSchedule>,
): Promise<void> {
  const asked = updates.filter((u) => u.remindBeforeMinutes != null);
  const unknown = asked.filter((u) => u.dueAt === undefined).map((u) => u.id);
  const stored = new Map((await findStepSchedules(db, itemId, unknown)).map((s) => [s.id, s.dueAt]));
  for (const u of asked) {
    const dueAt = u.dueAt === undefined ? stored.get(u.id) : u.dueAt;
    if (!dueAt) throw errors.validation({ [u.field]: NEXT_STEP_ERRORS.reminderNeedsDue });
  }
}

const assigned = <T extends { assigneeId?: string | null | undefined }>(
  list: readonly T[],
  field: (i: number) => string,
) => list.flatMap((s, i) => (s.assigneeId ? [{ id: s.assigneeId, field: field(i) }] : []));

/** An item's next steps (newest first) for a caller that has checked access. One statement. */
export async function listStepsOfItem(db: DbOrTx, itemId: string): Promise<NextStep[]> {
  return (await findSteps(db, itemId)).map(presentStep);
}

type StepCreate = { text: string; completed: boolean } & StepSchedule;
type StepUpdate = { id: string; text?: string | undefined; completed?: boolean | undefined } & StepSchedule;

/**
 * Applies staged next-step changes inside a given transaction, in the spec's order: new, edited, deleted.
 * A step the item does not have fails the whole save (404 with a clear message); an assignee outside the folder
 * or a reminder without a date fails it with a 400 naming the step. The steps' reminders follow in the same
 * transaction.
 */
export async function applyStepChanges(
  tx: DbOrTx,
  input: {
    itemId: string;
    userId: string;
    now: Date;
    create: ReadonlyArray<StepCreate>;
    update: ReadonlyArray<StepUpdate>;
    delete: readonly string[];
  },
): Promise<void> {
  await checkAssignees(tx, input.userId, input.itemId, [
    ...assigned(input.create, (i) => `steps.create.${i}.assigneeId`),
    ...assigned(input.update, (i) => `steps.update.${i}.assigneeId`),
  ]);
  await checkRemindersHaveDates(
    tx,
    input.itemId,
    input.update.map((u, i) => ({ ...u, field: `steps.update.${i}.remindBeforeMinutes` })),
  );
  const created = await insertSteps(
    tx,
    input.create.map((s, i) => ({
      itemId: input.itemId,
      text: s.text,
      completed: s.completed,
      completedAt: s.completed ? input.now : null,
      creatorId: input.userId,
      // one millisecond apart, so steps added in one save keep their order
      createdAt: new Date(input.now.getTime() + i),
      ...storedSchedule(s),
    })),
  );
  for (const step of input.update) {
    const found = await updateStep(tx, input.itemId, step.id, {
      ...(step.text !== undefined ? { text: step.text } : {}),
      ...completion(step.completed, input.now),
      ...storedSchedule(step),
    });
    if (!found) throw stepGone();
  }
  if ((await deleteSteps(tx, input.itemId, input.delete)) !== input.delete.length) throw stepGone();
  await syncReminders(tx, [...created, ...input.update.map((u) => u.id)], input.now);
}

export async function listSteps(deps: AppDeps, user: SessionUser, itemId: string): Promise<NextStep[]> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'view');
  return listStepsOfItem(db, itemId);
}

/** Ticking a step, or changing its date, assignee or reminder, outside edit mode: saved at once. */
export async function changeStep(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  stepId: string,
  change: { completed?: boolean | undefined } & StepSchedule,
): Promise<NextStep> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    if (change.assigneeId)
      await checkAssignees(tx, user.id, itemId, [{ id: change.assigneeId, field: 'assigneeId' }]);
    await checkRemindersHaveDates(tx, itemId, [{ id: stepId, field: 'remindBeforeMinutes', ...change }]);
    const values = { ...completion(change.completed, now), ...storedSchedule(change) };
    if (!(await updateStep(tx, itemId, stepId, values))) throw stepGone();
    await syncReminders(tx, [stepId], now);
  });
  const [row] = await findSteps(db, itemId, [stepId]);
  if (!row) throw stepGone();
  return presentStep(row);
}

/** The folder's Upcoming list: dated steps not done, its subfolders' too, soonest first. */
export async function listUpcoming(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<UpcomingSteps> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'view');
  const { rows, total } = await findUpcomingSteps(db, {
    folderId,
    viewerId: user.id,
    limit: NEXT_STEPS.upcomingMax,
  });
  const visible = await visibleDatedRows(db, user.id, rows);
  return { steps: visible.map(presentDatedStep), total: total - (rows.length - visible.length) };
}

/** This week (or any window up to NEXT_STEPS.dueWindowMaxDays) across the caller's folders. */
export async function listDue(deps: AppDeps, user: SessionUser, query: DueStepsQuery): Promise<DueSteps> {
  const db = deps.database.db;
  const found = await findDueSteps(db, {
    userId: user.id,
    from: new Date(query.from),
    to: new Date(query.to),
    assignedOnly: query.assigned === 'me',
    limit: NEXT_STEPS.dueListMax,
    overdueLimit: NEXT_STEPS.overdueMax,
  });
  const visible = await visibleDatedRows(db, user.id, [...found.steps, ...found.overdue]);
  const overdue = new Set(found.overdue.map((r) => r.id));
  return {
    steps: visible.filter((r) => !overdue.has(r.id)).map(presentDatedStep),
    overdue: visible.filter((r) => overdue.has(r.id)).map(presentDatedStep),
  };
}

/** The dated steps of a person's calendar feed: due since `since`, in every folder they may open now. */
export async function listFeedSteps(db: DbOrTx, userId: string, since: Date): Promise<DatedStep[]> {
  const rows = await findFeedSteps(db, { userId, since });
  return (await visibleDatedRows(db, userId, rows)).map(presentDatedStep);
}
