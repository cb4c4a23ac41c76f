/**
 * Texts of the app-wide screens that are not one feature's: the route error screen, each page's title, the
 * unsaved-changes warning, the skip link.
 */
export const SCREEN_TEXTS = {
  skipToContent: 'Skip to main content',
  /** The thin bar at the top while a link's screen loads. */
  openingPage: 'Opening page',
  routeError: {
    /** A lazily loaded screen failed to load: the server restarted or a new version was deployed. */
    chunkTitle: 'This page needs a reload',
    chunkBody:
      'Shortlist was updated or restarted while this tab was open. Reload to get the current version.',
    reload: 'Reload',
    /** The server could not be reached. */
    connectionTitle: 'Cannot reach Shortlist',
    connectionBody: 'Connection error. Please check your internet connection and try again.',
    tryAgain: 'Try again',
    /** Anything else. */
    otherTitle: 'Something went wrong',
    otherBody: 'This page ran into an unexpected error. Reloading usually helps.',
    home: 'Go to the home page',
  },
  leaveWarning: {
    title: 'Leave without saving?',
    body: 'Your changes to this item have not been saved. If you leave now, they are lost.',
    stay: 'Keep editing',
    leave: 'Discard and leave',
  },
} as const;

/** "{page} · Shortlist": the document title of each screen. */
export const PAGE_TITLES = {
  suffix: 'Shortlist',
  landing: 'Compare and decide together',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  forgotPassword: 'Reset Password',
  about: 'About',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
  contact: 'Contact',
  devMailbox: 'Dev mailbox',
  myFolders: 'My Folders',
  folder: 'Folder',
  item: 'Item',
  compare: 'Item Comparison',
  collaborativeCompare: 'Collaborative Comparison',
  folderTable: 'Items table',
  decide: 'Decision',
  decidePrint: 'Decision Record',
  activity: 'Activity',
  categories: 'My Categories',
  profile: 'Profile',
  notifications: 'Notifications',
  thisWeek: 'This week',
  capture: 'Capture',
  publicLink: 'Shared list',
  checkout: 'Checkout',
  manageSubscription: 'Manage Subscription',
  confirmEmail: 'Confirm Email',
  undoEmailChange: 'Undo Email Change',
  notFound: 'Page not found',
  error: 'Error',
} as const;

/** The full document title for a page. */
export function pageTitle(page: string): string {
  return page === PAGE_TITLES.suffix ? page : `${page} · ${PAGE_TITLES.suffix}`;
}
