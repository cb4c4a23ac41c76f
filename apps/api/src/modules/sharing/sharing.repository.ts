import type { CollaboratorRole } from '@shortlist/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  folderCollaborators,
  folderInvitations,
  folders,
  invitationLinks,
  profiles,
  users,
} from '../../db/schema';
import { rawRows } from '../../db/raw-rows';

export interface CollaboratorRow {
  id: string;
  folderId: string;
  folderName: string;
  userId: string;
  permission: 'edit';
  role: CollaboratorRole;
  invitedBy: string | null;
  createdAt: Date;
  fullName: string | null;
  nickname: string | null;
  email: string;
}

/** Collaborator rows on the given folders (a folder and its ancestors), with profile and e-mail. One statement. */
export function findCollaborators(db: DbOrTx, folderIds: readonly string[]): Promise<CollaboratorRow[]> {
  return db
    .select({
      id: folderCollaborators.id,
      folderId: folderCollaborators.folderId,
      folderName: folders.name,
      userId: folderCollaborators.userId,
      permission: folderCollaborators.permission,
      role: folderCollaborators.role,
      invitedBy: folderCollaborators.invitedBy,
      createdAt: folderCollaborators.createdAt,
      fullName: profiles.fullName,
      nickname: profiles.nickname,
      email: users.email,
    })
    .from(folderCollaborators)
    .innerJoin(folders, eq(folders.id, folderCollaborators.folderId))
    .innerJoin(users, eq(users.id, folderCollaborators.userId))
    .leftJoin(profiles, eq(profiles.id, folderCollaborators.userId))
    .where(inArray(folderCollaborators.folderId, [...folderIds]))
    .orderBy(asc(folderCollaborators.createdAt), asc(folderCollaborators.id));
}

export function findInvitations(db: DbOrTx, folderId: string) {
  return db
    .select({
      id: folderInvitations.id,
      email: folderInvitations.email,
      role: folderInvitations.role,
      createdAt: folderInvitations.createdAt,
    })
    .from(folderInvitations)
    .where(eq(folderInvitations.folderId, folderId))
    .orderBy(asc(folderInvitations.createdAt), asc(folderInvitations.id));
}

export interface ProfileRow {
  id: string;
  fullName: string | null;
  nickname: string | null;
}

export async function findProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({ id: profiles.id, fullName: profiles.fullName, nickname: profiles.nickname })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** A live account by e-mail (stored lower-cased), with its plan. */
export async function findAccountByEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; email: string; plan: string; deletedAt: Date | null } | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      plan: sql<string>`coalesce(${profiles.subscriptionPlan}, 'basic')`,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email.toLowerCase()));
  return row;
}

/** Adds a collaborator row; an existing one is kept as it is. */
export async function insertCollaborator(
  db: DbOrTx,
  values: { folderId: string; userId: string; invitedBy: string; createdAt: Date; role: CollaboratorRole },
): Promise<void> {
  await db
    .insert(folderCollaborators)
    .values({ ...values, permission: 'edit' })
    .onConflictDoNothing({ target: [folderCollaborators.folderId, folderCollaborators.userId] });
}

/** Records an invitation of an address without an account; a repeated one is kept as it is. */
export async function insertInvitation(
  db: DbOrTx,
  values: { folderId: string; email: string; invitedBy: string; createdAt: Date; role: CollaboratorRole },
): Promise<void> {
  await db
    .insert(folderInvitations)
    .values(values)
    .onConflictDoNothing({ target: [folderInvitations.folderId, folderInvitations.email] });
}

/**
 * Deletes the user's collaborator rows on a folder and on every folder below it, in one statement, so their
 * access to the whole subtree ends at once. Answers how many rows went.
 */
export async function deleteCollaboratorFromSubtree(
  db: DbOrTx,
  folderId: string,
  userId: string,
): Promise<number> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with recursive subtree(id) as (
      select ${folderId}::uuid
      union all
      select f.id from folders f join subtree s on f.parent_folder_id = s.id
    )
    delete from folder_collaborators fc
    where fc.user_id = ${userId}::uuid and fc.folder_id in (select id from subtree)
    returning fc.id::text as "id"`,
  );
  return rows.length;
}

/**
 * Sets the user's role on every collaborator row of theirs on a folder and the folders below it, in one
 * statement, so the role holds for the whole subtree the owner is looking at. Answers how many rows changed.
 */
export async function updateRoleInSubtree(
  db: DbOrTx,
  folderId: string,
  userId: string,
  role: CollaboratorRole,
): Promise<number> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with recursive subtree(id) as (
      select ${folderId}::uuid
      union all
      select f.id from folders f join subtree s on f.parent_folder_id = s.id
    )
    update folder_collaborators fc set role = ${role}
    where fc.user_id = ${userId}::uuid and fc.folder_id in (select id from subtree)
    returning fc.id::text as "id"`,
  );
  return rows.length;
}

/** Deletes a pending invitation and the links its e-mails carried, in one statement. Answers how many went. */
export async function deleteInvitation(db: DbOrTx, folderId: string, invitationId: string): Promise<number> {
  const rows = await rawRows<{ id: string }>(
    db,
    sql`with gone as (
      delete from folder_invitations where folder_id = ${folderId}::uuid and id = ${invitationId}::uuid
      returning folder_id, email
    ), links as (
      delete from invitation_links l using gone where l.folder_id = gone.folder_id and l.email = gone.email
    )
    select folder_id::text as "id" from gone`,
  );
  return rows.length;
}

/** Stores a new link for an invitation's e-mail (only the token's hash). */
export async function insertInvitationLink(
  db: DbOrTx,
  values: { tokenHash: string; folderId: string; email: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(invitationLinks).values(values);
}

export interface InvitationLinkRow {
  email: string;
  expiresAt: Date;
  usedAt: Date | null;
  /** The folder's invitation of the address still stands (not cancelled). */
  invited: boolean;
}

/** A link by its token's hash, and whether its invitation still stands. One statement. */
export async function findInvitationLink(
  db: DbOrTx,
  tokenHash: string,
): Promise<InvitationLinkRow | undefined> {
  const [row] = await db
    .select({
      email: invitationLinks.email,
      expiresAt: invitationLinks.expiresAt,
      usedAt: invitationLinks.usedAt,
      invited: sql<boolean>`exists (select 1 from ${folderInvitations} fi
        where fi.folder_id = ${invitationLinks.folderId} and fi.email = ${invitationLinks.email})`,
    })
    .from(invitationLinks)
    .where(eq(invitationLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/**
 * Uses a link once. Answers false when it was used, expired or cancelled meanwhile, so of two concurrent
 * sign-ups with one link, one wins. (Accepting the address's invitations uses up its other links.)
 */
export async function useInvitationLink(
  db: DbOrTx,
  input: { tokenHash: string; email: string; now: Date },
): Promise<boolean> {
  const [used] = await db
    .update(invitationLinks)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(invitationLinks.tokenHash, input.tokenHash),
        eq(invitationLinks.email, input.email),
        isNull(invitationLinks.usedAt),
        sql`${invitationLinks.expiresAt} > ${input.now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: invitationLinks.id });
  return used !== undefined;
}

/**
 * Turns every invitation of an address into collaborator rows of the new user, then drops the invitations; the
 * links their e-mails carried are used up with them. Answers the folders joined, with the role of each.
 */
export async function acceptInvitations(
  db: DbOrTx,
  input: { email: string; userId: string; now: Date },
): Promise<Array<{ folderId: string; role: CollaboratorRole }>> {
  const email = input.email.toLowerCase();
  return rawRows<{ folderId: string; role: CollaboratorRole }>(
    db,
    sql`with accepted as (
      delete from folder_invitations where email = ${email} returning folder_id, invited_by, role
    ), links as (
      update invitation_links set used_at = ${input.now.toISOString()}::timestamptz
      where email = ${email} and used_at is null
    )
    insert into folder_collaborators (folder_id, user_id, permission, role, invited_by, created_at)
    select folder_id, ${input.userId}::uuid, 'edit', role, invited_by, ${input.now.toISOString()}::timestamptz
    from accepted
    on conflict (folder_id, user_id) do nothing
    returning folder_id::text as "folderId", role`,
  );
}
