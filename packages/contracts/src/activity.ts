import { z } from 'zod';
import { idParamsSchema, idSchema, isoDate } from './common';
import { defineEndpoint } from './endpoint';
import { ACTIVITY, type DECIDE, ITEM, MONEY } from './limits';
import { ACTIVITY_ERRORS, ACTIVITY_TEXTS } from './messages/activity';
import { DECIDE_TEXTS } from './messages/decide';
import { VOTE_TEXTS } from './messages/votes';
import { roleWord } from './roles';
import { formatMoney } from './money';

/**
 * The per-folder activity feed: what happened in a folder and its subfolders, recorded
 * by the feature that made the change, in the change's transaction.
 */

/** Every kind of activity row; the feature named in the comment records it. */
export const ACTIVITY_KINDS = [
  'item.added', // items (create, capture)
  'item.edited', // item-edits (fields, characteristics)
  'item.shared', // item-edits (a private item its creator shared with the folder)
  'item.moved', // items (move to another folder)
  'item.deleted', // items
  'item.rated', // ratings, item-edits (a staged rating)
  'item.status', // decide (shortlisted, rejected, chosen...)
  'comment.added', // comments
  'folder.added', // folders (a subfolder created)
  'folder.edited', // folders (renamed, description changed)
  'folder.moved', // folders (moved under another folder)
  'member.joined', // sharing (an invitation accepted)
  'member.left', // sharing (removed by the owner, or left)
  'member.role', // sharing (the owner changed a role)
  'price.changed', // price-refresh (the worker and Refresh now)
  'vote.opened', // votes (the owner opened a dot vote)
  'vote.cast', // votes (someone cast or changed their ballot)
  'vote.revealed', // votes (the owner showed who gave what)
  'vote.closed', // votes (the owner closed the vote)
  'vote.overruled', // votes (the owner kept a vetoed item, with a reason)
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a row's payload carries: names as they were at the time, plus the kind's own details. */
export const activityPayloadSchema = z.record(z.string(), z.unknown());
export type ActivityPayload = z.infer<typeof activityPayloadSchema>;

/**
 * How a row reads after the actor's name: `action` ("rated", "moved"), followed in the feed by the item's name
 * (a link) when the row has an item, and `detail` under it ("8/10", "$1,200 → $1,100"), or null.
 */
export interface ActivityText {
  action: string;
  detail: string | null;
}

const str = (p: ActivityPayload, key: string): string =>
  typeof p[key] === 'string' ? (p[key] as string) : '';
const num = (p: ActivityPayload, key: string): number | null =>
  typeof p[key] === 'number' ? (p[key] as number) : null;
const money = (p: ActivityPayload, key: string): string => {
  const cents = num(p, key);
  return cents === null ? '—' : formatMoney(cents, str(p, 'currency') || MONEY.fallbackCurrency);
};
const status = (value: string): string =>
  value in DECIDE_TEXTS.statusLabels
    ? DECIDE_TEXTS.statusLabels[value as (typeof DECIDE.statuses)[number]]
    : value;
const fieldsList = (p: ActivityPayload): string | null => {
  const fields = Array.isArray(p.fields) ? p.fields.filter((f): f is string => typeof f === 'string') : [];
  return fields.length > 0
    ? ACTIVITY_TEXTS.changed(fields.map((f) => ACTIVITY_TEXTS.editedParts[f] ?? f))
    : null;
};

/** How each kind reads, once, for the API's answers and the web. An unknown kind still reads. */
export const ACTIVITY_RENDERERS: Record<ActivityKind, (p: ActivityPayload) => ActivityText> = {
  'item.added': () => ({ action: 'added', detail: null }),
  'item.edited': (p) => ({ action: 'edited', detail: fieldsList(p) }),
  'item.shared': () => ({ action: ACTIVITY_TEXTS.sharedAction, detail: ACTIVITY_TEXTS.sharedDetail }),
  'item.moved': (p) => ({
    action: 'moved',
    detail: `From ${str(p, 'fromFolderName')} to ${str(p, 'folderName')}`,
  }),
  'item.deleted': (p) => ({ action: `deleted ${str(p, 'itemName')}`, detail: null }),
  'item.rated': (p) => {
    const rating = num(p, 'rating');
    return rating === null
      ? { action: 'cleared their rating of', detail: null }
      : { action: 'rated', detail: `${rating}/${ITEM.ratingMax}` };
  },
  'item.status': (p) => ({
    action: 'changed the status of',
    detail: str(p, 'reason') ? `${status(str(p, 'status'))}: ${str(p, 'reason')}` : status(str(p, 'status')),
  }),
  'comment.added': (p) => ({ action: 'commented on', detail: str(p, 'excerpt') || null }),
  'folder.added': (p) => ({ action: ACTIVITY_TEXTS.folderAdded(str(p, 'folderName')), detail: null }),
  'folder.edited': (p) => ({
    action: ACTIVITY_TEXTS.folderEdited(str(p, 'folderName')),
    detail: str(p, 'fromName')
      ? ACTIVITY_TEXTS.folderRenamedFrom(str(p, 'fromName'))
      : ACTIVITY_TEXTS.folderDescriptionChanged,
  }),
  'folder.moved': (p) => ({
    action: ACTIVITY_TEXTS.folderMoved(str(p, 'folderName')),
    detail: str(p, 'toFolderName')
      ? ACTIVITY_TEXTS.folderMovedTo(str(p, 'toFolderName'))
      : ACTIVITY_TEXTS.folderMovedToTop,
  }),
  'member.joined': (p) => ({
    action: `joined ${str(p, 'folderName')}`,
    detail: str(p, 'role') ? `As ${roleWord(str(p, 'role'))}` : null,
  }),
  'member.left': (p) =>
    str(p, 'memberName')
      ? { action: `removed ${str(p, 'memberName')} from ${str(p, 'folderName')}`, detail: null }
      : { action: `left ${str(p, 'folderName')}`, detail: null },
  'member.role': (p) => ({
    action: `made ${str(p, 'memberName')} ${roleWord(str(p, 'role'))} of ${str(p, 'folderName')}`,
    detail: null,
  }),
  'price.changed': (p) => ({
    action: 'found a new price for',
    detail: `${money(p, 'fromCents')} → ${money(p, 'toCents')}`,
  }),
  'vote.opened': (p) => VOTE_TEXTS.activity.opened(num(p, 'itemCount') ?? 0),
  'vote.cast': () => VOTE_TEXTS.activity.cast,
  'vote.revealed': () => VOTE_TEXTS.activity.revealed,
  'vote.closed': () => VOTE_TEXTS.activity.closed,
  'vote.overruled': (p) => VOTE_TEXTS.activity.overruled(str(p, 'reason')),
};

/** The text of a row of any kind. */
export function renderActivity(kind: string, payload: ActivityPayload): ActivityText {
  const render = ACTIVITY_RENDERERS[kind as ActivityKind];
  return render ? render(payload) : { action: 'changed', detail: null };
}

/** The name a row shows for who did it: the name at the time, the refresh, or a former member. */
export function activityActorName(entry: { actor: { name: string } | null; kind: string }): string {
  if (entry.actor) return entry.actor.name;
  return entry.kind === 'price.changed' ? ACTIVITY_TEXTS.refreshActor : ACTIVITY_TEXTS.formerMember;
}

export const activityEntrySchema = z.object({
  /** Also the position of the row: the feed's order. */
  id: z.string(),
  kind: z.string(),
  payload: activityPayloadSchema,
  /** Rendered from kind + payload by `renderActivity`. */
  action: z.string(),
  detail: z.string().nullable(),
  /** null: the scheduled price refresh, or an account since deleted. Name as it was at the time. */
  actor: z.object({ id: idSchema, name: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  /** null: the row is not about an item, or the item is gone. Name as it was at the time. */
  item: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Where it happened: the folder or one of its subfolders. */
  folder: z.object({ id: idSchema, name: z.string() }),
  createdAt: isoDate,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, ACTIVITY_ERRORS.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: ACTIVITY_ERRORS.limitInvalid })
    .int(ACTIVITY_ERRORS.limitInvalid)
    .min(1, ACTIVITY_ERRORS.limitInvalid)
    .max(ACTIVITY.pageSizeMax, ACTIVITY_ERRORS.limitInvalid)
    .default(ACTIVITY.pageSizeDefault),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({
  /** Newest first. The web groups them by the reader's local day. */
  entries: z.array(activityEntrySchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

export const activityEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/folders/:id/activity',
    summary: 'What happened in a folder and its subfolders, newest first, a page at a time',
    tag: 'Activity',
    auth: true,
    params: idParamsSchema,
    query: activityQuerySchema,
    response: activityPageSchema,
  }),
};
