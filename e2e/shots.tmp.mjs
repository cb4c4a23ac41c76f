// temporary screenshot script (not part of the suite)
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3210';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const req = page.request;
const s = Date.now().toString(36);
const signup = await req.post(`${base}/api/auth/sign-up`, { data: { email: `shot-${s}@example.test`, password: 'correct horse battery', fullName: 'Grace Hopper', nickname: `grace_${s}` } });
const { accessToken } = await signup.json();
const h = { Authorization: `Bearer ${accessToken}` };
const cat = await (await req.post(`${base}/api/categories`, { headers: h, data: { name: 'Apartments', description: 'Flats to rent in the city, compared on what matters to us', attributes: ['Area', 'Floor', 'Rooms', 'Heating', 'Balcony', 'Parking', 'Pets'].map((name, i) => ({ name, attributeType: i < 3 ? 'number' : 'text', isRequired: i === 0, options: name === 'Heating' ? ['gas', 'electric'] : [] })) } })).json();
const f = await (await req.post(`${base}/api/folders`, { headers: h, data: { name: 'Apartment Hunting', description: 'Two-bedroom flats near the river, under $2,000 a month' } })).json();
await req.post(`${base}/api/folders`, { headers: h, data: { name: 'Cars', description: 'A family car for weekends' } });
await req.post(`${base}/api/folders`, { headers: h, data: { name: 'Summer trip 2027 with a very long folder name that wraps', description: null } });
const sub = await (await req.post(`${base}/api/folders`, { headers: h, data: { name: 'Berlin', description: 'Kreuzberg and Neukölln', parentFolderId: f.id } })).json();
await req.post(`${base}/api/folders`, { headers: h, data: { name: 'Hamburg', parentFolderId: f.id } });
const areaId = cat.attributes[0].id;
for (const [name, priceCents, rating] of [['Sunny flat on Elm Street', 145000, 8], ['Loft by the canal', 189950, 9], ['Garden flat', 123450, 6]]) {
  await req.post(`${base}/api/folders/${f.id}/items`, { headers: h, data: { name, description: 'Close to the park', sourceUrl: 'https://example.com/flat', priceCents, rating, categoryId: cat.id, attributeValues: { [areaId]: '72' } } });
}
console.log('seeded', f.id, sub.id);
// sign in through the UI so the refresh cookie is set
await page.goto(`${base}/auth`);
const form = page.getByRole('form', { name: 'Sign In' });
await form.getByLabel('Email').fill(`shot-${s}@example.test`);
await form.getByLabel(/^Password/).fill('correct horse battery');
await form.getByRole('button', { name: 'Sign In' }).click();
await page.waitForURL(/\/app$/);
const shots = async (name, url, act) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.goto(`${base}${url}`);
    await page.waitForLoadState('networkidle');
    if (act) await act();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/organise-shots/${name}-${width}.png`, fullPage: true });
  }
};
await shots('folders', '/app');
await shots('folder', `/app/folder/${f.id}`);
await shots('categories', '/app/categories');
const items = await (await req.get(`${base}/api/folders/${f.id}/items`, { headers: h })).json();
await shots('item', `/app/folder/${f.id}/item/${items.items[0].id}`);
await shots('add-item', `/app/folder/${f.id}`, async () => {
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  await page.getByRole('dialog').getByRole('combobox', { name: /^Category/ }).click();
  await page.getByRole('option', { name: 'Apartments' }).click();
  await page.getByRole('dialog').getByLabel(/^Area/).click();
  await page.getByRole('dialog').getByLabel(/^Name/).click();
});
await shots('category-dialog', '/app/categories', async () => {
  await page.getByRole('button', { name: 'Edit Apartments' }).click();
});
await shots('upgrade', '/app/categories', async () => {
  await page.getByRole('button', { name: 'Create Category' }).first().click();
});
await shots('move-to', `/app/folder/${f.id}`, async () => {
  await page.getByRole('button', { name: 'More actions for Loft by the canal' }).click();
  await page.getByRole('menuitem', { name: 'Move to...' }).click();
  await page.getByRole('button', { name: 'Show the subfolders of Apartment Hunting' }).click();
});
await shots('dragging', `/app/folder/${f.id}`, async () => {
  await page.getByRole('button', { name: 'Drag Hamburg' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowLeft');
});
await browser.close();
