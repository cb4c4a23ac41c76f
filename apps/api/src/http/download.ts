import type { Response } from 'express';

/** A file a service answers: its bytes (or text), their type and the name the browser saves it under. */
export interface Download {
  body: string | Buffer;
  contentType: string;
  fileName: string;
}

/** Sends a download as an attachment that no cache keeps. */
export function sendDownload(res: Response, file: Download): void {
  res.setHeader('Content-Type', file.contentType);
  res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).send(file.body);
}

/** The headers that make a JSON answer a download (mount() writes the JSON itself). */
export function asAttachment(res: Response, fileName: string): void {
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
}
