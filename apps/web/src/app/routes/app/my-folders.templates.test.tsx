import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  FOLDER_TEMPLATES,
  FOLDER_TEXTS,
  foldersEndpoints,
  ORGANISE_ERRORS,
  TEMPLATE_TEXTS,
  templatesEndpoints,
  type TemplateStartInput,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import MyFoldersRoute from './my-folders';

const FOLDER_ID = '55555555-5555-4555-8555-555555555555';
const CATEGORY_ID = '66666666-6666-4666-8666-666666666666';

function renderEmpty(answer: Parameters<typeof mockEndpoint<typeof templatesEndpoints.start>>[1]) {
  const sent: TemplateStartInput[] = [];
  server.use(
    signedIn(),
    mockEndpoint(foldersEndpoints.list, { folders: [] }),
    mockEndpoint(templatesEndpoints.start, async (request, params) => {
      sent.push((await request.json()) as TemplateStartInput);
      return typeof answer === 'function' ? answer(request, params) : answer;
    }),
  );
  const user = userEvent.setup();
  const { router } = renderWithApp(<MyFoldersRoute />, { path: '/app', routePath: '/app' });
  return { user, sent, router };
}

describe('An empty My Folders', () => {
  it('offers every template, and starting one opens its new folder', async () => {
    const { user, sent, router } = renderEmpty({ folderId: FOLDER_ID, categoryId: CATEGORY_ID });
    expect(await screen.findByRole('heading', { name: TEMPLATE_TEXTS.emptyTitle })).toBeInTheDocument();
    for (const template of FOLDER_TEMPLATES)
      expect(screen.getByRole('button', { name: TEMPLATE_TEXTS.start(template.name) })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TEMPLATE_TEXTS.start('Home to rent or buy') }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/folder/${FOLDER_ID}`));
    expect(sent).toEqual([{ templateId: 'home', currency: expect.stringMatching(/^[A-Z]{3}$/) }]);
  });

  it("says the plan's limit when a Basic user already has a category", async () => {
    const { user } = renderEmpty(() =>
      errorResponse(403, 'PREMIUM_REQUIRED', ORGANISE_ERRORS.premiumCategories),
    );
    await user.click(await screen.findByRole('button', { name: TEMPLATE_TEXTS.start('Car') }));
    expect(await screen.findByText(ORGANISE_ERRORS.premiumCategories)).toBeInTheDocument();
  });

  it('keeps starting blank one click away', async () => {
    const { user } = renderEmpty({ folderId: FOLDER_ID, categoryId: CATEGORY_ID });
    await user.click(await screen.findByRole('button', { name: TEMPLATE_TEXTS.startBlank }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(FOLDER_TEXTS.createFolder);
  });
});
