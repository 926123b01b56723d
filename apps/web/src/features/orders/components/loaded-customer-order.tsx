import { Button } from '@mantine/core';
import { MESSAGES, type OrderDetail } from '@specsource/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrderInfo } from '../../../api/orders.ts';
import { PageLoading, PageMessage, RetryButton } from '../../../components/page-state.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';

export function BackToOrdersButton() {
  return (
    <Button component={Link} to={paths.userOrders.getHref()}>
      Back to your orders
    </Button>
  );
}

interface LoadedCustomerOrderProps {
  orderId: number;
  children: (order: OrderDetail) => ReactNode;
}

/**
 * A customer's order page (details, update) while its order loads or fails, then `children` with the order. The
 * server answers 404 for another customer's order too, so 'not found' is all the page ever says about it.
 */
export function LoadedCustomerOrder({ orderId, children }: LoadedCustomerOrderProps) {
  const { data, error, isPending, refetch } = useOrderInfo(orderId);

  if (isPending) {
    return <PageLoading label="Loading your order…" />;
  }
  if (error) {
    if (isApiError(error, 'NOT_FOUND')) {
      return <PageMessage title="Order not found" message={error.detail} action={<BackToOrdersButton />} />;
    }
    return (
      <PageMessage
        title="Your order could not be loaded"
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={<RetryButton onRetry={() => void refetch()} />}
      />
    );
  }
  return children(data);
}
