import type { LookupFunction } from 'node:net';
import type { Config } from '../../config/env';
import { loadBuffer } from 'cheerio';
import { ITEM, LINK_READER, MEDIA, type FieldSource } from '@shortlist/contracts';
import { LINK_READER_MODEL, LINK_READER_PAGE } from '../../config/tunables';
import { cleanText, extractProduct, pageText, type ExtractedProduct, type ProductField } from './extract';
import { askModel, type CategoryAttributeRef, type ModelConfig } from './model';
import { normaliseCurrency, parsePriceCents } from './price';
import { safeFetch, type SafeFetchOptions } from './safe-fetch';

export { LinkReadError, type LinkReadReason } from './errors';
export { blockReason } from './address-guard';
export { checkUrl, safeFetch } from './safe-fetch';
export { extractProduct } from './extract';
export type { CategoryAttributeRef } from './model';

export interface LinkReaderOptions {
  /** Lets loopback addresses through: tests and the e2e stack only, never by default. */
  allowLoopbackForTests?: boolean;
  /** DNS resolver injection for tests. */
  lookup?: LookupFunction;
  /** The OpenAI-compatible model; without it, reading works from the page's own data. */
  llm?: ModelConfig;
  timeoutMs?: number;
  modelTimeoutMs?: number;
  /** Told about model failures (which never fail the read). */
  onModelError?: (err: unknown) => void;
}

/** A product page read: the extracted fields, with attribute values mapped onto the category's attribute names. */
export interface ProductReading extends ExtractedProduct {
  /** The page's address after redirects. */
  url: string;
}

export interface PriceReading {
  url: string;
  priceCents: number | null;
  currency: string | null;
}

export interface DownloadedImage {
  url: string;
  contentType: string;
  bytes: Buffer;
}

export interface LinkReader {
  readProduct(url: string, attributes?: readonly CategoryAttributeRef[]): Promise<ProductReading>;
  /** Reads only the price (the refresh job). */
  readPrice(url: string): Promise<PriceReading>;
  /** Downloads an image through the same guard: image types only, at most MEDIA.maxFileBytes. */
  downloadImage(url: string): Promise<DownloadedImage>;
}

const normaliseName = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const YES = /^(yes|y|true|1|oui|ja|si|sí|included|available)$/i;
const NO = /^(no|n|false|0|non|nein|none|not included|unavailable)$/i;

/** A page's or model's yes/no ("Yes", "true", "included") as the attribute stores it, null when unclear. */
function yesNoOf(text: string): 'yes' | 'no' | null {
  if (YES.test(text.trim())) return 'yes';
  if (NO.test(text.trim())) return 'no';
  return null;
}

/** A value made to fit an attribute: numbers for number attributes, one of the options, at most ITEM.attributeValueMax characters. */
export function fitAttributeValue(attribute: CategoryAttributeRef, raw: string): string | null {
  const text = cleanText(raw, LINK_READER_PAGE.attributeValueMaxChars);
  if (!text) return null;
  if (attribute.attributeType === 'yes_no') return yesNoOf(text);
  if (attribute.options.length > 0) {
    return attribute.options.find((o) => o.toLowerCase() === text.toLowerCase()) ?? null;
  }
  if (attribute.attributeType === 'number') {
    const match = /-?\d+(?:[.,]\d+)?/.exec(text.replace(/(\d),(\d{3})\b/g, '$1$2'));
    return match ? match[0].replace(',', '.') : null;
  }
  return text.length > ITEM.attributeValueMax ? text.slice(0, ITEM.attributeValueMax).trimEnd() : text;
}

/** The page's facts that match a category attribute by name (case and punctuation ignored). */
function mapOntoCategory(
  extracted: ExtractedProduct,
  attributes: readonly CategoryAttributeRef[],
): { values: Record<string, string>; sources: Record<string, FieldSource> } {
  const byName = new Map(Object.keys(extracted.attributes).map((name) => [normaliseName(name), name]));
  const values: Record<string, string> = {};
  const sources: Record<string, FieldSource> = {};
  for (const attribute of attributes) {
    const pageName = byName.get(normaliseName(attribute.name));
    if (!pageName) continue;
    const value = fitAttributeValue(attribute, extracted.attributes[pageName] ?? '');
    if (value === null) continue;
    values[attribute.name] = value;
    sources[attribute.name] = extracted.sources.attributes[pageName] ?? 'structured-data';
  }
  return { values, sources };
}

const HTML_TYPES = ['text/html', 'application/xhtml+xml'];

export function createLinkReader(options: LinkReaderOptions = {}): LinkReader {
  const common: Pick<SafeFetchOptions, 'allowLoopbackForTests' | 'lookup' | 'timeoutMs'> = {
    allowLoopbackForTests: options.allowLoopbackForTests === true,
    lookup: options.lookup,
    timeoutMs: options.timeoutMs ?? LINK_READER.timeoutMs,
  };

  async function readPage(url: string) {
    const page = await safeFetch(url, {
      ...common,
      accept: HTML_TYPES,
      acceptHeader: 'text/html,application/xhtml+xml;q=0.9',
      maxBytes: LINK_READER.maxPageBytes,
      tooLarge: 'tooLarge',
      wrongType: 'notHtml',
    });
    // the charset comes from the header, else the page's <meta charset>, else UTF-8
    const $ = loadBuffer(page.body, {
      encoding: { transportLayerEncodingLabel: page.charset, defaultEncoding: 'utf-8' },
    });
    return { page, $ };
  }

  return {
    async readProduct(url, attributes = []) {
      const { page, $ } = await readPage(url);
      const extracted = extractProduct($, page.url);
      const mapped = mapOntoCategory(extracted, attributes);
      const reading: ProductReading = {
        ...extracted,
        url: page.url,
        attributes: mapped.values,
        sources: { ...extracted.sources, attributes: mapped.sources },
      };
      const coreMissing = (['name', 'priceCents'] as const).some((f) => reading[f] === null);
      const attributesMissing = attributes.some((a) => !(a.name in reading.attributes));
      if (!options.llm || (!coreMissing && !attributesMissing)) return reading;

      const answer = await askModel(
        options.llm,
        { url: page.url, pageText: pageText($, LINK_READER_MODEL.textMaxChars), attributes },
        { timeoutMs: options.modelTimeoutMs, onError: options.onModelError },
      );
      if (!answer) return reading;
      const fromModel: Record<ProductField, string | number | null> = {
        name: cleanText(answer.name, ITEM.nameMax),
        description: cleanText(answer.description, ITEM.descriptionMax),
        priceCents: parsePriceCents(answer.price),
        currency: normaliseCurrency(answer.currency),
        imageUrl: null,
      };
      for (const field of Object.keys(fromModel) as ProductField[]) {
        if (reading[field] !== null || fromModel[field] === null) continue;
        (reading as unknown as Record<ProductField, unknown>)[field] = fromModel[field];
        reading.sources[field] = 'model';
      }
      for (const attribute of attributes) {
        if (attribute.name in reading.attributes) continue;
        const key = Object.keys(answer.attributes).find(
          (k) => normaliseName(k) === normaliseName(attribute.name),
        );
        const value = key ? fitAttributeValue(attribute, answer.attributes[key] ?? '') : null;
        if (value === null) continue;
        reading.attributes[attribute.name] = value;
        reading.sources.attributes[attribute.name] = 'model';
      }
      return reading;
    },

    async readPrice(url) {
      const { page, $ } = await readPage(url);
      const { priceCents, currency } = extractProduct($, page.url);
      return { url: page.url, priceCents, currency };
    },

    async downloadImage(url) {
      const image = await safeFetch(url, {
        ...common,
        accept: MEDIA.allowedMimeTypes,
        acceptHeader: MEDIA.allowedMimeTypes.join(','),
        maxBytes: MEDIA.maxFileBytes,
        tooLarge: 'imageTooLarge',
        wrongType: 'notImage',
      });
      return { url: image.url, contentType: image.contentType, bytes: image.body };
    },
  };
}

/** The reader the app uses: loopback only when LINK_READER_ALLOW_LOOPBACK is on (dev/e2e), the model when set. */
export function linkReaderFromConfig(
  config: Pick<Config, 'linkReaderAllowLoopback' | 'llm'>,
  onModelError?: (err: unknown) => void,
): LinkReader {
  return createLinkReader({
    allowLoopbackForTests: config.linkReaderAllowLoopback,
    llm: config.llm,
    onModelError,
  });
}
