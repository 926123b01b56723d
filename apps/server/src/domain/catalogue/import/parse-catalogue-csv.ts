import {
  CatalogueCurvePointSchema,
  type CatalogueProblem,
  CataloguePumpRecordSchema,
} from '@specsource/contracts';
import { CsvError, parse } from 'csv-parse/sync';
import {
  ALTERNATIVE_UNIT_COLUMNS,
  CATALOGUE_COLUMNS,
  type CatalogueColumn,
  POINT_COLUMNS,
  PUMP_COLUMNS,
  type PumpColumn,
  readCell,
  UNITLESS_COLUMNS,
} from './catalogue-columns.ts';
import { findDuplicatePumps } from './duplicate-pumps.ts';
import { type ParsedCatalogue, type ParsedPump, problemAt } from './parsed-catalogue.ts';
import { type RecordPath, validateCatalogueRecord } from './validate-catalogue-record.ts';

// Rows are numbered as a spreadsheet shows them: the header is row 1.
const HEADER_ROW = 1;
// Columns without a default: a file without them cannot describe any pump.
const REQUIRED_COLUMNS: readonly CatalogueColumn[] = [
  ...PUMP_COLUMNS.filter((column) => !CataloguePumpRecordSchema.shape[column].safeParse(undefined).success),
  ...POINT_COLUMNS.filter((column) => !CatalogueCurvePointSchema.shape[column].safeParse(undefined).success),
];

interface HeaderColumn {
  column: CatalogueColumn;
  /** The name in the file (head_m for head_ft given in metres). */
  name: string;
  factor: number;
}

interface PumpRows {
  id: string;
  firstRow: number;
  pointRows: number[];
  /** The pump's columns, from its first row. */
  fields: Partial<Record<PumpColumn, unknown>>;
  points: Record<string, unknown>[];
}

/**
 * Reads the CSV format (docs/catalogue-format.md): one row per curve point; a pump's columns on each of its
 * rows or only on the first. Every problem names its row and column.
 */
export function parseCatalogueCsv(content: string): ParsedCatalogue {
  const empty = (problems: CatalogueProblem[]): ParsedCatalogue => ({
    format: 'csv',
    pumps: [],
    pumpCount: 0,
    curvePointCount: 0,
    problems,
  });
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch (error) {
    if (error instanceof CsvError) {
      const row = 'lines' in error && typeof error.lines === 'number' ? error.lines : null;
      return empty([
        { row, column: null, pump_id: null, message: `the file is not valid CSV: ${error.message}` },
      ]);
    }
    throw error;
  }
  const [header, ...rows] = records;
  if (!header) {
    return empty([{ row: null, column: null, pump_id: null, message: 'the file is empty' }]);
  }
  const { columns, problems } = readHeader(header);
  if (problems.length > 0) {
    return empty(problems);
  }

  const groups = new Map<string, PumpRows>();
  const idIndex = header.findIndex((_, i) => columns[i]?.column === 'id');
  rows.forEach((cells, index) => {
    const row = HEADER_ROW + 1 + index;
    if (cells.length !== header.length) {
      problems.push({
        row,
        column: null,
        pump_id: null,
        message: `the row has ${cells.length} values but the header has ${header.length} columns`,
      });
      return;
    }
    const id = (cells[idIndex] ?? '').trim();
    if (id === '') {
      problems.push({ row, column: 'id', pump_id: null, message: 'the pump id is required on every row' });
      return;
    }
    let group = groups.get(id);
    const isFirstRow = group === undefined;
    if (!group) {
      group = { id, firstRow: row, pointRows: [], fields: {}, points: [] };
      groups.set(id, group);
    }
    const point: Record<string, unknown> = {};
    columns.forEach((spec, i) => {
      if (!spec) {
        return;
      }
      const value = readCell(spec.column, cells[i] ?? '', spec.factor);
      if ((POINT_COLUMNS as readonly string[]).includes(spec.column)) {
        if (value !== undefined) {
          point[spec.column] = value;
        }
        return;
      }
      const column = spec.column as PumpColumn;
      if (isFirstRow) {
        group.fields[column] = value;
      } else if (value !== undefined && !Object.is(value, group.fields[column])) {
        const first = group.fields[column];
        problems.push({
          row,
          column: spec.name,
          pump_id: id,
          message: `differs from the pump's first row ${group.firstRow} (${first === undefined ? 'blank' : String(first)}); leave it blank or repeat the same value`,
        });
      }
    });
    group.pointRows.push(row);
    group.points.push(point);
  });

  const nameOf = new Map(columns.flatMap((spec) => (spec ? [[spec.column, spec.name] as const] : [])));
  const pumps: ParsedPump[] = [];
  let curvePointCount = 0;
  for (const group of groups.values()) {
    curvePointCount += group.points.length;
    const locate = (path: RecordPath) => {
      const [first, index, field] = path;
      if (first === 'curve' && typeof index === 'number') {
        const column = typeof field === 'string' ? (nameOf.get(field as CatalogueColumn) ?? field) : null;
        return { row: group.pointRows[index] ?? group.firstRow, column };
      }
      if (first === 'curve') {
        return { row: group.firstRow, column: null };
      }
      return {
        row: group.firstRow,
        column: typeof first === 'string' ? (nameOf.get(first as CatalogueColumn) ?? first) : null,
      };
    };
    const result = validateCatalogueRecord({ ...group.fields, curve: group.points });
    if (result.ok) {
      pumps.push({ pump: result.pump, locate });
    } else {
      problems.push(...result.issues.map((issue) => problemAt(locate(issue.path), group.id, issue.message)));
    }
  }
  problems.push(...findDuplicatePumps(pumps, 'csv'));
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { format: 'csv', pumps, pumpCount: groups.size, curvePointCount, problems };
}

function readHeader(header: string[]): { columns: (HeaderColumn | null)[]; problems: CatalogueProblem[] } {
  const problems: CatalogueProblem[] = [];
  const seen = new Map<CatalogueColumn, string>();
  const columns = header.map((raw): HeaderColumn | null => {
    const name = raw.trim().toLowerCase();
    const fail = (message: string) => {
      problems.push({ row: HEADER_ROW, column: raw, pump_id: null, message });
      return null;
    };
    const alternative = ALTERNATIVE_UNIT_COLUMNS[name];
    const column = (CATALOGUE_COLUMNS as readonly string[]).includes(name)
      ? (name as CatalogueColumn)
      : alternative?.column;
    if (column === undefined) {
      const withUnit = UNITLESS_COLUMNS[name];
      return fail(
        withUnit
          ? `missing unit: name the column ${withUnit}`
          : `unknown column; the columns are listed in docs/catalogue-format.md`,
      );
    }
    const earlier = seen.get(column);
    if (earlier !== undefined) {
      return fail(`gives ${column} a second time (after ${earlier})`);
    }
    seen.set(column, name);
    return { column, name, factor: alternative?.factor ?? 1 };
  });
  for (const required of REQUIRED_COLUMNS) {
    if (!seen.has(required)) {
      problems.push({ row: HEADER_ROW, column: required, pump_id: null, message: 'this column is required' });
    }
  }
  return { columns, problems };
}
