import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../../../lib/download-file.ts';
import { buildDatasheetPdf, type DatasheetInput, datasheetFileName } from '../lib/datasheet-pdf.ts';

interface DownloadDatasheetButtonProps {
  /** Built when the button is pressed, so the PDF shows what is on screen then. */
  getInput: () => DatasheetInput;
  pumpId: string | null;
}

/** 'Download datasheet (PDF)': the analysis and the chosen match as a PDF made in the browser. */
export function DownloadDatasheetButton({ getInput, pumpId }: DownloadDatasheetButtonProps) {
  const [isBuilding, setIsBuilding] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const download = async () => {
    setIsBuilding(true);
    setHasFailed(false);
    try {
      downloadFile(await buildDatasheetPdf(getInput()), datasheetFileName(pumpId));
    } catch {
      // The PDF library is fetched on first use: a dropped connection is the likely cause.
      setHasFailed(true);
    } finally {
      setIsBuilding(false);
    }
  };

  return (
    <Stack gap="xs">
      <Button variant="default" loading={isBuilding} onClick={() => void download()}>
        Download datasheet (PDF)
      </Button>
      {hasFailed ? (
        <Alert color="red" role="alert">
          The datasheet could not be made. Check your connection and try again.
        </Alert>
      ) : null}
    </Stack>
  );
}
