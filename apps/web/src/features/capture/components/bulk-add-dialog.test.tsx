import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CAPTURE,
  CAPTURE_ERRORS,
  CAPTURE_TEXTS,
  captureEndpoints,
  categoriesEndpoints,
  type BulkImport,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeCategory, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { BulkAddDialog } from './bulk-add-dialog';

const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const EXISTING_ID = '33333333-3333-4333-8333-333333333333';
const NEEDY_ID = '44444444-4444-4444-8444-444444444444';
const category = makeCategory({ name: 'Lamps' });
const entry = (position: number, state: BulkImport['entries'][number]['state'], extra = {}) => ({
  id: crypto.randomUUID(),
  position,
  url: `https://shop.example/${position}`,
  state,
  error: null,
  name: null,
  itemId: null,
  needsDetails: false,
  ...extra,
});

describe('Bulk add', () => {
  it('refuses more than the limit before sending, then shows each line’s state; a failed one is editable', async () => {
    const started = {
      id: crypto.randomUUID(),
      folderId: FOLDER_ID,
      categoryId: category.id,
      createdAt: '2026-11-23T10:00:00.000Z',
      done: true,
      entries: [
        entry(0, 'added', { name: 'Lamp 0' }),
        entry(1, 'failed', { error: 'The page answered 404.' }),
        entry(2, 'duplicate', { error: CAPTURE_ERRORS.duplicateInFolder, itemId: EXISTING_ID }),
        entry(3, 'added', {
          name: 'Lamp 3',
          itemId: NEEDY_ID,
          needsDetails: true,
          error: CAPTURE_ERRORS.needsDetails(['Wattage']),
        }),
      ],
    } satisfies BulkImport;
    const sent: unknown[] = [];
    server.use(
      signedIn({ isPremium: true }),
      mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category] }),
      mockEndpoint(captureEndpoints.bulkCreate, async (request) => {
        sent.push(await request.json());
        return started;
      }),
      mockEndpoint(captureEndpoints.bulkGet, started),
    );
    const user = userEvent.setup();
    renderWithApp(<BulkAddDialog folderId={FOLDER_ID} />);
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.bulkTitle }));
    const dialog = await screen.findByRole('dialog', { name: CAPTURE_TEXTS.bulkTitle });
    const links = within(dialog).getByLabelText(new RegExp(`^${CAPTURE_TEXTS.bulkLinks}`));
    await within(dialog).findByRole('combobox');
    await user.click(links);
    await user.paste(
      Array.from({ length: CAPTURE.bulkLinksMax + 1 }, (_, i) => `https://shop.example/${i}`).join('\n'),
    );
    await user.click(within(dialog).getByRole('button', { name: CAPTURE_TEXTS.bulkStart }));
    expect(await within(dialog).findByText(CAPTURE_ERRORS.tooManyLinks)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(links);
    await user.paste('https://shop.example/0\n\nhttps://shop.example/1\nhttps://shop.example/2');
    await user.click(within(dialog).getByRole('button', { name: CAPTURE_TEXTS.bulkStart }));
    const progress = await within(dialog).findByRole('region', { name: CAPTURE_TEXTS.bulkProgress });
    expect(sent).toEqual([
      {
        categoryId: category.id,
        links: ['https://shop.example/0', 'https://shop.example/1', 'https://shop.example/2'],
      },
    ]);
    expect(within(progress).getByText('Lamp 0')).toBeInTheDocument();
    expect(within(progress).getByText('The page answered 404.')).toBeInTheDocument();
    expect(within(progress).getByText(CAPTURE_ERRORS.duplicateInFolder)).toBeInTheDocument();
    expect(within(progress).getAllByRole('button', { name: CAPTURE_TEXTS.retry })).toHaveLength(1);
    // a duplicate opens the item the folder has; a line added without a required value says so and opens it
    expect(within(progress).getByRole('link', { name: CAPTURE_TEXTS.openExisting })).toHaveAttribute(
      'href',
      `/app/folder/${FOLDER_ID}/item/${EXISTING_ID}`,
    );
    const needy = within(progress).getByRole('listitem', { name: 'https://shop.example/3' });
    expect(within(needy).getByText(CAPTURE_TEXTS.needsDetails)).toBeInTheDocument();
    expect(within(needy).getByText(CAPTURE_ERRORS.needsDetails(['Wattage']))).toBeInTheDocument();
    expect(within(needy).getByRole('link', { name: CAPTURE_TEXTS.openNeedsDetails })).toHaveAttribute(
      'href',
      `/app/folder/${FOLDER_ID}/item/${NEEDY_ID}`,
    );
  });
});
