import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { AUTH_ERRORS, HTTP_ERRORS, RETRY_AFTER_SECONDS, SERVICE_TEXTS } from '@shortlist/contracts';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, pgErrorCode } from '../db/errors';
import { AppError } from './app-error';
import { requestFields } from './request-log';
import { zodFields } from './validate';

function toAppError(err: unknown): AppError | undefined {
  if (err instanceof AppError) return err;
  // Express's router could not decode a path parameter's %-escape: such a path names no route
  if (err instanceof URIError) return new AppError('NOT_FOUND', HTTP_ERRORS.notFound);
  if (err instanceof ZodError)
    return new AppError('VALIDATION_ERROR', err.issues[0]?.message ?? HTTP_ERRORS.validation, zodFields(err));
  const e = err as { type?: string; status?: number; code?: string } | undefined;
  // body-parser and multer errors carry a status or code of their own
  if (e?.type === 'entity.too.large' || e?.code === 'LIMIT_FILE_SIZE')
    return new AppError('PAYLOAD_TOO_LARGE', HTTP_ERRORS.tooLarge);
  if (e?.type === 'entity.parse.failed')
    return new AppError('VALIDATION_ERROR', 'The request body is not valid JSON.');
  if (e?.type === 'charset.unsupported' || e?.type === 'encoding.unsupported')
    return new AppError('UNSUPPORTED_MEDIA_TYPE', HTTP_ERRORS.unsupportedMediaType);
  if (isDatabaseUnavailable(err)) return new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  const pg = pgErrorCode(err);
  if (pg === '23505') return new AppError('CONFLICT', HTTP_ERRORS.conflict);
  if (pg === '22P02' || pg === '23514') return new AppError('VALIDATION_ERROR', HTTP_ERRORS.validation);
  if (pg === '23503') return new AppError('NOT_FOUND', HTTP_ERRORS.notFound);
  // two transactions waited on each other (40P01) or could not be serialised (40001): PostgreSQL rolled this
  // one back whole, so nothing is half-written and the same request can simply be sent again
  if (pg === '40P01' || pg === '40001') return new AppError('SERVICE_UNAVAILABLE', SERVICE_TEXTS.unavailable);
  return undefined;
}

/** The app's error handler, logging to `logger` (without one, as in a unit test, it logs nothing). */
export const errorHandler =
  (logger?: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    const appError = toAppError(err);
    if (!appError) {
      logger?.error({ err, req: requestFields(req) }, 'unhandled error');
      res.status(500).json({ error: { code: 'INTERNAL', message: HTTP_ERRORS.internal } });
      return;
    }
    if (appError.status >= 500) logger?.error({ err, req: requestFields(req) }, appError.message);
    if (appError.status === 503) res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    res.status(appError.status).json({
      error: {
        code: appError.code,
        message: appError.message,
        ...(appError.fields ? { fields: appError.fields } : {}),
        ...(appError.details ? { details: appError.details } : {}),
      },
    });
  };

/** Unknown /api routes answer in the error shape, not with the SPA. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ error: { code: 'NOT_FOUND', message: HTTP_ERRORS.notFound } });
};

export const notAuthenticatedMessage = AUTH_ERRORS.notAuthenticated;
