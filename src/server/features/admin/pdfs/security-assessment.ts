import type { AppContext } from '../../../context';
import { DEFAULT_AUTH_LIMITS } from '../../auth/rate-limits';
import { heading, renderPdf } from './render';

interface Check {
  area: string;
  status: 'OK' | 'Attention';
  detail: string;
}

/** What the running server does to protect accounts and data, read from its own configuration. */
export function securityChecks(ctx: AppContext, adminCount: number): Check[] {
  const { config } = ctx;
  const https = config.appUrl.startsWith('https://');
  const limits = DEFAULT_AUTH_LIMITS;
  return [
    {
      area: 'Passwords',
      status: 'OK',
      detail: 'Stored as argon2id hashes (19 MiB, 2 passes); never returned by any endpoint.',
    },
    {
      area: 'Sessions',
      status: https ? 'OK' : 'Attention',
      detail: `Random 256-bit session ids stored hashed, 30-day sliding expiry, HttpOnly and SameSite=Lax cookies, a new id at every sign-in. ${
        https
          ? 'Cookies are Secure over HTTPS.'
          : `APP_URL is ${config.appUrl}: serve the app over HTTPS (with TRUST_PROXY behind a proxy) so cookies are Secure.`
      }`,
    },
    {
      area: 'Cross-site requests',
      status: 'OK',
      detail:
        'State-changing requests from another origin are refused; only JSON or multipart bodies are accepted.',
    },
    {
      area: 'Security headers',
      status: 'OK',
      detail: `Content-Security-Policy (scripts from this origin only; map tiles from ${config.map.tileUrl.split('/{')[0]}), X-Frame-Options, nosniff, Referrer-Policy.`,
    },
    {
      area: 'Sign-in limits',
      status: 'OK',
      detail: `${limits.loginPerIp.points} sign-ins per ${limits.loginPerIp.seconds / 60} min per address; ${limits.loginFailuresPerAccountAndIp.points} attempts per ${limits.loginFailuresPerAccountAndIp.seconds / 60} min per account and address; ${limits.loginFailuresPerAccount.points} per ${limits.loginFailuresPerAccount.seconds / 60} min per account from addresses it has not signed in from; ${limits.registerPerIp.points} sign-ups per hour per address; ${limits.forgotPerIp.points} reset requests per hour per address.`,
    },
    {
      area: 'Password resets',
      status: 'OK',
      detail:
        'Random tokens stored hashed, single use, valid one hour; a reset ends every session of the account.',
    },
    {
      area: 'Access to trips and files',
      status: 'OK',
      detail:
        'Owner, administrators or holders of a live share token only; anyone else gets 404. File names are random.',
    },
    {
      area: 'Database',
      status: 'OK',
      detail: config.databaseUrl
        ? 'PostgreSQL server (DATABASE_URL).'
        : `Embedded PostgreSQL server in ${config.dataDir}/postgres, listening on 127.0.0.1 only with a random password kept in a file only Roadbook's account reads; one Roadbook process per data folder.`,
    },
    {
      area: 'E-mail',
      status: config.mail.smtpUrl ? 'OK' : 'Attention',
      detail: config.mail.smtpUrl
        ? 'Sent through the configured SMTP server.'
        : 'No SMTP_URL: mail is kept in the outbox table and the log, not delivered.',
    },
    paymentsCheck(ctx),
    {
      area: 'Single sign-on',
      status: 'OK',
      detail: config.oidc
        ? `OpenID Connect with ${config.oidc.issuer} (PKCE, state, nonce).`
        : 'Not configured; accounts use passwords.',
    },
    {
      area: 'Administrators',
      status: adminCount > 0 ? 'OK' : 'Attention',
      detail: `${adminCount} administrator account(s).`,
    },
  ];
}

function paymentsCheck({ config, payments }: AppContext): Check {
  if (config.stripe) {
    return {
      area: 'Payments',
      status: config.stripe.webhookSecret ? 'OK' : 'Attention',
      detail: `Stripe; upgrades only after the payment is confirmed with Stripe. ${config.stripe.webhookSecret ? 'Webhooks are signature-checked.' : 'No STRIPE_WEBHOOK_SECRET: webhooks are off.'}`,
    };
  }
  if (payments?.kind === 'sandbox') {
    return {
      area: 'Payments',
      status: 'Attention',
      detail:
        'PAYMENTS_SANDBOX is on: anyone can buy any plan with a test card and no money moves. Switch it off, or set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real payments.',
    };
  }
  return {
    area: 'Payments',
    status: 'OK',
    detail:
      'Not set up: no plan is sold here, and plans are raised only by promo codes. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to sell them.',
  };
}

export function securityAssessmentPdf(ctx: AppContext, adminCount: number): Promise<Buffer> {
  const checks = securityChecks(ctx, adminCount);
  return renderPdf('Roadbook security self-assessment', (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).fillColor('#0F766E').text('Roadbook security self-assessment');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#6B7280')
      .text(`Generated ${new Date().toUTCString()} from the running configuration.`);
    const attention = checks.filter((check) => check.status === 'Attention').length;
    heading(
      doc,
      attention === 0 ? 'Everything checked is in order' : `${attention} area(s) need attention`,
      13,
    );
    for (const check of checks) {
      doc
        .font('Helvetica-Bold')
        .fillColor(check.status === 'OK' ? '#047857' : '#B45309')
        .text(`${check.status}  ·  ${check.area}`);
      doc.font('Helvetica').fillColor('#111827').text(check.detail).moveDown(0.5);
    }
  });
}
