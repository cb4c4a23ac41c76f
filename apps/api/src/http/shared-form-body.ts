import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { CAPTURE } from '@shortlist/contracts';

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
