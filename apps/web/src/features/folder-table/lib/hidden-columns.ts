/** Where a folder's hidden columns are remembered, in this browser. */
export const hiddenColumnsKey = (folderId: string) => `shortlist:table-columns:${folderId}`;

/** The ids of the columns the person hid in this folder's table (none when nothing, or nothing readable, is kept). */
export function readHiddenColumns(folderId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(hiddenColumnsKey(folderId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHiddenColumns(folderId: string, hidden: readonly string[]): void {
  try {
    if (hidden.length === 0) localStorage.removeItem(hiddenColumnsKey(folderId));
    else localStorage.setItem(hiddenColumnsKey(folderId), JSON.stringify(hidden));
  } catch {
    // storage full or refused (private mode): the choice holds for this visit only
  }
}
