/** The last part of a path: `trip/london_1/photos/a.jpg` → `a.jpg`. */
export const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** The path without its last part; '' for a path of one part. */
export const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

/** A file name's extension, lower-case and without the dot; '' when it has none. */
export function extensionOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** A file name without its extension: `Morning Ride.gpx` → `Morning Ride`. */
export function stemOf(path: string): string {
  const name = baseName(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}
