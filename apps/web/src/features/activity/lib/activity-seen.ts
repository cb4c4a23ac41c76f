/**
 * When this browser last showed a folder's activity to a person, in localStorage (a timestamp per person and
 * folder, nothing of the folder's content): what others did after it counts as unread on the Activity tab.
 * A browser without storage (private mode, blocked) counts nothing as unread.
 */
const key = (userId: string, folderId: string) => `shortlist.activity.seen.${userId}.${folderId}`;

export function readActivitySeen(userId: string, folderId: string): string | null {
  try {
    return localStorage.getItem(key(userId, folderId));
  } catch {
    return null;
  }
}

export function rememberActivitySeen(userId: string, folderId: string, at: string): void {
  try {
    localStorage.setItem(key(userId, folderId), at);
  } catch {
    // storage full or blocked: the tab shows no unread count
  }
}
