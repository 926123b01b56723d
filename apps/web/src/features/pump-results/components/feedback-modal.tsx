import { Alert, Button, Chip, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useSubmitFeedback } from '../../../api/feedback.ts';
import { isApiError } from '../../../lib/api-error.ts';
import {
  EMPTY_FEEDBACK,
  FEEDBACK_CLOSE_DELAY_MS,
  FEEDBACK_MESSAGES,
  type FeedbackErrors,
  type FeedbackValues,
  feedbackBody,
  validateFeedback,
} from '../lib/feedback-form.ts';

interface FeedbackModalProps {
  searchSessionId: string;
  opened: boolean;
  onClose: () => void;
}

const RATINGS = Array.from({ length: 10 }, (_, i) => String(i + 1));

/**
 * The feedback form (docs/spec/pump-selection-spec.md §3 'Feedback', §8 messages): likes and dislikes, a 1–10 rating,
 * an optional e-mail.
 */
export function FeedbackModal({ searchSessionId, opened, onClose }: FeedbackModalProps) {
  const [values, setValues] = useState<FeedbackValues>(EMPTY_FEEDBACK);
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [isSent, setIsSent] = useState(false);
  const submit = useSubmitFeedback();

  // docs/spec/pump-selection-spec.md §4 — the modal closes 2 s after success; the next opening starts a fresh form.
  useEffect(() => {
    if (!isSent) {
      return;
    }
    const timer = setTimeout(() => {
      onClose();
      setIsSent(false);
      setValues(EMPTY_FEEDBACK);
      submit.reset();
    }, FEEDBACK_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [isSent, onClose, submit.reset]);

  const set =
    <K extends keyof FeedbackValues>(key: K) =>
    (value: FeedbackValues[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined, form: undefined }));
    };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(values);
    setErrors(found);
    if (Object.values(found).some((message) => message !== undefined)) {
      return;
    }
    submit.mutate(feedbackBody(searchSessionId, values), { onSuccess: () => setIsSent(true) });
  };

  // docs/spec/pump-selection-spec.md §8 — the server's error when it answered; 'Failed to submit feedback' when it
  // could not be reached.
  const failure = submit.error
    ? `${FEEDBACK_MESSAGES.errorPrefix}${isApiError(submit.error) && submit.error.status !== 0 ? submit.error.detail : FEEDBACK_MESSAGES.failed}`
    : null;

  return (
    <Modal opened={opened} onClose={onClose} title="Feedback on this search" size="lg">
      {isSent ? (
        <Alert color="green" role="status">
          {FEEDBACK_MESSAGES.thanks}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              Every field is optional, but tell us at least one thing.
            </Text>
            <Textarea
              label="What did you like about the first principles analysis?"
              rows={3}
              value={values.analysisLiked}
              error={errors.analysisLiked}
              onChange={(event) => set('analysisLiked')(event.currentTarget.value)}
            />
            <Textarea
              label="What did you dislike about the first principles analysis?"
              rows={3}
              value={values.analysisDisliked}
              error={errors.analysisDisliked}
              onChange={(event) => set('analysisDisliked')(event.currentTarget.value)}
            />
            <Textarea
              label="What did you like about the pump matches?"
              rows={3}
              value={values.matchesLiked}
              error={errors.matchesLiked}
              onChange={(event) => set('matchesLiked')(event.currentTarget.value)}
            />
            <Textarea
              label="What did you dislike about the pump matches?"
              rows={3}
              value={values.matchesDisliked}
              error={errors.matchesDisliked}
              onChange={(event) => set('matchesDisliked')(event.currentTarget.value)}
            />
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <Text component="legend" size="sm" fw={500} mb={6}>
                Overall rating, from 1 (poor) to 10 (excellent)
              </Text>
              <Group gap={6}>
                <Chip.Group
                  multiple={false}
                  value={values.rating === null ? null : String(values.rating)}
                  onChange={(value) => set('rating')(value === null ? null : Number(value))}
                >
                  {RATINGS.map((rating) => (
                    <Chip key={rating} value={rating} size="sm" type="radio" name="feedback-rating">
                      {rating}
                    </Chip>
                  ))}
                </Chip.Group>
                {values.rating === null ? null : (
                  <Button variant="subtle" size="compact-sm" onClick={() => set('rating')(null)}>
                    Clear rating
                  </Button>
                )}
              </Group>
            </fieldset>
            <TextInput
              label="E-mail (optional)"
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => set('email')(event.currentTarget.value)}
            />
            {errors.form === undefined ? null : (
              <Alert color="red" role="alert">
                {errors.form}
              </Alert>
            )}
            {failure === null ? null : (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" disabled={submit.isPending}>
                {submit.isPending ? 'Submitting...' : 'Submit feedback'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
