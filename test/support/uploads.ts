import fs from 'node:fs';
import path from 'node:path';

/** The files a server keeps in one folder of its uploads (`photos`, `thumbs`, `voice`, `.incoming`). */
export function storedUploads(dataDir: string, area: string): string[] {
  const dir = path.join(dataDir, 'uploads', area);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}
