import { CATEGORY, FOLDER_IMPORT, ITEM } from '../limits';

/** 1,000 as the texts write counts. */
const count = (n: number) => Number(n).toLocaleString('en-US');
const rowsWord = (n: number) => (n === 1 ? '1 row' : `${count(n)} rows`);

/** Errors of importing a spreadsheet into a folder; a row's own problems reuse the item form's messages. */
export const FOLDER_IMPORT_ERRORS = {
  empty: 'Paste a table or choose a file: there is nothing to import.',
  noHeader: 'The first row must name the columns.',
  noRows: 'There are no rows under the header.',
  tooManyRows: `At most ${FOLDER_IMPORT.rowsMax} rows can be imported at a time.`,
  tooManyColumns: `At most ${FOLDER_IMPORT.columnsMax} columns can be imported.`,
  tooLarge: `The file is too large: at most ${FOLDER_IMPORT.sourceCharsMax / 1000} KB can be read at a time.`,
  unreadable: 'This file could not be read. Save it as CSV or XLSX and try again.',
  unreadableJson: 'This is not an export of a folder: choose the JSON file the export made.',
  nameColumnRequired: 'Choose the column that holds the item names.',
  columnTwice: (target: string) => `Only one column can be the ${target}.`,
  attributeTwice: 'Two columns go to the same attribute.',
  attributeNotInCategory: 'This attribute is not in the chosen category.',
  newAttributeNameRequired: 'Name the new attribute.',
  newAttributeExists: 'The category already has an attribute of this name.',
  newAttributeNotYours: 'Only the category’s creator can add attributes to it.',
  tooManyOptions: `A list of options can hold at most ${CATEGORY.optionsPerAttributeMax} values: make this a text attribute.`,
  attributesTooMany: `A category can have at most ${CATEGORY.attributesMax} attributes.`,
  categoryRequired: 'Choose a category, or name a new one.',
  priceNotNumber: 'Price must be a number',
  nameTooLongHint: `at most ${ITEM.nameMax} characters`,
  rowsHaveProblems: (invalid: number) =>
    `${rowsWord(invalid)} ${invalid === 1 ? 'has' : 'have'} problems. Fix them in the sheet, or import the valid rows.`,
  noValidRows: 'None of the rows can be imported: fix the problems first.',
  undoExpired: `An import can be undone within ${FOLDER_IMPORT.undoHours} hours only.`,
  undoneAlready: 'This import was undone already.',
} as const;

/** Texts of the import dialog. */
export const FOLDER_IMPORT_TEXTS = {
  open: 'Import',
  title: 'Import items',
  stepSource: 'Choose what to import',
  pasteLabel: 'Paste from a spreadsheet',
  pasteHint: 'Copy the cells with their header row in your spreadsheet and paste them here.',
  fileLabel: 'Or choose a file (CSV, TSV, XLSX or an exported JSON)',
  read: 'Read',
  reading: 'Reading...',
  stepMapping: 'Match the columns',
  category: 'Category',
  newCategory: 'New category',
  newCategoryName: 'Name of the new category',
  column: 'Column',
  sample: 'First value',
  goesTo: 'Goes to',
  newAttributeType: 'Type',
  unit: 'Unit',
  stepPreview: 'Check the rows',
  preview: 'Preview',
  previewing: 'Checking...',
  previewCaption: (shown: number, total: number) =>
    `The first ${shown} of ${rowsWord(total)}; problems are shown per row.`,
  row: 'Row',
  problems: 'Problems',
  noProblems: 'No problems',
  summary: (valid: number, invalid: number) =>
    invalid === 0
      ? `All ${rowsWord(valid)} can be imported.`
      : `${rowsWord(valid)} can be imported; ${rowsWord(invalid)} ${invalid === 1 ? 'has' : 'have'} problems.`,
  importAll: (n: number) => `Import ${rowsWord(n)}`,
  importValid: (n: number) => `Import the valid rows (${count(n)})`,
  importing: 'Importing...',
  progressLabel: 'Import progress',
  back: 'Back',
  done: (n: number) => `Imported ${n === 1 ? '1 item' : `${count(n)} items`}.`,
  skipped: (n: number) => `${rowsWord(n)} with problems left out.`,
  undo: 'Undo this import',
  undoing: 'Undoing...',
  undone: (n: number) => `Import undone: ${n === 1 ? '1 item' : `${count(n)} items`} removed.`,
  undoUntil: (when: string) => `You can undo it until ${when}.`,
  close: 'Close',
  targets: {
    skip: 'Leave out',
    name: 'Name',
    description: 'Description',
    link: 'Link',
    price: 'Price',
    currency: 'Currency',
    rating: 'My rating',
    note: 'A note',
    attribute: 'Attribute',
    newAttribute: 'New attribute',
  },
  attributeTypes: { text: 'Text', number: 'Number', yes_no: 'Yes/no', options: 'Options' },
  noteTitle: 'Imported note',
  newCategoryDescription: 'Imported from a spreadsheet',
} as const;
