import {
  answerFieldErrors,
  checkAnswer,
  type PartStructure,
  REQUEST_MESSAGES,
  type RequestFieldsSchema,
} from '@specsource/contracts';
import type { z } from 'zod';
import { fieldValidationError } from '../../domain/accounts/account-rules.ts';
import { findPartDetails } from '../../domain/parts/part-details.repository.ts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';

export type RequestFields = z.output<typeof RequestFieldsSchema>;

/**
 * The answer checked against the part's current structure; 400 naming every field that is
 * wrong. Returns the normalised answer to store (the structure's own titles and options, the sent values).
 */
export async function checkRequestFields(
  db: DatabaseOrTransaction,
  fields: RequestFields,
): Promise<PartStructure> {
  // The part's current structure carries each number attribute's bounds, as the wizard was given them.
  const structure = await findPartDetails(db, { id: fields.part });
  if (!structure) {
    throw new AppError('VALIDATION', REQUEST_MESSAGES.partNotFound, {
      part: [REQUEST_MESSAGES.partNotFound],
    });
  }
  const { problems, answer } = checkAnswer(structure, fields.answer);
  if (problems.length > 0 || !answer) {
    throw fieldValidationError(answerFieldErrors(problems));
  }
  return answer;
}
