import { describe, expect, it } from 'vitest';
import { BEST_MATCH_PUMP, MATCH_RESPONSE } from '../test-data.ts';
import { analysisSections } from './analysis-sections.ts';
import { buildDatasheetPdf, datasheetFileName, niceMax } from './datasheet-pdf.ts';
import { matchCurveData } from './match-curve-data.ts';
import { matchRows } from './match-rows.ts';
import { readResults } from './read-results.ts';

async function pdfText(blob: Blob): Promise<string> {
  return new TextDecoder('latin1').decode(await blob.arrayBuffer());
}

describe('buildDatasheetPdf', () => {
  it('makes a real PDF with the duty, the chosen match and every analysis section', async () => {
    const view = readResults(MATCH_RESPONSE);
    const analysis = view.analysis?.kind === 'structured' ? view.analysis : null;
    const [best] = view.matches;
    if (analysis === null || best === undefined) {
      throw new Error('the fixture has a structured analysis and matches');
    }
    const blob = await buildDatasheetPdf({
      duty: '500 gpm at 120 ft',
      match: { name: 'Placeholder 5x5-8', rows: matchRows(best, 'https://specsource.example') },
      curve: { caption: 'At 5.79 in and 3,560 rpm.', ...matchCurveData(BEST_MATCH_PUMP, best) },
      sections: analysisSections(analysis.output),
      assumptions: analysis.assumptions,
      generatedAt: new Date('2026-11-23T14:00:00Z'),
    });

    expect(blob.type).toBe('application/pdf');
    const text = await pdfText(blob);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    for (const expected of [
      'Duty: 500 gpm at 120 ft.',
      'Chosen match: Placeholder 5x5-8',
      'https://specsource.example/pumps/demo-il-001658',
      '$15,330.00',
      'First Principles Analysis Results',
      'Hydraulics',
      'Motor',
      'Installation',
      'Acoustics and vibration',
      'Operation and maintenance',
      'Energy and cost',
      '2.53-5.06 ft \\(5D-10D\\)',
      '$262,029.28',
      'Assumptions',
      'Pump curve',
      'At 5.79 in and 3,560 rpm.',
      'Flow \\(gpm\\)',
      'Duty',
      'BEP',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves the curve out while it is unknown, and picks round axis maxima', async () => {
    const text = await pdfText(
      await buildDatasheetPdf({
        duty: null,
        match: null,
        curve: null,
        sections: [],
        assumptions: [],
        generatedAt: new Date('2026-11-23T14:00:00Z'),
      }),
    );
    expect(text).not.toContain('Pump curve');
    expect([niceMax(0), niceMax(7), niceMax(186), niceMax(240), niceMax(601)]).toEqual([
      1, 10, 200, 250, 1000,
    ]);
  });

  it('names the file after the pump', () => {
    expect(datasheetFileName('demo-il-001658')).toBe('pump-datasheet-demo-il-001658.pdf');
    expect(datasheetFileName(null)).toBe('pump-datasheet.pdf');
  });
});
