import {
  APP_PATHS,
  appUrl,
  type Collaborator,
  type CollaboratorRole,
  DAY_MS,
  INVITATION_ERRORS,
  INVITATION_LINK,
  invitationSignUpPath,
  isPremiumPlan,
  type CollaboratorList,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
  type ShareInviteResult,
  SHARING_TEXTS,
  signInAsPath,
} from '@shortlist/contracts';
import { recordActivities, recordActivity } from '../activity/activity.service';
import { hashToken, newRefreshToken } from '../../auth-core/tokens';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import { requireConfirmedEmail, type SessionUser } from '../../http/session';
import { kickOutbox, queueMail } from '../../integrations/mailer/outbox';
import { type FolderAccess, requireFolderAccess } from '../../access/folder-access';
import {
  acceptInvitations,
  deleteCollaboratorFromSubtree,
  deleteInvitation,
  findAccountByEmail,
  findCollaborators,
  findInvitations,
  findInvitationLink,
  findProfile,
  insertCollaborator,
  insertInvitation,
  insertInvitationLink,
  type ProfileRow,
  updateRoleInSubtree,
  useInvitationLink,
} from './sharing.repository';
import { notify } from '../notifications/notifications.service';

const displayName = (p: ProfileRow | undefined, fallback: string) => p?.fullName || p?.nickname || fallback;

/** Owner-only changes: strangers 404 (inside requireFolderAccess), collaborators 403 with the spec's text. */
async function requireSharingOwner(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<FolderAccess> {
  const access = await requireFolderAccess(deps.database.db, user.id, folderId, 'view');
  if (access.role !== 'owner') throw errors.forbidden(ORGANISE_VALIDATION.onlyOwnerShares);
  return access;
}

/**
 * Who has access to a folder: the tree's owner, and one entry per collaborator (a row on the folder or an
 * ancestor; the highest one wins, since removing it is what ends the access). A collaborator sees the rows on
 * the part of the tree they can open; e-mails and pending invitations are the owner's to see.
 */
export async function listCollaborators(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
): Promise<CollaboratorList> {
  const db = deps.database.db;
  const access = await requireFolderAccess(db, user.id, folderId, 'view');
  const isOwner = access.role === 'owner';
  const visibleIds = isOwner
    ? access.selfAndAncestorIds
    : [folderId, ...access.breadcrumb.map((crumb) => crumb.id)];
  const [rows, owner, invitations] = await Promise.all([
    findCollaborators(db, visibleIds),
    findProfile(db, access.treeOwnerId),
    isOwner ? findInvitations(db, folderId) : Promise.resolve([]),
  ]);
  // chain index: 0 is the folder itself, higher is closer to the root
  const height = (id: string) => access.selfAndAncestorIds.indexOf(id);
  const byUser = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    const kept = byUser.get(row.userId);
    if (!kept || height(row.folderId) > height(kept.folderId)) byUser.set(row.userId, row);
  }
  const collaborators: Collaborator[] = [...byUser.values()]
    .sort((a, b) => height(b.folderId) - height(a.folderId) || a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({
      id: row.id,
      folderId: row.folderId,
      userId: row.userId,
      permission: row.permission,
      role: row.role,
      invitedBy: row.invitedBy,
      createdAt: row.createdAt.toISOString(),
      profile: { id: row.userId, fullName: row.fullName, nickname: row.nickname },
      email: isOwner ? row.email : null,
      inheritedFrom: row.folderId === folderId ? null : { id: row.folderId, name: row.folderName },
    }));
  return {
    folderId,
    isOwner,
    myRole: access.role,
    owner: { id: access.treeOwnerId, fullName: owner?.fullName ?? null, nickname: owner?.nickname ?? null },
    collaborators,
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/**
 * Shares a folder by e-mail (owner on Premium only). A registered Premium user becomes a collaborator at once;
 * a registered Basic user too, and is e-mailed an invitation to upgrade; both mails
 * link to sign-in with the address filled in. An unknown address gets an invitation e-mail whose link opens
 * sign-up with the address filled in and proves it (a single-use token of its own, stored hashed), and becomes a
 * collaborator when signing up with it. Each mail names the inviter, the folder and the role. The rows and the
 * e-mail are written in one transaction (the outbox sends after the commit).
 */
export async function inviteCollaborator(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  input: { email: string; role: CollaboratorRole },
): Promise<ShareInviteResult> {
  const { role } = input;
  const access = await requireSharingOwner(deps, user, folderId);
  if (!user.isPremium) throw errors.premiumRequired(ORGANISE_ERRORS.premiumSharing);
  requireConfirmedEmail(user);
  const email = input.email.trim();
  if (email.toLowerCase() === user.email.toLowerCase())
    throw errors.validation({ email: ORGANISE_VALIDATION.shareWithSelf });

  const db = deps.database.db;
  const [invitee, inviter] = await Promise.all([findAccountByEmail(db, email), findProfile(db, user.id)]);
  const inviterName = displayName(inviter, user.email);
  const now = deps.clock.now();
  const subject = SHARING_TEXTS.mailSubject(inviterName, access.name);

  const status = await db.transaction(async (tx) => {
    if (invitee && !invitee.deletedAt) {
      await insertCollaborator(tx, {
        folderId,
        userId: invitee.id,
        invitedBy: user.id,
        createdAt: now,
        role,
      });
      await recordActivity(tx, {
        folderId,
        actorId: invitee.id,
        kind: 'member.joined',
        payload: { role },
        at: now,
      });
      const premium = isPremiumPlan(invitee.plan);
      const signInUrl = appUrl(deps.config.publicUrl, signInAsPath(invitee.email));
      await queueMail(tx, deps, {
        to: invitee.email,
        subject,
        text: premium
          ? SHARING_TEXTS.mailAddedText(inviterName, access.name, signInUrl, role)
          : SHARING_TEXTS.mailBasicText(
              inviterName,
              access.name,
              signInUrl,
              appUrl(deps.config.publicUrl, APP_PATHS.profile),
              role,
            ),
      });
      return premium ? ('collaborator_added' as const) : ('invitation_sent_basic' as const);
    }
    const invited = email.toLowerCase();
    await insertInvitation(tx, { folderId, email: invited, invitedBy: user.id, createdAt: now, role });
    // each mail carries a link of its own; an earlier one keeps working until it is used or expires
    const token = newRefreshToken();
    await insertInvitationLink(tx, {
      tokenHash: hashToken(token),
      folderId,
      email: invited,
      expiresAt: new Date(now.getTime() + INVITATION_LINK.ttlDays * DAY_MS),
      createdAt: now,
    });
    await queueMail(tx, deps, {
      to: email,
      subject,
      text: SHARING_TEXTS.mailSignUpText(
        inviterName,
        access.name,
        appUrl(deps.config.publicUrl, invitationSignUpPath(token, invited)),
        role,
      ),
    });
    return 'invitation_sent_basic' as const;
  });
  kickOutbox(deps);
  return { status, email };
}

/**
 * The owner changes a collaborator's role on the folder and every folder below it (rows on ancestors are
 * changed from that ancestor, as they are removed from it). The collaborator is told through the bell.
 */
export async function changeCollaboratorRole(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  collaboratorUserId: string,
  role: CollaboratorRole,
): Promise<{ userId: string; role: CollaboratorRole }> {
  const access = await requireSharingOwner(deps, user, folderId);
  const owner = await findProfile(deps.database.db, user.id);
  const mailed = await deps.database.db.transaction(async (tx) => {
    if ((await updateRoleInSubtree(tx, folderId, collaboratorUserId, role)) === 0) throw errors.notFound();
    await recordActivity(tx, {
      folderId,
      actorId: user.id,
      kind: 'member.role',
      payload: { memberId: collaboratorUserId, role },
      at: deps.clock.now(),
    });
    const result = await notify(tx, deps, {
      userIds: [collaboratorUserId],
      kind: 'role.changed',
      payload: { folderName: access.name, role, byName: displayName(owner, user.email) },
      folderId,
    });
    return result.mailed;
  });
  if (mailed > 0) kickOutbox(deps);
  return { userId: collaboratorUserId, role };
}

/** Removes a collaborator from the folder and every subfolder at once (owner only; any plan). */
export async function removeCollaborator(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  collaboratorUserId: string,
): Promise<void> {
  await requireSharingOwner(deps, user, folderId);
  await deps.database.db.transaction(async (tx) => {
    const removed = await deleteCollaboratorFromSubtree(tx, folderId, collaboratorUserId);
    if (removed === 0) throw errors.notFound();
    await recordActivity(tx, {
      folderId,
      actorId: user.id,
      kind: 'member.left',
      payload: { memberId: collaboratorUserId },
      at: deps.clock.now(),
    });
  });
}

/** Cancels a pending invitation (owner only); the links its e-mails carried stop working with it. */
export async function cancelInvitation(
  deps: AppDeps,
  user: SessionUser,
  folderId: string,
  invitationId: string,
): Promise<void> {
  await requireSharingOwner(deps, user, folderId);
  if ((await deleteInvitation(deps.database.db, folderId, invitationId)) === 0) throw errors.notFound();
}

/**
 * Called inside the sign-up transaction: every folder invitation of the new address becomes a collaborator
 * row of the new user, so the shared folders are there on first sign-in.
 */
export async function acceptPendingInvitations(
  tx: DbOrTx,
  input: { email: string; userId: string; now: Date },
): Promise<void> {
  const joined = await acceptInvitations(tx, input);
  await recordActivities(
    tx,
    joined.map(({ folderId, role }) => ({
      folderId,
      actorId: input.userId,
      kind: 'member.joined' as const,
      payload: { role },
      at: input.now,
    })),
  );
}

const invitationRefused = (message: string, field: 'invitationToken' | 'email' = 'invitationToken') =>
  new AppError('INVITATION_INVALID', message, { [field]: message });

/**
 * Sign-up's check of an invitation's link, before any work: the token must be one of ours, unused, sent to this
 * very address, not expired, and its invitation must stand. Each refusal says which (400 INVITATION_INVALID).
 * The link is used later, in the sign-up transaction (`redeemInvitationLink`).
 */
export async function checkInvitationLink(
  db: DbOrTx,
  input: { token: string; email: string; now: Date },
): Promise<void> {
  const link = await findInvitationLink(db, hashToken(input.token));
  if (!link) throw invitationRefused(INVITATION_ERRORS.invalid);
  if (link.usedAt) throw invitationRefused(INVITATION_ERRORS.used);
  if (link.email !== input.email.toLowerCase())
    throw invitationRefused(INVITATION_ERRORS.wrongEmail, 'email');
  if (link.expiresAt.getTime() <= input.now.getTime()) throw invitationRefused(INVITATION_ERRORS.expired);
  if (!link.invited) throw invitationRefused(INVITATION_ERRORS.invalid);
}

/**
 * Inside the sign-up transaction: uses the link once (a concurrent sign-up with it loses: "already used") and,
 * since the link proved the address, turns the address's invitations into collaborator rows at once.
 */
export async function redeemInvitationLink(
  tx: DbOrTx,
  input: { token: string; email: string; userId: string; now: Date },
): Promise<void> {
  const email = input.email.toLowerCase();
  if (!(await useInvitationLink(tx, { tokenHash: hashToken(input.token), email, now: input.now })))
    throw invitationRefused(INVITATION_ERRORS.used);
  await acceptPendingInvitations(tx, { email, userId: input.userId, now: input.now });
}
