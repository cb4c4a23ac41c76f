// Its own module: every page's shell shows these, and a module the entry chunk imports travels with it whole
// (the capture texts beside them used to).
/** The installed app's shell: offline state and the update prompt. */
export const PWA_TEXTS = {
  offlineTitle: 'You are offline',
  offline:
    'Showing what this device has cached, read-only. Changes cannot be saved until the connection is back.',
  offlineSignedOut: 'Sign-in needs a connection. Reconnect to see your folders.',
  /** The app opened without a connection: the session could not be checked, so no folders yet. */
  sessionOfflineTitle: 'Sign-in needs a connection',
  sessionOffline: 'Your folders open here as soon as the connection is back.',
  tryAgain: 'Try again',
  updateAvailable: 'New version available',
  reload: 'Reload',
} as const;
