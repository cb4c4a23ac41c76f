import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cn } from '@/lib/cn';
import { buttonLook } from '@/lib/ui-looks';
import { renderWithApp } from '@/testing/render';
import { server } from '@/testing/msw-server';
import { makeSession, signedIn } from '@/testing/session-fixtures';
import { PROFILE_BUTTON_CLASS, ProfileMenu } from './profile-menu';

const classSet = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

describe('the profile menu button (the menu loads on the first press)', () => {
  it('looks as the merged ghost button did', () => {
    expect(classSet(PROFILE_BUTTON_CLASS)).toEqual(
      classSet(cn(buttonLook({ variant: 'ghost' }), 'gap-2 px-2')),
    );
  });

  it('is a closed menu button until pressed, then the menu opens and its button says so', async () => {
    server.use(signedIn());
    const user = userEvent.setup();
    renderWithApp(<ProfileMenu user={makeSession().user} onFolders onCategories={false} />);
    const button = await screen.findByRole('button', { name: 'Profile menu for Ada Lovelace' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'View Profile' })).toBeInTheDocument();
    // the open (modal) menu hides the rest of the page from assistive technology, its button included
    expect(
      screen.getByRole('button', { name: 'Profile menu for Ada Lovelace', hidden: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menuitem', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Profile menu for Ada Lovelace' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
