/** Labels the shell names in accounts §2: top bar, footer, /auth. */
export const SHELL_TEXTS = {
  productName: 'Shortlist',
  myCategories: 'My Categories',
  myFolders: 'My Folders',
  viewProfile: 'View Profile',
  signOut: 'Sign Out',
  logIn: 'Log In',
  signUp: 'Sign Up',
  signIn: 'Sign In',
  howToUse: 'How to Use',
  howToUseSteps: ['Create categories', 'Add items', 'Organise in folders'],
  loading: 'Loading...',
} as const;
