import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLinkReader, type CategoryAttributeRef } from '../../src/integrations/link-reader';
import { parsePriceCents, normaliseCurrency } from '../../src/integrations/link-reader/price';
import { startFixtureServer, type FixtureServer } from './fixture-server';

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

const reader = createLinkReader({ allowLoopbackForTests: true });
const attribute = (name: string, extra: Partial<CategoryAttributeRef> = {}): CategoryAttributeRef => ({
  id: `id-${name}`,
  name,
  attributeType: 'text',
  options: [],
  ...extra,
});

describe('reading saved product pages', () => {
  it('reads schema.org JSON-LD first, ahead of meta tags and the title', async () => {
    const reading = await reader.readProduct(server.url('/pages/jsonld.html'), [
      attribute('Brand'),
      attribute('Color', { options: ['Graphite', 'Mineral'] }),
      attribute('Seat height', { attributeType: 'number' }),
      attribute('Bedrooms'),
    ]);
    expect(reading).toMatchObject({
      name: 'Aeron Chair & Headrest',
      description: 'The ergonomic office chair, size B.',
      priceCents: 139550,
      currency: 'USD',
      imageUrl: server.url('/images/aeron-1.jpg'),
      attributes: { Brand: 'Herman Miller', Color: 'Graphite', 'Seat height': '41' },
    });
    expect(reading.sources).toEqual({
      name: 'structured-data',
      description: 'structured-data',
      priceCents: 'structured-data',
      currency: 'structured-data',
      imageUrl: 'structured-data',
      attributes: { Brand: 'structured-data', Color: 'structured-data', 'Seat height': 'structured-data' },
    });
    // the page states nothing about bedrooms, and the related product's price is not this page's
    expect(reading.attributes).not.toHaveProperty('Bedrooms');
  });

  it('finds the Product inside @graph, inside an array, with an AggregateOffer and an ImageObject', async () => {
    const reading = await reader.readProduct(server.url('/pages/graph.html'));
    expect(reading).toMatchObject({
      name: 'Trail Running Shoe',
      priceCents: 8990,
      currency: 'EUR',
      imageUrl: 'https://cdn.outdoor.example/shoe.webp',
      description: null,
    });
    expect(reading.sources.name).toBe('structured-data');
  });

  it('reads Open Graph and product meta tags when there is no structured data', async () => {
    const reading = await reader.readProduct(server.url('/pages/opengraph.html'));
    expect(reading).toMatchObject({
      name: 'Espresso Machine Pro',
      description: 'Fifteen bar pump, steam wand and a 2 litre tank.',
      priceCents: 34999,
      currency: 'GBP',
      imageUrl: 'http://static.kitchen.example/espresso.png',
    });
    expect(reading.sources).toMatchObject({
      name: 'page-metadata',
      priceCents: 'page-metadata',
      currency: 'page-metadata',
      imageUrl: 'page-metadata',
    });
  });

  it("reads microdata: the product's own name (not the brand's or seller's) and the offer's price", async () => {
    const reading = await reader.readProduct(server.url('/pages/microdata.html'));
    expect(reading).toMatchObject({
      name: 'Brass Desk Lamp',
      description: 'A warm brass lamp with a linen shade.',
      priceCents: 7900,
      currency: 'EUR',
      imageUrl: server.url('/img/lamp.jpg'),
    });
    expect(reading.sources).toMatchObject({ name: 'structured-data', priceCents: 'structured-data' });
  });

  it('returns empty fields for a page with no data', async () => {
    const reading = await reader.readProduct(server.url('/pages/nodata.html'), [attribute('Brand')]);
    expect(reading).toMatchObject({
      name: null,
      description: null,
      priceCents: null,
      currency: null,
      imageUrl: null,
      attributes: {},
      sources: { attributes: {} },
    });
  });

  it('survives broken HTML and broken JSON-LD, falling back to the title and meta description', async () => {
    const reading = await reader.readProduct(server.url('/pages/broken.html'));
    expect(reading).toMatchObject({
      name: 'Broken & Co Garden Bench',
      description: 'A teak bench for two.',
      priceCents: null,
      // a javascript: image is not an image link
      imageUrl: null,
    });
    expect(reading.sources).toMatchObject({ name: 'page-metadata', description: 'page-metadata' });
  });

  it('decodes the page in the charset its header names', async () => {
    const reading = await reader.readProduct(server.url('/pages/latin1.html'));
    expect(reading.name).toBe('Café crème');
  });
});

describe('price parsing', () => {
  it.each([
    [1395.5, 139550],
    ['1,395.50', 139550],
    ['$1,299.99', 129999],
    ['1.299,99 €', 129999],
    ['1 299,99', 129999],
    ['12,99', 1299],
    ['1,299', 129900],
    // thousands, and over the item price limit
    ['1.299.000', null],
    ['0', 0],
    ['-5', null],
    ['free', null],
    [null, null],
    ['100000000', null],
  ] as const)('%s -> %s cents', (input, cents) => {
    expect(parsePriceCents(input)).toBe(cents);
  });

  it('normalises currencies', () => {
    expect(normaliseCurrency(' usd ')).toBe('USD');
    expect(normaliseCurrency('€')).toBe('EUR');
    expect(normaliseCurrency('dollars')).toBeNull();
  });
});
