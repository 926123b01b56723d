import type { FormErrors } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MESSAGES, PART_ADMIN_MESSAGES, type PartSummary } from '@specsource/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreatePart, useFindPartsWithTitle, useUpdatePart } from '../../../api/part-admin.ts';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { partFormErrorsOf } from '../lib/part-field-errors.ts';
import { type PartFormValues, partBodyOf } from '../lib/part-form-values.ts';

/** What the similar-title modal compares: the part as typed, and the other parts with its title. */
export interface SimilarTitleCheck {
  values: PartFormValues;
  parts: PartSummary[];
}

interface UsePartSaveOptions {
  /** The part being edited; null when adding. */
  partId: number | null;
  /** Server field errors, keyed by form path. */
  onFieldErrors: (errors: FormErrors) => void;
}

/**
 * Save with the similar-title check (docs/spec/marketplace-spec.md §2): parts with exactly the same title open the
 * modal first, and its 'Save changes' sends `allow_duplicate_title`. Success toasts (docs/spec/marketplace-spec.md §8)
 * and goes back to the part list, as the supplier assignment screen does after its save.
 */
export function usePartSave({ partId, onFieldErrors }: UsePartSaveOptions) {
  const navigate = useNavigate();
  const findPartsWithTitle = useFindPartsWithTitle();
  const createPart = useCreatePart();
  const updatePart = useUpdatePart();
  const [isChecking, setIsChecking] = useState(false);
  const [similar, setSimilar] = useState<SimilarTitleCheck | null>(null);
  const [formErrors, setFormErrors] = useState<string[]>([]);

  const onSaved = () => {
    notifications.show({
      color: 'green',
      message: partId === null ? PART_ADMIN_MESSAGES.created : PART_ADMIN_MESSAGES.updated,
    });
    void navigate(paths.adminParts.getHref());
  };

  const onError = (error: Error) => {
    if (!isApiError(error)) {
      setFormErrors([MESSAGES.internalError]);
      return;
    }
    const { fieldErrors, otherErrors } = partFormErrorsOf(error.fieldErrors);
    onFieldErrors(fieldErrors);
    const hasFieldErrors = Object.keys(fieldErrors).length > 0;
    setFormErrors(otherErrors.length > 0 || !hasFieldErrors ? [error.detail, ...otherErrors] : []);
  };

  const send = (values: PartFormValues, allowDuplicateTitle: boolean) => {
    const body = partBodyOf(values, { allowDuplicateTitle });
    if (partId === null) {
      createPart.mutate(body, { onSuccess: onSaved, onError });
    } else {
      updatePart.mutate({ id: partId, body }, { onSuccess: onSaved, onError });
    }
  };

  /** Called with values that passed the form's own validation. */
  const submit = async (values: PartFormValues) => {
    setFormErrors([]);
    setIsChecking(true);
    let others: PartSummary[] = [];
    try {
      others = (await findPartsWithTitle(values.title.trim())).filter((part) => part.id !== partId);
    } catch {
      // The server refuses a duplicate title itself (409 on `title`), so the save can go ahead.
    } finally {
      setIsChecking(false);
    }
    if (others.length > 0) {
      setSimilar({ values, parts: others });
      return;
    }
    send(values, false);
  };

  return {
    submit,
    isSaving: isChecking || createPart.isPending || updatePart.isPending,
    /** Errors with no field to show under: the answer's detail, or messages for unknown fields. */
    formErrors,
    similar,
    closeSimilar: () => setSimilar(null),
    confirmSimilar: () => {
      if (similar !== null) {
        setSimilar(null);
        send(similar.values, true);
      }
    },
    clearFormErrors: () => setFormErrors([]),
  };
}
