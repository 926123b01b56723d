import type { CatalogueFileFormat, CatalogueProblem } from '@specsource/contracts';
import type { CataloguePump } from '@specsource/pump-engine';
import type { RecordPath } from './validate-catalogue-record.ts';

export interface ProblemLocation {
  row: number | null;
  column: string | null;
}

/** A valid pump from a file, with a way to point at any of its fields there. */
export interface ParsedPump {
  pump: CataloguePump;
  locate(path: RecordPath): ProblemLocation;
}

export interface ParsedCatalogue {
  format: CatalogueFileFormat;
  pumps: ParsedPump[];
  /** Pumps in the file, valid or not. */
  pumpCount: number;
  curvePointCount: number;
  problems: CatalogueProblem[];
}

export function problemAt(
  location: ProblemLocation,
  pumpId: string | null,
  message: string,
): CatalogueProblem {
  return { row: location.row, column: location.column, pump_id: pumpId, message };
}

/** `row 14, column efficiency_pct (pump X): efficiency over 95 %` — how the CLI prints a problem. */
export function formatProblem(problem: CatalogueProblem, format: CatalogueFileFormat): string {
  const where: string[] = [];
  if (problem.row !== null) {
    where.push(format === 'csv' ? `row ${problem.row}` : `pump ${problem.row}`);
  }
  if (problem.column !== null) {
    where.push(format === 'csv' ? `column ${problem.column}` : `field ${problem.column}`);
  }
  const place = where.length > 0 ? where.join(', ') : 'file';
  const pump = problem.pump_id === null ? '' : ` (pump ${problem.pump_id})`;
  return `${place}${pump}: ${problem.message}`;
}
