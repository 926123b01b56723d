import type { FileBytes } from '../file-bytes.ts';

// OWASP ASVS 5.0 §5.4.3: files from users are scanned for known malware before anything is stored.

/** What a scanner says about one file. */
export type ScanVerdict =
  | { verdict: 'clean' }
  /** `signature`: the scanner's name for what it found, e.g. `Win.Test.EICAR_HDB-1`. */
  | { verdict: 'infected'; signature: string }
  /** The scanner could not give an answer (down, timed out, refused the file); `reason` is for the log. */
  | { verdict: 'unavailable'; reason: string };

export interface FileScanner {
  /** `clamd`: a ClamAV daemon over TCP; `none`: nothing scans (embedded mode, or UPLOAD_SCANNING=off). */
  readonly kind: 'clamd' | 'none';
  /** Scans one file's bytes (streamed when spooled on disk); never throws, every failure is `unavailable`. */
  scan(name: string, bytes: Uint8Array | FileBytes): Promise<ScanVerdict>;
}

/** No scanner configured: every file passes (embedded mode's default; production must say UPLOAD_SCANNING=off). */
export const NO_FILE_SCANNER: FileScanner = {
  kind: 'none',
  scan: async () => ({ verdict: 'clean' }),
};
