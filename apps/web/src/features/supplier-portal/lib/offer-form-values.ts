import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_COUNT,
  ATTACHMENT_MESSAGES,
  type LeadTimeUnit,
  type Offer,
} from '@specsource/contracts';

/** The offer form's fields; numbers stay as typed ('' when empty) so the shared schema reports them. */
export interface OfferFormValues {
  title: string;
  cost: string;
  cost_unit: string;
  lead_time: number | string;
  unit: LeadTimeUnit;
  quantity: number | string;
  valid_until: string;
  notes: string;
}

export function emptyOfferValues(quantity: number): OfferFormValues {
  return {
    title: '',
    cost: '',
    cost_unit: 'each',
    lead_time: '',
    unit: 'weeks',
    quantity,
    valid_until: '',
    notes: '',
  };
}

/** An offer's current version, to edit it. */
export function offerValuesOf(offer: Offer): OfferFormValues {
  return {
    title: offer.title,
    cost: offer.cost,
    cost_unit: offer.cost_unit,
    lead_time: offer.lead_time,
    unit: offer.unit,
    quantity: offer.quantity,
    valid_until: offer.valid_until ?? '',
    notes: offer.notes,
  };
}

/** The accept list for the file picker: the allowed extensions. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.join(',');

/**
 * The same limits the server checks, so a wrong file is named before anything is sent; the server still
 * checks each file's content (a renamed file is refused there).
 */
export function attachmentProblem(files: readonly File[], alreadyAttached = 0): string | null {
  if (files.length + alreadyAttached > ATTACHMENT_MAX_COUNT) {
    return ATTACHMENT_MESSAGES.tooMany;
  }
  for (const file of files) {
    const dot = file.name.lastIndexOf('.');
    const extension = dot === -1 ? '' : file.name.slice(dot).toLowerCase();
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(extension)) {
      return `${file.name}: ${ATTACHMENT_MESSAGES.typeNotAllowed}`;
    }
    if (file.size === 0) {
      return `${file.name}: ${ATTACHMENT_MESSAGES.empty}`;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      return `${file.name}: ${ATTACHMENT_MESSAGES.tooLarge}`;
    }
  }
  return null;
}
