// What the server's start uses of the imports feature.
export { defineImportJobs } from './jobs';
export { importRoutes } from './routes';
export { expireUnstartedImports } from './service';
