import type { CatalogueFileFormat, CatalogueProblem } from '@specsource/contracts';
import { catalogueKeyText } from '../catalogue.repository.ts';
import { type ParsedPump, problemAt } from './parsed-catalogue.ts';

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
