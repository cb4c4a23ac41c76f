/**
 * What any request may answer when the server cannot be reached or the session is gone (accounts §5's error
 * texts). Apart from the auth messages so that the app's entry, whose API client shows them, carries only these.
 */
export const CONNECTION_ERRORS = {
  network: 'Connection error. Please check your internet connection and try again.',
  server: 'Server error occurred. Please try again in a few moments.',
  unknown: 'An unexpected error occurred. Please try again.',
  notAuthenticated: 'User not authenticated',
} as const;
