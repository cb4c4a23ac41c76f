import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSmtpMailer } from '../../src/integrations/mailer/smtp.mailer';
import { deliverOutbox, OUTBOX_POLICY, queueMail } from '../../src/integrations/mailer/outbox';
import { listOutbox } from '../../src/integrations/mailer/outbox.repository';
import { createUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const requestCode = (email: string) =>
  request(ctx.app).post('/api/account/password-reset/send-code').send({ email }).expect(200);

describe('mail outbox', () => {
  it('delivers queued mail over real SMTP and marks it sent', async () => {
    const user = await createUser(ctx);
    await requestCode(user.email);
    expect(ctx.smtp.received).toHaveLength(0);
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.from).toBe('no-reply@shortlist.local');
    expect(mail!.subject).toBe('Your Shortlist password reset code');
    expect((await listOutbox(ctx.db))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    // delivered once only
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 0, failed: 0 });
  });

  it('keeps a mail while the SMTP server is down and delivers it later, with backoff', async () => {
    const down = { ...ctx.deps, mailer: createSmtpMailer('smtp://127.0.0.1:1', ctx.deps.config.mailFrom) };
    const user = await createUser(ctx);
    await requestCode(user.email);

    expect(await deliverOutbox(down)).toEqual({ sent: 0, failed: 1 });
    let [row] = await listOutbox(ctx.db);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(OUTBOX_POLICY.firstRetryMs);

    // not due yet: nothing is sent even though the server is back
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 0, failed: 0 });
    ctx.clock.advance(OUTBOX_POLICY.firstRetryMs);
    expect(await deliverOutbox(down)).toEqual({ sent: 0, failed: 1 });
    [row] = await listOutbox(ctx.db);
    expect(row!.nextAttemptAt.getTime() - ctx.clock.now().getTime()).toBe(OUTBOX_POLICY.firstRetryMs * 2);

    ctx.clock.advance(OUTBOX_POLICY.firstRetryMs * 2);
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([user.email]);
    expect((await listOutbox(ctx.db))[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('sends nothing when the transaction that queued the mail rolls back', async () => {
    await expect(
      ctx.db.transaction(async (tx) => {
        await queueMail(tx, ctx.deps, { to: 'x@example.com', subject: 'S', text: 'T' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await listOutbox(ctx.db)).toHaveLength(0);
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 0, failed: 0 });
  });
});
