import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { categoriesEndpoints, ITEM_TEXTS, TEMPLATE_TEXTS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { AddItemDialog } from './add-item-dialog';

describe('Add New Item in a folder without a category', () => {
  it('says why a category is needed and offers the templates beside "Create my first category"', async () => {
    server.use(signedIn(), mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [] }));
    renderWithApp(
      <AddItemDialog
        open
        onOpenChange={() => {}}
        folderId="88888888-8888-4888-8888-888888888888"
        noCategory={<button type="button">Start: Car</button>}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: ITEM_TEXTS.noCategoriesTitle });
    expect(within(dialog).getByText(TEMPLATE_TEXTS.whyCategory)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Start: Car' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ITEM_TEXTS.createFirstCategory })).toBeInTheDocument();
  });
});
