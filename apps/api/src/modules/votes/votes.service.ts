import {
  type BodyOf,
  MINUTE_MS,
  DAY_MS,
  type RecordedVote,
  type Vote,
  VOTE_ERRORS,
  VOTES,
  type VoteState,
  type votesEndpoints,
} from '@shortlist/contracts';
import { type FolderAccess, requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { recordActivity } from '../activity/activity.service';
import { notify } from '../notifications/notifications.service';
import * as repo from './votes.repository';
import { type ResultOverrule, voteResult } from './votes.results';

/** Everything a folder's votes show, read once: rows, ballots, overrules, item and people's names. */
interface VotesData {
  rows: repo.VoteRow[];
  ballots: Map<string, repo.BallotRow[]>;
  overrules: Map<string, Map<string, ResultOverrule>>;
  itemNames: Map<string, string>;
  names: Map<string, string>;
}

const nameOf = (data: VotesData, userId: string | null) => (userId && data.names.get(userId)) || 'Unknown';

async function loadVotes(db: DbOrTx, folderId: string, access: FolderAccess): Promise<VotesData> {
  const rows = await repo.findVotes(db, folderId);
  const ids = rows.map((r) => r.id);
  const [ballotRows, overruleRows, itemNames] = await Promise.all([
    repo.findBallots(db, ids),
    repo.findOverrules(db, ids),
    repo.findItemNames(
      db,
      rows.flatMap((r) => r.itemIds),
    ),
  ]);
  const names = await repo.findNames(db, [
    ...access.raterIds,
    ...rows.map((r) => r.openedBy ?? ''),
    ...ballotRows.map((b) => b.userId),
    ...overruleRows.map((o) => o.overruledBy ?? ''),
  ]);
  const ballots = new Map<string, repo.BallotRow[]>();
  for (const b of ballotRows) ballots.set(b.voteId, [...(ballots.get(b.voteId) ?? []), b]);
  const data: VotesData = { rows, ballots, overrules: new Map(), itemNames, names };
  for (const o of overruleRows) {
    const byItem = data.overrules.get(o.voteId) ?? new Map<string, ResultOverrule>();
    byItem.set(o.itemId, {
      by: nameOf(data, o.overruledBy),
      reason: o.reason,
      at: o.overruledAt.toISOString(),
    });
    data.overrules.set(o.voteId, byItem);
  }
  return data;
}

/** Where a vote stands now: open or closed (and when), and whether names show. */
function standing(row: repo.VoteRow, data: VotesData, access: FolderAccess, now: Date) {
  const passed = row.closesAt !== null && row.closesAt.getTime() <= now.getTime();
  const closedAt = row.closedAt ?? (passed ? row.closesAt : null) ?? row.replacedAt;
  const isOpen = closedAt === null;
  // the ballots of those who may vote now: someone removed from the folder no longer counts
  const eligible = new Set(access.raterIds);
  const ballots = (data.ballots.get(row.id) ?? []).filter((b) => eligible.has(b.userId));
  const everyoneVoted = access.raterIds.every((id) => ballots.some((b) => b.userId === id));
  const namesShown = row.revealedAt !== null || !isOpen || everyoneVoted;
  const shortlist = row.itemIds
    .filter((id) => data.itemNames.has(id))
    .map((itemId) => ({ itemId, name: data.itemNames.get(itemId)! }));
  const result = voteResult({
    shortlist,
    ballots: ballots.map((b) => ({
      name: nameOf(data, b.userId),
      dots: b.dots,
      vetoItemId: b.vetoItemId,
      vetoReason: b.vetoReason,
    })),
    overrules: data.overrules.get(row.id) ?? new Map(),
    namesShown,
  });
  return { closedAt, isOpen, ballots, everyoneVoted, namesShown, shortlist, result };
}

function presentVote(
  row: repo.VoteRow,
  data: VotesData,
  access: FolderAccess,
  viewerId: string,
  now: Date,
): Vote {
  const s = standing(row, data, access, now);
  const mine = s.ballots.find((b) => b.userId === viewerId);
  const mayVote = access.raterIds.includes(viewerId);
  return {
    id: row.id,
    openedAt: row.openedAt.toISOString(),
    openedBy: nameOf(data, row.openedBy),
    closesAt: row.closesAt?.toISOString() ?? null,
    closedAt: s.closedAt?.toISOString() ?? null,
    isOpen: s.isOpen,
    revealedAt: row.revealedAt?.toISOString() ?? null,
    items: s.shortlist,
    voters: access.raterIds.map((userId) => ({
      userId,
      name: nameOf(data, userId),
      voted: s.ballots.some((b) => b.userId === userId),
    })),
    progress: { voted: s.ballots.length, eligible: access.raterIds.length },
    canVote: s.isOpen && mayVote,
    canManage: access.role === 'owner',
    myBallot: mine
      ? {
          dots: Object.fromEntries(Object.entries(mine.dots).filter(([, n]) => n > 0)),
          vetoes:
            mine.vetoItemId && mine.vetoReason ? [{ itemId: mine.vetoItemId, reason: mine.vetoReason }] : [],
        }
      : null,
    // nobody anchors on the others: the tally shows once the reader has voted, or once names show
    result: mine || s.namesShown ? s.result : null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
  };
}

function recordedOf(row: repo.VoteRow, data: VotesData, access: FolderAccess, now: Date): RecordedVote {
  const s = standing(row, data, access, now);
  return {
    id: row.id,
    openedAt: row.openedAt.toISOString(),
    openedBy: nameOf(data, row.openedBy),
    closedAt: s.closedAt?.toISOString() ?? null,
    progress: { voted: s.ballots.length, eligible: access.raterIds.length },
    result: s.result,
  };
}

const current = (data: VotesData) => data.rows.find((r) => !r.replacedAt);

/** A vote needs a group: a folder shared on the Premium plan (the upgrade prompt names the feature). */
function requireShared(access: FolderAccess) {
  if (!access.isShared) throw errors.premiumRequired(VOTE_ERRORS.premium);
}

function requireOwner(access: FolderAccess, message: string) {
  if (access.role !== 'owner') throw errors.forbidden(message);
}

const noVote = () => new AppError('NOT_FOUND', VOTE_ERRORS.noVote);

/** GET: the current vote as the caller may see it, and the votes it replaced. */
export async function getVotes(deps: AppDeps, user: SessionUser, folderId: string): Promise<VoteState> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const data = await loadVotes(db, folderId, access);
  const now = deps.clock.now();
  const latest = current(data);
  return {
    vote: latest ? presentVote(latest, data, access, user.id, now) : null,
    history: data.rows
      .filter((r) => r !== latest)
      .map((row) => {
        const shown = presentVote(row, data, access, user.id, now);
        return {
          id: row.id,
          openedAt: shown.openedAt,
          openedBy: shown.openedBy,
          closedAt: shown.closedAt,
          result: shown.result,
        };
      }),
  };
}

/** The current vote after a write, as the caller sees it. */
async function voteNow(deps: AppDeps, db: DbOrTx, access: FolderAccess, userId: string): Promise<Vote> {
  const data = await loadVotes(db, access.folderId, access);
  const latest = current(data);
  if (!latest) throw noVote();
  return presentVote(latest, data, access, userId, deps.clock.now());
}

/** The items a new vote is on: those given (2-10 of the folder's, none rejected), or the shortlisted ones. */
async function shortlistOf(db: DbOrTx, folderId: string, itemIds: string[] | undefined): Promise<string[]> {
  const inFolder = await repo.findFolderItems(db, folderId);
  if (itemIds === undefined) {
    const shortlisted = inFolder.filter((i) => i.status === 'shortlisted').map((i) => i.id);
    if (shortlisted.length < VOTES.itemsMin)
      throw errors.validation({ itemIds: VOTE_ERRORS.notEnoughShortlisted });
    if (shortlisted.length > VOTES.itemsMax)
      throw errors.validation({ itemIds: VOTE_ERRORS.tooManyShortlisted });
    return shortlisted;
  }
  const byId = new Map(inFolder.map((i) => [i.id, i]));
  if (itemIds.length < VOTES.itemsMin) throw errors.validation({ itemIds: VOTE_ERRORS.itemsRange });
  for (const id of itemIds) {
    const item = byId.get(id);
    if (!item) throw errors.validation({ itemIds: VOTE_ERRORS.itemNotInFolder });
    if (item.status === 'rejected') throw errors.validation({ itemIds: VOTE_ERRORS.itemRejected });
  }
  return itemIds;
}

function closingTime(closesAt: string | null | undefined, now: Date): Date | null {
  if (!closesAt) return null;
  const at = new Date(closesAt);
  if (at.getTime() <= now.getTime()) throw errors.validation({ closesAt: VOTE_ERRORS.closesAtPast });
  if (at.getTime() > now.getTime() + VOTES.closesInDaysMax * DAY_MS)
    throw errors.validation({ closesAt: VOTE_ERRORS.closesAtTooFar });
  return at;
}

/** The owner opens a vote; the one before (if any) is replaced and stays in the history. */
export async function openVote(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof votesEndpoints.open>,
): Promise<Vote> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  requireOwner(access, VOTE_ERRORS.onlyOwnerOpens);
  const now = deps.clock.now();
  const closesAt = closingTime(input.closesAt, now);
  const { vote, mailed } = await db.transaction(async (tx) => {
    const itemIds = await shortlistOf(tx, folderId, input.itemIds);
    await repo.replaceCurrentVotes(tx, folderId, now);
    const row = await repo.insertVote(tx, { folderId, openedBy: user.id, itemIds, openedAt: now, closesAt });
    const payload = await recordActivity(tx, {
      folderId,
      actorId: user.id,
      kind: 'vote.opened',
      payload: { itemCount: itemIds.length },
      at: now,
    });
    const told = await notify(tx, deps, {
      userIds: access.raterIds.filter((id) => id !== user.id),
      kind: 'vote.opened',
      payload: { byName: payload.actorName, folderName: payload.folderName },
      folderId,
      dedupeKey: `vote.opened:${row.id}`,
    });
    return { vote: await voteNow(deps, tx, access, user.id), mailed: told.mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return vote;
}

/** The current vote, locked, open for ballots: 404 without one, 409 once closed. */
async function openCurrent(tx: DbOrTx, folderId: string, now: Date): Promise<repo.VoteRow> {
  const row = await repo.lockCurrentVote(tx, folderId);
  if (!row) throw noVote();
  const closed = row.closedAt !== null || (row.closesAt !== null && row.closesAt.getTime() <= now.getTime());
  if (closed) throw errors.conflict(VOTE_ERRORS.voteClosed);
  return row;
}

/** Tells everyone in the folder once that names show (everyone voted, or the owner revealed). */
async function tellRevealed(
  tx: DbOrTx,
  deps: AppDeps,
  access: FolderAccess,
  voteId: string,
  actorId: string,
) {
  const told = await notify(tx, deps, {
    userIds: access.memberIds.filter((id) => id !== actorId),
    kind: 'vote.revealed',
    payload: { folderName: access.name },
    folderId: access.folderId,
    dedupeKey: `vote.revealed:${voteId}`,
  });
  return told.mailed;
}

/** Casts or replaces the caller's ballot: whole dots on the shortlist, at most ten, and one veto with a reason. */
export async function castBallot(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof votesEndpoints.ballot>,
): Promise<Vote> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  if (!access.raterIds.includes(user.id)) throw errors.forbidden(VOTE_ERRORS.viewerCannotVote);
  const now = deps.clock.now();
  const { vote, mailed } = await db.transaction(async (tx) => {
    const row = await openCurrent(tx, folderId, now);
    const onList = new Set(row.itemIds);
    for (const id of Object.keys(input.dots))
      if (!onList.has(id)) throw errors.validation({ [`dots.${id}`]: VOTE_ERRORS.itemNotOnShortlist });
    const veto = input.vetoes[0] ?? null;
    if (veto && !onList.has(veto.itemId))
      throw errors.validation({ 'vetoes.0.itemId': VOTE_ERRORS.itemNotOnShortlist });
    if (veto && (input.dots[veto.itemId] ?? 0) > 0)
      throw errors.validation({ [`dots.${veto.itemId}`]: VOTE_ERRORS.dotsOnVetoed });
    const dots = Object.fromEntries(Object.entries(input.dots).filter(([, n]) => n > 0));
    const dotsTotal = Object.values(dots).reduce((sum, n) => sum + n, 0);
    if (dotsTotal === 0 && !veto) throw errors.validation({ dots: VOTE_ERRORS.emptyBallot });
    await repo.upsertBallot(tx, {
      voteId: row.id,
      userId: user.id,
      folderId,
      dots,
      dotsTotal,
      vetoItemId: veto?.itemId ?? null,
      vetoReason: veto?.reason ?? null,
      castAt: now,
    });
    await recordActivity(tx, { folderId, actorId: user.id, kind: 'vote.cast', at: now });
    const vote = await voteNow(deps, tx, access, user.id);
    const everyone = vote.progress.voted === vote.progress.eligible;
    const mailed = everyone && !row.revealedAt ? await tellRevealed(tx, deps, access, row.id, user.id) : 0;
    return { vote, mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return vote;
}

/** The owner shows everyone the tally and the names behind each dot. */
export async function revealVote(deps: AppDeps, user: SessionUser, folderId: string): Promise<Vote> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  requireOwner(access, VOTE_ERRORS.onlyOwnerReveals);
  const now = deps.clock.now();
  const { vote, mailed } = await db.transaction(async (tx) => {
    const row = await repo.lockCurrentVote(tx, folderId);
    if (!row) throw noVote();
    if (row.revealedAt) throw errors.conflict(VOTE_ERRORS.alreadyRevealed);
    await repo.updateVote(tx, row.id, { revealedAt: now });
    await recordActivity(tx, { folderId, actorId: user.id, kind: 'vote.revealed', at: now });
    const mailed = await tellRevealed(tx, deps, access, row.id, user.id);
    return { vote: await voteNow(deps, tx, access, user.id), mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return vote;
}

/** The owner closes the vote now: no more ballots, names show. */
export async function closeVote(deps: AppDeps, user: SessionUser, folderId: string): Promise<Vote> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  requireOwner(access, VOTE_ERRORS.onlyOwnerCloses);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const row = await repo.lockCurrentVote(tx, folderId);
    if (!row) throw noVote();
    const closed =
      row.closedAt !== null || (row.closesAt !== null && row.closesAt.getTime() <= now.getTime());
    if (closed) throw errors.conflict(VOTE_ERRORS.alreadyClosed);
    await repo.updateVote(tx, row.id, { closedAt: now });
    await recordActivity(tx, { folderId, actorId: user.id, kind: 'vote.closed', at: now });
    return voteNow(deps, tx, access, user.id);
  });
}

/** The owner reminds those who may vote and have not, at most once per `VOTES.reminderIntervalMinutes`. */
export async function remindVoters(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<{ reminded: number }> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  requireOwner(access, VOTE_ERRORS.onlyOwnerReminds);
  const now = deps.clock.now();
  const { reminded, mailed } = await db.transaction(async (tx) => {
    const row = await openCurrent(tx, folderId, now);
    if (
      row.remindedAt &&
      now.getTime() - row.remindedAt.getTime() < VOTES.reminderIntervalMinutes * MINUTE_MS
    )
      throw errors.conflict(VOTE_ERRORS.remindedRecently);
    const vote = await voteNow(deps, tx, access, user.id);
    const waiting = vote.voters.filter((v) => !v.voted).map((v) => v.userId);
    if (waiting.length === 0) throw errors.conflict(VOTE_ERRORS.nobodyToRemind);
    await repo.updateVote(tx, row.id, { remindedAt: now });
    const told = await notify(tx, deps, {
      userIds: waiting,
      kind: 'vote.reminder',
      payload: { folderName: access.name, voted: vote.progress.voted, eligible: vote.progress.eligible },
      folderId,
      dedupeKey: `vote.reminder:${row.id}:${now.getTime()}`,
    });
    return { reminded: waiting.length, mailed: told.mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return { reminded };
}

/** The owner keeps a vetoed item in the group's result; their reason is recorded beside the veto. */
export async function overruleVeto(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof votesEndpoints.overrule>,
): Promise<Vote> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  requireShared(access);
  requireOwner(access, VOTE_ERRORS.onlyOwnerOverrules);
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const row = await repo.lockCurrentVote(tx, folderId);
    if (!row) throw noVote();
    const data = await loadVotes(tx, folderId, access);
    const vetoed = (data.ballots.get(row.id) ?? []).some(
      (b) => b.vetoItemId === input.vetoedItemId && access.raterIds.includes(b.userId),
    );
    if (!vetoed) throw errors.validation({ vetoedItemId: VOTE_ERRORS.notVetoed });
    if (data.overrules.get(row.id)?.has(input.vetoedItemId))
      throw errors.conflict(VOTE_ERRORS.alreadyOverruled);
    await repo.insertOverrule(tx, {
      voteId: row.id,
      itemId: input.vetoedItemId,
      folderId,
      overruledBy: user.id,
      reason: input.reason,
      overruledAt: now,
    });
    await recordActivity(tx, {
      folderId,
      actorId: user.id,
      itemId: input.vetoedItemId,
      kind: 'vote.overruled',
      payload: { reason: input.reason },
      at: now,
    });
    return voteNow(deps, tx, access, user.id);
  });
}

/**
 * The folder's votes as a decision record keeps them, inside the choice's transaction: the current vote's
 * result as it stands now, and the votes it replaced (newest first). Never recomputed after.
 */
export async function votesForRecord(
  tx: DbOrTx,
  access: FolderAccess,
  now: Date,
): Promise<{ vote: RecordedVote | null; earlierVotes: RecordedVote[] }> {
  const data = await loadVotes(tx, access.folderId, access);
  const latest = current(data);
  return {
    vote: latest ? recordedOf(latest, data, access, now) : null,
    earlierVotes: data.rows.filter((r) => r !== latest).map((r) => recordedOf(r, data, access, now)),
  };
}
