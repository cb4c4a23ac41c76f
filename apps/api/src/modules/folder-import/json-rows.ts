import {
  FOLDER_EXPORT_TEXTS,
  FOLDER_IMPORT_ERRORS,
  FOLDER_IMPORT_TEXTS,
  folderExportSchema,
} from '@shortlist/contracts';

const COLUMNS = FOLDER_EXPORT_TEXTS.columns;

/** Cents as the decimal a sheet holds ("1450.5" for 145050). */
export const centsAsDecimal = (cents: number) => String(cents / 100);

/**
 * The app's JSON export of a folder as a sheet: one row per item with its name, description, link, price,
 * currency, the viewer's own rating and a column per attribute (by name, in the categories' order). Anything
 * else in the file (notes, steps, decisions) stays out: an import adds items, not their histories.
 */
export function rowsOfFolderExport(
  text: string,
  viewerId: string,
  refuse: (message: string) => Error,
): string[][] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(FOLDER_IMPORT_ERRORS.unreadableJson);
  }
  const parsed = folderExportSchema.safeParse(json);
  if (!parsed.success) throw refuse(FOLDER_IMPORT_ERRORS.unreadableJson);
  const doc = parsed.data;
  const attributeNames = [
    ...new Set(
      doc.categories.flatMap((c) =>
        [...c.attributes].sort((a, b) => a.displayOrder - b.displayOrder).map((a) => a.name),
      ),
    ),
  ];
  const header = [
    COLUMNS.name,
    COLUMNS.description,
    COLUMNS.link,
    COLUMNS.price,
    COLUMNS.currency,
    FOLDER_IMPORT_TEXTS.targets.rating,
    ...attributeNames,
  ];
  const rows = doc.items.map((item) => [
    item.name,
    item.description ?? '',
    item.link ?? '',
    item.priceCents === null ? '' : centsAsDecimal(item.priceCents),
    item.currency,
    String(item.ratings.find((r) => r.person.id === viewerId)?.rating ?? ''),
    ...attributeNames.map((name) => item.attributes[name] ?? ''),
  ]);
  return [header, ...rows];
}
