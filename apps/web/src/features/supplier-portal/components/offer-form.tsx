import {
  Alert,
  Button,
  FileInput,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { type FormErrors, schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  ATTACHMENT_KINDS_TEXT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT,
  LEAD_TIME_UNITS,
  MESSAGES,
  type Offer,
  OfferBodySchema,
  SUPPLIER_PORTAL_MESSAGES,
} from '@specsource/contracts';
import { useState } from 'react';
import { type SaveOfferInput, useSaveOffer } from '../../../api/reviews.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { ATTACHMENT_ACCEPT, attachmentProblem, type OfferFormValues } from '../lib/offer-form-values.ts';

const FIELDS = ['title', 'cost', 'cost_unit', 'lead_time', 'unit', 'quantity', 'valid_until', 'notes'];

const LIMITS_TEXT = `${ATTACHMENT_KINDS_TEXT}; up to ${ATTACHMENT_MAX_COUNT} files per offer, ${ATTACHMENT_MAX_BYTES / (1024 * 1024)} MB each.`;

interface OfferFormProps {
  target: SaveOfferInput['target'];
  initialValues: OfferFormValues;
  submitLabel: string;
  /** Files the offer already has that are not deleted: they count against the limit. */
  attachedCount?: number;
  /** Shown above the fields, e.g. that each change is a new version. */
  note?: string;
  onSaved?: (offer: Offer) => void;
  onCancel?: () => void;
}

/** Server field errors under their fields; `attachments` under the file picker; anything else above the buttons. */
function splitServerErrors(error: unknown): {
  fields: FormErrors;
  attachments: string | null;
  other: string | null;
} {
  if (!isApiError(error)) {
    return { fields: {}, attachments: null, other: MESSAGES.internalError };
  }
  const fields: FormErrors = {};
  let attachments: string | null = null;
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const field = path.split('.')[0] ?? path;
    if (field === 'attachments') {
      attachments = messages.join(' ');
    } else if (FIELDS.includes(field)) {
      fields[field] = messages.join(' ');
    }
  }
  const isShown = Object.keys(fields).length > 0 || attachments !== null;
  return { fields, attachments, other: isShown ? null : error.detail };
}

/**
 * The offer (the spec's 'review'): title, cost, cost unit, lead time with its unit, quantity, valid until,
 * notes and files. Checked with the shared `OfferBodySchema`, so the messages are the server's.
 */
export function OfferForm({
  target,
  initialValues,
  submitLabel,
  attachedCount = 0,
  note,
  onSaved,
  onCancel,
}: OfferFormProps) {
  const saveOffer = useSaveOffer();
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<OfferFormValues>({
    initialValues,
    validate: schemaResolver(OfferBodySchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    const problem = attachmentProblem(files, attachedCount);
    setFilesError(problem);
    if (problem) {
      return;
    }
    saveOffer.mutate(
      { target, body: values, files },
      {
        onSuccess: (offer) => {
          notifications.show({
            color: 'green',
            message:
              'requestId' in target
                ? SUPPLIER_PORTAL_MESSAGES.offerCreated
                : SUPPLIER_PORTAL_MESSAGES.offerUpdated,
          });
          setFiles([]);
          if ('requestId' in target) {
            form.reset();
          }
          onSaved?.(offer);
        },
        onError: (error) => {
          const shown = splitServerErrors(error);
          form.setErrors(shown.fields);
          setFilesError(shown.attachments);
          setFormError(shown.other);
        },
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={submitLabel}>
      <Stack gap="sm">
        {note ? (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        ) : null}
        <TextInput
          label="Title"
          description="e.g. the model you offer"
          required
          {...form.getInputProps('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Cost"
            inputMode="decimal"
            placeholder="1234.50"
            required
            {...form.getInputProps('cost')}
          />
          <TextInput
            label="Cost unit"
            description="What the cost is per"
            required
            {...form.getInputProps('cost_unit')}
          />
          <NumberInput
            label="Lead time"
            min={0}
            allowDecimal={false}
            required
            {...form.getInputProps('lead_time')}
          />
          <Select
            label="Lead time unit"
            data={LEAD_TIME_UNITS.map((unit) => ({ value: unit, label: unit === 'days' ? 'Days' : 'Weeks' }))}
            allowDeselect={false}
            required
            {...form.getInputProps('unit')}
          />
          <NumberInput
            label="Quantity"
            min={1}
            allowDecimal={false}
            required
            {...form.getInputProps('quantity')}
          />
          <TextInput label="Valid until" type="date" required {...form.getInputProps('valid_until')} />
        </SimpleGrid>
        <Textarea label="Notes" rows={3} {...form.getInputProps('notes')} />
        <FileInput
          label="Attachments"
          description={LIMITS_TEXT}
          placeholder="Choose files"
          multiple
          clearable
          accept={ATTACHMENT_ACCEPT}
          value={files}
          onChange={(chosen) => {
            setFiles(chosen);
            setFilesError(attachmentProblem(chosen, attachedCount));
          }}
          error={filesError}
        />
        {formError ? (
          <Alert color="red" role="alert" title="The offer was not saved">
            {formError}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" loading={saveOffer.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
