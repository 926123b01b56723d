import { CATALOGUE_FORMAT_VERSION, type CatalogueProblem } from '@specsource/contracts';
import { findDuplicatePumps } from './duplicate-pumps.ts';
import { type ParsedCatalogue, type ParsedPump, problemAt } from './parsed-catalogue.ts';
import { type RecordPath, validateCatalogueRecord } from './validate-catalogue-record.ts';

/** `['curve', 2, 'efficiency_pct']` → `curve[2].efficiency_pct`. */
function fieldPath(path: RecordPath): string | null {
  if (path.length === 0) {
    return null;
  }
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? key : `.${key}`)).join('');
}

/**
 * Reads the JSON format (`{format_version: 1, pumps: [...]}`, docs/catalogue-format.md). A problem's row is
 * the pump's position in `pumps` (from 1) and its column the field path inside the pump.
 */
export function parseCatalogueJson(content: string): ParsedCatalogue {
  const fail = (message: string): ParsedCatalogue => ({
    format: 'json',
    pumps: [],
    pumpCount: 0,
    curvePointCount: 0,
    problems: [{ row: null, column: null, pump_id: null, message }],
  });
  let document: unknown;
  try {
    document = JSON.parse(content.replace(/^\uFEFF/, ''));
  } catch (error) {
    return fail(`the file is not valid JSON: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (
    typeof document !== 'object' ||
    document === null ||
    !Array.isArray((document as { pumps?: unknown }).pumps)
  ) {
    return fail('the file must be a JSON object with a "pumps" list');
  }
  const { format_version: version, pumps: items } = document as {
    format_version?: unknown;
    pumps: unknown[];
  };
  if (version !== undefined && version !== CATALOGUE_FORMAT_VERSION) {
    return fail(
      `format_version ${String(version)} is not supported; this server reads version ${CATALOGUE_FORMAT_VERSION}`,
    );
  }

  const problems: CatalogueProblem[] = [];
  const pumps: ParsedPump[] = [];
  let curvePointCount = 0;
  items.forEach((item, index) => {
    const row = index + 1;
    const locate = (path: RecordPath) => ({ row, column: fieldPath(path) });
    const rawId = (item as { id?: unknown } | null)?.id;
    const pumpId = typeof rawId === 'string' ? rawId : null;
    const curve = (item as { curve?: unknown } | null)?.curve;
    curvePointCount += Array.isArray(curve) ? curve.length : 0;
    const result = validateCatalogueRecord(item);
    if (result.ok) {
      pumps.push({ pump: result.pump, locate });
    } else {
      problems.push(...result.issues.map((issue) => problemAt(locate(issue.path), pumpId, issue.message)));
    }
  });
  problems.push(...findDuplicatePumps(pumps, 'json'));
  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { format: 'json', pumps, pumpCount: items.length, curvePointCount, problems };
}
