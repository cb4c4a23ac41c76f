import {
  CATEGORY,
  type Category,
  FOLDER_IMPORT_ERRORS,
  FOLDER_IMPORT_TEXTS,
  type ImportColumn,
  type ImportNewAttribute,
  SINGLE_IMPORT_TARGETS,
} from '@shortlist/contracts';
import { errors } from '../../http/app-error';
import type { ImportAttribute } from './column-guess';
import type { ResolvedColumn } from './row-check';
import type { Sheet } from './sheet-reader';

/** A new attribute the plan adds, keyed in the rows by `new:<column index>` until it has an id. */
export interface PlannedAttribute {
  key: string;
  input: ImportNewAttribute;
}

export interface ResolvedPlan {
  columns: ResolvedColumn[];
  newAttributes: PlannedAttribute[];
  /** Required attributes of the category no column fills, and that have no default to fill them with. */
  requiredUnmapped: ImportAttribute[];
  /** Unmapped attributes with a default value: every row gets it. */
  defaults: Record<string, string>;
}

/** The category the rows go into: an existing one (its attributes), or a new one the import makes. */
export interface PlanCategory {
  attributes: readonly ImportAttribute[];
  /** The user may add attributes to it (their own, or the new one). */
  ownedByUser: boolean;
}

const newKey = (index: number) => `new:${index}`;

/** The attribute of a new column as the rows are checked against it. */
function plannedAttribute(
  key: string,
  input: ImportNewAttribute,
  values: readonly string[],
): ImportAttribute {
  let options = input.options;
  if (input.valueType === 'options' && options.length === 0)
    options = [...new Set(values.filter((v) => v !== ''))];
  return {
    id: key,
    name: input.name,
    attributeType: input.valueType,
    isRequired: false,
    options: input.valueType === 'options' ? options : [],
    unit: input.valueType === 'number' ? input.unit : null,
  };
}

/**
 * Checks the mapping against the sheet and the category: one entry per column, a name column, each field and
 * each attribute at most once, attributes of the category only, new attributes named apart from the others
 * and only where the user may add them, within CATEGORY.attributesMax. Problems are 400s on `columns.<i>`.
 */
export function resolvePlan(
  sheet: Sheet,
  plan: readonly ImportColumn[],
  category: PlanCategory,
): ResolvedPlan {
  const fields: Record<string, string> = {};
  if (plan.length !== sheet.headers.length)
    throw errors.validation({ columns: FOLDER_IMPORT_ERRORS.nameColumnRequired });
  const byId = new Map(category.attributes.map((a) => [a.id, a]));
  const names = new Set(category.attributes.map((a) => a.name.toLowerCase()));
  const used = new Set<string>();
  const columns: ResolvedColumn[] = [];
  const newAttributes: PlannedAttribute[] = [];
  plan.forEach((column, index) => {
    const header = sheet.headers[index]!;
    const at = `columns.${index}`;
    const once = (key: string, message: string) => {
      if (used.has(key)) fields[at] = message;
      used.add(key);
    };
    if (column.target === 'attribute') {
      const attribute = column.attributeId ? byId.get(column.attributeId) : undefined;
      if (!attribute) fields[at] = FOLDER_IMPORT_ERRORS.attributeNotInCategory;
      else {
        once(attribute.id, FOLDER_IMPORT_ERRORS.attributeTwice);
        columns.push({ header, target: 'attribute', attribute });
        return;
      }
      columns.push({ header, target: 'skip' });
      return;
    }
    if (column.target === 'newAttribute') {
      const input = column.newAttribute;
      if (!input) fields[at] = FOLDER_IMPORT_ERRORS.newAttributeNameRequired;
      else if (!category.ownedByUser) fields[at] = FOLDER_IMPORT_ERRORS.newAttributeNotYours;
      else if (names.has(input.name.toLowerCase())) fields[at] = FOLDER_IMPORT_ERRORS.newAttributeExists;
      else {
        names.add(input.name.toLowerCase());
        const key = newKey(index);
        const attribute = plannedAttribute(
          key,
          input,
          sheet.rows.map((row) => row[index] ?? ''),
        );
        if (attribute.options.length > CATEGORY.optionsPerAttributeMax)
          fields[at] = FOLDER_IMPORT_ERRORS.tooManyOptions;
        newAttributes.push({ key, input: { ...input, options: [...attribute.options] } });
        columns.push({ header, target: 'attribute', attribute });
        return;
      }
      columns.push({ header, target: 'skip' });
      return;
    }
    if ((SINGLE_IMPORT_TARGETS as readonly string[]).includes(column.target))
      once(column.target, FOLDER_IMPORT_ERRORS.columnTwice(FOLDER_IMPORT_TEXTS.targets[column.target]));
    columns.push({ header, target: column.target });
  });
  if (!used.has('name') && !Object.keys(fields).length)
    fields.columns = FOLDER_IMPORT_ERRORS.nameColumnRequired;
  if (category.attributes.length + newAttributes.length > CATEGORY.attributesMax)
    fields.columns = FOLDER_IMPORT_ERRORS.attributesTooMany;
  if (Object.keys(fields).length > 0) throw errors.validation(fields);
  const unmapped = category.attributes.filter((a) => !used.has(a.id));
  const defaults: Record<string, string> = {};
  for (const a of unmapped) if (a.defaultValue) defaults[a.id] = a.defaultValue;
  return {
    columns,
    newAttributes,
    requiredUnmapped: unmapped.filter((a) => a.isRequired && !a.defaultValue),
    defaults,
  };
}

/** A category of the folder as the plan reads it. */
export function planCategoryOf(category: Category, userId: string): PlanCategory {
  return { attributes: category.attributes, ownedByUser: category.creatorId === userId };
}

/** The category whose attribute names most headers match (ties: the first listed), if any matches. */
export function bestCategoryFor(
  categories: readonly Category[],
  headers: readonly string[],
): Category | undefined {
  const folded = new Set(headers.map((h) => h.trim().toLowerCase()));
  let best: Category | undefined;
  let bestScore = 0;
  for (const category of categories) {
    const score = category.attributes.filter((a) => folded.has(a.name.toLowerCase())).length;
    if (score > bestScore) {
      best = category;
      bestScore = score;
    }
  }
  return best ?? (categories.length === 1 ? categories[0] : undefined);
}
