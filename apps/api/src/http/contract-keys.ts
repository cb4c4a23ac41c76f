import type { Logger } from 'pino';
import { z } from 'zod';
import { answerText, type JsonText } from './serializer';

/**
 * Which object keys a contract allows where: the tree a JSON text's keys are checked against without parsing
 * it. An answer PostgreSQL writes is sent as text; this check is what keeps a column the contract does not
 * name (a password hash selected by mistake) from reaching a client.
 */
type KeyNode =
  | { kind: 'any' }
  | {
      kind: 'object';
      properties: Map<string, KeyNode>;
      additional: KeyNode | null;
      /** The keys in the contract's order, which is the order the statements write them in. */
      order?: string[];
    }
  | { kind: 'array'; items: KeyNode };

type JsonSchema = Record<string, unknown>;

const ANY: KeyNode = { kind: 'any' };
/** A string, number, boolean or null: no key may appear there. */
const SCALAR: KeyNode = { kind: 'object', properties: new Map(), additional: null };
const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** Merges the branches of a union: a key any branch allows is allowed. */
function merge(branches: KeyNode[]): KeyNode {
  // a scalar branch beside others (zod's "X or null") allows no key: the union is the other branches
  const nodes = branches.filter((n) => n !== SCALAR);
  if (nodes.length === 0) return branches.length ? SCALAR : ANY;
  if (nodes.length === 1) return nodes[0]!;
  if (nodes.some((n) => n.kind === 'any')) return ANY;
  const objects = nodes.filter((n) => n.kind === 'object');
  const arrays = nodes.filter((n) => n.kind === 'array');
  if (objects.length && arrays.length) return ANY;
  if (arrays.length) return { kind: 'array', items: merge(arrays.map((a) => a.items)) };
  const properties = new Map<string, KeyNode[]>();
  const additional: KeyNode[] = [];
  for (const o of objects) {
    for (const [key, child] of o.properties) properties.set(key, [...(properties.get(key) ?? []), child]);
    if (o.additional) additional.push(o.additional);
  }
  return {
    kind: 'object',
    properties: new Map([...properties].map(([key, children]) => [key, merge(children)])),
    additional: additional.length ? merge(additional) : null,
  };
}

function compile(schema: unknown, defs: JsonSchema, seen: Map<string, KeyNode>): KeyNode {
  if (typeof schema !== 'object' || schema === null) return ANY;
  const s = schema as JsonSchema;
  if (typeof s.$ref === 'string') {
    const name = s.$ref.split('/').at(-1)!;
    const known = seen.get(name);
    if (known) return known;
    // a recursive schema refers to itself: the node is filled in place once compiled
    const node: KeyNode = { kind: 'object', properties: new Map(), additional: null };
    seen.set(name, node);
    Object.assign(node, compile(defs[name], defs, seen));
    return node;
  }
  const branches = (s.anyOf ?? s.oneOf ?? s.allOf) as unknown[] | undefined;
  if (branches) return merge(branches.map((b) => compile(b, defs, seen)));
  const types = Array.isArray(s.type) ? (s.type as string[]) : [s.type as string | undefined];
  if (types.includes('object') || s.properties) {
    const properties = new Map<string, KeyNode>();
    for (const [key, child] of Object.entries((s.properties ?? {}) as JsonSchema))
      properties.set(key, compile(child, defs, seen));
    const extra = s.additionalProperties;
    const additional =
      extra === false || (extra === undefined && s.properties) ? null : compile(extra ?? {}, defs, seen);
    return { kind: 'object', properties, additional };
  }
  if (types.includes('array')) return { kind: 'array', items: compile(s.items ?? {}, defs, seen) };
  return types.every((t) => t !== undefined && SCALAR_TYPES.has(t)) ? SCALAR : ANY;
}

const compiled = new WeakMap<z.ZodType, KeyNode>();

function keyTree(schema: z.ZodType): KeyNode {
  let tree = compiled.get(schema);
  if (!tree) {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
    tree = compile(json, (json.$defs ?? {}) as JsonSchema, new Map());
    compiled.set(schema, tree);
  }
  return tree;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COLON = 0x3a;

/** Where a string that opens at `start` (its quote) closes: the index of its closing quote. */
function stringEnd(bytes: Buffer, start: number): number {
  // UTF-8 keeps every byte of a multi-byte character above 0x7f, so a quote or backslash byte is always one;
  // a quote after an odd run of backslashes is escaped
  let end = bytes.indexOf(QUOTE, start + 1);
  for (;;) {
    let backslashes = 0;
    while (bytes[end - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
    end = bytes.indexOf(QUOTE, end + 1);
  }
}

/** Whether the bytes between `from` and `to` are exactly `key` (ASCII keys; others take the lookup). */
function sameKey(bytes: Buffer, from: number, to: number, key: string): boolean {
  if (to - from !== key.length) return false;
  for (let k = 0; k < key.length; k++) if (bytes[from + k] !== key.charCodeAt(k)) return false;
  return true;
}

/** Where in `order` the key between `from` and `to` is, or -1. */
function keyAt(order: string[], bytes: Buffer, from: number, to: number): number {
  for (let k = 0; k < order.length; k++) if (sameKey(bytes, from, to, order[k]!)) return k;
  return -1;
}

interface Frame {
  node: KeyNode;
  /** Where in the node's key order the next key is expected. */
  cursor: number;
  inObject: boolean;
  expectingKey: boolean;
  /** The node of the value after the key just read. */
  valueNode: KeyNode;
}

/**
 * The first object key in `bytes` (well-formed JSON in UTF-8) that the contract does not name at its place,
 * or null when there is none. One pass over the bytes, nothing parsed: a key is compared in place with the
 * one the contract's order expects there, then with the object's other keys, and decoded only when it is none
 * of them; a string's end is found by a native search for its closing quote.
 */
export function keyOutsideContract(schema: z.ZodType, bytes: Buffer): string | null {
  const stack: Frame[] = [];
  const root = keyTree(schema);
  let top: Frame = { node: root, cursor: 0, inObject: false, expectingKey: false, valueNode: root };
  const length = bytes.length;
  let at: number;
  for (let i = 0; i < length; i++) {
    const c = bytes[i]!;
    if (c === QUOTE) {
      const end = stringEnd(bytes, i);
      if (top.inObject && top.expectingKey) {
        let j = end + 1;
        let d = bytes[j];
        while (d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) d = bytes[++j];
        if (d === COLON) {
          const node = top.node;
          if (node.kind === 'object') {
            const order = (node.order ??= [...node.properties.keys()]);
            const expected = order[top.cursor];
            if (expected !== undefined && sameKey(bytes, i + 1, end, expected)) {
              top.valueNode = node.properties.get(expected)!;
              top.cursor++;
            } else if ((at = keyAt(order, bytes, i + 1, end)) !== -1) {
              // a key of the contract out of its order: found in place too, nothing allocated
              top.valueNode = node.properties.get(order[at]!)!;
              top.cursor = at + 1;
            } else {
              const raw = bytes.toString('utf8', i + 1, end);
              const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
              const child = node.properties.get(key) ?? node.additional;
              if (!child) return key;
              top.valueNode = child;
              at = order.indexOf(key);
              if (at !== -1) top.cursor = at + 1;
            }
          } else top.valueNode = ANY;
          top.expectingKey = false;
          i = j;
          continue;
        }
      }
      i = end;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const node = top.inObject ? top.valueNode : top.node.kind === 'array' ? top.node.items : top.node;
      stack.push(top);
      top = { node, cursor: 0, inObject: c === 0x7b, expectingKey: c === 0x7b, valueNode: ANY };
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      top = stack.pop()!;
    } else if (c === 0x2c /* , */ && top.inObject) {
      top.expectingKey = true;
    }
  }
  return null;
}

/**
 * Production's check of an answer PostgreSQL wrote as text: sent as it is when every key is one the contract
 * names; otherwise parsed and written again from the contract's zod parse, which drops the stray key, and
 * logged as the bug it is. Answers the bytes to send.
 */
export function guardedText(schema: z.ZodType, answer: JsonText, logger: Logger): string | Buffer {
  const bytes = typeof answer.body === 'string' ? Buffer.from(answer.body) : Buffer.concat(answer.body);
  const stray = keyOutsideContract(schema, bytes);
  if (stray === null) return bytes;
  logger.error({ key: stray }, 'an answer written by the database carried a key its contract does not name');
  return answerText(schema, JSON.parse(bytes.toString()));
}
