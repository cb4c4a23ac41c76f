import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('shows its hint on keyboard focus, described to screen readers, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Higher is better">
        <button type="button">Preference</button>
      </Tooltip>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Preference' });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Higher is better');
    expect(button).toHaveAccessibleDescription('Higher is better');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
