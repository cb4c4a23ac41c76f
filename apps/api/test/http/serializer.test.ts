import { allEndpoints, foldersEndpoints, itemCardSchema } from '@shortlist/contracts';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { checkedSerialize, responseSerializer, serializerSchema } from '../../src/http/serializer';

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
};

describe('response serializer', () => {
  it('compiles a serializer for every contract response', () => {
    const withResponse = allEndpoints.filter((e) => e.response);
    expect(withResponse.length).toBeGreaterThan(50);
    for (const endpoint of withResponse)
      expect(typeof responseSerializer(endpoint.response!)).toBe('function');
  });

  it('writes what the zod parse writes, nulls and nested objects included', () => {
    for (const value of [card, { ...card, creator: null, myRating: 7, description: 'Line 1\nLine "2"' }])
      expect(JSON.parse(responseSerializer(itemCardSchema)(value))).toEqual(
        JSON.parse(JSON.stringify(itemCardSchema.parse(value))),
      );
  });

  it('drops every field the contract does not name, at any depth (nothing private leaks)', () => {
    const leaky = { ...card, passwordHash: 'x', creator: { ...card.creator, email: 'ana@example.com' } };
    const text = responseSerializer(itemCardSchema)(leaky);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('ana@example.com');
  });

  it('has no run-time union for "X or null" (no per-value schema validation)', () => {
    const schema = JSON.stringify(serializerSchema(foldersEndpoints.get.response!));
    expect(schema).not.toContain('anyOf');
    expect(schema).not.toContain('"pattern"');
  });

  it('in the test suites, refuses an answer that drifted from the contract', () => {
    expect(() => checkedSerialize(itemCardSchema, { ...card, myRating: 'seven' })).toThrow(ZodError);
    expect(() => checkedSerialize(itemCardSchema, { ...card, creator: undefined })).toThrow(ZodError);
    expect(checkedSerialize(itemCardSchema, card)).toBe(responseSerializer(itemCardSchema)(card));
  });
});
