import type { Browser } from '@playwright/test';
import { newAccount } from './accounts';
import { apiAs, signUpByApi, type Seeded } from './seed';

export interface SharedFolder {
  folderId: string;
  /** The rater's name, as the consensus strips show it. */
  raterName: string;
  /** The items by name: the owner and the rater disagree on the first, agree on the second. */
  itemIds: Record<string, string>;
}

export const DISPUTED = 'House on Park Lane';
export const AGREED = 'Cottage by the Mill';

/**
 * A shared folder of the seeded (Premium) owner, with two subfolders and three items, and a second person
 * (a rater, signed up in a browser context of their own) who rates two of them: far from the owner on one
 * ("people disagree"), close on the other. Made through the API.
 */
export async function seedSharedFolder(browser: Browser, owner: Seeded): Promise<SharedFolder> {
  const context = await browser.newContext();
  try {
    const raterPage = await context.newPage();
    const rater = newAccount({ fullName: 'Bob Builder' });
    const raterApi = apiAs(raterPage, await signUpByApi(raterPage, rater));
    // the owner's calls go through the rater's context too: a Bearer token names the caller, not the cookie
    const ownerApi = apiAs(raterPage, owner.token);
    const category = await ownerApi.post<{ id: string }>('/api/categories', {
      name: 'Houses',
      description: 'Houses to buy',
      attributes: [{ name: 'District', attributeType: 'text' }],
    });
    const folder = await ownerApi.post<{ id: string }>('/api/folders', {
      name: 'Houses in York',
      description: 'Three bedrooms, a garden',
    });
    for (const name of ['Near the station', 'Outside the walls'])
      await ownerApi.post('/api/folders', { name, parentFolderId: folder.id });
    const itemIds: Record<string, string> = {};
    for (const [name, priceCents, rating] of [
      [DISPUTED, 320_000_00, 9],
      [AGREED, 280_000_00, 7],
      ['Terrace on Bootham', 300_000_00, 6],
    ] as const) {
      const item = await ownerApi.post<{ id: string }>(`/api/folders/${folder.id}/items`, {
        name,
        description: `${name}: south-facing garden`,
        priceCents,
        rating,
        categoryId: category.id,
      });
      itemIds[name] = item.id;
    }
    await ownerApi.post(`/api/folders/${folder.id}/collaborators`, { email: rater.email, role: 'rater' });
    await raterApi.put(`/api/items/${itemIds[DISPUTED]}/rating`, { rating: 2 });
    await raterApi.put(`/api/items/${itemIds[AGREED]}/rating`, { rating: 8 });
    return { folderId: folder.id, raterName: rater.fullName, itemIds };
  } finally {
    await context.close();
  }
}
