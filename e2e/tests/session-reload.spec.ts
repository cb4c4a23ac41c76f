import { expect, test, type Page, type Route } from '@playwright/test';
import { newAccount, profileMenu, signUp } from '../support/accounts';

/**
 * A reload during the page load's session refresh: the refresh reaches the server, which rotates the refresh
 * token, but its answer (and the new cookie) never reaches the browser, so the next page load sends the old
 * cookie again. The server's reuse interval answers it with the session; without it the reload signs out.
 */

test.describe.configure({ retries: 0 });

/** The refresh cookie as the browser holds it (httpOnly: read from the context, not the page). */
async function browserRefreshCookie(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === 'sl_refresh')?.value ?? '';
}

/** The refresh token a Set-Cookie header sets ('' when it sets none). */
function setCookieToken(header: string | null): string {
  return /(?:^|,\s*)sl_refresh=([^;]*)/.exec(header ?? '')?.[1] ?? '';
}

test('right after sign-up, ten reloads during a session refresh all stay signed in', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signUp(page, newAccount(), { confirm: false });
  await expect(profileMenu(page)).toBeVisible();

  for (let round = 1; round <= 10; round += 1) {
    const held = await browserRefreshCookie(page);
    expect(held, `round ${round}: the browser holds a refresh cookie`).not.toBe('');

    let heldRoute: Route | undefined;
    let rotatedTo = '';
    let reachedServer!: () => void;
    const rotated = new Promise<void>((resolve) => (reachedServer = resolve));
    await page.route(
      '**/api/auth/refresh',
      async (route) => {
        heldRoute = route;
        // the request reaches the server, sent from here so that its answer never reaches the browser (nor
        // its cookie jar); the page's own request stays unanswered until the reload below cancels it
        const res = await fetch(new URL('/api/auth/refresh', baseURL), {
          method: 'POST',
          headers: { cookie: `sl_refresh=${held}`, 'sec-fetch-site': 'same-origin' },
        });
        if (res.status === 200) rotatedTo = setCookieToken(res.headers.get('set-cookie'));
        reachedServer();
      },
      { times: 1 },
    );

    await page.reload();
    await rotated;
    expect(rotatedTo, `round ${round}: the server rotated the token`).not.toBe('');
    expect(rotatedTo).not.toBe(held);

    // reload while that refresh is still in flight: the browser still sends the cookie it had
    await page.reload();
    await heldRoute?.abort().catch(() => {});
    // signed in (the top bar's profile menu) and still on /app: a refused refresh ends on /auth
    await expect(profileMenu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);

    // signed in on a token of the same family, newer than both the one sent twice and the one never received
    const now = await browserRefreshCookie(page);
    expect(now).not.toBe('');
    expect(now).not.toBe(held);
    expect(now).not.toBe(rotatedTo);
  }

  // and the session carries on: one more plain reload, nothing held
  await page.reload();
  await expect(profileMenu(page)).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
});
