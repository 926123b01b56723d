import type { CatalogueFileFormat } from '@specsource/contracts';
import { CATALOGUE_FORMAT_VERSION } from '@specsource/contracts';
import type { CataloguePump } from '@specsource/pump-engine';
import { stringify } from 'csv-stringify/sync';
import { toCataloguePumpRecord } from '../catalogue-record.ts';
import { CATALOGUE_COLUMNS, PUMP_COLUMNS } from './catalogue-columns.ts';
import { parseCatalogueCsv } from './parse-catalogue-csv.ts';
import { parseCatalogueJson } from './parse-catalogue-json.ts';
import type { ParsedCatalogue } from './parsed-catalogue.ts';

/** A pump column's value as one CSV cell (the seals list is written `mechanical|packing`). */
function csvCell(value: unknown): unknown {
  return Array.isArray(value) ? value.join('|') : value;
}

/** Reads a catalogue file in either format. */
export function parseCatalogueFile(content: string, format: CatalogueFileFormat): ParsedCatalogue {
  return format === 'csv' ? parseCatalogueCsv(content) : parseCatalogueJson(content);
}

/** The format a file name implies (`.csv`, `.json`), or null. */
export function catalogueFormatOf(fileName: string): CatalogueFileFormat | null {
  const extension = fileName.toLowerCase().match(/\.(csv|json)$/)?.[1];
  return extension === 'csv' || extension === 'json' ? extension : null;
}

/**
 * Writes the catalogue in the import format: CSV with one row per curve point, the pump's columns on its first
 * row, or JSON with one pump per line. Importing the result gives the same catalogue back.
 */
export function exportCatalogueFile(pumps: readonly CataloguePump[], format: CatalogueFileFormat): string {
  const records = pumps.map(toCataloguePumpRecord);
  if (format === 'json') {
    const lines = records.map((record) => JSON.stringify(record));
    return `{"format_version":${CATALOGUE_FORMAT_VERSION},"pumps":[\n${lines.join(',\n')}\n]}\n`;
  }
  const rows = records.flatMap((record) =>
    record.curve.map((point, i) => [
      // The pump's columns on its first row only (the id on every row), which keeps the file small.
      ...PUMP_COLUMNS.map((column) => (i === 0 || column === 'id' ? csvCell(record[column]) : null)),
      point.flow_gpm,
      point.head_ft,
      point.efficiency_pct,
      point.npshr_ft,
      point.power_hp,
    ]),
  );
  return stringify(rows, { header: true, columns: [...CATALOGUE_COLUMNS], cast: { number: String } });
}
