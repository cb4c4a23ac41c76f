import { z } from 'zod';

/** Stable error codes of the API; the status each maps to lives in the API's status table. */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_DELETED',
  'FORBIDDEN',
  'PREMIUM_REQUIRED',
  'EMAIL_NOT_CONFIRMED',
  'NOT_FOUND',
  'CONFLICT',
  'EDIT_CONFLICT',
  'EMAIL_TAKEN',
  'NICKNAME_TAKEN',
  'INVALID_REFERRAL_CODE',
  'INVITATION_INVALID',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one error shape of every API failure (DESIGN §3). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Facts an endpoint documents for one error (a save conflict's current values: `editConflictSchema`). */
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
