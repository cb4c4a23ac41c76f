/** What the bell and the daily digest say of a shared folder's activity. */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HOUR_MS, type Category, type NotificationPage } from '@shortlist/contracts';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { sendDailyDigests } from '../../src/modules/notifications/notifications.service';
import {
  addCollaborator,
  createThreeUsers,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
  withFreshToken,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let category: Category;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator } = await createThreeUsers(ctx));
  category = await makeCategory(ctx, owner);
});

const bell = async (user: TestUser) =>
  (
    (await request(ctx.app).get('/api/notifications').set('Authorization', user.auth))
      .body as NotificationPage
  ).notifications;

describe('new items in shared folders', () => {
  it('tell the other members, once per adder, folder and hour, and never the adder', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    await addCollaborator(ctx, folder.id, collaborator, owner.id, 'rater');
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat A' }));
    await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat B' }));
    expect((await bell(collaborator)).map((n) => [n.kind, n.title])).toEqual([
      ['item.added', 'Ann Owner added Flat A to Flats'],
    ]);
    expect(await bell(owner)).toEqual([]);

    ctx.clock.advance(HOUR_MS);
    // an hour later the 15-minute access tokens have expired: the two sign in again
    owner = withFreshToken(ctx, owner);
    collaborator = withFreshToken(ctx, collaborator);
    const c = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat C' }));
    const latest = await bell(collaborator);
    expect(latest).toHaveLength(2);
    expect(latest[0]).toMatchObject({
      title: 'Ann Owner added Flat C to Flats',
      folderId: folder.id,
      itemId: c.id,
    });
  });

  it('are not told of an unshared folder', async () => {
    const folder = await makeFolder(ctx, owner);
    await makeItem(ctx, owner, folder.id, itemBody(category));
    expect(await listOutbox(ctx.db)).toEqual([]);
    expect(await bell(owner)).toEqual([]);
  });
});

describe('the daily digest', () => {
  it('groups what a person missed by folder, through the outbox, and never sends it twice', async () => {
    const flats = await makeFolder(ctx, owner, { name: 'Flats' });
    const cars = await makeFolder(ctx, owner, { name: 'Cars' });
    await addCollaborator(ctx, flats.id, collaborator, owner.id);
    await addCollaborator(ctx, cars.id, collaborator, owner.id);
    const setting = await request(ctx.app)
      .put('/api/notifications/settings')
      .set('Authorization', collaborator.auth)
      .send({ email: 'daily' });
    expect(setting.status).toBe(200);

    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat A' }));
    await makeItem(ctx, owner, cars.id, itemBody(category, { name: 'Van' }));
    ctx.clock.advance(HOUR_MS);
    owner = withFreshToken(ctx, owner);
    await makeItem(ctx, owner, flats.id, itemBody(category, { name: 'Flat B' }));
    expect((await listOutbox(ctx.db)).filter((m) => m.to === collaborator.email)).toEqual([]);

    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 1 });
    expect(await sendDailyDigests(ctx.deps)).toEqual({ mailed: 0 });
    const mails = (await listOutbox(ctx.db)).filter((m) => m.to === collaborator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Shortlist: 3 new notifications');
    const text = mails[0]!.text;
    // the folder of the newest first, then the other; each heading once, with its items under it
    expect(text.indexOf('Flats\n')).toBeLessThan(text.indexOf('Ann Owner added Flat B to Flats'));
    expect(text.indexOf('Ann Owner added Flat B to Flats')).toBeLessThan(
      text.indexOf('Ann Owner added Flat A'),
    );
    expect(text.indexOf('Ann Owner added Flat A')).toBeLessThan(text.indexOf('Cars\n'));
    expect(text.indexOf('Cars\n')).toBeLessThan(text.indexOf('Ann Owner added Van to Cars'));
  });
});
