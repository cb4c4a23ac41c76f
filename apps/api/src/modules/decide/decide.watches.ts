import { PRICE_CRITERION, PRICE_WATCH } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notify } from '../notifications/notifications.service';
import {
  type DecisionData,
  folderWeights,
  loadDecisionData,
  priceInFolderCurrency,
  rank,
} from './decide.view';
import * as repo from './decide.repository';

type Side = 'below' | 'above';

/**
 * One threshold with hysteresis: an alert when the price goes to or below it (from above), and when it goes past
 * it by the re-arm margin (from below). Between the two, nothing changes, so a price hovering at the threshold
 * alerts once. With no side known yet, the side is learnt from the previous price without an alert.
 */
export function crossing(
  side: Side | null,
  previousCents: number | null,
  priceCents: number,
  thresholdCents: number,
): { side: Side; alert: Side | null } {
  const rearmAbove = thresholdCents * (1 + PRICE_WATCH.rearmShare);
  const sideOf = (cents: number): Side => (cents <= thresholdCents ? 'below' : 'above');
  const known = side ?? (previousCents === null ? sideOf(priceCents) : sideOf(previousCents));
  if (known === 'above' && priceCents <= thresholdCents) return { side: 'below', alert: 'below' };
  if (known === 'below' && priceCents > rearmAbove) return { side: 'above', alert: 'above' };
  return { side: known, alert: null };
}

/** A change too small to tell anyone about: under 1% of the previous price, or under a cent. */
export function isNoise(previousCents: number | null, priceCents: number): boolean {
  if (previousCents === null) return false;
  const change = Math.abs(priceCents - previousCents);
  return change < PRICE_WATCH.minChangeCents || change < previousCents * PRICE_WATCH.minChangeShare;
}

/**
 * The folder's winner with one item at the given price: the refresh's item at its previous read gives the
 * winner just before this refresh, whatever happened in between (weights, budget, other items).
 */
function winnerWith(data: DecisionData, weights: Record<string, number>, itemId: string, priceCents: number) {
  const items = data.items.map((i) =>
    i.id === itemId
      ? {
          ...i,
          priceCents,
          values: {
            ...i.values,
            [PRICE_CRITERION]: priceInFolderCurrency(data.money, priceCents, i.currency),
          },
        }
      : i,
  );
  return rank({ ...data, items }, weights).winnerId;
}

/**
 * Runs after a refresh recorded a new price, in the refresh's transaction: budget and target crossings of the
 * item, and a change of the folder's winner made by this read (the winner with the item at its previous price
 * against the winner now), each told once to everyone in the folder (the read's id is in the dedupe key, so
 * the same read never alerts twice). A change under 1% or a cent tells nobody anything. A decided folder (an
 * open decision record) has no winner to announce any more: its budget and target watches still alert, and say
 * the folder is decided. Returns how many mails were queued.
 */
export async function evaluateWatches(tx: DbOrTx, deps: AppDeps, itemId: string): Promise<number> {
  const [item, read] = await Promise.all([
    repo.findItemWatchState(tx, itemId),
    repo.findLatestRead(tx, itemId),
  ]);
  // a first read has nothing to compare with; a change under 1% or a cent is noise
  if (!item || !read || read.previousCents === null || isNoise(read.previousCents, read.priceCents)) return 0;
  const previousCents = read.previousCents;
  const { ownerId, memberIds, raterIds } = await repo.findFolderMembers(tx, item.folderId);
  // the decision counts those who rate; every member hears of it
  const data = await loadDecisionData(tx, item.folderId, ownerId, raterIds, null);
  const folderName = await repo.findFolderName(tx, item.folderId);
  const record = await repo.findOpenRecord(tx, item.folderId);
  const chosenName = record?.snapshot.itemName;
  const decided = record
    ? { decided: true, chosenName: typeof chosenName === 'string' ? chosenName : '' }
    : {};
  const now = deps.clock.now();
  let mailed = 0;
  // a private item's alerts reach its creator alone; the winner is ranked from shared items
  const itemAudience = item.isPrivate ? memberIds.filter((id) => id === item.creatorId) : memberIds;
  const tell = async (
    kind: string,
    payload: Record<string, unknown>,
    key: string,
    userIds: string[],
    namedItemIds?: string[],
  ) => {
    if (userIds.length === 0) return;
    const result = await notify(tx, deps, {
      userIds,
      kind,
      payload: { folderName, ...payload },
      folderId: item.folderId,
      itemId,
      dedupeKey: `${key}:${read.id}`,
      ...(namedItemIds ? { namedItemIds } : {}),
    });
    mailed += result.mailed;
  };

  // the budget is in the folder's currency: the prices are compared converted, and not at all without a rate
  const inFolder = (cents: number) => priceInFolderCurrency(data.money, cents, item.currency);
  const thresholds = [
    {
      kind: 'watch.budget',
      cents: data.settings.budgetCents,
      side: item.budgetSide,
      column: 'budgetSide',
      thresholdCurrency: data.money.currency,
      previous: inFolder(previousCents),
      price: inFolder(read.priceCents),
    },
    {
      kind: 'watch.target',
      cents: item.targetPriceCents,
      side: item.targetSide,
      column: 'targetSide',
      thresholdCurrency: item.currency,
      previous: previousCents,
      price: read.priceCents,
    },
  ] as const;
  for (const t of thresholds) {
    if (t.cents === null || t.previous === null || t.price === null) continue;
    const result = crossing(t.side, t.previous, t.price, t.cents);
    if (result.alert)
      await tell(
        t.kind,
        {
          itemName: item.name,
          direction: result.alert,
          priceCents: read.priceCents,
          thresholdCents: t.cents,
          currency: item.currency,
          thresholdCurrency: t.thresholdCurrency,
          ...decided,
        },
        `${t.kind}:${itemId}`,
        itemAudience,
      );
    if (result.side !== t.side) await repo.upsertItemState(tx, itemId, { [t.column]: result.side }, now);
  }

  // the decision stands: which item ranks first is no longer news
  if (record) return mailed;
  // the winner just before this read against the winner now: a change made by anything else (weights, the
  // budget, statuses) between two refreshes is not this refresh's to announce
  const weights = folderWeights(data);
  const winnerId = rank(data, weights).winnerId;
  const before = winnerWith(data, weights, itemId, previousCents);
  if (before && winnerId && before !== winnerId) {
    const name = (id: string) => data.items.find((i) => i.id === id)?.name ?? '';
    await tell(
      'watch.winner',
      { winnerName: name(winnerId), previousName: name(before) },
      `watch.winner:${item.folderId}`,
      memberIds,
      // the mail names both: it goes only to those who still see them when it is sent
      [winnerId, before],
    );
  }
  return mailed;
}
