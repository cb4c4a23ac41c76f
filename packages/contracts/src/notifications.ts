import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate } from './common';
import { MONEY, NOTIFICATIONS } from './limits';
import { NOTIFICATION_ERRORS, NOTIFICATION_TEXTS } from './messages/notifications';
import { VOTE_TEXTS } from './messages/votes';
import { WEBHOOK_TEXTS } from './messages/webhooks';
import { DATA_EXPORT_TEXTS } from './messages/data-export';
import { formatMoney } from './money';
import { roleWord } from './roles';
import { NOTIFICATION_ROUTES } from './shell-routes';
import { leadDuration } from './messages/next-steps';

export const NOTIFICATION_EMAIL_SETTINGS = NOTIFICATIONS.emailSettings;
export type NotificationEmailSetting = (typeof NOTIFICATION_EMAIL_SETTINGS)[number];

/** What a notification says, by kind: free-form data the kind's renderer reads. */
export const notificationPayloadSchema = z.record(z.string(), z.unknown());
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

/** A rendered notification: the same title and body in the app and in the e-mail. */
export interface NotificationText {
  title: string;
  body: string;
}

const str = (payload: NotificationPayload, key: string): string => {
  const value = payload[key];
  return typeof value === 'string' ? value : '';
};
/** An amount of the payload in its currency (`currencyKey`, else the payload's `currency`), by `formatMoney`. */
const cents = (payload: NotificationPayload, key: string, currencyKey = 'currency'): string => {
  const value = payload[key];
  const currency = str(payload, currencyKey) || str(payload, 'currency') || MONEY.fallbackCurrency;
  return typeof value === 'number' ? formatMoney(value, currency) : '';
};

/** A watch's body, with the decision when the folder is decided (its payload names the chosen item). */
const watchBody = (p: NotificationPayload, text: string): string =>
  p.decided === true
    ? `${text} ${NOTIFICATION_TEXTS.watchDecided(str(p, 'folderName'), str(p, 'chosenName'))}`
    : text;

/**
 * How each kind reads. Kinds are open-ended: a feature adds its kind here (mentions, replies, role changes) and
 * the API, the e-mail and the web all render it the same way; an unknown kind still shows a generic title.
 */
export const NOTIFICATION_RENDERERS: Record<string, (payload: NotificationPayload) => NotificationText> = {
  /** A refreshed price went below or above the folder's budget. */
  'watch.budget': (p) => ({
    title:
      p.direction === 'below'
        ? `${str(p, 'itemName')} is now within budget`
        : `${str(p, 'itemName')} is now over budget`,
    body: watchBody(
      p,
      `${str(p, 'folderName')}: the price is ${cents(p, 'priceCents')} (budget ${cents(p, 'thresholdCents', 'thresholdCurrency')}).`,
    ),
  }),
  /** A refreshed price went below or above the item's target price. */
  'watch.target': (p) => ({
    title:
      p.direction === 'below'
        ? `${str(p, 'itemName')} reached your target price`
        : `${str(p, 'itemName')} went back above your target price`,
    body: watchBody(
      p,
      `${str(p, 'folderName')}: the price is ${cents(p, 'priceCents')} (target ${cents(p, 'thresholdCents')}).`,
    ),
  }),
  /** A refreshed price changed which item ranks first in a folder's decision (never once it is decided). */
  'watch.winner': (p) => ({
    title: `${str(p, 'winnerName')} now ranks first in ${str(p, 'folderName')}`,
    body: `After a price change, ${str(p, 'winnerName')} overtook ${str(p, 'previousName')}.`,
  }),
  /**
   * Someone else added an item to a shared folder. One per adder, folder and hour: the first item
   * names the batch, the folder's activity lists them all.
   */
  'item.added': (p) => ({
    title: `${str(p, 'actorName')} added ${str(p, 'itemName')} to ${str(p, 'folderName')}`,
    body: NOTIFICATION_TEXTS.itemAddedBody(str(p, 'folderName')),
  }),
  /** The owner changed the person's role on a shared folder. */
  'role.changed': (p) => ({
    title: `Your role in ${str(p, 'folderName')} changed`,
    body: `${str(p, 'byName')} made you ${roleWord(str(p, 'role'))} of ${str(p, 'folderName')}.`,
  }),
  /** Someone mentioned the person in a comment on an item. */
  'comment.mentioned': (p) => ({
    title: `${str(p, 'byName')} mentioned you on ${str(p, 'itemName')}`,
    body: `${str(p, 'folderName')}: "${str(p, 'excerpt')}"`,
  }),
  /** The person's "Download my data" archive is ready (its link goes by e-mail and on the profile). */
  'data-export.ready': () => ({
    title: DATA_EXPORT_TEXTS.notificationTitle,
    body: DATA_EXPORT_TEXTS.notificationBody,
  }),
  /** Someone commented on a thread the person took part in. */
  'comment.replied': (p) => ({
    title: `${str(p, 'byName')} replied on ${str(p, 'itemName')}`,
    body: `${str(p, 'folderName')}: "${str(p, 'excerpt')}"`,
  }),
  /** A dated next step's reminder, at its lead time before the due time (to its assignee, else its creator). */
  'step.reminder': (p) => {
    const lead = typeof p.leadMinutes === 'number' ? p.leadMinutes : 0;
    return {
      title: `Reminder: ${str(p, 'stepText')}`,
      body: `${str(p, 'itemName')} in ${str(p, 'folderName')}: due ${lead === 0 ? 'now' : `in ${leadDuration(lead)}`}.`,
    };
  },
  /** The owner opened a dot vote in a shared folder. */
  'vote.opened': (p) => ({
    title: VOTE_TEXTS.notifications.openedTitle(str(p, 'byName'), str(p, 'folderName')),
    body: VOTE_TEXTS.notifications.openedBody,
  }),
  /** The owner reminded those who have not voted. */
  'vote.reminder': (p) => ({
    title: VOTE_TEXTS.notifications.remindTitle(str(p, 'folderName')),
    body: VOTE_TEXTS.notifications.remindBody(Number(p.voted) || 0, Number(p.eligible) || 0),
  }),
  /** Everyone voted, the vote closed or the owner revealed it: names show. */
  'vote.revealed': (p) => ({
    title: VOTE_TEXTS.notifications.revealedTitle(str(p, 'folderName')),
    body: VOTE_TEXTS.notifications.revealedBody,
  }),
  /** A folder's webhook kept failing and was paused: told to the folder's owner. */
  'webhook.paused': (p) => ({
    title: WEBHOOK_TEXTS.pausedTitle(str(p, 'folderName')),
    body: WEBHOOK_TEXTS.pausedBody(str(p, 'url')),
  }),
};

/** The title and body of a notification of any kind. */
export function renderNotification(kind: string, payload: NotificationPayload): NotificationText {
  const render = NOTIFICATION_RENDERERS[kind];
  return render ? render(payload) : { title: NOTIFICATION_TEXTS.unknownKindTitle, body: '' };
}

export const notificationSchema = z.object({
  id: idSchema,
  kind: z.string(),
  payload: notificationPayloadSchema,
  /** Rendered from kind + payload by `renderNotification`. */
  title: z.string(),
  body: z.string(),
  folderId: idSchema.nullable(),
  itemId: idSchema.nullable(),
  createdAt: isoDate,
  /** null: unread. */
  readAt: isoDate.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  /** Opaque: the `nextCursor` of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{13}_[0-9a-f-]{36}$/, NOTIFICATION_ERRORS.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: NOTIFICATION_ERRORS.limitInvalid })
    .int(NOTIFICATION_ERRORS.limitInvalid)
    .min(1, NOTIFICATION_ERRORS.limitInvalid)
    .max(NOTIFICATIONS.pageSizeMax, NOTIFICATION_ERRORS.limitInvalid)
    .default(NOTIFICATIONS.pageSizeDefault),
  unread: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

export const notificationPageSchema = z.object({
  /** Newest first. */
  notifications: z.array(notificationSchema),
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const markReadBodySchema = z.object({
  ids: z
    .array(idSchema, { error: NOTIFICATION_ERRORS.idsRequired })
    .min(1, NOTIFICATION_ERRORS.idsRequired)
    .max(NOTIFICATIONS.markReadMax, NOTIFICATION_ERRORS.tooManyIds),
});

export const markedSchema = z.object({
  /** How many became read with this call. */
  marked: z.number().int(),
  unreadCount: z.number().int(),
});

export const notificationSettingsSchema = z.object({
  email: z.enum(NOTIFICATION_EMAIL_SETTINGS),
  /** Folders whose notifications the user muted. */
  mutedFolderIds: z.array(idSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const updateNotificationSettingsSchema = z.object({
  email: z.enum(NOTIFICATION_EMAIL_SETTINGS, { error: NOTIFICATION_ERRORS.emailSettingInvalid }),
});

export const folderMuteBodySchema = z.object({
  muted: z.boolean({ error: NOTIFICATION_ERRORS.mutedInvalid }),
});
export const folderMuteSchema = z.object({ folderId: idSchema, muted: z.boolean() });

export const notificationsEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/notifications',
    summary: "The caller's notifications, newest first, a page at a time",
    tag: 'Notifications',
    auth: true,
    query: notificationListQuerySchema,
    response: notificationPageSchema,
  }),
  unreadCount: defineEndpoint({
    ...NOTIFICATION_ROUTES.unreadCount,
    summary: 'How many notifications the caller has not read (the bell)',
    tag: 'Notifications',
    response: unreadCountSchema,
  }),
  markRead: defineEndpoint({
    method: 'post',
    path: '/api/notifications/read',
    summary: "Marks some of the caller's notifications read",
    tag: 'Notifications',
    auth: true,
    body: markReadBodySchema,
    response: markedSchema,
  }),
  markAllRead: defineEndpoint({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: "Marks all of the caller's notifications read",
    tag: 'Notifications',
    auth: true,
    response: markedSchema,
  }),
  getSettings: defineEndpoint({
    method: 'get',
    path: '/api/notifications/settings',
    summary: 'The e-mail setting and the muted folders',
    tag: 'Notifications',
    auth: true,
    response: notificationSettingsSchema,
  }),
  updateSettings: defineEndpoint({
    method: 'put',
    path: '/api/notifications/settings',
    summary: 'Chooses how notifications arrive by e-mail: off, each, or a daily digest',
    tag: 'Notifications',
    auth: true,
    body: updateNotificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
  muteFolder: defineEndpoint({
    method: 'put',
    path: '/api/folders/:id/mute',
    summary: 'Mutes or unmutes the notifications about a folder (and everything in it) for the caller',
    tag: 'Notifications',
    auth: true,
    params: idParamsSchema,
    body: folderMuteBodySchema,
    response: folderMuteSchema,
  }),
};
