// The image process: the server's image work on pixels (thumbnails, copies without metadata, what tagging looks
// at), in a process of its own, started by image-process.ts when there is work and ended when there is none. The
// server's memory then never holds image buffers, and what the work took goes with the process. The process for
// background work runs at the lowest processor priority, so that requests never wait behind it. Plain
// JavaScript: it is started as it is, from the sources and from the built server alike.
import os from 'node:os';

if (process.argv[2] === 'background') {
  // Linux gives threads started from here the same priority: libvips's, and the detector's.
  try {
    os.setPriority(19);
  } catch {
    // A system that refuses leaves the work at normal priority, which is slower for requests but as correct.
  }
}

const MAX_PIXELS = 100e6;

let loadedSharp = null;
async function sharp() {
  if (!loadedSharp) {
    loadedSharp = (await import('sharp')).default;
    // Each picture is seen once: nothing is worth keeping between operations.
    loadedSharp.cache(false);
  }
  return loadedSharp;
}

/**
 * The copy everyone but the owner is served: the same picture and format, turned upright, re-encoded without any
 * of the original's metadata (sharp writes none unless asked), so no GPS, camera serial or time taken.
 */
async function sharedCopy({ source, destination, mimetype }) {
  const image = (await sharp())(source, {
    animated: true,
    failOn: 'truncated',
    limitInputPixels: MAX_PIXELS,
  }).autoOrient();
  if (mimetype === 'image/png') await image.png().toFile(destination);
  else if (mimetype === 'image/gif') await image.gif().toFile(destination);
  else if (mimetype === 'image/webp') await image.webp({ quality: 90 }).toFile(destination);
  else await image.jpeg({ quality: 90 }).toFile(destination);
  return {};
}

/** The picture upright and at most `size` a side, as RGB bytes. */
async function rgb(source, size) {
  const { data, info } = await (await sharp())(source, {
    failOn: 'none',
    limitInputPixels: MAX_PIXELS,
    pages: 1,
  })
    .rotate()
    .resize(size, size, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    pixels: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** Size and orientation, from the header alone. */
async function metadata({ source }) {
  const { width, height, orientation } = await (await sharp())(source).metadata();
  return { width: width ?? 0, height: height ?? 0, orientation: orientation ?? 1 };
}

/** The bytes of a WebP of at most `size` a side, turned upright; fails on a truncated or corrupt image. */
async function thumbnail({ source, size }) {
  return (await sharp())(source, { failOn: 'truncated', limitInputPixels: MAX_PIXELS })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 78 })
    .toBuffer();
}

/** A JPEG of `width`×`height` cut to fill it, on white, from a file or the bytes of one. */
async function framed({ source, destination, width, height, quality }) {
  const input = typeof source === 'string' ? source : Buffer.from(source);
  await (await sharp())(input, { failOn: 'truncated' })
    .resize({ width, height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality })
    .toFile(destination);
  return {};
}

let detector = null;

/** A small sample of the picture (for its colours) and the objects the detector finds in it. */
async function look({ source, sampleSize, detectorSize }) {
  detector ??= import('./detector.mjs');
  const { detect } = await detector;
  const sample = await rgb(source, sampleSize);
  const objects = await detect(await rgb(source, detectorSize));
  return { sample, objects };
}

const operations = { metadata, thumbnail, framed, 'shared-copy': sharedCopy, look };

process.on('message', ({ id, operation, input }) => {
  const run = operations[operation];
  (run ? run(input) : Promise.reject(new Error(`unknown operation ${operation}`))).then(
    (output) => process.send?.({ id, output }),
    (error) => process.send?.({ id, error: String(error?.message ?? error) }),
  );
});
// The server ended, however it ended: nothing is left to do the work for.
process.on('disconnect', () => process.exit(0));
// Ctrl-C in a terminal signals every process of the group: the server finishes the work under way and then ends
// this process itself.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => {});
