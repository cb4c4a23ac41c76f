/** Roles on a shared folder (issue 15): what each is called and the 403 texts when a role falls short. */
export const ROLE_TEXTS = {
  label: 'Role',
  // every role of roles.ts has a name and a description: checked there (the texts import nothing of the rules)
  names: { viewer: 'Viewer', rater: 'Rater', editor: 'Editor', owner: 'Owner' },
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
  roleInvalid: 'Please choose a role: viewer, rater or editor.',
  cannotRate: 'Viewers can only look. Ask the folder owner for rater access to rate.',
  cannotComment: 'Viewers can read the comments. Ask the folder owner for rater access to comment.',
  cannotEdit: 'Your role in this folder does not allow changes. Ask the folder owner for editor access.',
  onlyOwnerChangesRoles: 'Only the folder owner can change roles.',
} as const;
