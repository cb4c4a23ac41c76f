import { z } from 'zod';
import { ROLE_ERRORS, ROLE_TEXTS } from './messages/roles';

/**
 * Roles on a shared folder and its subtree, weakest first. The owner of the tree's
 * root is `owner`; every collaborator row carries one of the others.
 */
export const COLLABORATOR_ROLES = ['viewer', 'rater', 'editor'] as const;
export type CollaboratorRole = (typeof COLLABORATOR_ROLES)[number];
export const FOLDER_ROLES = [...COLLABORATOR_ROLES, 'owner'] as const;
export type FolderRole = (typeof FOLDER_ROLES)[number];

/** Texts keyed by role, every role present: a role added here fails to compile until messages/roles.ts names it. */
type ByRole<T extends Record<FolderRole, string>> = T;
export type RoleNames = ByRole<typeof ROLE_TEXTS.names>;
export type RoleDescriptions = ByRole<typeof ROLE_TEXTS.descriptions>;

const isFolderRole = (value: unknown): value is FolderRole =>
  typeof value === 'string' && (FOLDER_ROLES as readonly string[]).includes(value);

/**
 * What a role is called on every screen, mail, feed and notification: the one map, ROLE_TEXTS.names. A value
 * that is no role (a payload written before roles, or by a newer server) reads as itself.
 */
export function roleName(role: FolderRole | string): string {
  return isFolderRole(role) ? ROLE_TEXTS.names[role] : role;
}

/** The same name inside a sentence ("As rater", "made you editor of Homes"). */
export function roleWord(role: FolderRole | string): string {
  return isFolderRole(role) ? ROLE_TEXTS.names[role].toLowerCase() : role;
}

/** An invitation without a role gives editor access: the spec's "full edit access" of collaborators. */
export const DEFAULT_COLLABORATOR_ROLE: CollaboratorRole = 'editor';

export const collaboratorRoleSchema = z.enum(COLLABORATOR_ROLES, { error: ROLE_ERRORS.roleInvalid });
export const folderRoleSchema = z.enum(FOLDER_ROLES);

/**
 * What a request needs of the caller's role: `view` (any role), `rate` (rate, comment, own weights),
 * `edit` (add, edit, move items and subfolders), `own` (share, change roles, remove people, delete).
 */
export type FolderNeed = 'view' | 'rate' | 'edit' | 'own';

const NEED_RANK: Record<FolderNeed, number> = { view: 0, rate: 1, edit: 2, own: 3 };
const ROLE_RANK: Record<FolderRole, number> = { viewer: 0, rater: 1, editor: 2, owner: 3 };

/** The one table of roles and needs, used by the API to enforce and by the web to hide. */
export function roleAllows(role: FolderRole, need: FolderNeed): boolean {
  return ROLE_RANK[role] >= NEED_RANK[need];
}

/** The stronger of two roles (rows on several folders of one chain: the strongest counts). */
export function strongerRole<R extends FolderRole>(a: R, b: R): R {
  return ROLE_RANK[a] >= ROLE_RANK[b] ? a : b;
}
