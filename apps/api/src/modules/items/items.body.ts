import {
  type BodyOf,
  hasControlCharacters,
  isHttpUrl,
  ITEM,
  ITEM_PRICE_MAX_CENTS,
  type itemsEndpoints,
  stripScripts,
} from '@shortlist/contracts';
import { isPlainObject, UUID } from '../../http/plain-checks';

type ItemCreateBody = BodyOf<typeof itemsEndpoints.create>;

const CREATE_KEYS = new Set([
  'name',
  'description',
  'sourceUrl',
  'priceCents',
  'rating',
  'categoryId',
  'attributeValues',
  'isPrivate',
]);

/** Free text as requiredText / optionalText / the attribute values transform it (scripts stripped, trimmed). */
const plainText = (value: string): string | undefined =>
  hasControlCharacters(value) ? undefined : stripScripts(value);

/**
 * Add New Item's body (itemCreateSchema) checked without zod when it is well formed: answers what
 * the schema's parse answers for it, or undefined for anything else (an error, a key it does not know, a link
 * import), which zod then parses and words. Each rule is the schema's own, in its order, with its functions
 * (stripScripts, isHttpUrl, the uuid pattern) and limits; `items.body.test.ts` holds it to the schema's answers.
 */
export function parsePlainItemCreate(value: unknown): ItemCreateBody | undefined {
  if (!isPlainObject(value)) return undefined;
  for (const key of Object.keys(value)) if (!CREATE_KEYS.has(key)) return undefined;
  const { description: rawDescription, sourceUrl: rawUrl, priceCents, rating, categoryId } = value;
  if (typeof value.name !== 'string') return undefined;
  const name = plainText(value.name);
  if (name === undefined || name.length < 1 || name.length > ITEM.nameMax) return undefined;
  let description: string | null = null;
  if (rawDescription !== undefined && rawDescription !== null) {
    if (typeof rawDescription !== 'string') return undefined;
    const text = plainText(rawDescription);
    if (text === undefined || text.length > ITEM.descriptionMax) return undefined;
    description = text === '' ? null : text;
  }
  let sourceUrl: string | null = null;
  if (rawUrl !== undefined && rawUrl !== null) {
    if (typeof rawUrl !== 'string') return undefined;
    const url = rawUrl.trim();
    if (url.length > ITEM.sourceUrlMax || (url !== '' && !isHttpUrl(url))) return undefined;
    sourceUrl = url === '' ? null : url;
  }
  if (typeof priceCents !== 'number' || !Number.isInteger(priceCents)) return undefined;
  if (priceCents < 0 || priceCents > ITEM_PRICE_MAX_CENTS) return undefined;
  if (typeof rating !== 'number' || !Number.isInteger(rating)) return undefined;
  if (rating < ITEM.ratingMin || rating > ITEM.ratingMax) return undefined;
  if (typeof categoryId !== 'string' || !UUID.test(categoryId)) return undefined;
  const attributeValues: Record<string, string> = {};
  if (value.attributeValues !== undefined) {
    if (!isPlainObject(value.attributeValues)) return undefined;
    for (const [id, raw] of Object.entries(value.attributeValues)) {
      if (!UUID.test(id) || typeof raw !== 'string') return undefined;
      const text = plainText(raw);
      if (text === undefined || text.length > ITEM.attributeValueMax) return undefined;
      attributeValues[id] = text;
    }
  }
  // the schema's default stands in for an absent value only (null is refused)
  const isPrivate = value.isPrivate === undefined ? false : value.isPrivate;
  if (typeof isPrivate !== 'boolean') return undefined;
  return { name, description, sourceUrl, priceCents, rating, categoryId, attributeValues, isPrivate };
}
