/**
 * The answer writer: an answer reaches the client with the keys its contract names and no other, whether the
 * test suites' check is on or off (production), and an answer that drifted from its contract is a 500.
 */
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { allEndpoints, defineEndpoint, itemCardSchema, type ItemCard } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import type { AppDeps } from '../../src/deps';
import { keyOutsideContract } from '../../src/http/contract-keys';
import { mount } from '../../src/http/endpoint';
import { errorHandler } from '../../src/http/error-handler';
import type { Routes } from '../../src/http/route-table';
import { answerText, checkedText, JsonText } from '../../src/http/serializer';

const card = {
  id: '2b1e0c6e-7d55-4d5e-9a59-3f1f3b0c1d2e',
  folderId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  name: 'Tent "Ridge" 2p',
  description: null,
  priceCents: 12999,
  currency: 'USD',
  sourceUrl: null,
  categoryId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  categoryName: 'Camping',
  creator: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae8', nickname: 'ana', fullName: null, avatarUrl: null },
  myRating: null,
  photoUrl: null,
  isPrivate: false,
  needsDetails: false,
  commentCount: 2,
  keyFacts: [],
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
} satisfies ItemCard;

const leaky = {
  ...card,
  passwordHash: '$2b$12$secret',
  creator: { ...card.creator, email: 'ana@example.com' },
};

/** An app with one contract endpoint answering `answer`, mounted as the features mount theirs. */
function appAnswering(answer: unknown, responseCheck: boolean) {
  const app = express();
  const deps = { config: { responseCheck }, logger: pino({ level: 'silent' }) } as unknown as AppDeps;
  const routes = {
    deps,
    get: (path: string, ...handlers: express.RequestHandler[]) => app.get(path, ...handlers),
  } as unknown as Routes;
  const endpoint = defineEndpoint({
    method: 'get',
    path: '/card',
    summary: 'A card',
    tag: 'Test',
    auth: false,
    response: itemCardSchema,
  });
  mount(routes, endpoint, () => answer as ItemCard);
  app.use(errorHandler());
  return app;
}

describe('the answer writer', () => {
  it('has a key tree for every contract response (the check of text the database writes)', () => {
    const withResponse = allEndpoints.filter((e) => e.response);
    expect(withResponse.length).toBeGreaterThan(50);
    for (const endpoint of withResponse)
      expect(keyOutsideContract(endpoint.response!, Buffer.from('null')), endpoint.path).toBeNull();
  });

  it('writes what the zod parse writes, nulls and nested objects included', () => {
    for (const value of [card, { ...card, creator: null, myRating: 7, description: 'Line 1\nLine "2"' }])
      expect(answerText(itemCardSchema, value)).toBe(JSON.stringify(itemCardSchema.parse(value)));
  });

  it('drops every field the contract does not name, at any depth (nothing private leaks)', () => {
    const text = answerText(itemCardSchema, leaky);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('ana@example.com');
    expect(JSON.parse(text)).toEqual(card);
  });

  it('refuses an answer that drifted from the contract, and text with a key the contract does not name', () => {
    expect(() => answerText(itemCardSchema, { ...card, myRating: 'seven' })).toThrow(/contract/);
    expect(() => answerText(itemCardSchema, { ...card, creator: undefined })).toThrow(/contract/);
    expect(() => checkedText(itemCardSchema, new JsonText(JSON.stringify(leaky)))).toThrow(/differs/);
    expect(checkedText(itemCardSchema, new JsonText(JSON.stringify(card)))).toBe(JSON.stringify(card));
  });

  for (const responseCheck of [false, true])
    describe(`through mount(), ${responseCheck ? "in the test suites' mode" : 'in production mode'}`, () => {
      it('answers an object carrying a private key without it', async () => {
        const res = await request(appAnswering(leaky, responseCheck)).get('/card').expect(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(res.text).not.toContain('passwordHash');
        expect(res.text).not.toContain('$2b$');
        expect(res.text).not.toContain('ana@example.com');
        expect(res.body).toEqual(card);
      });

      it('answers an answer that drifted from its contract with a 500, not a 400', async () => {
        const res = await request(appAnswering({ ...card, myRating: 'seven' }, responseCheck)).get('/card');
        expect(res.status).toBe(500);
        expect((res.body as { error: { code: string } }).error.code).toBe('INTERNAL');
      });
    });
});
