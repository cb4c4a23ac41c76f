import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DATA_EXPORT_TEXTS, dataExportEndpoints, type DataExportStatus } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/organise-fixtures';
import { mockEndpoint, renderWithApp } from '@/testing/render';
import { DataExportCard } from './data-export-card';

const base = { id: '33333333-3333-4333-8333-333333333333', requestedAt: '2026-12-02T10:00:00.000Z' };

describe('Download my data', () => {
  it('asks for the archive and says it is being prepared; a ready one offers its link', async () => {
    let current: DataExportStatus = { export: null };
    server.use(
      signedIn(),
      mockEndpoint(dataExportEndpoints.status, () => current),
      mockEndpoint(dataExportEndpoints.request, () => {
        current = {
          export: { ...base, state: 'pending', readyAt: null, expiresAt: null, downloadUrl: null },
        };
        return current;
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithApp(<DataExportCard />);
    await user.click(await screen.findByRole('button', { name: DATA_EXPORT_TEXTS.request }));
    expect(await screen.findByText(DATA_EXPORT_TEXTS.pending)).toBeInTheDocument();
    unmount();

    current = {
      export: {
        ...base,
        state: 'ready',
        readyAt: '2026-12-02T10:01:00.000Z',
        expiresAt: '2026-12-03T10:01:00.000Z',
        downloadUrl: '/api/data-export/x/download?expires=1&signature=s',
      },
    };
    renderWithApp(<DataExportCard />);
    expect(await screen.findByRole('link', { name: DATA_EXPORT_TEXTS.download })).toHaveAttribute(
      'href',
      '/api/data-export/x/download?expires=1&signature=s',
    );
  });
});
