import {
  ATTRIBUTE_TEXTS,
  attributeValueIssue,
  DECIDE_ERRORS,
  DECIDE_TEXTS,
  formatMoney,
  formatScore,
  ITEM_STATUSES,
  ITEM_TEXTS,
  type ItemStatus,
  priceDollarsSchema,
  ratingSchema,
} from '@shortlist/contracts';
import type { EditableAttribute, TableColumn, TableRow } from './table-model';
import { TABLE_TEXTS } from './table-texts';

/** A cell's value as an edit saves it: cents or null (price), 1-10 or null (rating), a status, an attribute's text. */
export type CellValue = string | number | null;

/** What the cell shows (and the CSV holds). */
export function cellText(row: TableRow, column: TableColumn): string {
  switch (column.kind) {
    case 'name':
      return row.name;
    case 'price':
      return row.priceCents === null ? ITEM_TEXTS.noPrice : formatMoney(row.priceCents, row.currency);
    case 'myRating':
      return row.myRating === null ? TABLE_TEXTS.noValue : TABLE_TEXTS.rating(row.myRating);
    case 'average':
      return row.average === null ? TABLE_TEXTS.noValue : row.average.toFixed(1);
    case 'status':
      return DECIDE_TEXTS.statusLabels[row.status];
    case 'score':
      if (row.knockedOut) return DECIDE_TEXTS.knockedOut;
      return row.score === null ? TABLE_TEXTS.noValue : formatScore(row.score);
    case 'attribute': {
      const value = row.values[column.attributeName!] ?? '';
      if (value === '') return TABLE_TEXTS.noValue;
      if (row.attributes[column.attributeName!]?.attributeType === 'yes_no' || isYesNo(value))
        return value === 'yes' ? ATTRIBUTE_TEXTS.yes : value === 'no' ? ATTRIBUTE_TEXTS.no : value;
      return value;
    }
  }
}

const isYesNo = (value: string) => value === 'yes' || value === 'no';

/** What a column sorts by: numbers as numbers, texts as texts; undefined (no value) sorts last either way. */
export function sortValue(row: TableRow, column: TableColumn): number | string | undefined {
  switch (column.kind) {
    case 'name':
      return row.name.toLocaleLowerCase();
    case 'price':
      return row.comparablePriceCents ?? row.priceCents ?? undefined;
    case 'myRating':
      return row.myRating ?? undefined;
    case 'average':
      return row.average ?? undefined;
    case 'status':
      return ITEM_STATUSES.indexOf(row.status);
    case 'score':
      return row.score ?? undefined;
    case 'attribute': {
      const value = row.values[column.attributeName!] ?? '';
      if (value === '') return undefined;
      if (column.isNumber) {
        const number = Number(value);
        return Number.isFinite(number) ? number : undefined;
      }
      return value.toLocaleLowerCase();
    }
  }
}

/** The attribute the row's category gives this column, or null (another category's attribute). */
export function rowAttribute(row: TableRow, column: TableColumn): EditableAttribute | null {
  return column.kind === 'attribute' ? (row.attributes[column.attributeName!] ?? null) : null;
}

/** What the person may change in this cell, by what their role allows. */
export function isEditable(
  row: TableRow,
  column: TableColumn,
  can: { edit: boolean; rate: boolean },
): boolean {
  switch (column.kind) {
    case 'price':
      return can.edit;
    case 'myRating':
      return can.rate;
    // a chosen item is a recorded decision: it is reopened on the Decide tab, not changed in a cell
    case 'status':
      return can.edit && row.status !== 'chosen';
    case 'attribute':
      return can.edit && rowAttribute(row, column) !== null;
    default:
      return false;
  }
}

/** The text an editor starts from. */
export function draftOf(row: TableRow, column: TableColumn): string {
  switch (column.kind) {
    case 'price':
      return row.priceCents === null ? '' : (row.priceCents / 100).toFixed(2);
    case 'myRating':
      return row.myRating === null ? '' : String(row.myRating);
    case 'status':
      return row.status;
    case 'attribute':
      return row.values[column.attributeName!] ?? '';
    default:
      return '';
  }
}

export type Parsed = { ok: true; value: CellValue } | { ok: false; message: string };

const firstIssue = (error: { issues: ReadonlyArray<{ message: string }> }) => error.issues[0]?.message ?? '';

/** An editor's text as the value to save, or the spec's message for why it cannot be. */
export function parseDraft(row: TableRow, column: TableColumn, draft: string): Parsed {
  const text = draft.trim();
  switch (column.kind) {
    case 'price': {
      if (text === '') return { ok: true, value: null };
      const parsed = priceDollarsSchema.safeParse(Number(text.replace(/^\$/, '').replace(/,/g, '')));
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: firstIssue(parsed.error) };
    }
    case 'myRating': {
      if (text === '') return { ok: true, value: null };
      const parsed = ratingSchema.safeParse(Number(text));
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, message: firstIssue(parsed.error) };
    }
    case 'status':
      return (ITEM_STATUSES as readonly string[]).includes(text)
        ? { ok: true, value: text }
        : { ok: false, message: DECIDE_ERRORS.statusInvalid };
    case 'attribute': {
      const attribute = rowAttribute(row, column);
      const message = attribute ? attributeValueIssue(attribute, text) : null;
      return message ? { ok: false, message } : { ok: true, value: text };
    }
    default:
      return { ok: true, value: null };
  }
}

/** The row with a value laid over one cell (an edit the server has not answered yet). */
export function withValue(row: TableRow, column: TableColumn, value: CellValue): TableRow {
  switch (column.kind) {
    case 'price':
      return { ...row, priceCents: value as number | null, comparablePriceCents: converted(row, value) };
    case 'myRating':
      return { ...row, myRating: value as number | null };
    case 'status':
      return { ...row, status: value as ItemStatus };
    case 'attribute':
      return { ...row, values: { ...row.values, [column.attributeName!]: String(value ?? '') } };
    default:
      return row;
  }
}

/** A new price in the folder's currency, at the rate the row's old price was converted with. */
function converted(row: TableRow, value: CellValue): number | null {
  if (value === null) return null;
  const cents = value as number;
  if (row.priceCents === null || row.priceCents === 0 || row.comparablePriceCents === null) return cents;
  return Math.round((cents * row.comparablePriceCents) / row.priceCents);
}

/** The same value as the row holds (an edit that changes nothing is not sent). */
export function sameValue(row: TableRow, column: TableColumn, value: CellValue): boolean {
  switch (column.kind) {
    case 'price':
      return row.priceCents === value;
    case 'myRating':
      return row.myRating === value;
    case 'status':
      return row.status === value;
    case 'attribute':
      return (row.values[column.attributeName!] ?? '') === value;
    default:
      return true;
  }
}
