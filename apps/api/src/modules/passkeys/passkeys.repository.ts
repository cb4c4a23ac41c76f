import { and, asc, count, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { passkeys, webauthnChallenges } from '../../db/schema';

export type ChallengePurpose = 'register' | 'sign_in' | 'confirm';

export async function insertChallenge(
  db: DbOrTx,
  values: {
    userId: string | null;
    purpose: ChallengePurpose;
    challenge: string;
    expiresAt: Date;
    createdAt: Date;
  },
): Promise<string> {
  // challenges nobody answered go as new ones are made
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, values.createdAt));
  const [row] = await db.insert(webauthnChallenges).values(values).returning({ id: webauthnChallenges.id });
  return row!.id;
}

/** Takes a challenge out, whatever becomes of the answer: each is used once. Its row as it was, if any. */
export async function takeChallenge(db: DbOrTx, id: string, purpose: ChallengePurpose) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning({
      userId: webauthnChallenges.userId,
      challenge: webauthnChallenges.challenge,
      expiresAt: webauthnChallenges.expiresAt,
    });
  return row;
}

const passkeyColumns = {
  id: passkeys.id,
  userId: passkeys.userId,
  credentialId: passkeys.credentialId,
  publicKey: passkeys.publicKey,
  counter: passkeys.counter,
  transports: passkeys.transports,
  deviceType: passkeys.deviceType,
  backedUp: passkeys.backedUp,
  name: passkeys.name,
  lastUsedAt: passkeys.lastUsedAt,
  createdAt: passkeys.createdAt,
};
export type PasskeyRow = {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  lastUsedAt: Date | null;
  createdAt: Date;
};

export async function listPasskeys(db: DbOrTx, userId: string): Promise<PasskeyRow[]> {
  return db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function countPasskeys(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function findPasskeyByCredentialId(
  db: DbOrTx,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row;
}

export async function findUserPasskey(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select(passkeyColumns)
    .from(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .limit(1);
  return row;
}

export async function insertPasskey(
  db: DbOrTx,
  values: Omit<PasskeyRow, 'id' | 'lastUsedAt'>,
): Promise<PasskeyRow> {
  const [row] = await db.insert(passkeys).values(values).returning(passkeyColumns);
  return row!;
}

/**
 * Stores a use: the new counter, only if the stored one is still the one checked against (two uses with the
 * same answer cannot both pass), and when.
 */
export async function recordPasskeyUse(
  db: DbOrTx,
  options: { id: string; expectedCounter: number; newCounter: number; backedUp: boolean; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter: options.newCounter, backedUp: options.backedUp, lastUsedAt: options.at })
    .where(and(eq(passkeys.id, options.id), eq(passkeys.counter, options.expectedCounter)))
    .returning({ id: passkeys.id });
  return rows.length === 1;
}

export async function renamePasskey(db: DbOrTx, userId: string, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning(passkeyColumns);
  return row;
}

export async function deletePasskey(db: DbOrTx, userId: string, id: string): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning(passkeyColumns);
  return row;
}
