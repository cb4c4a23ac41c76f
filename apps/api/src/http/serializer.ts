import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/** Turns an answer into the JSON text the contract describes: only the contract's fields, in its order. */
export type Serializer = (value: unknown) => string;

type JsonSchema = Record<string, unknown>;

/**
 * Keywords that only validate (fast-json-stringify writes, it does not check): dropped, so the compiled code has
 * nothing to evaluate per value. `format` goes too: the answers carry dates as ISO strings already.
 */
const VALIDATION_ONLY = new Set([
  '$schema',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'propertyNames',
  'default',
  'description',
]);

/** A branch that is one plain type (string, number, object with properties, array...), not a union itself. */
const isSingleType = (s: unknown): s is { type: string } =>
  typeof s === 'object' && s !== null && typeof (s as JsonSchema).type === 'string';

/**
 * zod writes "X or null" as anyOf [X, null]; fast-json-stringify would pick the branch by validating each value
 * against both (Ajv, at run time, for every item card's creator). X or null is the same thing written
 * `type: [X's type, 'null']` over X's keywords, which it serialises directly. Other unions stay unions.
 */
function simplify(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplify);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (VALIDATION_ONLY.has(key)) continue;
    // property names are data, not keywords: keep every one
    out[key] =
      key === 'properties' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplify(v)]))
        : simplify(value);
  }
  const anyOf = out.anyOf as unknown[] | undefined;
  if (anyOf?.length === 2) {
    const nullIndex = anyOf.findIndex((s) => (s as JsonSchema).type === 'null');
    const other = anyOf[1 - nullIndex];
    if (nullIndex !== -1 && isSingleType(other) && other.type !== 'null') {
      delete out.anyOf;
      return { ...out, ...(other as JsonSchema), type: [other.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema a response serializer is compiled from: the contract's output shape, validation keywords off. */
export function serializerSchema(schema: z.ZodType): JsonSchema {
  return simplify(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })) as JsonSchema;
}

const compiled = new WeakMap<z.ZodType, Serializer>();

/**
 * The response serializer of a contract schema, compiled once (fast-json-stringify, as Fastify does), instead
 * of a zod parse of every answer and a JSON.stringify of the result.
 */
export function responseSerializer(schema: z.ZodType): Serializer {
  let serialize = compiled.get(schema);
  if (!serialize) {
    serialize = fastJson(serializerSchema(schema)) as Serializer;
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * The test suites' check of an answer (config `responseCheck`): the zod parse production skips (a ZodError
 * when the answer drifted from the contract), and the serializer's text must read back as the zod-parsed
 * answer would (a difference is a serializer bug, thrown as such).
 */
export function checkedSerialize(schema: z.ZodType, value: unknown): string {
  const parsed: unknown = JSON.parse(JSON.stringify(schema.parse(value)));
  const text = responseSerializer(schema)(value);
  const read: unknown = JSON.parse(text);
  if (!isDeepStrictEqual(read, parsed))
    throw new Error(
      `The response serializer differs from the contract's zod parse:\n  serializer: ${text.slice(0, 2000)}\n` +
        `  zod:        ${JSON.stringify(parsed).slice(0, 2000)}`,
    );
  return text;
}

/**
 * An answer whose JSON text is already written (built in PostgreSQL by a hot read's one statement): mount()
 * sends it with no parse and no second serialisation, once its keys are checked (http/contract-keys.ts).
 * `body` is the whole text, or its bytes in parts sent one after another and never joined (a long answer read
 * in parts).
 */
export class JsonText {
  constructor(readonly body: string | readonly Buffer[]) {}

  /** The whole text (joined from the parts for the test suites' check; the answer itself is sent from `body`). */
  get text(): string {
    return typeof this.body === 'string' ? this.body : Buffer.concat(this.body).toString();
  }
}

/**
 * The test suites' check of an answer written as text: it must parse, pass the contract's zod parse, and hold
 * nothing the contract does not name (zod drops unknown fields, so an extra one shows as a difference). Answers
 * the body to send, as production sends it.
 */
export function checkedText(schema: z.ZodType, answer: JsonText): JsonText['body'] {
  const text = answer.text;
  const read: unknown = JSON.parse(text);
  const parsed: unknown = JSON.parse(JSON.stringify(schema.parse(read)));
  if (!isDeepStrictEqual(read, parsed))
    throw new Error(
      `The answer's JSON text differs from the contract's zod parse of it:\n  text: ${text.slice(0, 2000)}\n` +
        `  zod:  ${JSON.stringify(parsed).slice(0, 2000)}`,
    );
  return answer.body;
}
