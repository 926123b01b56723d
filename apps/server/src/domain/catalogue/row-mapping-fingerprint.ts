import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { materialClassFromNames, TYPE_ORIENTATION } from '@specsource/pump-engine';

// The modules whose code turns a stored row into a pump: toCataloguePump and toCurvePoint (catalogue.repository.ts)
// and the conversions they call (catalogue-record.ts). The engine's part of it is hashed by value.
const MAPPING_MODULES = [
  new URL('./catalogue.repository.ts', import.meta.url),
  new URL('./catalogue-record.ts', import.meta.url),
];

/**
 * A digest of the code that maps a stored row to a `CataloguePump`, so a copy of the catalogue mapped by other
 * code (before an upgrade, or an edit in development) is never used as if this code had mapped it
 * (catalogue-cache-file.ts). Whole files are hashed: an edit to a comment costs one slower start, a missed change
 * would serve wrong pumps.
 */
export async function catalogueRowMappingFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const module of MAPPING_MODULES) {
    hash.update(await readFile(module));
  }
  hash.update(materialClassFromNames.toString()).update(JSON.stringify(TYPE_ORIENTATION));
  return hash.digest('base64url');
}
