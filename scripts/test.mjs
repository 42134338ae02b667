// The whole suite: lint, format, type and import checks, unit and API tests (on an embedded PostgreSQL started
// for the run, or on the server at TEST_DATABASE_URL), then the browser journeys in Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBrowserTools } from './ensure-browser-tools.mjs';

const bin = (name) => path.join('node_modules', '.bin', name);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roadbook-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Tests that failed and then passed on a retry (`retry` in vitest.config.ts), as `<file> › <test>`. */
const passedOnRetry = [];

function run(label, command, args) {
  console.info(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function vitest(label, projects) {
  const report = path.join(reportDir, `${label.replace(/\W+/g, '-')}.json`);
  const retries = path.join(reportDir, `${label.replace(/\W+/g, '-')}.retries.json`);
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    '--reporter=./scripts/retry-reporter.mjs',
  ];
  const result = spawnSync(bin('vitest'), args, {
    stdio: 'inherit',
    env: { ...process.env, ROADBOOK_RETRY_REPORT: retries },
  });
  if (fs.existsSync(report)) {
    const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
    totals.passed += summary.numPassedTests;
    totals.failed += summary.numFailedTests;
    totals.skipped += summary.numPendingTests + summary.numTodoTests;
  }
  if (fs.existsSync(retries)) {
    const found = JSON.parse(fs.readFileSync(retries, 'utf8')).passedOnRetry;
    for (const test of found) console.info(`Passed only on retry: ${test.file} › ${test.name}`);
    passedOnRetry.push(...found);
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed`);
    printRetried();
    console.info(`${totals.passed} passed, ${Math.max(totals.failed, 1)} failed`);
    process.exit(result.status ?? 1);
  }
}

/** The retried tests' count, on a line of its own before the totals, which stay one parseable line. */
function printRetried() {
  console.info(`${passedOnRetry.length} passed only on retry`);
}

const started = Date.now();
run('lock file complete for npm ci', process.execPath, ['scripts/complete-lockfile.mjs', '--check']);
run('lint and format (biome)', bin('biome'), ['check', '.']);
run('typecheck (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
run('import rules (dependency-cruiser)', process.execPath, ['scripts/check-deps.mjs']);
console.info(
  process.env.TEST_DATABASE_URL
    ? '\n(API tests on the PostgreSQL server at TEST_DATABASE_URL; journeys on the embedded PostgreSQL)'
    : '\n(API tests and journeys on an embedded PostgreSQL started for this run)',
);
ensureBrowserTools('journeys');
// Before the API tests, which check the pages the server draws with it.
run('build the web app', process.execPath, ['scripts/build.mjs', 'web']);
vitest('unit and API tests', ['unit', 'api']);
vitest('browser journeys', ['e2e']);
console.info(`\nAll checks passed in ${Math.round((Date.now() - started) / 1000)} s.`);
printRetried();
console.info(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
