import type { PartStructure } from '@specsource/contracts';
import type { FieldErrors, WizardData } from './wizard-data.ts';
import type { WizardStep } from './wizard-steps.ts';

/** The server's 400 `field_errors` on the wizard's fields: the client key's message and its step. */
export interface ServerFieldErrors {
  /** Client field key (as the steps use it) → the server's first message for it. */
  errors: FieldErrors;
  /** The step holding each key in `errors`. */
  stepOf: Record<string, WizardStep>;
  /** Messages for keys no field on this wizard shows (`part`, `answer.classification.<id>`, …): toasted. */
  unmapped: string[];
}

type ContactField = Exclude<keyof WizardData['contact'], 'mode'>;

const CONTACT_FIELDS: readonly ContactField[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'companyName',
  'password',
  'confirmPassword',
];

const STEP_FIELDS: Readonly<Record<string, WizardStep>> = {
  comment: 'Comment',
  file_comment: 'Comment',
  quantity: 'Submit',
  zip_code: 'Submit',
};

/** The attribute ids the wizard's Specification step shows fields for. */
export function attributeIdsOf(part: PartStructure): ReadonlySet<string> {
  return new Set(
    part.partclassification_set.flatMap((card) =>
      card.partclassificationattribute_set.map((link) => String(link.attribute.id)),
    ),
  );
}

type MappingContext = { steps: readonly WizardStep[]; attributeIds: ReadonlySet<string> };

/**
 * Where the server's key shows on this wizard, or null. Keys follow the request contract: `answer.<attributeId>`
 * and `answer.<attributeId>.unit` (specification.ts `answerFieldErrors`), `comment`, `file_comment`, `quantity`,
 * `zip_code`, and `contact_info.<field>` with the wizard's field names (the server's create-request); the
 * search's refusals of the duty come under `answer.<attributeId>` too.
 */
function placeOf(key: string, context: MappingContext): { field: string; step: WizardStep } | null {
  const { steps, attributeIds } = context;
  const answer = /^answer\.(\d+)(\.unit)?$/.exec(key);
  if (answer) {
    const [, id = '', unit = ''] = answer;
    return attributeIds.has(id) ? { field: `${id}${unit}`, step: 'Specification' } : null;
  }
  const contact = /^contact_info\.(\w+)$/.exec(key)?.[1];
  if (contact !== undefined) {
    const isField = (CONTACT_FIELDS as readonly string[]).includes(contact);
    // A signed-in user has no Contact Info step: such a message can only be toasted.
    return isField && steps.includes('Contact Info') ? { field: contact, step: 'Contact Info' } : null;
  }
  const step = STEP_FIELDS[key];
  return step !== undefined && steps.includes(step) ? { field: key, step } : null;
}

/** The server's field errors split into those shown under a field of `steps` and the rest. */
export function mapServerFieldErrors(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
  context: MappingContext,
): ServerFieldErrors {
  const mapped: ServerFieldErrors = { errors: {}, stepOf: {}, unmapped: [] };
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const [message] = messages;
    if (message === undefined) {
      continue;
    }
    const place = placeOf(key, context);
    if (place === null) {
      if (!mapped.unmapped.includes(message)) {
        mapped.unmapped.push(message);
      }
      continue;
    }
    mapped.errors[place.field] ??= message;
    mapped.stepOf[place.field] = place.step;
  }
  return mapped;
}

/** The earliest step (in the wizard's order) holding one of the errors, or null. */
export function firstStepWithErrors(
  mapped: Pick<ServerFieldErrors, 'stepOf'>,
  steps: readonly WizardStep[],
): WizardStep | null {
  const held = new Set(Object.values(mapped.stepOf));
  return steps.find((step) => held.has(step)) ?? null;
}

/** The field keys whose value differs between two versions of the form (their server messages are stale). */
export function changedFields(before: WizardData, after: WizardData): string[] {
  const changed: string[] = [];
  for (const [id, answer] of Object.entries(after.specification)) {
    const old = before.specification[id];
    const isValueChanged = old?.value !== answer.value;
    if (isValueChanged) {
      changed.push(id);
    }
    if (isValueChanged || old?.unit !== answer.unit) {
      changed.push(`${id}.unit`);
    }
  }
  if (before.comment !== after.comment) {
    changed.push('comment');
  }
  for (const field of ['quantity', 'zip_code'] as const) {
    if (before.submit[field] !== after.submit[field]) {
      changed.push(field);
    }
  }
  for (const field of CONTACT_FIELDS) {
    if (before.contact[field] !== after.contact[field]) {
      changed.push(field);
    }
  }
  return changed;
}
