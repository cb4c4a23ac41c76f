import { type ErrorCode, HTTP_ERRORS } from '@shortlist/contracts';

/** HTTP status of each error code: the one table (DESIGN §3). */
export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_DELETED: 403,
  FORBIDDEN: 403,
  PREMIUM_REQUIRED: 403,
  EMAIL_NOT_CONFIRMED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EDIT_CONFLICT: 409,
  EMAIL_TAKEN: 409,
  NICKNAME_TAKEN: 409,
  INVALID_REFERRAL_CODE: 400,
  INVITATION_INVALID: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL: 500,
};

/** The one error type services throw; the error handler turns it into the contract's error body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** An endpoint's documented extra facts (a save conflict's current values). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

/** Small factories for the common cases, so call sites read as sentences. */
export const errors = {
  validation: (
    fields: Record<string, string>,
    message = Object.values(fields)[0] ?? HTTP_ERRORS.validation,
  ) => new AppError('VALIDATION_ERROR', message, fields),
  notFound: () => new AppError('NOT_FOUND', HTTP_ERRORS.notFound),
  unauthenticated: (message: string) => new AppError('UNAUTHENTICATED', message),
  forbidden: (message: string) => new AppError('FORBIDDEN', message),
  premiumRequired: (message: string) => new AppError('PREMIUM_REQUIRED', message),
  emailNotConfirmed: (message: string) => new AppError('EMAIL_NOT_CONFIRMED', message),
  conflict: (message: string, fields?: Record<string, string>) => new AppError('CONFLICT', message, fields),
  rateLimited: (message: string = HTTP_ERRORS.rateLimited) => new AppError('RATE_LIMITED', message),
};
