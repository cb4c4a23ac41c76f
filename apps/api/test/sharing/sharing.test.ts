import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CollaboratorList,
  type FolderDetail,
  type FolderSummary,
  ORGANISE_ERRORS,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import { signUpBody } from '../auth/helpers';
import { confirmSignUp } from '../account/helpers';
import {
  createUser,
  type TestUser,
  addCollaborator,
  itemBody,
  makeCategory,
  makeFolder,
  makeFolderChain,
  makeItem,
} from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
let premiumFriend: TestUser;
let basicFriend: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { nickname: 'owner_ann', fullName: 'Ann Owner', plan: 'premium_monthly' });
  premiumFriend = await createUser(ctx, {
    nickname: 'pat_p',
    fullName: 'Pat Premium',
    plan: 'premium_1year',
  });
  basicFriend = await createUser(ctx, { nickname: 'bob_b', fullName: 'Bob Basic' });
  stranger = await createUser(ctx, { nickname: 'stranger_sam' });
});

const invite = (user: TestUser | null, folderId: string, email: unknown) => {
  const req = request(ctx.app).post(`/api/folders/${folderId}/collaborators`);
  if (user) req.set('Authorization', user.auth);
  return req.send({ email });
};
const list = (user: TestUser, folderId: string) =>
  request(ctx.app).get(`/api/folders/${folderId}/collaborators`).set('Authorization', user.auth);
const remove = (user: TestUser, folderId: string, userId: string) =>
  request(ctx.app).delete(`/api/folders/${folderId}/collaborators/${userId}`).set('Authorization', user.auth);
const home = async (user: TestUser) =>
  (await request(ctx.app).get('/api/folders').set('Authorization', user.auth).expect(200)).body
    .folders as FolderSummary[];
const mails = async () => {
  await deliverOutbox(ctx.deps);
  return ctx.smtp.received;
};

describe('POST /api/folders/:id/collaborators (invite)', () => {
  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    const res = await invite(null, folder.id, premiumFriend.email).expect(401);
    expect(res.body.error.message).toBe('User not authenticated');
  });

  it('adds a registered Premium user as collaborator and tells them by e-mail', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flats' });
    const res = await invite(owner, folder.id, `  ${premiumFriend.email.toUpperCase()} `).expect(200);
    expect(res.body).toEqual({ status: 'collaborator_added', email: premiumFriend.email.toUpperCase() });

    const shared = await home(premiumFriend);
    expect(shared.map((f) => [f.name, f.isOwned, f.isShared])).toEqual([['Flats', false, true]]);
    expect((await home(owner))[0]).toMatchObject({ isOwned: true, isShared: true });
    const received = await mails();
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual([premiumFriend.email]);
    // the subject is MIME-encoded on the wire
    expect(received[0]!.subject).toMatch(/Ann.Owner.shared.the.folder.*Flats/);
    // the link opens sign-in with the address filled in (the folder is in My Folders once signed in)
    expect(received[0]!.text).toContain(
      `/auth?mode=signin#${new URLSearchParams({ email: premiumFriend.email })}`,
    );
  });

  it('adds a Basic user too and e-mails them an invitation to upgrade (invitation_sent_basic)', async () => {
    const folder = await makeFolder(ctx, owner);
    const res = await invite(owner, folder.id, basicFriend.email).expect(200);
    expect(res.body).toEqual({ status: 'invitation_sent_basic', email: basicFriend.email });
    expect((await home(basicFriend)).map((f) => f.id)).toEqual([folder.id]);
    const [mail] = await mails();
    expect(mail!.to).toEqual([basicFriend.email]);
    expect(mail!.text).toContain('Upgrade to Premium');
  });

  it('invites an unknown address, which becomes a collaborator when that person signs up and confirms it', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Trip' });
    const res = await invite(owner, folder.id, 'New.Person@Example.com').expect(200);
    expect(res.body).toEqual({ status: 'invitation_sent_basic', email: 'New.Person@Example.com' });
    const owners = (await list(owner, folder.id).expect(200)).body as CollaboratorList;
    expect(owners.collaborators).toEqual([]);
    expect(owners.invitations).toEqual([
      {
        id: expect.any(String),
        email: 'new.person@example.com',
        role: 'editor',
        createdAt: expect.any(String),
      },
    ]);
    const [mail] = await mails();
    expect(mail!.to.map((to) => to.toLowerCase())).toEqual(['new.person@example.com']);
    // its link opens sign-up with the address (test/sharing/invitation-link.test.ts); without it, confirming works too
    expect(mail!.text).toContain('Create your account with this link');

    const signUp = await request(ctx.app)
      .post('/api/auth/sign-up')
      .send(signUpBody({ email: 'new.person@example.com', nickname: 'newbie' }))
      .expect(201);
    const token = signUp.body.accessToken as string;
    await confirmSignUp(ctx, 'new.person@example.com');
    const res2 = await request(ctx.app)
      .get('/api/folders')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res2.body.folders.map((f: FolderSummary) => [f.name, f.isOwned, f.isShared])).toEqual([
      ['Trip', false, true],
    ]);
    const after = (await list(owner, folder.id).expect(200)).body as CollaboratorList;
    expect(after.invitations).toEqual([]);
    expect(after.collaborators.map((c) => [c.profile.nickname, c.invitedBy])).toEqual([['newbie', owner.id]]);
  });

  it('is Premium only, enforced by the server', async () => {
    const basicOwner = await createUser(ctx, { nickname: 'basic_owner' });
    const folder = await makeFolder(ctx, basicOwner);
    const res = await invite(basicOwner, folder.id, premiumFriend.email).expect(403);
    expect(res.body.error).toEqual({ code: 'PREMIUM_REQUIRED', message: ORGANISE_ERRORS.premiumSharing });
    expect(await home(premiumFriend)).toEqual([]);
  });

  it('is for the owner only: 403 for a collaborator, 404 for anyone who cannot see the folder', async () => {
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, premiumFriend);
    const res = await invite(premiumFriend, folder.id, stranger.email).expect(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: ORGANISE_VALIDATION.onlyOwnerShares });
    await invite(stranger, folder.id, basicFriend.email).expect(404);
    await invite(owner, '00000000-0000-4000-8000-000000000000', basicFriend.email).expect(404);
    expect(await home(stranger)).toEqual([]);
  });

  it("refuses a blank address and the owner's own, compared case-insensitively", async () => {
    const folder = await makeFolder(ctx, owner);
    const blank = await invite(owner, folder.id, '   ').expect(400);
    expect(blank.body.error.fields).toEqual({ email: ORGANISE_VALIDATION.shareEmailRequired });
    const self = await invite(owner, folder.id, ` ${owner.email.toUpperCase()}`).expect(400);
    expect(self.body.error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: ORGANISE_VALIDATION.shareWithSelf,
      fields: { email: ORGANISE_VALIDATION.shareWithSelf },
    });
    expect(await mails()).toEqual([]);
  });

  it('inviting twice keeps one collaborator row', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(owner, folder.id, premiumFriend.email).expect(200);
    await invite(owner, folder.id, premiumFriend.email).expect(200);
    const body = (await list(owner, folder.id).expect(200)).body as CollaboratorList;
    expect(body.collaborators).toHaveLength(1);
  });
});

describe('GET /api/folders/:id/collaborators', () => {
  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    await request(ctx.app).get(`/api/folders/${folder.id}/collaborators`).expect(401);
  });

  it('lists the owner and collaborators, inherited ones marked; e-mails and invitations for the owner only', async () => {
    const [root, sub] = await makeFolderChain(ctx, owner, 2);
    await invite(owner, root!.id, premiumFriend.email).expect(200);
    await invite(owner, sub!.id, basicFriend.email).expect(200);
    await invite(owner, sub!.id, 'later@example.com').expect(200);

    const mine = (await list(owner, sub!.id).expect(200)).body as CollaboratorList;
    expect(mine.isOwner).toBe(true);
    expect(mine.owner).toEqual({ id: owner.id, fullName: 'Ann Owner', nickname: 'owner_ann' });
    expect(
      mine.collaborators.map((c) => [
        c.profile.fullName,
        c.email,
        c.permission,
        c.inheritedFrom?.name ?? null,
      ]),
    ).toEqual([
      ['Pat Premium', premiumFriend.email, 'edit', 'Level 0'],
      ['Bob Basic', basicFriend.email, 'edit', null],
    ]);
    expect(mine.invitations.map((i) => i.email)).toEqual(['later@example.com']);

    const theirs = (await list(basicFriend, sub!.id).expect(200)).body as CollaboratorList;
    expect(theirs.isOwner).toBe(false);
    expect(theirs.invitations).toEqual([]);
    expect(theirs.collaborators.map((c) => c.email)).toEqual([null]);
    expect(theirs.collaborators.map((c) => c.profile.fullName)).toEqual(['Bob Basic']);

    await list(stranger, sub!.id).expect(404);
  });
});

describe('DELETE /api/folders/:id/collaborators/:userId', () => {
  it('requires authentication', async () => {
    const folder = await makeFolder(ctx, owner);
    await request(ctx.app).delete(`/api/folders/${folder.id}/collaborators/${basicFriend.id}`).expect(401);
  });

  it('removes access to the whole subtree at once; the folder is no longer shared', async () => {
    const [root, sub, leaf] = await makeFolderChain(ctx, owner, 3);
    await addCollaborator(ctx, root!.id, premiumFriend);
    await addCollaborator(ctx, leaf!.id, premiumFriend);
    const category = await makeCategory(ctx, owner);
    const item = await makeItem(ctx, premiumFriend, sub!.id, itemBody(category));

    await remove(owner, root!.id, premiumFriend.id).expect(204);
    for (const id of [root!.id, sub!.id, leaf!.id])
      await request(ctx.app).get(`/api/folders/${id}`).set('Authorization', premiumFriend.auth).expect(404);
    await request(ctx.app).get(`/api/items/${item.id}`).set('Authorization', premiumFriend.auth).expect(404);
    expect(await home(premiumFriend)).toEqual([]);
    const detail = (await request(ctx.app).get(`/api/folders/${root!.id}`).set('Authorization', owner.auth))
      .body as FolderDetail;
    expect(detail.folder.isShared).toBe(false);
    expect(detail.subfolders[0]!.isShared).toBe(false);
    // nothing left to remove
    await remove(owner, root!.id, premiumFriend.id).expect(404);
  });

  it('is for the owner only (any plan); collaborators get 403, others 404', async () => {
    const folder = await makeFolder(ctx, owner);
    await addCollaborator(ctx, folder.id, premiumFriend);
    await addCollaborator(ctx, folder.id, basicFriend);
    const res = await remove(premiumFriend, folder.id, basicFriend.id).expect(403);
    expect(res.body.error.message).toBe(ORGANISE_VALIDATION.onlyOwnerShares);
    await remove(stranger, folder.id, basicFriend.id).expect(404);
    expect(((await list(owner, folder.id)).body as CollaboratorList).collaborators).toHaveLength(2);
  });
});

describe('DELETE /api/folders/:id/invitations/:invitationId', () => {
  it('cancels a pending invitation so a later sign-up gets nothing', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(owner, folder.id, 'maybe@example.com').expect(200);
    const [invitation] = ((await list(owner, folder.id)).body as CollaboratorList).invitations;
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/invitations/${invitation!.id}`)
      .set('Authorization', premiumFriend.auth)
      .expect(404);
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/invitations/${invitation!.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    const signUp = await request(ctx.app)
      .post('/api/auth/sign-up')
      .send(signUpBody({ email: 'maybe@example.com', nickname: 'maybe_not' }))
      .expect(201);
    const res = await request(ctx.app)
      .get('/api/folders')
      .set('Authorization', `Bearer ${signUp.body.accessToken}`)
      .expect(200);
    expect(res.body.folders).toEqual([]);
  });
});

describe('categories of a shared folder', () => {
  it('appear for its collaborators as shared with them', async () => {
    const folder = await makeFolder(ctx, owner);
    await makeCategory(ctx, owner);
    await invite(owner, folder.id, basicFriend.email).expect(200);
    const res = await request(ctx.app)
      .get('/api/categories')
      .set('Authorization', basicFriend.auth)
      .expect(200);
    const categories = (res.body.categories ?? res.body) as Array<{ name: string; isOwned: boolean }>;
    expect(categories.map((c) => [c.name, c.isOwned])).toEqual([['Homes', false]]);
  });
});
