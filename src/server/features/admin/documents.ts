import type { AppContext } from '../../context';
import { documentationPdf } from './pdfs/documentation';
import { securityAssessmentPdf } from './pdfs/security-assessment';
import { countAdmins } from './repo';

/** The two PDFs of the administration area, each with the name it is downloaded under. */
export async function securityAssessment(ctx: AppContext) {
  return {
    name: 'roadbook-security-assessment.pdf',
    pdf: await securityAssessmentPdf(ctx, await countAdmins(ctx.db)),
  };
}

export async function documentation() {
  return { name: 'roadbook-documentation.pdf', pdf: await documentationPdf() };
}
