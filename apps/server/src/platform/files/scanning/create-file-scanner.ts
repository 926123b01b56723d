import type { Config } from '../../config/env.ts';
import { createClamdScanner } from './clamd-scanner.ts';
import { type FileScanner, NO_FILE_SCANNER } from './file-scanner.ts';

/** clamd when CLAMD_URL is set; else none (embedded mode, or production with UPLOAD_SCANNING=off). */
export function createFileScanner(config: Pick<Config, 'clamd'>): FileScanner {
  return config.clamd ? createClamdScanner(config.clamd) : NO_FILE_SCANNER;
}
