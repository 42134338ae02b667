// An S3-protocol server (s3rver) on a free port, with one bucket, files under a folder: run by test/support/s3.ts
// in a process of its own, since on Node 20 its bucket listings need OpenSSL's legacy provider.
import S3rver from 's3rver';

const [directory, bucket, port = '0'] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: Number(port),
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
const { port: listening } = await server.run();
console.info(`s3rver listening on ${listening}`);
