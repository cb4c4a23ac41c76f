import type { CollaboratorRole } from '../roles';

/** What the invitation e-mail says a role lets the person do (issue 15). */
const ROLE_VERBS: Record<CollaboratorRole, string> = {
  viewer: 'view',
  rater: 'view, rate and comment on',
  editor: 'view and edit',
};

/** The Manage Folder Access dialog and the sharing e-mails (folders §2 Dialogs, §5 Sharing, §8). */
export const SHARING_TEXTS = {
  title: 'Manage Folder Access',
  description:
    'People you share with get full edit access (Editor, the default). Pick Rater to let them only rate, comment and set their own weights, or Viewer to let them only look. Sharing includes all contents and subfolders of this folder.',
  noFolderSelected: 'No folder selected. Please select a folder to manage access.',
  loading: 'Loading...',
  emailLabel: 'Email address',
  emailPlaceholder: 'friend@example.com',
  invite: 'Share',
  inviting: 'Sharing...',
  collaboratorsHeading: 'People with access',
  noCollaborators: 'No collaborators yet',
  owner: 'Owner',
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
  mailAddedText: (inviterName: string, folderName: string, url: string, role: CollaboratorRole = 'editor') =>
    `${inviterName} shared the folder "${folderName}" with you on Shortlist. You can ${ROLE_VERBS[role]} it, its subfolders and items:\n\n${url}\n`,
  mailBasicText: (
    inviterName: string,
    folderName: string,
    url: string,
    upgradeUrl: string,
    role: CollaboratorRole = 'editor',
  ) =>
    `${inviterName} shared the folder "${folderName}" with you on Shortlist. You can already ${ROLE_VERBS[role]} it:\n\n${url}\n\nUpgrade to Premium to compare your ratings with your collaborators and to share folders of your own:\n\n${upgradeUrl}\n`,
  mailSignUpText: (inviterName: string, folderName: string, url: string) =>
    `${inviterName} invited you to collaborate on the folder "${folderName}" on Shortlist. Sign up with this e-mail address and the folder appears in My Folders:\n\n${url}\n\nWith Premium you can also compare your ratings with your collaborators.\n`,
} as const;
