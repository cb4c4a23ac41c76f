import type { RequestHandler } from 'express';
import multer from 'multer';
import { HTTP_ERRORS, MEDIA, ORGANISE_VALIDATION, SERVICE_TEXTS } from '@shortlist/contracts';
import { AppError } from './app-error';

/**
 * Reads a multipart body into memory with EVERY multer limit set (its defaults are unlimited): photos in the
 * `photos` field, at most MEDIA.maxFilesPerUpload of MEDIA.maxFileBytes each, a few small text fields (the
 * item save's `changes`). The type is NOT decided here: the bytes are sniffed later (media.images.ts).
 * Non-multipart requests pass through untouched.
 */
const parser = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: {
    fileSize: MEDIA.maxFileBytes,
    files: MEDIA.maxFilesPerUpload,
    fields: MEDIA.maxFields,
    fieldSize: MEDIA.maxFieldBytes,
    fieldNameSize: 100,
    parts: MEDIA.maxParts,
    headerPairs: 100,
  },
}).array(MEDIA.fileField);

/**
 * multer's error codes -> the API's error shape (413 past size and count limits). Anything else the parser
 * throws is busboy failing to read the body (no boundary, cut short, a malformed part header, a part header
 * past its size limit): the client's fault, a 400, never a 500.
 */
function toAppError(err: unknown): unknown {
  if (!(err instanceof multer.MulterError))
    return new AppError('VALIDATION_ERROR', SERVICE_TEXTS.malformedUpload);
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return new AppError('PAYLOAD_TOO_LARGE', ORGANISE_VALIDATION.fileTooLarge);
    case 'LIMIT_FILE_COUNT':
      return new AppError('PAYLOAD_TOO_LARGE', ORGANISE_VALIDATION.tooManyFiles);
    case 'LIMIT_UNEXPECTED_FILE':
      return new AppError('VALIDATION_ERROR', ORGANISE_VALIDATION.unexpectedUploadField, {
        [err.field ?? MEDIA.fileField]: ORGANISE_VALIDATION.unexpectedUploadField,
      });
    default:
      return new AppError('PAYLOAD_TOO_LARGE', HTTP_ERRORS.tooLarge);
  }
}

export const receivePhotos: RequestHandler = (req, res, next) => {
  parser(req, res, (err?: unknown) => next(err ? toAppError(err) : undefined));
};

/** The files multer read (none for a JSON body). */
export function uploadedFiles(req: { files?: unknown }): Express.Multer.File[] {
  return Array.isArray(req.files) ? (req.files as Express.Multer.File[]) : [];
}
