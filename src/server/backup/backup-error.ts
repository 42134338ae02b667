/** What stops a backup or a restore, said for the operator: the commands print it alone and exit 1. */
export class BackupError extends Error {}
