import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attributeCriterionId, type DecisionView, SERVICE_TEXTS } from '@shortlist/contracts';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * A must-have whose keys are all unknown (`{"minimum":2}`) was stripped to `{}` and saved: "must have a value",
 * a rule nobody asked for, knocking out every item without one. It is refused, naming the keys, and nothing is
 * saved; `{}` said on purpose stays a must-have of its own.
 */
let ctx: TestContext;
let ann: TestUser;
let folderId: string;
const rooms = attributeCriterionId('Rooms');
const heating = attributeCriterionId('Heating');

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ann = await createUser(ctx, { plan: 'premium_monthly' });
  const category = await makeCategory(ctx, ann);
  folderId = (await makeFolder(ctx, ann)).id;
  await makeItem(ctx, ann, folderId, itemBody(category));
});

const saveCriteria = (criteria: object) =>
  request(ctx.app)
    .put(`/api/folders/${folderId}/decision/criteria`)
    .set('Authorization', ann.auth)
    .send({ criteria });

async function mustHaveOf(id: string) {
  const res = await request(ctx.app).get(`/api/folders/${folderId}/decision`).set('Authorization', ann.auth);
  return (res.body as DecisionView).criteria.find((c) => c.id === id)?.mustHave;
}

describe('a must-have whose keys are all unknown', () => {
  it('is refused with 400 naming them, and saves nothing', async () => {
    for (const [id, mustHave] of [
      [rooms, { minimum: 2 }],
      [rooms, { min_value: 2, maxValue: 4 }],
      [heating, { only: ['gas'] }],
    ] as const) {
      const res = await saveCriteria({ [id]: { mustHave } });
      expect(res.status, JSON.stringify(mustHave)).toBe(400);
      const paths = Object.keys(mustHave).map((key) => `criteria.${id}.mustHave.${key}`);
      expect(res.body.error.message).toBe(SERVICE_TEXTS.unknownFields(paths));
      for (const path of paths) expect(res.body.error.fields[path]).toBe(SERVICE_TEXTS.unknownField);
      expect(await mustHaveOf(id)).toBeNull();
    }
  });

  it('is refused beside known keys too; known keys alone, and an empty must-have, are saved', async () => {
    const mixed = await saveCriteria({ [rooms]: { mustHave: { min: 2, atMost: 4 } } });
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.fields[`criteria.${rooms}.mustHave.atMost`]).toBe(SERVICE_TEXTS.unknownField);
    expect(await mustHaveOf(rooms)).toBeNull();

    const known = await saveCriteria({
      [rooms]: { mustHave: { min: 2, max: 4 } },
      [heating]: { mustHave: {} },
    });
    expect(known.status, JSON.stringify(known.body)).toBe(200);
    expect(await mustHaveOf(rooms)).toEqual({ min: 2, max: 4 });
    expect(await mustHaveOf(heating)).toEqual({});
  });
});
