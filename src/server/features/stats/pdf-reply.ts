import type { FastifyReply } from 'fastify';
import { fileReply } from '../../http/reply-schemas';

export const pdfReply = fileReply('The year in review as a PDF download', ['application/pdf']);

export const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(pdf);
