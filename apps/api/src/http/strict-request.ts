import { z } from 'zod';

type Def = Record<string, unknown> & { type: string };
type Node = z.ZodType & { _zod: { def: Def; traits: Set<string> } };

const strictCopies = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A copy of a request schema whose every object refuses keys it does not name (zod's `unrecognized_keys`), where
 * the contract's objects strip them: a body's unknown key is the client's mistake (`{"changes":{"$ne":null}}`
 * saved nothing and said 200), so it is a 400 naming it, on every route at once. The contract's own schemas stay
 * as they are: answers, forms and the OpenAPI document read them. An object that says what its other keys are
 * (`.catchall()`, `.loose()`) keeps that. Made once per schema and kept.
 */
export function strictRequest<S extends z.ZodType>(schema: S): S {
  let copy = strictCopies.get(schema);
  if (!copy) {
    copy = strictCopy(schema as unknown as Node, new Map());
    strictCopies.set(schema, copy);
  }
  return copy as S;
}

function strictCopy(node: Node, done: Map<Node, Node>): Node {
  const known = done.get(node);
  if (known) return known;
  const def = node._zod.def;
  const each = (child: unknown) => strictCopy(child as Node, done);
  let copy: Node;
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const strictShape = Object.fromEntries(Object.keys(shape).map((key) => [key, each(shape[key])]));
      const catchall = def.catchall === undefined ? z.never() : each(def.catchall);
      copy = clone(node, { shape: strictShape, catchall });
      break;
    }
    case 'array':
      copy = clone(node, { element: each(def.element) });
      break;
    case 'record':
    case 'map':
      copy = clone(node, { valueType: each(def.valueType) });
      break;
    case 'set':
      copy = clone(node, { valueType: each(def.valueType) });
      break;
    case 'tuple':
      copy = clone(node, {
        items: (def.items as unknown[]).map(each),
        rest: def.rest ? each(def.rest) : def.rest,
      });
      break;
    case 'union':
      copy = clone(node, { options: (def.options as unknown[]).map(each) });
      break;
    case 'intersection':
      // zod reports a key as unknown only when both sides refuse it
      copy = clone(node, { left: each(def.left), right: each(def.right) });
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      copy = clone(node, { innerType: each(def.innerType) });
      break;
    case 'pipe': {
      // what a client sent is the input side; the output side sees it only after a preprocess (a transform into
      // the schema: the item save's `changes`, JSON text), not what an input side's own transform made
      const input = def.in as Node;
      const preprocessed = input._zod.traits.has('$ZodTransform');
      copy = clone(node, { in: each(input), out: preprocessed ? each(def.out) : def.out });
      break;
    }
    case 'lazy': {
      // the inner schema is read at the first parse, and the original's memo of it must not stand in
      const getter = def.getter as () => Node;
      copy = clone(node, { getter: () => strictCopy(getter(), done), _cachedInner: undefined });
      break;
    }
    default:
      copy = node; // text, numbers, enums, literals, transforms...: no keys of their own
  }
  done.set(node, copy);
  return copy;
}

/**
 * The same schema with parts of its definition replaced, the rest kept as it is defined: a default's value is a
 * getter that hands each parse its own copy, which a spread would turn into one object shared by every request.
 */
function clone(node: Node, parts: Record<string, unknown>): Node {
  const def = Object.defineProperties(
    {},
    { ...Object.getOwnPropertyDescriptors(node._zod.def), ...Object.getOwnPropertyDescriptors(parts) },
  ) as Def;
  return (node as unknown as { clone: (d: Def) => Node }).clone(def);
}
