import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_SUCCESS,
  accountEndpoints,
  authEndpoints,
  type AppUser,
  PROFILE_TEXTS,
  PROFILE_VALIDATION,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { makeSession, signedIn } from '@/testing/session-fixtures';
import { ProfileInformationCard } from './profile-information-card';

const { user: viewer } = makeSession();

function setup(answer: () => Response | { user: AppUser }) {
  const sent: unknown[] = [];
  server.use(
    signedIn(),
    mockEndpoint(authEndpoints.session, { user: viewer }),
    mockEndpoint(accountEndpoints.updateProfile, async (request) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  const user = userEvent.setup();
  renderWithApp(<ProfileInformationCard user={viewer} />);
  return { user, sent };
}

describe('ProfileInformationCard', () => {
  it('edits with the current values, checks the rules on save and sends the trimmed names', async () => {
    const { user, sent } = setup(() => ({ user: viewer }));
    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.editProfile }));
    const fullName = screen.getByLabelText(/Full Name/);
    expect(fullName).toHaveValue('Ada Lovelace');
    await user.clear(fullName);
    await user.type(fullName, 'A');
    expect(screen.queryByText(PROFILE_VALIDATION.fullName)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.saveChanges }));
    expect(await screen.findByText(PROFILE_VALIDATION.fullName)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(fullName);
    await user.type(fullName, '  Ada King  ');
    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.saveChanges }));
    expect(await screen.findByText(ACCOUNT_SUCCESS.profileUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ fullName: 'Ada King', nickname: 'ada' }]);
    expect(screen.queryByRole('button', { name: PROFILE_TEXTS.saveChanges })).not.toBeInTheDocument();
  });

  it("puts the server's field message on the field", async () => {
    const { user } = setup(() =>
      errorResponse(409, 'CONFLICT', 'This nickname is taken', { nickname: 'This nickname is taken' }),
    );
    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.editProfile }));
    await user.click(screen.getByRole('button', { name: PROFILE_TEXTS.saveChanges }));
    const nickname = screen.getByLabelText(/Nickname/);
    await waitFor(() => expect(nickname).toHaveAccessibleDescription('This nickname is taken'));
  });
});
