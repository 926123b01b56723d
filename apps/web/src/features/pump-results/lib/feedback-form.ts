import { FEEDBACK_TEXT_MAX_LENGTH, type FeedbackBody, MESSAGES } from '@specsource/contracts';
import { z } from 'zod';

export interface FeedbackValues {
  analysisLiked: string;
  analysisDisliked: string;
  matchesLiked: string;
  matchesDisliked: string;
  /** 1–10, or null when not rated. */
  rating: number | null;
  email: string;
}

export const EMPTY_FEEDBACK: FeedbackValues = {
  analysisLiked: '',
  analysisDisliked: '',
  matchesLiked: '',
  matchesDisliked: '',
  rating: null,
  email: '',
};

// docs/spec/pump-selection-spec.md §8 — the modal's messages.
export const FEEDBACK_MESSAGES = {
  empty: MESSAGES.feedbackEmpty,
  thanks: MESSAGES.feedbackThanks,
  errorPrefix: 'Error submitting feedback: ',
  failed: 'Failed to submit feedback',
  emailInvalid: 'Enter a valid e-mail address, or leave it empty',
  tooLong: `Use at most ${FEEDBACK_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters`,
} as const;

// docs/spec/pump-selection-spec.md §9 — the feedback modal closes 2000 ms after success.
export const FEEDBACK_CLOSE_DELAY_MS = 2000;

const EmailSchema = z.email();

export type FeedbackErrors = Partial<Record<keyof FeedbackValues | 'form', string>>;

/**
 * The form's problems: too-long texts, a bad e-mail, or nothing given at all (docs/spec/pump-selection-spec.md §5).
 * Empty when it can be sent.
 */
export function validateFeedback(values: FeedbackValues): FeedbackErrors {
  const errors: FeedbackErrors = {};
  const texts = ['analysisLiked', 'analysisDisliked', 'matchesLiked', 'matchesDisliked'] as const;
  for (const key of texts) {
    if (values[key].trim().length > FEEDBACK_TEXT_MAX_LENGTH) {
      errors[key] = FEEDBACK_MESSAGES.tooLong;
    }
  }
  const email = values.email.trim();
  if (email !== '' && !EmailSchema.safeParse(email).success) {
    errors.email = FEEDBACK_MESSAGES.emailInvalid;
  }
  // The e-mail alone is not feedback: the server's rule is the same (a text or a rating).
  if (texts.every((key) => values[key].trim() === '') && values.rating === null) {
    errors.form = FEEDBACK_MESSAGES.empty;
  }
  return errors;
}

/** docs/spec/pump-selection-spec.md §7 — the POST /api/feedback/submit/ body; follow_up_requested is always false. */
export function feedbackBody(searchSessionId: string, values: FeedbackValues): FeedbackBody {
  return {
    search_session_id: searchSessionId,
    fp_analysis_liked: values.analysisLiked.trim(),
    fp_analysis_disliked: values.analysisDisliked.trim(),
    pump_matches_liked: values.matchesLiked.trim(),
    pump_matches_disliked: values.matchesDisliked.trim(),
    ...(values.rating === null ? {} : { nps_score: values.rating }),
    user_email: values.email.trim(),
    follow_up_requested: false,
  };
}
