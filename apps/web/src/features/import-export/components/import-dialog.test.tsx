import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  categoriesEndpoints,
  FOLDER_IMPORT_TEXTS,
  folderImportEndpoints,
  type ImportReadResult,
  ORGANISE_VALIDATION,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeAttribute, makeCategory, signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { ImportDialog } from './import-dialog';

const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const rooms = makeAttribute({ name: 'Rooms', attributeType: 'number' });
const category = makeCategory({ name: 'Homes', attributes: [rooms] });
const read: ImportReadResult = {
  rowCount: 2,
  categoryId: category.id,
  sample: [
    ['Flat A', '3', 'yes'],
    ['Flat B', '2', 'no'],
  ],
  columns: [
    {
      header: 'Name',
      sample: 'Flat A',
      valueType: 'text',
      unit: null,
      options: [],
      guess: { target: 'name' },
    },
    {
      header: 'Rooms',
      sample: '3',
      valueType: 'number',
      unit: null,
      options: [],
      guess: { target: 'attribute', attributeId: rooms.id },
    },
    {
      header: 'Balcony',
      sample: 'yes',
      valueType: 'yes_no',
      unit: null,
      options: [],
      guess: {
        target: 'newAttribute',
        newAttribute: { name: 'Balcony', valueType: 'yes_no', unit: null, options: [] },
      },
    },
  ],
};

describe('Import', () => {
  it('reads a paste, shows the guessed mapping, previews the problems and imports the valid rows; undo', async () => {
    const sent: Array<{ mode?: string; columns: unknown[] }> = [];
    server.use(
      signedIn(),
      mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category] }),
      mockEndpoint(folderImportEndpoints.read, read),
      mockEndpoint(folderImportEndpoints.preview, {
        rowCount: 2,
        validCount: 1,
        invalidCount: 1,
        rows: [
          { row: 2, name: 'Flat A', problems: [] },
          {
            row: 3,
            name: 'Flat B',
            problems: [{ column: 'Rooms', message: ORGANISE_VALIDATION.attributeNumber }],
          },
        ],
        otherInvalidRows: [],
      }),
      mockEndpoint(folderImportEndpoints.run, async (request) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return {
          id: '33333333-3333-4333-8333-333333333333',
          folderId: FOLDER_ID,
          importedCount: 1,
          skippedCount: 1,
          createdAt: '2026-12-02T10:00:00.000Z',
          undoUntil: '2026-12-03T10:00:00.000Z',
        };
      }),
      mockEndpoint(folderImportEndpoints.undo, { removedCount: 1 }),
    );
    const user = userEvent.setup();
    renderWithApp(<ImportDialog folderId={FOLDER_ID} />);
    await user.click(screen.getByRole('button', { name: FOLDER_IMPORT_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: FOLDER_IMPORT_TEXTS.title });
    await user.click(within(dialog).getByLabelText(new RegExp(`^${FOLDER_IMPORT_TEXTS.pasteLabel}`)));
    await user.paste('Name\tRooms\tBalcony\nFlat A\t3\tyes\nFlat B\tx\tno');
    await user.click(within(dialog).getByRole('button', { name: FOLDER_IMPORT_TEXTS.read }));

    expect(
      await within(dialog).findByRole('combobox', { name: `${FOLDER_IMPORT_TEXTS.goesTo}: Balcony` }),
    ).toHaveTextContent(FOLDER_IMPORT_TEXTS.targets.newAttribute);
    expect(
      within(dialog).getByRole('combobox', { name: `${FOLDER_IMPORT_TEXTS.newAttributeType}: Balcony` }),
    ).toHaveTextContent(FOLDER_IMPORT_TEXTS.attributeTypes.yes_no);
    await user.click(within(dialog).getByRole('button', { name: FOLDER_IMPORT_TEXTS.preview }));
    expect(await within(dialog).findByText(FOLDER_IMPORT_TEXTS.summary(1, 1))).toBeInTheDocument();
    expect(within(dialog).getByText(ORGANISE_VALIDATION.attributeNumber)).toBeInTheDocument();
    // with a faulty row, importing everything is not offered: the valid rows are chosen explicitly
    expect(within(dialog).queryByRole('button', { name: FOLDER_IMPORT_TEXTS.importAll(2) })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: FOLDER_IMPORT_TEXTS.importValid(1) }));
    expect(await within(dialog).findByText(/Imported 1 item\./)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ mode: 'valid', columns: read.columns.map((c) => c.guess) });

    await user.click(within(dialog).getByRole('button', { name: FOLDER_IMPORT_TEXTS.undo }));
    expect(await screen.findByText(FOLDER_IMPORT_TEXTS.undone(1))).toBeInTheDocument();
  });
});
