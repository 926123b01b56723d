import {
  answerFieldErrors,
  checkAnswer,
  type PartStructure,
  REQUEST_MESSAGES,
  type RequestFieldsSchema,
  type SpecificationStructure,
} from '@specsource/contracts';
import type { z } from 'zod';
import { fieldValidationError } from '../../accounts/account-rules.ts';
import type { DatabaseOrTransaction } from '../../db/database.ts';
import { AppError } from '../../errors/app-error.ts';
import { findPartDetails } from '../../parts/part-details.repository.ts';
import { findAttributeBounds } from './requests.repository.ts';

export type RequestFields = z.output<typeof RequestFieldsSchema>;

/** The part's current structure with each number attribute's bounds, as the answer is checked against. */
async function findSpecificationStructure(
  db: DatabaseOrTransaction,
  partId: number,
): Promise<SpecificationStructure | null> {
  const part = await findPartDetails(db, { id: partId });
  if (!part) {
    return null;
  }
  const attributeIds = part.partclassification_set.flatMap((card) =>
    card.partclassificationattribute_set.map((link) => link.attribute.id),
  );
  const bounds = await findAttributeBounds(db, attributeIds);
  return {
    ...part,
    partclassification_set: part.partclassification_set.map((card) => ({
      ...card,
      partclassificationattribute_set: card.partclassificationattribute_set.map((link) => ({
        ...link,
        attribute: {
          ...link.attribute,
          min_value: bounds.get(link.attribute.id)?.min ?? null,
          max_value: bounds.get(link.attribute.id)?.max ?? null,
        },
      })),
    })),
  };
}

/**
 * Issue 7 item 1: the answer checked against the part's current structure; 400 naming every field that is
 * wrong. Returns the normalised answer to store (the structure's own titles and options, the sent values).
 */
export async function checkRequestFields(
  db: DatabaseOrTransaction,
  fields: RequestFields,
): Promise<PartStructure> {
  const structure = await findSpecificationStructure(db, fields.part);
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
