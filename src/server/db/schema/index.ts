/** Every table, by the area it belongs to; drizzle-kit reads this folder. */
export * from './account-exports';
export * from './accounts';
export * from './billing';
export * from './collaboration';
export * from './devices';
export * from './idempotency';
export * from './immich';
export * from './imports';
export * from './sharing';
export * from './system';
export * from './trips';
