import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { downloadFile } from '../lib/download-file.ts';

interface DownloadPdfButtonProps {
  /** What the PDF is, in the button ('Download confirmation (PDF)') and its error ('The confirmation could not…'). */
  what: string;
  /** Makes the PDF in the browser when the button is pressed. */
  build: () => Promise<Blob>;
  fileName: string;
}

/** 'Download … (PDF)': a PDF made in the browser on demand, with a busy state and a message when it fails. */
export function DownloadPdfButton({ what, build, fileName }: DownloadPdfButtonProps) {
  const [isBuilding, setIsBuilding] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const download = async () => {
    setIsBuilding(true);
    setHasFailed(false);
    try {
      downloadFile(await build(), fileName);
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
        {`Download ${what} (PDF)`}
      </Button>
      {hasFailed ? (
        <Alert color="red" role="alert">
          {`The ${what} could not be made. Check your connection and try again.`}
        </Alert>
      ) : null}
    </Stack>
  );
}
