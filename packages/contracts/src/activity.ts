/**
 * The per-folder activity feed (issue 15, decision 0026): what happened in a folder and its subfolders, recorded
 * by the feature that made the change, in the change's transaction.
 */

/** Every kind of activity row; the feature named in the comment records it. */
export const ACTIVITY_KINDS = [
  'item.added', // items (create, capture)
  'item.edited', // items / item-edits (fields, characteristics, photos, notes)
  'item.moved', // items (move to another folder)
  'item.deleted', // items
  'item.rated', // ratings
  'item.status', // decide (shortlisted, rejected, chosen...)
  'comment.added', // comments
  'member.joined', // sharing (an invitation accepted)
  'member.left', // sharing (removed, or left)
  'member.role', // sharing (the owner changed a role)
  'price.changed', // price-refresh (the worker and Refresh now)
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];
