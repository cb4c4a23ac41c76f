type JsonSchema = Record<string, unknown>;

const isNullSchema = (schema: unknown) => JSON.stringify(schema) === '{"type":"null"}';

/**
 * Two shapes zod writes that the /api/docs renderer (Scalar) refuses inside a schema another schema points at
 * ("document validation errors: Expected union value", 23 components), though Redocly and openapi-typescript
 * take them:
 * - a nullable field as `anyOf: [X, { type: 'null' }]`, a node with no `type` of its own. It is folded into X
 *   with `type: [X's type, 'null']` (X's keywords only constrain values of X's type, so null still passes them);
 *   a nullable `$ref` keeps its `anyOf`, with the referenced schema's type beside it.
 * - "any value" as the empty schema `{}` under `additionalProperties`: written `true`, which says the same.
 * Changes the document in place; the meaning of every schema stays.
 */
export function shapeForRenderers(document: object, schemas: Record<string, JsonSchema>): void {
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const node = value as JsonSchema;
    Object.values(node).forEach(visit);
    foldNullable(node, schemas);
    const extra = node.additionalProperties;
    if (extra && typeof extra === 'object' && Object.keys(extra).length === 0)
      node.additionalProperties = true;
  };
  visit(document);
}

function foldNullable(node: JsonSchema, schemas: Record<string, JsonSchema>): void {
  const members = node.anyOf;
  if (!Array.isArray(members) || members.length !== 2 || 'type' in node) return;
  if (!members.some(isNullSchema)) return;
  const other = members.find((member) => !isNullSchema(member)) as JsonSchema | undefined;
  if (!other) return;
  if (typeof other.$ref === 'string') {
    const type = schemas[other.$ref.split('/').pop() ?? '']?.type;
    if (typeof type === 'string') node.type = [type, 'null'];
    return;
  }
  if (typeof other.type !== 'string' || 'anyOf' in other || 'oneOf' in other || 'allOf' in other) return;
  delete node.anyOf;
  Object.assign(node, other, { type: [other.type, 'null'] });
  if (Array.isArray(other.enum)) node.enum = [...(other.enum as unknown[]), null];
  if ('const' in other) {
    node.enum = [other.const, null];
    delete node.const;
  }
}
