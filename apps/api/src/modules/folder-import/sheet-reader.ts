import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { FOLDER_IMPORT, FOLDER_IMPORT_ERRORS, type ImportSource } from '@shortlist/contracts';
import { SHEET_READING } from '../../config/tunables';
import { errors } from '../../http/app-error';
import { rowsOfFolderExport } from './json-rows';

/** A sheet as text cells: the header row and the rows under it, each as long as the header. */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

const refuse = (message: string) => errors.validation({ 'source.content': message }, message);

/** The header row names the columns; blank names become "Column N" so every column can be mapped. */
function shapeSheet(cells: string[][]): Sheet {
  const filled = cells.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (filled.length === 0) throw refuse(FOLDER_IMPORT_ERRORS.empty);
  const [headerRow, ...rows] = filled as [string[], ...string[][]];
  let width = headerRow.length;
  while (width > 0 && headerRow[width - 1]!.trim() === '') width -= 1;
  if (width === 0) throw refuse(FOLDER_IMPORT_ERRORS.noHeader);
  if (width > FOLDER_IMPORT.columnsMax) throw refuse(FOLDER_IMPORT_ERRORS.tooManyColumns);
  if (rows.length === 0) throw refuse(FOLDER_IMPORT_ERRORS.noRows);
  if (rows.length > FOLDER_IMPORT.rowsMax) throw refuse(FOLDER_IMPORT_ERRORS.tooManyRows);
  const headers = headerRow
    .slice(0, width)
    .map((h, i) => h.trim().slice(0, SHEET_READING.headerMax) || `Column ${i + 1}`);
  return {
    headers,
    rows: rows.map((row) => headers.map((_, i) => (row[i] ?? '').trim())),
  };
}

/** CSV (its delimiter found by papaparse: commas, semicolons...) or tab-separated text (a paste, a TSV). */
function readDelimited(text: string, delimiter: string | undefined): string[][] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: delimiter ?? '',
    skipEmptyLines: 'greedy',
  });
  // a quote left open swallows the rest of the file: nothing sensible can be imported from it
  if (parsed.errors.some((e) => e.code === 'MissingQuotes')) throw refuse(FOLDER_IMPORT_ERRORS.unreadable);
  return parsed.data;
}

/** A cell of a workbook as the text a person sees in it (dates ISO 8601, yes/no for booleans). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('hyperlink' in value) return String(value.hyperlink);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('error' in value) return '';
  }
  return String(value);
}

/** The first worksheet of an XLSX file sent base64-encoded. */
async function readWorkbook(base64: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(base64, 'base64') as unknown as ArrayBuffer);
  } catch {
    throw refuse(FOLDER_IMPORT_ERRORS.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(FOLDER_IMPORT_ERRORS.empty);
  if (sheet.rowCount > FOLDER_IMPORT.rowsMax + 1 + 1000) throw refuse(FOLDER_IMPORT_ERRORS.tooManyRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  return rows;
}

/**
 * The sheet a source holds, parsed on the server: papaparse for delimited text, exceljs for workbooks, and the
 * app's own JSON export read back as one row per item. `viewerId` picks the viewer's rating out of an export.
 */
export async function readSheet(source: ImportSource, viewerId: string): Promise<Sheet> {
  switch (source.format) {
    case 'csv':
      return shapeSheet(readDelimited(source.content, undefined));
    case 'tsv':
    case 'paste':
      return shapeSheet(readDelimited(source.content, '\t'));
    case 'xlsx':
      return shapeSheet(await readWorkbook(source.content));
    case 'json':
      return shapeSheet(rowsOfFolderExport(source.content, viewerId, refuse));
  }
}
