import { type DispatcherResponse, MESSAGES, type PartStructure } from '@specsource/contracts';
import type { Duty } from '@specsource/pump-engine';
import { findPartDetails } from '../../domain/parts/part-details.repository.ts';
import type { PartTitleIndex } from '../../domain/parts/part-title-index.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { type SerializedJson, serializedObject, toJsonText } from '../../platform/http/serialized-json.ts';
import { type RateLimiter, spendOrRefuse } from '../../platform/security/rate-limit.ts';
import type { SessionUser } from '../../platform/sessions/session-manager.ts';
import { hasAttributeKeys, withCurrentKeys } from './answer-keys.ts';
import { wizardFieldErrors } from './duty-field-paths.ts';
import { dutyFromAnswer } from './duty-from-answer.ts';
import { findRequestForSearch, type NewSearchSession, type PartForSearch } from './pump-search.repository.ts';
import type { DutySearch } from './search-duty.ts';

export interface PumpSearchDeps {
  db: Database;
  now: () => Date;
  /** The parts in memory: the part a search names is looked up there, not in the database. */
  partTitles: Pick<PartTitleIndex, 'findByTitleOrSlug'>;
  /** Stores the search session (`prepareCreateSearchSession`) and resolves with its id. */
  recordSearch: (session: NewSearchSession) => Promise<string>;
  /** Analysis and catalogue match over the loaded catalogue (`searchDuty`, on a search worker when there is one). */
  searchDuty: (duty: Duty) => Promise<DutySearch>;
  rateLimiter: Pick<RateLimiter, 'take' | 'giveBack'>;
  /** SEARCHES_PER_USER_PER_HOUR: dispatcher calls one account may make in an hour. */
  searchesPerUserPerHour: number;
}

const HOUR_MS = 3_600_000;

export interface PumpSearchInput {
  part: string;
  orderId?: string | undefined;
  answer?: PartStructure | undefined;
  zipCode?: string | undefined;
  quantity?: number | undefined;
}

/** 400 with the field errors under the wizard's keys; the detail names the first field by its current title. */
function dutyFieldError(answer: PartStructure, fieldErrors: Record<string, string[]>): AppError {
  const [field = 'answer', messages = []] = Object.entries(fieldErrors)[0] ?? [];
  const attributeId = Number(/^answer\.(\d+)/.exec(field)?.[1]);
  const title = answer.partclassification_set
    .flatMap((card) => card.partclassificationattribute_set)
    .find((link) => link.attribute.id === attributeId)?.attribute.title;
  const name = title ?? (field === 'answer' ? null : field.replace('_', ' '));
  return new AppError(
    'VALIDATION',
    name === null ? (messages[0] ?? '') : `Check the field '${name}': ${messages[0] ?? ''}`,
    fieldErrors,
  );
}

function hasInstantResults(part: PartForSearch): boolean {
  return part.config?.features.instantResults === true;
}

/**
 * The dispatcher: reads the duty from the user's request (or the specification they sent), runs the
 * first-principles analysis and the catalogue match, and records the search session. The results are
 * written as JSON once: the same text is stored and sent.
 */
export async function runPumpSearch(
  deps: PumpSearchDeps,
  user: SessionUser,
  input: PumpSearchInput,
): Promise<SerializedJson<DispatcherResponse>> {
  // Every call counts, a refused one too: the limit is on the work a script can make the server do.
  const limit = deps.searchesPerUserPerHour;
  await spendOrRefuse(
    deps.rateLimiter,
    [{ key: `dispatcher:user:${user.id}`, limit, windowMs: HOUR_MS }],
    (waitMinutes) => MESSAGES.searchLimitReached(limit, waitMinutes),
  );
  let part: PartForSearch | null;
  let answer: PartStructure;
  let requestId: number | null = null;
  let zipCode = input.zipCode ?? null;
  let quantity = input.quantity ?? null;

  if (input.orderId !== undefined) {
    const request = await findRequestForSearch(deps.db, input.orderId);
    // Someone else's order id answers like an unknown one: ids are not a way to probe other requests. An
    // admin may search any request but a draft, which is its customer's alone.
    const isAdminsToRead = user.role === 'admin' && request?.status !== 'draft';
    if (!request || (request.customerId !== user.id && !isAdminsToRead)) {
      throw new AppError('NOT_FOUND', MESSAGES.requestNotFound);
    }
    ({ part, answer } = request);
    requestId = request.id;
    zipCode ??= request.zipCode;
    quantity ??= request.quantity;
  } else {
    part = await deps.partTitles.findByTitleOrSlug(input.part);
    if (!part) {
      throw new AppError('NOT_FOUND', MESSAGES.partNotFound);
    }
    answer = input.answer as PartStructure;
  }

  // docs/spec/pump-selection-spec.md §4, §6 — only part types with instant results are searched; the web shows
  // 'coming soon'.
  if (!hasInstantResults(part)) {
    throw new AppError('BAD_REQUEST', MESSAGES.noSubCode).because('no_sub_code');
  }
  if (!hasAttributeKeys(answer)) {
    const structure = await findPartDetails(deps.db, { id: part.id });
    answer = structure ? withCurrentKeys(answer, structure) : answer;
  }
  const read = dutyFromAnswer(answer, { zipCode, quantity });
  if (!read.ok) {
    throw dutyFieldError(answer, read.fieldErrors);
  }

  const search = await deps.searchDuty(read.duty);
  if (!search.ok) {
    throw dutyFieldError(answer, wizardFieldErrors(search.fieldErrors, read.attributeIds));
  }
  const { resultsJson } = search;
  const searchParams = { ...read.searchParams, part_type: part.partTypeName ?? 'pump' };
  const sessionId = await deps.recordSearch({
    userId: user.id,
    partId: part.id,
    requestId,
    params: searchParams,
    results: resultsJson,
    createdAt: deps.now(),
  });
  return serializedObject<DispatcherResponse>({
    results: resultsJson,
    search_session_id: toJsonText(sessionId),
    search_params: toJsonText(searchParams),
  });
}
