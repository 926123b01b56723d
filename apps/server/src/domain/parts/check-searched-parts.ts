import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { findPartDetails } from './part-details.repository.ts';
import { searchedPartProblems } from './searched-part-problems.ts';
import {
  findSearchedPartsUsingAttributes,
  isSearchedPartType,
  type PartRef,
} from './searched-parts.repository.ts';

/** 400 with each message under its field (in order), the first message as the detail an admin reads. */
export function dutyMappingError(problems: readonly (readonly [field: string, message: string])[]): AppError {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of problems) {
    fieldErrors[field] = [...(fieldErrors[field] ?? []), message];
  }
  return new AppError(
    'VALIDATION',
    problems[0]?.[1] ?? 'The pump search could not read this part.',
    fieldErrors,
  );
}

/**
 * A part as just saved (inside the saving transaction): refused with the part form's paths when its type is
 * searched and the pump search could not read its duty.
 */
export async function checkSavedPart(tx: DatabaseOrTransaction, partId: number): Promise<void> {
  const part = await findPartDetails(tx, { id: partId });
  if (!part || !(await isSearchedPartType(tx, part.part_type_id))) {
    return;
  }
  const problems = searchedPartProblems(part);
  if (problems.length > 0) {
    throw dutyMappingError(problems.map((problem) => [problem.path, problem.message]));
  }
}

/**
 * The searched parts among `candidates` (as they are now, inside the changing transaction) whose duty the pump
 * search could not read, each with its first problem: 'The part 'Pump': …'.
 */
export async function searchedPartsBroken(
  tx: DatabaseOrTransaction,
  candidates: PartRef[],
): Promise<string[]> {
  const messages: string[] = [];
  for (const candidate of candidates) {
    const part = await findPartDetails(tx, { id: candidate.id });
    const [problem] = part ? searchedPartProblems(part) : [];
    if (problem) {
      messages.push(`The pump search of the part '${candidate.title}' would break: ${problem.message}`);
    }
  }
  return messages;
}

/** After a change to these attributes: refused under `field` when a searched part using them would break. */
export async function checkPartsUsingAttributes(
  tx: DatabaseOrTransaction,
  attributeIds: number[],
  field: string,
): Promise<void> {
  const broken = await searchedPartsBroken(tx, await findSearchedPartsUsingAttributes(tx, attributeIds));
  if (broken.length > 0) {
    throw dutyMappingError(broken.map((message) => [field, message]));
  }
}
