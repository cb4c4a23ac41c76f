import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_TEXTS } from '@shortlist/contracts';
import { createApp } from '../../src/app';
import { createReadiness } from '../../src/http/readiness';
import { createTestContext, type TestContext } from '../test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('readiness (GET /api/ready)', () => {
  it('is ready when nothing says otherwise and the database answers', async () => {
    const res = await request(ctx.app).get('/api/ready').expect(200);
    expect(res.body).toEqual({ status: 'ready', state: 'ready', database: 'reachable' });
  });

  it('says no while the instance migrates, and other API requests get a clear 503; health stays alive', async () => {
    const readiness = createReadiness('migrating');
    const app = createApp({ ...ctx.deps, readiness, metrics: undefined });
    const ready = await request(app).get('/api/ready').expect(503);
    expect(ready.body).toEqual({ status: 'not_ready', state: 'migrating', database: 'reachable' });
    await request(app).get('/api/health').expect(200);
    const other = await request(app).get('/api/plans').expect(503);
    expect(other.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: SYSTEM_TEXTS.starting } });
    expect(other.headers['retry-after']).toBe('5');

    readiness.set('ready');
    await request(app).get('/api/ready').expect(200);
    await request(app).get('/api/plans').expect(200);
  });

  it('says no while draining, yet still serves requests', async () => {
    const app = createApp({ ...ctx.deps, readiness: createReadiness('draining'), metrics: undefined });
    const res = await request(app).get('/api/ready').expect(503);
    expect(res.body.state).toBe('draining');
    await request(app).get('/api/plans').expect(200);
  });

  it('says no when the database does not answer', async () => {
    const failing = { ...ctx.deps.database, ping: () => Promise.reject(new Error('down')) };
    const app = createApp({ ...ctx.deps, database: failing, metrics: undefined });
    const res = await request(app).get('/api/ready').expect(503);
    expect(res.body).toEqual({ status: 'not_ready', state: 'ready', database: 'unreachable' });
  });
});

describe('metrics (GET /api/metrics)', () => {
  const token = 'metrics-token-for-tests-0123456789';

  it('does not exist unless METRICS_TOKEN is set', async () => {
    const res = await request(ctx.app)
      .get('/api/metrics')
      .set('Authorization', `Bearer ${token}`)
      .expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a caller without the token', async () => {
    const deps = { ...ctx.deps, config: { ...ctx.deps.config, metricsToken: token }, metrics: undefined };
    const app = createApp(deps);
    await request(app).get('/api/metrics').expect(401);
    await request(app).get('/api/metrics').set('Authorization', 'Bearer wrong-token-0123456789').expect(401);
  });

  it('counts requests by route pattern and status, times them, and reports the job queues', async () => {
    const deps: typeof ctx.deps = {
      ...ctx.deps,
      config: { ...ctx.deps.config, metricsToken: token },
      metrics: undefined,
    };
    const app = createApp(deps);
    await request(app).get('/api/plans').expect(200);
    await request(app).get('/api/plans').expect(200);
    await request(app).get('/api/folders/00000000-0000-4000-8000-000000000000').expect(401);
    deps.metrics!.setQueueDepths(async () => ({ 'mail-outbox': 3 }));
    deps.metrics!.jobRan('mail-outbox', 'failed', 0.2);

    const res = await request(app).get('/api/metrics').set('Authorization', `Bearer ${token}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).toContain(
      'shortlist_http_requests_total{method="GET",route="/api/plans",status="200"} 2',
    );
    // the pattern, never the id: one series per route
    expect(res.text).toContain(
      'shortlist_http_requests_total{method="GET",route="/api/folders/:id",status="401"} 1',
    );
    expect(res.text).toMatch(
      /shortlist_http_request_duration_seconds_count\{method="GET",route="\/api\/plans"\} 2/,
    );
    expect(res.text).toContain('shortlist_job_queue_depth{queue="mail-outbox"} 3');
    expect(res.text).toContain('shortlist_job_runs_total{queue="mail-outbox",outcome="failed"} 1');
    expect(res.text).toContain('shortlist_process_cpu_seconds_total');
    // the pool exists on PostgreSQL (TEST_DATABASE_URL), not on PGlite
    if (ctx.deps.database.pool)
      expect(res.text).toMatch(/shortlist_db_pool_connections\{state="total"\} \d+/);
  });
});
