/** Texts of the system endpoints (readiness, metrics, signed media links). */
export const SYSTEM_TEXTS = {
  /** A request reached an instance that is still migrating its database (the load balancer should not send it). */
  starting: 'The service is starting. Please try again in a moment.',
  /** A photo link whose signature does not match, or whose time is up. */
  mediaLinkInvalid: 'This photo link has expired. Reload the page to see the photo.',
} as const;
