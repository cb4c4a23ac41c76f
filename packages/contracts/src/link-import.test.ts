import { describe, expect, it } from 'vitest';
import { linkPreviewRequestSchema, mainFieldSource } from './link-import';
import { LINK_READER, MEDIA, PRICE_REFRESH } from './limits';
import { LINK_READER_ERRORS } from './messages/index';

describe('link reading limits and texts', () => {
  it('say the limits the reader enforces', () => {
    expect(LINK_READER.timeoutMs).toBe(5000);
    expect(LINK_READER.maxPageBytes).toBe(2 * 1024 * 1024);
    expect(LINK_READER.maxRedirects).toBe(5);
    expect(LINK_READER_ERRORS.timeout).toContain(`${LINK_READER.timeoutMs / 1000} seconds`);
    expect(LINK_READER_ERRORS.tooLarge).toContain(`${LINK_READER.maxPageBytes / 1024 / 1024} MB`);
    expect(LINK_READER_ERRORS.tooManyRedirects).toContain(`${LINK_READER.maxRedirects} times`);
    expect(LINK_READER_ERRORS.imageTooLarge).toContain(`${MEDIA.maxFileBytes / 1024 / 1024} MB`);
  });

  it('offer the four refresh intervals, shortest first', () => {
    expect(PRICE_REFRESH.intervals).toEqual(['off', '6h', 'daily', 'weekly']);
    const { intervalMs } = PRICE_REFRESH;
    expect(intervalMs['6h']).toBeLessThan(intervalMs.daily);
    expect(intervalMs.daily).toBeLessThan(intervalMs.weekly);
  });
});

describe('link preview request', () => {
  it('takes http and https links only', () => {
    expect(linkPreviewRequestSchema.safeParse({ url: ' https://shop.example/p/1 ' }).data?.url).toBe(
      'https://shop.example/p/1',
    );
    const file = linkPreviewRequestSchema.safeParse({ url: 'file:///etc/passwd' });
    expect(file.error?.issues[0]?.message).toBe(LINK_READER_ERRORS.unsupportedProtocol);
    const blank = linkPreviewRequestSchema.safeParse({ url: '' });
    expect(blank.error?.issues[0]?.message).toBe(LINK_READER_ERRORS.invalidUrl);
  });
});

describe('mainFieldSource', () => {
  it('is the source most of the values came from, nothing for an empty reading', () => {
    expect(
      mainFieldSource({
        name: 'structured-data',
        description: 'page-metadata',
        priceCents: 'structured-data',
        imageUrl: 'structured-data',
        attributeValues: { a: 'model', b: 'model' },
      }),
    ).toBe('structured-data');
    expect(
      mainFieldSource({ description: 'page-metadata', attributeValues: { a: 'model', b: 'model' } }),
    ).toBe('model');
    expect(mainFieldSource({ attributeValues: {} })).toBeUndefined();
  });
});
