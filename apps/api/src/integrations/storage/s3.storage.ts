import { DeleteObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config/env';
import { assertStoragePath, IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './storage';

/** The public base of a bucket when S3_PUBLIC_URL is not set: path style on the endpoint, else AWS's host. */
export function defaultS3PublicBase(config: S3Config): string {
  if (config.endpoint) {
    const base = config.endpoint.replace(/\/+$/, '');
    if (config.forcePathStyle) return `${base}/${config.bucket}`;
    const url = new URL(base);
    url.hostname = `${config.bucket}.${url.hostname}`;
    return url.toString().replace(/\/+$/, '');
  }
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
}

const S3_DELETE_BATCH = 1000;

/** An S3-compatible bucket (AWS, MinIO, R2...). Objects are written with long cache headers. */
export function createS3Storage(config: S3Config): MediaStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
  const publicBase = (config.publicUrl ?? defaultS3PublicBase(config)).replace(/\/+$/, '');
  return {
    kind: 's3',
    async put(path, body, contentType) {
      assertStoragePath(path);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: path,
          Body: body,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async remove(paths) {
      paths.forEach(assertStoragePath);
      // DeleteObjects takes at most 1000 keys per request (a folder tree's photos can be more); in quiet mode it
      // answers only the keys that failed, without throwing: every batch is tried, then the failures reported
      let failed = 0;
      for (let i = 0; i < paths.length; i += S3_DELETE_BATCH) {
        const out = await client.send(
          new DeleteObjectsCommand({
            Bucket: config.bucket,
            Delete: { Objects: paths.slice(i, i + S3_DELETE_BATCH).map((Key) => ({ Key })), Quiet: true },
          }),
        );
        failed += out.Errors?.length ?? 0;
      }
      if (failed > 0) throw new Error(`could not remove ${failed} of ${paths.length} objects`);
    },
    publicUrl(path) {
      return `${publicBase}/${path}`;
    },
  };
}
