import { INVITATION_LINK } from '../limits';
import type { CollaboratorRole } from '../roles';
import { ROLE_TEXTS } from './roles';

const NAMES = ROLE_TEXTS.names;

/** What the invitation e-mail says a role lets the person do. */
const ROLE_VERBS: Record<CollaboratorRole, string> = {
  viewer: 'view',
  rater: 'view, rate and comment on',
  editor: 'view and edit',
};

/** The role an invitation gives, by its one name, and what it lets the person do. */
const mailRoleLine = (role: CollaboratorRole, already = '') =>
  `Your role: ${NAMES[role]}. You can ${already}${ROLE_VERBS[role]} it, its subfolders and items.`;

/** The Manage Folder Access dialog and the sharing e-mails (folders §2 Dialogs, §5 Sharing, §8). */
export const SHARING_TEXTS = {
  title: 'Manage Folder Access',
  description: `People you share with get full edit access (${NAMES.editor}, the default). Pick ${NAMES.rater} to let them only rate, comment and set their own weights, or ${NAMES.viewer} to let them only look. Sharing includes all contents and subfolders of this folder.`,
  noFolderSelected: 'No folder selected. Please select a folder to manage access.',
  loading: 'Loading...',
  emailLabel: 'Email address',
  emailPlaceholder: 'friend@example.com',
  invite: 'Share',
  inviting: 'Sharing...',
  collaboratorsHeading: 'People with access',
  noCollaborators: 'No collaborators yet',
  owner: NAMES.owner,
  you: '(you)',
  inheritedFrom: (folderName: string) => `Has access through "${folderName}"`,
  remove: (name: string) => `Remove ${name}`,
  removing: 'Removing...',
  pendingHeading: 'Invited, not signed up yet',
  pendingNote: 'They become collaborators when they sign up with this address.',
  cancelInvitation: (email: string) => `Cancel the invitation of ${email}`,
  invitationSentDescription: (email: string) =>
    `${email} was invited by e-mail. They can open the folder once signed in; Premium unlocks comparing ratings together.`,
  accessDeniedTitle: 'Access Denied',
  warningTitle: 'Warning',
  close: 'Close',
  invitationCancelled: 'Invitation cancelled',
  mailSubject: (inviterName: string, folderName: string) =>
    `${inviterName} shared the folder "${folderName}" with you on Shortlist`,
  /** An account that is there already: its role and what it lets them do, and a link to sign in. */
  mailAddedText: (inviterName: string, folderName: string, url: string, role: CollaboratorRole = 'editor') =>
    `${inviterName} shared the folder "${folderName}" with you on Shortlist.\n\n${mailRoleLine(role)}\n\nSign in to open it:\n\n${url}\n`,
  /** A Basic account: the same, and what Premium adds. */
  mailBasicText: (
    inviterName: string,
    folderName: string,
    url: string,
    upgradeUrl: string,
    role: CollaboratorRole = 'editor',
  ) =>
    `${inviterName} shared the folder "${folderName}" with you on Shortlist.\n\n${mailRoleLine(role, 'already ')}\n\nSign in to open it:\n\n${url}\n\nUpgrade to Premium to compare your ratings with your collaborators and to share folders of your own:\n\n${upgradeUrl}\n`,
  /** An address without an account: the link opens sign-up with the address filled in, and proves it. */
  mailSignUpText: (inviterName: string, folderName: string, url: string, role: CollaboratorRole = 'editor') =>
    `${inviterName} invited you to collaborate on the folder "${folderName}" on Shortlist.\n\n${mailRoleLine(role)}\n\nCreate your account with this link: it fills in this e-mail address and confirms it, so the folder is in My Folders as soon as you have signed up. It works once, for ${INVITATION_LINK.ttlDays} days:\n\n${url}\n\nWith Premium you can also compare your ratings with your collaborators.\n`,
} as const;

/** Signing up through an invitation's link (the locked address on the form, and the link's refusals). */
export const INVITATION_TEXTS = {
  lockedEmailNote:
    'The address this invitation was sent to. Signing up with it confirms it, so the shared folder is there at once.',
  alreadyRegistered: 'This address already has an account. Sign in to open the shared folder.',
  signInInstead: 'Sign in instead',
} as const;

/** Why a sign-up refuses an invitation's link (400 INVITATION_INVALID): each says what to do next. */
export const INVITATION_ERRORS = {
  invalid:
    'This invitation link is not valid, or the invitation was cancelled. Ask the person who invited you to share the folder again.',
  used: 'This invitation link has already been used. Sign in with the invited address instead.',
  expired: `This invitation link has expired: it works for ${INVITATION_LINK.ttlDays} days. Ask the person who invited you to share the folder again, or sign up without the link and confirm your address from the e-mail we send.`,
  wrongEmail:
    'This invitation was sent to another e-mail address. Sign up with the address it was sent to, or without the invitation link.',
} as const;
