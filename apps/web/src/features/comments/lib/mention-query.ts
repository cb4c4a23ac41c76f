import type { UserRef } from '@shortlist/contracts';

/** The `@name` being typed where the caret is: where its `@` stands and what follows it so far. */
export interface MentionQuery {
  start: number;
  query: string;
}

/**
 * The mention the caret is in, if any: an `@` at the start or after a space or punctuation (not inside an
 * e-mail address, the same rule as contracts' findMentions), followed by nickname characters up to the caret.
 */
export function mentionAt(text: string, caret: number): MentionQuery | null {
  const before = text.slice(0, caret);
  const match = /(?:^|[^\w@.-])@([A-Za-z0-9_-]*)$/.exec(before);
  if (!match) return null;
  return { start: caret - match[1]!.length - 1, query: match[1]! };
}

/** Replaces the mention being typed with `@nickname ` and answers the new text and caret. */
export function insertMention(
  text: string,
  caret: number,
  mention: MentionQuery,
  nickname: string,
): { text: string; caret: number } {
  const inserted = `@${nickname} `;
  const after = text.slice(caret).replace(/^[A-Za-z0-9_-]*/, '');
  return {
    text: text.slice(0, mention.start) + inserted + after,
    caret: mention.start + inserted.length,
  };
}

/** The people whose nickname (or full name) starts with the query, nickname first, at most `max`. */
export function matchPeople(people: readonly UserRef[], query: string, max: number): UserRef[] {
  const q = query.toLowerCase();
  const withNickname = people.filter((p) => p.nickname);
  const byNickname = withNickname.filter((p) => p.nickname!.toLowerCase().startsWith(q));
  const byName = withNickname.filter(
    (p) =>
      !byNickname.includes(p) &&
      (p.fullName ?? '')
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(q)),
  );
  return [...byNickname, ...byName].slice(0, max);
}
