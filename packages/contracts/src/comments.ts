import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { idParamsSchema, idSchema, isoDate, requiredText } from './common';
import { COMMENT } from './limits';
import { COMMENT_ERRORS } from './messages/comments';
import { userRefSchema } from './items';

/* ---------- the text: mentions and links ---------- */

/**
 * `@nickname` where a mention may start: not inside a word or an e-mail address ("ann@example.com" mentions
 * nobody). Nicknames are letters, digits, underscore and hyphen (auth's nickname rule).
 */
const MENTION = /(?<![\w@.-])@([A-Za-z0-9_-]+)/g;
/** An http(s) address up to the next space; closing punctuation after it is the sentence's, not the link's. */
const LINK = /\bhttps?:\/\/[^\s<>"]+/g;
const LINK_TRAILER = /[.,;:!?'")\]}]+$/;

/** The nicknames a comment mentions, each once, as typed (matching is case-insensitive, like nicknames). */
export function findMentions(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(MENTION)) {
    const nickname = match[1]!;
    if (!seen.has(nickname.toLowerCase())) seen.set(nickname.toLowerCase(), nickname);
  }
  return [...seen.values()];
}

/** A piece of a comment as the thread shows it: plain text (line breaks kept), a link or a mention. */
export type CommentSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; nickname: string };

/**
 * Cuts a comment into text, links and mentions. The web renders each as a text node or an element built from
 * it (never HTML from the text), so a comment cannot inject markup; only http(s) addresses become links.
 */
export function commentSegments(text: string): CommentSegment[] {
  const marks: Array<{ start: number; end: number; segment: CommentSegment }> = [];
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(LINK_TRAILER, '');
    if (!URL.canParse(href)) continue;
    marks.push({
      start: match.index,
      end: match.index + href.length,
      segment: { kind: 'link', text: href, href },
    });
  }
  for (const match of text.matchAll(MENTION)) {
    const start = match.index;
    // a "@" inside a link belongs to the link
    if (marks.some((m) => m.segment.kind === 'link' && start >= m.start && start < m.end)) continue;
    marks.push({
      start,
      end: start + match[0].length,
      segment: { kind: 'mention', text: match[0], nickname: match[1]! },
    });
  }
  marks.sort((a, b) => a.start - b.start);
  const out: CommentSegment[] = [];
  let at = 0;
  for (const mark of marks) {
    if (mark.start > at) out.push({ kind: 'text', text: text.slice(at, mark.start) });
    out.push(mark.segment);
    at = mark.end;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

/* ---------- schemas ---------- */

/** A comment's text: scripts stripped, trimmed, 1..COMMENT.textMax characters, line breaks kept. */
export const commentTextSchema = requiredText(
  COMMENT.textMax,
  COMMENT_ERRORS.textRequired,
  COMMENT_ERRORS.textTooLong,
);

export const commentInputSchema = z.object({ text: commentTextSchema });
export type CommentInput = z.input<typeof commentInputSchema>;

/** A comment on an item, as the thread shows it to the caller. */
export const commentSchema = z.object({
  id: idSchema,
  itemId: idSchema,
  text: z.string(),
  /** null when the author's account is gone. */
  author: userRefSchema.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Changed after it was posted. */
  edited: z.boolean(),
  /** The caller wrote it (and may still comment). */
  canEdit: z.boolean(),
  /** The caller wrote it, or owns the folder tree. */
  canDelete: z.boolean(),
});
export type Comment = z.infer<typeof commentSchema>;

/** An item's thread, oldest first, and whether the caller's role lets them write (raters and up). */
export const commentThreadSchema = z.object({
  comments: z.array(commentSchema),
  canComment: z.boolean(),
});
export type CommentThread = z.infer<typeof commentThreadSchema>;

export const MENTION_MISS_REASONS = ['unknown', 'no-access'] as const;
export type MentionMissReason = (typeof MENTION_MISS_REASONS)[number];

/** A mention that notified nobody: no such nickname, or a person who cannot see the folder. */
export const undeliveredMentionSchema = z.object({
  nickname: z.string(),
  reason: z.enum(MENTION_MISS_REASONS),
});
export type UndeliveredMention = z.infer<typeof undeliveredMentionSchema>;

/** A posted or edited comment, and the mentions in it that reached nobody (the web says so). */
export const commentWrittenSchema = z.object({
  comment: commentSchema,
  undeliveredMentions: z.array(undeliveredMentionSchema),
});
export type CommentWritten = z.infer<typeof commentWrittenSchema>;

/** The people the mention picker offers: those who can see the item's folder, the caller excluded. */
export const mentionablePeopleSchema = z.object({ people: z.array(userRefSchema) });
export type MentionablePeople = z.infer<typeof mentionablePeopleSchema>;

export const commentParamsSchema = z.object({ id: idSchema, commentId: idSchema });

export const commentsEndpoints = {
  list: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/comments',
    summary: "An item's comment thread, oldest first",
    tag: 'comments',
    auth: true,
    params: idParamsSchema,
    response: commentThreadSchema,
  }),
  create: defineEndpoint({
    method: 'post',
    path: '/api/items/:id/comments',
    summary:
      'Comment on an item (raters, editors, the owner); @mentions notify people who can see the folder',
    tag: 'comments',
    auth: true,
    status: 201,
    params: idParamsSchema,
    body: commentInputSchema,
    response: commentWrittenSchema,
  }),
  update: defineEndpoint({
    method: 'patch',
    path: '/api/items/:id/comments/:commentId',
    summary: "Edit one's own comment; a mention added by the edit notifies that person",
    tag: 'comments',
    auth: true,
    params: commentParamsSchema,
    body: commentInputSchema,
    response: commentWrittenSchema,
  }),
  delete: defineEndpoint({
    method: 'delete',
    path: '/api/items/:id/comments/:commentId',
    summary: "Delete one's own comment (the folder owner may delete any)",
    tag: 'comments',
    auth: true,
    params: commentParamsSchema,
  }),
  mentionable: defineEndpoint({
    method: 'get',
    path: '/api/items/:id/mentionable',
    summary: 'The people a comment on this item can mention: everyone who can see its folder, but the caller',
    tag: 'comments',
    auth: true,
    params: idParamsSchema,
    response: mentionablePeopleSchema,
  }),
};
