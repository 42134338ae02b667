import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { settings, users } from '../../db/schema';

export interface MaintenanceNotice {
  scheduledDate: string;
  duration: string;
  message: string;
}

const MAINTENANCE_KEY = 'maintenance';

/** E-mails every active account; each address gets its own message, and failures are counted, not hidden. */
export async function announce(ctx: AppContext, subject: string, message: string) {
  const recipients = await ctx.db
    .select({ email: users.email, firstName: users.firstName, username: users.username })
    .from(users)
    .where(and(eq(users.isActive, true), isNotNull(users.email)));
  let failed = 0;
  for (const recipient of recipients) {
    try {
      await ctx.mailer.send({
        to: recipient.email ?? '',
        subject,
        text: `Hello ${recipient.firstName || recipient.username},\n\n${message}\n\n— The Roadbook team`,
      });
    } catch (error) {
      failed++;
      ctx.log.warn({ err: error }, 'announcement e-mail failed');
    }
  }
  const sent = recipients.length - failed;
  const where =
    ctx.mailer.kind === 'smtp' ? 'sent by e-mail' : 'kept in the outbox (no SMTP server is configured)';
  return {
    recipients: sent,
    note:
      failed === 0
        ? `Announcement ${where} for ${sent} active users.`
        : `Announcement ${where} for ${sent} active users; ${failed} could not be sent.`,
  };
}

export async function scheduleMaintenance(
  ctx: AppContext,
  notice: { scheduledDate: Date; duration: string; message: string },
) {
  const value: MaintenanceNotice = { ...notice, scheduledDate: notice.scheduledDate.toISOString() };
  await ctx.db
    .insert(settings)
    .values({ key: MAINTENANCE_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return value;
}

/** The scheduled maintenance, while it has not yet ended (a day's grace after its start). */
export async function currentMaintenance(ctx: AppContext): Promise<MaintenanceNotice | null> {
  const [row] = await ctx.db.select().from(settings).where(eq(settings.key, MAINTENANCE_KEY));
  const notice = row?.value as MaintenanceNotice | undefined;
  if (!notice) return null;
  return new Date(notice.scheduledDate).getTime() + 86_400_000 > Date.now() ? notice : null;
}
