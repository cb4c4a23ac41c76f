import { ITEM } from '@shortlist/contracts';

/** The Table tab's own texts (the spec's texts it shows come from contracts). */
export const TABLE_TEXTS = {
  title: 'Items table',
  gridLabel: 'Items table',
  name: 'Name',
  price: 'Price',
  myRating: 'My rating',
  average: 'Group average',
  status: 'Status',
  score: 'Score',
  columns: 'Columns',
  scrollHint: 'The table scrolls sideways: swipe to see every column.',
  keyboardHint: 'Arrow keys move between cells, Enter edits, Escape cancels.',
  noValue: '—',
  withUnit: (label: string, unit: string | null) => (unit ? `${label} (${unit})` : label),
  rating: (n: number) => `${n}/${ITEM.ratingMax}`,
  editCell: (column: string, item: string) => `${column} of ${item}`,
  saved: (column: string, item: string) => `${column} of ${item} saved`,
  refused: (column: string, item: string, message: string) => `${column} of ${item} not saved: ${message}`,
  sortBy: (column: string) => `Sort by ${column}`,
  csvFile: (folder: string) => `${folder || 'folder'} - table.csv`,
  empty: 'No items yet: add items on the Items tab and they appear here.',
} as const;
