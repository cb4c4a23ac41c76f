import type { Response } from 'supertest';
import { expect } from 'vitest';

let sequence = 0;

/** A valid sign-up body with a fresh e-mail and nickname. */
export function signUpBody(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    email: `ada${sequence}@example.com`,
    password: 'secret123',
    fullName: 'Ada Lovelace',
    nickname: `ada_${sequence}`,
    ...overrides,
  };
}

/** The Set-Cookie line of the refresh cookie, if the answer set one. */
export function refreshSetCookie(res: Response): string | undefined {
  const header = res.headers['set-cookie'] as unknown as string[] | string | undefined;
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return lines.find((line) => line.startsWith('sl_refresh='));
}

/** The refresh token the answer set in its cookie (empty when it cleared the cookie). */
export function refreshToken(res: Response): string | undefined {
  const line = refreshSetCookie(res);
  return line ? decodeURIComponent(line.slice('sl_refresh='.length).split(';')[0]!) : undefined;
}

export const refreshCookie = (token: string) => `sl_refresh=${encodeURIComponent(token)}`;

/** Nothing resembling a password or its bcrypt hash in the answer, whatever its status. */
export function expectNoPasswordLeak(res: Response) {
  const text = JSON.stringify(res.body) + JSON.stringify(res.headers);
  expect(text).not.toMatch(/\$2[aby]\$\d\d\$/);
  expect(text).not.toMatch(/password_?hash/i);
  expect(text).not.toContain('secret123');
}
