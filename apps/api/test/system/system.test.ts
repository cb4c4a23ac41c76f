import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allEndpoints, toOpenApiPath } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { contactMessages } from '../../src/db/schema';
import { deliverOutbox, OUTBOX_POLICY } from '../../src/integrations/mailer/outbox';
import { createSmtpMailer } from '../../src/integrations/mailer/smtp.mailer';
import { featureRouters } from '../../src/modules';
import { DOCUMENTATION_ROUTES } from '../../src/modules/system/system.router';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every method+path registered on the Express app, through nested routers. */
function registeredRoutes(stack: Layer[]): string[] {
  const out: string[] = [];
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) out.push(`${method} ${layer.route.path}`);
    } else if (layer.handle?.stack) {
      out.push(...registeredRoutes(layer.handle.stack));
    }
  }
  return out;
}

describe('health', () => {
  it('reports the database as reachable', async () => {
    const res = await request(ctx.app).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers 503 when the database is not reachable', async () => {
    const failing = { ...ctx.deps.database, ping: () => Promise.reject(new Error('down')) };
    const { createApp } = await import('../../src/app');
    const app = createApp({ ...ctx.deps, database: failing });
    const res = await request(app).get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'unavailable', database: 'unreachable' });
  });
});

describe('OpenAPI document', () => {
  it('describes every route the app serves', async () => {
    const doc = (await request(ctx.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const router = (ctx.app as unknown as { router: { stack: Layer[] } }).router;
    // the routers that read a raw body run inside the app's one front middleware, not as layers
    const rawBodyRouters = featureRouters.beforeJson.map((create) => create(ctx.deps) as unknown as Layer);
    const routes = registeredRoutes([
      ...router.stack,
      ...rawBodyRouters.map((handle) => ({ handle }) as Layer),
    ]).filter(
      (r) =>
        r.split(' ')[1]!.startsWith('/api/') &&
        !DOCUMENTATION_ROUTES.some((d) => r.split(' ')[1]!.startsWith(d)),
    );
    expect(routes.length).toBeGreaterThan(0);
    const undocumented = routes.filter((r) => {
      const [method, path] = r.split(' ') as [string, string];
      return !doc.paths[toOpenApiPath(path)]?.[method];
    });
    expect(undocumented).toEqual([]);
    expect(Object.keys(doc.paths).length).toBe(new Set(allEndpoints.map((e) => e.path)).size);
  });

  it('serves the browsable reference as one self-contained page built from the OpenAPI document', async () => {
    const res = await request(ctx.app).get('/api/docs').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toMatch(/<html lang="en">/);
    expect(res.text).toMatch(/<meta name="viewport" content="width=device-width, initial-scale=1" \/>/);
    // nothing to load but the document's own link: no script (the CSP refuses inline ones), nothing from elsewhere
    const references = [...res.text.matchAll(/(?:src|href)="([^"#][^"]*)"/g)].map((m) => m[1]!);
    expect(references).toEqual(['/api/openapi.json']);
    expect(res.text).not.toMatch(/<script/);
    expect(res.text).not.toMatch(/https?:\/\//);
    // every operation of the document has its heading, and every schema it names has an anchor
    const document = (await request(ctx.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { operationId: string }>>;
      components: { schemas: Record<string, unknown> };
    };
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
    expect(operations.length).toBeGreaterThan(50);
    for (const { operationId } of operations) expect(res.text).toContain(`<h3 id="${operationId}">`);
    for (const name of Object.keys(document.components.schemas))
      expect(res.text).toContain(`id="schema-${name}"`);
    const anchors = new Set([...res.text.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]));
    const targets = [...res.text.matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(targets.filter((target) => !anchors.has(target))).toEqual([]);
  });
});

describe('errors', () => {
  it('answers unknown API routes with the error shape', async () => {
    const res = await request(ctx.app).get('/api/nope').expect(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await request(ctx.app)
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
  });
});

describe('contact form', () => {
  const valid = {
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'A question about plans.',
  };

  it('stores the message and e-mails it to support over SMTP, through the outbox, in text and HTML', async () => {
    await request(ctx.app).post('/api/contact').send(valid).expect(201, { ok: true });
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.to).toEqual([ctx.deps.config.supportEmail]);
    expect(mail!.subject).toBe('[Contact] Hello');
    expect(mail!.text).toContain('A question about plans.');
    expect(mail!.raw).toMatch(/^Reply-To: ada@example\.com/im);
    expect(mail!.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail!.raw).toMatch(/Content-Type: text\/html/i);
  });

  it('keeps a message sent while the mail server is down and delivers it when it is back (no 500)', async () => {
    const down = { ...ctx.deps, mailer: createSmtpMailer('smtp://127.0.0.1:1', ctx.deps.config.mailFrom) };
    await request(createApp(down)).post('/api/contact').send(valid).expect(201, { ok: true });
    expect(await deliverOutbox(down)).toEqual({ sent: 0, failed: 1 });
    expect(await ctx.db.select().from(contactMessages)).toHaveLength(1);
    ctx.clock.advance(OUTBOX_POLICY.firstRetryMs);
    expect(await deliverOutbox(ctx.deps)).toEqual({ sent: 1, failed: 0 });
    const [mail] = await ctx.smtp.waitFor(1);
    expect(mail!.subject).toBe('[Contact] Hello');
  });

  it.each([
    [{ ...valid, name: '  ' }, 'name', 'Name is required'],
    [{ ...valid, email: 'nope' }, 'email', 'Please enter a valid email address.'],
    [{ ...valid, subject: 'x'.repeat(26) }, 'subject', 'Subject must be at most 25 characters'],
    [{ ...valid, message: 'x'.repeat(501) }, 'message', 'Message must be at most 500 characters'],
    [{ ...valid, message: undefined }, 'message', 'Message is required'],
  ])('refuses bad input with the field message (%#)', async (body, field, message) => {
    const res = await request(ctx.app).post('/api/contact').send(body).expect(400);
    expect(res.body.error.fields[field]).toBe(message);
  });
});
