import {
  FOLDER_IMPORT_TEXTS,
  IMPORT_TARGETS,
  type ImportColumnInput,
  type ImportColumnRead,
} from '@shortlist/contracts';

const ATTRIBUTE_PREFIX = 'attr:';

/** A column's destination as one select value: a field, `attr:<id>`, or `newAttribute`. */
export function choiceOf(column: ImportColumnInput): string {
  return column.target === 'attribute' ? `${ATTRIBUTE_PREFIX}${column.attributeId ?? ''}` : column.target;
}

/** The destination a select value names; a new attribute starts from what the column's values look like. */
export function columnOf(
  choice: string,
  read: ImportColumnRead,
  current: ImportColumnInput,
): ImportColumnInput {
  if (choice.startsWith(ATTRIBUTE_PREFIX))
    return { target: 'attribute', attributeId: choice.slice(ATTRIBUTE_PREFIX.length) };
  if (choice === 'newAttribute')
    return {
      target: 'newAttribute',
      newAttribute: current.newAttribute ??
        read.guess.newAttribute ?? {
          name: read.header,
          valueType: read.valueType,
          unit: read.unit,
          options: read.options,
        },
    };
  return { target: choice as ImportColumnInput['target'] };
}

/** The select's options: the item's fields, the category's attributes, a new attribute, or nothing. */
export function choicesFor(attributes: ReadonlyArray<{ id: string; name: string }>) {
  const fields = IMPORT_TARGETS.filter((t) => t !== 'attribute' && t !== 'newAttribute').map((t) => ({
    value: t,
    label: FOLDER_IMPORT_TEXTS.targets[t],
  }));
  return [
    ...fields,
    ...attributes.map((a) => ({
      value: `${ATTRIBUTE_PREFIX}${a.id}`,
      label: `${FOLDER_IMPORT_TEXTS.targets.attribute}: ${a.name}`,
    })),
    { value: 'newAttribute', label: FOLDER_IMPORT_TEXTS.targets.newAttribute },
  ];
}
