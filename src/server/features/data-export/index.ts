// What the server's start and the hourly clean-up use of "Download my data".
export { defineAccountExportJobs, removeExpiredExports } from './jobs';
export { accountExportRoutes } from './routes';
