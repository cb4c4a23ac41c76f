import { PRICE_WATCH } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { notify } from '../notifications/notifications.service';
import { folderWeights, loadDecisionData, rank } from './decide.view';
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
 * Runs after a refresh recorded a new price, in the refresh's transaction: budget and target crossings of the
 * item, and a change of the folder's winner, each told once to everyone in the folder (the read's id is in the
 * dedupe key, so the same read never alerts twice). Returns how many mails were queued.
 */
export async function evaluateWatches(tx: DbOrTx, deps: AppDeps, itemId: string): Promise<number> {
  const [item, read] = await Promise.all([
    repo.findItemWatchState(tx, itemId),
    repo.findLatestRead(tx, itemId),
  ]);
  if (!item || !read) return 0;
  const { ownerId, memberIds } = await repo.findFolderMembers(tx, item.folderId);
  const data = await loadDecisionData(tx, item.folderId, ownerId, memberIds, null);
  const folderName = await repo.findFolderName(tx, item.folderId);
  const now = deps.clock.now();
  let mailed = 0;
  // a private item's alerts reach its creator alone (decision 0027); the winner is ranked from shared items
  const itemAudience = item.isPrivate ? memberIds.filter((id) => id === item.creatorId) : memberIds;
  const tell = async (kind: string, payload: Record<string, unknown>, key: string, userIds: string[]) => {
    if (userIds.length === 0) return;
    const result = await notify(tx, deps, {
      userIds,
      kind,
      payload: { folderName, ...payload },
      folderId: item.folderId,
      itemId,
      dedupeKey: `${key}:${read.id}`,
    });
    mailed += result.mailed;
  };

  if (!isNoise(read.previousCents, read.priceCents)) {
    const thresholds = [
      { kind: 'watch.budget', cents: data.settings.budgetCents, side: item.budgetSide, column: 'budgetSide' },
      { kind: 'watch.target', cents: item.targetPriceCents, side: item.targetSide, column: 'targetSide' },
    ] as const;
    for (const t of thresholds) {
      if (t.cents === null) continue;
      const result = crossing(t.side, read.previousCents, read.priceCents, t.cents);
      if (result.alert)
        await tell(
          t.kind,
          {
            itemName: item.name,
            direction: result.alert,
            priceCents: read.priceCents,
            thresholdCents: t.cents,
            currency: item.currency,
          },
          `${t.kind}:${itemId}`,
          itemAudience,
        );
      if (result.side !== t.side) await repo.upsertItemState(tx, itemId, { [t.column]: result.side }, now);
    }
  }

  const winnerId = rank(data, folderWeights(data)).winnerId;
  const previousWinner = data.settings.lastWinnerItemId;
  if (winnerId !== previousWinner) {
    if (previousWinner && winnerId) {
      const name = (id: string) => data.items.find((i) => i.id === id)?.name ?? '';
      await tell(
        'watch.winner',
        { winnerName: name(winnerId), previousName: name(previousWinner) },
        `watch.winner:${item.folderId}`,
        memberIds,
      );
    }
    await repo.upsertSettings(tx, item.folderId, { lastWinnerItemId: winnerId }, now);
  }
  return mailed;
}
