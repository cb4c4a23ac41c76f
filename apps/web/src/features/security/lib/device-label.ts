import { SESSIONS_TEXTS as T } from '@shortlist/contracts';

/** "Chrome on Mac OS 10.15.7", with words for what the user agent did not say. */
export function deviceLabel(device: { browser: string | null; system: string | null }): string {
  return T.deviceLabel(device.browser ?? T.unknownBrowser, device.system ?? T.unknownSystem);
}
