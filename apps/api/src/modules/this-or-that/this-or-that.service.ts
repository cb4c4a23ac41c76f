import {
  type BodyOf,
  THIS_OR_THAT,
  THIS_OR_THAT_ERRORS,
  type ThisOrThatAnswer,
  type ThisOrThatRound,
  type thisOrThatEndpoints,
} from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { signMediaUrls } from '../media/media.service';
import { applyRating } from '../ratings/ratings.service';
import * as repo from './this-or-that.repository';
import { type Answer, rankRound } from './this-or-that.ranking';

const noRound = () => new AppError('NOT_FOUND', THIS_OR_THAT_ERRORS.noRound);

/** The round as the screen shows it: its items still in the folder, the order so far and the next pair. */
async function present(
  deps: AppDeps,
  db: DbOrTx,
  row: repo.RoundRow,
  userId: string,
): Promise<ThisOrThatRound> {
  const still = new Set(await repo.findRankableItemIds(db, row.folderId, userId));
  const itemIds = row.itemIds.filter((id) => still.has(id));
  const ranking = rankRound(itemIds, row.answers as Answer[]);
  const { cards, facts } = await repo.findPairItems(db, itemIds);
  const photoUrl = await signMediaUrls(
    deps,
    cards.map((c) => c.coverPath),
  );
  const cardById = new Map(cards.map((c) => [c.id, c]));
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? (ranking.finished ? deps.clock.now().toISOString() : null),
    answers: row.answers.length,
    budget: ranking.budget,
    items: itemIds.map((id) => {
      const card = cardById.get(id)!;
      return {
        id,
        name: card.name,
        priceCents: card.priceCents,
        currency: card.currency,
        photoUrl: card.coverPath ? photoUrl(card.coverPath) : null,
        facts: facts
          .filter((f) => f.itemId === id && f.value.trim() !== '')
          .slice(0, THIS_OR_THAT.factsShown)
          .map((f) => ({ label: f.label, value: f.unit ? `${f.value} ${f.unit}` : f.value })),
      };
    }),
    next: ranking.next,
    order: ranking.order,
    confidence: ranking.confidence,
    suggestedRatings: ranking.suggestedRatings,
  };
}

/** The caller's current round in the folder, if any (nobody else's is ever read). */
export async function getRound(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<{ round: ThisOrThatRound | null }> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'view');
  const row = await repo.findRound(db, folderId, user.id);
  return { round: row ? await present(deps, db, row, user.id) : null };
}

/** Starts a round over the folder's items that are not rejected; the caller's last round is replaced. */
export async function startRound(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<ThisOrThatRound> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'rate');
  return db.transaction(async (tx) => {
    const itemIds = await repo.findRankableItemIds(tx, folderId, user.id);
    if (itemIds.length < THIS_OR_THAT.itemsMin) throw errors.conflict(THIS_OR_THAT_ERRORS.tooFewItems);
    if (itemIds.length > THIS_OR_THAT.itemsMax) throw errors.conflict(THIS_OR_THAT_ERRORS.tooManyItems);
    const row = await repo.startRound(tx, {
      folderId,
      userId: user.id,
      itemIds,
      startedAt: deps.clock.now(),
    });
    return present(deps, tx, row, user.id);
  });
}

/** Records the answer to the pair on the screen and answers the round with its next pair. */
export async function answerPair(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof thisOrThatEndpoints.answer>,
): Promise<ThisOrThatRound> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'rate');
  return db.transaction(async (tx) => {
    const row = await repo.findRound(tx, folderId, user.id);
    if (!row) throw noRound();
    const shown = await present(deps, tx, row, user.id);
    if (!shown.next || shown.next.leftId !== input.leftId || shown.next.rightId !== input.rightId)
      throw errors.conflict(THIS_OR_THAT_ERRORS.notThePair);
    const answers: Answer[] = [
      ...(row.answers as Answer[]),
      [input.leftId, input.rightId, input.answer as ThisOrThatAnswer],
    ];
    const after = rankRound(
      shown.items.map((i) => i.id),
      answers,
    );
    const finishedAt = after.finished ? deps.clock.now() : null;
    await repo.saveAnswers(tx, row.id, answers, finishedAt);
    return present(deps, tx, { ...row, answers, finishedAt }, user.id);
  });
}

/**
 * Saves the ratings the person confirmed on the screen (the suggestion, maybe changed) as their own, in one
 * transaction; nothing is written without this call.
 */
export async function applyRoundRatings(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: BodyOf<typeof thisOrThatEndpoints.applyRatings>,
): Promise<{ saved: number }> {
  const db = deps.database.db;
  await requireFolderAccess(db, user.id, folderId, 'rate');
  const now = deps.clock.now();
  return db.transaction(async (tx) => {
    const row = await repo.findRound(tx, folderId, user.id);
    if (!row) throw noRound();
    const inRound = new Set(row.itemIds);
    const still = new Set(await repo.findRankableItemIds(tx, folderId, user.id));
    const entries = Object.entries(input.ratings);
    for (const [itemId] of entries)
      if (!inRound.has(itemId) || !still.has(itemId))
        throw errors.validation({ [`ratings.${itemId}`]: THIS_OR_THAT_ERRORS.itemNotInRound });
    for (const [itemId, rating] of entries)
      await applyRating(tx, { itemId, folderId, userId: user.id, rating, now });
    return { saved: entries.length };
  });
}
