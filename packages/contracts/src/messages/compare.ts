import { COMPARE, ITEM } from '../limits';

/** The comparison screens (folders §2 compare and collaborative-compare, §4; accounts §2). */
export const COMPARE_TEXTS = {
  selectBanner: `Select up to ${COMPARE.maxItems} items to compare`,
  counter: (n: number, max: number) => `${n}/${max}`,
  ratingsModeNote: 'Ratings of all collaborators will be compared.',
  startComparison: (n: number) => `Start Comparison (${n})`,
  selectForComparison: (name: string) => `Select ${name} for comparison`,
  collaborativeRatings: 'Collaborative Ratings',
  premiumLabel: 'Premium',
  shareToCompareTitle: 'Share Folder to Compare',
  shareToCompareDescription:
    'To compare ratings, share this folder with friends first. Once they rate its items, their ratings appear side by side with yours.',
  gotIt: 'Got it',
  title: 'Item Comparison',
  comparing: (n: number) => `Comparing ${n} item(s)`,
  collaboratorSuffix: ' - Collaborator Ratings',
  loading: 'Loading comparison...',
  empty: 'No items found for comparison',
  loadError: 'Error loading comparison. Please try again.',
  backToFolder: 'Back to Folder',
  createdBy: 'Created by',
  unknown: 'Unknown',
  attribute: 'Attribute',
  price: 'Price',
  rating: 'Rating',
  noPrice: 'No price set',
  notRated: 'Not rated',
  rated: (n: number) => `${n}/${ITEM.ratingMax}`,
  missing: '-',
  noAttributes: 'No additional attributes to compare',
  collaborator: 'Collaborator',
  average: 'Average',
  itemCharacteristics: 'Item Characteristics',
  you: '(you)',
  exportCsv: 'Export CSV',
  bestValue: 'Best value',
  legend:
    'Highlighted: the best value of each row: lowest price, highest rating, highest number for numeric attributes.',
  csvFileName: (kind: string) => `comparison-${kind}.csv`,
  selectItems: 'Select Items to Compare',
  selectItemsHint: 'Choose the items whose ratings you want to see side by side.',
  noItemsInFolder: 'No items found in this folder.',
  noCollaborativeRatings: 'No collaborative ratings found for selected items.',
  ratingsWillAppear: 'Ratings will appear here when folder collaborators rate these items.',
  noRatingsForItem: 'No ratings yet for this item',
  averageRating: (value: string) => `Average: ${value}/${ITEM.ratingMax}`,
  ratingsCount: (n: number) => `${n} ${n === 1 ? 'rating' : 'ratings'}`,
  yourRating: (n: number | null) => (n === null ? 'Not rated by you' : `Your rating: ${n}/${ITEM.ratingMax}`),
  premiumTitle: 'Premium Feature',
  upgradeToPremium: 'Upgrade to Premium',
  compareSelected: 'Compare selected',
} as const;

/** The comparison screens' texts beyond the spec's: a stranger's URL, the ratings legend, the other view. */
export const COMPARE_SCREEN_TEXTS = {
  ratingsLegend: "Highlighted: each person's highest rating, and the highest average.",
  notFoundDescription:
    'These items do not exist any more, or they are in a folder that is not shared with you.',
  backToFolders: 'Back to My Folders',
  /** The compare route in collaborative mode links the other reading of the spec: per item, with averages. */
  perItemView: 'Ratings item by item',
} as const;
