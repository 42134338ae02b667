import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import { afterEach, describe, expect, it } from 'vitest';
import { childPids } from '../../../test/support/server-process';
import { waitUntil } from '../db/embedded/wait-until';
import { fromProjectRoot } from '../paths';
import { createImageProcess, type ImageProcess } from './image-process';

const photo = fs.readFileSync(fromProjectRoot('test/fixtures/photos/dog.jpg'));

/** This process's image processes, by the file they run. */
const imageProcesses = () =>
  childPids(process.pid).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('image-process/process.mjs');
    } catch {
      return false;
    }
  });

/** The nice value of a process, from /proc (the 19th field of its stat line). */
const niceOf = (pid: number) =>
  Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[16]);

describe('the image process', () => {
  let images: ImageProcess | undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-image-process-'));
  afterEach(async () => {
    await images?.close();
  });

  // A process started at the lowest priority, loading the detector, on a machine busy with other tests.
  it('makes copies without metadata and looks at pictures, at the lowest priority, and ends when idle', {
    timeout: 30_000,
  }, async () => {
    images = createImageProcess({ priority: 'background', idleMs: 300 });
    const source = path.join(dir, 'dog.jpg');
    fs.writeFileSync(source, photo);
    const copy = path.join(dir, 'copy.jpg');
    await images.sharedCopy(source, copy, 'image/jpeg');
    expect(fs.statSync(copy).size).toBeGreaterThan(10_000);
    expect(await exifr.parse(fs.readFileSync(copy)).catch(() => undefined)).toBeUndefined();

    const [pid] = imageProcesses();
    expect(pid).toBeDefined();
    expect(niceOf(pid as number)).toBe(19);

    const { sample, objects } = await images.look(source, 48);
    expect(Math.max(sample.width, sample.height)).toBe(48);
    expect(sample.pixels.length).toBe(sample.width * sample.height * 3);
    expect(objects.map((object) => object.label)).toContain('dog');

    // Nothing more to do: the process, and what it held, are gone.
    expect(await waitUntil(async () => (imageProcesses().length === 0 ? true : undefined), 10_000, 50)).toBe(
      true,
    );
    // And the next piece of work starts one again.
    await images.sharedCopy(source, copy, 'image/jpeg');
    expect(imageProcesses()).toHaveLength(1);
  });

  it('fails the work of a damaged picture, and goes on with the next', async () => {
    images = createImageProcess({ priority: 'background' });
    const damaged = path.join(dir, 'damaged.jpg');
    fs.writeFileSync(damaged, photo.subarray(0, 2000));
    await expect(images.sharedCopy(damaged, path.join(dir, 'out.jpg'), 'image/jpeg')).rejects.toThrow();
    const source = path.join(dir, 'dog.jpg');
    fs.writeFileSync(source, photo);
    await images.sharedCopy(source, path.join(dir, 'out.jpg'), 'image/jpeg');
  });

  it('fails the work under way when the process ends, and starts a new one for the next', {
    timeout: 30_000,
  }, async () => {
    images = createImageProcess({ priority: 'background' });
    const source = path.join(dir, 'dog.jpg');
    fs.writeFileSync(source, photo);
    const looking = images.look(source, 48);
    await waitUntil(async () => (imageProcesses().length > 0 ? true : undefined), 10_000, 10);
    for (const pid of imageProcesses()) process.kill(pid, 'SIGKILL');
    await expect(looking).rejects.toThrow('The image process stopped');
    await images.sharedCopy(source, path.join(dir, 'again.jpg'), 'image/jpeg');
  });
});
