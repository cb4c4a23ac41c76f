/**
 * Invitations that land: the e-mail names who invites, the folder and the role, and links to sign-up with the
 * address filled in (or to sign-in, for an address with an account). Signing up through the link proves the
 * address, so the account starts confirmed and the shared folder is there at once; the link's token works once,
 * for the invited address alone, until it expires, and every refusal says which.
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_ERRORS,
  type CollaboratorList,
  DAY_MS,
  type FolderSummary,
  INVITATION_ERRORS,
  INVITATION_LINK,
  ROLE_TEXTS,
} from '@shortlist/contracts';
import { invitationLinks } from '../../src/db/schema';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { signUpBody } from '../auth/helpers';
import { confirmSignUp } from '../account/helpers';
import { createUser, makeFolder, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
let owner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = await createUser(ctx, { nickname: 'owner_ann', fullName: 'Ann Owner', plan: 'premium_monthly' });
});

const invite = (folderId: string, email: string, role?: string) =>
  request(ctx.app)
    .post(`/api/folders/${folderId}/collaborators`)
    .set('Authorization', owner.auth)
    .send(role ? { email, role } : { email })
    .expect(200);

/** The queued mails to an address, oldest first (the outbox holds exactly what the features wrote). */
const mailsTo = async (email: string) =>
  (await listOutbox(ctx.db)).filter((m) => m.to.toLowerCase() === email.toLowerCase());

/** The invitation link of the newest mail to `email`: its path, token and the address it carries. */
async function invitationLink(email: string) {
  const mail = (await mailsTo(email)).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const url = /https?:\/\/\S+\/auth\?mode=signup#\S+/.exec(mail!.text)?.[0];
  expect(url, 'a sign-up link').toBeDefined();
  const fragment = new URLSearchParams(new URL(url!).hash.slice(1));
  return { url: url!, token: fragment.get('invitation')!, email: fragment.get('email')! };
}

const signUp = (body: Record<string, unknown>) => request(ctx.app).post('/api/auth/sign-up').send(body);

const foldersOf = async (accessToken: string) =>
  (await request(ctx.app).get('/api/folders').set('Authorization', `Bearer ${accessToken}`).expect(200)).body
    .folders as FolderSummary[];

describe('the invitation e-mail', () => {
  it('to an address without an account names the inviter, the folder and the role, and links to sign-up with the address', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Flat hunt' });
    await invite(folder.id, 'New.Person@Example.com', 'rater');

    const [mail] = await mailsTo('new.person@example.com');
    expect(mail!.subject).toBe('Ann Owner shared the folder "Flat hunt" with you on Shortlist');
    expect(mail!.text).toContain('Ann Owner invited you to collaborate on the folder "Flat hunt"');
    expect(mail!.text).toContain(`Your role: ${ROLE_TEXTS.names.rater}.`);
    expect(mail!.text).toContain('You can view, rate and comment on it, its subfolders and items.');
    expect(mail!.text).toContain(`It works once, for ${INVITATION_LINK.ttlDays} days`);
    const link = await invitationLink('new.person@example.com');
    expect(link.email).toBe('new.person@example.com');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the token and the address travel in the fragment: no server log or Referer header holds them
    expect(new URL(link.url).search).toBe('?mode=signup');
  });

  it('to an address with an account names the same and links to sign-in with the address filled in', async () => {
    const friend = await createUser(ctx, { nickname: 'bob_b', fullName: 'Bob Basic' });
    const folder = await makeFolder(ctx, owner, { name: 'Flat hunt' });
    await invite(folder.id, friend.email, 'viewer');

    const [mail] = await mailsTo(friend.email);
    expect(mail!.text).toContain('Ann Owner shared the folder "Flat hunt" with you on Shortlist.');
    expect(mail!.text).toContain(`Your role: ${ROLE_TEXTS.names.viewer}. You can already view it`);
    expect(mail!.text).toContain(`/auth?mode=signin#${new URLSearchParams({ email: friend.email })}`);
    expect(mail!.text).not.toContain('mode=signup');
    expect(await ctx.db.select().from(invitationLinks)).toEqual([]);
  });

  it('stores only the hash of the token, with its address and expiry', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'hash@example.com');
    const { token } = await invitationLink('hash@example.com');
    const rows = await ctx.db.select().from(invitationLinks);
    expect(rows).toEqual([
      expect.objectContaining({
        tokenHash: createHash('sha256').update(token).digest('hex'),
        email: 'hash@example.com',
        folderId: folder.id,
        usedAt: null,
        expiresAt: new Date(ctx.clock.now().getTime() + INVITATION_LINK.ttlDays * DAY_MS),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('signing up through the invitation link', () => {
  it('confirms the address, so the shared folder is there at once with the invited role; no confirmation mail', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Trip' });
    await invite(folder.id, 'new.person@example.com', 'rater');
    const link = await invitationLink('new.person@example.com');

    const res = await signUp(
      signUpBody({
        email: link.email,
        nickname: 'newbie',
        fullName: 'Nina New',
        invitationToken: link.token,
      }),
    ).expect(201);
    expect(res.body.user.emailConfirmed).toBe(true);
    // no "No folders yet" until a confirmation: the folder is in My Folders right away
    expect((await foldersOf(res.body.accessToken)).map((f) => [f.name, f.isOwned, f.myRole])).toEqual([
      ['Trip', false, 'rater'],
    ]);
    const list = (
      await request(ctx.app).get(`/api/folders/${folder.id}/collaborators`).set('Authorization', owner.auth)
    ).body as CollaboratorList;
    expect(list.invitations).toEqual([]);
    expect(list.collaborators.map((c) => [c.profile.fullName, c.role, c.invitedBy])).toEqual([
      ['Nina New', 'rater', owner.id],
    ]);
    // the address is proven: nothing asks to confirm it, and sharing (which needs it) is open to the account
    const subjects = (await mailsTo(link.email)).map((m) => m.subject);
    expect(subjects).not.toContain('Confirm your Shortlist e-mail address');
    const activity = await request(ctx.app)
      .get(`/api/folders/${folder.id}/activity`)
      .set('Authorization', owner.auth)
      .expect(200);
    expect(
      activity.body.entries.map((e: { actor: { name: string }; action: string; detail: string }) => [
        e.actor.name,
        e.action,
        e.detail,
      ]),
    ).toEqual([['Nina New', 'joined Trip', 'As rater']]);
  });

  it('takes the address in any case, as the link and the account store it lower-cased', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Trip' });
    await invite(folder.id, 'Case@Example.com');
    const link = await invitationLink('case@example.com');
    const res = await signUp(
      signUpBody({ email: 'CASE@example.com', nickname: 'casey', invitationToken: link.token }),
    ).expect(201);
    expect((await foldersOf(res.body.accessToken)).map((f) => f.name)).toEqual(['Trip']);
  });

  it('refuses the link for another address, creating nothing', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'invited@example.com');
    const link = await invitationLink('invited@example.com');

    const res = await signUp(
      signUpBody({ email: 'someone.else@example.com', nickname: 'else', invitationToken: link.token }),
    ).expect(400);
    expect(res.body.error).toEqual({
      code: 'INVITATION_INVALID',
      message: INVITATION_ERRORS.wrongEmail,
      fields: { email: INVITATION_ERRORS.wrongEmail },
    });
    // nothing was made, and the link still works for the invited address
    await request(ctx.app).get('/api/auth/availability/email?email=someone.else@example.com').expect(200, {
      available: true,
    });
    await signUp(signUpBody({ email: link.email, nickname: 'invited', invitationToken: link.token })).expect(
      201,
    );
  });

  it('refuses a link used already, also for the same address again', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'once@example.com');
    const link = await invitationLink('once@example.com');
    await signUp(signUpBody({ email: link.email, nickname: 'first', invitationToken: link.token })).expect(
      201,
    );

    const again = await signUp(
      signUpBody({ email: link.email, nickname: 'second', invitationToken: link.token }),
    ).expect(400);
    expect(again.body.error).toEqual({
      code: 'INVITATION_INVALID',
      message: INVITATION_ERRORS.used,
      fields: { invitationToken: INVITATION_ERRORS.used },
    });
  });

  it('counts as used once the address signed up without it and confirmed by mail', async () => {
    const folder = await makeFolder(ctx, owner, { name: 'Trip' });
    await invite(folder.id, 'direct@example.com');
    const link = await invitationLink('direct@example.com');
    const direct = await signUp(signUpBody({ email: 'direct@example.com', nickname: 'direct' })).expect(201);
    expect(direct.body.user.emailConfirmed).toBe(false);
    await confirmSignUp(ctx, 'direct@example.com');
    expect((await foldersOf(direct.body.accessToken)).map((f) => f.name)).toEqual(['Trip']);

    const late = await signUp(
      signUpBody({ email: link.email, nickname: 'late', invitationToken: link.token }),
    ).expect(400);
    expect(late.body.error.message).toBe(INVITATION_ERRORS.used);
  });

  it('refuses an expired link, and takes it until then', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'late@example.com');
    await invite(folder.id, 'intime@example.com');
    const late = await invitationLink('late@example.com');
    const inTime = await invitationLink('intime@example.com');

    ctx.clock.advance(INVITATION_LINK.ttlDays * DAY_MS - 1);
    await signUp(
      signUpBody({ email: inTime.email, nickname: 'in_time', invitationToken: inTime.token }),
    ).expect(201);
    ctx.clock.advance(1);
    const res = await signUp(
      signUpBody({ email: late.email, nickname: 'too_late', invitationToken: late.token }),
    ).expect(400);
    expect(res.body.error).toEqual({
      code: 'INVITATION_INVALID',
      message: INVITATION_ERRORS.expired,
      fields: { invitationToken: INVITATION_ERRORS.expired },
    });
    // the invitation itself stands: a sign-up without the link gets it once the address is confirmed
    const plain = await signUp(signUpBody({ email: late.email, nickname: 'too_late' })).expect(201);
    expect(plain.body.user.emailConfirmed).toBe(false);
    expect(await foldersOf(plain.body.accessToken)).toEqual([]);
    await confirmSignUp(ctx, late.email);
    expect((await foldersOf(plain.body.accessToken)).map((f) => f.id)).toEqual([folder.id]);
  });

  it('refuses a token that is not one of ours, and the link of a cancelled invitation', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'maybe@example.com');
    const link = await invitationLink('maybe@example.com');

    const made = await signUp(
      signUpBody({ email: link.email, nickname: 'guess', invitationToken: 'x'.repeat(43) }),
    ).expect(400);
    expect(made.body.error).toMatchObject({
      code: 'INVITATION_INVALID',
      message: INVITATION_ERRORS.invalid,
    });
    const tooLong = await signUp(
      signUpBody({ email: link.email, nickname: 'guess', invitationToken: 'x'.repeat(500) }),
    ).expect(400);
    expect(tooLong.body.error.fields).toEqual({ invitationToken: INVITATION_ERRORS.invalid });

    const [invitation] = (
      (await request(ctx.app).get(`/api/folders/${folder.id}/collaborators`).set('Authorization', owner.auth))
        .body as CollaboratorList
    ).invitations;
    await request(ctx.app)
      .delete(`/api/folders/${folder.id}/invitations/${invitation!.id}`)
      .set('Authorization', owner.auth)
      .expect(204);
    const cancelled = await signUp(
      signUpBody({ email: link.email, nickname: 'maybe', invitationToken: link.token }),
    ).expect(400);
    expect(cancelled.body.error.message).toBe(INVITATION_ERRORS.invalid);
    expect(await ctx.db.select().from(invitationLinks).where(eq(invitationLinks.email, link.email))).toEqual(
      [],
    );
  });

  it('still refuses a taken address with the catalogue text when the link is fine', async () => {
    const folder = await makeFolder(ctx, owner);
    await invite(folder.id, 'taken@example.com');
    const link = await invitationLink('taken@example.com');
    // the account came after the invitation and before its confirmation
    await createUser(ctx, { email: 'taken@example.com', nickname: 'taken' });
    const res = await signUp(
      signUpBody({ email: link.email, nickname: 'taken_two', invitationToken: link.token }),
    ).expect(409);
    expect(res.body.error.message).toBe(AUTH_ERRORS.userAlreadyRegistered);
  });
});
