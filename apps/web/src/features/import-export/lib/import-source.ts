import type { ImportFormat, ImportSource } from '@shortlist/contracts';

/** A file's format from its name: the server parses it. */
export function formatOfFile(name: string): ImportFormat {
  const lower = name.toLowerCase();
  if (lower.endsWith('.xlsx')) return 'xlsx';
  if (lower.endsWith('.json')) return 'json';
  if (lower.endsWith('.tsv') || lower.endsWith('.tab')) return 'tsv';
  return 'csv';
}

/** A paste from a spreadsheet is tab-separated; text without a tab is read as CSV. */
export function sourceOfPaste(text: string): ImportSource {
  return { format: text.includes('\t') ? 'paste' : 'csv', content: text };
}

/** A chosen file as the API takes it: text, or base64 for a workbook. */
export async function sourceOfFile(file: File): Promise<ImportSource> {
  const format = formatOfFile(file.name);
  if (format !== 'xlsx') return { format, content: await file.text() };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { format, content: btoa(binary) };
}
