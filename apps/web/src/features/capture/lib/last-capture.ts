/**
 * The folder and category a person last captured into, remembered per person in this browser's localStorage
 * (two ids, nothing of the folder's content), so the next Capture starts there and reads the shared page at
 * once. A browser without storage (private mode, blocked) simply remembers nothing.
 */
export interface LastCapture {
  folderId: string;
  categoryId: string;
}

const key = (userId: string) => `shortlist.capture.last.${userId}`;

export function readLastCapture(userId: string | undefined): LastCapture | null {
  if (!userId) return null;
  try {
    const stored = JSON.parse(localStorage.getItem(key(userId)) ?? 'null') as Partial<LastCapture> | null;
    return typeof stored?.folderId === 'string' && typeof stored.categoryId === 'string'
      ? { folderId: stored.folderId, categoryId: stored.categoryId }
      : null;
  } catch {
    return null;
  }
}

export function rememberLastCapture(userId: string | undefined, last: LastCapture): void {
  if (!userId) return;
  try {
    localStorage.setItem(key(userId), JSON.stringify(last));
  } catch {
    // storage full or blocked: the next capture starts at the most recent folder instead
  }
}
