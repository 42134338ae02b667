import { count, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { authenticated, requireAdmin, requireUser } from '../../http/session';
import { getUploadSettings, saveUploadSettings } from '../settings/settings';
import { toTripDto } from '../trips/presenter';
import { analytics } from './analytics';
import { announce, currentMaintenance, scheduleMaintenance } from './communications';
import { exportUsers } from './export';
import { documentationPdf } from './pdfs/documentation';
import { securityAssessmentPdf } from './pdfs/security-assessment';
import { countStats, listReports, resolveReport } from './repo';
import { banUser, deleteAnyTrip, setTripStatus, tripsPage, unbanUser, usersPage } from './service';

export function adminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', authenticated);

    app.get('/api/admin/check', { schema: { tags: ['admin'] } }, async (request) => ({
      isAdmin: requireUser(request).role === 'admin',
    }));

    app.get('/api/maintenance', { schema: { tags: ['admin'] } }, async () => ({
      maintenance: await currentMaintenance(ctx),
    }));

    // Everything below is for administrators only: 403 for everyone else.
    app.register(async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', async (request) => {
        requireAdmin(request);
      });

      admin.get('/api/admin/stats', { schema: { tags: ['admin'] } }, async () => countStats(ctx.db));

      admin.get(
        '/api/admin/users',
        { schema: { tags: ['admin'], querystring: adminListQuery } },
        async (request) => usersPage(ctx, request.query),
      );

      admin.post(
        '/api/admin/users/ban',
        { schema: { tags: ['admin'], body: banSchema } },
        async (request) => {
          const user = await banUser(ctx, requireUser(request), request.body.userId, request.body.reason);
          return { message: `${user.username} is banned`, userId: user.id };
        },
      );

      admin.post(
        '/api/admin/users/unban',
        { schema: { tags: ['admin'], body: unbanSchema } },
        async (request) => {
          const user = await unbanUser(ctx, request.body.userId);
          return { message: `${user.username} is no longer banned`, userId: user.id };
        },
      );

      admin.get(
        '/api/admin/trips',
        { schema: { tags: ['admin'], querystring: adminListQuery } },
        async (request) => tripsPage(ctx, request.query),
      );

      admin.patch(
        '/api/admin/trips/:id',
        { schema: { tags: ['admin'], params: adminTripParams, body: tripStatusSchema } },
        async (request) => toTripDto(await setTripStatus(ctx, request.params.id, request.body.status)),
      );

      admin.delete(
        '/api/admin/trips/:id',
        { schema: { tags: ['admin'], params: adminTripParams } },
        async (request) => {
          await deleteAnyTrip(ctx, request.params.id);
          return { message: 'Trip deleted' };
        },
      );

      admin.get('/api/admin/reports', { schema: { tags: ['admin'] } }, async () =>
        (await listReports(ctx.db)).map(({ report, tripTitle, tripStatus, reporter }) => ({
          ...report,
          tripTitle,
          tripStatus,
          reporter,
        })),
      );

      admin.post(
        '/api/admin/reports/:id/resolve',
        { schema: { tags: ['admin'], params: reportParams } },
        async (request) => {
          const report = await resolveReport(ctx.db, request.params.id);
          if (!report) throw notFound('Report not found');
          return report;
        },
      );

      admin.get('/api/admin/analytics', { schema: { tags: ['admin'] } }, async () => analytics(ctx));

      admin.get('/api/admin/export/users', { schema: { tags: ['admin'] } }, async (_request, reply) => {
        const date = new Date().toISOString().slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="roadbook-users-export-${date}.json"`)
          .send(await exportUsers(ctx));
      });

      admin.post(
        '/api/admin/announcement',
        { schema: { tags: ['admin'], body: announcementSchema } },
        async (request) => announce(ctx, request.body.subject, request.body.message),
      );

      admin.post(
        '/api/admin/maintenance',
        { schema: { tags: ['admin'], body: maintenanceSchema } },
        async (request) => ({
          message: 'Maintenance scheduled',
          maintenance: await scheduleMaintenance(ctx, request.body),
        }),
      );

      admin.get('/api/admin/settings', { schema: { tags: ['admin'] } }, async () =>
        getUploadSettings(ctx.db),
      );

      admin.post(
        '/api/admin/settings',
        { schema: { tags: ['admin'], body: settingsSchema } },
        async (request) => {
          await saveUploadSettings(ctx.db, request.body);
          return { message: 'Settings updated', settings: request.body };
        },
      );

      const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
        reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(pdf);
      admin.get(
        '/api/generate-security-assessment-pdf',
        { schema: { tags: ['admin'] } },
        async (_request, reply) => {
          const [admins] = await ctx.db.select({ total: count() }).from(users).where(eq(users.role, 'admin'));
          return sendPdf(
            reply,
            'roadbook-security-assessment.pdf',
            await securityAssessmentPdf(ctx, admins?.total ?? 0),
          );
        },
      );

      admin.get('/api/generate-replit-md-pdf', { schema: { tags: ['admin'] } }, async (_request, reply) =>
        sendPdf(reply, 'roadbook-documentation.pdf', await documentationPdf()),
      );
    });
  };
}
