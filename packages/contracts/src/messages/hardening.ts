import { REQUEST_BODY } from '../limits';

/** Texts of the hardening work: refusals that protect the service and its users. */
export const SERVICE_TEXTS = {
  /** A dependency (database, shared rate-limit store) does not answer: 503 with Retry-After. */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  /** Too many password checks waiting at once (sign-in, password change): 503 with Retry-After. */
  busy: 'Too many people are signing in right now. Please try again in a moment.',
  /** Text containing NUL or another control character (tab and line breaks are fine). */
  controlCharacters: 'This field contains characters that are not allowed.',
  /** A multipart body that cannot be read (no boundary, cut short, malformed part). */
  malformedUpload: 'The upload could not be read. Please try again.',
  /** A cookie-authenticated POST from another site. */
  crossSiteRefused: 'This request was refused because it did not come from Shortlist.',
  /** A body nested deeper than REQUEST_BODY.maxDepth (objects and arrays inside one another). */
  tooDeep: `The request is nested too deeply (at most ${REQUEST_BODY.maxDepth} levels).`,
  /** A body in a content type the route does not take (text/plain, a form, a charset other than UTF-8). */
  unsupportedBody: (types: readonly string[]) =>
    `This request takes its body as ${types.map((t) => (t === 'application/json' ? 'UTF-8 JSON' : t)).join(' or ')}.`,
  /** A key the request's contract does not name: the field message. */
  unknownField: 'This field is not part of the request.',
  /** The same, the error's message, naming the keys by dotted path. */
  unknownFields: (paths: readonly string[]) =>
    `The request has ${paths.length === 1 ? 'a field' : 'fields'} it does not take: ${paths.join(', ')}.`,
} as const;

/** Sign-in refusals of the per-account wrong-password counter. */
export const SIGN_IN_LOCKOUT_TEXTS = {
  locked: (minutes: number) =>
    `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password with a code sent by email.`,
} as const;
