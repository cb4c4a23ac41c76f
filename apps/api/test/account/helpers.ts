import request from 'supertest';
import { expect } from 'vitest';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';
import type { TestContext } from '../test-app';
import { refreshToken } from '../auth/helpers';

/** Runs the outbox worker once (as the pg-boss job would) and returns every mail the SMTP sink has. */
export async function deliverMail(ctx: TestContext) {
  await deliverOutbox(ctx.deps);
  return ctx.smtp.received;
}

/**
 * The 5-digit code of the newest mail to `to` that carries one (delivered over SMTP first): security notices
 * to the same address (a sign-in from a new device) may arrive after it.
 */
export async function latestCode(ctx: TestContext, to: string): Promise<string> {
  const mails = (await deliverMail(ctx)).filter((m) => m.to.includes(to) && /\b\d{5}\b/.test(m.text));
  const mail = mails.at(-1);
  expect(mail, `a mail to ${to}`).toBeDefined();
  const code = /\b(\d{5})\b/.exec(mail!.text)?.[1];
  expect(code).toMatch(/^\d{5}$/);
  return code!;
}

/** A different 5-digit code than `code`. */
export function wrongCode(code: string): string {
  return String((Number(code) + 1) % 100_000).padStart(5, '0');
}

/** Signs in through the API: a real refresh session (cookie) plus an access token. */
export async function signIn(ctx: TestContext, email: string, password: string) {
  const res = await request(ctx.app).post('/api/auth/sign-in').send({ email, password });
  return { res, accessToken: res.body.accessToken as string, refresh: refreshToken(res) };
}

export async function sessionStatus(ctx: TestContext, accessToken: string): Promise<number> {
  return (await request(ctx.app).get('/api/auth/session').set('Authorization', `Bearer ${accessToken}`))
    .status;
}

export async function refreshStatus(ctx: TestContext, refresh: string): Promise<number> {
  return (
    await request(ctx.app)
      .post('/api/auth/refresh')
      .set('Cookie', `sl_refresh=${encodeURIComponent(refresh)}`)
  ).status;
}

/** The token of the newest sign-up confirmation link mailed to `to` (delivered over SMTP first). */
export async function confirmationToken(ctx: TestContext, to: string): Promise<string> {
  const mail = (await deliverMail(ctx))
    .filter((m) => m.to.includes(to) && m.subject === 'Confirm your Shortlist e-mail address')
    .at(-1);
  expect(mail, `a confirmation mail to ${to}`).toBeDefined();
  const token = /\/confirm-email#([A-Za-z0-9_-]+)/.exec(mail!.text)?.[1];
  expect(token, 'a confirmation link').toBeDefined();
  return token!;
}

/** Opens the confirmation link of a new account, as its owner would. */
export async function confirmSignUp(ctx: TestContext, email: string): Promise<void> {
  const token = await confirmationToken(ctx, email);
  await request(ctx.app).post('/api/account/confirm-email').send({ token }).expect(200);
}
