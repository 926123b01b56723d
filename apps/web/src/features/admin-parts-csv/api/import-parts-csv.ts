import { importPartsCsvEndpoint, type PartCsvImportResult } from '@specsource/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

export interface ImportPartsCsvInput {
  file: File;
  dryRun: boolean;
}

/**
 * Sends the file's text as `{content}`, the contract's JSON alternative to a multipart upload. A file with
 * problems is a 200 with `status: 'invalid'`, not an error.
 */
export async function importPartsCsv({ file, dryRun }: ImportPartsCsvInput): Promise<PartCsvImportResult> {
  return call(importPartsCsvEndpoint, {
    query: { dry_run: dryRun ? 'true' : 'false' },
    body: { content: await file.text() },
  });
}

/** The import; a real one invalidates every cached part read (lists, details, structures). */
export function useImportPartsCsv({
  onImported,
}: {
  onImported?: (result: PartCsvImportResult) => void;
} = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importPartsCsv,
    onSuccess: (result) => {
      if (result.status === 'imported') {
        // Parts, classifications and units may all have changed: drop every cached read of them.
        void queryClient.invalidateQueries();
        onImported?.(result);
      }
    },
  });
}
