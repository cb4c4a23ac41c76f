import { LINK_READER_ERRORS } from '@shortlist/contracts';

/** Why a read failed: a key of LINK_READER_ERRORS (the text the user sees). */
export type LinkReadReason = Exclude<
  keyof typeof LINK_READER_ERRORS,
  'premiumRequired' | 'premiumRefresh' | 'noLink' | 'noPrice'
>;

/** A link that could not be read, with the reason and its user-facing message. */
export class LinkReadError extends Error {
  constructor(
    readonly reason: LinkReadReason,
    message?: string,
  ) {
    const text = LINK_READER_ERRORS[reason];
    super(message ?? (typeof text === 'string' ? text : LINK_READER_ERRORS.unreachable));
    this.name = 'LinkReadError';
  }

  /** HTTP status the page answered with, for reason 'httpStatus'. */
  static httpStatus(status: number): LinkReadError {
    return new LinkReadError('httpStatus', LINK_READER_ERRORS.httpStatus(status));
  }
}
