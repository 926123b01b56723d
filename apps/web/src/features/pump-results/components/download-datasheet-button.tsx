import { DownloadPdfButton } from '../../../components/download-pdf-button.tsx';
import { buildDatasheetPdf, type DatasheetInput, datasheetFileName } from '../lib/datasheet-pdf.ts';

interface DownloadDatasheetButtonProps {
  /** Built when the button is pressed, so the PDF shows what is on screen then. */
  getInput: () => DatasheetInput;
  pumpId: string | null;
}

/** 'Download datasheet (PDF)': the analysis and the chosen match as a PDF made in the browser. */
export function DownloadDatasheetButton({ getInput, pumpId }: DownloadDatasheetButtonProps) {
  return (
    <DownloadPdfButton
      what="datasheet"
      fileName={datasheetFileName(pumpId)}
      build={() => buildDatasheetPdf(getInput())}
    />
  );
}
