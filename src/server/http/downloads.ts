import type { FastifyReply } from 'fastify';

/** The reply is saved by the browser as `fileName` (plain ASCII, as every name the server gives is). */
export const asDownload = (reply: FastifyReply, fileName: string): FastifyReply =>
  reply.header('content-disposition', `attachment; filename="${fileName}"`);

/** A PDF made for this request, saved by the browser and kept by no cache. */
export const sendPdf = (reply: FastifyReply, { pdf, fileName }: { pdf: Buffer; fileName: string }) =>
  asDownload(reply, fileName).type('application/pdf').header('cache-control', 'no-store').send(pdf);
