import { ITEM } from '../limits';

/** Item cards, the Add New Item dialog and the item page (folders §2, §5). */
export const ITEM_TEXTS = {
  noPrice: 'No price set',
  rating: (n: number) => `${n}/${ITEM.ratingMax}`,
  notRatedByYou: 'Not rated by you',
  unknownUser: 'Unknown user',
  viewItem: 'View Item',
  sortBy: 'Sort by',
  sortDate: 'Date',
  sortPrice: 'Price',
  sortRating: 'Rating',
  ascending: 'Ascending',
  descending: 'Descending',
  addDialogTitle: 'Add New Item',
  addDialogDescription: 'Describe the option, rate it and fill in its category attributes.',
  name: 'Name',
  namePlaceholder: 'e.g., 2-bed flat on Elm Street',
  description: 'Description',
  link: 'Link',
  linkPlaceholder: 'https://...',
  price: 'Price',
  yourRating: 'Your Rating',
  ratingStar: (n: number) => `${n} of ${ITEM.ratingMax}`,
  category: 'Category',
  chooseCategory: 'Choose a category',
  noValue: 'No value',
  attributes: 'Attributes',
  addItem: 'Add Item',
  adding: 'Adding...',
  cancel: 'Cancel',
  noCategoriesTitle: 'No Categories Available',
  noCategoriesDescription:
    'Items are described by a category. Create a category first, then add items to this folder.',
  createFirstCategory: 'Create my first category',
  close: 'Close',
  back: 'Back',
  loading: 'Loading...',
  loadError: 'Error loading item. Please try again.',
  basicInformation: 'Basic Information',
  characteristics: 'Characteristics',
  noCharacteristics: 'This category has no attributes.',
  notSet: 'Not set',
  createdBy: 'Created by',
  you: 'You',
  dateOfCreation: 'Date of Creation',
} as const;

/** Price fields that take dollars as text (item edit, Add New Item). */
export const PRICE_INPUT_TEXTS = {
  notANumber: `Enter the price as a number, like 12.50 (0 to ${ITEM.priceMax})`,
  placeholder: 'e.g. 12.50',
} as const;
