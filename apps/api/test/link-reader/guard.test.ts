import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINK_READER_ERRORS } from '@shortlist/contracts';
import { blockReason, createLinkReader, LinkReadError } from '../../src/integrations/link-reader';
import { checkUrl } from '../../src/integrations/link-reader/safe-fetch';
import { startFixtureServer, type FixtureServer } from './fixture-server';

/** A resolver that maps test host names to fixed addresses and counts how often it was asked. */
function fakeDns(table: Record<string, string>): { lookup: LookupFunction; calls: string[] } {
  const calls: string[] = [];
  const lookup = ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    calls.push(hostname);
    const address = table[hostname];
    if (!address) {
      callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
      return;
    }
    const family = address.includes(':') ? 6 : 4;
    if (options.all) callback(null, [{ address, family } satisfies LookupAddress]);
    else callback(null, address, family);
  }) as unknown as LookupFunction;
  return { lookup, calls };
}

async function refusal(promise: Promise<unknown>): Promise<LinkReadError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LinkReadError);
  return err as LinkReadError;
}

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(async () => {
  await server.close();
});

describe('link reader guard (no loopback allowance)', () => {
  const reader = createLinkReader();

  it('allows the web ports only: the default, 80 and 443', () => {
    for (const url of [
      'http://example.com/',
      'http://example.com:80/',
      'https://example.com:443/',
      'http://example.com:443/',
    ])
      expect(checkUrl(url).hostname).toBe('example.com');
  });

  it.each([
    ['http://127.0.0.1/', 'loopbackAddress'],
    ['http://127.1.2.3:8080/x', 'loopbackAddress'],
    ['http://[::1]/', 'loopbackAddress'],
    ['http://[::ffff:127.0.0.1]/', 'loopbackAddress'],
    ['http://2130706433/', 'loopbackAddress'],
    ['http://169.254.169.254/latest/meta-data/', 'metadataAddress'],
    ['http://[fd00:ec2::254]/', 'metadataAddress'],
    ['http://10.0.0.1/', 'privateAddress'],
    ['http://192.168.1.1/', 'privateAddress'],
    ['http://172.16.5.4/', 'privateAddress'],
    ['http://100.64.0.1/', 'privateAddress'],
    ['http://[::ffff:10.0.0.1]/', 'privateAddress'],
    ['http://[fc00::1]/', 'privateAddress'],
    ['http://169.254.1.1/', 'linkLocalAddress'],
    ['http://[fe80::1]/', 'linkLocalAddress'],
    ['http://224.0.0.1/', 'multicastAddress'],
    ['http://[ff02::1]/', 'multicastAddress'],
    ['http://0.0.0.0/', 'reservedAddress'],
    ['http://[::]/', 'reservedAddress'],
    ['http://[::7f00:1]/', 'reservedAddress'],
    ['http://[64:ff9b::a00:1]/', 'reservedAddress'],
    ['file:///etc/passwd', 'unsupportedProtocol'],
    ['ftp://example.com/file', 'unsupportedProtocol'],
    ['javascript:alert(1)', 'unsupportedProtocol'],
    ['http://user:secret@example.com/', 'credentialsInUrl'],
    ['not a url', 'invalidUrl'],
    ['http://example.com:22/', 'portNotAllowed'],
    ['https://example.com:8443/shop', 'portNotAllowed'],
    ['http://93.184.215.14:6379/', 'portNotAllowed'],
  ] as const)('refuses %s (%s) before connecting', async (url, reason) => {
    const err = await refusal(reader.readProduct(url));
    expect(err.reason).toBe(reason);
    expect(err.message).toBe(LINK_READER_ERRORS[reason]);
  });

  it('refuses the local fixture server itself without the explicit test allowance', async () => {
    const before = server.requests.length;
    const err = await refusal(reader.readProduct(server.url('/pages/jsonld.html')));
    expect(err.reason).toBe('loopbackAddress');
    expect(server.requests.length).toBe(before);
  });

  it('refuses "localhost", which resolves to loopback', async () => {
    // on a web port (any other is refused before the name is even resolved)
    const err = await refusal(reader.readProduct('http://localhost/pages/jsonld.html'));
    expect(err.reason).toBe('loopbackAddress');
    const port = new URL(server.origin).port;
    const other = await refusal(reader.readProduct(`http://localhost:${port}/pages/jsonld.html`));
    expect(other.reason).toBe('portNotAllowed');
  });

  it('refuses a host name that resolves to a private address, checking the address it would connect to', async () => {
    const dns = fakeDns({ 'shop.test': '10.0.0.1' });
    const guarded = createLinkReader({ lookup: dns.lookup });
    const err = await refusal(guarded.readProduct('http://shop.test/product'));
    expect(err.reason).toBe('privateAddress');
    expect(err.message).toBe(LINK_READER_ERRORS.privateAddress);
    // resolved once, by the connection itself: there is no earlier check a rebinding answer could slip past
    expect(dns.calls).toEqual(['shop.test']);
  });

  it('refuses a host name resolving to the metadata service or an IPv6 loopback', async () => {
    const dns = fakeDns({ 'meta.test': '169.254.169.254', 'six.test': '::1' });
    const guarded = createLinkReader({ lookup: dns.lookup });
    expect((await refusal(guarded.readProduct('http://meta.test/'))).reason).toBe('metadataAddress');
    expect((await refusal(guarded.readProduct('https://six.test/'))).reason).toBe('loopbackAddress');
  });

  it('says when the host name does not exist', async () => {
    const guarded = createLinkReader({ lookup: fakeDns({}).lookup });
    const err = await refusal(guarded.readProduct('http://nowhere.test/'));
    expect(err.reason).toBe('hostNotFound');
    expect(err.message).toBe(LINK_READER_ERRORS.hostNotFound);
  });
});

describe('link reader guard with the test allowance for loopback', () => {
  const reader = createLinkReader({ allowLoopbackForTests: true });

  it('still refuses every other range, and mapped forms of loopback', async () => {
    expect((await refusal(reader.readProduct('http://10.0.0.1/'))).reason).toBe('privateAddress');
    expect((await refusal(reader.readProduct('http://169.254.169.254/'))).reason).toBe('metadataAddress');
    expect((await refusal(reader.readProduct('http://[::ffff:127.0.0.1]/'))).reason).toBe('loopbackAddress');
  });

  it('follows 5 redirects', async () => {
    const reading = await reader.readProduct(server.url('/chain/5'));
    expect(reading.name).toBe('Aeron Chair & Headrest');
    expect(reading.url).toBe(server.url('/chain/0'));
  });

  it('refuses a 6th redirect', async () => {
    const before = server.requests.length;
    const err = await refusal(reader.readProduct(server.url('/chain/6')));
    expect(err.reason).toBe('tooManyRedirects');
    expect(err.message).toBe(LINK_READER_ERRORS.tooManyRedirects);
    // six answers read, the sixth redirect not followed
    expect(server.requests.slice(before)).toEqual([
      '/chain/6',
      '/chain/5',
      '/chain/4',
      '/chain/3',
      '/chain/2',
      '/chain/1',
    ]);
  });

  it('re-checks every redirect: a redirect to a private address, the metadata service or a file is refused', async () => {
    expect((await refusal(reader.readProduct(server.url('/to-private')))).reason).toBe('privateAddress');
    expect((await refusal(reader.readProduct(server.url('/to-metadata')))).reason).toBe('metadataAddress');
    expect((await refusal(reader.readProduct(server.url('/to-file')))).reason).toBe('unsupportedProtocol');
    expect((await refusal(reader.readProduct(server.url('/no-location')))).reason).toBe(
      'redirectWithoutLocation',
    );
  });

  it('re-checks a redirect to a host name that resolves privately', async () => {
    const port = new URL(server.origin).port;
    const dns = fakeDns({ 'shop.test': '127.0.0.1', 'intranet.test': '10.1.2.3' });
    const guarded = createLinkReader({ allowLoopbackForTests: true, lookup: dns.lookup });
    const reading = await guarded.readProduct(`http://shop.test:${port}/pages/opengraph.html`);
    expect(reading.name).toBe('Espresso Machine Pro');
    // a page on the allowed host that sends the reader to an internal host
    const err = await refusal(guarded.readProduct(`http://shop.test:${port}/to-private`));
    expect(err.reason).toBe('privateAddress');
  });

  it('refuses a page over 2 MB while streaming, with or without a declared length', async () => {
    const streamed = await refusal(reader.readProduct(server.url('/huge')));
    expect(streamed.reason).toBe('tooLarge');
    expect(streamed.message).toBe(LINK_READER_ERRORS.tooLarge);
    expect((await refusal(reader.readProduct(server.url('/huge-declared')))).reason).toBe('tooLarge');
  });

  it('counts the 2 MB after decompression (a gzip bomb is refused)', async () => {
    expect((await refusal(reader.readProduct(server.url('/gzip-bomb')))).reason).toBe('tooLarge');
    const reading = await reader.readProduct(server.url('/gzip'));
    expect(reading.priceCents).toBe(139550);
  });

  it('parses only HTML', async () => {
    const err = await refusal(reader.readProduct(server.url('/json')));
    expect(err.reason).toBe('notHtml');
    expect(err.message).toBe(LINK_READER_ERRORS.notHtml);
    expect((await refusal(reader.readProduct(server.url('/no-type')))).reason).toBe('notHtml');
  });

  it('gives up after the time limit', async () => {
    const slow = createLinkReader({ allowLoopbackForTests: true, timeoutMs: 300 });
    const started = Date.now();
    const err = await refusal(slow.readProduct(server.url('/slow')));
    expect(err.reason).toBe('timeout');
    expect(err.message).toBe(LINK_READER_ERRORS.timeout);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reports the HTTP status of an error page', async () => {
    const err = await refusal(reader.readProduct(server.url('/missing')));
    expect(err.reason).toBe('httpStatus');
    expect(err.message).toBe(LINK_READER_ERRORS.httpStatus(404));
  });
});

describe('image download', () => {
  const reader = createLinkReader({ allowLoopbackForTests: true });

  it('downloads a supported image', async () => {
    const image = await reader.downloadImage(server.url('/image.png'));
    expect(image.contentType).toBe('image/png');
    expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
  });

  it('refuses pages, unsupported image types and images over the media size limit', async () => {
    expect((await refusal(reader.downloadImage(server.url('/pages/jsonld.html')))).reason).toBe('notImage');
    expect((await refusal(reader.downloadImage(server.url('/image.svg')))).reason).toBe('notImage');
    const big = await refusal(reader.downloadImage(server.url('/image-huge')));
    expect(big.reason).toBe('imageTooLarge');
    expect(big.message).toBe(LINK_READER_ERRORS.imageTooLarge);
  });

  it('goes through the same address guard', async () => {
    const strict = createLinkReader();
    expect((await refusal(strict.downloadImage(server.url('/image.png')))).reason).toBe('loopbackAddress');
    expect((await refusal(reader.downloadImage('http://169.254.169.254/x.png'))).reason).toBe(
      'metadataAddress',
    );
  });
});

describe('blockReason', () => {
  it('lets public unicast addresses through', () => {
    expect(blockReason('93.184.216.34')).toBeNull();
    expect(blockReason('2606:4700:4700::1111')).toBeNull();
    expect(blockReason('::ffff:93.184.216.34')).toBeNull();
  });
});
