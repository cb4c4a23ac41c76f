import { COMMENT, RATE_LIMITS } from '../limits';
import { MINUTE_MS } from '../time';
import { ROLE_ERRORS } from './roles';

/** Comments and mentions on an item: the thread under the notes, its form and the mention picker. */
export const COMMENT_TEXTS = {
  heading: 'Comments',
  empty: 'No comments yet. Start the conversation.',
  loading: 'Loading comments...',
  loadError: 'Could not load the comments.',
  label: 'Write a comment',
  placeholder: 'Write a comment. Type @ to mention someone.',
  viewerHint: ROLE_ERRORS.cannotComment,
  counter: (length: number) => `${length} / ${COMMENT.textMax}`,
  post: 'Comment',
  posting: 'Posting...',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  edit: 'Edit',
  delete: 'Delete',
  editLabel: (name: string) => `Edit the comment of ${name}`,
  deleteLabel: (name: string) => `Delete the comment of ${name}`,
  editedMark: 'edited',
  unknownAuthor: 'Unknown user',
  deleteTitle: 'Delete this comment?',
  deleteDescription: 'The comment is removed for everyone in the folder. This cannot be undone.',
  posted: 'Comment posted',
  updated: 'Comment updated',
  deleted: 'Comment deleted',
  /** On an item card: how many comments the item has (the visible number beside an icon). */
  count: (n: number) => (n === 1 ? '1 comment' : `${n} comments`),
  /** The mention picker (a listbox under the comment box). */
  pickerLabel: 'People you can mention',
  pickerEmpty: 'Nobody with access matches',
  pickerHint: 'Use the arrow keys to choose, Enter to insert, Escape to close.',
  /** After posting: a mention that told nobody, and why. */
  notDelivered: {
    'no-access': (nickname: string) => `@${nickname} can't see this folder, so they weren't notified.`,
    unknown: (nickname: string) => `Nobody is called @${nickname}, so nobody was notified.`,
  },
} as const;

export const COMMENT_ERRORS = {
  textRequired: 'Please write a comment.',
  textTooLong: `A comment can have at most ${COMMENT.textMax.toLocaleString('en-US')} characters.`,
  notFound: 'This comment does not exist or was deleted.',
  onlyAuthorEdits: 'Only the person who wrote a comment can edit it.',
  onlyAuthorOrOwnerDeletes: 'Only the person who wrote a comment or the folder owner can delete it.',
  tooMany: `You are commenting very fast: at most ${RATE_LIMITS.comments.limit} comments a ${
    RATE_LIMITS.comments.windowMs === MINUTE_MS
      ? 'minute'
      : `${RATE_LIMITS.comments.windowMs / MINUTE_MS} minutes`
  }. Please wait a moment and try again.`,
} as const;
