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
import {
  makeAttribute,
  makeCategory,
  makeFolder,
  makeItem,
  signedIn,
  VIEWER_ID,
} from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import Route from './capture';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

const PAGE = 'https://shop.example/aeron';
const category = makeCategory({ name: 'Chairs' });
const lamps = makeCategory({ name: 'Lamps' });
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

const PREVIEW = {
  url: PAGE,
  name: 'Aeron Chair',
  description: null,
  priceCents: 139_550,
  currency: 'USD',
  imageUrl: null,
  attributeValues: {},
  sources: { name: 'structured-data', priceCents: 'structured-data', attributeValues: {} },
} satisfies LinkPreview;

function renderCapture(path: string, { isPremium = false } = {}) {
  const sent: CaptureItemInput[] = [];
  const read: Array<{ folderId: string; categoryId?: string }> = [];
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(captureEndpoints.folders, { folders: [home, office, desks] }),
    mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [category, lamps] }),
    mockEndpoint(linkImportEndpoints.preview, async (request, params) => {
      const body = (await request.json()) as { categoryId?: string };
      read.push({ folderId: String(params.id), ...(body.categoryId ? { categoryId: body.categoryId } : {}) });
      return PREVIEW;
    }),
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
  return { user, sent, read };
}

describe('the Capture screen', () => {
  it('finds the link in shared text and reads the page at once into the most recent folder (Premium)', async () => {
    const { user, sent, read } = renderCapture(
      `/capture?title=${encodeURIComponent('A chair')}&text=${encodeURIComponent(`Look: ${PAGE}.`)}`,
      { isPremium: true },
    );
    // recent first: Home was used last, and is where the capture starts
    const radios = within(await screen.findByRole('radiogroup', { name: CAPTURE_TEXTS.folder })).getAllByRole(
      'radio',
    );
    expect(radios.map((r) => r.textContent)).toEqual(['Home', 'Office', 'Office / Desks']);
    expect(screen.getByLabelText(/^Link/)).toHaveValue(PAGE);
    // read with no click at all
    expect(await screen.findByText(CAPTURE_TEXTS.readDone)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveAttribute('aria-checked', 'true');
    expect(read).toEqual([{ folderId: home.id, categoryId: category.id }]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Aeron Chair');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('1395.50');
    await user.type(screen.getByLabelText(/^Note title/), 'Try it');
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.add }));
    await screen.findByRole('link', { name: CAPTURE_TEXTS.openFolder });
    // "Capture another" from the confirmation: an empty form, in the same folder
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.captureAnother }));
    expect(await screen.findByLabelText(/^Link/)).toHaveValue('');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Home' })).toHaveAttribute('aria-checked', 'true');
    expect(sent).toEqual([
      expect.objectContaining({
        folderId: home.id,
        categoryId: category.id,
        sourceUrl: PAGE,
        name: 'Aeron Chair',
        priceCents: 139_550,
        rating: null,
        note: { title: 'Try it', content: '' },
      }),
    ]);
  });

  it('starts in the folder and category last captured into, and reads the shared page there', async () => {
    localStorage.setItem(
      `shortlist.capture.last.${VIEWER_ID}`,
      JSON.stringify({ folderId: office.id, categoryId: lamps.id }),
    );
    const { read } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}`, { isPremium: true });
    expect(await screen.findByText(CAPTURE_TEXTS.readDone)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Office' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Lamps');
    expect(read).toEqual([{ folderId: office.id, categoryId: lamps.id }]);
  });

  it('remembers the folder and category of a capture for the next one', async () => {
    const { user, sent } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}&title=First`);
    await user.click(await screen.findByRole('radio', { name: 'Office' }));
    await screen.findByRole('combobox', { name: /^Category/ });
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.add }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem(`shortlist.capture.last.${VIEWER_ID}`) ?? 'null')).toEqual({
      folderId: office.id,
      categoryId: category.id,
    });
  });

  it('shows each attribute with its typed control: a toggle, a select, a number with its unit', async () => {
    const balcony = makeAttribute({
      name: 'Balcony',
      attributeType: 'yes_no',
      unit: null,
      preference: 'higher',
    });
    const condition = makeAttribute({
      name: 'Condition',
      attributeType: 'options',
      options: ['New', 'Good'],
      unit: null,
      preference: 'higher',
    });
    const area = makeAttribute({ name: 'Area', attributeType: 'number', unit: 'm2', preference: 'higher' });
    const flats = makeCategory({ name: 'Flats', attributes: [balcony, condition, area] });
    const { user, sent } = renderCapture(`/capture?url=${encodeURIComponent(PAGE)}&title=Loft`);
    server.use(mockEndpoint(categoriesEndpoints.availableForFolder, { categories: [flats] }));
    await user.click(await screen.findByRole('switch', { name: /^Balcony/ }));
    expect(screen.getByRole('combobox', { name: /^Condition/ })).toBeInTheDocument();
    expect(screen.getByText('m2')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Area/ }), '72');
    await user.click(screen.getByRole('button', { name: CAPTURE_TEXTS.add }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.attributeValues).toEqual({ [balcony.id]: 'yes', [condition.id]: '', [area.id]: '72' });
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
