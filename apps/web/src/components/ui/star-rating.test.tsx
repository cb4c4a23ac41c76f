import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ITEM_TEXTS } from '@shortlist/contracts';
import { StarRating } from '@/components/ui/star-rating';

function Harness({ initial = 0 }: { initial?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StarRating value={value} onChange={setValue} />
      <output>value {value}</output>
    </>
  );
}

const star = (n: number) => screen.getByRole('radio', { name: ITEM_TEXTS.ratingStar(n) });

describe('StarRating', () => {
  it('sets the rating with a click and clears it when the same star is clicked again', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    await user.click(star(7));
    expect(screen.getByText('value 7')).toBeInTheDocument();
    expect(star(7)).toHaveAttribute('aria-checked', 'true');
    await user.click(star(3));
    expect(screen.getByText('value 3')).toBeInTheDocument();
    await user.click(star(3));
    expect(screen.getByText('value 0')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { checked: true })).not.toBeInTheDocument();
  });

  it('works from the keyboard: arrows step, Space on the current star clears', async () => {
    const user = userEvent.setup();
    render(<Harness initial={5} />);
    await user.tab();
    expect(star(5)).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByText('value 7')).toBeInTheDocument();
    expect(star(7)).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByText('value 10')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('value 0')).toBeInTheDocument();
  });
});
