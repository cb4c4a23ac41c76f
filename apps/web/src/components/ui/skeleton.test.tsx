import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
