import { APP_ROUTES, CAPTURE } from '@shortlist/contracts';

/**
 * The bookmarklet's code: opens this app's Capture screen for the page it is clicked on (its address and title)
 * in a small window. Runs on someone else's page, so it only reads location and title and opens a window.
 */
export function bookmarkletCode(origin: string): string {
  const { width, height } = CAPTURE.bookmarkletWindow;
  const target = JSON.stringify(`${origin}${APP_ROUTES.capture}`);
  return (
    'javascript:(function(){' +
    "var q='?url='+encodeURIComponent(location.href)+'&title='+encodeURIComponent(document.title);" +
    `window.open(${target}+q,'shortlist-capture','width=${width},height=${height},resizable=yes,scrollbars=yes');` +
    '})()'
  );
}
