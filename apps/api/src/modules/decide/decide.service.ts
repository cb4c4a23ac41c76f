import {
  PRIVATE_ITEM_ERRORS,
  type BodyOf,
  type CriterionSettings,
  DECIDE_ERRORS,
  type decideEndpoints,
  type DecisionRecord,
  type DecisionView,
  decisionRecordSchema,
  type ItemStatus,
} from '@shortlist/contracts';
import { recordActivity } from '../activity/activity.service';
import { votesForRecord } from '../votes/votes.service';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import {
  type FolderAccess,
  requireChainAccess,
  requireFolderAccess,
  requireItemAccess,
} from '../../access/folder-access';
import { decisionDataOf, loadDecisionData, presentView, rank, readDecision, seenOf } from './decide.view';
import * as repo from './decide.repository';

type WeightsUsed = 'mine' | 'group';

function openRecord(record: repo.DecisionRead['record']): DecisionRecord | null {
  return record ? decisionRecordSchema.parse({ ...record.snapshot, id: record.id }) : null;
}

/** The view of what one statement read, for a caller with access; group weights need a shared folder (Premium). */
function viewOf(
  read: repo.DecisionRead,
  access: FolderAccess,
  viewerId: string,
  weightsUsed: WeightsUsed,
): DecisionView {
  if (weightsUsed === 'group' && !access.isShared) throw errors.premiumRequired(DECIDE_ERRORS.premiumGroup);
  const data = decisionDataOf(read, access.folderId, access.treeOwnerId, access.raterIds);
  return presentView(data, {
    folderName: access.name,
    viewerId,
    viewerIsOwner: access.role === 'owner',
    weightsUsed,
    seen: read.seen ?? undefined,
    decision: openRecord(read.record),
  });
}

/** The view for a caller whose access is decided already. */
async function buildView(
  db: DbOrTx,
  access: FolderAccess,
  viewerId: string,
  weightsUsed: WeightsUsed,
  /** The record everyone reads is built from shared items only: nobody's private item is in it. */
  sharedItemsOnly = false,
): Promise<DecisionView> {
  if (weightsUsed === 'group' && !access.isShared) throw errors.premiumRequired(DECIDE_ERRORS.premiumGroup);
  const read = await readDecision(db, access.folderId, viewerId, sharedItemsOnly ? null : viewerId);
  return viewOf(read, access, viewerId, weightsUsed);
}

/**
 * The hot read: one statement reads the folder's access chain with everything the view shows;
 * access is decided from the chain before anything is built (404 / 403 as everywhere else).
 */
export async function getDecisionView(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  weightsUsed: WeightsUsed,
): Promise<DecisionView> {
  const read = await readDecision(deps.database, folderId, user.id, user.id);
  const access = requireChainAccess(user.id, read.chain, 'view');
  return viewOf(read, access, user.id, weightsUsed);
}

/**
 * The folder's ranking as a public link shows it: the owner's own weights, criteria and budget, with
 * no one else's ratings or names. Rank 1 first; knocked-out items have no rank.
 */
export async function publicRanking(
  deps: AppDeps,
  folderId: string,
  ownerId: string,
): Promise<Array<{ itemId: string; rank: number | null; score: number | null }>> {
  const data = await loadDecisionData(deps.database.db, folderId, ownerId, [ownerId], null);
  if (data.items.length === 0) return [];
  return rank(data, data.weightsByUser.get(ownerId) ?? {}).ranking.map((r) => ({
    itemId: r.itemId,
    rank: r.rank,
    score: r.score,
  }));
}

export async function markDecisionSeen(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  weightsUsed: WeightsUsed,
) {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const view = await buildView(db, access, user.id, weightsUsed);
  await repo.upsertSeen(db, folderId, user.id, seenOf(view), deps.clock.now());
}

/** Checks criterion ids against the folder's current criteria (400 naming the first unknown one). */
async function currentCriteria(db: DbOrTx, access: FolderAccess, viewerId: string) {
  const data = await loadDecisionData(db, access.folderId, access.treeOwnerId, access.raterIds, viewerId);
  return { data, byId: new Map(data.criteria.map((c) => [c.id, c])) };
}

function unknown(id: string) {
  return errors.validation({ [id]: DECIDE_ERRORS.unknownCriterion(id) });
}

/** Sets the caller's own weights: nobody else's are read or written. */
export async function updateMyWeights(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  weights: Record<string, number>,
) {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'rate');
  const { data, byId } = await currentCriteria(db, access, user.id);
  for (const id of Object.keys(weights)) if (!byId.has(id)) throw unknown(id);
  const merged = { ...data.weightsByUser.get(user.id), ...weights };
  await repo.upsertWeights(db, folderId, user.id, merged, deps.clock.now());
  return { weights: merged };
}

/** Validates and saves criteria settings (editors). */
export async function updateCriteria(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: Record<string, CriterionSettings>,
) {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'edit');
  const { data, byId } = await currentCriteria(db, access, user.id);
  for (const [id, s] of Object.entries(input)) {
    const c = byId.get(id);
    if (!c) throw unknown(id);
    if (c.kind === 'text' && (s.direction === 'target' || s.target != null))
      throw errors.validation({ [id]: DECIDE_ERRORS.targetOnText(c.label) });
    if (s.direction === 'target' && s.target == null && c.target == null)
      throw errors.validation({ [id]: DECIDE_ERRORS.targetRequired(c.label) });
    const fail = (message: string) => errors.validation({ [id]: message });
    if (c.kind === 'options' && (s.direction === 'target' || s.target != null))
      throw fail(DECIDE_ERRORS.targetOnOptions(c.label));
    if (c.kind !== 'options' && s.optionPoints && Object.keys(s.optionPoints).length > 0)
      throw fail(DECIDE_ERRORS.pointsOnNonOptions(c.label));
    const unknownPoint = Object.keys(s.optionPoints ?? {}).find((o) => !c.options.includes(o));
    if (unknownPoint !== undefined) throw fail(DECIDE_ERRORS.unknownOption(c.label, unknownPoint));
    const must = s.mustHave;
    if (c.kind !== 'number' && must && (must.min != null || must.max != null))
      throw fail(DECIDE_ERRORS.rangeOnNonNumber(c.label));
    if (c.kind !== 'options' && must?.allowed && must.allowed.length > 0)
      throw fail(DECIDE_ERRORS.allowedOnNonOptions(c.label));
    const unknownAllowed = (must?.allowed ?? []).find((o) => !c.options.includes(o));
    if (unknownAllowed !== undefined) throw fail(DECIDE_ERRORS.unknownOption(c.label, unknownAllowed));
    if (must?.min != null && must.max != null && must.min > must.max)
      throw fail(DECIDE_ERRORS.rangeReversed(c.label));
  }
  const saved = { ...(data.settings.criteria as Record<string, CriterionSettings>) };
  for (const [id, s] of Object.entries(input)) saved[id] = { ...saved[id], ...s };
  await repo.upsertSettings(db, folderId, { criteria: saved }, deps.clock.now());
  const after = await currentCriteria(db, access, user.id);
  return { criteria: after.data.criteria };
}

export async function updateBudget(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  budgetCents: number | null,
) {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'edit');
  await repo.upsertSettings(db, folderId, { budgetCents }, deps.clock.now());
  return { budgetCents };
}

/** The owner freezes the group weights at their current mean (or lets them follow the members again). */
export async function lockGroupWeights(deps: AppDeps, user: SessionUser, folderId: string, locked: boolean) {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  if (access.role !== 'owner') throw errors.forbidden(DECIDE_ERRORS.onlyOwnerLocks);
  if (!access.isShared) throw errors.premiumRequired(DECIDE_ERRORS.premiumGroup);
  const view = locked ? await buildView(db, access, user.id, 'group') : null;
  await repo.upsertSettings(
    db,
    folderId,
    { lockedGroupWeights: view ? view.groupWeights : null },
    deps.clock.now(),
  );
  return { locked };
}

/**
 * Sets an item's status. "chosen" closes the decision: the view as it is now (ranking, weights, consensus,
 * reasons) is stored as the record and never recomputed. Moving the chosen item to another status reopens.
 */
export async function setItemStatus(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  input: BodyOf<typeof decideEndpoints.setStatus>,
) {
  const db = deps.database.db;
  const itemAccess = await requireItemAccess(db, user.id, itemId, 'edit');
  const folderId = itemAccess.folderId;
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const open = await repo.findOpenRecord(tx, folderId);
    if (input.status === 'chosen') {
      if (open) throw errors.conflict(DECIDE_ERRORS.alreadyDecided);
      await repo.upsertItemState(tx, itemId, { status: 'chosen', statusReason: input.reason }, now);
      const view = await buildView(tx, itemAccess, user.id, input.weights, true);
      const chosen = view.items.find((i) => i.id === itemId);
      // the record is read by everyone in the folder: a private item is shared before it can be the decision
      if (!chosen) throw errors.conflict(PRIVATE_ITEM_ERRORS.chooseShared);
      const me = view.members.find((m) => m.isViewer);
      const record: Omit<DecisionRecord, 'id'> = {
        itemId,
        itemName: chosen.name,
        decidedAt: now.toISOString(),
        decidedBy: me?.name ?? 'Unknown',
        reason: input.reason,
        weightsUsed: input.weights,
        weights: input.weights === 'group' && view.groupWeights ? view.groupWeights : view.myWeights,
        criteria: view.criteria,
        members: view.members,
        items: view.items,
        ranking: view.ranking,
        budgetCents: view.folder.budgetCents,
        currency: view.money.currency,
        // the vote as it stands at the choice, and the ones it replaced: kept, never recomputed
        ...(await votesForRecord(tx, itemAccess, now)),
      };
      await repo.insertRecord(tx, { folderId, itemId, decidedBy: user.id, decidedAt: now, snapshot: record });
    } else {
      if (open?.itemId === itemId) await repo.closeOpenRecords(tx, folderId, now);
      await repo.upsertItemState(tx, itemId, { status: input.status, statusReason: input.reason }, now);
    }
    await recordActivity(tx, {
      folderId,
      actorId: user.id,
      itemId,
      kind: 'item.status',
      payload: { status: input.status, reason: input.reason },
      at: now,
    });
  });
  return { itemId, status: input.status as ItemStatus, statusReason: input.reason };
}

export async function reopenDecision(deps: AppDeps, user: SessionUser, folderId: string) {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'edit');
  const now = deps.clock.now();
  const closed = await db.transaction(async (tx) => {
    const n = await repo.closeOpenRecords(tx, folderId, now);
    if (n === 0) throw errors.conflict(DECIDE_ERRORS.notDecided);
    await repo.replaceStatus(tx, folderId, 'chosen', 'shortlisted', now);
    return n;
  });
  return { reopened: closed > 0 };
}

/** A target price is a price watch: Premium, and only on an item with a link. */
export async function setTargetPrice(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  targetPriceCents: number | null,
) {
  const db = deps.database.db;
  await requireItemAccess(db, user.id, itemId, 'edit');
  if (targetPriceCents !== null) {
    if (!user.isPremium) throw errors.premiumRequired(DECIDE_ERRORS.premiumWatches);
    const item = await repo.findItemWatchState(db, itemId);
    if (!item?.sourceUrl) throw errors.validation({ targetPrice: DECIDE_ERRORS.watchWithoutLink });
  }
  // a new target starts unarmed: the next read decides which side the price is on
  await repo.upsertItemState(db, itemId, { targetPriceCents, targetSide: null }, deps.clock.now());
  return { itemId, targetPriceCents };
}
