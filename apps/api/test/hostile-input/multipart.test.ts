import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_TEXTS } from '@shortlist/contracts';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/** Broken multipart bodies used to reach the error handler as busboy errors: 500. They are the client's: 400. */
let ctx: TestContext;
let user: TestUser;
let itemId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  user = await createUser(ctx, { plan: 'premium_monthly' });
  const folder = await makeFolder(ctx, user);
  const category = await makeCategory(ctx, user);
  itemId = (await makeItem(ctx, user, folder.id, itemBody(category))).id;
});
afterAll(() => ctx.close());

const BOUNDARY = 'xBOUNDARYx';

function send(path: string, contentType: string, body: string, method: 'post' | 'patch' = 'post') {
  return request(ctx.app)
    [method](path)
    .set('Authorization', user.auth)
    .set('Content-Type', contentType)
    .send(body);
}

describe('broken multipart bodies', () => {
  it.each([
    ['no boundary', 'multipart/form-data', `--${BOUNDARY}\r\n`],
    [
      'an unterminated body',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc`,
    ],
    [
      'a malformed part header',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nthis is not a header\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    ],
    [
      'a 200 kB file name',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="${'a'.repeat(200_000)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`,
    ],
  ])('answers 400 for %s, on uploads and on the item save', async (_name, contentType, body) => {
    for (const res of [
      await send(`/api/items/${itemId}/media`, contentType, body),
      await send(`/api/items/${itemId}`, contentType, body, 'patch'),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: SERVICE_TEXTS.malformedUpload,
      });
    }
  });
});
