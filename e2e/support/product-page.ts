import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** 1x1 PNG: the product's main image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** A saved-style product page with schema.org JSON-LD and Open Graph tags. */
function productPage(origin: string, price: string): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Aeron Office Chair',
    description: 'Ergonomic office chair with a mesh seat.',
    image: `${origin}/aeron.png`,
    brand: { '@type': 'Brand', name: 'Herman Miller' },
    offers: { '@type': 'Offer', price, priceCurrency: 'USD' },
  };
  return `<!doctype html><html><head><title>Aeron | Office Shop</title>
<meta property="og:title" content="Aeron Office Chair">
<script type="application/ld+json">${JSON.stringify(data)}</script></head>
<body><h1>Aeron Office Chair</h1><p>$${price}</p></body></html>`;
}

/**
 * Serves the product page and its image on 127.0.0.1 for one journey; `setPrice` changes the price the page states
 * (what the next price refresh reads).
 */
export async function startProductSite(): Promise<{
  pageUrl: string;
  setPrice(price: string): void;
  close(): Promise<void>;
}> {
  let origin = '';
  let price = '1395.50';
  const server = http.createServer((req, res) => {
    if (req.url === '/aeron.png') {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(PNG);
      return;
    }
    if (req.url === '/products/aeron') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(productPage(origin, price));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    pageUrl: `${origin}/products/aeron`,
    setPrice: (next) => {
      price = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
