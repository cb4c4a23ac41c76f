import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardGridLoading } from './loading-skeletons';
import { LoadingArea, Skeleton } from './skeleton';

describe('LoadingArea and Skeleton', () => {
  it('reads the loading text out while the skeletons stay hidden from screen readers', () => {
    const { container } = render(
      <LoadingArea label="Loading folders...">
        <Skeleton className="h-32" />
        <Skeleton circle className="size-8" />
      </LoadingArea>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading folders...');
    expect(screen.getByText('Loading folders...')).toHaveClass('sr-only');
    const blocks = container.querySelectorAll('[aria-hidden="true"]');
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toHaveClass('animate-pulse', 'rounded-md', 'h-32');
    expect(blocks[1]).toHaveClass('rounded-full', 'size-8');
    expect(blocks[1]).not.toHaveClass('rounded-md');
  });

  it("keeps a card grid's layout while its label is the one thing read out", () => {
    render(<CardGridLoading label="Loading categories..." count={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('grid', 'sm:grid-cols-2', 'lg:grid-cols-3');
    expect(status.children).toHaveLength(5);
    expect(status).toHaveTextContent(/^Loading categories\.\.\.$/);
  });
});
