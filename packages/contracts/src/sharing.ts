import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { ACCOUNT } from './limits';
import { AUTH_VALIDATION, ORGANISE_VALIDATION } from './messages/index';
import { idParamsSchema, idSchema, isoDate } from './common';
import { collaboratorRoleSchema, DEFAULT_COLLABORATOR_ROLE, folderRoleSchema } from './roles';

/** Invite by e-mail (folders §5 Sharing): required, trimmed; compared with the caller's case-insensitively. */
export const shareInviteSchema = z.object({
  email: z
    .string({ error: ORGANISE_VALIDATION.shareEmailRequired })
    .trim()
    .min(1, ORGANISE_VALIDATION.shareEmailRequired)
    .max(ACCOUNT.emailMax, AUTH_VALIDATION.emailInvalid)
    // the input's own type="email" check, repeated on the server so no mail goes to a non-address
    .refine((v) => /^[^\s@]+@[^\s@]+$/.test(v), AUTH_VALIDATION.emailInvalid),
  /** What the invitee may do; editor when left out, as collaborators always were. */
  role: collaboratorRoleSchema.default(DEFAULT_COLLABORATOR_ROLE),
});
export type ShareInviteInput = z.input<typeof shareInviteSchema>;

export const INVITATION_STATUSES = ['collaborator_added', 'invitation_sent_basic'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * The invitation result (folders §3): `collaborator_added` for a registered Premium user; `invitation_sent_basic`
 * for a Basic user (added too, and e-mailed an invitation to upgrade) or an unknown address (e-mailed; becomes a
 * collaborator on sign-up).
 */
export const shareInviteResultSchema = z.object({
  status: z.enum(INVITATION_STATUSES),
  email: z.string(),
});
export type ShareInviteResult = z.infer<typeof shareInviteResultSchema>;

export const profileRefSchema = z.object({
  id: idSchema,
  fullName: z.string().nullable(),
  nickname: z.string().nullable(),
});
export type ProfileRef = z.infer<typeof profileRefSchema>;

/** A collaborator row (folders §3) with the user's profile. */
export const collaboratorSchema = z.object({
  id: idSchema,
  folderId: idSchema,
  userId: idSchema,
  /** Kept for older clients: every collaborator could edit before roles. Read `role`. */
  permission: z.literal('edit'),
  role: collaboratorRoleSchema,
  invitedBy: idSchema.nullable(),
  createdAt: isoDate,
  profile: profileRefSchema,
  /** Shown to the owner only (they invited by it); null for everyone else. */
  email: z.string().nullable(),
  /** Set when the access comes from a row on an ancestor: removable only from that folder. */
  inheritedFrom: z.object({ id: idSchema, name: z.string() }).nullable(),
});
export type Collaborator = z.infer<typeof collaboratorSchema>;

/** An address invited before it had an account (owner's view only). */
export const pendingInvitationSchema = z.object({
  id: idSchema,
  email: z.string(),
  role: collaboratorRoleSchema,
  createdAt: isoDate,
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const collaboratorListSchema = z.object({
  folderId: idSchema,
  /** The viewer owns the tree: may invite and remove. */
  isOwner: z.boolean(),
  /** The viewer's own role on the folder. */
  myRole: folderRoleSchema,
  owner: profileRefSchema,
  /** Oldest first; inherited ones (from ancestors) first. */
  collaborators: z.array(collaboratorSchema),
  /** Owner only; empty for collaborators. */
  invitations: z.array(pendingInvitationSchema),
});
export type CollaboratorList = z.infer<typeof collaboratorListSchema>;

export const collaboratorParamsSchema = z.object({ id: idSchema, userId: idSchema });
/** The owner changes a collaborator's role on the folder and every folder below it. */
export const collaboratorRoleChangeSchema = z.object({ role: collaboratorRoleSchema });
export type CollaboratorRoleChange = z.input<typeof collaboratorRoleChangeSchema>;
export const collaboratorRoleResultSchema = z.object({ userId: idSchema, role: collaboratorRoleSchema });

export const invitationParamsSchema = z.object({ id: idSchema, invitationId: idSchema });

export const sharingEndpoints = {
  listCollaborators: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/collaborators',
    summary: 'People with access to a folder (owner and collaborators may look; only the owner changes it)',
    tag: 'sharing',
    auth: true,
    params: idParamsSchema,
    response: collaboratorListSchema,
  }),
  invite: defineEndpoint({
    method: 'post',
    path: '/api/folders/:id/collaborators',
    summary: 'Share a folder by e-mail (owner on Premium only)',
    tag: 'sharing',
    auth: true,
    params: idParamsSchema,
    body: shareInviteSchema,
    response: shareInviteResultSchema,
  }),
  changeRole: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/collaborators/:userId/role',
    summary: "Change a collaborator's role on a folder and every subfolder below it (owner only)",
    tag: 'sharing',
    auth: true,
    params: collaboratorParamsSchema,
    body: collaboratorRoleChangeSchema,
    response: collaboratorRoleResultSchema,
  }),
  removeCollaborator: defineEndpoint({
    method: 'delete',
    path: '/api/folders/:id/collaborators/:userId',
    summary: 'Remove a collaborator from a folder and every subfolder below it at once (owner only)',
    tag: 'sharing',
    auth: true,
    params: collaboratorParamsSchema,
  }),
  cancelInvitation: defineEndpoint({
    method: 'delete',
    path: '/api/folders/:id/invitations/:invitationId',
    summary: 'Cancel an invitation of an address that has not signed up yet (owner only)',
    tag: 'sharing',
    auth: true,
    params: invitationParamsSchema,
  }),
};
