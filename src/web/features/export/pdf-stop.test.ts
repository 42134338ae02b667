import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import type { Stop } from '../../../common/contract/stops';
import { PdfFlow } from './pdf-flow';
import { photoNameLines, writeStop } from './pdf-stop';

const stop = {
  id: 2,
  name: 'Bixby Creek Bridge',
  description: 'An arch over the canyon, best seen from the pull-out on the north side.',
  visitType: 'scenic',
  arrivalTime: '2026-11-17T18:30:00.000Z',
  departureTime: '2026-11-17T19:15:00.000Z',
  latitude: 36.3715,
  longitude: -121.9017,
} as Stop;

/** The page each line of text was written on, in the order written. */
function writtenPages(doc: jsPDF): { text: string; page: number }[] {
  const lines: { text: string; page: number }[] = [];
  const write = doc.text.bind(doc);
  doc.text = ((
    text: string | string[],
    ...rest: Parameters<jsPDF['text']> extends [unknown, ...infer R] ? R : never
  ) => {
    lines.push({ text: String(text), page: doc.getCurrentPageInfo().pageNumber });
    return write(text, ...rest);
  }) as jsPDF['text'];
  return lines;
}

describe('a stop in the travel guide', () => {
  it('starts its heading on the page of its details, wherever on the page the stop begins', () => {
    for (let start = 200; start <= 279; start += 0.5) {
      const doc = new jsPDF({ unit: 'mm', format: 'a4' });
      const lines = writtenPages(doc);
      const flow = new PdfFlow(doc);
      flow.y = start;
      writeStop(flow, stop, 2, []);
      const heading = lines.find((line) => line.text === stop.name);
      const details = lines.filter((line) => /^(Visit type|Arrival|Departure):/.test(line.text));
      expect(details).toHaveLength(3);
      for (const detail of details)
        expect({ start, page: detail.page }).toEqual({ start, page: heading?.page });
    }
  });

  it('gives no raw coordinates, and tells of a voice memo with its words', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const lines = writtenPages(doc);
    const withMemo = {
      ...stop,
      voiceMemoFilename: 'memo.webm',
      voiceMemoDuration: 75,
      voiceMemoTranscript: 'Fog rolling in over the bridge. ',
    } as Stop;
    writeStop(new PdfFlow(doc), withMemo, 1, []);
    const text = lines.map((line) => line.text).join('\n');
    expect(text).not.toMatch(/Coordinates|36\.37|121\.90/);
    expect(text).toContain('Voice memo (1:15): “Fog rolling in over the bridge.”');

    const untranscribed = new jsPDF({ unit: 'mm', format: 'a4' });
    const written = writtenPages(untranscribed);
    writeStop(new PdfFlow(untranscribed), { ...withMemo, voiceMemoTranscript: null } as Stop, 1, []);
    expect(written.map((line) => line.text).join('\n')).toContain(
      "Voice memo (1:15): listen to it on the trip's page in Roadbook.",
    );
  });

  it('stays where it is when it fits', () => {
    const doc = new jsPDF({ unit: 'mm', format: 'a4' });
    const lines = writtenPages(doc);
    const flow = new PdfFlow(doc);
    flow.y = 200;
    writeStop(flow, stop, 2, []);
    expect(lines.find((line) => line.text === stop.name)?.page).toBe(1);
  });
});

describe('a photo’s name under its picture', () => {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(8);

  it('keeps a name that fits whole, on one line', () => {
    expect(photoNameLines(doc, 'Bixby Creek at dusk.jpg')).toEqual(['Bixby Creek at dusk.jpg']);
  });

  it('breaks a longer name over two lines no wider than the picture, and shortens only what is left over', () => {
    const name = 'Bixby Creek Bridge from the north pull-out at sunset, fog rolling in over the canyon.jpg';
    const lines = photoNameLines(doc, name);
    expect(lines).toHaveLength(2);
    expect(lines[0] && name.startsWith(lines[0])).toBe(true);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(doc.getTextWidth(line)).toBeLessThanOrEqual(40);
  });
});
