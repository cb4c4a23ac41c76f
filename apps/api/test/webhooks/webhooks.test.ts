import { createHmac, timingSafeEqual } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  SECOND_MS,
  WEBHOOK_ERRORS,
  WEBHOOK_TEXTS,
  WEBHOOKS,
  type Webhook,
  type WebhookDelivery,
  type WebhookEventBody,
} from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { recordActivities } from '../../src/modules/activity/activity.service';
import { notificationMailCheck } from '../../src/modules/notifications/notifications.audience';
import { retryDelayMs, runWebhookDeliveries } from '../../src/modules/webhooks/webhook-deliveries';
import {
  addCollaborator,
  createUser,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  withFreshToken,
  type TestUser,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { startReceiver } from './receiver';

/** What a receiver does with the documented snippet: check `t=...,v1=...` against the raw body. */
function verifies(secret: string, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(nowSeconds - t) > WEBHOOKS.signatureToleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext({ config: { linkReaderAllowLoopback: true } });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});
beforeEach(async () => {
  await ctx.reset();
  receiver.received.length = 0;
  receiver.answer(200);
  owner = await createUser(ctx, { nickname: 'hook_owner', plan: 'premium_12' as never });
});

async function addWebhook(folderId: string, events: string[] = ['item.added', 'item.price_changed']) {
  const res = await request(ctx.app)
    .post(`/api/folders/${folderId}/webhooks`)
    .set('Authorization', owner.auth)
    .send({ url: receiver.url, events });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { webhook: Webhook; secret: string };
}

async function deliveries(webhookId: string, user = owner) {
  const res = await request(ctx.app)
    .get(`/api/webhooks/${webhookId}/deliveries`)
    .set('Authorization', user.auth);
  expect(res.status).toBe(200);
  return (res.body as { deliveries: WebhookDelivery[] }).deliveries;
}

describe('webhooks', () => {
  it('a delivery to a local receiver is a signed POST whose signature verifies', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    const { webhook, secret } = await addWebhook(folder.id);
    expect(secret).toMatch(/^whsec_/);
    const item = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Loft' }));

    expect(await runWebhookDeliveries(ctx.deps)).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [got] = receiver.received;
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['shortlist-event']).toBe('item.added');
    const nowSeconds = Math.floor(ctx.clock.now().getTime() / SECOND_MS);
    expect(verifies(secret, got!.headers['shortlist-signature'] as string, got!.body, nowSeconds)).toBe(true);
    // a changed byte fails
    expect(verifies(secret, got!.headers['shortlist-signature'] as string, `${got!.body} `, nowSeconds)).toBe(
      false,
    );
    const body = JSON.parse(got!.body) as WebhookEventBody;
    expect(body).toMatchObject({
      event: 'item.added',
      timestamp: ctx.clock.now().toISOString(),
      data: {
        folderId: folder.id,
        itemId: item.id,
        actorId: owner.id,
        details: { itemName: 'Loft', folderName: 'Flats' },
      },
    });
    expect(got!.headers['shortlist-delivery']).toBe(body.id);
    // the Standard Webhooks headers sign the same bytes
    const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
    const standard = createHmac('sha256', key)
      .update(`${body.id}.${got!.headers['webhook-timestamp'] as string}.${got!.body}`)
      .digest('base64');
    expect(got!.headers['webhook-signature']).toBe(`v1,${standard}`);

    const log = await deliveries(webhook.id);
    expect(log).toEqual([
      expect.objectContaining({
        id: body.id,
        event: 'item.added',
        status: 'delivered',
        responseStatus: 200,
        attempts: 1,
      }),
    ]);
    // nothing is sent twice
    expect(await runWebhookDeliveries(ctx.deps)).toBe(0);
  });

  it('tells a webhook of its subfolders, only the events it names, never a private item', async () => {
    const category = await makeCategory(ctx, owner);
    const root = await makeFolder(ctx, owner, { name: 'Root' });
    const sub = await makeFolder(ctx, owner, { name: 'Sub', parentFolderId: root.id });
    const { webhook } = await addWebhook(root.id, ['item.added']);
    await makeItem(ctx, owner, sub.id, itemBody(category, { name: 'In sub' }));
    await makeItem(ctx, owner, sub.id, itemBody(category, { name: 'Secret', isPrivate: true }));
    await runWebhookDeliveries(ctx.deps);
    expect(
      receiver.received.map((r) => (JSON.parse(r.body) as WebhookEventBody).data.details.itemName),
    ).toEqual(['In sub']);
    expect((await deliveries(webhook.id)).map((d) => d.event)).toEqual(['item.added']);
  });

  it('maps each kind of activity to its event: changed, price, status, decision, vote closed', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner, { name: 'Trips' });
    const item = await makeItem(ctx, owner, folder.id, itemBody(category));
    const { webhook } = await addWebhook(folder.id, [...WEBHOOKS.events]);
    const at = ctx.clock.now();
    await recordActivities(ctx.db, [
      {
        folderId: folder.id,
        actorId: owner.id,
        itemId: item.id,
        kind: 'item.edited',
        payload: { fields: ['name'] },
        at,
      },
      { folderId: folder.id, actorId: null, itemId: item.id, kind: 'price.changed', at },
      {
        folderId: folder.id,
        actorId: owner.id,
        itemId: item.id,
        kind: 'item.status',
        payload: { status: 'chosen' },
        at,
      },
      { folderId: folder.id, actorId: owner.id, kind: 'vote.closed', at },
      {
        folderId: folder.id,
        actorId: owner.id,
        itemId: item.id,
        kind: 'item.rated',
        payload: { rating: 3 },
        at,
      },
    ]);
    const events = (await deliveries(webhook.id)).map((d) => d.event).sort();
    expect(events).toEqual(
      ['item.changed', 'item.price_changed', 'item.status_changed', 'decision.made', 'vote.closed'].sort(),
    );
  });

  it('retries a failing receiver with backoff, and pauses it after 3 days, telling the owner', async () => {
    const category = await makeCategory(ctx, owner);
    const folder = await makeFolder(ctx, owner, { name: 'Cars' });
    const { webhook } = await addWebhook(folder.id);
    receiver.answer(500);
    await makeItem(ctx, owner, folder.id, itemBody(category));
    const started = ctx.clock.now().getTime();

    await runWebhookDeliveries(ctx.deps);
    let [delivery] = await deliveries(webhook.id);
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500 });
    expect(new Date(delivery!.nextAttemptAt!).getTime()).toBe(started + retryDelayMs(1));
    // not before its time
    ctx.clock.advance(retryDelayMs(1) - 1);
    expect(await runWebhookDeliveries(ctx.deps)).toBe(0);
    ctx.clock.advance(1);
    expect(await runWebhookDeliveries(ctx.deps)).toBe(1);
    [delivery] = await deliveries(
      withFreshToken(ctx, owner).id ? webhook.id : webhook.id,
      withFreshToken(ctx, owner),
    );
    expect(delivery).toMatchObject({ status: 'pending', attempts: 2 });
    expect(new Date(delivery!.nextAttemptAt!).getTime() - ctx.clock.now().getTime()).toBe(retryDelayMs(2));
    // the waits grow, then repeat their last step
    expect(WEBHOOKS.retryDelaysSeconds.map((_, i) => retryDelayMs(i + 1))).toEqual(
      [...WEBHOOKS.retryDelaysSeconds].map((s) => s * SECOND_MS),
    );
    expect(retryDelayMs(20)).toBe(WEBHOOKS.retryDelaysSeconds.at(-1)! * SECOND_MS);

    // keep failing: each retry at its time, until the streak reaches three days
    let status: Webhook['status'] = 'active';
    let rounds = 0;
    while (status === 'active' && rounds < 50) {
      rounds += 1;
      const fresh = withFreshToken(ctx, owner);
      [delivery] = await deliveries(webhook.id, fresh);
      ctx.clock.set(new Date(delivery!.nextAttemptAt!));
      await runWebhookDeliveries(ctx.deps);
      const list = await request(ctx.app)
        .get(`/api/folders/${folder.id}/webhooks`)
        .set('Authorization', withFreshToken(ctx, owner).auth);
      status = (list.body.webhooks as Webhook[])[0]!.status;
      if (status === 'active')
        expect(ctx.clock.now().getTime() - started).toBeLessThan(WEBHOOKS.pauseAfterFailingDays * DAY_MS);
    }
    expect(status).toBe('paused');
    expect(ctx.clock.now().getTime() - started).toBeGreaterThanOrEqual(
      WEBHOOKS.pauseAfterFailingDays * DAY_MS,
    );
    const fresh = withFreshToken(ctx, owner);
    [delivery] = await deliveries(webhook.id, fresh);
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null });

    // the owner is told: a notification and a mail
    const notifications = await request(ctx.app).get('/api/notifications').set('Authorization', fresh.auth);
    expect(JSON.stringify(notifications.body)).toContain(WEBHOOK_TEXTS.pausedTitle('Cars'));
    await deliverOutbox(ctx.deps, { checkNotificationMail: notificationMailCheck(ctx.deps) });
    expect(ctx.smtp.received.map((m) => m.subject)).toContain(
      `Shortlist: ${WEBHOOK_TEXTS.pausedTitle('Cars')}`,
    );

    // paused: nothing more is sent; resumed and healthy again, new events go
    receiver.received.length = 0;
    await makeItem(ctx, fresh, folder.id, itemBody(category, { name: 'While paused' }));
    expect(await runWebhookDeliveries(ctx.deps)).toBe(0);
    receiver.answer(204);
    const resume = await request(ctx.app)
      .patch(`/api/webhooks/${webhook.id}`)
      .set('Authorization', fresh.auth)
      .send({ status: 'active' });
    expect(resume.body.webhook).toMatchObject({ status: 'active', failingSince: null, pausedAt: null });
    await makeItem(ctx, fresh, folder.id, itemBody(category, { name: 'After resume' }));
    await runWebhookDeliveries(ctx.deps);
    expect(
      receiver.received.map((r) => (JSON.parse(r.body) as WebhookEventBody).data.details.itemName),
    ).toEqual(['After resume']);
  }, 60_000);

  it('"Send test event" delivers once at once and answers how it went', async () => {
    const folder = await makeFolder(ctx, owner);
    const { webhook, secret } = await addWebhook(folder.id);
    const ok = await request(ctx.app)
      .post(`/api/webhooks/${webhook.id}/test`)
      .set('Authorization', owner.auth);
    expect(ok.status).toBe(200);
    expect(ok.body.delivery).toMatchObject({
      event: WEBHOOKS.testEvent,
      status: 'delivered',
      responseStatus: 200,
    });
    const got = receiver.received[0]!;
    expect(
      verifies(
        secret,
        got.headers['shortlist-signature'] as string,
        got.body,
        Math.floor(ctx.clock.now().getTime() / 1000),
      ),
    ).toBe(true);
    receiver.answer(410);
    const failed = await request(ctx.app)
      .post(`/api/webhooks/${webhook.id}/test`)
      .set('Authorization', owner.auth);
    expect(failed.body.delivery).toMatchObject({
      status: 'failed',
      responseStatus: 410,
      nextAttemptAt: null,
    });
    // never retried
    ctx.clock.advance(DAY_MS);
    expect(await runWebhookDeliveries(ctx.deps)).toBe(0);
  });

  it('takes https addresses only, refuses private ones, and checks the events', async () => {
    const folder = await makeFolder(ctx, owner);
    const post = (body: object) =>
      request(ctx.app).post(`/api/folders/${folder.id}/webhooks`).set('Authorization', owner.auth).send(body);
    expect(
      (await post({ url: 'http://example.com/hook', events: ['item.added'] })).body.error.fields,
    ).toEqual({
      url: WEBHOOK_ERRORS.httpsOnly,
    });
    expect((await post({ url: 'https://10.0.0.7/hook', events: ['item.added'] })).body.error.fields).toEqual({
      url: WEBHOOK_ERRORS.addressBlocked,
    });
    expect((await post({ url: 'https://169.254.169.254/', events: ['item.added'] })).status).toBe(400);
    expect((await post({ url: 'not a url', events: ['item.added'] })).body.error.fields).toEqual({
      url: WEBHOOK_ERRORS.urlInvalid,
    });
    expect((await post({ url: 'https://example.com/hook', events: [] })).body.error.fields).toEqual({
      events: WEBHOOK_ERRORS.eventsRequired,
    });
    expect((await post({ url: 'https://example.com/hook', events: ['item.deleted'] })).status).toBe(400);
    for (let i = 0; i < WEBHOOKS.perFolderMax; i += 1)
      expect((await post({ url: `https://example.com/hook/${i}`, events: ['item.added'] })).status).toBe(201);
    const tooMany = await post({ url: 'https://example.com/hook/more', events: ['item.added'] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error.message).toBe(WEBHOOK_ERRORS.tooMany);
  });

  it("are the owner's: a collaborator and a stranger get 404", async () => {
    const folder = await makeFolder(ctx, owner);
    const { webhook } = await addWebhook(folder.id);
    const editor = await createUser(ctx, { nickname: 'hook_editor' });
    await addCollaborator(ctx, folder.id, editor, owner.id);
    for (const user of [editor, await createUser(ctx)]) {
      expect(
        (await request(ctx.app).get(`/api/folders/${folder.id}/webhooks`).set('Authorization', user.auth))
          .status,
      ).toBe(404);
      expect(
        (await request(ctx.app).post(`/api/webhooks/${webhook.id}/test`).set('Authorization', user.auth))
          .status,
      ).toBe(404);
      expect(
        (await request(ctx.app).delete(`/api/webhooks/${webhook.id}`).set('Authorization', user.auth)).status,
      ).toBe(404);
    }
  });
});

describe('webhooks under the production address rule', () => {
  let strict: TestContext;
  beforeAll(async () => {
    strict = await createTestContext({ config: { linkReaderAllowLoopback: false } });
  });
  afterAll(() => strict.close());

  it('refuses loopback and plain http, whatever the port', async () => {
    const user = await createUser(strict);
    const folder = await makeFolder(strict, user);
    const post = (url: string) =>
      request(strict.app)
        .post(`/api/folders/${folder.id}/webhooks`)
        .set('Authorization', user.auth)
        .send({ url, events: ['item.added'] });
    expect((await post(receiver.url)).body.error.fields).toEqual({ url: WEBHOOK_ERRORS.httpsOnly });
    expect((await post('https://127.0.0.1/hook')).body.error.fields).toEqual({
      url: WEBHOOK_ERRORS.addressBlocked,
    });
  });
});
