import type { AttributeType, PartStructure } from '@specsource/contracts';

type PartClassification = PartStructure['partclassification_set'][number];
type PartAttributeLink = PartClassification['partclassificationattribute_set'][number];

/** spec: marketplace §2 — an attribute is required unless it or its classification is optional. */
export function isAttributeRequired(classification: PartClassification, link: PartAttributeLink): boolean {
  return !classification.is_optional && !link.is_optional;
}

/** What kind of answer the attribute asks for, in words: 'Number', 'One of: Water, Oil'. */
export function describeAnswer(type: AttributeType, options: readonly string[]): string {
  const choices = options.join(', ');
  switch (type) {
    case 'text':
      return 'Text';
    case 'number':
      return 'Number';
    case 'checkbox':
      return options.length > 0 ? `Any of: ${choices}` : 'Yes or no';
    case 'radio':
    case 'select':
    case 'searchable_select':
      return `One of: ${choices}`;
    case 'editable_select':
      return options.length > 0 ? `Text, suggested: ${choices}` : 'Text';
  }
}
