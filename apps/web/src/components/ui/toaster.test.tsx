import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOAST_TITLES } from '@shortlist/contracts';
import { describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

describe('Toaster', () => {
  it('mounts with the first toast, shows errors under the spec title, and runs an undo', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    toast.error('The folder is full.');
    expect(await screen.findByText(TOAST_TITLES.error)).toBeInTheDocument();
    expect(screen.getByText('The folder is full.')).toBeInTheDocument();
    toast.undoable('Item deleted', { label: 'Undo', onClick: undo });
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
  });
});
