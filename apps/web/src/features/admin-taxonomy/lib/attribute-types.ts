import { type AttributeType, TYPES_NEEDING_OPTIONS } from '@specsource/contracts';

/** How each attribute type reads in the admin screens, in the contract's order. */
export const ATTRIBUTE_TYPE_LABELS: Record<AttributeType, string> = {
  text: 'Text',
  number: 'Number',
  checkbox: 'Checkbox',
  radio: 'Radio buttons',
  select: 'Select',
  searchable_select: 'Searchable select',
  editable_select: 'Editable select',
};

/** Radio, select and searchable select answer from their options, so they need at least one. */
export function needsOptions(type: AttributeType): boolean {
  return (TYPES_NEEDING_OPTIONS as readonly AttributeType[]).includes(type);
}

/** The types with options: those that need them, and editable select, whose options are suggestions. */
export function hasOptions(type: AttributeType): boolean {
  return needsOptions(type) || type === 'editable_select';
}

/** What the customer sees in the request wizard, per type. */
export const ATTRIBUTE_TYPE_HINTS: Record<AttributeType, string> = {
  text: 'A free text answer.',
  number: 'A number, optionally between a minimum and a maximum.',
  checkbox: 'A yes or no answer.',
  radio: 'One of the options, as radio buttons.',
  select: 'One of the options, from a dropdown.',
  searchable_select: 'One of the options, from a dropdown the customer can search.',
  editable_select: 'A dropdown of suggestions; the customer may also type another answer.',
};
