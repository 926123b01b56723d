import type { jsPDF } from 'jspdf';
import { toPdfText } from '../../../lib/pdf-text.ts';
import { type CurveRow, preferredRegionGpm } from '../../../lib/pump-curve.ts';
import type { AnalysisSection } from './analysis-sections.ts';

export interface DatasheetCurve {
  /** 'At 5.79 in and 3,560 rpm'. */
  caption: string;
  rows: readonly CurveRow[];
  bep: CurveRow | null;
  systemPoint: { flowGpm: number; headFt: number } | undefined;
}

export interface DatasheetInput {
  /** What was asked: '500 gpm at 120 ft'. */
  duty: string | null;
  /** The chosen match as label/value rows, or null when there is none. */
  match: { name: string; rows: { label: string; value: string }[] } | null;
  /** The chosen match's curve at the duty's diameter and speed, drawn as a chart; null while unknown. */
  curve: DatasheetCurve | null;
  sections: readonly AnalysisSection[];
  assumptions: readonly string[];
  generatedAt: Date;
}

// US Letter in points, with 0.6 in margins.
const PAGE = { width: 612, height: 792, margin: 44 };
const LABEL_WIDTH = 190;
const LINE_HEIGHT = 12;

/**
 * The datasheet as a PDF made in the browser: the duty, the chosen match, every analysis section and the engine's
 * assumptions. jsPDF is imported here, on demand, so it is never part of the page's own bundle.
 */
export async function buildDatasheetPdf(input: DatasheetInput): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'letter' });
  const contentWidth = PAGE.width - 2 * PAGE.margin;
  let y = PAGE.margin;

  const ensureRoom = (height: number) => {
    if (y + height > PAGE.height - PAGE.margin) {
      doc.addPage();
      y = PAGE.margin;
    }
  };
  // A long heading (a match's full name) wraps inside the margins instead of running off the page.
  const heading = (text: string, size: number) => {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(size);
    const lines: string[] = doc.splitTextToSize(toPdfText(text), contentWidth);
    const lineHeight = size * 1.2;
    ensureRoom(lines.length * lineHeight + 14);
    lines.forEach((line, index) => {
      doc.text(line, PAGE.margin, y + size + index * lineHeight);
    });
    y += size + (lines.length - 1) * lineHeight + 10;
  };
  const paragraph = (text: string) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    const lines: string[] = doc.splitTextToSize(toPdfText(text), contentWidth);
    for (const line of lines) {
      ensureRoom(LINE_HEIGHT);
      doc.text(line, PAGE.margin, y + 9);
      y += LINE_HEIGHT;
    }
  };
  const table = (rows: readonly { label: string; value: string }[]) => {
    doc.setFontSize(9);
    for (const row of rows) {
      const labelLines: string[] = doc.splitTextToSize(toPdfText(row.label), LABEL_WIDTH - 8);
      const valueLines: string[] = doc.splitTextToSize(toPdfText(row.value), contentWidth - LABEL_WIDTH);
      const height = Math.max(labelLines.length, valueLines.length) * LINE_HEIGHT + 4;
      ensureRoom(height);
      doc.setDrawColor(220);
      doc.line(PAGE.margin, y, PAGE.margin + contentWidth, y);
      doc.setFont('helvetica', 'bold');
      doc.text(labelLines, PAGE.margin, y + 11);
      doc.setFont('helvetica', 'normal');
      doc.text(valueLines, PAGE.margin + LABEL_WIDTH, y + 11);
      y += height;
    }
    y += 8;
  };

  heading('SpecSource pump datasheet', 18);
  paragraph(`Generated ${input.generatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC.`);
  if (input.duty !== null) {
    paragraph(`Duty: ${input.duty}.`);
  }
  y += 6;
  if (input.match !== null) {
    heading(`Chosen match: ${input.match.name}`, 13);
    table(input.match.rows);
  }
  if (input.curve !== null && input.curve.rows.length > 1) {
    ensureRoom(CHART.height + 90);
    heading('Pump curve', 12);
    paragraph(input.curve.caption);
    // The axis titles sit above the plot's top edge: leave them a line of their own below the caption.
    y = drawCurve(doc, input.curve, PAGE.margin, y + 18) + 10;
  }
  heading('First Principles Analysis Results', 15);
  for (const section of input.sections) {
    heading(section.title, 12);
    table(section.rows);
  }
  if (input.assumptions.length > 0) {
    heading('Assumptions', 12);
    for (const assumption of input.assumptions) {
      paragraph(`- ${assumption}`);
    }
  }
  return doc.output('blob');
}

const CHART = { width: 440, height: 220, left: 44 };
const COLORS = {
  head: [25, 113, 194],
  npshr: [232, 89, 12],
  efficiency: [12, 166, 120],
  duty: [201, 42, 42],
  region: [211, 249, 216],
} as const;

/** A 'nice' axis maximum (1, 2, 2.5 or 5 × 10ⁿ) at or above `value`. */
export function niceMax(value: number): number {
  if (value <= 0) {
    return 1;
  }
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/**
 * Head and NPSHr (ft, left axis) and efficiency (%, right axis) against flow, the preferred operating region shaded, the
 * BEP and the duty point, as the results' chart draws them. Returns the y below the chart.
 */
function drawCurve(doc: jsPDF, curve: DatasheetCurve, left: number, top: number): number {
  const x0 = left + CHART.left;
  const y0 = top + CHART.height;
  const maxFlow = niceMax(Math.max(...curve.rows.map((row) => row.flowGpm)));
  const maxHead = niceMax(
    Math.max(
      ...curve.rows.map((row) => Math.max(row.headFt, row.npshrFt ?? 0)),
      curve.systemPoint?.headFt ?? 0,
    ),
  );
  const px = (flow: number) => x0 + (flow / maxFlow) * CHART.width;
  const pyHead = (head: number) => y0 - (head / maxHead) * CHART.height;
  const pyEfficiency = (efficiency: number) => y0 - (efficiency / 100) * CHART.height;

  if (curve.bep !== null) {
    const region = preferredRegionGpm(curve.bep);
    const to = Math.min(region.toGpm, maxFlow);
    doc.setFillColor(...COLORS.region);
    doc.rect(px(region.fromGpm), top, px(to) - px(region.fromGpm), CHART.height, 'F');
  }
  doc.setDrawColor(120);
  doc.setLineWidth(0.5);
  doc.line(x0, top, x0, y0);
  doc.line(x0, y0, x0 + CHART.width, y0);
  doc.line(x0 + CHART.width, top, x0 + CHART.width, y0);
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(7);
  doc.setTextColor(60);
  for (let i = 0; i <= 5; i += 1) {
    const flow = (maxFlow * i) / 5;
    const head = (maxHead * i) / 5;
    doc.text(TICK.format(flow), px(flow), y0 + 10, { align: 'center' });
    doc.text(TICK.format(head), x0 - 4, pyHead(head) + 2, { align: 'right' });
    doc.text(TICK.format(20 * i), x0 + CHART.width + 4, pyEfficiency(20 * i) + 2);
  }
  doc.text('Flow (gpm)', x0 + CHART.width / 2, y0 + 22, { align: 'center' });
  doc.text('Head, NPSHr (ft)', left, top - 6);
  doc.text('Efficiency (%)', x0 + CHART.width, top - 6, { align: 'right' });

  const polyline = (points: [number, number][], color: readonly [number, number, number]) => {
    doc.setDrawColor(...color);
    doc.setLineWidth(1.4);
    for (let i = 1; i < points.length; i += 1) {
      const [a, b] = [points[i - 1], points[i]];
      if (a !== undefined && b !== undefined) {
        doc.line(a[0], a[1], b[0], b[1]);
      }
    }
  };
  polyline(
    curve.rows.map((row) => [px(row.flowGpm), pyHead(row.headFt)]),
    COLORS.head,
  );
  polyline(
    curve.rows.flatMap((row): [number, number][] =>
      row.npshrFt === null ? [] : [[px(row.flowGpm), pyHead(row.npshrFt)]],
    ),
    COLORS.npshr,
  );
  polyline(
    curve.rows.flatMap((row): [number, number][] =>
      row.efficiencyPct === null ? [] : [[px(row.flowGpm), pyEfficiency(row.efficiencyPct)]],
    ),
    COLORS.efficiency,
  );
  if (curve.bep !== null) {
    doc.setDrawColor(...COLORS.efficiency);
    doc.setLineWidth(0.6);
    doc.setLineDashPattern([3, 2], 0);
    doc.line(px(curve.bep.flowGpm), top, px(curve.bep.flowGpm), y0);
    doc.setLineDashPattern([], 0);
    doc.setTextColor(...COLORS.efficiency);
    doc.text('BEP', px(curve.bep.flowGpm) + 2, top + 8);
  }
  if (curve.systemPoint !== undefined) {
    doc.setFillColor(...COLORS.duty);
    doc.circle(px(curve.systemPoint.flowGpm), pyHead(curve.systemPoint.headFt), 3, 'F');
    doc.setTextColor(...COLORS.duty);
    doc.text('Duty', px(curve.systemPoint.flowGpm) + 5, pyHead(curve.systemPoint.headFt) - 4);
  }

  // Legend.
  const legendY = y0 + 36;
  const legend: [string, readonly [number, number, number]][] = [
    ['Head (ft)', COLORS.head],
    ['NPSHr (ft)', COLORS.npshr],
    ['Efficiency (%)', COLORS.efficiency],
    ['Preferred operating region (70-120 % of BEP flow)', COLORS.region],
  ];
  let legendX = x0;
  doc.setFontSize(7);
  for (const [label, color] of legend) {
    doc.setFillColor(...color);
    doc.rect(legendX, legendY - 5, 8, 5, 'F');
    doc.setTextColor(60);
    doc.text(label, legendX + 11, legendY);
    legendX += doc.getTextWidth(label) + 24;
  }
  doc.setTextColor(0);
  doc.setDrawColor(0);
  return legendY + 8;
}

const TICK = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 'pump-datasheet-demo-il-001658.pdf', or 'pump-datasheet.pdf' without a match. */
export function datasheetFileName(pumpId: string | null): string {
  return pumpId === null
    ? 'pump-datasheet.pdf'
    : `pump-datasheet-${pumpId.replace(/[^A-Za-z0-9._-]/g, '-')}.pdf`;
}
