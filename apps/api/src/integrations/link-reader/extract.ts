import { load, type CheerioAPI } from 'cheerio';
import { ITEM, type FieldSource } from '@shortlist/contracts';
import { LINK_READER_PAGE } from '../../config/tunables';
import { currencyInPrice, normaliseCurrency, parsePriceCents } from './price';

export type ProductField = 'name' | 'description' | 'priceCents' | 'currency' | 'imageUrl';

/** What a product page says about itself; each field with where it came from. */
export interface ExtractedProduct {
  name: string | null;
  description: string | null;
  priceCents: number | null;
  currency: string | null;
  imageUrl: string | null;
  /** Facts the page names (brand, colour, additionalProperty rows…), by the page's own names. */
  attributes: Record<string, string>;
  sources: Partial<Record<ProductField, FieldSource>> & { attributes: Record<string, FieldSource> };
}

type Json = Record<string, unknown>;
type Candidate = Partial<Record<ProductField, unknown>> & { attributes?: Record<string, unknown> };

const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'productmodel',
  'individualproduct',
  'someproducts',
  'vehicle',
  'car',
]);
const OFFER_TYPES = new Set(['offer', 'aggregateoffer']);
const MAX_DEPTH = 8;
/** Links to other products: their prices and names are not this page's. */
const SKIPPED_KEYS = new Set([
  '@context',
  'isRelatedTo',
  'isSimilarTo',
  'isAccessoryOrSparePartFor',
  'isConsumableFor',
  'review',
  'reviews',
]);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** Plain text: tags dropped, entities decoded, whitespace collapsed, cut to `max` characters. */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  let text = String(value);
  if (/[<&]/.test(text)) text = load(`<body>${text}</body>`)('body').text();
  text = text.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function absoluteHttpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function typesOf(node: Json): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, '').toLowerCase());
}

/** Every object of a JSON-LD document: arrays, @graph and nested values (mainEntity, offers…), depth-limited. */
function* walk(value: unknown, depth = 0): Generator<Json> {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const entry of value) yield* walk(entry, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  for (const [key, child] of Object.entries(value)) {
    if (!SKIPPED_KEYS.has(key) && typeof child === 'object') yield* walk(child, depth + 1);
  }
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (isObject(value)) return textOf(value.name ?? value['@value'] ?? value.value);
  if (Array.isArray(value)) return textOf(value[0]);
  return null;
}

function imageOf(value: unknown): string | null {
  for (const entry of asArray(value)) {
    if (typeof entry === 'string' && entry.trim()) return entry;
    if (isObject(entry)) {
      const url = textOf(entry.url ?? entry.contentUrl);
      if (url) return url;
    }
  }
  return null;
}

/** The first priced offer: Offer.price, its priceSpecification, or AggregateOffer.lowPrice. */
function offerPrice(offers: unknown): { price?: unknown; currency?: unknown } {
  for (const offer of asArray(offers)) {
    if (!isObject(offer)) continue;
    const specs = asArray(offer.priceSpecification).filter(isObject);
    const candidates: Array<[unknown, unknown]> = [
      [offer.price, offer.priceCurrency],
      ...specs.map((s): [unknown, unknown] => [s.price, s.priceCurrency ?? offer.priceCurrency]),
      [offer.lowPrice, offer.priceCurrency],
      [offer.highPrice, offer.priceCurrency],
    ];
    for (const [price, currency] of candidates) {
      if (parsePriceCents(price) !== null) return { price, currency };
    }
    // an AggregateOffer may list its offers
    const nested = offerPrice(offer.offers);
    if (nested.price !== undefined) return nested;
  }
  return {};
}

const PRODUCT_FACTS = ['brand', 'manufacturer', 'model', 'color', 'material', 'size', 'sku', 'mpn', 'gtin13'];

function productCandidate(product: Json): Candidate {
  let { price, currency } = offerPrice(product.offers);
  if (price === undefined) {
    // a ProductGroup prices its variants
    for (const variant of asArray(product.hasVariant).filter(isObject)) {
      ({ price, currency } = offerPrice(variant.offers));
      if (price !== undefined) break;
    }
  }
  const attributes: Record<string, unknown> = {};
  for (const fact of PRODUCT_FACTS) {
    const value = textOf(product[fact]);
    if (value) attributes[fact] = value;
  }
  for (const property of asArray(product.additionalProperty).filter(isObject)) {
    const name = textOf(property.name);
    const value = textOf(property.value);
    if (name && value) attributes[name] = property.unitText ? `${value} ${String(property.unitText)}` : value;
  }
  return {
    name: textOf(product.name),
    description: textOf(product.description),
    priceCents: price,
    currency,
    imageUrl: imageOf(product.image),
    attributes,
  };
}

/** schema.org JSON-LD, parsed as data: the first Product (else a lone Offer) of every ld+json script. */
function fromJsonLd($: CheerioAPI): Candidate[] {
  const products: Candidate[] = [];
  const offers: Candidate[] = [];
  $('script[type]').each((_, element) => {
    const type = ($(element).attr('type') ?? '').toLowerCase().split(';')[0]?.trim();
    if (type !== 'application/ld+json') return;
    let data: unknown;
    try {
      // some pages wrap the JSON in an HTML comment or CDATA section
      const text = $(element)
        .text()
        .trim()
        .replace(/^<!--|-->$/g, '')
        .replace(/^\/\*<!\[CDATA\[\*\/|\/\*\]\]>\*\/$/g, '')
        .trim();
      data = JSON.parse(text);
    } catch {
      return;
    }
    for (const node of walk(data)) {
      const types = typesOf(node);
      if (types.some((t) => PRODUCT_TYPES.has(t))) products.push(productCandidate(node));
      else if (types.some((t) => OFFER_TYPES.has(t))) {
        const { price, currency } = offerPrice(node);
        offers.push({ priceCents: price, currency, name: textOf(node.name) });
      }
    }
  });
  return products.length > 0 ? products : offers;
}

function meta($: CheerioAPI, ...keys: string[]): string | null {
  for (const key of keys) {
    const value = $(`meta[property="${key}"], meta[name="${key}"]`).first().attr('content');
    if (value?.trim()) return value;
  }
  return null;
}

/** Open Graph and product meta tags. */
function fromMetaTags($: CheerioAPI): Candidate {
  return {
    name: meta($, 'og:title'),
    description: meta($, 'og:description'),
    priceCents: meta($, 'product:price:amount', 'og:price:amount'),
    currency: meta($, 'product:price:currency', 'og:price:currency'),
    imageUrl: meta($, 'og:image:secure_url', 'og:image', 'og:image:url'),
  };
}

/** schema.org microdata: the Product scope's own name, description and image, and the price inside it. */
function fromMicrodata($: CheerioAPI): Candidate {
  const scope = $('[itemscope][itemtype]')
    .filter((_, el) =>
      /schema\.org\/(Product|ProductGroup|IndividualProduct)\b/i.test($(el).attr('itemtype') ?? ''),
    )
    .first();
  const valueOf = (prop: string, directOnly: boolean): string | null => {
    const found = (
      scope.length > 0 ? scope.find(`[itemprop~="${prop}"]`) : $(`[itemprop~="${prop}"]`)
    ).filter((_, el) => {
      if (!directOnly || scope.length === 0) return true;
      // a property of the product itself, not of a nested brand, offer or review
      return $(el).parent().closest('[itemscope]').is(scope);
    });
    const element = found.first();
    if (element.length === 0) return null;
    return (
      element.attr('content') ??
      element.attr('value') ??
      element.attr('src') ??
      element.attr('href') ??
      element.text()
    );
  };
  return {
    name: valueOf('name', true),
    description: valueOf('description', true),
    priceCents: valueOf('price', false) ?? valueOf('lowPrice', false),
    currency: valueOf('priceCurrency', false),
    imageUrl: valueOf('image', true),
  };
}

/** The document's <title> and meta description. */
function fromDocument($: CheerioAPI): Candidate {
  return {
    name: $('title').first().text(),
    description: meta($, 'description'),
  };
}

/**
 * Reads a product page: schema.org JSON-LD first, then Open Graph / product meta tags, then microdata, then the
 * title and meta description. Each field takes the first usable value in that order, and says which it was.
 */
export function extractProduct(html: string | CheerioAPI, pageUrl: string): ExtractedProduct {
  const $ = typeof html === 'string' ? load(html) : html;
  const result: ExtractedProduct = {
    name: null,
    description: null,
    priceCents: null,
    currency: null,
    imageUrl: null,
    attributes: {},
    sources: { attributes: {} },
  };
  const layers: Array<[FieldSource, Candidate[]]> = [
    ['structured-data', fromJsonLd($)],
    ['page-metadata', [fromMetaTags($)]],
    ['structured-data', [fromMicrodata($)]],
    ['page-metadata', [fromDocument($)]],
  ];
  const readers: Record<ProductField, (value: unknown) => string | number | null> = {
    name: (v) => cleanText(v, ITEM.nameMax),
    description: (v) => cleanText(v, ITEM.descriptionMax),
    priceCents: parsePriceCents,
    currency: normaliseCurrency,
    imageUrl: (v) => absoluteHttpUrl(v, pageUrl),
  };
  /** The price as the page wrote it, for its sign when no layer names the currency. */
  let priceText: unknown = null;
  for (const [source, candidates] of layers) {
    for (const candidate of candidates) {
      for (const field of Object.keys(readers) as ProductField[]) {
        if (result[field] !== null) continue;
        const value = readers[field](candidate[field]);
        if (value === null) continue;
        (result as unknown as Record<ProductField, unknown>)[field] = value;
        result.sources[field] = source;
        if (field === 'priceCents') priceText = candidate.priceCents;
      }
      for (const [name, raw] of Object.entries(candidate.attributes ?? {})) {
        const value = cleanText(raw, LINK_READER_PAGE.attributeValueMaxChars);
        const key = cleanText(name, LINK_READER_PAGE.attributeNameMaxChars);
        if (!value || !key || key in result.attributes) continue;
        result.attributes[key] = value;
        result.sources.attributes[key] = source;
      }
    }
  }
  if (result.currency === null && result.priceCents !== null) {
    result.currency = currencyInPrice(priceText);
    if (result.currency !== null) result.sources.currency = result.sources.priceCents;
  }
  return result;
}

/** The page's readable text for the model: scripts, styles and chrome removed, whitespace collapsed, capped. */
export function pageText($: CheerioAPI, maxChars: number): string {
  const body = $('body').clone();
  body.find('script, style, noscript, svg, iframe, template, nav, footer').remove();
  const text = (body.length > 0 ? body.text() : $.root().text()).replace(/\s+/g, ' ').trim();
  return text.slice(0, maxChars);
}
