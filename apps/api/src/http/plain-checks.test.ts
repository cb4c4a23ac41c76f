import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { idParamsSchema } from '@shortlist/contracts';
import { parsePlainIdParams } from './plain-checks';
import type { AppDeps } from '../deps';
import { createRouteTable } from './route-table';

/** The params the app's route table hands a route's handlers for a path (find-my-way's own object). */
function routeParams(path: string): unknown {
  const table = createRouteTable({} as AppDeps);
  let params: unknown;
  table.routes.get('/api/items/:id', (req) => {
    params = req.params;
  });
  table.dispatch({ method: 'GET', url: path } as Request, {} as Response, () => {});
  return params;
}

describe('route ids without zod', () => {
  it('answers idParamsSchema’s answer for a uuid, or leaves it to the schema', () => {
    const params = (id: unknown) => Object.assign(Object.create(null) as object, { id });
    const values = [
      'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f',
      'F8D3E3B5-18B0-4CA4-AAD6-2A0B2B66FC1F',
      '00000000-0000-0000-0000-000000000000',
      'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1',
      ' f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f',
      'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f\n',
      'f8d3e3b518b04ca4aad62a0b2b66fc1f',
      'not-an-id',
      '',
      42,
      undefined,
    ];
    let taken = 0;
    for (const value of [...values.map(params), { id: values[0], extra: 'x' }, {}, null, 'id']) {
      const fast = parsePlainIdParams(value);
      const schema = idParamsSchema.safeParse(value);
      if (fast === undefined) continue;
      taken += 1;
      expect(schema.success, JSON.stringify(value)).toBe(true);
      expect(fast).toStrictEqual(schema.data);
    }
    expect(taken).toBeGreaterThanOrEqual(3);
  });

  it('takes the fast way for the params the route table really hands over', () => {
    const id = 'f8d3e3b5-18b0-4ca4-aad6-2a0b2b66fc1f';
    expect(parsePlainIdParams(routeParams(`/api/items/${id}`))).toStrictEqual({ id });
    expect(parsePlainIdParams(routeParams('/api/items/not-an-id'))).toBeUndefined();
  });
});
