/**
 * The name of each role on a shared folder: the one map every screen, mail, feed and notification
 * reads, so a role is called the same wherever it shows. Labels use it as it is; a sentence uses it in lower case.
 */
const NAMES = { viewer: 'Viewer', rater: 'Rater', editor: 'Editor', owner: 'Owner' } as const;
const word = (role: keyof typeof NAMES) => NAMES[role].toLowerCase();

/** Roles on a shared folder: what each is called and the 403 texts when a role falls short. */
export const ROLE_TEXTS = {
  label: 'Role',
  // every role of roles.ts has a name and a description: checked there (the texts import nothing of the rules)
  names: NAMES,
  descriptions: {
    viewer: 'Sees everything, rates nothing',
    rater: 'Rates, comments and sets own weights',
    editor: 'Adds, edits and moves items and subfolders',
    owner: 'Shares, changes roles, removes people, deletes',
  },
  roleOf: (name: string) => `Role of ${name}`,
  roleChanged: (name: string, role: string) => `${name} is now ${role.toLowerCase()}`,
  mailRole: (role: string) => `Your role: ${role.toLowerCase()}.`,
} as const;

export const ROLE_ERRORS = {
  roleInvalid: `Please choose a role: ${word('viewer')}, ${word('rater')} or ${word('editor')}.`,
  cannotRate: `${NAMES.viewer}s can only look. Ask the folder owner for ${word('rater')} access to rate.`,
  cannotComment: `${NAMES.viewer}s can read the comments. Ask the folder owner for ${word('rater')} access to comment.`,
  cannotEdit: `Your role in this folder does not allow changes. Ask the folder owner for ${word('editor')} access.`,
  onlyOwnerChangesRoles: 'Only the folder owner can change roles.',
} as const;
