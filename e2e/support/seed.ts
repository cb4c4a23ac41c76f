import { expect, type Page } from '@playwright/test';
import { linkFromMailbox, newAccount, type TestAccount } from './accounts';

/** A signed-in account with a category, a folder and two items, made through the API (fast set-up). */
export interface Seeded {
  account: TestAccount;
  token: string;
  categoryId: string;
  folderId: string;
  itemIds: [string, string];
}

/** Signs up (Basic) through the API in the page's browser context, which opens the app signed in; the access token. */
export async function signUpByApi(page: Page, account: TestAccount): Promise<string> {
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: {
      email: account.email,
      password: account.password,
      fullName: account.fullName,
      nickname: account.nickname,
    },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const { accessToken } = (await signUp.json()) as { accessToken: string };
  // confirm the address through the link of the confirmation mail, as the owner would
  const link = await linkFromMailbox(page.request, account.email.toLowerCase(), 'confirm-email');
  const confirmed = await page.request.post('/api/account/confirm-email', {
    data: { token: decodeURIComponent(link.split('#')[1]!) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return accessToken;
}

/** JSON calls to the API with a Bearer token, failing the journey on any error answer. */
export function apiAs(page: Page, token: string) {
  const call = async <T>(method: 'get' | 'post' | 'put', path: string, data?: unknown): Promise<T> => {
    const response = await page.request[method](path, {
      ...(data === undefined ? {} : { data }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data: unknown) => call<T>('post', path, data),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),
  };
}

/**
 * Signs up through the API in the page's browser context (the refresh cookie lands there, so the app opens
 * signed in) and creates what the screens need.
 */
export async function seedAccount(page: Page, account: TestAccount = newAccount()): Promise<Seeded> {
  const token = await signUpByApi(page, account);
  const { post } = apiAs(page, token);
  const category = await post<{ id: string; attributes: Array<{ id: string; name: string }> }>(
    '/api/categories',
    {
      name: 'Homes',
      description: 'Places to live',
      attributes: [
        { name: 'Area', attributeType: 'text' },
        { name: 'Floors', attributeType: 'number', isRequired: true },
        { name: 'Heating', options: ['gas', 'electric'] },
      ],
    },
  );
  const attr = (name: string) => category.attributes.find((a) => a.name === name)!.id;
  const folder = await post<{ id: string }>('/api/folders', {
    name: 'Flats in Leeds',
    description: 'Two bedrooms near the station',
  });
  const item = (name: string, priceCents: number, rating: number, floors: string) =>
    post<{ id: string }>(`/api/folders/${folder.id}/items`, {
      name,
      description: `${name}: bright, close to the park`,
      priceCents,
      rating,
      categoryId: category.id,
      attributeValues: { [attr('Area')]: 'Headingley', [attr('Floors')]: floors, [attr('Heating')]: 'gas' },
    });
  const first = await item('Flat on Elm Street', 125_000, 8, '2');
  const second = await item('Flat on Oak Road', 99_500, 6, '1');
  return { account, token, categoryId: category.id, folderId: folder.id, itemIds: [first.id, second.id] };
}
