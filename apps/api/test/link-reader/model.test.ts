import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/env';
import { createLinkReader, type CategoryAttributeRef } from '../../src/integrations/link-reader';
import { startFixtureServer, type FixtureServer } from './fixture-server';

/** A local stand-in for an OpenAI-compatible chat completions endpoint. */
interface FakeModel {
  baseUrl: string;
  calls: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  /** What the next calls answer: a completion content string, an HTTP status, or 'hang'. */
  answer: string | number | 'hang';
  close(): Promise<void>;
}

async function startFakeModel(): Promise<FakeModel> {
  const fake: FakeModel = { baseUrl: '', calls: [], answer: '{}', close: async () => {} };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      fake.calls.push({
        path: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(raw) as Record<string, unknown>,
      });
      if (fake.answer === 'hang') return;
      if (typeof fake.answer === 'number') {
        res.writeHead(fake.answer).end('{}');
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: fake.answer } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

const attributes: CategoryAttributeRef[] = [
  { id: 'a1', name: 'Brand', attributeType: 'text', options: [] },
  { id: 'a2', name: 'Pump pressure', attributeType: 'number', options: [] },
  { id: 'a3', name: 'Colour', attributeType: 'text', options: ['Black', 'Silver'] },
  { id: 'a4', name: 'Warranty', attributeType: 'text', options: [] },
];

let pages: FixtureServer;
let model: FakeModel;
beforeAll(async () => {
  pages = await startFixtureServer();
  model = await startFakeModel();
});
afterAll(async () => {
  await pages.close();
  await model.close();
});
beforeEach(() => {
  model.calls.length = 0;
});

function readerWithModel(modelTimeoutMs = 2000) {
  return createLinkReader({
    allowLoopbackForTests: true,
    llm: { baseUrl: model.baseUrl, apiKey: 'test-key', model: 'test-model' },
    modelTimeoutMs,
  });
}

describe('the optional model step', () => {
  it('is configured only when both LLM_BASE_URL and LLM_API_KEY are set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).llm).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: 'http://127.0.0.1:1/v1' }).llm).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', LLM_BASE_URL: 'http://127.0.0.1:1/v1', LLM_API_KEY: 'k' }).llm,
    ).toEqual({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: 'k', model: 'gpt-4o-mini' });
  });

  it("sends the page text and the category's attribute names, and maps the answer onto them", async () => {
    model.answer = JSON.stringify({
      name: 'A different name',
      price: 1,
      attributes: {
        brand: 'Kitchen Things',
        'Pump pressure': '15 bar',
        Colour: 'silver',
        Unknown: 'x',
        Warranty: null,
      },
    });
    const reading = await readerWithModel().readProduct(pages.url('/pages/opengraph.html'), attributes);

    expect(model.calls).toHaveLength(1);
    const call = model.calls[0]!;
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ model: 'test-model', response_format: { type: 'json_object' } });
    const user = JSON.parse((call.body.messages as Array<{ content: string }>)[1]!.content) as {
      attributes: Array<{ name: string; options?: string[] }>;
      page: string;
    };
    expect(user.attributes.map((a) => a.name)).toEqual(['Brand', 'Pump pressure', 'Colour', 'Warranty']);
    expect(user.attributes[2]!.options).toEqual(['Black', 'Silver']);
    expect(user.page).toContain('Espresso Machine Pro');

    // the page's own data wins; the model only fills what the page left empty, within the category's rules
    expect(reading.name).toBe('Espresso Machine Pro');
    expect(reading.priceCents).toBe(34999);
    expect(reading.attributes).toEqual({ Brand: 'Kitchen Things', 'Pump pressure': '15', Colour: 'Silver' });
    expect(reading.sources.attributes).toEqual({ Brand: 'model', 'Pump pressure': 'model', Colour: 'model' });
    expect(reading.sources.name).toBe('page-metadata');
  });

  it('fills the name and price from the model when the page has none', async () => {
    model.answer = '```json\n{"name": "Plain page product", "price": "19.99", "currency": "usd"}\n```';
    const reading = await readerWithModel().readProduct(pages.url('/pages/nodata.html'));
    expect(reading).toMatchObject({ name: 'Plain page product', priceCents: 1999, currency: 'USD' });
    expect(reading.sources).toMatchObject({ name: 'model', priceCents: 'model', currency: 'model' });
  });

  it('is not asked when the page already gave everything', async () => {
    await readerWithModel().readProduct(pages.url('/pages/jsonld.html'), [attributes[0]!]);
    expect(model.calls).toHaveLength(0);
  });

  it.each([
    ['an error status', 500],
    ['an answer that is not JSON', 'I think the price is 10'],
    ['JSON of the wrong shape', '{"attributes": "none"}'],
  ] as const)('falls back to the page data on %s', async (_label, answer) => {
    model.answer = answer;
    const reading = await readerWithModel().readProduct(pages.url('/pages/opengraph.html'), attributes);
    expect(model.calls).toHaveLength(1);
    expect(reading.name).toBe('Espresso Machine Pro');
    expect(reading.attributes).toEqual({});
  });

  it('gives up on a model that does not answer in time', async () => {
    model.answer = 'hang';
    const started = Date.now();
    const reading = await readerWithModel(300).readProduct(pages.url('/pages/opengraph.html'), attributes);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(reading.priceCents).toBe(34999);
    expect(reading.attributes).toEqual({});
  });
});
