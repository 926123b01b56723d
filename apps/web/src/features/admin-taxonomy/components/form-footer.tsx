import { Alert, Button, Group } from '@mantine/core';

interface FormFooterProps {
  /** Why the last save was refused (null: it was not). */
  formError: string | null;
  isSubmitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** A taxonomy form's end: why the save was refused, if it was, then Cancel and the submit. */
export function FormFooter({ formError, isSubmitting, submitLabel, onCancel }: FormFooterProps) {
  return (
    <>
      {formError ? (
        <Alert color="red" role="alert" title="Not saved">
          {formError}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
