import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { documentationPdf } from './pdfs/documentation';
import { securityAssessmentPdf } from './pdfs/security-assessment';
import { countAdmins } from './repo';
import {
  headersOfARealAnswer,
  refusesCrossSiteRequests,
  sessionCookieAsSent,
  storedPasswordHashes,
} from './security-probes';

/** The two PDFs of the administration area, each with the name it is downloaded under. */
export async function securityAssessment(ctx: AppContext, request: FastifyRequest) {
  const [headers, crossSite, hashes, adminCount] = await Promise.all([
    headersOfARealAnswer(request.server),
    refusesCrossSiteRequests(request.server),
    storedPasswordHashes(ctx.db),
    countAdmins(ctx.db),
  ]);
  const findings = { headers, crossSite, hashes, adminCount, sessionCookie: sessionCookieAsSent(request) };
  return { fileName: 'roadbook-security-assessment.pdf', pdf: await securityAssessmentPdf(ctx, findings) };
}

export async function documentation() {
  return { fileName: 'roadbook-documentation.pdf', pdf: await documentationPdf() };
}
