import {
  COMMENT_ERRORS,
  type CommentInput,
  type CommentThread,
  type CommentWritten,
  ITEM_TEXTS,
  ROLE_ERRORS,
  type UserRef,
  roleAllows,
} from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, errors } from '../../http/app-error';
import type { SessionUser } from '../../http/session';
import { type FolderAccess, requireItemAccess } from '../../access/folder-access';
import { kickOutbox } from '../../integrations/mailer/outbox';
import { recordActivity } from '../activity/activity.service';
import { itemNameOf } from '../items/items.service';
import {
  type CommentEvent,
  excerptOf,
  notifyMentions,
  notifyThread,
  resolveMentions,
} from './comments.notify';
import { presentComment, presentPerson } from './comments.presenter';
import {
  type CommentRow,
  deleteComment as deleteCommentRow,
  findComments,
  findPeople,
  insertComment,
  updateCommentText,
} from './comments.repository';

const commentGone = () => new AppError('NOT_FOUND', COMMENT_ERRORS.notFound);

/** Comments are written by raters and up (the `rate` need); viewers read them. */
const mayWrite = (access: FolderAccess) => roleAllows(access.role, 'rate');

/** The item's folder access for a writer: 404 when not visible, 403 with the role message for a viewer. */
async function requireCommenter(db: DbOrTx, userId: string, itemId: string): Promise<FolderAccess> {
  const access = await requireItemAccess(db, userId, itemId, 'view');
  if (!mayWrite(access)) throw errors.forbidden(ROLE_ERRORS.cannotComment);
  return access;
}

/** What the caller may do with a comment: edit their own while they may write; delete their own, or any as owner. */
function rightsOver(row: CommentRow, userId: string, access: FolderAccess) {
  const own = row.authorId === userId;
  return { canEdit: own && mayWrite(access), canDelete: own || access.role === 'owner' };
}

async function loadComment(db: DbOrTx, itemId: string, commentId: string): Promise<CommentRow> {
  const [row] = await findComments(db, itemId, commentId);
  if (!row) throw commentGone();
  return row;
}

export async function listComments(deps: AppDeps, user: SessionUser, itemId: string): Promise<CommentThread> {
  const db = deps.database.db;
  const access = await requireItemAccess(db, user.id, itemId, 'view');
  const rows = await findComments(db, itemId);
  return {
    comments: rows.map((row) => presentComment(row, rightsOver(row, user.id, access))),
    canComment: mayWrite(access),
  };
}

/** Everything a comment's notifications say, from its stored row. */
async function eventOf(tx: DbOrTx, row: CommentRow, access: FolderAccess): Promise<CommentEvent> {
  return {
    commentId: row.id,
    itemId: row.itemId,
    itemName: (await itemNameOf(tx, row.itemId)) ?? '',
    authorId: row.authorId!,
    // people are named by their full name everywhere; the nickname is the @handle a mention types
    authorName: row.authorFullName || row.authorNickname || ITEM_TEXTS.unknownUser,
    text: row.text,
    excerpt: excerptOf(row.text),
    access,
  };
}

/**
 * Posts a comment, in one transaction with its activity row and its notifications: the people it mentions who can see the folder
 * get `comment.mentioned`, the others who took part in the thread `comment.replied` (never both). Answers which
 * mentions reached nobody.
 */
export async function createComment(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  input: CommentInput,
): Promise<CommentWritten> {
  const { written, mailed } = await deps.database.db.transaction(async (tx) => {
    const access = await requireCommenter(tx, user.id, itemId);
    const id = await insertComment(tx, {
      itemId,
      authorId: user.id,
      text: input.text,
      createdAt: deps.clock.now(),
    });
    const row = await loadComment(tx, itemId, id);
    const event = await eventOf(tx, row, access);
    // the folder's feed tells that someone commented (an edit is not news: it records nothing)
    await recordActivity(tx, {
      folderId: access.folderId,
      actorId: user.id,
      itemId,
      kind: 'comment.added',
      payload: { commentId: id, excerpt: event.excerpt },
      at: row.createdAt,
    });
    const mentions = await resolveMentions(tx, event);
    const mailed =
      (await notifyMentions(tx, deps, event, mentions.deliveredIds)) +
      (await notifyThread(tx, deps, event, mentions.deliveredIds));
    return { written: answerOf(row, user.id, access, mentions.undelivered), mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return written;
}

/** What a post or an edit answers: the comment as the caller sees it, and the mentions that reached nobody. */
function answerOf(
  row: Parameters<typeof presentComment>[0],
  userId: string,
  access: Parameters<typeof rightsOver>[2],
  undelivered: CommentWritten['undeliveredMentions'],
): CommentWritten {
  return { comment: presentComment(row, rightsOver(row, userId, access)), undeliveredMentions: undelivered };
}

/** Edits the caller's own comment; a mention the edit adds notifies that person (a repeated one, nobody). */
export async function editComment(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  commentId: string,
  input: CommentInput,
): Promise<CommentWritten> {
  const { written, mailed } = await deps.database.db.transaction(async (tx) => {
    const access = await requireCommenter(tx, user.id, itemId);
    const before = await loadComment(tx, itemId, commentId);
    if (before.authorId !== user.id) throw errors.forbidden(COMMENT_ERRORS.onlyAuthorEdits);
    await updateCommentText(tx, commentId, { text: input.text, editedAt: deps.clock.now() });
    const row = await loadComment(tx, itemId, commentId);
    const event = await eventOf(tx, row, access);
    const mentions = await resolveMentions(tx, event);
    const mailed = await notifyMentions(tx, deps, event, mentions.deliveredIds);
    return { written: answerOf(row, user.id, access, mentions.undelivered), mailed };
  });
  if (mailed > 0) kickOutbox(deps);
  return written;
}

/** Deletes a comment: its author may, and the folder tree's owner may delete any. */
export async function removeComment(
  deps: AppDeps,
  user: SessionUser,
  itemId: string,
  commentId: string,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const access = await requireItemAccess(tx, user.id, itemId, 'view');
    const row = await loadComment(tx, itemId, commentId);
    if (!rightsOver(row, user.id, access).canDelete)
      throw errors.forbidden(
        mayWrite(access) ? COMMENT_ERRORS.onlyAuthorOrOwnerDeletes : ROLE_ERRORS.cannotComment,
      );
    await deleteCommentRow(tx, commentId);
  });
}

/** The people a comment on the item can mention: everyone who can see its folder, but the caller. */
export async function listMentionable(deps: AppDeps, user: SessionUser, itemId: string): Promise<UserRef[]> {
  const db = deps.database.db;
  const access = await requireItemAccess(db, user.id, itemId, 'view');
  const rows = await findPeople(
    db,
    access.memberIds.filter((id) => id !== user.id),
  );
  return rows.map(presentPerson);
}
