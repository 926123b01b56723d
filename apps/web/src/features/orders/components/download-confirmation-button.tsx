import { Alert, Button, Stack } from '@mantine/core';
import { type OrderDetail, PAYMENT_METHOD_LABELS } from '@specsource/contracts';
import { useState } from 'react';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/order-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { downloadFile } from '../../../lib/download-file.ts';
import { buildConfirmationPdf, confirmationFileName } from '../lib/confirmation-pdf.ts';

/** 'Download confirmation (PDF)': the order as an invoice-style PDF made in the browser (issue 10 item 6). */
export function DownloadConfirmationButton({ order }: { order: OrderDetail }) {
  const [isBuilding, setIsBuilding] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const download = async () => {
    setIsBuilding(true);
    setHasFailed(false);
    try {
      const pdf = await buildConfirmationPdf({
        order,
        statusLabel: ORDER_STATUS_LABELS[order.status].label,
        paymentStatusLabel: PAYMENT_STATUS_LABELS[order.payment_status].label,
        paymentMethodLabel: PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method,
        generatedAt: new Date(),
        termsUrl: new URL(paths.terms.getHref(), window.location.origin).href,
      });
      downloadFile(pdf, confirmationFileName(order.id));
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
        Download confirmation (PDF)
      </Button>
      {hasFailed ? (
        <Alert color="red" role="alert">
          The confirmation could not be made. Check your connection and try again.
        </Alert>
      ) : null}
    </Stack>
  );
}
