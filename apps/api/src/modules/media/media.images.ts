import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { MEDIA, ORGANISE_VALIDATION } from '@shortlist/contracts';
import { AppError } from '../../http/app-error';

type AllowedMime = (typeof MEDIA.allowedMimeTypes)[number];

/** A photo ready to store: re-encoded without any metadata, plus its thumbnail. */
export interface ProcessedImage {
  fileName: string;
  mimeType: AllowedMime;
  ext: string;
  body: Buffer;
  width: number | null;
  height: number | null;
  thumbnail: Buffer;
}

export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

/** The name as the user chose it, without path parts or control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const controls = /[\u0000-\u001f\u007f]/g;
  const cleaned = base.replace(controls, '').trim().slice(0, 255);
  return cleaned || 'photo';
}

function isAllowed(mime: string): mime is AllowedMime {
  return (MEDIA.allowedMimeTypes as readonly string[]).includes(mime);
}

/** Re-encodes in the same format; sharp writes no metadata unless asked, so EXIF (GPS) and XMP are gone. */
function encode(pipeline: Sharp, mime: AllowedMime): { pipeline: Sharp; ext: string } {
  switch (mime) {
    case 'image/jpeg':
      return { pipeline: pipeline.jpeg({ quality: 85, mozjpeg: true }), ext: 'jpg' };
    case 'image/png':
      return { pipeline: pipeline.png({ compressionLevel: 8 }), ext: 'png' };
    case 'image/webp':
      return { pipeline: pipeline.webp({ quality: 85 }), ext: 'webp' };
    case 'image/gif':
      return { pipeline: pipeline.gif(), ext: 'gif' };
    case 'image/avif':
      return { pipeline: pipeline.avif({ quality: 60, effort: 3 }), ext: 'avif' };
  }
}

function sharpError(err: unknown, fileName: string): AppError {
  const message = err instanceof Error ? err.message : '';
  if (/pixel limit/i.test(message))
    return new AppError('PAYLOAD_TOO_LARGE', ORGANISE_VALIDATION.imageTooManyPixels);
  return new AppError('UNSUPPORTED_MEDIA_TYPE', ORGANISE_VALIDATION.imageUnreadable(fileName));
}

/**
 * Decides the type by the file's bytes (never its name or the browser's header): only the image types of
 * MEDIA.allowedMimeTypes pass, anything else is 415 with a clear message. Then re-encodes: rotated upright by
 * its EXIF orientation first, then written without any metadata; at most MEDIA.maxPixels; plus a thumbnail
 * MEDIA.thumbnailWidth wide.
 */
export async function processImage(file: { originalname: string; buffer: Buffer }): Promise<ProcessedImage> {
  const fileName = cleanFileName(file.originalname);
  const type = await fileTypeFromBuffer(file.buffer);
  if (!type || !isAllowed(type.mime))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', ORGANISE_VALIDATION.notAnImage(fileName));
  const animated = type.mime === 'image/gif' || type.mime === 'image/webp';
  try {
    const input = () =>
      sharp(file.buffer, { limitInputPixels: MEDIA.maxPixels, failOn: 'error', animated }).autoOrient();
    const { pipeline, ext } = encode(input(), type.mime);
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(data, { limitInputPixels: MEDIA.maxPixels })
      .resize({ width: MEDIA.thumbnailWidth, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return {
      fileName,
      mimeType: type.mime,
      ext,
      body: data,
      width: info.width ?? null,
      // animated images report the height of all frames stacked
      height: info.pageHeight ?? info.height ?? null,
      thumbnail,
    };
  } catch (err) {
    throw sharpError(err, fileName);
  }
}

/** Processes every file or fails as a whole (nothing is stored until all passed). */
export async function processImages(
  files: ReadonlyArray<{ originalname: string; buffer: Buffer }>,
): Promise<ProcessedImage[]> {
  const out: ProcessedImage[] = [];
  // one at a time: sharp already uses the thread pool, and memory stays bounded
  for (const file of files) out.push(await processImage(file));
  return out;
}
