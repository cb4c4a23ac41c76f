import { APP_PATHS } from '@shortlist/contracts';

const KEY = 'shortlist:return-path';

/** Only a path of this site (`/...`, never `//host` or a full URL) is followed back. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

/**
 * Remembers the page a signed-out visitor must come back to after signing in or up (a capture with its link,
 * a public list to copy). Kept in sessionStorage: the tab keeps it across sign-up's steps and a reload.
 */
export function rememberReturnPath(path: string): void {
  if (!isOwnPath(path)) return;
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // storage refused (private mode): the visitor lands on My Folders instead
  }
}

/** Where to go once signed in: the remembered page, else My Folders. Left in place until that page clears it. */
export function postSignInPath(): string {
  try {
    const path = sessionStorage.getItem(KEY);
    return path && isOwnPath(path) ? path : APP_PATHS.app;
  } catch {
    return APP_PATHS.app;
  }
}

/** The remembered page was reached: later sign-ins go to My Folders again. */
export function clearReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
