import { type OrderDetail, PAYMENT_METHOD_LABELS } from '@specsource/contracts';
import { DownloadPdfButton } from '../../../components/download-pdf-button.tsx';
import { ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '../../../components/order-status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { buildConfirmationPdf, confirmationFileName } from '../lib/confirmation-pdf.ts';

/** 'Download confirmation (PDF)': the order as an invoice-style PDF made in the browser. */
export function DownloadConfirmationButton({ order }: { order: OrderDetail }) {
  return (
    <DownloadPdfButton
      what="confirmation"
      fileName={confirmationFileName(order.id)}
      build={() =>
        buildConfirmationPdf({
          order,
          statusLabel: ORDER_STATUS_LABELS[order.status].label,
          paymentStatusLabel: PAYMENT_STATUS_LABELS[order.payment_status].label,
          paymentMethodLabel: PAYMENT_METHOD_LABELS[order.payment_method] ?? order.payment_method,
          generatedAt: new Date(),
          termsUrl: new URL(paths.terms.getHref(), window.location.origin).href,
        })
      }
    />
  );
}
