import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRowsInStages } from './use-rows-in-stages';

function List({ total }: { total: number }) {
  const shown = useRowsInStages(total, 3);
  return (
    <ul>
      {Array.from({ length: shown }, (_, n) => (
        <li key={n}>row {n}</li>
      ))}
    </ul>
  );
}

describe('useRowsInStages', () => {
  it('renders a short list whole', () => {
    render(<List total={2} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders the first rows of a long list, then all of them', async () => {
    render(<List total={10} />);
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThanOrEqual(3);
    expect(await screen.findByText('row 9')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });
});
