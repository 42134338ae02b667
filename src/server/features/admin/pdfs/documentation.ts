import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../paths';
import { heading, type PdfDocument, renderPdf } from './render';

const plain = (line: string) => line.replace(/\*\*|`/g, '').replace(/\[([^\]]+)\]\([^)]+\)/g, '$1');

function markdown(doc: PdfDocument, source: string): void {
  let inCode = false;
  for (const raw of source.split('\n')) {
    if (raw.startsWith('```')) {
      inCode = !inCode;
      continue;
    }
    if (inCode) {
      doc
        .font('Courier')
        .fontSize(9)
        .text(raw || ' ')
        .font('Helvetica')
        .fontSize(10.5);
    } else if (raw.startsWith('#')) {
      const level = raw.match(/^#+/)?.[0].length ?? 1;
      heading(doc, plain(raw.replace(/^#+\s*/, '')), level === 1 ? 18 : level === 2 ? 14 : 12);
    } else if (/^\|[-\s|]+\|$/.test(raw)) {
      // a table's divider row
    } else if (raw.startsWith('|')) {
      doc.text(
        plain(
          raw
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim())
            .join('  —  '),
        ),
      );
    } else if (raw.trim() === '') {
      doc.moveDown(0.4);
    } else {
      doc.text(plain(raw.replace(/^(\s*)- /, '$1•  ')));
    }
  }
}

/** The project's own documentation: the README and every decision record, as they are in this build. */
export function documentationPdf(): Promise<Buffer> {
  const decisionsDir = path.join(projectRoot(), 'docs', 'decisions');
  const decisions = fs.existsSync(decisionsDir)
    ? fs
        .readdirSync(decisionsDir)
        .filter((f) => f.endsWith('.md'))
        .sort()
    : [];
  return renderPdf('Roadbook documentation', (doc) => {
    markdown(doc, fs.readFileSync(path.join(projectRoot(), 'README.md'), 'utf8'));
    for (const file of decisions) {
      doc.addPage();
      markdown(doc, fs.readFileSync(path.join(decisionsDir, file), 'utf8'));
    }
  });
}
