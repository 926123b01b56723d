import {
  CatalogueCurvePointSchema,
  type CataloguePumpRecord,
  CataloguePumpRecordSchema,
} from '@specsource/contracts';

type PumpColumn = Exclude<keyof CataloguePumpRecord, 'curve'>;
type PointColumn = keyof CataloguePumpRecord['curve'][number];

// The contract's key order is the file's column order (docs/catalogue-format.md), as the server export writes it.
const PUMP_COLUMNS = Object.keys(CataloguePumpRecordSchema.shape).filter(
  (key): key is PumpColumn => key !== 'curve',
);
const POINT_COLUMNS = Object.keys(CatalogueCurvePointSchema.shape) as PointColumn[];

/**
 * The pump as a one-pump catalogue CSV (one row per curve point, the pump's columns on its first row only,
 * the id on every row), so the datasheet can be imported back as it is.
 */
export function pumpDatasheetCsv(pump: CataloguePumpRecord): string {
  const header = [...PUMP_COLUMNS, ...POINT_COLUMNS];
  const rows = pump.curve.map((point, i) => [
    ...PUMP_COLUMNS.map((column) => (i === 0 || column === 'id' ? pump[column] : null)),
    ...POINT_COLUMNS.map((column) => point[column]),
  ]);
  return [header, ...rows]
    .map((row) => row.map(csvCell).join(','))
    .join('\n')
    .concat('\n');
}

export function pumpDatasheetFileName(pumpId: string): string {
  return `${pumpId}-datasheet.csv`;
}

/**
 * RFC 4180: quote a cell holding a comma, quote or line break, doubling its quotes; null is an empty cell; a list (the
 * shaft seals) shares one cell as `mechanical|packing`, as the catalogue format writes it.
 */
function csvCell(value: string | number | readonly string[] | null): string {
  if (value === null) {
    return '';
  }
  const text = Array.isArray(value) ? value.join('|') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
