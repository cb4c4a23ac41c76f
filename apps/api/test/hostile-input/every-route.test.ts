import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, type Endpoint, SERVICE_TEXTS } from '@shortlist/contracts';
import { bodyContentTypes } from '../../src/http/body-type';
import { createUser, type TestUser, itemBody, makeCategory, makeFolder, makeItem } from '../factories';
import { createTestContext, type TestContext } from '../test-app';

/**
 * Every contract route, signed in, with the bodies an attacker or a careless client sends: JSON nested 5,000
 * deep (a stack overflow in the control-character walk: 500 on every JSON route), a body as text/plain, as a
 * form or as UTF-7 (read as if empty: a 200 from a body nobody read), and a key the contract does not name
 * (dropped: a silent no-op). No answer is a 5xx; a route that takes a body refuses each with its own code.
 */
let ctx: TestContext;
let user: TestUser;
let folderId: string;
let itemId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  user = await createUser(ctx, { plan: 'premium_monthly' });
  const folder = await makeFolder(ctx, user);
  const category = await makeCategory(ctx, user);
  folderId = folder.id;
  itemId = (await makeItem(ctx, user, folder.id, itemBody(category))).id;
});
afterAll(() => ctx.close());

const OTHER_ID = '00000000-0000-4000-8000-000000000000';

/** The route's path with its placeholders filled: the signed-in user's own folder and item where it names one. */
function pathOf(endpoint: Endpoint): string {
  return endpoint.path
    .replace(/^\/api\/folders\/:id/, `/api/folders/${folderId}`)
    .replace(/^\/api\/items\/:id/, `/api/items/${itemId}`)
    .replace(':token', 'x'.repeat(43))
    .replace(':fileName', 'a.jpg')
    .replace(/:\w+/g, OTHER_ID);
}

const DEPTH = 5000;
const deepJson = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;

interface Hostile {
  name: string;
  contentType: string;
  body: string;
  /** What a route whose contract has a body answers (status, and the error's message or a field it names). */
  expected: (endpoint: Endpoint) => { status: number; message?: string; field?: [string, string] };
}

const refusedType = (endpoint: Endpoint) => ({
  status: 415,
  message: SERVICE_TEXTS.unsupportedBody(bodyContentTypes(endpoint)),
});
const takesJson = (endpoint: Endpoint) => bodyContentTypes(endpoint).includes('application/json');

const HOSTILE: Hostile[] = [
  {
    name: `JSON nested ${DEPTH} deep`,
    contentType: 'application/json',
    body: deepJson,
    expected: (e) => (takesJson(e) ? { status: 400, message: SERVICE_TEXTS.tooDeep } : refusedType(e)),
  },
  {
    name: 'text/plain',
    contentType: 'text/plain',
    body: '{"name":"Flats"}',
    expected: refusedType,
  },
  {
    name: 'a form',
    contentType: 'application/x-www-form-urlencoded',
    body: 'name=Flats&description=x',
    expected: refusedType,
  },
  {
    name: 'JSON in UTF-7',
    contentType: 'application/json; charset=utf-7',
    body: '{}',
    expected: refusedType,
  },
  {
    name: 'an unknown key',
    contentType: 'application/json',
    body: '{"$hostile":null}',
    expected: (e) =>
      takesJson(e)
        ? {
            status: 400,
            message: SERVICE_TEXTS.unknownFields(['$hostile']),
            field: ['$hostile', SERVICE_TEXTS.unknownField],
          }
        : refusedType(e),
  },
];

function send(endpoint: Endpoint, hostile: Hostile) {
  return request(ctx.app)
    [endpoint.method](pathOf(endpoint))
    .set('Authorization', user.auth)
    .set('Content-Type', hostile.contentType)
    .send(hostile.body);
}

// the routes that end the session or the account go last, so every other route is called signed in
const ENDS_SESSION = new Set(['post /api/auth/sign-out', 'delete /api/account']);
const inOrder = [...allEndpoints].sort(
  (a, b) =>
    Number(ENDS_SESSION.has(`${a.method} ${a.path}`)) - Number(ENDS_SESSION.has(`${b.method} ${b.path}`)),
);

/** The walk in batches by feature, the session-ending routes as the last batch. */
const groups: Array<[string, Endpoint[]]> = [];
for (const endpoint of inOrder) {
  const tag = ENDS_SESSION.has(`${endpoint.method} ${endpoint.path}`)
    ? 'the routes that end the session'
    : endpoint.tag;
  const group = groups.at(-1)?.[0] === tag ? groups.at(-1) : undefined;
  if (group) group[1].push(endpoint);
  else groups.push([tag, [endpoint]]);
}

describe('hostile bodies on every route', () => {
  it('walks every route the OpenAPI document describes', async () => {
    const doc = (await request(ctx.app).get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m} ${path}`),
    );
    const walked = inOrder.map((e) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(new Set(walked)).toEqual(new Set(documented));
  });

  // one test per feature (tag), in the walk's order: each is a bounded batch of requests
  let refused = 0;
  it.each(groups)(
    'never answers 5xx on %s, and a route that takes a body refuses each with its code and message',
    async (_tag, endpoints) => {
      const failures: string[] = [];
      for (const endpoint of endpoints) {
        for (const hostile of HOSTILE) {
          const res = await send(endpoint, hostile);
          const name = `${endpoint.method.toUpperCase()} ${endpoint.path} with ${hostile.name}`;
          if (res.status >= 500) failures.push(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
          if (!endpoint.body) continue;
          refused++;
          const want = hostile.expected(endpoint);
          const error = (res.body as { error?: { message?: string; fields?: Record<string, string> } }).error;
          if (
            res.status !== want.status ||
            (want.message !== undefined && error?.message !== want.message) ||
            (want.field !== undefined && error?.fields?.[want.field[0]] !== want.field[1])
          )
            failures.push(
              `${name}: ${res.status} ${JSON.stringify(res.body)}, expected ${JSON.stringify(want)}`,
            );
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('tried every route with a body (dozens) with every hostile body', () => {
    expect(refused).toBeGreaterThan(40 * HOSTILE.length);
  });
});
