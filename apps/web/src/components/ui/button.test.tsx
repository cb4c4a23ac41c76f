import { render, screen } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a primary type="button" unless told, in each of the four looks', () => {
    render(
      <>
        <Button>Add Item</Button>
        <Button variant="secondary">Cancel</Button>
        <Button variant="ghost">More</Button>
        <Button variant="destructive" type="submit">
          Delete
        </Button>
      </>,
    );
    const add = screen.getByRole('button', { name: 'Add Item' });
    expect(add).toHaveAttribute('type', 'button');
    expect(add).toHaveClass('bg-primary', 'h-9');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveClass('bg-secondary');
    expect(screen.getByRole('button', { name: 'More' })).toHaveClass('hover:bg-muted');
    const remove = screen.getByRole('button', { name: 'Delete' });
    expect(remove).toHaveAttribute('type', 'submit');
    expect(remove).toHaveClass('bg-destructive');
  });

  it("gives its look to a link (asChild), and a caller's class overrides the look", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="outline" size="sm" className="h-10">
          <Link to="/app">My Folders</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'My Folders' });
    expect(link).toHaveAttribute('href', '/app');
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveClass('border', 'h-10', 'text-xs');
    expect(link).not.toHaveClass('h-8');
  });
});
