import type { DatabaseOrTransaction } from '../db/database.ts';
import { AppError } from '../errors/app-error.ts';
import { findPartDetails } from './part-details.repository.ts';
import { searchedPartProblems } from './searched-part-problems.ts';
import {
  findSearchedPartsUsingAttributes,
  isSearchedPartType,
  type PartRef,
} from './searched-parts.repository.ts';

/** 400 with `fieldErrors`, its first message as the detail an admin reads. */
export function dutyMappingError(fieldErrors: Record<string, string[]>): AppError {
  const [first] = Object.values(fieldErrors);
  return new AppError('VALIDATION', first?.[0] ?? 'The pump search could not read this part.', fieldErrors);
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
  const fieldErrors: Record<string, string[]> = {};
  for (const problem of searchedPartProblems(part)) {
    fieldErrors[problem.path] = [...(fieldErrors[problem.path] ?? []), problem.message];
  }
  if (Object.keys(fieldErrors).length > 0) {
    throw dutyMappingError(fieldErrors);
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
    throw dutyMappingError({ [field]: broken });
  }
}
