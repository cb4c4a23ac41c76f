import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/cn';
import { cx } from '@/lib/cx';
import { BADGE_LOOK, BUTTON_LOOK, buttonLook, type ButtonLookProps } from '@/lib/ui-looks';
import { LeanButton } from './lean';
import { LeanButtonLink } from './lean-button-link';

const classSet = (classes: string) => classes.split(/\s+/).filter(Boolean).sort();

describe('the lean components look like the full ones', () => {
  it('joins every button variant and size to what cn merges them to (no part overrides another)', () => {
    for (const variant of Object.keys(BUTTON_LOOK.variants) as NonNullable<ButtonLookProps['variant']>[])
      for (const size of Object.keys(BUTTON_LOOK.sizes) as NonNullable<ButtonLookProps['size']>[]) {
        const look = buttonLook({ variant, size });
        expect(classSet(cx(look))).toEqual(classSet(cn(look)));
      }
  });

  it('joins every badge variant to what cn merges it to', () => {
    for (const variant of Object.values(BADGE_LOOK.variants))
      expect(classSet(cx(BADGE_LOOK.base, variant))).toEqual(classSet(cn(BADGE_LOOK.base, variant)));
  });

  it('renders a button (type="button") and a router link with the look and the extra classes', () => {
    render(
      <MemoryRouter>
        <LeanButton size="sm">Update</LeanButton>
        <LeanButtonLink to="/auth" variant="ghost" className="aria-[current=page]:bg-muted">
          Log in
        </LeanButtonLink>
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: 'Update' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('h-8', 'text-xs', 'bg-primary');
    const link = screen.getByRole('link', { name: 'Log in' });
    expect(link).toHaveAttribute('href', '/auth');
    expect(link).toHaveClass('hover:bg-muted', 'h-9', 'text-sm', 'aria-[current=page]:bg-muted');
  });
});
