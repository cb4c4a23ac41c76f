import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { DocumentTitle, usePageTitle } from './page-title';

function Named({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <DocumentTitle>
            <Outlet />
          </DocumentTitle>
        ),
        children: [
          { path: '/app', handle: { title: 'My Folders' }, element: null },
          { path: '/app/folder/:id', handle: { title: 'Folder' }, element: <Named name="Flats in Leeds" /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('DocumentTitle', () => {
  it("names the tab after the route, or the screen's own name, and follows navigation", async () => {
    const router = renderAt('/app');
    await waitFor(() => expect(document.title).toBe('My Folders · Shortlist'));
    await router.navigate('/app/folder/1');
    await waitFor(() => expect(document.title).toBe('Flats in Leeds · Shortlist'));
    await router.navigate('/app');
    await waitFor(() => expect(document.title).toBe('My Folders · Shortlist'));
  });
});
