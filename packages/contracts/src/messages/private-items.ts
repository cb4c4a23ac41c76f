/** Private items inside shared folders: the switch, the badge, the action, the refusal. */
export const PRIVATE_ITEM_TEXTS = {
  switchLabel: 'Private',
  // the switch also exists in folders nobody else can see, where it changes nothing for anyone yet
  switchHint:
    'Only you can see a private item, even after the folder is shared. Share it with the folder when ready.',
  badge: 'Only you can see this item',
  shareAction: 'Share with the folder',
  sharing: 'Sharing...',
  shared: 'The item is now visible to everyone in the folder.',
} as const;

export const PRIVATE_ITEM_ERRORS = {
  onlyCreator: 'Only the person who added this item can change who sees it.',
  chooseShared:
    'Share this item with the folder before choosing it: everyone in the folder sees the decision.',
} as const;

/** A staged save refused because someone saved the item after the editor opened it (optimistic concurrency). */
export const EDIT_CONFLICT_TEXTS = {
  changedBy: (name: string) => `${name} changed this item after you opened it`,
  changedByYou: 'You changed this item in another window after you opened it',
  someone: 'Someone',
  dialogTitle: 'Review changes before saving',
  dialogDescription: (name: string) =>
    `${name} saved this item after you opened it. For each field you both changed, choose which value to keep.`,
  mine: 'Mine',
  theirs: 'Theirs',
  keepMine: (field: string) => `Keep my ${field}`,
  keepTheirs: (field: string) => `Keep their ${field}`,
  emptyValue: '(empty)',
  saveMerged: 'Save merged changes',
  discardMine: 'Discard my changes',
  alsoKept: (n: number) => `${n} other change${n === 1 ? '' : 's'} of yours will be saved as well.`,
} as const;
