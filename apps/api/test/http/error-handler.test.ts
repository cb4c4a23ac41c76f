/** Database errors a request can meet under load answer a clear 4xx/503, never a 500. */
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RETRY_AFTER_SECONDS, SERVICE_TEXTS } from '@shortlist/contracts';
import { errorHandler } from '../../src/http/error-handler';

/** An app whose one route fails the way a PostgreSQL driver reports `code`. */
function failingWith(code: string) {
  const app = express();
  app.get('/fail', () => {
    throw Object.assign(new Error('statement failed'), { code });
  });
  app.use(errorHandler());
  return app;
}

describe('error handler', () => {
  it.each([
    ['40P01', 'a deadlock between two transactions'],
    ['40001', 'a serialisation failure'],
  ])('answers %s (%s) with 503, Retry-After and a message to try again', async (code) => {
    const res = await request(failingWith(code)).get('/fail');
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ error: { code: 'SERVICE_UNAVAILABLE', message: SERVICE_TEXTS.unavailable } });
  });

  it('still answers an unknown failure with 500 and no detail', async () => {
    const res = await request(failingWith('XX000')).get('/fail');
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('statement failed');
  });
});
