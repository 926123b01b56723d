import type { CatalogueFileFormat, CatalogueProblem } from '@specsource/contracts';
import type { CataloguePump } from '@specsource/pump-engine';
import { catalogueKeyText } from '../catalogue.repository.ts';
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

/** Two pumps with one id, or with the same maker, series, model and speed (the database keeps them unique). */
export function findDuplicatePumps(
  pumps: readonly ParsedPump[],
  format: CatalogueFileFormat,
): CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  const byId = new Map<string, ParsedPump>();
  const byKey = new Map<string, ParsedPump>();
  const where = (parsed: ParsedPump, column: string) => {
    const { row } = parsed.locate([column]);
    return row === null ? '' : format === 'csv' ? ` at row ${row}` : ` (pump ${row})`;
  };
  for (const parsed of pumps) {
    const { pump } = parsed;
    const sameId = byId.get(pump.id);
    if (sameId) {
      problems.push(
        problemAt(
          parsed.locate(['id']),
          pump.id,
          `the id ${pump.id} is used twice; the first is${where(sameId, 'id')}`,
        ),
      );
      continue;
    }
    byId.set(pump.id, parsed);
    const key = catalogueKeyText(pump);
    const sameKey = byKey.get(key);
    if (sameKey) {
      problems.push(
        problemAt(
          parsed.locate(['model']),
          pump.id,
          `${key} is already pump ${sameKey.pump.id}${where(sameKey, 'model')}; a model at one speed is listed once`,
        ),
      );
      continue;
    }
    byKey.set(key, parsed);
  }
  return problems;
}
