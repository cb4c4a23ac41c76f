import { type NextStep, ORGANISE_ERRORS } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { requireItemAccess } from '../../access/folder-access';
import { presentStep } from './next-steps.presenter';
import { deleteSteps, findSteps, insertSteps, updateStep } from './next-steps.repository';

const stepGone = () => new AppError('NOT_FOUND', ORGANISE_ERRORS.stepNotFound);

/** completed_at follows the tick: now when ticked, null when unticked (folders §4). */
function completion(completed: boolean | undefined, now: Date) {
  return completed === undefined ? {} : { completed, completedAt: completed ? now : null };
}

/** An item's next steps (newest first) for a caller that has checked access. One statement. */
export async function listStepsOfItem(db: DbOrTx, itemId: string): Promise<NextStep[]> {
  return (await findSteps(db, itemId)).map(presentStep);
}

/**
 * Applies staged next-step changes inside a given transaction, in the spec's order: new, edited, deleted.
 * A step the item does not have fails the whole save (404 with a clear message).
 */
export async function applyStepChanges(
  tx: DbOrTx,
  input: {
    itemId: string;
    userId: string;
    now: Date;
    create: ReadonlyArray<{ text: string; completed: boolean }>;
    update: ReadonlyArray<{ id: string; text?: string | undefined; completed?: boolean | undefined }>;
    delete: readonly string[];
  },
): Promise<void> {
  await insertSteps(
    tx,
    input.create.map((s, i) => ({
      itemId: input.itemId,
      text: s.text,
      completed: s.completed,
      completedAt: s.completed ? input.now : null,
      creatorId: input.userId,
      // one millisecond apart, so steps added in one save keep their order
      createdAt: new Date(input.now.getTime() + i),
    })),
  );
  for (const step of input.update) {
    const found = await updateStep(tx, input.itemId, step.id, {
      ...(step.text !== undefined ? { text: step.text } : {}),
      ...completion(step.completed, input.now),
    });
    if (!found) throw stepGone();
  }
  if ((await deleteSteps(tx, input.itemId, input.delete)) !== input.delete.length) throw stepGone();
}

export async function listSteps(deps: AppDeps, user: SessionUser, itemId: string): Promise<NextStep[]> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'view');
  return listStepsOfItem(db, itemId);
}

/** Ticking a step outside edit mode saves at once. */
export async function toggleStep(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  stepId: string,
  completed: boolean,
): Promise<NextStep> {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  if (!(await updateStep(db, itemId, stepId, completion(completed, deps.clock.now())))) throw stepGone();
  const [row] = await findSteps(db, itemId, [stepId]);
  if (!row) throw stepGone();
  return presentStep(row);
}
