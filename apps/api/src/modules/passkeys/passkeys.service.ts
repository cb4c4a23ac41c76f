import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL, isoUint8Array } from '@simplewebauthn/server/helpers';
import { PASSKEY, PASSKEY_ERRORS, PASSKEY_TEXTS, SESSIONS_TEXTS, type Passkey } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { kickOutbox } from '../../integrations/mailer/outbox';
import {
  findUserToSignIn,
  getAppUser,
  isPasswordRight,
  startSignedInSession,
  type SignedIn,
} from '../auth/auth.service';
import { describeDevice } from '../security-history/device';
import { recordSecurityEvent, type RequestContext } from '../security-history/record-security-event';
import {
  type ChallengePurpose,
  countPasskeys,
  deletePasskey,
  findPasskeyByCredentialId,
  findUserPasskey,
  insertChallenge,
  insertPasskey,
  listPasskeys,
  type PasskeyRow,
  recordPasskeyUse,
  renamePasskey,
  takeChallenge,
} from './passkeys.repository';
import { relyingParty } from './relying-party';

const challengeExpired = () => errors.validation({}, PASSKEY_ERRORS.challengeExpired);
const notVerified = () => new AppError('INVALID_CREDENTIALS', PASSKEY_ERRORS.notVerified);

export function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    synced: row.backedUp,
    transports: row.transports,
  };
}

async function newChallenge(
  deps: AppDeps,
  input: { userId: string | null; purpose: ChallengePurpose; challenge: string },
): Promise<string> {
  const now = deps.clock.now();
  return insertChallenge(deps.database.db, {
    ...input,
    expiresAt: new Date(now.getTime() + PASSKEY.challengeSeconds * 1000),
    createdAt: now,
  });
}

/** Takes the challenge out (used once, answered or not) and checks it is live and the caller's. */
async function useChallenge(
  db: DbOrTx,
  deps: AppDeps,
  input: { id: string; purpose: ChallengePurpose; userId: string | null },
): Promise<string> {
  const row = await takeChallenge(db, input.id, input.purpose);
  if (!row || row.userId !== input.userId || row.expiresAt.getTime() <= deps.clock.now().getTime())
    throw challengeExpired();
  return row.challenge;
}

export async function getPasskeys(deps: AppDeps, userId: string): Promise<Passkey[]> {
  return (await listPasskeys(deps.database.db, userId)).map(presentPasskey);
}

/** Options to create a discoverable passkey (user verification preferred), the person's own excluded. */
export async function registrationOptions(deps: AppDeps, userId: string) {
  const user = await getAppUser(deps, userId);
  const existing = await listPasskeys(deps.database.db, userId);
  if (existing.length >= PASSKEY.perAccountMax) throw errors.validation({}, PASSKEY_ERRORS.tooMany);
  const rp = relyingParty(deps);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: isoUint8Array.fromUTF8String(user.id),
    userName: user.email,
    userDisplayName: user.profileFullName ?? user.email,
    attestationType: 'none',
    timeout: PASSKEY.challengeSeconds * 1000,
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  const challengeId = await newChallenge(deps, { userId, purpose: 'register', challenge: options.challenge });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

function defaultName(context: RequestContext): string {
  const { browser, system } = describeDevice(context.userAgent);
  if (!browser && !system) return PASSKEY_TEXTS.defaultName;
  return SESSIONS_TEXTS.deviceLabel(
    browser ?? SESSIONS_TEXTS.unknownBrowser,
    system ?? SESSIONS_TEXTS.unknownSystem,
  );
}

/** Verifies the browser's new credential against its challenge (used once) and stores it with its transports. */
export async function registerPasskey(
  deps: AppDeps,
  input: {
    userId: string;
    challengeId: string;
    response: RegistrationResponseJSON;
    name?: string | undefined;
    context: RequestContext;
  },
): Promise<Passkey> {
  const { db } = deps.database;
  const challenge = await useChallenge(db, deps, {
    id: input.challengeId,
    purpose: 'register',
    userId: input.userId,
  });
  const rp = relyingParty(deps);
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch {
    throw errors.validation({}, PASSKEY_ERRORS.notVerified);
  }
  if (!verified.verified || !verified.registrationInfo)
    throw errors.validation({}, PASSKEY_ERRORS.notVerified);
  const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
  if (await findPasskeyByCredentialId(db, credential.id))
    throw errors.conflict(PASSKEY_ERRORS.alreadyRegistered);
  const name = input.name ?? defaultName(input.context);
  const row = await db.transaction(async (tx) => {
    if ((await countPasskeys(tx, input.userId)) >= PASSKEY.perAccountMax)
      throw errors.validation({}, PASSKEY_ERRORS.tooMany);
    const inserted = await insertPasskey(tx, {
      userId: input.userId,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? input.response.response.transports ?? [],
      deviceType: credentialDeviceType,
      backedUp: credentialBackedUp,
      name,
      createdAt: deps.clock.now(),
    });
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'passkey_added',
      detail: name,
      context: input.context,
    });
    return inserted;
  });
  kickOutbox(deps);
  return presentPasskey(row);
}

/** A challenge for a passkey assertion: sign-in (any discoverable passkey) or confirming a change (the person's). */
export async function assertionOptions(deps: AppDeps, input: { userId: string | null }) {
  const rp = relyingParty(deps);
  const own = input.userId ? await listPasskeys(deps.database.db, input.userId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'preferred',
    timeout: PASSKEY.challengeSeconds * 1000,
    allowCredentials: own.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransport[],
    })),
  });
  const challengeId = await newChallenge(deps, {
    userId: input.userId,
    purpose: input.userId ? 'confirm' : 'sign_in',
    challenge: options.challenge,
  });
  return { challengeId, options: options as unknown as Record<string, unknown> };
}

/**
 * Verifies a passkey assertion: the challenge (used once, live), the credential known (and the person's when
 * confirming), origin and RP id, signature, and a counter that moved on when the authenticator keeps one. The
 * new counter is stored conditionally, so the same answer twice cannot both pass.
 */
async function verifyAssertion(
  deps: AppDeps,
  input: { challengeId: string; response: AuthenticationResponseJSON; userId: string | null },
): Promise<PasskeyRow> {
  const { db } = deps.database;
  const challenge = await useChallenge(db, deps, {
    id: input.challengeId,
    purpose: input.userId ? 'confirm' : 'sign_in',
    userId: input.userId,
  });
  const passkey = await findPasskeyByCredentialId(db, input.response.id);
  if (!passkey || (input.userId && passkey.userId !== input.userId))
    throw new AppError('INVALID_CREDENTIALS', PASSKEY_ERRORS.unknownPasskey);
  const rp = relyingParty(deps);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: isoBase64URL.toBuffer(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransport[],
      },
      requireUserVerification: false,
    });
  } catch {
    throw notVerified();
  }
  if (!verified.verified) throw notVerified();
  const { newCounter, credentialBackedUp } = verified.authenticationInfo;
  const stored = await recordPasskeyUse(db, {
    id: passkey.id,
    expectedCounter: passkey.counter,
    newCounter,
    backedUp: credentialBackedUp,
    at: deps.clock.now(),
  });
  if (!stored) throw notVerified();
  return passkey;
}

/** Signs in with a passkey: it proves both possession and (by the device's lock) the person, so no second step. */
export async function signInWithPasskey(
  deps: AppDeps,
  input: { challengeId: string; response: AuthenticationResponseJSON; context: RequestContext },
): Promise<SignedIn> {
  const passkey = await verifyAssertion(deps, { ...input, userId: null });
  const user = await findUserToSignIn(deps, passkey.userId);
  if (!user) throw notVerified();
  return startSignedInSession(deps, { user, method: 'passkey', context: input.context });
}

export async function renameUserPasskey(
  deps: AppDeps,
  input: { userId: string; id: string; name: string },
): Promise<Passkey> {
  const row = await renamePasskey(deps.database.db, input.userId, input.id, input.name);
  if (!row) throw errors.notFound();
  return presentPasskey(row);
}

/** Removes a passkey, confirmed with the password or an assertion of another of the person's passkeys. */
export async function removePasskey(
  deps: AppDeps,
  input: {
    userId: string;
    id: string;
    password?: string | undefined;
    passkey?: { challengeId: string; response: AuthenticationResponseJSON } | undefined;
    context: RequestContext;
  },
): Promise<void> {
  const { db } = deps.database;
  if (!(await findUserPasskey(db, input.userId, input.id))) throw errors.notFound();
  if (input.passkey) {
    const used = await verifyAssertion(deps, { ...input.passkey, userId: input.userId });
    if (used.id === input.id) throw errors.validation({}, PASSKEY_ERRORS.sameAsRemoved);
  } else if (input.password) {
    if (!(await isPasswordRight(deps, input.userId, input.password)))
      throw errors.validation(
        { password: PASSKEY_ERRORS.passwordIncorrect },
        PASSKEY_ERRORS.passwordIncorrect,
      );
  } else {
    throw errors.validation({}, PASSKEY_ERRORS.confirmRequired);
  }
  await db.transaction(async (tx) => {
    const removed = await deletePasskey(tx, input.userId, input.id);
    if (!removed) throw errors.notFound();
    await recordSecurityEvent(tx, deps, {
      userId: input.userId,
      kind: 'passkey_removed',
      detail: removed.name,
      context: input.context,
    });
  });
  kickOutbox(deps);
}
