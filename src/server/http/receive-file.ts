import fs from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Storage } from '../providers/storage/storage';
import { badRequest, HttpError, payloadTooLarge } from './errors';
import { assertStorableText, fieldLabel } from './text-guard';

export interface ReceivedFile {
  tempPath: string;
  originalName: string;
  size: number;
  /** The file's first bytes, as many as asked for (`headBytes`). */
  head: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads the one file of the request being answered, with these limits. Routes hand it to services, which call
 * it once they have checked that the caller may upload at all, so a refused upload is not streamed first.
 */
export type ReceiveUpload = (options: ReceiveOptions) => Promise<ReceivedFile>;

export interface ReceiveOptions {
  fieldName: string;
  /** How the file is named in messages: "photo", "voice memo". */
  label: string;
  maxBytes: number;
  /** How many of the file's first bytes to keep in memory as well: reading them back would wait for the disk. */
  headBytes?: number;
}

// @fastify/multipart's errors for a request past the part limits given to it.
const PART_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

// A socket hands over 64 KB at a time; with the streams' default 16 KB buffers each piece would pause it until
// written, two turns of a busy event loop per piece, which slows an upload under load. With 8 MB, a photo is read
// without a pause while the disk catches up, sooner under load than with 1 MB. The
// buffers hold each piece once, so an upload never holds more than its own size (`maxUploadSize`) in memory.
const UPLOAD_BUFFER_BYTES = 8 << 20;

/** Passes a file through, keeping its first bytes. */
function headKeeper(bytes: number) {
  const chunks: Buffer[] = [];
  let kept = 0;
  // Large on the side the upload writes into, so that the request is not paused for each piece; the other side
  // hands each piece straight on to the file's stream.
  const stream = new Transform({
    writableHighWaterMark: UPLOAD_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      if (kept < bytes) {
        const part = chunk.subarray(0, bytes - kept);
        chunks.push(part);
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  return { stream, head: () => Buffer.concat(chunks) };
}

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

/** What an upload route hands its service: the service receives the file once its own checks have passed. */
export const receiverFor =
  (request: FastifyRequest, storage: Storage): ReceiveUpload =>
  (options) =>
    receiveFile(request, storage, options);

/**
 * Streams the one file of a multipart request to a temporary file, stopping at the size limit, and collects
 * the text fields. The caller owns the temporary file and must keep or remove it.
 */
async function receiveFile(
  request: FastifyRequest,
  storage: Storage,
  options: ReceiveOptions,
): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest(`Send the ${options.label} as multipart form data`);
  const fields: Record<string, string> = {};
  let received: Omit<ReceivedFile, 'fields'> | undefined;
  try {
    for await (const part of request.parts({
      fileHwm: UPLOAD_BUFFER_BYTES,
      limits: { fileSize: options.maxBytes, files: 1 },
    })) {
      assertStorableText(part.fieldname, 'Field name');
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        assertStorableText(fields[part.fieldname] ?? '', fieldLabel(part.fieldname));
        continue;
      }
      if (part.fieldname !== options.fieldName || received) {
        part.file.resume();
        continue;
      }
      assertStorableText(part.filename ?? '', 'File name');
      const tempPath = storage.tempPath('.upload');
      received = { tempPath, originalName: part.filename || options.label, size: 0, head: Buffer.alloc(0) };
      const file = fs.createWriteStream(tempPath, { highWaterMark: UPLOAD_BUFFER_BYTES });
      if (options.headBytes) {
        const keeper = headKeeper(options.headBytes);
        await pipeline(part.file, keeper.stream, file);
        received.head = keeper.head();
      } else {
        await pipeline(part.file, file);
      }
      received.size = file.bytesWritten;
    }
  } catch (error) {
    if (received) await fs.promises.rm(received.tempPath, { force: true });
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`The ${options.label} is larger than the ${megabytes(options.maxBytes)} limit`);
    }
    if (PART_LIMITS.has((error as { code?: string }).code ?? '')) {
      throw payloadTooLarge('The upload has too many parts');
    }
    // A malformed multipart body (no boundary, cut short) comes from the parser without a status.
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The ${options.label} upload could not be read`);
  }
  if (!received) throw badRequest(`Choose a ${options.label} to upload (form field "${options.fieldName}")`);
  if (received.size === 0) {
    await fs.promises.rm(received.tempPath, { force: true });
    throw badRequest(`The ${options.label} file is empty`);
  }
  return { ...received, fields };
}

/**
 * A file that came inside another body (a phone's base64 image) handed to a service as an upload would be: written
 * to a temporary file, with the same size limit.
 */
export const receiverOfBytes =
  (
    storage: Storage,
    bytes: Buffer,
    originalName: string,
    fields: Record<string, string> = {},
  ): ReceiveUpload =>
  async (options) => {
    if (bytes.length === 0) throw badRequest(`The ${options.label} file is empty`);
    if (bytes.length > options.maxBytes) {
      throw payloadTooLarge(`The ${options.label} is larger than the ${megabytes(options.maxBytes)} limit`);
    }
    const tempPath = storage.tempPath('.upload');
    await fs.promises.writeFile(tempPath, bytes);
    const head = bytes.subarray(0, options.headBytes ?? 0);
    return { tempPath, originalName, size: bytes.length, head: Buffer.from(head), fields };
  };

export interface ReceiveManyOptions {
  fieldName: string;
  label: string;
  maxFiles: number;
  /** All files together. */
  maxBytes: number;
}

/**
 * Streams every file of a multipart request sent under `fieldName` to its own temporary file, stopping at the
 * count and at the bytes of all of them together. On failure none is left; otherwise the caller owns them.
 */
export async function receiveFiles(
  request: FastifyRequest,
  storage: Storage,
  options: ReceiveManyOptions,
): Promise<Omit<ReceivedFile, 'head'>[]> {
  if (!request.isMultipart()) throw badRequest(`Send the ${options.label} as multipart form data`);
  const received: Omit<ReceivedFile, 'head'>[] = [];
  const fields: Record<string, string> = {};
  let total = 0;
  try {
    for await (const part of request.parts({
      fileHwm: UPLOAD_BUFFER_BYTES,
      limits: { fileSize: options.maxBytes, files: options.maxFiles, parts: options.maxFiles + 10 },
      // A dropped folder's files are named by their paths in it, which say what they are.
      preservePath: true,
    })) {
      assertStorableText(part.fieldname, 'Field name');
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        assertStorableText(fields[part.fieldname] ?? '', fieldLabel(part.fieldname));
        continue;
      }
      if (part.fieldname !== options.fieldName) {
        part.file.resume();
        continue;
      }
      assertStorableText(part.filename ?? '', 'File name');
      const file = {
        tempPath: storage.tempPath('.upload'),
        originalName: part.filename || options.label,
        size: 0,
        fields,
      };
      received.push(file);
      const out = fs.createWriteStream(file.tempPath, { highWaterMark: UPLOAD_BUFFER_BYTES });
      await pipeline(part.file, out);
      file.size = out.bytesWritten;
      total += file.size;
      if (total > options.maxBytes)
        throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
  } catch (error) {
    await Promise.all(received.map((file) => fs.promises.rm(file.tempPath, { force: true })));
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw payloadTooLarge(`The ${options.label} are larger than the ${megabytes(options.maxBytes)} limit`);
    }
    if (PART_LIMITS.has((error as { code?: string }).code ?? '')) {
      throw payloadTooLarge(`Send at most ${options.maxFiles} files at once`);
    }
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest(`The ${options.label} could not be read`);
  }
  const empty = received.filter((file) => file.size === 0);
  if (received.length === 0 || empty.length === received.length) {
    await Promise.all(received.map((file) => fs.promises.rm(file.tempPath, { force: true })));
    throw badRequest(`Choose the ${options.label} to import (form field "${options.fieldName}")`);
  }
  await Promise.all(empty.map((file) => fs.promises.rm(file.tempPath, { force: true })));
  return received.filter((file) => file.size > 0);
}
