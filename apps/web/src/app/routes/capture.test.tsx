import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authEndpoints,
  CAPTURE_ERRORS,
  CAPTURE_TEXTS,
  captureEndpoints,
  categoriesEndpoints,
  foldersEndpoints,
  ITEM_TEXTS,
  linkImportEndpoints,
  type CaptureFolder,
  type CaptureItemInput,
  type LinkPreview,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { makeCategory, makeFolder, makeItem, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import Route from './capture';

afterEach(() => {
  sessionStorage.clear();
});

const PAGE = 'https://shop.example/aeron';
const category = makeCategory({ name: 'Chairs' });
const folder = (name: string, lastUsedAt: string, path: string[] = []): CaptureFolder => ({
  id: crypto.randomUUID(),
  name,
  path,
  lastUsedAt,
  shared: false,
});
const office = folder('Office', '2026-11-20T10:00:00.000Z');
const home = folder('Home', '2026-11-22T10:00:00.000Z');
const desks = folder('Desks', '2026-11-01T10:00:00.000Z', ['Office']);

function renderCapture(path: string, { isPremium = false } = {}) {
  const sent: CaptureItemInput[] = [];
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(captureEndpoints.folders, { folders: [home, office, desks] }),
    mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category] }),
    mockEndpoint(linkImportEndpoints.preview, {
      url: PAGE,
      name: 'Aeron Chair',
      description: null,
      priceCents: 139_550,
      currency: 'USD',
      imageUrl: null,
      attributeValues: {},
      sources: { name: 'structured-data', priceCents: 'structured-data', attributeValues: {} },
    } satisfies LinkPreview),
    mockEndpoint(captureEndpoints.create, async (request) => {
      sent.push((await request.json()) as CaptureItemInput);
      return {
        ...makeItem(),
        folderName: 'Office',
        attributes: [],
        isFolderOwner: true,
        myRole: 'owner' as const,
        revision: 1,
        ratings: [],
      };
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<Route />, { path, routePath: '/capture' });
  return { user, sent };
}

describe('the Capture screen', () => {
  it('finds the link in shared text, reads the page for Premium, and adds into the chosen folder', async () => {
    const { user, sent } = renderCapture(
      `/capture?title=${encodeURIComponent('A chair')}&text=${encodeURIComponent(`Look: ${PAGE}.`)}`,
      { isPremium: true },
    );
    // recent first: Home was used last
    const radios = within(await screen.findByRole('radiogroup', { name: CAPTURE_TEXTS.folder })).getAllByRole(
      'radio',
    );
    expect(radios.map((r) => r.textContent)).toEqual(['Home', 'Office', 'Office / Desks']);
    expect(screen.getByLabelText(/^Link/)).toHaveValue(PAGE);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('A chair');
    await user.click(screen.getByRole('radio', { name: 'Office' }));
    expect(await screen.findByText(CAPTURE_TEXTS.readDone)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Aeron Chair');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('1395.50');
    await user.type(screen.getByLabelText(/^Note title/), 'Try it');
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.add }));
    await screen.findByRole('link', { name: CAPTURE_TEXTS.openFolder });
    // "Capture another" from the confirmation: an empty form, in the same folder
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.captureAnother }));
    expect(await screen.findByLabelText(/^Link/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Office' })).toHaveAttribute('aria-checked', 'true');
    expect(sent).toEqual([
      expect.objectContaining({
        folderId: office.id,
        categoryId: category.id,
        sourceUrl: PAGE,
        name: 'Aeron Chair',
        priceCents: 139_550,
        rating: null,
        note: { title: 'Try it', content: '' },
      }),
    ]);
  });

  it('"Add and capture another" keeps the folder and empties the rest; a search narrows the folders', async () => {
    const { user, sent } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}&title=First`);
    await user.type(await screen.findByRole('searchbox', { name: CAPTURE_TEXTS.folderSearch }), 'desk');
    expect(
      within(screen.getByRole('radiogroup', { name: CAPTURE_TEXTS.folder }))
        .getAllByRole('radio')
        .map((r) => r.textContent),
    ).toEqual(['Office / Desks']);
    await user.click(screen.getByRole('radio', { name: 'Office / Desks' }));
    await screen.findByRole('combobox', { name: /^Category/ });
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.addAnother }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByLabelText(/^Link/)).toHaveValue(''));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Office / Desks' })).toHaveAttribute('aria-checked', 'true');
    // Basic: no page reading
    expect(screen.queryByRole('button', { name: CAPTURE_TEXTS.readPage })).not.toBeInTheDocument();
  });

  it('chooses a folder made inline, even while a search hides the others', async () => {
    const { user } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}`);
    const made = folder('Lamps', '2026-11-28T10:00:00.000Z');
    server.use(
      mockEndpoint(foldersEndpoints.create, makeFolder({ id: made.id, name: 'Lamps' })),
      mockEndpoint(captureEndpoints.folders, { folders: [made, home, office, desks] }),
    );
    await user.type(await screen.findByRole('searchbox', { name: CAPTURE_TEXTS.folderSearch }), 'desk');
    await user.type(screen.getByRole('textbox', { name: CAPTURE_TEXTS.newFolder }), 'Lamps');
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.createFolder }));
    expect(await screen.findByRole('radio', { name: 'Lamps' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('searchbox', { name: CAPTURE_TEXTS.folderSearch })).toHaveValue('');
  });

  it('says how to go on when the user has no category yet', async () => {
    const { user, sent } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}`);
    server.use(mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [] }));
    await user.click(await screen.findByRole('radio', { name: 'Home' }));
    expect(await screen.findByText(ITEM_TEXTS.noCategoriesDescription)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ITEM_TEXTS.createFirstCategory })).toHaveAttribute(
      'href',
      '/app/categories',
    );
    expect(screen.queryByRole('combobox', { name: /^Category/ })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says why a shared address cannot be captured', async () => {
    renderCapture(`/capture?url=${encodeURIComponent('javascript:alert(1)')}`);
    expect(await screen.findByText(CAPTURE_ERRORS.notHttpLink)).toBeInTheDocument();
  });

  it('says so when shared text holds no link, and refuses to add without one', async () => {
    const { user, sent } = renderCapture(`/capture?text=${encodeURIComponent('just some words')}`);
    expect(await screen.findByText(CAPTURE_ERRORS.noLinkInText)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Home' }));
    await user.type(screen.getByLabelText(/^Name/), 'Thing');
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.add }));
    expect(await screen.findAllByText(CAPTURE_ERRORS.notHttpLink)).not.toHaveLength(0);
    expect(sent).toEqual([]);
  });

  it('asks a signed-out visitor to sign in and remembers the capture to come back to', async () => {
    server.use(mockEndpoint(authEndpoints.refresh, () => errorResponse(401, 'UNAUTHORIZED', 'Signed out')));
    renderWithApp(<Route />, { path: `/capture?url=${encodeURIComponent(PAGE)}`, routePath: '/capture' });
    expect(await screen.findByText(CAPTURE_TEXTS.signInToCapture)).toBeInTheDocument();
    await waitFor(() =>
      expect(sessionStorage.getItem('shortlist:return-path')).toBe(
        `/capture?url=${encodeURIComponent(PAGE)}`,
      ),
    );
  });
});
