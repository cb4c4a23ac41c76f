/** Notifications, comments, the activity feed and live updates. */

/** The notifications list and its e-mail (notifications module, used by watches, mentions, replies, roles). */
export const NOTIFICATIONS = {
  pageSizeDefault: 20,
  pageSizeMax: 100,
  /** Ids one "mark read" request may carry. */
  markReadMax: 200,
  emailSettings: ['off', 'each', 'daily'] as const,
  /** A new account gets each notification by e-mail until it chooses otherwise. */
  emailDefault: 'each' as const,
  /** Notifications one daily digest lists in full; the rest are counted. */
  digestListMax: 50,
  kindMax: 64,
  dedupeKeyMax: 300,
} as const;

/** Comments on items. */
export const COMMENT = {
  /** Characters of one comment, after trimming. */
  textMax: 2000,
  /** People the mention picker offers at once (the rest are found by typing more of the name). */
  pickerMax: 8,
  /** Characters of the comment a notification quotes. */
  excerptMax: 140,
} as const;

/** A folder's activity feed. */
export const ACTIVITY = {
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** Characters of a comment the feed quotes. */
  excerptMax: 140,
} as const;

/** Live updates: the ticket that opens a stream, and who has an item page open. */
export const LIVE = {
  /** A stream ticket is good for one use within this many seconds. */
  ticketSeconds: 60,
  /** An open item page says "still here" this often... */
  presenceHeartbeatSeconds: 10,
  /** ...and counts as gone when it has not for this long. */
  presenceExpirySeconds: 30,
  /** Streams one person may hold open on an instance; one more closes their oldest (it is told why). */
  streamsPerPersonMax: 10,
} as const;
