import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type * as Limits from '../../../../../../packages/contracts/src/limits';
import { server } from '@/testing/msw-server';
import { renderWithApp } from '@/testing/render';
import { signedIn } from '@/testing/session-fixtures';
import { CreateSubfolderDialog } from './folder-dialogs';

/**
 * "Changing one limit in limits.ts changes the web form and its message with no other edit" (the API
 * and OpenAPI half is apps/api/test/system/limit-change.test.ts): the folder name is cut to 12 characters in
 * limits/ alone, and the dialog's input, counter and message follow.
 */
const CHANGED_NAME_MAX = vi.hoisted(() => 12);

vi.mock('../../../../../../packages/contracts/src/limits', async (importOriginal) => {
  const real = await importOriginal<typeof Limits>();
  return { ...real, FOLDER: { ...real.FOLDER, nameMax: CHANGED_NAME_MAX } };
});

describe('a limit changed in limits/ alone (folder name length), in the web form', () => {
  it('caps the input, counts to the new number and names it in the message', async () => {
    server.use(signedIn());
    renderWithApp(<CreateSubfolderDialog open onOpenChange={() => {}} parentFolderId="f1" />);
    const name = await screen.findByLabelText(/^Folder Name/);
    expect(name).toHaveAttribute('maxLength', String(CHANGED_NAME_MAX));
    expect(screen.getByText(`0/${CHANGED_NAME_MAX}`)).toBeInTheDocument();

    // past the input's own cap (as a paste through a script would be): the schema refuses with the new number
    fireEvent.change(name, { target: { value: 'x'.repeat(CHANGED_NAME_MAX + 1) } });
    await userEvent.click(screen.getByRole('button', { name: /Create/ }));
    expect(
      await screen.findByText(`Folder name must be at most ${CHANGED_NAME_MAX} characters`),
    ).toBeInTheDocument();
  });
});
