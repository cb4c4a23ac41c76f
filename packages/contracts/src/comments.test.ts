import { describe, expect, it } from 'vitest';
import { commentInputSchema, commentSegments, findMentions } from './comments';
import { COMMENT, RATE_LIMITS } from './limits';
import { COMMENT_ERRORS } from './messages/comments';
import { renderNotification } from './notifications';

const messageOf = (text: string) => {
  const parsed = commentInputSchema.safeParse({ text });
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('comment text', () => {
  it(`takes 1 to COMMENT.textMax (${COMMENT.textMax}) characters after trimming, line breaks kept`, () => {
    expect(commentInputSchema.parse({ text: '  one\ntwo\n\nthree  ' })).toEqual({
      text: 'one\ntwo\n\nthree',
    });
    expect(commentInputSchema.parse({ text: 'x'.repeat(COMMENT.textMax) }).text).toHaveLength(
      COMMENT.textMax,
    );
    expect(messageOf('x'.repeat(COMMENT.textMax + 1))).toBe(COMMENT_ERRORS.textTooLong);
    expect(COMMENT_ERRORS.textTooLong).toContain(COMMENT.textMax.toLocaleString('en-US'));
  });

  it('refuses an empty or blank comment with a clear message', () => {
    expect(messageOf('')).toBe(COMMENT_ERRORS.textRequired);
    expect(messageOf('   \n  ')).toBe(COMMENT_ERRORS.textRequired);
    expect(messageOf('<script>alert(1)</script>')).toBe(COMMENT_ERRORS.textRequired);
  });

  it('refuses control characters', () => {
    expect(messageOf('a\u0000b')).toBeTruthy();
    expect(messageOf('a\u0000b')).not.toBe(COMMENT_ERRORS.textRequired);
  });

  it('states the rate limit it enforces', () => {
    expect(COMMENT_ERRORS.tooMany).toContain(String(RATE_LIMITS.comments.limit));
  });
});

describe('findMentions', () => {
  it('finds each @nickname once, not inside e-mail addresses or words', () => {
    expect(findMentions('@ann and @Bob_1, also @ann. Mail ann@example.com or x@y')).toEqual(['ann', 'Bob_1']);
    expect(findMentions('(@cleo-x)\n@dan')).toEqual(['cleo-x', 'dan']);
    expect(findMentions('no mentions @ here')).toEqual([]);
  });

  it('treats nicknames case-insensitively', () => {
    expect(findMentions('@Ann @ANN @ann')).toEqual(['Ann']);
  });
});

describe('commentSegments', () => {
  it('cuts text, links and mentions, keeping every character of the text', () => {
    const text = 'See https://example.com/flat?id=2. @ann what do you think?\nBye';
    const segments = commentSegments(text);
    expect(segments).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/flat?id=2', href: 'https://example.com/flat?id=2' },
      { kind: 'text', text: '. ' },
      { kind: 'mention', text: '@ann', nickname: 'ann' },
      { kind: 'text', text: ' what do you think?\nBye' },
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(text);
  });

  it('links only http(s) addresses; markup stays text', () => {
    const segments = commentSegments(
      '<a href="javascript:alert(1)">x</a> javascript:alert(1) (http://a.b/c)',
    );
    expect(segments.filter((s) => s.kind === 'link')).toEqual([
      { kind: 'link', text: 'http://a.b/c', href: 'http://a.b/c' },
    ]);
    expect(segments[0]).toEqual({
      kind: 'text',
      text: '<a href="javascript:alert(1)">x</a> javascript:alert(1) (',
    });
  });

  it('keeps an @ inside a link part of the link', () => {
    expect(commentSegments('https://x.org/@ann')).toEqual([
      { kind: 'link', text: 'https://x.org/@ann', href: 'https://x.org/@ann' },
    ]);
  });
});

describe('comment notifications', () => {
  it('render mentions and replies with who, where and what', () => {
    const payload = { byName: 'ana', itemName: 'Flat B', folderName: 'Homes', excerpt: 'Nice light' };
    expect(renderNotification('comment.mentioned', payload)).toEqual({
      title: 'ana mentioned you on Flat B',
      body: 'Homes: "Nice light"',
    });
    expect(renderNotification('comment.replied', payload).title).toBe('ana replied on Flat B');
  });
});
