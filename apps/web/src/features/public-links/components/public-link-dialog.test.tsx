import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_LINK_TEXTS, publicLinksEndpoints, type PublicLink } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { PublicLinkDialog } from './public-link-dialog';

const FOLDER_ID = '22222222-2222-4222-8222-222222222222';
const link = (token: string, viewCount = 0): PublicLink => ({
  id: crypto.randomUUID(),
  folderId: FOLDER_ID,
  token,
  path: `/s/${token}`,
  expiresAt: null,
  includeNotes: true,
  includeSubfolders: false,
  viewCount,
  createdAt: '2026-11-23T10:00:00.000Z',
});

describe('the public link dialog', () => {
  it('creates a link with the chosen options, shows it with its views, makes a new one and turns it off', async () => {
    const created: unknown[] = [];
    let revoked = 0;
    server.use(
      signedIn({ isPremium: true }),
      mockEndpoint(publicLinksEndpoints.get, { link: null }),
      mockEndpoint(publicLinksEndpoints.create, async (request) => {
        created.push(await request.json());
        return link(created.length === 1 ? 'a'.repeat(43) : 'b'.repeat(43), 3);
      }),
      mockEndpoint(publicLinksEndpoints.revoke, () => {
        revoked += 1;
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PublicLinkDialog folderId={FOLDER_ID} />);
    await user.click(screen.getByRole('button', { name: PUBLIC_LINK_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: PUBLIC_LINK_TEXTS.dialogTitle });
    expect(await within(dialog).findByText(PUBLIC_LINK_TEXTS.noLink)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: PUBLIC_LINK_TEXTS.includeNotes }));
    await user.click(within(dialog).getByRole('button', { name: PUBLIC_LINK_TEXTS.create }));
    const url = await within(dialog).findByRole('textbox', { name: PUBLIC_LINK_TEXTS.link });
    expect(url).toHaveValue(`${window.location.origin}/s/${'a'.repeat(43)}`);
    expect(within(dialog).getByText(/3 views/)).toBeInTheDocument();
    expect(created).toEqual([{ expiresAt: null, includeNotes: true, includeSubfolders: false }]);

    await user.click(within(dialog).getByRole('button', { name: PUBLIC_LINK_TEXTS.makeNew }));
    expect(
      await within(dialog).findByDisplayValue(`${window.location.origin}/s/${'b'.repeat(43)}`),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: PUBLIC_LINK_TEXTS.revoke }));
    expect(await within(dialog).findByText(PUBLIC_LINK_TEXTS.noLink)).toBeInTheDocument();
    expect(revoked).toBe(1);
  });

  it('starts from what the live link shares, so the form tells the truth and a new link keeps it', async () => {
    const live = {
      ...link('c'.repeat(43), 5),
      includeSubfolders: true,
      expiresAt: '2026-12-24T22:59:59.000Z',
    };
    const created: unknown[] = [];
    server.use(
      signedIn({ isPremium: true }),
      mockEndpoint(publicLinksEndpoints.get, { link: live }),
      mockEndpoint(publicLinksEndpoints.create, async (request) => {
        created.push(await request.json());
        return { ...live, id: crypto.randomUUID(), token: 'd'.repeat(43), path: `/s/${'d'.repeat(43)}` };
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<PublicLinkDialog folderId={FOLDER_ID} />);
    await user.click(screen.getByRole('button', { name: PUBLIC_LINK_TEXTS.open }));
    const dialog = await screen.findByRole('dialog', { name: PUBLIC_LINK_TEXTS.dialogTitle });
    await within(dialog).findByRole('textbox', { name: PUBLIC_LINK_TEXTS.link });
    expect(within(dialog).getByRole('checkbox', { name: PUBLIC_LINK_TEXTS.includeNotes })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: PUBLIC_LINK_TEXTS.includeSubfolders })).toBeChecked();
    const day = new Date(live.expiresAt);
    const expected = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    expect(within(dialog).getByLabelText(PUBLIC_LINK_TEXTS.expiresAt)).toHaveValue(expected);

    await user.click(within(dialog).getByRole('button', { name: PUBLIC_LINK_TEXTS.makeNew }));
    await within(dialog).findByDisplayValue(`${window.location.origin}/s/${'d'.repeat(43)}`);
    expect(created).toEqual([
      {
        expiresAt: new Date(`${expected}T23:59:59`).toISOString(),
        includeNotes: true,
        includeSubfolders: true,
      },
    ]);
  });
});
