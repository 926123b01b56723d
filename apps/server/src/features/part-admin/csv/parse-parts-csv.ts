import {
  PART_CSV_COLUMNS,
  PART_CSV_REQUIRED_COLUMNS,
  type PartCsvColumn,
  type PartCsvProblem,
} from '@specsource/contracts';
import { CsvError, parse } from 'csv-parse/sync';

// Rows are numbered as a spreadsheet shows them: the header is row 1.
const HEADER_ROW = 1;

/** One data row: its spreadsheet number and every known column's trimmed text ('' when blank or absent). */
export interface PartCsvRow {
  row: number;
  cells: Record<PartCsvColumn, string>;
}

export interface ParsedPartsCsv {
  rows: PartCsvRow[];
  problems: PartCsvProblem[];
}

function isPartCsvColumn(name: string): name is PartCsvColumn {
  return (PART_CSV_COLUMNS as readonly string[]).includes(name);
}

/** Reads the header: every name must be known (a typo would silently drop data) and appear once. */
function readHeader(header: string[]): { columns: PartCsvColumn[]; problems: PartCsvProblem[] } {
  const problems: PartCsvProblem[] = [];
  const columns: PartCsvColumn[] = [];
  header.forEach((raw) => {
    const name = raw.trim().toLowerCase();
    if (!isPartCsvColumn(name)) {
      problems.push({
        row: HEADER_ROW,
        column: raw,
        message: `Unknown column '${raw}'. The columns are: ${PART_CSV_COLUMNS.join(', ')}`,
      });
    } else if (columns.includes(name)) {
      problems.push({ row: HEADER_ROW, column: name, message: `The column '${name}' appears twice` });
    }
    columns.push(name as PartCsvColumn);
  });
  for (const required of PART_CSV_REQUIRED_COLUMNS) {
    if (!columns.includes(required)) {
      problems.push({ row: HEADER_ROW, column: required, message: `The column '${required}' is required` });
    }
  }
  return { columns, problems };
}

/**
 * Reads the parts CSV (docs/part-csv-format.md) into rows of known columns. Structural problems (not CSV, an
 * unknown or missing column, a row with the wrong number of cells) are reported with their row; blank rows
 * are skipped.
 */
export function parsePartsCsv(content: string): ParsedPartsCsv {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true });
  } catch (error) {
    if (error instanceof CsvError) {
      const row = 'lines' in error && typeof error.lines === 'number' ? error.lines : null;
      return {
        rows: [],
        problems: [{ row, column: null, message: `The file is not valid CSV: ${error.message}` }],
      };
    }
    throw error;
  }
  const [header, ...dataRecords] = records;
  if (!header) {
    return { rows: [], problems: [{ row: null, column: null, message: 'The file is empty' }] };
  }
  const { columns, problems } = readHeader(header);
  if (problems.length > 0) {
    return { rows: [], problems };
  }

  const rows: PartCsvRow[] = [];
  dataRecords.forEach((cells, index) => {
    const row = HEADER_ROW + 1 + index;
    if (cells.every((cell) => cell.trim() === '')) {
      return;
    }
    if (cells.length !== header.length) {
      problems.push({
        row,
        column: null,
        message: `The row has ${cells.length} values but the header has ${header.length} columns`,
      });
      return;
    }
    const values = Object.fromEntries(PART_CSV_COLUMNS.map((column) => [column, ''])) as Record<
      PartCsvColumn,
      string
    >;
    columns.forEach((column, i) => {
      values[column] = (cells[i] ?? '').trim();
    });
    rows.push({ row, cells: values });
  });
  return { rows, problems };
}
