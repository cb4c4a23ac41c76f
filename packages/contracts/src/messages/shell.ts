/** Labels the shell names in accounts §2: top bar, footer, /auth. */
export const SHELL_TEXTS = {
  productName: 'Shortlist',
  myCategories: 'My Categories',
  myFolders: 'My Folders',
  thisWeek: 'This week',
  viewProfile: 'View Profile',
  signOut: 'Sign Out',
  logIn: 'Log In',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  howToUse: 'How to Use',
  howToUseSteps: ['Create categories', 'Add items', 'Organise in folders'],
  loading: 'Loading...',
} as const;

/** The page shown for a URL the app does not know. */
export const NOT_FOUND_TEXTS = {
  code: '404',
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
} as const;

/** /dev/mailbox: the development outbox's messages (never in production). */
export const DEV_MAILBOX_TEXTS = {
  title: 'Dev mailbox',
  badge: 'Development tool',
  description:
    'No real e-mail is sent in development: every message the app would send (verification codes, contact messages) lands here instead. This page does not exist in production.',
  refresh: 'Refresh',
  loading: 'Loading messages...',
  unavailableTitle: 'The dev mailbox is not available here',
  unavailableDescription: 'It only exists while the app runs in development with the built-in outbox.',
  loadError: 'Could not load messages',
  emptyTitle: 'No messages yet',
  emptyDescription: 'Messages the app sends appear here. Send one from the contact page, then refresh.',
  list: 'Messages',
  to: 'To:',
} as const;
