import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { COMPARE_SCREEN_TEXTS, COMPARE_TEXTS, compareEndpoints, HTTP_ERRORS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, signedIn } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ComparePage } from './compare-page';

describe('ComparePage', () => {
  it('shows a stranger\'s compare URL as not found, without "Comparing 2 item(s)" above it', async () => {
    const folderId = fakeId();
    server.use(
      signedIn(),
      mockEndpoint(compareEndpoints.compare, () => errorResponse(404, 'NOT_FOUND', HTTP_ERRORS.notFound)),
    );
    renderWithApp(<ComparePage folderId={folderId} />, {
      path: `/compare?items=${fakeId()},${fakeId()}&type=attributes`,
      routePath: '/compare',
    });
    expect(await screen.findByText(COMPARE_SCREEN_TEXTS.notFoundDescription)).toBeInTheDocument();
    expect(screen.getByText(COMPARE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByText(/Comparing \d item/)).not.toBeInTheDocument();
    // the folder is not theirs either: the way back is to their own folders
    expect(screen.getByRole('link', { name: COMPARE_SCREEN_TEXTS.backToFolders })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: COMPARE_TEXTS.title })).toHaveLength(1);
  });
});
