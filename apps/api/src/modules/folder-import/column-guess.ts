import {
  FOLDER_EXPORT_TEXTS,
  ITEM,
  type ImportColumn,
  type ImportColumnRead,
  type ImportValueType,
  isNumericValue,
} from '@shortlist/contracts';
import { SHEET_READING } from '../../config/tunables';
import type { Sheet } from './sheet-reader';

/** What the guess needs to know of the category's attributes. */
export interface ImportAttribute {
  id: string;
  name: string;
  attributeType: ImportValueType;
  isRequired: boolean;
  options: readonly string[];
  unit?: string | null;
  defaultValue?: string | null;
}

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** Header words that name each of an item's own fields (English, as the app's own exports write them). */
const FIELD_WORDS: Record<
  'name' | 'description' | 'link' | 'price' | 'currency' | 'rating' | 'note',
  string[]
> = {
  name: ['name', 'item', 'item name', 'title', 'product', 'option'],
  description: ['description', 'details', 'desc', 'summary'],
  link: ['link', 'url', 'source', 'source link', 'website', 'web'],
  price: ['price', 'cost', 'amount'],
  currency: ['currency', 'curr'],
  rating: ['rating', 'my rating', 'score', 'stars'],
  note: ['note', 'notes', 'comment', 'comments', 'remarks'],
};

/** The app's export columns that an import has no place for (they are the app's own, not the person's). */
const EXPORT_ONLY = [
  FOLDER_EXPORT_TEXTS.columns.category,
  FOLDER_EXPORT_TEXTS.columns.status,
  FOLDER_EXPORT_TEXTS.columns.createdAt,
  FOLDER_EXPORT_TEXTS.columns.updatedAt,
  FOLDER_EXPORT_TEXTS.columns.private,
].map(fold);

/** "Area (m²)" -> { name: "Area", unit: "m²" }; "Price [EUR]" likewise. */
export function splitUnit(header: string): { name: string; unit: string | null } {
  const match = /^(.*?)\s*[([]\s*([^)\]]{1,24})\s*[)\]]\s*$/.exec(header);
  if (!match || match[1]!.trim() === '') return { name: header.trim(), unit: null };
  return { name: match[1]!.trim(), unit: match[2]!.trim() };
}

const YES = new Set(['yes', 'y', 'true', 'ja', 'oui', 'si', 'x', '✓', '✔']);
const NO = new Set(['no', 'n', 'false', 'nein', 'non', '-', '✗', '✘']);

/** yes/no as stored, or null when the text is neither. */
export function yesNoOf(value: string): 'yes' | 'no' | null {
  const v = value.trim().toLowerCase();
  if (YES.has(v)) return 'yes';
  if (NO.has(v)) return 'no';
  return null;
}

/**
 * A number from a cell as people type it: "1,450.00", "$1,450", "72 m²", "1 200". Answers the plain decimal
 * text ("1450", "72"), or null when there is no number or more than a unit around it.
 */
export function numberOf(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  const match = /^([^\d\s.,-]{0,4})\s*(-?[\d\s.,']*\d(?:\.\d+)?)\s*([^\d]{0,12})$/u.exec(v);
  if (!match) return null;
  const [, before, digits, after] = match;
  if (/[\p{L}]{2,}/u.test(before ?? '') && (after ?? '') !== '') return null;
  let plain = digits!.replace(/[\s']/g, '');
  // "1.234,5" (a decimal comma after grouping dots) and "12,5" (a lone decimal comma)
  if (/^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(plain)) plain = plain.replace(/\./g, '').replace(',', '.');
  else if (/^-?\d+,\d{1,2}$/.test(plain)) plain = plain.replace(',', '.');
  else plain = plain.replace(/,/g, '');
  return isNumericValue(plain) ? String(Number(plain)) : null;
}

/** The unit the values carry after their numbers ("72 m²" -> "m²"), when all carry the same one. */
function unitOfValues(values: readonly string[]): string | null {
  const units = new Set(
    values.map((v) => /^[^\d-]*-?[\d\s.,']*\d\s*(.*)$/u.exec(v.trim())?.[1]?.trim() ?? ''),
  );
  const [only] = units;
  return units.size === 1 && only ? only : null;
}

/** What a column's values look like: yes/no, numbers (with a unit), a few options, or text. */
export function detectValues(
  header: string,
  values: readonly string[],
): { valueType: ImportValueType; unit: string | null; options: string[] } {
  const filled = values.filter((v) => v !== '');
  const headerUnit = splitUnit(header).unit;
  if (filled.length === 0) return { valueType: 'text', unit: null, options: [] };
  if (filled.every((v) => yesNoOf(v) !== null) && filled.some((v) => /[a-z✓✔✗✘]/i.test(v)))
    return { valueType: 'yes_no', unit: null, options: [] };
  if (filled.every((v) => numberOf(v) !== null))
    return { valueType: 'number', unit: headerUnit ?? unitOfValues(filled), options: [] };
  const distinct = [...new Set(filled)];
  if (
    distinct.length <= SHEET_READING.optionsDetectMax &&
    distinct.length < filled.length &&
    distinct.every((v) => v.length <= ITEM.attributeValueMax)
  )
    return { valueType: 'options', unit: null, options: distinct };
  return { valueType: 'text', unit: null, options: [] };
}

/**
 * Each column with its first value, its kind of values and the destination guessed from its header: an item
 * field, an attribute of the category of the same name, or else a new attribute typed from its values. The
 * first column that matches a field takes it; a second one becomes an attribute. "Rating (<viewer>)" is the
 * viewer's own rating; other people's ratings in an export are left out.
 */
export function guessColumns(
  sheet: Sheet,
  attributes: readonly ImportAttribute[],
  viewerNames: readonly string[],
): ImportColumnRead[] {
  const taken = new Set<string>();
  const byName = new Map(attributes.map((a) => [fold(a.name), a]));
  const myRatingHeaders = new Set(viewerNames.map((n) => fold(FOLDER_EXPORT_TEXTS.columns.rating(n))));
  const otherRating = /^rating \S/;
  return sheet.headers.map((header, index) => {
    const values = sheet.rows.map((row) => row[index] ?? '');
    const detected = detectValues(header, values);
    const key = fold(header);
    const bare = fold(splitUnit(header).name);
    const field = (Object.keys(FIELD_WORDS) as Array<keyof typeof FIELD_WORDS>).find(
      (f) => FIELD_WORDS[f].includes(key) || FIELD_WORDS[f].includes(bare),
    );
    const attribute = byName.get(key) ?? byName.get(bare);
    let guess: ImportColumn;
    if (attribute && !taken.has(attribute.id)) {
      taken.add(attribute.id);
      guess = { target: 'attribute', attributeId: attribute.id };
    } else if (myRatingHeaders.has(key) && !taken.has('rating')) {
      taken.add('rating');
      guess = { target: 'rating' };
    } else if (otherRating.test(key) && !FIELD_WORDS.rating.includes(key)) {
      // someone else's rating in an export: it cannot become theirs here
      guess = { target: 'skip' };
    } else if (field && (field === 'note' || !taken.has(field))) {
      taken.add(field);
      guess = { target: field };
    } else if (
      EXPORT_ONLY.includes(key) ||
      otherRating.test(key) ||
      (detected.valueType === 'text' && values.every((v) => v === ''))
    ) {
      guess = { target: 'skip' };
    } else {
      const { name } = splitUnit(header);
      guess = {
        target: 'newAttribute',
        newAttribute: {
          name,
          valueType: detected.valueType,
          unit: detected.unit,
          options: detected.options,
        },
      };
    }
    return { header, sample: values.find((v) => v !== '') ?? '', ...detected, guess };
  });
}
