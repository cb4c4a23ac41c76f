import request from 'supertest';
import type { Category, ItemView, NextStep } from '@shortlist/contracts';
import {
  addCollaborator,
  createThreeUsers,
  itemBody,
  makeCategory,
  makeFolder,
  makeItem,
  type TestUser,
} from '../factories';
import { saveItem } from '../item-detail/helpers';
import type { TestContext } from '../test-app';

/** A shared folder of flats: the owner, a rater collaborator, a stranger, one category. */
export async function flatsWorld(ctx: TestContext) {
  const people = await createThreeUsers(ctx, { plan: 'premium_monthly' });
  const category: Category = await makeCategory(ctx, people.owner);
  const folder = await makeFolder(ctx, people.owner, { name: 'Flats' });
  await addCollaborator(ctx, folder.id, people.collaborator, people.owner.id, 'rater');
  const flat = await makeItem(ctx, people.owner, folder.id, itemBody(category, { name: 'Flat A' }));
  return { ...people, category, folder, flat };
}

/** Adds one step to an item through the item save (as the item page does) and answers it. */
export async function addStep(
  ctx: TestContext,
  user: TestUser,
  itemId: string,
  step: Record<string, unknown>,
): Promise<NextStep> {
  const res = await saveItem(ctx, user, itemId, { steps: { create: [step as never] } });
  if (res.status !== 200) throw new Error(`step not added: ${res.status} ${JSON.stringify(res.body)}`);
  const view = res.body as ItemView;
  return view.steps.find((s) => s.text === step.text)!;
}

export const changeStep = (ctx: TestContext, user: TestUser, itemId: string, stepId: string, body: object) =>
  request(ctx.app).patch(`/api/items/${itemId}/steps/${stepId}`).set('Authorization', user.auth).send(body);

export const hoursFrom = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);
