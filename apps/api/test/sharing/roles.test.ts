/**
 * Roles on a shared folder: invitations carry a role (editor by default), the owner
 * changes it for the folder and its subtree, the collaborator is told, and each role's reach is what the
 * permission matrix checks route by route (test/permissions/matrix.test.ts).
 */
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CollaboratorList, ROLE_ERRORS } from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { createUser, itemBody, makeCategory, makeFolder, makeItem, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let ana: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { nickname: 'owner_o', plan: 'premium_monthly' });
  ana = await createUser(ctx, { nickname: 'ana', fullName: 'Ana', plan: 'premium_monthly' });
});

const list = (user: TestUser, folderId: string) =>
  request(ctx.app).get(`/api/folders/${folderId}/collaborators`).set('Authorization', user.auth);

describe('roles', () => {
  it('invites as editor by default, or with the role picked; the list and the folder show it', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Homes' });
    await request(ctx.app)
      .post(`/api/folders/${folder.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: ana.email, role: 'rater' })
      .expect(200);
    await request(ctx.app)
      .post(`/api/folders/${folder.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: 'later@example.com' })
      .expect(200);
    const owners = (await list(owner, folder.id).expect(200)).body as CollaboratorList;
    expect(owners.myRole).toBe('owner');
    expect(owners.collaborators.map((c) => [c.userId, c.role])).toEqual([[ana.id, 'rater']]);
    expect(owners.invitations.map((i) => i.role)).toEqual(['editor']);
    await deliverOutbox(ctx.deps);
    const mail = ctx.smtp.received.find((m) => m.to.map((to) => to.toLowerCase()).includes(ana.email));
    expect(mail?.text).toContain('You can view, rate and comment on it, its subfolders and items');
    const seen = await request(ctx.app).get(`/api/folders/${folder.id}`).set('Authorization', ana.auth);
    expect(seen.body.folder.myRole).toBe('rater');
    const home = await request(ctx.app).get('/api/folders').set('Authorization', ana.auth);
    expect(home.body.folders.map((f: { myRole: string }) => f.myRole)).toEqual(['rater']);
  });

  it('refuses an unknown role with the message of the contracts', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Homes' });
    const res = await request(ctx.app)
      .post(`/api/folders/${folder.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: ana.email, role: 'admin' })
      .expect(400);
    expect(res.body.error.fields.role).toBe(ROLE_ERRORS.roleInvalid);
  });

  it('lets the owner change a role: the new role holds at once and the collaborator is notified', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Homes' });
    const category = await makeCategory(ctx, owner);
    const item = await makeItem(ctx, owner, folder.id, itemBody(category, { name: 'Flat' }));
    await request(ctx.app)
      .post(`/api/folders/${folder.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: ana.email, role: 'viewer' })
      .expect(200);
    const refused = await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', ana.auth)
      .send({ rating: 7 })
      .expect(403);
    expect(refused.body.error.message).toBe(ROLE_ERRORS.cannotRate);

    const changed = await request(ctx.app)
      .put(`/api/folders/${folder.id}/collaborators/${ana.id}/role`)
      .set('Authorization', owner.auth)
      .send({ role: 'rater' })
      .expect(200);
    expect(changed.body).toEqual({ userId: ana.id, role: 'rater' });
    await request(ctx.app)
      .put(`/api/items/${item.id}/rating`)
      .set('Authorization', ana.auth)
      .send({ rating: 7 })
      .expect(200);
    const edit = await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .set('Authorization', ana.auth)
      .send({ changes: { fields: { name: 'Mine now' } } })
      .expect(403);
    expect(edit.body.error.message).toBe(ROLE_ERRORS.cannotEdit);
    // a staged save holding only the rater's own rating is a rating
    await request(ctx.app)
      .patch(`/api/items/${item.id}`)
      .set('Authorization', ana.auth)
      .send({ changes: { rating: 9 } })
      .expect(200);

    const bell = await request(ctx.app).get('/api/notifications').set('Authorization', ana.auth).expect(200);
    expect(bell.body.notifications.map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['Your role in Homes changed', 'Test User made you rater of Homes.'],
    ]);
  });

  it('answers 404 for a person without a row on the folder, 403 for a collaborator changing roles', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Homes' });
    const stranger = await createUser(ctx, { plan: 'premium_monthly' });
    await request(ctx.app)
      .put(`/api/folders/${folder.id}/collaborators/${stranger.id}/role`)
      .set('Authorization', owner.auth)
      .send({ role: 'rater' })
      .expect(404);
    await request(ctx.app)
      .post(`/api/folders/${folder.id}/collaborators`)
      .set('Authorization', owner.auth)
      .send({ email: ana.email })
      .expect(200);
    await request(ctx.app)
      .put(`/api/folders/${folder.id}/collaborators/${ana.id}/role`)
      .set('Authorization', ana.auth)
      .send({ role: 'viewer' })
      .expect(403);
  });

  it('keeps what capture offers to folders the person may add to', async () => {
    const editable = await makeFolder(ctx, owner, { name: 'Editable' });
    const looked = await makeFolder(ctx, owner, { name: 'Looked at' });
    for (const [folder, role] of [
      [editable, 'editor'],
      [looked, 'viewer'],
    ] as const)
      await request(ctx.app)
        .post(`/api/folders/${folder.id}/collaborators`)
        .set('Authorization', owner.auth)
        .send({ email: ana.email, role })
        .expect(200);
    const res = await request(ctx.app).get('/api/capture/folders').set('Authorization', ana.auth).expect(200);
    expect(res.body.folders.map((f: { name: string }) => f.name)).toEqual(['Editable']);
  });
});
