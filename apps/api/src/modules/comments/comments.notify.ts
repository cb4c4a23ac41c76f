import { COMMENT, findMentions, type UndeliveredMention } from '@shortlist/contracts';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { FolderAccess } from '../../access/folder-access';
import { notify } from '../notifications/notifications.service';
import { findPeopleByNickname, findThreadAuthorIds } from './comments.repository';

/** What a comment is about, as its notifications say it (names as they are now: a notification is a record). */
export interface CommentEvent {
  commentId: string;
  itemId: string;
  itemName: string;
  authorId: string;
  authorName: string;
  text: string;
  /** The text as notifications and the activity feed quote it: one line, at most COMMENT.excerptMax characters. */
  excerpt: string;
  /** The author's access to the item's folder: who else can see it. */
  access: FolderAccess;
}

export interface MentionOutcome {
  /** People mentioned who can see the folder (the author excluded): each gets a `comment.mentioned`. */
  deliveredIds: string[];
  /** Mentions that reach nobody: no such nickname, or a person who cannot see the folder. */
  undelivered: UndeliveredMention[];
}

/**
 * Resolves a comment's `@nickname`s against the people who can see the item's folder. One
 * statement. Someone who exists but cannot see the folder is told nothing: the author learns only that the
 * mention reached nobody, which they could learn from the access list anyway.
 */
export async function resolveMentions(tx: DbOrTx, event: CommentEvent): Promise<MentionOutcome> {
  const nicknames = findMentions(event.text);
  const people = await findPeopleByNickname(tx, nicknames);
  const byNickname = new Map(people.map((p) => [p.nickname!.toLowerCase(), p]));
  const members = new Set(event.access.memberIds);
  const deliveredIds: string[] = [];
  const undelivered: UndeliveredMention[] = [];
  for (const nickname of nicknames) {
    const person = byNickname.get(nickname.toLowerCase());
    if (!person) undelivered.push({ nickname, reason: 'unknown' });
    else if (person.id === event.authorId) continue;
    else if (!members.has(person.id)) undelivered.push({ nickname, reason: 'no-access' });
    else deliveredIds.push(person.id);
  }
  return { deliveredIds, undelivered };
}

/** A comment's text on one line, cut to COMMENT.excerptMax characters. */
export function excerptOf(text: string): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > COMMENT.excerptMax ? `${line.slice(0, COMMENT.excerptMax - 1)}…` : line;
}

function payloadOf(event: CommentEvent) {
  return {
    byName: event.authorName,
    itemName: event.itemName,
    folderName: event.access.name,
    excerpt: event.excerpt,
    commentId: event.commentId,
  };
}

/** Tells the mentioned people, once per comment each (an edit repeating a mention notifies nobody again). */
export async function notifyMentions(
  tx: DbOrTx,
  deps: AppDeps,
  event: CommentEvent,
  mentionedIds: readonly string[],
): Promise<number> {
  if (mentionedIds.length === 0) return 0;
  const { mailed } = await notify(tx, deps, {
    userIds: mentionedIds,
    kind: 'comment.mentioned',
    payload: payloadOf(event),
    folderId: event.access.folderId,
    itemId: event.itemId,
    dedupeKey: `comment:${event.commentId}:mentioned`,
  });
  return mailed;
}

/**
 * Tells the others who took part in the thread that someone replied: not the author, not the people this
 * comment already mentioned (one notification per person per comment), not those who lost access since.
 */
export async function notifyThread(
  tx: DbOrTx,
  deps: AppDeps,
  event: CommentEvent,
  mentionedIds: readonly string[],
): Promise<number> {
  const members = new Set(event.access.memberIds);
  const skip = new Set([event.authorId, ...mentionedIds]);
  const participants = (await findThreadAuthorIds(tx, event.itemId)).filter(
    (id) => !skip.has(id) && members.has(id),
  );
  if (participants.length === 0) return 0;
  const { mailed } = await notify(tx, deps, {
    userIds: participants,
    kind: 'comment.replied',
    payload: payloadOf(event),
    folderId: event.access.folderId,
    itemId: event.itemId,
    dedupeKey: `comment:${event.commentId}:replied`,
  });
  return mailed;
}
