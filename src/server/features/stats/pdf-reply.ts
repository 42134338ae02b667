import { fileReply } from '../../http/reply-schemas';

export const pdfReply = fileReply('The year in review as a PDF download', ['application/pdf']);
