import { DATA_EXPORT, RATE_LIMITS } from '../limits';

const perDay = RATE_LIMITS.dataExport.limit;

/** "Download my data" on the profile, its notification and its e-mail. */
export const DATA_EXPORT_TEXTS = {
  title: 'Download my data',
  intro:
    'Every folder, item, note, rating, comment and photo you own, as a ZIP of JSON files and images. We build it in the background and tell you when it is ready.',
  request: 'Prepare my data',
  requesting: 'Asking...',
  pending: 'Your archive is being prepared. We will notify you and send an e-mail when it is ready.',
  ready: (until: string) => `Your archive is ready. The link works once, until ${until}.`,
  download: 'Download the ZIP',
  downloaded: 'You downloaded this archive. Prepare a new one to download again.',
  expired: 'The link of your last archive has expired. Prepare a new one.',
  failed: 'Your archive could not be built. Try again.',
  notificationTitle: 'Your data is ready to download',
  notificationBody: `The link works once, for ${DATA_EXPORT.linkValidHours} hours.`,
  mailSubject: 'Your Shortlist data is ready',
  mailText: (url: string) =>
    `The archive of your data is ready. Download it here (the link works once, for ${DATA_EXPORT.linkValidHours} hours):\n\n${url}\n\nIf you did not ask for it, change your password.`,
} as const;

export const DATA_EXPORT_ERRORS = {
  inProgress: 'Your archive is being prepared already.',
  tooMany: `You can ask for your data ${perDay} times a day. Try again tomorrow.`,
  linkInvalid: 'This download link is not valid, has expired or was used already.',
} as const;
