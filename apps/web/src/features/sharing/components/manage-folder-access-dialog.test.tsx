import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CollaboratorList,
  ORGANISE_ERRORS,
  ORGANISE_SUCCESS,
  ORGANISE_VALIDATION,
  ROLE_TEXTS,
  SHARING_TEXTS,
  sharingEndpoints,
} from '@shortlist/contracts';
import { server } from '@/testing/msw-server';
import { fakeId, signedIn, VIEWER_ID } from '@/testing/organise-fixtures';
import { errorResponse, mockEndpoint, renderWithApp } from '@/testing/render';
import { ManageFolderAccessDialog } from './manage-folder-access-dialog';

const folderId = fakeId();
const bobId = fakeId();
const parentId = fakeId();

function list(overrides: Partial<CollaboratorList> = {}): CollaboratorList {
  return {
    folderId,
    isOwner: true,
    myRole: 'owner',
    owner: { id: VIEWER_ID, fullName: 'Ada Lovelace', nickname: 'ada' },
    collaborators: [],
    invitations: [],
    ...overrides,
  };
}

const bob = {
  id: fakeId(),
  folderId,
  userId: bobId,
  permission: 'edit' as const,
  role: 'editor' as const,
  invitedBy: VIEWER_ID,
  createdAt: '2026-03-01T10:00:00.000Z',
  profile: { id: bobId, fullName: 'Bob Builder', nickname: 'bob' },
  email: 'bob@example.com',
  inheritedFrom: null,
};

function open(
  current: CollaboratorList | (() => CollaboratorList | Promise<CollaboratorList>),
  { isPremium = true, id = folderId as string | null } = {},
) {
  server.use(
    signedIn({ isPremium }),
    mockEndpoint(sharingEndpoints.listCollaborators, typeof current === 'function' ? current : () => current),
  );
  const user = userEvent.setup();
  renderWithApp(<ManageFolderAccessDialog open onOpenChange={() => {}} folderId={id} />);
  return user;
}

describe('Manage Folder Access dialog', () => {
  it('says what sharing grants, shows "Loading..." and then "No collaborators yet"', async () => {
    open(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      return list();
    });
    const dialog = await screen.findByRole('dialog', { name: SHARING_TEXTS.title });
    expect(dialog).toHaveTextContent(SHARING_TEXTS.description);
    expect(await within(dialog).findByText(SHARING_TEXTS.loading)).toBeInTheDocument();
    expect(await within(dialog).findByText(SHARING_TEXTS.noCollaborators)).toBeInTheDocument();
  });

  it("lets the owner change a collaborator's role", async () => {
    const sent: unknown[] = [];
    let current = list({ collaborators: [bob] });
    const user = open(() => current);
    server.use(
      mockEndpoint(sharingEndpoints.changeRole, async (request) => {
        const body = (await request.json()) as { role: 'viewer' | 'rater' | 'editor' };
        sent.push(body);
        current = list({ collaborators: [{ ...bob, role: body.role }] });
        return { userId: bobId, role: body.role };
      }),
    );
    const picker = await screen.findByRole('combobox', { name: ROLE_TEXTS.roleOf('Bob Builder') });
    expect(picker).toHaveTextContent(ROLE_TEXTS.names.editor);
    picker.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: ROLE_TEXTS.names.rater }));
    expect(await screen.findByText(ROLE_TEXTS.roleChanged('Bob Builder', 'Rater'))).toBeInTheDocument();
    expect(sent).toEqual([{ role: 'rater' }]);
  });

  it('says when no folder is selected', async () => {
    open(list(), { id: null });
    expect(await screen.findByText(SHARING_TEXTS.noFolderSelected)).toBeInTheDocument();
  });

  it('refuses a blank address and warns about sharing with yourself, without calling the server', async () => {
    let calls = 0;
    const user = open(list());
    server.use(
      mockEndpoint(sharingEndpoints.invite, () => {
        calls += 1;
        return { status: 'collaborator_added' as const, email: 'x' };
      }),
    );
    await screen.findByText(SHARING_TEXTS.noCollaborators);
    // the e-mail entry shows once the session says Premium (it loads after the list can)
    await screen.findByLabelText(SHARING_TEXTS.emailLabel);
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.invite }));
    expect(await screen.findByText(ORGANISE_VALIDATION.shareEmailRequired)).toBeInTheDocument();
    await user.type(await screen.findByLabelText(SHARING_TEXTS.emailLabel), '  ADA@example.com ');
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.invite }));
    expect(await screen.findByText(ORGANISE_VALIDATION.shareWithSelfTitle)).toBeInTheDocument();
    expect(screen.getByText('Warning')).toBeInTheDocument();
    expect(screen.getByText(ORGANISE_VALIDATION.shareWithSelf)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('adds a Premium user, then lists them; a Basic invitee gets "Invitation Sent"', async () => {
    let current = list();
    const user = open(() => current);
    server.use(
      mockEndpoint(sharingEndpoints.invite, async (request) => {
        const { email } = (await request.json()) as { email: string };
        if (email === 'bob@example.com') {
          current = list({ collaborators: [bob] });
          return { status: 'collaborator_added' as const, email };
        }
        return { status: 'invitation_sent_basic' as const, email };
      }),
    );
    await screen.findByText(SHARING_TEXTS.noCollaborators);
    // the e-mail entry shows once the session says Premium (it loads after the list can)
    await screen.findByLabelText(SHARING_TEXTS.emailLabel);
    const input = await screen.findByLabelText(SHARING_TEXTS.emailLabel);
    await user.type(input, ' bob@example.com ');
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.invite }));
    expect(
      await screen.findByText(ORGANISE_SUCCESS.collaboratorAdded('bob@example.com')),
    ).toBeInTheDocument();
    expect(await screen.findByText('Bob Builder')).toBeInTheDocument();
    expect(input).toHaveValue('');

    await user.type(input, 'cat@example.com');
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.invite }));
    expect(await screen.findByText(ORGANISE_SUCCESS.invitationSent)).toBeInTheDocument();
    expect(screen.getByText(SHARING_TEXTS.invitationSentDescription('cat@example.com'))).toBeInTheDocument();
  });

  it('shows the server message when sharing fails (e.g. the plan gate)', async () => {
    const user = open(list());
    server.use(
      mockEndpoint(sharingEndpoints.invite, () =>
        errorResponse(403, 'PREMIUM_REQUIRED', ORGANISE_ERRORS.premiumSharing),
      ),
    );
    await screen.findByText(SHARING_TEXTS.noCollaborators);
    // the e-mail entry shows once the session says Premium (it loads after the list can)
    await screen.findByLabelText(SHARING_TEXTS.emailLabel);
    await user.type(await screen.findByLabelText(SHARING_TEXTS.emailLabel), 'bob@example.com');
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.invite }));
    expect(await screen.findByText(ORGANISE_ERRORS.premiumSharing)).toBeInTheDocument();
  });

  it('removes a collaborator; inherited access cannot be removed here', async () => {
    let current = list({
      collaborators: [
        {
          ...bob,
          id: fakeId(),
          userId: fakeId(),
          profile: { id: fakeId(), fullName: 'Cy', nickname: 'cy' },
          inheritedFrom: { id: parentId, name: 'Moving' },
        },
        bob,
      ],
    });
    const user = open(() => current);
    server.use(
      mockEndpoint(sharingEndpoints.removeCollaborator, (_request, params) => {
        expect(params.userId).toBe(bobId);
        current = list({ collaborators: [current.collaborators[0]!] });
        return new Response(null, { status: 204 });
      }),
    );
    expect(await screen.findByText(SHARING_TEXTS.inheritedFrom('Moving'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SHARING_TEXTS.remove('Cy') })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SHARING_TEXTS.remove('Bob Builder') }));
    expect(await screen.findByText(ORGANISE_SUCCESS.collaboratorRemoved)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bob Builder')).not.toBeInTheDocument());
  });

  it('tells a Basic owner to upgrade instead of offering the e-mail entry', async () => {
    open(list({ collaborators: [bob] }), { isPremium: false });
    expect(await screen.findByText(ORGANISE_ERRORS.manageAccessBasic)).toBeInTheDocument();
    expect(screen.queryByLabelText(SHARING_TEXTS.emailLabel)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SHARING_TEXTS.remove('Bob Builder') })).toBeInTheDocument();
  });

  it('shows "Access Denied" to someone who does not own the folder', async () => {
    open(list({ isOwner: false, owner: { id: bobId, fullName: 'Bob', nickname: 'bob' } }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(SHARING_TEXTS.accessDeniedTitle);
    expect(alert).toHaveTextContent(ORGANISE_VALIDATION.onlyOwnerShares);
    expect(screen.queryByLabelText(SHARING_TEXTS.emailLabel)).not.toBeInTheDocument();
  });
});
