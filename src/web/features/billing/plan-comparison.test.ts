import { describe, expect, it } from 'vitest';
import { comparisonRows } from './plan-comparison';

describe('comparisonRows', () => {
  const rows = comparisonRows();
  const row = (label: string) => rows.find((candidate) => candidate.label === label)?.cells;

  it('starts with the storage of each plan', () => {
    expect(rows[0]).toEqual({ label: 'Storage', cells: { free: '150MB', premium: '1.5GB', pro: '15GB' } });
  });

  it('checks a feature for the plan that brings it and the plans above', () => {
    expect(row('Voice memos')).toEqual({ free: true, premium: true, pro: true });
    expect(row('AI location descriptions')).toEqual({ free: false, premium: true, pro: true });
    expect(row('Multi-language AI')).toEqual({ free: false, premium: false, pro: true });
  });

  it('leaves out the summary lines of the plan cards', () => {
    const labels = rows.map((candidate) => candidate.label);
    expect(labels).not.toContain('Everything in Free');
    expect(labels).not.toContain('1.5GB storage');
    expect(new Set(labels).size).toBe(labels.length);
  });
});
