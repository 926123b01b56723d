import { Checkbox, Fieldset, Grid, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ORDER_REFERENCE_MAX_LENGTH, PO_NUMBER_MAX_LENGTH } from '@specsource/contracts';
import type { ReactNode } from 'react';
import type { OrderFormValues } from '../lib/order-form.ts';
import { AddressFieldset } from './address-fieldset.tsx';
import { OrderSummary, type OrderTotals } from './order-summary.tsx';

interface OrderFormLayoutProps<Values extends OrderFormValues> {
  form: UseFormReturnType<Values>;
  /** Locks the addresses and references: while saving, or once checkout has placed the order. */
  isLocked: boolean;
  isSameAsBilling: boolean;
  onSameAsBillingChange: (isSame: boolean) => void;
  /** Above the addresses: what the customer should know before filling them in. */
  notices?: ReactNode;
  totals: OrderTotals;
  /** Under the summary: the payment, and the buttons. */
  children: ReactNode;
}

/**
 * The body of checkout and of the order update screen (docs/spec/marketplace-spec.md §2 'Checkout', 'Order update
 * screen'): billing and shipping details and the customer's references on the left, the order summary and `children` on
 * the right (one column on a phone). The page owns the `<form>` and what submitting it does.
 */
export function OrderFormLayout<Values extends OrderFormValues>({
  form,
  isLocked,
  isSameAsBilling,
  onSameAsBillingChange,
  notices,
  totals,
  children,
}: OrderFormLayoutProps<Values>) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          {notices}
          <AddressFieldset legend="Billing Details" side="billing" form={form} disabled={isLocked} />
          <AddressFieldset
            legend="Shipping Details"
            side="shipping"
            form={form}
            disabled={isLocked}
            isCollapsed={isSameAsBilling}
          >
            <Checkbox
              label="Same as billing address"
              checked={isSameAsBilling}
              onChange={(event) => onSameAsBillingChange(event.currentTarget.checked)}
            />
          </AddressFieldset>
          <Fieldset legend="Your references" disabled={isLocked}>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label="PO number"
                description="Optional: your purchase order"
                maxLength={PO_NUMBER_MAX_LENGTH}
                key={form.key('po_number')}
                {...form.getInputProps('po_number')}
              />
              <TextInput
                label="Reference"
                description="Optional: a note for your records"
                maxLength={ORDER_REFERENCE_MAX_LENGTH}
                key={form.key('reference')}
                {...form.getInputProps('reference')}
              />
            </SimpleGrid>
          </Fieldset>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          <OrderSummary totals={totals} />
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
