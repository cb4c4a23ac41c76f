import {
  attributeValueIssue,
  currencyCodeSchema,
  FOLDER_IMPORT_ERRORS,
  FOLDER_IMPORT_TEXTS,
  type ImportProblem,
  itemCreateSchema,
  ITEM,
  noteInputSchema,
  ORGANISE_VALIDATION,
  priceDollarsSchema,
  ratingSchema,
  sourceUrlSchema,
} from '@shortlist/contracts';
import type { z } from 'zod';
import { type ImportAttribute, numberOf, yesNoOf } from './column-guess';

/** A column's destination, resolved: an attribute column carries the attribute (new ones keyed `new:<index>`). */
export type ResolvedColumn =
  | {
      header: string;
      target: 'skip' | 'name' | 'description' | 'link' | 'price' | 'currency' | 'rating' | 'note';
    }
  | { header: string; target: 'attribute'; attribute: ImportAttribute };

/** A row ready to be written: the values in the item form's terms, attribute values keyed by attribute id. */
export interface ImportRow {
  /** The row's number in the sheet (header = 1). */
  row: number;
  name: string;
  description: string | null;
  sourceUrl: string | null;
  priceCents: number | null;
  currency: string | null;
  rating: number | null;
  note: string | null;
  values: Record<string, string>;
}

export interface CheckedRow {
  row: ImportRow;
  problems: ImportProblem[];
}

/** The first message of a failed parse (the contract's own). */
function firstMessage(result: z.ZodSafeParseResult<unknown>): string | null {
  return result.success ? null : (result.error.issues[0]?.message ?? ORGANISE_VALIDATION.itemValidation);
}

/** A value as its attribute stores it: numbers plain, yes/no as `yes`/`no`; other text as typed. */
function storedValue(attribute: ImportAttribute, raw: string): string {
  if (raw === '') return '';
  if (attribute.attributeType === 'number') return numberOf(raw) ?? raw;
  if (attribute.attributeType === 'yes_no') return yesNoOf(raw) ?? raw;
  if (attribute.options.length > 0) {
    const match = attribute.options.find((o) => o.toLowerCase() === raw.toLowerCase());
    return match ?? raw;
  }
  return raw;
}

/**
 * One sheet row checked with the item form's own schemas and messages: the name's rule, a link, a price that
 * is a number within the range, a 1-10 rating, a known currency, a note's length, each attribute value's length
 * and its attribute's rule (a required one left empty included, also when no column fills it).
 */
export function checkRow(
  cells: readonly string[],
  rowNumber: number,
  columns: readonly ResolvedColumn[],
  requiredUnmapped: readonly ImportAttribute[],
): CheckedRow {
  const problems: ImportProblem[] = [];
  const row: ImportRow = {
    row: rowNumber,
    name: '',
    description: null,
    sourceUrl: null,
    priceCents: null,
    currency: null,
    rating: null,
    note: null,
    values: {},
  };
  const problem = (column: string, message: string | null) => {
    if (message) problems.push({ column, message });
  };
  let named = false;
  columns.forEach((column, index) => {
    const raw = cells[index] ?? '';
    switch (column.target) {
      case 'skip':
        return;
      case 'name': {
        named = true;
        const parsed = itemCreateSchema.shape.name.safeParse(raw);
        if (parsed.success) row.name = parsed.data;
        else {
          row.name = raw;
          problem(column.header, firstMessage(parsed));
        }
        return;
      }
      case 'description': {
        const parsed = itemCreateSchema.shape.description.safeParse(raw);
        if (parsed.success) row.description = parsed.data;
        else problem(column.header, firstMessage(parsed));
        return;
      }
      case 'link': {
        const parsed = sourceUrlSchema.safeParse(raw);
        if (parsed.success) row.sourceUrl = parsed.data;
        else problem(column.header, firstMessage(parsed));
        return;
      }
      case 'price': {
        if (raw === '') return;
        const plain = numberOf(raw);
        if (plain === null) return problem(column.header, FOLDER_IMPORT_ERRORS.priceNotNumber);
        const parsed = priceDollarsSchema.safeParse(Number(plain));
        if (parsed.success) row.priceCents = parsed.data;
        else problem(column.header, firstMessage(parsed));
        return;
      }
      case 'currency': {
        if (raw === '') return;
        const parsed = currencyCodeSchema.safeParse(raw);
        if (parsed.success) row.currency = parsed.data;
        else problem(column.header, firstMessage(parsed));
        return;
      }
      case 'rating': {
        if (raw === '') return;
        const value = Number(raw.replace(',', '.'));
        const parsed = ratingSchema.safeParse(value);
        if (parsed.success && Number.isFinite(value)) row.rating = parsed.data;
        else problem(column.header, ORGANISE_VALIDATION.ratingRange);
        return;
      }
      case 'note': {
        if (raw === '') return;
        const parsed = noteInputSchema.safeParse({ title: FOLDER_IMPORT_TEXTS.noteTitle, content: raw });
        if (!parsed.success) return problem(column.header, firstMessage(parsed));
        row.note = row.note === null ? parsed.data.content : `${row.note}\n\n${parsed.data.content}`;
        if (row.note.length > ITEM.noteContentMax)
          problem(column.header, ORGANISE_VALIDATION.noteContentTooLong);
        return;
      }
      case 'attribute': {
        const value = storedValue(column.attribute, raw);
        if (value.length > ITEM.attributeValueMax)
          return problem(column.header, ORGANISE_VALIDATION.attributeValueTooLong);
        const issue = attributeValueIssue(column.attribute, value);
        if (issue) return problem(column.header, issue);
        if (value !== '') row.values[column.attribute.id] = value;
        return;
      }
    }
  });
  if (!named) problem(FOLDER_IMPORT_TEXTS.targets.name, ORGANISE_VALIDATION.itemNameRequired);
  for (const attribute of requiredUnmapped) problem(attribute.name, ORGANISE_VALIDATION.attributeRequired);
  return { row, problems };
}
