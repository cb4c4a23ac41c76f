import { LINK_READER, MEDIA } from '../limits';
import { megabytes, seconds } from './format';

/** Why a link could not be read (DESIGN §6): one clear text per refusal. */
export const LINK_READER_ERRORS = {
  invalidUrl: 'Please enter a valid URL for the source link',
  unsupportedProtocol: 'Only http and https links can be read.',
  credentialsInUrl: 'Links that contain a user name or password cannot be read.',
  portNotAllowed: 'Only links on the standard web ports (80 and 443) can be read.',
  loopbackAddress: 'This link points to the server itself and cannot be read.',
  privateAddress: 'This link points to a private network address and cannot be read.',
  linkLocalAddress: 'This link points to a link-local network address and cannot be read.',
  metadataAddress: 'This link points to a cloud metadata address and cannot be read.',
  multicastAddress: 'This link points to a multicast address and cannot be read.',
  reservedAddress: 'This link points to a reserved or unspecified address and cannot be read.',
  hostNotFound: "The link's host name could not be found.",
  tooManyRedirects: `The link redirected more than ${LINK_READER.maxRedirects} times.`,
  redirectWithoutLocation: 'The page redirected without saying where to.',
  timeout: `The page took longer than ${seconds(LINK_READER.timeoutMs)} to answer.`,
  tooLarge: `The page is larger than ${megabytes(LINK_READER.maxPageBytes)}.`,
  notHtml: 'The link does not point to a web page (HTML).',
  httpStatus: (status: number) => `The page answered with HTTP status ${status}.`,
  unreachable: 'The page could not be reached.',
  notImage: 'The image link does not point to a supported image.',
  imageTooLarge: `The image is larger than ${megabytes(MEDIA.maxFileBytes)}.`,
  premiumRequired: 'Premium Feature: Adding items from a link is available for premium users only.',
  premiumRefresh: 'Premium Feature: Automatic price refresh is available for premium users only.',
  noLink: 'This item has no link to refresh its price from.',
  noPrice: 'No price was found on the page.',
} as const;

/** Texts of "Fill from link" and the price refresh controls. */
export const LINK_IMPORT_TEXTS = {
  fillFromLink: 'Fill from link',
  fillFromLinkHint: 'Paste a product page link and the form fills itself. Every field stays editable.',
  read: 'Read page',
  reading: 'Reading...',
  filled: 'Filled from the page. Check the values before saving.',
  /** The one line that says where most values came from; other fields carry their own source. */
  filledFrom: {
    'structured-data': "Filled from the page's structured data. Check the values before saving.",
    'page-metadata': "Filled from the page's metadata. Check the values before saving.",
    model: 'Filled by the model from the page. Check the values before saving.',
  },
  nothingFound: 'No product details were found on this page. You can still fill the form by hand.',
  readFailed: 'You can still fill the form by hand.',
  mainImage: 'Main image (saved as the first photo)',
  /** The plain-http image the preview cannot show: the CSP lets this page load https images only. */
  imageNotShown:
    'This image is served over plain http, so it cannot be shown here. When you add the item, the server still fetches it as the first photo.',
  imageNotLoaded:
    'This image could not be shown here. When you add the item, the server still tries to fetch it as the first photo.',
  premiumLabel: 'Premium',
  removeImage: "Don't use this image",
  upgradeFeature: 'Add Items from a Link',
  sources: {
    'structured-data': 'From structured data',
    'page-metadata': 'From page metadata',
    model: 'From the model',
  },
  refreshTitle: 'Price refresh',
  refreshFeature: 'Automatic Price Refresh',
  intervals: { off: 'Off', '6h': 'Every 6 hours', daily: 'Daily', weekly: 'Weekly' },
  refreshSaved: 'Price refresh updated',
  refreshFailed: 'Failed to update price refresh',
  refreshNow: 'Refresh now',
  refreshingNow: 'Reading the page...',
  refreshNowFailed: 'Could not read the price now. Please try again later.',
  lastRead: 'Last successful read',
  neverRead: 'Not read yet',
  /** After a failed read: when the back-off lets the worker try again. */
  nextRetry: 'Next try',
  priceHistory: 'Price history',
  noHistory: 'No price history yet',
  priceDropped: 'Price dropped',
  priceRose: 'Price rose',
  historySources: { manual: 'Edited by hand', refresh: 'Refreshed', import: 'Imported from link' },
} as const;
