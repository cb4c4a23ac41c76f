import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { COLLABORATOR_ROLES, type CollaboratorRole } from '@shortlist/contracts';
import { isOneOf } from './checks';
import { users } from './users';

/**
 * One counter for every content revision: a folder tree's root takes the next value each time
 * anything its answers show changes, so a revision never repeats and only grows, in commit order per root.
 */
export const contentRevision = pgSequence('content_revision');

/** Folders and subfolders (folders §3). A tree has one owner; a null parent means top level. */
export const folders = pgTable(
  'folders',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentFolderId: uuid().references((): AnyPgColumn => folders.id, { onDelete: 'cascade' }),
    /** ISO 4217 code new items' prices default to, and Decide ranks prices in (other currencies via its rates). */
    currency: text().notNull().default('USD'),
    /** The template it was started from (contracts' FOLDER_TEMPLATES id): its getting-started checklist shows. */
    templateId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Meaningful on a tree's root: bumped by triggers (drizzle/0006_content_revision_triggers.sql) in the same
     * transaction as any write to what the tree's answers show. Conditional GETs compare it (http/revision.ts).
     */
    revision: bigint({ mode: 'number' })
      .notNull()
      .default(sql`nextval('content_revision')`),
  },
  (t) => [
    index('folders_owner_idx').on(t.ownerId, t.parentFolderId),
    index('folders_parent_idx').on(t.parentFolderId),
    check('folders_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** A user with access to a shared folder and everything below it. */
export const folderCollaborators = pgTable(
  'folder_collaborators',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    permission: text().$type<'edit'>().notNull().default('edit'),
    /** viewer / rater / editor on this folder and its subtree; rows from before roles are editors. */
    role: text().$type<CollaboratorRole>().notNull().default('editor'),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('folder_collaborators_folder_user_key').on(t.folderId, t.userId),
    check('folder_collaborators_role_check', isOneOf(t.role, COLLABORATOR_ROLES)),
    index('folder_collaborators_user_idx').on(t.userId),
  ],
);

/** An invitation to an address with no account yet: becomes a collaborator row when that person signs up. */
export const folderInvitations = pgTable(
  'folder_invitations',
  {
    id: uuid().primaryKey().defaultRandom(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    /** The role the collaborator row gets on sign-up. */
    role: text().$type<CollaboratorRole>().notNull().default('editor'),
    invitedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('folder_invitations_folder_email_key').on(t.folderId, t.email)],
);

/**
 * The link an invitation e-mail to an address without an account carries: it opens sign-up with the address
 * filled in, and signing up through it proves the address (the mail went to that inbox). Only the SHA-256 of its
 * token is stored; it works once, until `expiresAt`, for `email` alone, while the folder's invitation of that
 * address stands (cancelling the invitation deletes its links).
 */
export const invitationLinks = pgTable(
  'invitation_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull(),
    folderId: uuid()
      .notNull()
      .references(() => folders.id, { onDelete: 'cascade' }),
    /** The invited address, lower-cased as invitations store it. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invitation_links_token_hash_key').on(t.tokenHash),
    index('invitation_links_email_idx').on(t.email),
    index('invitation_links_folder_email_idx').on(t.folderId, t.email),
  ],
);
