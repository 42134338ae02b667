const MB = 1024 * 1024;
const GB = 1024 * MB;

/** Bytes as megabytes below a gigabyte ("412.3 MB"), else as gigabytes ("1.52 GB"). */
export function formatStorage(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(2)} GB` : `${(bytes / MB).toFixed(1)} MB`;
}
