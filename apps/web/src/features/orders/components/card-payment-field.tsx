import { Alert, Box, Group, Input, Loader, Text } from '@mantine/core';
import type { PaymentConfig } from '@specsource/contracts';
import { lazy, type Ref, Suspense, useId, useState } from 'react';
import { sendStripeReturn } from '../../../api/payments.ts';
import type { CardPayer } from '../lib/card-payer.ts';
import { SandboxCardFields } from './sandbox-card-fields.tsx';

// Stripe.js and its React bindings load only when the server runs Stripe, and only on the pages that take a card.
const StripeCardField = lazy(async () => ({
  default: (await import('./stripe-card-field.tsx')).StripeCardField,
}));

interface CardPaymentFieldProps {
  config: PaymentConfig;
  ref: Ref<CardPayer>;
  disabled?: boolean;
}

/**
 * The card entry of the provider the server runs (docs/spec/marketplace-spec.md §2 'Payment Method: a card entry
 * element of the card payment provider'): Stripe's card element, or the sandbox's own card fields in embedded mode.
 */
export function CardPaymentField({ config, ref, disabled }: CardPaymentFieldProps) {
  if (config.provider === 'sandbox') {
    return <SandboxCardFields ref={ref} testCards={config.test_cards} disabled={disabled} />;
  }
  if (config.publishable_key === null) {
    return (
      <Alert color="red" role="alert" title="Card payments are not available">
        The card provider is not set up on this server. Please contact us to complete your order.
      </Alert>
    );
  }
  return <StripeCard ref={ref} publishableKey={config.publishable_key} disabled={disabled} />;
}

/** The frame and the message around Stripe's card element; kept here so the Stripe chunk holds Stripe only. */
function StripeCard({
  ref,
  publishableKey,
  disabled,
}: {
  ref: Ref<CardPayer>;
  publishableKey: string;
  disabled?: boolean;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  return (
    <Input.Wrapper label="Card" error={problem} errorProps={{ id: errorId, role: 'alert' }}>
      <Box
        mt={4}
        p="sm"
        bd="1px solid var(--mantine-color-default-border)"
        style={{ borderRadius: 'var(--mantine-radius-default)' }}
        aria-describedby={problem === null ? undefined : errorId}
      >
        <Suspense
          fallback={
            <Group gap="xs" role="status">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                Loading the card form…
              </Text>
            </Group>
          }
        >
          <StripeCardField
            ref={ref}
            publishableKey={publishableKey}
            reportPaid={sendStripeReturn}
            onProblem={setProblem}
            disabled={disabled}
          />
        </Suspense>
      </Box>
    </Input.Wrapper>
  );
}
