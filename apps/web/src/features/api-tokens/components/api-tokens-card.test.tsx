import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  API_TOKEN_ERRORS,
  API_TOKEN_TEXTS as T,
  apiTokensEndpoints,
  type ApiToken,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { signedIn } from '@/testing/session-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ApiTokensCard } from './api-tokens-card';

const TOKEN = `slt_${'a'.repeat(43)}`;
const token = (overrides: Partial<ApiToken> = {}): ApiToken => ({
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Sheet sync',
  scope: 'read',
  tokenStart: TOKEN.slice(0, 10),
  state: 'active',
  createdAt: '2026-12-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  ...overrides,
});

describe('ApiTokensCard', () => {
  it('creates a token, shows it once, lists it with its last use, and revokes it', async () => {
    let tokens: ApiToken[] = [];
    const sent: unknown[] = [];
    server.use(
      signedIn(),
      mockEndpoint(apiTokensEndpoints.list, () => ({ tokens })),
      mockEndpoint(apiTokensEndpoints.create, async (request) => {
        sent.push(await request.json());
        tokens = [token()];
        return { apiToken: tokens[0]!, token: TOKEN };
      }),
      mockEndpoint(apiTokensEndpoints.revoke, () => {
        tokens = [token({ state: 'revoked', revokedAt: '2026-12-02T10:00:00.000Z' })];
        return new Response(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderWithApp(<ApiTokensCard />, { sessionKnown: true });
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    await user.type(screen.getByLabelText(T.nameLabel), 'Sheet sync');
    // the two choices are labelled controls
    expect(screen.getByRole('combobox', { name: T.scopeLabel })).toHaveTextContent(T.scopeLabels.read);
    expect(screen.getByRole('combobox', { name: T.expiryLabel })).toHaveTextContent(T.expiryOption(90));
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByTestId('new-api-token')).toHaveTextContent(TOKEN);
    expect(sent).toEqual([{ name: 'Sheet sync', scope: 'read', expiresInDays: 90 }]);
    const list = await screen.findByRole('list', { name: T.title });
    expect(within(list).getByRole('listitem')).toHaveTextContent(T.neverUsed);
    await user.click(screen.getByRole('button', { name: T.done }));
    expect(screen.queryByTestId('new-api-token')).toBeNull();

    await user.click(within(list).getByRole('button', { name: /Revoke Sheet sync/ }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.revoke }));
    expect(await within(list).findByText(T.revoked)).toBeInTheDocument();
  });

  it("shows the API's field message beside the name", async () => {
    server.use(
      signedIn(),
      mockEndpoint(apiTokensEndpoints.list, { tokens: [] }),
      mockEndpoint(apiTokensEndpoints.create, () =>
        errorResponse(400, 'VALIDATION_ERROR', API_TOKEN_ERRORS.nameTooLong, {
          name: API_TOKEN_ERRORS.nameTooLong,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<ApiTokensCard />, { sessionKnown: true });
    await user.type(await screen.findByLabelText(T.nameLabel), 'x');
    await user.click(screen.getByRole('button', { name: T.create }));
    expect(await screen.findByText(API_TOKEN_ERRORS.nameTooLong)).toBeInTheDocument();
  });
});
