import { zipSync } from 'fflate';
import { afterEach, describe, expect, it } from 'vitest';
import { IMPORT_ENTRY_LIMITS, openImportEntries } from './entries';
import { scratchFolder } from './entries.test-support';
import { readEntryText } from './entry-bytes';
import { type ImportEntry, UnreadableEntry } from './found';

const text = (value: string) => new TextEncoder().encode(value);

let scratch = scratchFolder();
afterEach(() => {
  scratch.remove();
  scratch = scratchFolder();
});

/** A ZIP whose central directory says its one file unpacks to `declared` bytes, whatever it holds. */
function zipDeclaring(name: string, content: Uint8Array, declared: number): Uint8Array {
  const zip = zipSync({ [name]: [content, { level: 6 }] });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  for (let at = 0; at + 4 <= zip.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, declared, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, declared, true);
  }
  return zip;
}

describe('the files of an import', () => {
  it('are the files sent, and inside a ZIP each of its files, named after the archive', async () => {
    const gpx = scratch.write('drive.gpx', '<gpx/>');
    const zip = scratch.write(
      'export.zip',
      zipSync({
        'user_data/': {},
        'user_data/trip/london_1/trip.json': text('{"all_steps":[]}'),
        'user_data/trip/london_1/step_2/photos/a.jpg': new Uint8Array([0xff, 0xd8, 0xff]),
      }),
    );
    const opened = await openImportEntries([gpx, zip]);
    try {
      expect(opened.skipped).toEqual([]);
      expect(opened.entries.map(({ path, size }) => ({ path, size }))).toEqual([
        { path: 'drive.gpx', size: 6 },
        { path: 'export.zip/user_data/trip/london_1/trip.json', size: 16 },
        { path: 'export.zip/user_data/trip/london_1/step_2/photos/a.jpg', size: 3 },
      ]);
      const [plain, json] = opened.entries as [ImportEntry, ImportEntry];
      expect(await readEntryText(plain, 1024)).toBe('<gpx/>');
      // An entry may be opened more than once (told apart first, read after).
      expect(await readEntryText(json, 1024)).toBe('{"all_steps":[]}');
      expect(await readEntryText(json, 1024)).toBe('{"all_steps":[]}');
    } finally {
      await opened.close();
    }
  });

  it('keeps a folder dropped in the browser by the relative names it was sent with', async () => {
    const file = scratch.write('trip.json', '{}');
    const opened = await openImportEntries([{ name: 'user_data/trip/x_1/trip.json', path: file.path }]);
    expect(opened.entries.map((entry) => entry.path)).toEqual(['user_data/trip/x_1/trip.json']);
    await opened.close();
  });

  it('leaves a KMZ whole for the track parser', async () => {
    const kmz = scratch.write('Map.KMZ', zipSync({ 'doc.kml': text('<kml/>') }));
    const opened = await openImportEntries([kmz]);
    expect(opened.entries.map((entry) => entry.path)).toEqual(['Map.KMZ']);
    await opened.close();
  });

  it('takes names with .. or a leading slash as names only', async () => {
    const zip = scratch.write(
      'odd.zip',
      zipSync({ '../up.gpx': text('<gpx/>'), 'a/../../b.gpx': text('<gpx/>') }),
    );
    const opened = await openImportEntries([zip]);
    expect(opened.entries.map((entry) => entry.path)).toEqual(['odd.zip/../up.gpx', 'odd.zip/a/../../b.gpx']);
    await opened.close();
  });

  it('names a file that looks like a ZIP but is not one, and reads the others', async () => {
    const broken = scratch.write(
      'broken.zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]),
    );
    // Named .zip, but not one at all: a file like any other, which no reader will claim.
    const named = scratch.write('notes.zip', 'just some text');
    const gpx = scratch.write('drive.gpx', '<gpx/>');
    const opened = await openImportEntries([broken, named, gpx]);
    expect(opened.skipped).toEqual([{ file: 'broken.zip', reason: 'Not a readable ZIP archive' }]);
    expect(opened.entries.map((entry) => entry.path)).toEqual(['notes.zip', 'drive.gpx']);
    await opened.close();
  });

  it('refuses a ZIP bomb from what it declares, without unpacking it', async () => {
    const bomb = scratch.write(
      'bomb.zip',
      zipSync({ 'zeros.bin': [new Uint8Array(200 * 1024 * 1024), { level: 9 }] }),
    );
    const started = performance.now();
    await expect(openImportEntries([bomb])).rejects.toThrow(
      'bomb.zip holds a file (zeros.bin) that unpacks to more than 1,000 times its size',
    );
    expect(performance.now() - started).toBeLessThan(1000);
  }, 30_000);

  it('refuses an archive of more files than the limit', async () => {
    const files = Object.fromEntries(
      Array.from({ length: IMPORT_ENTRY_LIMITS.maxEntries + 1 }, (_, i) => [`f/${i}.txt`, new Uint8Array(0)]),
    );
    const many = scratch.write('many.zip', zipSync(files, { level: 0 }));
    await expect(openImportEntries([many])).rejects.toThrow('many.zip holds more than 20,000 files');
  }, 30_000);

  it('refuses an archive that unpacks to more than the limit in all', async () => {
    const zip = scratch.write(
      'big.zip',
      zipSync({ 'a.bin': new Uint8Array(600_000).fill(1), 'b.bin': new Uint8Array(600_000).fill(2) }),
    );
    await expect(
      openImportEntries([zip], { ...IMPORT_ENTRY_LIMITS, maxInflatedBytes: 1024 * 1024 }),
    ).rejects.toThrow('big.zip unpacks to more than 1 MB');
    const opened = await openImportEntries([zip]);
    expect(opened.entries).toHaveLength(2);
    await opened.close();
  });

  it('stops reading a file that unpacks to more than it declared', async () => {
    const lying = scratch.write('lying.zip', zipDeclaring('route.gpx', text('<gpx>'.repeat(1000)), 100));
    const opened = await openImportEntries([lying]);
    const [entry] = opened.entries as [ImportEntry];
    expect(entry.size).toBe(100);
    await expect(readEntryText(entry, 1024 * 1024)).rejects.toBeInstanceOf(UnreadableEntry);
    await opened.close();
  });
});
