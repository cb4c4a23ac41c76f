import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  COMMENT,
  COMMENT_ERRORS,
  COMMENT_TEXTS,
  type Comment,
  type CommentThread as Thread,
  commentsEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { VIEWER_ID, signedIn } from '@/testing/session-fixtures';
import { CommentThread } from './comment-thread';

const ITEM = '22222222-2222-4222-8222-222222222222';
const RITA = {
  id: '33333333-3333-4333-8333-333333333333',
  nickname: 'rita',
  fullName: 'Rita Rater',
  avatarUrl: null,
};
const ROB = {
  id: '44444444-4444-4444-8444-444444444444',
  nickname: 'rob',
  fullName: 'Robert Brown',
  avatarUrl: null,
};
const EDDIE = {
  id: '55555555-5555-4555-8555-555555555555',
  nickname: 'eddie',
  fullName: 'Ed Itor',
  avatarUrl: null,
};
const ME = { id: VIEWER_ID, nickname: 'ada', fullName: 'Ada', avatarUrl: null };

function comment(id: number, text: string, overrides: Partial<Comment> = {}): Comment {
  return {
    id: `66666666-6666-4666-8666-${String(id).padStart(12, '0')}`,
    itemId: ITEM,
    text,
    author: RITA,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    edited: false,
    canEdit: false,
    canDelete: false,
    ...overrides,
  };
}

function world(thread: Thread) {
  server.use(
    signedIn(),
    mockEndpoint(commentsEndpoints.list, () => thread),
    mockEndpoint(commentsEndpoints.mentionable, { people: [RITA, ROB, EDDIE] }),
  );
}

describe('CommentThread', () => {
  it('shows comments with line breaks kept, safe links and markup as plain text', async () => {
    world({
      comments: [
        comment(1, 'Line one\nline two https://example.com/flat. <img src=x onerror="alert(1)"> @rob', {
          edited: true,
        }),
      ],
      canComment: true,
    });
    const { container } = renderWithApp(<CommentThread itemId={ITEM} />);
    const link = await screen.findByRole('link', { name: 'https://example.com/flat' });
    expect(link).toHaveAttribute('href', 'https://example.com/flat');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    expect(container.querySelector('img')).toBeNull();
    const text = link.closest('p')!;
    expect(text.textContent).toContain('Line one\nline two');
    expect(text.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(text).toHaveClass('whitespace-pre-wrap');
    expect(screen.getByText(`(${COMMENT_TEXTS.editedMark})`)).toBeInTheDocument();
  });

  it('names the author by full name, with the @nickname a mention uses', async () => {
    world({ comments: [comment(1, 'Nice'), comment(2, 'Who?', { author: null })], canComment: true });
    renderWithApp(<CommentThread itemId={ITEM} />);
    const [first, second] = (await screen.findAllByRole('listitem')).filter((li) =>
      /Nice|Who\?/.test(li.textContent ?? ''),
    );
    expect(within(first!).getByText('Rita Rater')).toBeInTheDocument();
    expect(within(first!).getByText('@rita')).toBeInTheDocument();
    expect(within(second!).getByText(COMMENT_TEXTS.unknownAuthor)).toBeInTheDocument();
    expect(within(second!).queryByText(/^@/)).toBeNull();
  });

  it('lets a viewer read but not write, and says why', async () => {
    world({ comments: [comment(1, 'Nice')], canComment: false });
    renderWithApp(<CommentThread itemId={ITEM} />);
    expect(await screen.findByText('Nice')).toBeInTheDocument();
    expect(screen.getByText(COMMENT_TEXTS.viewerHint)).toBeInTheDocument();
    expect(screen.queryByLabelText(COMMENT_TEXTS.label)).toBeNull();
  });

  it('posts a comment and says which mentions reached nobody', async () => {
    let sent: unknown;
    world({ comments: [], canComment: true });
    server.use(
      mockEndpoint(commentsEndpoints.create, async (request) => {
        sent = await request.json();
        return {
          comment: comment(2, 'Hi @stan', { author: ME, canEdit: true, canDelete: true }),
          undeliveredMentions: [{ nickname: 'stan', reason: 'no-access' as const }],
        };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    const box = await screen.findByLabelText(COMMENT_TEXTS.label);
    await user.type(box, 'Hi @stan');
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.post }));
    expect(await screen.findByText(COMMENT_TEXTS.notDelivered['no-access']('stan'))).toBeInTheDocument();
    expect(sent).toEqual({ text: 'Hi @stan' });
    expect(COMMENT_TEXTS.notDelivered['no-access']('stan')).toBe(
      "@stan can't see this folder, so they weren't notified.",
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('refuses an empty or over-long comment with the contract’s messages, sending nothing', async () => {
    let posts = 0;
    world({ comments: [], canComment: true });
    server.use(
      mockEndpoint(commentsEndpoints.create, () => {
        posts += 1;
        return errorResponse(500, 'INTERNAL', 'should not be called');
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    await screen.findByLabelText(COMMENT_TEXTS.label);
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.post }));
    expect(await screen.findByText(COMMENT_ERRORS.textRequired)).toBeInTheDocument();
    const box = screen.getByLabelText(COMMENT_TEXTS.label);
    await user.click(box);
    await user.paste('x'.repeat(COMMENT.textMax + 1));
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.post }));
    expect(await screen.findByText(COMMENT_ERRORS.textTooLong)).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('shows the rate limit’s message and keeps the text', async () => {
    world({ comments: [], canComment: true });
    server.use(
      mockEndpoint(commentsEndpoints.create, () =>
        errorResponse(429, 'RATE_LIMITED', COMMENT_ERRORS.tooMany),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    const box = await screen.findByLabelText(COMMENT_TEXTS.label);
    await user.type(box, 'Again');
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.post }));
    expect(await screen.findByText(COMMENT_ERRORS.tooMany)).toBeInTheDocument();
    expect(box).toHaveValue('Again');
  });

  it('edits and deletes one’s own comment', async () => {
    let edited: unknown;
    let deleted = false;
    const mine = comment(3, 'First take', { author: ME, canEdit: true, canDelete: true });
    world({ comments: [mine, comment(4, 'Not mine')], canComment: true });
    server.use(
      mockEndpoint(commentsEndpoints.update, async (request) => {
        edited = await request.json();
        return { comment: { ...mine, text: 'Second take', edited: true }, undeliveredMentions: [] };
      }),
      mockEndpoint(commentsEndpoints.delete, () => {
        deleted = true;
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    await screen.findByText('First take');
    // only my comment offers Edit and Delete
    expect(screen.getAllByRole('button', { name: COMMENT_TEXTS.editLabel('Ada') })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: COMMENT_TEXTS.editLabel('Rita Rater') })).toBeNull();
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.editLabel('Ada') }));
    const boxes = screen.getAllByLabelText(COMMENT_TEXTS.label);
    const editBox = boxes.find((b) => (b as HTMLTextAreaElement).value === 'First take')!;
    await user.clear(editBox);
    await user.type(editBox, 'Second take');
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.save }));
    await waitFor(() => expect(edited).toEqual({ text: 'Second take' }));
    await user.click(screen.getByRole('button', { name: COMMENT_TEXTS.deleteLabel('Ada') }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});

describe('the mention picker', () => {
  it('offers matching people as @ is typed; arrow keys choose and Enter inserts', async () => {
    world({ comments: [], canComment: true });
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    const box = await screen.findByLabelText(COMMENT_TEXTS.label);
    await waitFor(() => expect(box).toHaveAttribute('aria-autocomplete', 'list'));
    await user.type(box, 'Ask @r');
    const list = await screen.findByRole('listbox', { name: COMMENT_TEXTS.pickerLabel });
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      expect.stringContaining('@ritaRita Rater'),
      expect.stringContaining('@robRobert Brown'),
    ]);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowDown}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Ask @rob ');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('matches full names too, closes on Escape, and says when nobody matches', async () => {
    world({ comments: [], canComment: true });
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    const box = await screen.findByLabelText(COMMENT_TEXTS.label);
    await waitFor(() => expect(box).toHaveAttribute('aria-autocomplete', 'list'));
    await user.type(box, '@ed');
    expect(within(await screen.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(box, ' @zz');
    expect(await screen.findByText(COMMENT_TEXTS.pickerEmpty)).toBeInTheDocument();
    // an e-mail address is not a mention
    await user.clear(box);
    await user.type(box, 'mail ann@ex');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('inserts a person on click, keeping the text after the caret', async () => {
    world({ comments: [], canComment: true });
    const user = userEvent.setup();
    renderWithApp(<CommentThread itemId={ITEM} />);
    const box = await screen.findByLabelText(COMMENT_TEXTS.label);
    await user.type(box, 'Hi @Ro');
    await user.pointer({
      keys: '[MouseLeft>]',
      target: await screen.findByRole('option', { name: /Robert/ }),
    });
    expect(box).toHaveValue('Hi @rob ');
  });
});
