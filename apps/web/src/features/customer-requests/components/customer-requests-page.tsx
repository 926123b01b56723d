import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { CustomerRequestDetails, type CustomerRequestDetailsProps } from './customer-request-details.tsx';
import { CustomerRequestsTable } from './customer-requests-table.tsx';

// docs/design.md '`?template=request-detaials`': the legacy misspelling is accepted too.
const DETAIL_TEMPLATES = ['request-details', 'request-detaials'];

/**
 * docs/spec/marketplace-spec.md §2 'Other routes' — /user/requests/, and one request with `?template=request-details`.
 */
export function CustomerRequestsPage({ renderResults }: Pick<CustomerRequestDetailsProps, 'renderResults'>) {
  const [searchParams] = useSearchParams();
  const template = searchParams.get('template');
  const orderId = searchParams.get('order_id')?.trim() ?? '';

  if (template !== null && DETAIL_TEMPLATES.includes(template) && orderId !== '') {
    // key: another request is another page, with fresh state.
    return <CustomerRequestDetails key={orderId} orderId={orderId} renderResults={renderResults} />;
  }
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>My requests</Title>
        <Text c="dimmed">Open a request to compare the offers selected for you and choose one.</Text>
      </Stack>
      <CustomerRequestsTable />
    </Stack>
  );
}
