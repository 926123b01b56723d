import { exportPartsCsvEndpoint } from '@specsource/contracts';
import { useMutation } from '@tanstack/react-query';
import { callForFile } from '../../../lib/api-client.ts';
import { downloadFile } from '../../../lib/download-file.ts';

/** Downloads every part with its classification structure, in the import format. */
export async function exportPartsCsv(): Promise<void> {
  const { blob, fileName } = await callForFile(exportPartsCsvEndpoint, {});
  downloadFile(blob, fileName ?? 'parts.csv');
}

export function useExportPartsCsv() {
  return useMutation({ mutationFn: exportPartsCsv });
}
