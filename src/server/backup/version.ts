import fs from 'node:fs';
import { fromProjectRoot } from '../paths';

/** The version in Roadbook's package.json. */
export const roadbookVersion = (): string =>
  JSON.parse(fs.readFileSync(fromProjectRoot('package.json'), 'utf8')).version;
