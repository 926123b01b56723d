import { MESSAGES } from '@specsource/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import type { FileBytes } from '../file-bytes.ts';
import type { FileScanner } from './file-scanner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Scans uploaded files before anything is stored (OWASP ASVS 5.0 §5.4.3). */
    fileScanner: FileScanner;
  }
}

// How long a client should wait before sending the form again when the scanner is down.
const RETRY_AFTER_S = 30;

/**
 * Refuses a file the scanner finds malware in (400 naming `field`), and any file while the scanner cannot
 * answer (503: refused, not let through unscanned). Both are logged as security events (ASVS 5.0 §16.3.3).
 */
export async function scanUploadedFile(
  request: FastifyRequest,
  field: string,
  file: { originalName: string; bytes: FileBytes },
): Promise<void> {
  const scanner = request.server.fileScanner;
  const result = await scanner.scan(file.originalName, file.bytes);
  if (result.verdict === 'clean') {
    return;
  }
  if (result.verdict === 'infected') {
    request.log.warn(
      {
        event: 'upload_malware_refused',
        field,
        signature: result.signature,
        sizeBytes: file.bytes.sizeBytes,
        route: `${request.method} ${request.routeOptions.url}`,
      },
      'upload refused: malware found',
    );
    throw new AppError('VALIDATION', MESSAGES.uploadMalwareFound, { [field]: [MESSAGES.uploadMalwareFound] });
  }
  request.log.error(
    {
      event: 'upload_scan_unavailable',
      field,
      scanner: scanner.kind,
      reason: result.reason,
      route: `${request.method} ${request.routeOptions.url}`,
    },
    'upload refused: the malware scanner did not answer',
  );
  throw new AppError('UNAVAILABLE', MESSAGES.uploadScanUnavailable, undefined, {
    'retry-after': String(RETRY_AFTER_S),
  });
}
