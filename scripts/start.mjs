// Builds what is missing or older than its sources, then runs the built server.
import { pathToFileURL } from 'node:url';
import { buildServerIfNeeded, buildWebIfNeeded, builtServer } from './build.mjs';

buildWebIfNeeded();
await buildServerIfNeeded();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServer).href);
