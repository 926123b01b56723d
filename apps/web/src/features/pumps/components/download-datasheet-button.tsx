import { Button } from '@mantine/core';
import type { PumpDetail } from '@specsource/contracts';
import { downloadFile } from '../../../lib/download-file.ts';
import { pumpDatasheetCsv, pumpDatasheetFileName } from '../lib/pump-datasheet-csv.ts';

/** Saves the pump and its curve as a one-pump catalogue CSV, built in the browser. */
export function DownloadDatasheetButton({ pump }: { pump: PumpDetail }) {
  const download = () => {
    const { is_demo: _isDemo, ...record } = pump;
    const blob = new Blob([pumpDatasheetCsv(record)], { type: 'text/csv;charset=utf-8' });
    downloadFile(blob, pumpDatasheetFileName(pump.id));
  };

  return <Button onClick={download}>Download datasheet (CSV)</Button>;
}
