import type { AppContext } from '../../../context';
import { DEFAULT_AUTH_LIMITS } from '../../auth';
import type { Argon2Parameters, HeadersSeen, StoredHashes } from '../security-probes';
import { heading, renderPdf } from './render';

/**
 * Where a row's finding comes from: checked on the running server just now, read from its configuration, or a
 * statement of how the code is designed, which nothing checks while the server runs.
 */
type Basis = 'checked' | 'configuration' | 'design';

interface Check {
  area: string;
  status: 'OK' | 'Attention' | 'Design';
  basis: Basis;
  detail: string;
}

/** What the assessment found on the running server for this request. */
export interface Findings {
  headers: HeadersSeen;
  crossSite: { route: string; status: number };
  hashes: StoredHashes;
  sessionCookie: string;
  adminCount: number;
}

const BASIS_LINES: Record<Basis, string> = {
  checked: 'Checked on the running server.',
  configuration: 'Read from the running configuration.',
  design: 'Statement of design: not checked at run time.',
};

/** OWASP's minimum for argon2id: 19 MiB of memory, 2 passes, 1 lane. */
const strongEnough = (p: Argon2Parameters) =>
  p.variant === 'argon2id' && p.memoryKiB >= 19_456 && p.passes >= 2 && p.lanes >= 1;

const describeArgon2 = (p: Argon2Parameters) =>
  `${p.variant} v=${p.version}, m=${p.memoryKiB} KiB (${Math.round(p.memoryKiB / 1024)} MiB), t=${p.passes} passes, p=${p.lanes} lane(s)`;

function passwordsCheck({ kinds, withoutPassword }: StoredHashes): Check {
  const stored = kinds.map(
    (kind) =>
      `${kind.parameters ? describeArgon2(kind.parameters) : `not argon2 (${kind.head})`}: ${kind.accounts} account(s)`,
  );
  const weak = kinds.filter((kind) => !kind.parameters || !strongEnough(kind.parameters));
  const sso = withoutPassword > 0 ? ` ${withoutPassword} account(s) sign in only through the provider.` : '';
  return {
    area: 'Passwords',
    status: weak.length === 0 ? 'OK' : 'Attention',
    basis: 'checked',
    detail:
      kinds.length === 0
        ? `No password is stored yet.${sso}`
        : `Parameters read from the stored password hashes: ${stored.join('; ')}. OWASP's minimum is argon2id with 19 MiB and 2 passes.${sso}`,
  };
}

function sessionCookieCheck(cookie: string): Check {
  const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
  const secure = attributes.includes('secure');
  const guarded = attributes.includes('httponly') && attributes.includes('samesite=lax');
  return {
    area: 'Session cookie',
    status: secure && guarded ? 'OK' : 'Attention',
    basis: 'checked',
    detail: `As a sign-in over this request sends it: ${cookie}. ${
      secure
        ? 'It is Secure: this request came over HTTPS.'
        : 'It is not Secure, as this request came over plain HTTP: serve the app over HTTPS (with TRUST_PROXY behind a proxy).'
    }`,
  };
}

function headersCheck({ route, headers }: HeadersSeen): Check {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) =>
    csp
      .split(';')
      .find((part) => part.trim().startsWith(`${name} `))
      ?.trim();
  const scripts = directive('script-src');
  const missing = Object.entries(headers)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  const sound =
    missing.length === 0 &&
    scripts !== undefined &&
    !scripts.includes("'unsafe-inline'") &&
    directive('frame-ancestors') === "frame-ancestors 'none'" &&
    headers['x-content-type-options'] === 'nosniff';
  const seen = [
    `Content-Security-Policy ${[scripts, directive('frame-ancestors'), directive('img-src')].filter(Boolean).join('; ') || 'missing'}`,
    `X-Frame-Options ${headers['x-frame-options'] ?? 'missing'}`,
    `X-Content-Type-Options ${headers['x-content-type-options'] ?? 'missing'}`,
    `Referrer-Policy ${headers['referrer-policy'] ?? 'missing'}`,
    `Strict-Transport-Security ${headers['strict-transport-security'] ?? 'missing'}`,
  ];
  return {
    area: 'Security headers',
    status: sound ? 'OK' : 'Attention',
    basis: 'checked',
    detail: `${route} answered through the whole server with: ${seen.join('; ')}.`,
  };
}

function crossSiteCheck({ route, status }: Findings['crossSite']): Check {
  return {
    area: 'Cross-site requests',
    status: status === 403 ? 'OK' : 'Attention',
    basis: 'checked',
    detail: `${route} sent with another site's Origin was answered ${status}${status === 403 ? ' (refused)' : ''}. Only JSON or multipart bodies are accepted (design).`,
  };
}

function paymentsCheck({ config, payments }: AppContext): Check {
  if (config.stripe) {
    return {
      area: 'Payments',
      status: config.stripe.webhookSecret ? 'OK' : 'Attention',
      basis: 'configuration',
      detail: `Stripe; upgrades only after the payment is confirmed with Stripe. ${config.stripe.webhookSecret ? 'Webhooks are signature-checked.' : 'No STRIPE_WEBHOOK_SECRET: webhooks are off.'}`,
    };
  }
  if (payments?.kind === 'sandbox') {
    return {
      area: 'Payments',
      status: 'Attention',
      basis: 'configuration',
      detail:
        'PAYMENTS_SANDBOX is on: anyone can buy any plan with a test card and no money moves. Switch it off, or set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY for real payments.',
    };
  }
  return {
    area: 'Payments',
    status: 'OK',
    basis: 'configuration',
    detail:
      'Not set up: no plan is sold here, and plans are raised only by promo codes. Set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY to sell them.',
  };
}

/** What the running server does to protect accounts and data: what it was seen doing, its configuration, its design. */
export function securityChecks(ctx: AppContext, findings: Findings): Check[] {
  const { config } = ctx;
  const limits = DEFAULT_AUTH_LIMITS;
  return [
    passwordsCheck(findings.hashes),
    sessionCookieCheck(findings.sessionCookie),
    headersCheck(findings.headers),
    crossSiteCheck(findings.crossSite),
    {
      area: 'Sessions',
      status: 'Design',
      basis: 'design',
      detail:
        'Random 256-bit session ids stored hashed, 30-day sliding expiry, a new id at every sign-in; password hashes are never returned by any endpoint.',
    },
    {
      area: 'Sign-in limits',
      status: 'Design',
      basis: 'design',
      detail: `${limits.loginPerIp.points} sign-ins per ${limits.loginPerIp.seconds / 60} min per address; ${limits.loginFailuresPerAccountAndIp.points} attempts per ${limits.loginFailuresPerAccountAndIp.seconds / 60} min per account and address; ${limits.loginFailuresPerAccount.points} failures in a row per account from addresses it has not signed in from (cleared by its sign-in or a password reset, else after ${limits.loginFailuresPerAccount.seconds / 86_400} days); ${limits.registerPerIp.points} sign-ups per hour per address; ${limits.forgotPerIp.points} reset requests per hour per address.`,
    },
    {
      area: 'Password resets',
      status: 'Design',
      basis: 'design',
      detail:
        'Random tokens stored hashed, single use, valid one hour; a reset ends every session of the account.',
    },
    {
      area: 'Access to trips and files',
      status: 'Design',
      basis: 'design',
      detail:
        'Owner, administrators or holders of a live share token only; anyone else gets 404. File names are random.',
    },
    {
      area: 'Database',
      status: 'OK',
      basis: 'configuration',
      detail: config.databaseUrl
        ? 'PostgreSQL server (DATABASE_URL).'
        : `Embedded PostgreSQL server in ${config.dataDir}/postgres, listening on 127.0.0.1 only with a random password kept in a file only Roadbook's account reads; one Roadbook process per data folder.`,
    },
    {
      area: 'E-mail',
      status: config.mail.smtpUrl ? 'OK' : 'Attention',
      basis: 'configuration',
      detail: config.mail.smtpUrl
        ? 'Sent through the configured SMTP server.'
        : 'No SMTP_URL: mail is kept in the outbox table and the log, not delivered.',
    },
    paymentsCheck(ctx),
    {
      area: 'Single sign-on',
      status: 'OK',
      basis: 'configuration',
      detail: config.oidc
        ? `OpenID Connect with ${config.oidc.issuer} (PKCE, state, nonce).`
        : 'Not configured; accounts use passwords.',
    },
    {
      area: 'Administrators',
      status: findings.adminCount > 0 ? 'OK' : 'Attention',
      basis: 'checked',
      detail: `${findings.adminCount} administrator account(s) in the database.`,
    },
  ];
}

const STATUS_COLOURS: Record<Check['status'], string> = {
  OK: '#047857',
  Attention: '#B45309',
  Design: '#4B5563',
};

export function securityAssessmentPdf(ctx: AppContext, findings: Findings): Promise<Buffer> {
  const checks = securityChecks(ctx, findings);
  return renderPdf('Roadbook security self-assessment', (doc) => {
    doc.font('Helvetica-Bold').fontSize(22).fillColor('#0F766E').text('Roadbook security self-assessment');
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#6B7280')
      .text(
        `Generated ${new Date().toUTCString()} from requests to the running server, its stored data and its configuration.`,
      );
    const attention = checks.filter((check) => check.status === 'Attention').length;
    heading(
      doc,
      attention === 0 ? 'Everything checked is in order' : `${attention} area(s) need attention`,
      13,
    );
    for (const check of checks) {
      doc
        .font('Helvetica-Bold')
        .fillColor(STATUS_COLOURS[check.status])
        .text(`${check.status}  ·  ${check.area}`);
      doc.font('Helvetica-Oblique').fillColor('#6B7280').text(BASIS_LINES[check.basis]);
      doc.font('Helvetica').fillColor('#111827').text(check.detail).moveDown(0.5);
    }
  });
}
