import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3StandIn = {
  /** `http://127.0.0.1:<port>`, ready for S3_ENDPOINT (path-style). */
  endpoint: string;
  bucket: string;
  /** Where a bucket object is served from without credentials, ready for S3_PUBLIC_URL. */
  publicUrl: string;
  /** The stand-in takes any key pair; these are its documented defaults. */
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
};

/**
 * A local S3-compatible server (s3rver) on a free port with one empty bucket, its objects kept in
 * a temporary folder that `close` removes. It speaks the S3 REST protocol, so the real
 * `@aws-sdk/client-s3` client is what the tests exercise.
 */
export async function startS3StandIn(bucket = "photos"): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(tmpdir(), "coach-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    publicUrl: `${endpoint}/${bucket}`,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
