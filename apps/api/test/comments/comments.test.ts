import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  COMMENT,
  COMMENT_ERRORS,
  type Category,
  type CommentWritten,
  MINUTE_MS,
  type NotificationPage,
  ROLE_ERRORS,
  SERVICE_TEXTS,
} from '@shortlist/contracts';
import { activityEvents } from '../../src/db/schema';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import {
  addCollaborator,
  countStatements,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { countersFollowTestClock, createTestContext, type TestContext } from '../test-app';

/** Low enough to reach in a test, high enough for every other test's comments by one person. */
const LIMIT = 6;

let ctx: TestContext;
let owner: TestUser;
let editor: TestUser;
let rater: TestUser;
let viewer: TestUser;
let stranger: TestUser;
let folderId: string;
let itemId: string;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { comments: { windowMs: MINUTE_MS, limit: LIMIT } } });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { nickname: 'olive' });
  editor = await createUser(ctx, { nickname: 'eddie' });
  rater = await createUser(ctx, { nickname: 'rita', fullName: 'Rita Rater' });
  viewer = await createUser(ctx, { nickname: 'vera' });
  stranger = await createUser(ctx, { nickname: 'stan' });
  const root = await makeFolder(ctx, owner, { name: 'Homes' });
  const folder = await makeFolder(ctx, owner, { name: 'Flats', parentFolderId: root.id });
  await addCollaborator(ctx, root.id, editor, owner.id, 'editor');
  await addCollaborator(ctx, root.id, rater, owner.id, 'rater');
  await addCollaborator(ctx, root.id, viewer, owner.id, 'viewer');
  category = await makeCategory(ctx, owner);
  folderId = folder.id;
  itemId = (await makeItem(ctx, owner, folderId, itemBody(category, { name: 'Flat B' }))).id;
});

const post = (user: TestUser, text: unknown, item = itemId) =>
  request(ctx.app).post(`/api/items/${item}/comments`).set('Authorization', user.auth).send({ text });
const patch = (user: TestUser, commentId: string, text: string) =>
  request(ctx.app)
    .patch(`/api/items/${itemId}/comments/${commentId}`)
    .set('Authorization', user.auth)
    .send({ text });
const remove = (user: TestUser, commentId: string) =>
  request(ctx.app).delete(`/api/items/${itemId}/comments/${commentId}`).set('Authorization', user.auth);
const thread = (user: TestUser) =>
  request(ctx.app).get(`/api/items/${itemId}/comments`).set('Authorization', user.auth);
/** A person's notifications about comments (adding items to a shared folder rings the bell too). */
const notificationsOf = async (user: TestUser): Promise<NotificationPage> => {
  const page = (await request(ctx.app).get('/api/notifications').set('Authorization', user.auth).expect(200))
    .body as NotificationPage;
  return { ...page, notifications: page.notifications.filter((n) => n.kind.startsWith('comment.')) };
};

async function posted(user: TestUser, text: string): Promise<CommentWritten> {
  const res = await post(user, text);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  // the test clock stands still unless moved: one second between comments keeps the thread's order
  ctx.clock.advance(1000);
  return res.body as CommentWritten;
}

describe('comments', () => {
  it('requires authentication', async () => {
    for (const res of [
      await request(ctx.app).get(`/api/items/${itemId}/comments`),
      await request(ctx.app).post(`/api/items/${itemId}/comments`).send({ text: 'Hi' }),
      await request(ctx.app).get(`/api/items/${itemId}/mentionable`),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe(AUTH_ERRORS.notAuthenticated);
    }
  });

  it('lets raters, editors and the owner write; viewers read (403 with the role message); strangers get 404', async () => {
    for (const user of [owner, editor, rater]) await posted(user, `From ${user.nickname}`);
    const refused = await post(viewer, 'Me too');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(ROLE_ERRORS.cannotComment);
    expect((await post(stranger, 'Hello')).status).toBe(404);
    expect((await thread(stranger)).status).toBe(404);

    const seen = await thread(viewer).expect(200);
    expect(seen.body.canComment).toBe(false);
    expect(seen.body.comments.map((c: { text: string }) => c.text)).toEqual([
      'From olive',
      'From eddie',
      'From rita',
    ]);
    expect(seen.body.comments[0].author).toMatchObject({ id: owner.id, nickname: 'olive' });
    expect((await thread(rater).expect(200)).body.canComment).toBe(true);
  });

  it('keeps line breaks and the text as typed; links and markup are for the web to show safely', async () => {
    const text = 'Line one\n\n<b>bold?</b> https://example.com/a?b=1';
    const { comment } = await posted(rater, `  ${text}  `);
    expect(comment.text).toBe(text);
    expect(comment).toMatchObject({ edited: false, canEdit: true, canDelete: true });
  });

  it(`refuses empty, blank, over-long (over ${COMMENT.textMax}) and NUL-holding comments with clear messages`, async () => {
    for (const [text, message] of [
      ['', COMMENT_ERRORS.textRequired],
      ['  \n ', COMMENT_ERRORS.textRequired],
      ['x'.repeat(COMMENT.textMax + 1), COMMENT_ERRORS.textTooLong],
      ['a\u0000b', SERVICE_TEXTS.controlCharacters],
      [42, COMMENT_ERRORS.textRequired],
    ] as const) {
      const res = await post(rater, text);
      expect(res.status, String(text).slice(0, 20)).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    await posted(rater, 'x'.repeat(COMMENT.textMax));
    expect((await thread(rater)).body.comments).toHaveLength(1);
  });

  it('edits only one’s own comment, marked edited', async () => {
    const { comment } = await posted(rater, 'First take');
    const edited = await patch(rater, comment.id, 'Second take').expect(200);
    expect(edited.body.comment).toMatchObject({ text: 'Second take', edited: true });
    const refused = await patch(owner, comment.id, 'Not yours');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMMENT_ERRORS.onlyAuthorEdits);
    expect((await patch(viewer, comment.id, 'x')).body.error.message).toBe(ROLE_ERRORS.cannotComment);
    expect((await patch(stranger, comment.id, 'x')).status).toBe(404);
    expect((await patch(rater, comment.id, '')).status).toBe(400);
    const other = await makeItem(ctx, owner, folderId, itemBody(category, { name: 'Flat C' }));
    const wrongItem = await request(ctx.app)
      .patch(`/api/items/${other.id}/comments/${comment.id}`)
      .set('Authorization', rater.auth)
      .send({ text: 'Moved?' });
    expect(wrongItem.status).toBe(404);
    expect(wrongItem.body.error.message).toBe(COMMENT_ERRORS.notFound);
  });

  it('deletes one’s own comment; the owner deletes any; others may not', async () => {
    const mine = (await posted(rater, 'Mine')).comment;
    const editors = (await posted(editor, 'Editor’s')).comment;
    const byOwner = (await thread(owner)).body.comments;
    expect(byOwner.map((c: { canDelete: boolean }) => c.canDelete)).toEqual([true, true]);

    const refused = await remove(rater, editors.id);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(COMMENT_ERRORS.onlyAuthorOrOwnerDeletes);
    expect((await remove(viewer, editors.id)).body.error.message).toBe(ROLE_ERRORS.cannotComment);
    expect((await remove(stranger, editors.id)).status).toBe(404);

    await remove(rater, mine.id).expect(204);
    await remove(owner, editors.id).expect(204);
    expect((await thread(owner)).body.comments).toEqual([]);
    expect((await remove(owner, editors.id)).status).toBe(404);
  });

  it(`refuses more than RATE_LIMITS.comments per minute per person with a clear message`, async () => {
    for (let i = 0; i < LIMIT; i += 1) await posted(rater, `Comment ${i}`);
    const refused = await post(rater, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(COMMENT_ERRORS.tooMany);
    // another person has their own budget
    await posted(editor, 'Still fine');
    if (countersFollowTestClock) {
      ctx.clock.advance(MINUTE_MS + 1000);
      await posted(rater, 'After a minute');
    }
  });

  it('notifies the mentioned people who can see the folder, in the app and by e-mail per their setting', async () => {
    await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', editor.auth)
      .send({ email: 'daily' })
      .expect(200);
    await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', viewer.auth)
      .send({ email: 'off' })
      .expect(200);
    const written = await posted(rater, 'What do you think, @Olive @eddie @vera @rita?');
    expect(written.undeliveredMentions).toEqual([]);

    for (const user of [owner, editor, viewer]) {
      const page = await notificationsOf(user);
      expect(page.notifications, user.nickname).toHaveLength(1);
      expect(page.notifications[0]).toMatchObject({
        kind: 'comment.mentioned',
        title: 'Rita Rater mentioned you on Flat B',
        body: 'Flats: "What do you think, @Olive @eddie @vera @rita?"',
        folderId,
        itemId,
      });
    }
    // mentioning oneself tells nobody
    expect((await notificationsOf(rater)).notifications).toEqual([]);
    // each: mailed now; daily: waits for the digest; off: no mail
    const mentionMails = (await listOutbox(ctx.db)).filter((m) => m.text.includes('mentioned you'));
    expect(mentionMails.map((m) => m.to)).toEqual([owner.email]);
  });

  it('tells nobody about a mention of an unknown nickname or of someone without access, and says so', async () => {
    const written = await posted(rater, '@stan @nobody_here @eddie look');
    expect(written.undeliveredMentions).toEqual([
      { nickname: 'stan', reason: 'no-access' },
      { nickname: 'nobody_here', reason: 'unknown' },
    ]);
    expect((await notificationsOf(stranger)).notifications).toEqual([]);
    expect((await notificationsOf(editor)).notifications).toHaveLength(1);
  });

  it('on a private item: others cannot read the thread, mentions reach nobody but the creator', async () => {
    const secret = (
      await makeItem(ctx, editor, folderId, itemBody(category, { name: 'Secret', isPrivate: true }))
    ).id;
    for (const user of [owner, rater, viewer])
      expect(
        (await request(ctx.app).get(`/api/items/${secret}/comments`).set('Authorization', user.auth)).status,
      ).toBe(404);
    const written = await post(editor, 'Note to self @olive @rita', secret).expect(201);
    expect(written.body.undeliveredMentions).toEqual([
      { nickname: 'olive', reason: 'no-access' },
      { nickname: 'rita', reason: 'no-access' },
    ]);
    expect((await notificationsOf(owner)).notifications).toEqual([]);
    expect((await notificationsOf(rater)).notifications).toEqual([]);
    const people = await request(ctx.app)
      .get(`/api/items/${secret}/mentionable`)
      .set('Authorization', editor.auth)
      .expect(200);
    expect(JSON.stringify(people.body)).not.toContain('olive');
  });

  it('notifies an edit’s new mentions once, and a repeated mention never again', async () => {
    const { comment } = await posted(rater, 'Hello');
    await patch(rater, comment.id, 'Hello @eddie').expect(200);
    await patch(rater, comment.id, 'Hello again @eddie').expect(200);
    expect((await notificationsOf(editor)).notifications).toHaveLength(1);
    const noAccess = await patch(rater, comment.id, 'Hello @stan').expect(200);
    expect(noAccess.body.undeliveredMentions).toEqual([{ nickname: 'stan', reason: 'no-access' }]);
  });

  it('tells the others who took part in the thread about a reply, once per comment, never the author', async () => {
    await posted(owner, 'Shall we visit?');
    await posted(editor, 'Yes');
    expect((await notificationsOf(owner)).notifications.map((n) => n.kind)).toEqual(['comment.replied']);
    await posted(rater, 'Me too, @olive');
    const ownerKinds = (await notificationsOf(owner)).notifications.map((n) => n.kind);
    // mentioned and a participant: one notification for that comment, the mention
    expect(ownerKinds).toEqual(['comment.mentioned', 'comment.replied']);
    const editorPage = await notificationsOf(editor);
    expect(editorPage.notifications.map((n) => n.title)).toEqual(['Rita Rater replied on Flat B']);
    // the viewer took no part and was not mentioned
    expect((await notificationsOf(viewer)).notifications).toEqual([]);
    expect((await notificationsOf(rater)).notifications).toEqual([]);
  });

  it('does not tell a participant who lost access since', async () => {
    const outsider = await createUser(ctx, { nickname: 'gone' });
    const other = await makeFolder(ctx, owner, { name: 'Other' });
    await addCollaborator(ctx, other.id, outsider, owner.id, 'rater');
    const item = await makeItem(ctx, owner, other.id, itemBody(category, { name: 'Flat Z' }));
    expect((await post(outsider, 'Nice', item.id)).status).toBe(201);
    await request(ctx.app)
      .delete(`/api/folders/${other.id}/collaborators/${outsider.id}`)
      .set('Authorization', owner.auth)
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect((await post(owner, 'Agreed', item.id)).status).toBe(201);
    expect((await notificationsOf(outsider)).notifications).toEqual([]);
  });

  it('records "comment added" in the folder’s activity, in the same transaction; edits and refusals record nothing', async () => {
    const { comment } = await posted(rater, 'Lovely\nbalcony');
    await patch(rater, comment.id, 'Lovely balcony, edited').expect(200);
    expect((await post(viewer, 'No')).status).toBe(403);
    expect((await post(rater, '')).status).toBe(400);
    // the item's rows (the set-up's subfolder has its own, folder.added)
    const rows = (await ctx.db.select().from(activityEvents)).filter((r) => r.itemId === itemId);
    expect(rows.map((r) => r.kind)).toEqual(['item.added', 'comment.added']);
    expect(rows[1]).toMatchObject({ folderId, itemId, actorId: rater.id });
    expect(rows[1]!.payload).toMatchObject({ commentId: comment.id, excerpt: 'Lovely balcony' });
  });

  it('offers the people who can see the folder to mention, the caller excluded', async () => {
    const res = await request(ctx.app)
      .get(`/api/items/${itemId}/mentionable`)
      .set('Authorization', rater.auth)
      .expect(200);
    expect(res.body.people.map((p: { nickname: string }) => p.nickname)).toEqual(['eddie', 'olive', 'vera']);
    expect(
      (await request(ctx.app).get(`/api/items/${itemId}/mentionable`).set('Authorization', stranger.auth))
        .status,
    ).toBe(404);
  });

  it('counts comments on the item cards in the list’s one statement', async () => {
    const second = await makeItem(ctx, owner, folderId, itemBody(category, { name: 'Flat C' }));
    const cards = () =>
      request(ctx.app).get(`/api/folders/${folderId}/items`).set('Authorization', viewer.auth).expect(200);
    const before = await countStatements(ctx, cards);
    await posted(rater, 'One');
    await posted(editor, 'Two');
    expect((await post(owner, 'Three', second.id)).status).toBe(201);
    for (let i = 0; i < 5; i += 1)
      await makeItem(ctx, owner, folderId, itemBody(category, { name: `F${i}` }));
    const after = await countStatements(ctx, cards);
    expect(after).toBe(before);
    const counts = Object.fromEntries(
      (await cards()).body.items.map((i: { name: string; commentCount: number }) => [i.name, i.commentCount]),
    );
    expect(counts).toMatchObject({ 'Flat B': 2, 'Flat C': 1, F0: 0 });
    // the folder page's cards, written by PostgreSQL in its one statement, count the same
    const page = await request(ctx.app).get(`/api/folders/${folderId}`).set('Authorization', viewer.auth);
    expect(
      Object.fromEntries(
        page.body.items.map((i: { name: string; commentCount: number }) => [i.name, i.commentCount]),
      ),
    ).toEqual(counts);
    const detail = await request(ctx.app).get(`/api/items/${itemId}`).set('Authorization', owner.auth);
    expect(detail.body.commentCount).toBe(2);
  });

  it('a new, edited or deleted comment makes the next conditional GET of the item, the folder and the thread a 200', async () => {
    const reads = [
      `/api/items/${itemId}`,
      `/api/folders/${folderId}`,
      `/api/folders/${folderId}/items`,
      `/api/items/${itemId}/comments`,
    ];
    const etags = async (user: TestUser) => {
      const out: string[] = [];
      for (const url of reads) {
        const res = await request(ctx.app).get(url).set('Authorization', user.auth).expect(200);
        const again = await request(ctx.app)
          .get(url)
          .set('Authorization', user.auth)
          .set('If-None-Match', res.headers.etag!);
        expect(again.status, url).toBe(304);
        out.push(res.headers.etag!);
      }
      return out;
    };
    const expectChanged = async (user: TestUser, before: string[]) => {
      for (const [i, url] of reads.entries()) {
        const res = await request(ctx.app)
          .get(url)
          .set('Authorization', user.auth)
          .set('If-None-Match', before[i]!);
        expect(res.status, url).toBe(200);
      }
    };
    let before = await etags(viewer);
    const { comment } = await posted(rater, 'New');
    await expectChanged(viewer, before);
    before = await etags(viewer);
    await patch(rater, comment.id, 'Edited').expect(200);
    await expectChanged(viewer, before);
    before = await etags(viewer);
    await remove(owner, comment.id).expect(204);
    await expectChanged(viewer, before);
  });
});
