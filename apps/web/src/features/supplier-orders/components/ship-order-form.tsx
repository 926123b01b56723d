import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type SupplierOrderStatusBody,
  SupplierOrderStatusBodySchema,
  TRACKING_MAX_LENGTH,
} from '@specsource/contracts';
import { useEffect, useRef } from 'react';

interface ShipOrderFormProps {
  isPending: boolean;
  onSubmit: (body: SupplierOrderStatusBody, setFieldErrors: (errors: Record<string, string>) => void) => void;
  onCancel: () => void;
}

/** 'Mark shipped' needs the carrier and the tracking number, checked by the same schema as the server. */
export function ShipOrderForm({ isPending, onSubmit, onCancel }: ShipOrderFormProps) {
  const carrierRef = useRef<HTMLInputElement>(null);
  // The button that opened the form is gone: keyboard users continue in its first field.
  useEffect(() => carrierRef.current?.focus(), []);
  const form = useForm({
    initialValues: { status: 'shipped' as const, tracking_carrier: '', tracking_number: '' },
    validate: schemaResolver(SupplierOrderStatusBodySchema, { sync: true }),
  });

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(values, form.setErrors))}
      noValidate
      aria-label="Mark shipped"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="Carrier"
            placeholder="UPS, FedEx, freight forwarder…"
            required
            maxLength={TRACKING_MAX_LENGTH}
            ref={carrierRef}
            {...form.getInputProps('tracking_carrier')}
          />
          <TextInput
            label="Tracking number"
            required
            maxLength={TRACKING_MAX_LENGTH}
            {...form.getInputProps('tracking_number')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Back
          </Button>
          <Button type="submit" loading={isPending}>
            Mark shipped
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
