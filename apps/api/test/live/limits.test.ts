/**
 * What bounds the live streams: a person's streams on an instance (one more ends their oldest, which is told
 * why), ticket requests per person and per address, the instance's total (503 + Retry-After), and the access
 * token behind a ticket (the stream ends with an event asking for a reconnect when it expires).
 */
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LIVE,
  LIVE_END_REASONS,
  LIVE_END_TEXTS,
  LIVE_ERRORS,
  RETRY_AFTER_SECONDS,
  SECOND_MS,
  SESSION,
  type LiveChange,
} from '@shortlist/contracts';
import { loadConfig } from '../../src/config/env';
import { notifications } from '../../src/db/schema';
import { createThreeUsers, withFreshToken, type TestUser } from '../factories';
import { createTestContext, type TestContext } from '../test-app';
import { connectSse, type SseEvent } from './sse-client';

/** The instance's cap: room for one person's whole allowance and two streams more. */
const INSTANCE_MAX = LIVE.streamsPerPersonMax + 2;
/** Tickets per person and per address in a window, small enough to reach. */
const TICKETS_PER_PERSON = LIVE.streamsPerPersonMax + 2;
const TICKETS_PER_IP = 2 * TICKETS_PER_PERSON + 6;

let ctx: TestContext;
let owner: TestUser;
let collaborator: TestUser;
let stranger: TestUser;
const open: Array<{ stop: () => Promise<void> }> = [];

beforeAll(async () => {
  ctx = await createTestContext({
    liveTimings: { heartbeatMs: 40 },
    rateLimits: {
      liveTickets: { windowMs: 60_000, limit: TICKETS_PER_PERSON },
      liveTicketsPerIp: { windowMs: 60_000, limit: TICKETS_PER_IP },
    },
    // behind one proxy: the client address comes from X-Forwarded-For
    config: { trustProxy: 1, liveStreamsMax: INSTANCE_MAX },
  });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  ({ owner, collaborator, stranger } = await createThreeUsers(ctx));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((conn) => conn.stop()));
});

const askTicket = (user: TestUser, ip = '198.51.100.1') =>
  request(ctx.app).post('/api/events/ticket').set('Authorization', user.auth).set('X-Forwarded-For', ip);

async function ticketFor(user: TestUser): Promise<string> {
  const res = await askTicket(user);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { ticket: string }).ticket;
}

async function stream(query: string) {
  const conn = await connectSse(ctx.app, `/api/events${query}`);
  open.push(conn);
  return conn;
}

/** A signed-in person's stream, once it said it is ready. */
async function streamOf(user: TestUser, lastEventId?: string) {
  const resume = lastEventId === undefined ? '' : `&lastEventId=${lastEventId}`;
  const conn = await stream(`?ticket=${encodeURIComponent(await ticketFor(user))}${resume}`);
  expect(conn.status, JSON.stringify(conn.body)).toBe(200);
  await conn.waitFor((e) => e.event === 'ready');
  return conn;
}

const ended = (e: SseEvent) => e.event === 'end';
const bell = (e: SseEvent) => e.event === 'change' && (e.data as LiveChange).notifications;
const ringBell = (user: TestUser) =>
  ctx.db.insert(notifications).values({ userId: user.id, kind: 'test.marker', payload: {} });
const hub = () => ctx.deps.live!;

describe('streams per person', () => {
  it(`closes the oldest of more than ${LIVE.streamsPerPersonMax}, telling it why first, and no other`, async () => {
    const theirs = [];
    for (let i = 0; i < LIVE.streamsPerPersonMax; i += 1) theirs.push(await streamOf(owner));
    const someoneElse = await streamOf(collaborator);
    expect(hub().size).toBe(LIVE.streamsPerPersonMax + 1);

    const newest = await streamOf(owner);
    const [oldest, ...kept] = theirs;
    const end = await oldest!.waitFor(ended);
    expect(end.data).toEqual({
      reason: LIVE_END_REASONS.replaced,
      reconnect: false,
      message: LIVE_END_TEXTS.replaced,
    });
    // the last thing on the stream: nothing follows it, and it moves no position
    expect(oldest!.events.at(-1)).toBe(end);
    expect(end.id).toBeUndefined();
    await oldest!.ended;
    expect(hub().size).toBe(LIVE.streamsPerPersonMax + 1);

    // every other stream of theirs, the new one and the other person's stay open and keep hearing
    await ringBell(owner);
    await ringBell(collaborator);
    for (const conn of [...kept, newest]) await conn.waitFor(bell);
    await someoneElse.waitFor(bell);
    for (const conn of [...kept, newest, someoneElse]) expect(conn.events.some(ended)).toBe(false);
  });
});

describe('ticket requests', () => {
  it('are limited per person with the usual 429 body, whoever else asks from the same address', async () => {
    for (let i = 0; i < TICKETS_PER_PERSON; i += 1) await askTicket(owner).expect(201);
    const refused = await askTicket(owner).expect(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: LIVE_ERRORS.tooManyTickets } });
    expect(refused.headers['ratelimit-policy']).toBeDefined();
    // a budget of their own: from another address too
    await askTicket(owner, '198.51.100.2').expect(429);
    await askTicket(collaborator).expect(201);
  });

  it('are limited per address, whichever people ask', async () => {
    const ip = '203.0.113.7';
    const people = [owner, collaborator, stranger];
    let asked = 0;
    for (const person of people) {
      for (let i = 0; i < TICKETS_PER_PERSON && asked < TICKETS_PER_IP; i += 1, asked += 1) {
        await askTicket(person, ip).expect(201);
      }
    }
    expect(asked).toBe(TICKETS_PER_IP);
    const refused = await askTicket(stranger, ip).expect(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message: LIVE_ERRORS.tooManyTickets } });
    // the same person from elsewhere is still under their own budget
    await askTicket(stranger, '203.0.113.8').expect(201);
  });
});

describe("the instance's streams", () => {
  it('are capped by LIVE_STREAMS_MAX, a whole number of at least 1', () => {
    expect(loadConfig({ NODE_ENV: 'test', LIVE_STREAMS_MAX: '7' }).liveStreamsMax).toBe(7);
    expect(loadConfig({ NODE_ENV: 'test' }).liveStreamsMax).toBeGreaterThan(0);
    for (const bad of ['0', '2.5', 'many']) {
      expect(() => loadConfig({ NODE_ENV: 'test', LIVE_STREAMS_MAX: bad })).toThrow(/LIVE_STREAMS_MAX/);
    }
  });

  it(`answer 503 with Retry-After past LIVE_STREAMS_MAX, and open again once one closes`, async () => {
    const owners = [];
    for (let i = 0; i < LIVE.streamsPerPersonMax; i += 1) owners.push(await streamOf(owner));
    const collaborators = [await streamOf(collaborator), await streamOf(collaborator)];
    expect(hub().size).toBe(INSTANCE_MAX);

    const refused = await stream(`?ticket=${encodeURIComponent(await ticketFor(stranger))}`);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(refused.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: LIVE_ERRORS.serverFull } });
    expect(hub().size).toBe(INSTANCE_MAX);

    // one more of a person at their own cap takes the place of their oldest: the total does not grow
    await streamOf(owner);
    await owners[0]!.ended;
    expect(hub().size).toBe(INSTANCE_MAX);

    collaborators[0]!.close();
    await expect.poll(() => hub().size).toBe(INSTANCE_MAX - 1);
    await streamOf(stranger);
    expect(hub().size).toBe(INSTANCE_MAX);
  });
});

describe('the access token behind a ticket', () => {
  const tokenLifeMs = SESSION.accessTokenTtlSeconds * SECOND_MS;

  it('ends the stream when it expires, with an event asking for a fresh ticket; the next one misses nothing', async () => {
    const conn = await streamOf(owner);
    await ringBell(owner);
    const lastId = (await conn.waitFor(bell)).id!;

    // a second short of its expiry: the stream beats on
    ctx.clock.advance(tokenLifeMs - SECOND_MS);
    const from = conn.events.length;
    await conn.waitFor((e) => e.event === 'heartbeat' && conn.events.indexOf(e) > from);
    expect(conn.events.some(ended)).toBe(false);

    ctx.clock.advance(2 * SECOND_MS);
    const end = await conn.waitFor(ended);
    expect(end.data).toEqual({
      reason: LIVE_END_REASONS.tokenExpired,
      reconnect: true,
      message: LIVE_END_TEXTS.tokenExpired,
    });
    expect(end.id).toBeUndefined();
    await conn.ended;
    expect(hub().size).toBe(0);

    // while it reconnects something happens; the expired token gets no ticket, a refreshed one does
    await ringBell(owner);
    await askTicket(owner).expect(401);
    const again = await streamOf(withFreshToken(ctx, owner), lastId);
    const replayed = again.events.slice(
      0,
      again.events.findIndex((e) => e.event === 'ready'),
    );
    expect(replayed.filter(bell)).toHaveLength(1);
    expect(replayed.some((e) => e.event === 'revalidate-all')).toBe(false);
  });

  it('opens nothing with a ticket redeemed after its token expired', async () => {
    ctx.clock.advance(tokenLifeMs - SECOND_MS);
    const ticket = await ticketFor(owner);
    ctx.clock.advance(2 * SECOND_MS);
    const refused = await stream(`?ticket=${encodeURIComponent(ticket)}`);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ error: { message: LIVE_ERRORS.ticketInvalid } });
  });
});
