import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MESSAGES,
  buildSpecificationSchema,
  ContactInfoSchema,
  LoginBodySchema,
  type PartStructure,
  REQUEST_COMMENT_MAX_LENGTH,
  REQUEST_MESSAGES,
  type RequestDetail,
  RequestFieldsSchema,
} from '@specsource/contracts';
import { z } from 'zod';

/** One attribute's answer as the form holds it: text as typed (a checkbox: ticked or not) and its unit. */
export interface AttributeAnswer {
  value: string | boolean;
  unit: string | null;
}

export type ContactMode = 'login' | 'register';

export interface ContactValues {
  mode: ContactMode;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  companyName: string;
  password: string;
  confirmPassword: string;
}

/** Everything the wizard's steps hold, by step. The attachment is a File and lives outside (not storable). */
export interface WizardData {
  specification: Record<string, AttributeAnswer>;
  comment: string;
  contact: ContactValues;
  submit: { quantity: string; zip_code: string };
}

/** Field → message; specification keys are `<attributeId>` and `<attributeId>.unit`. */
export type FieldErrors = Record<string, string>;

type Link = PartStructure['partclassification_set'][number]['partclassificationattribute_set'][number];

function linksOf(part: PartStructure): Link[] {
  return part.partclassification_set.flatMap((card) => card.partclassificationattribute_set);
}

function emptyAnswer(link: Link): AttributeAnswer {
  // docs/spec/pump-selection-spec.md §2 — the unit selector defaults to the first unit.
  return {
    value: link.attribute.type === 'checkbox' ? false : '',
    unit: link.attribute.unit[0]?.title ?? null,
  };
}

export function emptyContact(): ContactValues {
  return {
    mode: 'register',
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    companyName: '',
    password: '',
    confirmPassword: '',
  };
}

export function emptyWizardData(part: PartStructure): WizardData {
  return {
    specification: Object.fromEntries(
      linksOf(part).map((link) => [String(link.attribute.id), emptyAnswer(link)]),
    ),
    comment: '',
    contact: emptyContact(),
    submit: { quantity: '1', zip_code: '' },
  };
}

const StoredSchema = z.object({
  specification: z
    .record(z.string(), z.object({ value: z.union([z.string(), z.boolean()]), unit: z.string().nullable() }))
    .catch({}),
  comment: z.string().catch(''),
  contact: z
    .object({
      mode: z.enum(['login', 'register']).catch('register'),
      first_name: z.string().catch(''),
      last_name: z.string().catch(''),
      email: z.string().catch(''),
      phone: z.string().catch(''),
      companyName: z.string().catch(''),
    })
    .partial()
    .catch({}),
  submit: z
    .object({ quantity: z.string().catch('1'), zip_code: z.string().catch('') })
    .partial()
    .catch({}),
});

/**
 * The stored data laid over an empty form for `part`: attributes the part no longer has are dropped, new
 * ones start empty. Null when nothing usable is stored.
 */
export function restoreWizardData(part: PartStructure, stored: unknown): WizardData | null {
  const parsed = StoredSchema.safeParse(stored);
  if (stored === null || !parsed.success) {
    return null;
  }
  const empty = emptyWizardData(part);
  const specification = { ...empty.specification };
  for (const link of linksOf(part)) {
    const key = String(link.attribute.id);
    const saved = parsed.data.specification[key];
    const isCheckbox = link.attribute.type === 'checkbox';
    if (saved && (typeof saved.value === 'boolean') === isCheckbox) {
      specification[key] = saved;
    }
  }
  return {
    specification,
    comment: parsed.data.comment,
    contact: { ...empty.contact, ...parsed.data.contact },
    submit: { ...empty.submit, ...parsed.data.submit },
  };
}

/** The form of a request being edited: its stored answer, comment, quantity and zip code. */
export function wizardDataOfRequest(part: PartStructure, request: RequestDetail): WizardData {
  const empty = emptyWizardData(part);
  const specification = { ...empty.specification };
  for (const link of linksOf(request.answer)) {
    const key = String(link.attribute.id);
    const current = specification[key];
    if (current === undefined) {
      continue;
    }
    const { value, unit_value: unit } = link.attribute;
    specification[key] = {
      value:
        typeof current.value === 'boolean'
          ? value === true
          : value === null || value === undefined
            ? ''
            : String(value),
      unit: unit ?? current.unit,
    };
  }
  return {
    ...empty,
    specification,
    comment: request.comment,
    submit: { quantity: String(request.quantity), zip_code: request.zip_code ?? '' },
  };
}

/**
 * The part structure with the form's values filled in (docs/design.md 'Wire shapes': a request's answer); what
 * the specification rules read and the assistant gets as context.
 */
export function answerOf(part: PartStructure, specification: WizardData['specification']): PartStructure {
  return {
    ...part,
    partclassification_set: part.partclassification_set.map((card) => ({
      ...card,
      partclassificationattribute_set: card.partclassificationattribute_set.map((link) => {
        const answer = specification[String(link.attribute.id)];
        const value = answer?.value;
        const isEmpty = value === undefined || (typeof value === 'string' && value.trim() === '');
        return {
          ...link,
          attribute: {
            ...link.attribute,
            value: isEmpty ? null : value,
            // A unit belongs with a value only.
            unit_value: isEmpty || link.attribute.unit.length === 0 ? null : (answer?.unit ?? null),
          },
        };
      }),
    })),
  };
}

function errorsOf(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** The specification's problems by the shared contract (the server checks the very same rules). */
export function specificationErrors(
  part: PartStructure,
  specification: WizardData['specification'],
): FieldErrors {
  const result = buildSpecificationSchema(part).safeParse(answerOf(part, specification));
  return result.success ? {} : errorsOf(result.error.issues);
}

/** The normalised answer to send (numbers as numbers, trimmed text); throws if the specification is invalid. */
export function parsedAnswerOf(
  part: PartStructure,
  specification: WizardData['specification'],
): PartStructure {
  return buildSpecificationSchema(part).parse(answerOf(part, specification));
}

const ACCEPTED_EXTENSIONS: readonly string[] = ATTACHMENT_EXTENSIONS;

/** Why a file cannot be attached, or null when it can (the server checks its content again). */
export function attachmentProblem(file: File): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
  if (!ACCEPTED_EXTENSIONS.includes(extension)) {
    return ATTACHMENT_MESSAGES.typeNotAllowed;
  }
  if (file.size === 0) {
    return ATTACHMENT_MESSAGES.empty;
  }
  if (file.size > ATTACHMENT_MAX_BYTES) {
    return ATTACHMENT_MESSAGES.tooLarge;
  }
  return null;
}

export function commentErrors(comment: string, file: File | null): FieldErrors {
  const errors: FieldErrors = {};
  if (comment.trim().length > REQUEST_COMMENT_MAX_LENGTH) {
    errors.comment = REQUEST_MESSAGES.commentTooLong;
  }
  const fileProblem = file === null ? null : attachmentProblem(file);
  if (fileProblem !== null) {
    errors.file_comment = fileProblem;
  }
  return errors;
}

/**
 * Login: e-mail and password; Register: the contract's contact rules (docs/spec/marketplace-spec.md §5 'Contact step').
 */
export function contactErrors(contact: ContactValues): FieldErrors {
  const result =
    contact.mode === 'login'
      ? LoginBodySchema.safeParse({ email: contact.email, password: contact.password })
      : ContactInfoSchema.safeParse({ ...contactInfoOf(contact) });
  return result.success ? {} : errorsOf(result.error.issues);
}

/** The contact_info a visitor's request carries (register mode). */
export function contactInfoOf(contact: ContactValues) {
  const { mode: _mode, ...fields } = contact;
  return { ...fields, existUser: false };
}

const SubmitSchema = RequestFieldsSchema.pick({ quantity: true, zip_code: true });

/** docs/spec/pump-selection-spec.md §5 — quantity digits ≥ 1, zip code 5 digits. */
export function submitErrors(submit: WizardData['submit']): FieldErrors {
  const result = SubmitSchema.safeParse(submit);
  return result.success ? {} : errorsOf(result.error.issues);
}
