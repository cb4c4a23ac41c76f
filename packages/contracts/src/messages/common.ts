/** Generic texts the API uses for its error shape (DESIGN §3). */
export const HTTP_ERRORS = {
  validation: 'Please check the highlighted fields.',
  notFound: 'Not found',
  tooLarge: 'The request is too large.',
  unsupportedMediaType: 'Unsupported media type.',
  rateLimited: 'Too many requests. Please wait a few minutes before trying again.',
  internal: 'Server error occurred. Please try again in a few moments.',
  conflict: 'This conflicts with existing data.',
  databaseUnavailable: 'Database unavailable',
} as const;

/** Toast titles of accounts §8. */
export const TOAST_TITLES = {
  signInFailed: 'Sign In Failed',
  signUpFailed: 'Sign Up Failed',
  signOutFailed: 'Sign Out Failed',
  passwordResetFailed: 'Password Reset Failed',
  error: 'Error',
  warning: 'Warning',
  accessDenied: 'Access Denied',
  validationError: 'Validation Error',
  invalidUrl: 'Invalid URL',
  premiumFeature: 'Premium Feature',
  invitationSent: 'Invitation Sent',
} as const;
