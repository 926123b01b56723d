import { type CatalogueImportResult, importCatalogueEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { catalogueFormatOf } from '../lib/catalogue-upload.ts';
import { useInvalidateCatalogueSummary } from './get-catalogue-summary.ts';

export interface ImportCatalogueInput {
  file: File;
  dryRun: boolean;
  replace: boolean;
}

/**
 * Sends the file's text as `{format, content}`, the contract's JSON alternative to a multipart upload.
 * A file with problems is a 200 with `status: 'invalid'`, not an error.
 */
export async function importCatalogue({ file, dryRun, replace }: ImportCatalogueInput) {
  const content = await file.text();
  return call(importCatalogueEndpoint, {
    query: { dry_run: dryRun ? 'true' : 'false', replace: replace ? 'true' : 'false' },
    body: { format: catalogueFormatOf(file.name) ?? 'csv', content },
  });
}

/** The import; a real one (not a dry run, not refused) refreshes the catalogue summary. */
export function useImportCatalogue({
  onImported,
}: {
  onImported?: (result: CatalogueImportResult) => void;
} = {}) {
  const invalidateSummary = useInvalidateCatalogueSummary();
  return useMutation({
    mutationFn: importCatalogue,
    onSuccess: (result) => {
      if (result.status === 'imported') {
        void invalidateSummary();
        onImported?.(result);
      }
    },
  });
}
