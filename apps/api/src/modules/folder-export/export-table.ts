import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { FOLDER_EXPORT_TEXTS, type FolderExport } from '@shortlist/contracts';

/** A cell as typed: numbers stay numbers, dates dates, yes/no booleans in a workbook. */
type Cell = string | number | boolean | Date | null;

interface Column {
  header: string;
  cell: (item: FolderExport['items'][number]) => Cell;
  /** Excel number format of the column's cells. */
  numFmt?: string;
}

const COLUMNS = FOLDER_EXPORT_TEXTS.columns;

/** "Rating (Ada)", "Rating (Ada) 2" when two people have one name: one column each. */
function ratingHeaders(people: ReadonlyArray<{ id: string; name: string }>): Map<string, string> {
  const seen = new Map<string, number>();
  return new Map(
    people.map((p) => {
      const base = COLUMNS.rating(p.name);
      const n = (seen.get(base) ?? 0) + 1;
      seen.set(base, n);
      return [p.id, n === 1 ? base : `${base} ${n}`] as const;
    }),
  );
}

/**
 * The export as one table: name, description, link, price (a number) and currency apart, category, status,
 * one column per attribute with its raw value (numbers as numbers), each member's rating and the ISO dates.
 */
function tableOf(doc: FolderExport): Column[] {
  const attributes = new Map<string, string>();
  for (const c of doc.categories)
    for (const a of c.attributes) if (!attributes.has(a.name)) attributes.set(a.name, a.attributeType);
  const categoryNames = new Map(doc.categories.map((c) => [c.id, c.name]));
  // the folder's people in their order (the owner first), then anyone else whose rating is kept
  const raters = new Map<string, { id: string; name: string }>();
  const rated = new Set(doc.items.flatMap((i) => i.ratings.map((r) => r.person.id)));
  for (const m of doc.members) if (rated.has(m.id)) raters.set(m.id, m);
  for (const item of doc.items)
    for (const r of item.ratings) if (!raters.has(r.person.id)) raters.set(r.person.id, r.person);
  const ratingHeader = ratingHeaders([...raters.values()]);
  const typed = (type: string, value: string | undefined): Cell => {
    if (value === undefined || value === '') return null;
    if (type === 'number' && Number.isFinite(Number(value))) return Number(value);
    return value;
  };
  return [
    { header: COLUMNS.name, cell: (i) => i.name },
    { header: COLUMNS.description, cell: (i) => i.description },
    { header: COLUMNS.link, cell: (i) => i.link },
    {
      header: COLUMNS.price,
      cell: (i) => (i.priceCents === null ? null : i.priceCents / 100),
      numFmt: '#,##0.00',
    },
    { header: COLUMNS.currency, cell: (i) => i.currency },
    { header: COLUMNS.category, cell: (i) => categoryNames.get(i.categoryId) ?? null },
    { header: COLUMNS.status, cell: (i) => i.status },
    ...[...attributes].map(([name, type]) => ({
      header: name,
      cell: (i: FolderExport['items'][number]) => typed(type, i.attributes[name]),
    })),
    ...[...raters.keys()].map((id) => ({
      header: ratingHeader.get(id)!,
      cell: (i: FolderExport['items'][number]) => i.ratings.find((r) => r.person.id === id)?.rating ?? null,
    })),
    { header: COLUMNS.createdAt, cell: (i) => new Date(i.createdAt), numFmt: 'yyyy-mm-dd"T"hh:mm:ss"Z"' },
    { header: COLUMNS.updatedAt, cell: (i) => new Date(i.updatedAt), numFmt: 'yyyy-mm-dd"T"hh:mm:ss"Z"' },
  ];
}

/** CSV: numbers unquoted and plain ("1450.5"), dates ISO 8601, a UTF-8 byte order mark for Excel. */
export function folderCsv(doc: FolderExport): string {
  const columns = tableOf(doc);
  const text = (cell: Cell) => (cell instanceof Date ? cell.toISOString() : cell);
  return (
    '\uFEFF' +
    Papa.unparse(
      {
        fields: columns.map((c) => c.header),
        data: doc.items.map((item) => columns.map((c) => text(c.cell(item)))),
      },
      { newline: '\r\n' },
    )
  );
}

/** XLSX with typed cells: numbers, dates and text each as themselves. */
export async function folderWorkbook(doc: FolderExport): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(doc.exportedAt);
  const sheet = workbook.addWorksheet(FOLDER_EXPORT_TEXTS.sheetName);
  const columns = tableOf(doc);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.header,
    width: Math.min(40, Math.max(10, c.header.length + 2)),
    ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const item of doc.items) sheet.addRow(columns.map((c) => c.cell(item)));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
