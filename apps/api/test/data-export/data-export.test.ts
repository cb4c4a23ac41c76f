import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DATA_EXPORT,
  DATA_EXPORT_ERRORS,
  DATA_EXPORT_TEXTS,
  DAY_MS,
  type DataExportStatus,
  HOUR_MS,
  RATE_LIMITS,
} from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { runDataExportJob } from '../../src/modules/data-export/data-export.service';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
  withFreshToken,
} from '../factories';
import { pngImage, uploadPhotos } from '../item-detail/helpers';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { dataExport: RATE_LIMITS.dataExport } });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { plan: 'premium_monthly', fullName: 'Olive Owner' });
  const folder = await makeFolder(ctx, owner, { name: 'Flats' });
  const category = await makeCategory(ctx, owner);
  const item = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Loft' }));
  const photos = await uploadPhotos(ctx, owner, item.id, [
    { name: 'view.png', body: await pngImage(), contentType: 'image/png' },
  ]);
  expect(photos.status, JSON.stringify(photos.body)).toBe(201);
  // a comment and a rating in someone else's folder count as the person's too
  const friend = await createUser(ctx, { plan: 'premium_monthly' });
  const theirs = await makeFolder(ctx, friend, { name: 'Their trip' });
  await addCollaborator(ctx, theirs.id, owner, friend.id, 'editor');
  const hotel = await makeItem(
    ctx,
    friend,
    theirs.id,
    itemBody(await makeCategory(ctx, friend), { name: 'Hotel' }),
  );
  await request(ctx.app)
    .put(`/api/items/${hotel.id}/rating`)
    .set('Authorization', owner.auth)
    .send({ rating: 9 });
});

const status = async (user: TestUser) =>
  (await request(ctx.app).get('/api/account/data-export').set('Authorization', user.auth))
    .body as DataExportStatus;
const ask = (user: TestUser) =>
  request(ctx.app).post('/api/account/data-export').set('Authorization', user.auth);
const fetchZip = (url: string) =>
  request(ctx.app)
    .get(url)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('Download my data', () => {
  it('builds the archive in a job, tells by notification and e-mail, and downloads once through the signed link', async () => {
    const asked = await ask(owner);
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ state: 'pending', downloadUrl: null });
    const twice = await ask(owner);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(DATA_EXPORT_ERRORS.inProgress);

    // the archive is built later than the set-up's own notifications: the bell lists it first
    ctx.clock.advance(1000);
    expect(await runDataExportJob(ctx.deps)).toBe(1);
    const ready = (await status(owner)).export!;
    expect(ready.state).toBe('ready');
    expect(new Date(ready.expiresAt!).getTime() - new Date(ready.readyAt!).getTime()).toBe(
      DATA_EXPORT.linkValidHours * HOUR_MS,
    );

    const bell = await request(ctx.app).get('/api/notifications').set('Authorization', owner.auth);
    expect(bell.body.notifications[0]).toMatchObject({
      kind: 'data-export.ready',
      title: DATA_EXPORT_TEXTS.notificationTitle,
    });
    await deliverOutbox(ctx.deps);
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([owner.email]);
    expect(mail!.subject).toBe(DATA_EXPORT_TEXTS.mailSubject);
    const link = /https?:\/\/\S+\/api\/data-export\/\S+/.exec(mail!.text)![0];
    expect(new URL(link).pathname + new URL(link).search).toBe(ready.downloadUrl);

    const zip = await fetchZip(ready.downloadUrl!);
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const bytes = zip.body as Buffer;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    // the names of a ZIP's entries are stored as they are
    for (const name of ['account.json', 'elsewhere.json', 'folder.json', 'view.png'])
      expect(bytes.includes(name)).toBe(true);

    const again = await fetchZip(ready.downloadUrl!);
    expect(again.status).toBe(403);
    expect((await status(owner)).export!.state).toBe('downloaded');
  });

  it('refuses a tampered or expired link, and someone else sees only their own', async () => {
    await ask(owner);
    await runDataExportJob(ctx.deps);
    const url = (await status(owner)).export!.downloadUrl!;
    // another first character of the signature, whatever it was (a fixed 'A' left one link in 64 untouched)
    const tampered = url.replace(
      /signature=(.)/,
      (_all, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect(tampered).not.toBe(url);
    expect((await fetchZip(tampered)).status).toBe(403);
    const other = await createUser(ctx);
    expect((await status(other)).export).toBeNull();
    ctx.clock.advance(DATA_EXPORT.linkValidHours * HOUR_MS + 1000);
    const expired = await fetchZip(url);
    expect(expired.status).toBe(403);
    expect((await status(withFreshToken(ctx, owner))).export!.state).toBe('expired');
  });

  it('is rate-limited per person', async () => {
    for (let i = 0; i < RATE_LIMITS.dataExport.limit; i++) {
      expect((await ask(owner)).status).toBe(202);
      await runDataExportJob(ctx.deps);
    }
    const refused = await ask(owner);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toBe(DATA_EXPORT_ERRORS.tooMany);
    expect(DAY_MS).toBe(RATE_LIMITS.dataExport.windowMs);
  });
});
