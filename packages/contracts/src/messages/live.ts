import { LIVE } from '../limits';

/** Texts of the live stream and of presence on an item page. */
export const LIVE_ERRORS = {
  ticketMissing:
    'A live stream needs a ticket: ask POST /api/events/ticket with your session, then open the stream with ?ticket=.',
  ticketInvalid: `This stream ticket is not valid: tickets work once, within ${LIVE.ticketSeconds} seconds, and only while their session lasts. Ask for a new one.`,
  lastEventIdInvalid: 'lastEventId must be the id of an event the stream sent: digits only.',
  editingInvalid: 'Say whether you hold unsaved changes: editing must be true or false.',
  tooManyTickets: 'Too many live stream tickets asked for. Please wait a little before asking again.',
  serverFull: 'This server has as many live streams open as it can hold. Try again in a few seconds.',
} as const;

/** Why the server ended a stream (the `end` event's message). */
export const LIVE_END_TEXTS = {
  tokenExpired: 'The sign-in that opened this stream has expired: open a new one with a fresh ticket.',
  replaced: `You have more than ${LIVE.streamsPerPersonMax} live streams open: this one, the oldest, stopped. It opens again when you come back to its tab.`,
} as const;

export const PRESENCE_TEXTS = {
  /** The group of avatars on an item page. */
  othersHere: 'Also here',
  viewing: (name: string) => `${name} has this item open`,
  editing: (name: string) => `${name} is editing`,
  someone: 'Someone',
} as const;
