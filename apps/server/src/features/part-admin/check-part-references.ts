import { PART_ADMIN_MESSAGES, type PartBodyParsed } from '@specsource/contracts';
import type { DatabaseOrTransaction } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  findAttributeClassifications,
  findExistingClassificationIds,
  isPartType,
} from './part-admin.repository.ts';

/**
 * docs/spec/marketplace-spec.md §5 'Add part' — server field errors under the classification and attribute fields. The
 * contract checks the shape; this checks what it refers to, on the form's paths (`classifications.1.value`,
 * `classifications.1.attribute.2.value`). The database cannot tell an attribute from the card's own
 * classification from one of another; this does. 400 listing every problem found.
 */
export async function checkPartReferences(tx: DatabaseOrTransaction, body: PartBodyParsed): Promise<void> {
  const fieldErrors: Record<string, string[]> = {};
  if (body.part_type_id !== null && !(await isPartType(tx, body.part_type_id))) {
    fieldErrors.part_type_id = [PART_ADMIN_MESSAGES.partTypeUnknown];
  }

  const knownClassifications = await findExistingClassificationIds(
    tx,
    body.classifications.map((card) => card.value),
  );
  const classificationOfAttribute = await findAttributeClassifications(
    tx,
    body.classifications.flatMap((card) => card.attribute.map((row) => row.value)),
  );
  body.classifications.forEach((card, cardIndex) => {
    if (!knownClassifications.has(card.value)) {
      // Its attributes cannot belong to a classification that is not there: one error, not one per row.
      fieldErrors[`classifications.${cardIndex}.value`] = [PART_ADMIN_MESSAGES.classificationUnknown];
      return;
    }
    card.attribute.forEach((row, rowIndex) => {
      const owner = classificationOfAttribute.get(row.value);
      if (owner !== card.value) {
        fieldErrors[`classifications.${cardIndex}.attribute.${rowIndex}.value`] = [
          owner === undefined
            ? PART_ADMIN_MESSAGES.attributeUnknown
            : PART_ADMIN_MESSAGES.attributeNotInClassification,
        ];
      }
    });
  });

  const [first] = Object.entries(fieldErrors);
  if (first) {
    throw new AppError('VALIDATION', `Check the field '${first[0]}': ${first[1][0]}`, fieldErrors);
  }
}
