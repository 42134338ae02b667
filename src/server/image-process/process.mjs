// The image process: the server's background image work (copies without metadata, what tagging looks at), in a
// process of its own at the lowest processor priority, started by image-process.ts when there is work and ended
// when there is none. Requests on the server's thread never wait behind it, and what the work took of memory goes
// with the process. Plain JavaScript: it is started as it is, from the sources and from the built server alike.
import os from 'node:os';

// Linux gives threads started from here the same priority: libvips's, and the detector's.
try {
  os.setPriority(19);
} catch {
  // A system that refuses leaves the work at normal priority, which is slower for requests but as correct.
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

let detector = null;

/** A small sample of the picture (for its colours) and the objects the detector finds in it. */
async function look({ source, sampleSize, detectorSize }) {
  detector ??= import('./detector.mjs');
  const { detect } = await detector;
  const sample = await rgb(source, sampleSize);
  const objects = await detect(await rgb(source, detectorSize));
  return { sample, objects };
}

const operations = { 'shared-copy': sharedCopy, look };

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
