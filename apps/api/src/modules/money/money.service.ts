import { type ExchangeRatesBody, type FolderMoney, MONEY_ERRORS } from '@shortlist/contracts';
import { requireFolderAccess } from '../../access/folder-access';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import * as repo from './money.repository';

/** A folder's currency and its rates: what Decide converts other currencies with. */
export interface FolderRates {
  currency: string;
  rates: ReadonlyArray<{ currency: string; rate: number }>;
}

/** The folder's currency and rates (the folder exists: the caller checked access). One or two statements. */
export async function ratesOfFolder(db: DbOrTx, folderId: string): Promise<FolderRates> {
  const money = await repo.findFolderMoney(db, folderId);
  if (!money) throw errors.notFound();
  return money;
}

async function folderMoneyOf(db: DbOrTx, user: SessionUser, folderId: string, isOwner: boolean) {
  const [money, priced] = await Promise.all([
    repo.findFolderMoney(db, folderId),
    repo.findPricedCurrencies(db, folderId, user.id),
  ]);
  if (!money) throw errors.notFound();
  return {
    folderId,
    currency: money.currency,
    rates: money.rates.map((r) => ({
      currency: r.currency,
      rate: r.rate,
      updatedAt: r.updatedAt.toISOString(),
    })),
    otherCurrencies: priced.filter((c) => c !== money.currency),
    canEditRates: isOwner,
  } satisfies FolderMoney;
}

/** GET: anyone who sees the folder sees its rates (they are shown beside converted prices). */
export async function getFolderMoney(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<FolderMoney> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  return folderMoneyOf(db, user, folderId, access.role === 'owner');
}

/**
 * PUT: the owner replaces the folder's rates in one transaction. A rate for the folder's own currency is a 400
 * naming it; others who see the folder get a 403 saying who may.
 */
export async function updateFolderRates(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  body: { rates: ExchangeRatesBody['rates'] },
): Promise<FolderMoney> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  if (access.role !== 'owner') throw errors.forbidden(MONEY_ERRORS.onlyOwnerSetsRates);
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    const { currency } = await ratesOfFolder(tx, folderId);
    const own = body.rates.findIndex((r) => r.currency === currency);
    if (own !== -1)
      throw errors.validation({ [`rates.${own}.currency`]: MONEY_ERRORS.rateForOwnCurrency(currency) });
    await repo.replaceRates(tx, folderId, body.rates, user.id, now);
  });
  return folderMoneyOf(db, user, folderId, true);
}
