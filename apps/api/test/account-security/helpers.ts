import * as OTPAuth from 'otpauth';
import request from 'supertest';
import { expect } from 'vitest';
import { TWO_FACTOR } from '@shortlist/contracts';
import type { TestUser } from '../factories';
import type { TestContext } from '../test-app';
import { refreshToken } from '../auth/helpers';
import { deliverOutbox } from '../../src/integrations/mailer/outbox';

export const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs in with the password from a browser; the answer, its access token and refresh cookie. */
export async function passwordSignIn(
  ctx: TestContext,
  user: TestUser,
  userAgent = CHROME_MAC,
  cookie?: string,
) {
  const req = request(ctx.app).post('/api/auth/sign-in').set('User-Agent', userAgent);
  if (cookie) req.set('Cookie', cookie);
  const res = await req.send({ email: user.email, password: user.password });
  return { res, auth: `Bearer ${res.body.accessToken as string}`, refresh: refreshToken(res) };
}

/** The code an authenticator app shows for `secret` at the test clock's now (plus `steps` periods). */
export function totpCode(ctx: TestContext, secret: string, steps = 0): string {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
    algorithm: 'SHA1',
  }).generate({ timestamp: ctx.clock.now().getTime() + steps * TWO_FACTOR.periodSeconds * 1000 });
}

/** Moves the clock to the next code's period, so a new code differs from the one just used. */
export function nextPeriod(ctx: TestContext): void {
  ctx.clock.advance(TWO_FACTOR.periodSeconds * 1000);
}

/** Turns two-factor on for the user: the secret and the recovery codes. */
export async function turnOnTwoFactor(ctx: TestContext, auth: string) {
  const setup = await request(ctx.app).post('/api/two-factor/setup').set('Authorization', auth).expect(200);
  const secret = setup.body.secret as string;
  const enabled = await request(ctx.app)
    .post('/api/two-factor/enable')
    .set('Authorization', auth)
    .send({ code: totpCode(ctx, secret) })
    .expect(200);
  nextPeriod(ctx);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** The kinds in the user's security history, newest first. */
export async function historyKinds(ctx: TestContext, auth: string): Promise<string[]> {
  const res = await request(ctx.app).get('/api/security-history').set('Authorization', auth).expect(200);
  return (res.body.events as Array<{ kind: string }>).map((e) => e.kind);
}

export function expectSession(res: { status: number; body: Record<string, unknown> }) {
  expect(res.status).toBe(200);
  expect(typeof res.body.accessToken).toBe('string');
}

/** The 5-digit code of the newest code mail to `to` (security mails go to the same address). */
export async function mailedCode(ctx: TestContext, to: string): Promise<string> {
  await deliverOutbox(ctx.deps);
  const code = ctx.smtp.received
    .filter((m) => m.to.includes(to))
    .map((m) => /\b(\d{5})\b/.exec(m.text)?.[1])
    .filter(Boolean)
    .at(-1);
  expect(code, `a code mailed to ${to}`).toMatch(/^\d{5}$/);
  return code!;
}
