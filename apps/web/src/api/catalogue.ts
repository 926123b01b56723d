import {
  type CatalogueFileFormat,
  type CatalogueImportResult,
  type CatalogueSummary,
  exportCatalogueEndpoint,
  getCatalogueSummaryEndpoint,
  importCatalogueEndpoint,
} from '@specsource/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callForFile } from '../lib/api-client.ts';
import { downloadFile } from '../lib/download-file.ts';

/** The pump catalogue's summary, and the spec count the results page reads from it. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  summary: () => [...catalogueKeys.all, 'summary'] as const,
  specCount: () => [...catalogueKeys.summary(), 'spec-count'] as const,
};

/** Downloads the whole catalogue in the import format, under the name the server gives it. */
export async function exportCatalogue(format: CatalogueFileFormat): Promise<void> {
  const { blob, fileName } = await callForFile(exportCatalogueEndpoint, { query: { format } });
  downloadFile(blob, fileName ?? `pump-catalogue.${format}`);
}

export function useExportCatalogue() {
  return useMutation({ mutationFn: exportCatalogue });
}

/** How many pump specifications the matcher searches, by manufacturer and type. */
export function getCatalogueSummary(signal?: AbortSignal): Promise<CatalogueSummary> {
  return call(getCatalogueSummaryEndpoint, { signal });
}

export function catalogueSummaryQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.summary(),
    queryFn: ({ signal }) => getCatalogueSummary(signal),
  });
}

export function useCatalogueSummary() {
  return useQuery(catalogueSummaryQueryOptions());
}

export function useInvalidateCatalogueSummary() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogueKeys.summary() });
}

/** The format a file name implies (`.csv`, `.json`, any case), or null. */
export function catalogueFormatOf(fileName: string): CatalogueFileFormat | null {
  const extension = fileName.toLowerCase().match(/\.(csv|json)$/)?.[1];
  return extension === 'csv' || extension === 'json' ? extension : null;
}

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

/** How many pump specifications the matcher searches now (GET /api/catalogue/summary, public). */
export async function getCatalogueCount(signal?: AbortSignal): Promise<number> {
  return (await call(getCatalogueSummaryEndpoint, { signal })).spec_count;
}

export function catalogueCountQueryOptions() {
  return queryOptions({
    queryKey: catalogueKeys.specCount(),
    queryFn: ({ signal }) => getCatalogueCount(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCatalogueCount({ enabled }: { enabled: boolean }) {
  return useQuery({ ...catalogueCountQueryOptions(), enabled });
}
