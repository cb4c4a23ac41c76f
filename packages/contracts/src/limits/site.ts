/** The public site: the contact form, toasts, the landing page. */

/** Contact form: accounts §5, §9. */
export const CONTACT = {
  nameMax: 100,
  subjectMax: 25,
  messageMax: 500,
  /** The spec's simulated wait before the form reports success. */
  simulatedDelayMs: 1000,
} as const;

/** Toast durations in ms: folders §9. */
export const TOAST = {
  invitationSentMs: 6000,
  defaultMs: 4000,
  /** A toast with an Undo button: time to read it and reach the button. */
  undoableMs: 8000,
} as const;

/** Claimed saving on the landing page. */
export const MARKETING = {
  hoursSavedPerComparison: 3.5,
} as const;
