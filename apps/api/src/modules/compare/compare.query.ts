import { COMPARE, COMPARE_TYPES, type CompareType, splitCompareItems } from '@shortlist/contracts';
import { isPlainObject, UUID } from '../../http/plain-checks';

/**
 * Compare's `?items=a,b&type=...` (compareQuerySchema) checked without zod when it is well formed:
 * answers what the schema's parse answers, or undefined for anything else (a repeated key, a bad id, too few or too
 * many items, an unknown type), which zod then parses and words. The ids are split by the schema's own function and
 * checked with its uuid pattern and COMPARE's limits; `compare.query.test.ts` holds it to the schema's answers.
 */
export function parsePlainCompareQuery(value: unknown): { items: string[]; type: CompareType } | undefined {
  if (!isPlainObject(value) || typeof value.items !== 'string') return undefined;
  const type = value.type === undefined ? 'attributes' : value.type;
  if (!COMPARE_TYPES.includes(type as CompareType)) return undefined;
  const items = splitCompareItems(value.items);
  if (items.length < COMPARE.minItems || items.length > COMPARE.maxItems) return undefined;
  for (const id of items) if (!UUID.test(id)) return undefined;
  return { items, type: type as CompareType };
}
