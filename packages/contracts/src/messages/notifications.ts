import { NOTIFICATIONS } from '../limits';

/** Texts of the bell, the notifications list, the e-mail setting and the digest. */
export const NOTIFICATION_TEXTS = {
  bellLabel: 'Notifications',
  bellLabelUnread: (count: number) => `Notifications, ${count} unread`,
  title: 'Notifications',
  empty: 'No notifications yet',
  emptyDescription: 'Price alerts, mentions and replies will appear here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  unread: 'Unread',
  loadMore: 'Load more',
  loadFailed: 'Could not load notifications',
  viewAll: 'View all notifications',
  emailSettingTitle: 'E-mail notifications',
  emailSettingDescription: 'How alerts and mentions reach you by e-mail.',
  emailSettingLabels: {
    off: 'Off',
    each: 'Each notification',
    daily: 'Daily digest',
  } as Record<(typeof NOTIFICATIONS.emailSettings)[number], string>,
  emailSettingSaved: 'E-mail preference saved',
  muteFolder: 'Mute notifications',
  unmuteFolder: 'Unmute notifications',
  folderMuted: 'Notifications for this folder are muted',
  folderUnmuted: 'Notifications for this folder are back on',
  digestSubject: (count: number) => `Shortlist: ${count} new notification${count === 1 ? '' : 's'}`,
  digestIntro: 'Here is what happened since your last digest:',
  /** The digest's heading for what is about no folder. */
  digestElsewhere: 'Elsewhere',
  digestMore: (count: number) => `…and ${count} more in the app.`,
  mailFooter: 'Change how you get these e-mails on your profile page.',
  unknownKindTitle: 'New notification',
  itemAddedBody: (folderName: string) => `See what else is new in the activity of ${folderName}.`,
  /** A price watch of a decided folder keeps running; its alert says the decision stands. */
  watchDecided: (folderName: string, chosenName: string) =>
    chosenName ? `${folderName} is decided: ${chosenName} was chosen.` : `${folderName} is decided.`,
} as const;

/** Error texts of the notifications endpoints. */
export const NOTIFICATION_ERRORS = {
  emailSettingInvalid: `E-mail notifications must be one of: ${NOTIFICATIONS.emailSettings.join(', ')}`,
  idsRequired: 'Choose at least one notification',
  tooManyIds: `At most ${NOTIFICATIONS.markReadMax} notifications at a time`,
  cursorInvalid: 'This page of notifications is no longer valid; start again from the top',
  limitInvalid: `Page size must be between 1 and ${NOTIFICATIONS.pageSizeMax}`,
  mutedInvalid: 'Muted must be true or false',
} as const;
