import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { gate } from '@/testing/gate';
import type { TableColumn, TableRow } from '../lib/table-model';
import { useCellEdits } from './use-cell-edits';

vi.mock('@/components/ui/toaster', () => ({ toast: { error: vi.fn() } }));

const RATING: TableColumn = { id: 'myRating', kind: 'myRating', header: 'My rating' };
const ROW: TableRow = {
  id: 'a',
  name: 'Flat A',
  priceCents: null,
  currency: 'USD',
  comparablePriceCents: null,
  myRating: 8,
  average: null,
  status: 'considering',
  score: null,
  knockedOut: false,
  values: {},
  attributes: {},
  isPrivate: false,
};
const ROWS = [ROW];

describe('useCellEdits', () => {
  it('shows a committed value at once and says it saved when the server answers', async () => {
    const answer = gate();
    const { result } = renderHook(() => useCellEdits(ROWS, () => answer.opened));
    let saving!: Promise<void>;
    act(() => void (saving = result.current.commit(ROW, RATING, 9)));
    expect(result.current.rows[0]!.myRating).toBe(9);
    await act(async () => (answer.open(), saving));
    expect(result.current.announcement).toBe('My rating of Flat A saved');
  });

  it('keeps what was said after a commit when that save ends later', async () => {
    const answer = gate();
    const { result } = renderHook(() => useCellEdits(ROWS, () => answer.opened));
    let saving!: Promise<void>;
    act(() => void (saving = result.current.commit(ROW, RATING, 9)));
    act(() => result.current.announce('Rating must be between 1 and 10'));
    await act(async () => (answer.open(), saving));
    expect(result.current.announcement).toBe('Rating must be between 1 and 10');
  });
});
