import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { PWA_TEXTS } from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { renderWithApp } from '@/testing/render';
import { AppStatusBanner } from './app-status-banner';

afterEach(() => vi.restoreAllMocks());

describe('the app status banner', () => {
  it('says "you are offline" while the browser has no connection, and goes away when it is back', async () => {
    server.use(signedIn());
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderWithApp(<AppStatusBanner />);
    expect(screen.queryByText(`${PWA_TEXTS.offlineTitle}.`)).not.toBeInTheDocument();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByText(`${PWA_TEXTS.offlineTitle}.`)).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(`${PWA_TEXTS.offlineTitle}.`)).not.toBeInTheDocument();
  });
});
