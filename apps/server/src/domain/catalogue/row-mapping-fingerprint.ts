import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';

// The modules whose code turns stored rows into pumps, hashed whole:
// - catalogue-load.repository.ts: the JSON pages and curve-point tuples the rows are read as;
// - catalogue.repository.ts: toCataloguePump and toCurvePoint;
// - catalogue-record.ts: the conversions those call (materialClassOf, pctToEfficiency);
// - the engine's catalogue-traits.ts: materialClassFromNames and TYPE_ORIENTATION, which fill in what a row leaves
//   empty. It is found next to the engine's entry point, so a move of that file fails the fingerprint (and the
//   cache is then not used) rather than leaving the engine's part unhashed.
const MAPPING_MODULES = [
  new URL('./catalogue-load.repository.ts', import.meta.url),
  new URL('./catalogue.repository.ts', import.meta.url),
  new URL('./catalogue-record.ts', import.meta.url),
  new URL('./analysis/catalogue-traits.ts', import.meta.resolve('@specsource/pump-engine')),
];

/**
 * A digest of the code that maps stored rows to `CataloguePump`s, so a copy of the catalogue mapped by other code
 * (before an upgrade, or an edit in development) is never used as if this code had mapped it
 * (catalogue-cache-file.ts). Whole files are hashed: an edit to a comment costs one slower start, a missed change
 * would serve wrong pumps. Rejects when a module cannot be read; the store then goes without the cache.
 */
export async function catalogueRowMappingFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const module of MAPPING_MODULES) {
    hash.update(await readFile(module));
  }
  return hash.digest('base64url');
}
