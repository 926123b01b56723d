import { type CatalogueFileFormat, exportCatalogueEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** Downloads the whole catalogue in the import format, under the name the server gives it. */
export async function exportCatalogue(format: CatalogueFileFormat): Promise<void> {
  const { blob, fileName } = await callForFile(exportCatalogueEndpoint, { query: { format } });
  downloadFile(blob, fileName ?? `pump-catalogue.${format}`);
}

export function useExportCatalogue() {
  return useMutation({ mutationFn: exportCatalogue });
}
