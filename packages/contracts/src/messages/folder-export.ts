/** Texts of a folder's export (the folder page's actions) and its columns. */
export const FOLDER_EXPORT_TEXTS = {
  menu: 'Export',
  csv: 'Export as CSV',
  xlsx: 'Export as Excel (XLSX)',
  json: 'Export as JSON (everything)',
  failed: 'The export could not be made. Try again.',
  columns: {
    name: 'Name',
    description: 'Description',
    link: 'Link',
    price: 'Price',
    currency: 'Currency',
    category: 'Category',
    status: 'Status',
    createdAt: 'Created',
    updatedAt: 'Updated',
    private: 'Private',
    rating: (person: string) => `Rating (${person})`,
  },
  sheetName: 'Items',
  statusNone: 'open',
} as const;
