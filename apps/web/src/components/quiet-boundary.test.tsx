import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';

describe('QuietBoundary', () => {
  it("shows the fallback, and keeps what is around it, when a lazy extra's code fails to load", async () => {
    // React reports the caught error on the console; the point here is that nothing else fails
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Gone = lazy(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    render(
      <header>
        <a href="/">Shortlist</a>
        <QuietBoundary fallback={<span>bell unavailable</span>}>
          <Suspense fallback={<span>bell loading</span>}>
            <Gone />
          </Suspense>
        </QuietBoundary>
      </header>,
    );
    // the boundary's own fallback, not Suspense's: the failure was caught here
    expect(await screen.findByText('bell unavailable')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByText('bell unavailable')).toBeInTheDocument();
    expect(screen.queryByText('bell loading')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shortlist' })).toBeInTheDocument();
    quiet.mockRestore();
  });
});
