import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";

import type { FileStorage } from "./storage";

export type S3Settings = {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** MinIO and most S3-compatible servers want path-style addresses. */
  forcePathStyle: boolean;
};

/** Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...). */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  return {
    put: async (key, body, contentType) => {
      // A multipart upload streams the body: its size need not be known in advance.
      await new Upload({
        client,
        params: { Bucket: settings.bucket, Key: key, Body: body, ContentType: contentType },
      }).done();
    },
    get: async (key) => {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return object.Body as Readable | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
