import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminStatsSchema,
  adminTripsPageSchema,
  adminUsersPageSchema,
  analyticsSchema,
  announcementResultSchema,
  maintenanceNoticeSchema,
  reportSchema,
  tripReportSchema,
  uploadSettingsSchema,
  userActionSchema,
  usersExportSchema,
} from '../../../common/contract/admin';
import { messageSchema } from '../../../common/contract/fields';
import { tripSchema } from '../../../common/contract/trips';
import {
  adminListQuery,
  adminTripParams,
  announcementSchema,
  banSchema,
  maintenanceSchema,
  reportParams,
  settingsSchema,
  tripStatusSchema,
  unbanSchema,
} from '../../../common/schemas/admin';
import type { AppContext } from '../../context';
import { asDownload, sendPdf } from '../../http/downloads';
import { fileReply } from '../../http/reply-schemas';
import { authenticated, requireUser } from '../../http/session';
import { adminOnly, isAdmin } from '../../policy/admin';
import { toTripDto } from '../trips';
import { analytics } from './analytics';
import { announce, currentMaintenance, scheduleMaintenance } from './communications';
import { documentation, securityAssessment } from './documents';
import { exportUsers } from './export';
import { toReportDto } from './presenter';
import { resolveTripReport, tripReports } from './reports';
import {
  banUser,
  deleteAnyTrip,
  setTripStatus,
  siteStats,
  tripsPage,
  unbanUser,
  updateUploadSettings,
  uploadSettings,
  usersPage,
} from './service';

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get(
      '/api/admin/check',
      { schema: { tags: ['admin'], response: { 200: z.object({ isAdmin: z.boolean() }) } } },
      async (request) => ({
        isAdmin: isAdmin(requireUser(request)),
      }),
    );

    app.get(
      '/api/maintenance',
      {
        schema: {
          tags: ['admin'],
          response: { 200: z.object({ maintenance: maintenanceNoticeSchema.nullable() }) },
        },
      },
      async () => ({
        maintenance: await currentMaintenance(ctx),
      }),
    );

    // Everything below is for administrators only: 403 for everyone else.
    app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', adminOnly());

      admin.get(
        '/api/admin/stats',
        { schema: { tags: ['admin'], response: { 200: adminStatsSchema } } },
        async () => siteStats(ctx),
      );

      admin.get(
        '/api/admin/users',
        { schema: { tags: ['admin'], querystring: adminListQuery, response: { 200: adminUsersPageSchema } } },
        async (request) => usersPage(ctx, request.query),
      );

      admin.post(
        '/api/admin/users/ban',
        { schema: { tags: ['admin'], body: banSchema, response: { 200: userActionSchema } } },
        async (request) => {
          const user = await banUser(ctx, requireUser(request), request.body.userId, request.body.reason);
          return { message: `${user.username} is banned`, userId: user.id };
        },
      );

      admin.post(
        '/api/admin/users/unban',
        { schema: { tags: ['admin'], body: unbanSchema, response: { 200: userActionSchema } } },
        async (request) => {
          const user = await unbanUser(ctx, request.body.userId);
          return { message: `${user.username} is no longer banned`, userId: user.id };
        },
      );

      admin.get(
        '/api/admin/trips',
        { schema: { tags: ['admin'], querystring: adminListQuery, response: { 200: adminTripsPageSchema } } },
        async (request) => tripsPage(ctx, request.query),
      );

      admin.patch(
        '/api/admin/trips/:id',
        {
          schema: {
            tags: ['admin'],
            params: adminTripParams,
            body: tripStatusSchema,
            response: { 200: tripSchema },
          },
        },
        async (request) => {
          const { trip, measures } = await setTripStatus(ctx, request.params.id, request.body.status);
          return toTripDto(trip, measures);
        },
      );

      admin.delete(
        '/api/admin/trips/:id',
        { schema: { tags: ['admin'], params: adminTripParams, response: { 200: messageSchema } } },
        async (request) => {
          await deleteAnyTrip(ctx, request.params.id);
          return { message: 'Trip deleted' };
        },
      );

      admin.get(
        '/api/admin/reports',
        { schema: { tags: ['admin'], response: { 200: z.array(tripReportSchema) } } },
        async () => (await tripReports(ctx)).map(toReportDto),
      );

      admin.post(
        '/api/admin/reports/:id/resolve',
        { schema: { tags: ['admin'], params: reportParams, response: { 200: reportSchema } } },
        async (request) => resolveTripReport(ctx, request.params.id),
      );

      admin.get(
        '/api/admin/analytics',
        { schema: { tags: ['admin'], response: { 200: analyticsSchema } } },
        async () => analytics(ctx),
      );

      const exportSchema = { tags: ['admin'], response: { 200: usersExportSchema } };
      admin.get('/api/admin/export/users', { schema: exportSchema }, async (_request, reply) => {
        const date = new Date().toISOString().slice(0, 10);
        return asDownload(reply, `roadbook-users-export-${date}.json`).send(await exportUsers(ctx));
      });

      admin.post(
        '/api/admin/announcement',
        {
          schema: { tags: ['admin'], body: announcementSchema, response: { 200: announcementResultSchema } },
        },
        async (request) => announce(ctx, request.body.subject, request.body.message),
      );

      admin.post(
        '/api/admin/maintenance',
        {
          schema: {
            tags: ['admin'],
            body: maintenanceSchema,
            response: { 200: z.object({ message: z.string(), maintenance: maintenanceNoticeSchema }) },
          },
        },
        async (request) => ({
          message: 'Maintenance scheduled',
          maintenance: await scheduleMaintenance(ctx, request.body),
        }),
      );

      admin.get(
        '/api/admin/settings',
        { schema: { tags: ['admin'], response: { 200: uploadSettingsSchema } } },
        async () => uploadSettings(ctx),
      );

      admin.post(
        '/api/admin/settings',
        {
          schema: {
            tags: ['admin'],
            body: settingsSchema,
            response: { 200: z.object({ message: z.string(), settings: uploadSettingsSchema }) },
          },
        },
        async (request) => ({
          message: 'Settings updated',
          settings: await updateUploadSettings(ctx, request.body),
        }),
      );

      const pdfSchema = {
        tags: ['admin'],
        response: { 200: fileReply('A PDF download', ['application/pdf']) },
      };
      admin.get('/api/generate-security-assessment-pdf', { schema: pdfSchema }, async (request, reply) =>
        sendPdf(reply, await securityAssessment(ctx, request)),
      );

      admin.get('/api/generate-replit-md-pdf', { schema: pdfSchema }, async (_request, reply) =>
        sendPdf(reply, await documentation()),
      );
    });
  };
}
