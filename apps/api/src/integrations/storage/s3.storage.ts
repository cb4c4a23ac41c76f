import {
  CopyObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../../config/env';
import { assertStoragePath, IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './storage';

const S3_DELETE_BATCH = 1000;

function s3Client(config: S3Config, endpoint: string | undefined): S3Client {
  return new S3Client({
    region: config.region,
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
  });
}

/**
 * A private S3-compatible bucket (AWS, MinIO, R2...). Browsers get presigned GET URLs; objects are written with
 * long cache headers (a name never changes content).
 */
export function createS3Storage(config: S3Config): MediaStorage {
  const client = s3Client(config, config.endpoint);
  // A presigned URL is signed for its host: sign for the address browsers use when it is not the app's own
  // (compose: the app reaches MinIO at minio:9000, browsers at localhost:9000). Signing needs no network.
  const signingClient = config.publicEndpoint ? s3Client(config, config.publicEndpoint) : client;
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
    async copy(from, to) {
      assertStoragePath(from);
      assertStoragePath(to);
      // storage paths hold only [A-Za-z0-9._-/]: nothing to encode in the copy source
      await client.send(
        new CopyObjectCommand({ Bucket: config.bucket, Key: to, CopySource: `${config.bucket}/${from}` }),
      );
    },
    async read(path) {
      assertStoragePath(path);
      const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: path }));
      if (!out.Body) throw new Error(`empty object: ${path}`);
      return Buffer.from(await out.Body.transformToByteArray());
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
    async signedUrl(path, window) {
      assertStoragePath(path);
      // signed at the window's start, so the URL is the same all window long
      return getSignedUrl(signingClient, new GetObjectCommand({ Bucket: config.bucket, Key: path }), {
        signingDate: window.start,
        expiresIn: Math.round((window.expiresAt.getTime() - window.start.getTime()) / 1000),
      });
    },
  };
}
