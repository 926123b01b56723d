import { Button } from '@mantine/core';
import { MESSAGES, type OrderDetail } from '@specsource/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { PageLoading, PageMessage, RetryButton } from '../page-state.tsx';

interface LoadedOrderProps {
  query: UseQueryResult<OrderDetail>;
  /** Where 'Back to orders' leads when there is no such order. */
  listHref: string;
  children: (order: OrderDetail) => ReactNode;
}

/**
 * A supplier or admin order page while its order loads or fails, then `children` with the order. A malformed id
 * (400) reads as not found too: there is no order to retry, only the list to go back to.
 */
export function LoadedOrder({ query, listHref, children }: LoadedOrderProps) {
  const { data: order, error, isPending, refetch } = query;
  if (isPending) {
    return <PageLoading label="Loading the order…" />;
  }
  if (error) {
    const isMissing = isApiError(error, 'NOT_FOUND') || isApiError(error, 'VALIDATION');
    return (
      <PageMessage
        title={isMissing ? 'Order not found' : 'The order could not be loaded'}
        message={isApiError(error) ? error.detail : MESSAGES.internalError}
        action={
          isMissing ? (
            <Button component={Link} to={listHref}>
              Back to orders
            </Button>
          ) : (
            <RetryButton onRetry={() => void refetch()} />
          )
        }
      />
    );
  }
  return children(order);
}
