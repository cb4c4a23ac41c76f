import { WEBHOOKS } from '../limits';
import type { WebhookDeliveryStatus, WebhookEvent } from '../webhooks';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/** A folder's webhooks: what the API answers, the settings screen and the paused notice. */
export const WEBHOOK_ERRORS = {
  urlRequired: 'Enter the address that receives the events',
  urlInvalid: 'Enter a full address, such as https://example.com/hooks/shortlist',
  urlTooLong: `Use an address of at most ${WEBHOOKS.urlMax} characters`,
  httpsOnly: 'Webhooks are sent only to https:// addresses',
  /** The outbound guard refused the address (private, loopback, link-local, metadata...). */
  addressBlocked: 'This address is on a private or reserved network: use one reachable from the internet',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Choose events from the list',
  tooMany: `A folder can have at most ${WEBHOOKS.perFolderMax} webhooks`,
} as const;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'item.added': 'Item added',
  'item.changed': 'Item changed',
  'item.price_changed': 'Price changed',
  'item.status_changed': 'Status changed',
  'decision.made': 'Decision made',
  'vote.closed': 'Vote closed',
};

export const WEBHOOK_DELIVERY_LABELS: Record<WebhookDeliveryStatus, string> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const WEBHOOK_TEXTS = {
  title: 'Webhooks',
  menuItem: 'Webhooks',
  intro:
    'Shortlist sends a signed POST to your address when something happens in this folder or its subfolders. Only you, the owner, see these settings.',
  add: 'Add webhook',
  adding: 'Adding…',
  urlLabel: 'Address (https)',
  eventsLabel: 'Events',
  save: 'Save',
  secretTitle: 'Signing secret',
  secretShownOnce:
    'Copy it now: it is shown only this once. Check the Shortlist-Signature header of each delivery with it.',
  copy: 'Copy',
  done: 'Done',
  empty: 'No webhooks yet.',
  active: 'Active',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  remove: 'Delete',
  removeConfirmTitle: 'Delete this webhook?',
  removeConfirm: 'Its deliveries stop and its log is deleted.',
  sendTest: 'Send test event',
  testSent: (status: number | null) =>
    status === null ? 'Test event not delivered' : `Test event answered ${status}`,
  log: 'Delivery log',
  logEmpty: 'No deliveries yet.',
  logColumns: { event: 'Event', status: 'Status', time: 'Time', response: 'Response' },
  noResponse: 'No answer',
  attempts: (n: number) => (n === 1 ? '1 attempt' : `${n} attempts`),
  pausedBecause: `Paused after its deliveries failed for ${days(WEBHOOKS.pauseAfterFailingDays)}. Fix the receiver, then resume.`,
  docsLink: 'How to verify the signature',
  testEventLabel: 'Test event',
  /** The notification and mail when a failing webhook is paused. */
  pausedTitle: (folderName: string) => `A webhook of ${folderName} was paused`,
  pausedBody: (url: string) =>
    `Deliveries to ${url} failed for ${days(WEBHOOKS.pauseAfterFailingDays)}, so Shortlist stopped sending them. Fix the receiver and resume the webhook in the folder's webhook settings.`,
} as const;
