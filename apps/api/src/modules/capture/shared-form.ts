import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { CAPTURE, LINK_READER } from '@shortlist/contracts';

/** The fields a share target may post, each cut to what the Capture screen takes. */
export interface SharedForm {
  url?: string | undefined;
  title?: string | undefined;
  text?: string | undefined;
}

const urlencoded = express.urlencoded({ extended: false, limit: '16kb' });
// a share sheet may post multipart/form-data (the Web Share Target's other enctype): its text fields only,
// every multer limit set (its defaults are unlimited)
const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fields: 10, fieldNameSize: 100, fieldSize: 4 * CAPTURE.sharedTextMax, files: 0, parts: 10 },
}).none();

/**
 * Reads a posted share (urlencoded or multipart) into `req.body`. A body it cannot read (too large, a file)
 * leaves the body empty: the Capture screen then says that no link was shared, rather than an error page.
 */
export const readSharedForm: RequestHandler = (req, res, next) => {
  const empty = () => {
    req.body = {};
    next();
  };
  urlencoded(req, res, (urlError?: unknown) => {
    if (urlError) return empty();
    multipart(req, res, (multipartError?: unknown) => (multipartError ? empty() : next()));
  });
};

/** The shared fields of a read form, cut to their limits; absent or blank ones left out. */
export function sharedFields(body: unknown): SharedForm {
  const form = (body ?? {}) as Record<string, unknown>;
  const field = (name: string, max: number) => {
    const value = form[name];
    return typeof value === 'string' && value !== '' ? value.slice(0, max) : undefined;
  };
  return {
    url: field('url', LINK_READER.urlMax),
    title: field('title', CAPTURE.sharedTextMax),
    text: field('text', CAPTURE.sharedTextMax),
  };
}
