// Saving a part replaces its cards, but a card or attribute link that stays keeps its id —
// requests store answers by attribute link, so needless churn would orphan them.

export interface ExistingLink {
  id: number;
  attributeId: number;
  isOptional: boolean;
  sortOrder: number;
}

export interface ExistingCard {
  id: number;
  classificationId: number;
  isOptional: boolean;
  sortOrder: number;
  links: ExistingLink[];
}

/** A card as the form sends it; its position in the list is its display order. */
export interface WantedCard {
  classificationId: number;
  isOptional: boolean;
  attributes: { attributeId: number; isOptional: boolean }[];
}

export interface RowUpdate {
  id: number;
  isOptional: boolean;
  sortOrder: number;
}

export interface CardChanges {
  deleteCardIds: number[];
  updateCards: RowUpdate[];
  insertCards: { classificationId: number; isOptional: boolean; sortOrder: number }[];
  deleteLinkIds: number[];
  updateLinks: RowUpdate[];
  /** Links name their card by classification: a new card has no id until it is inserted. */
  insertLinks: { classificationId: number; attributeId: number; isOptional: boolean; sortOrder: number }[];
}

function changed(row: { isOptional: boolean; sortOrder: number }, isOptional: boolean, sortOrder: number) {
  return row.isOptional !== isOptional || row.sortOrder !== sortOrder;
}

/**
 * The writes that turn a part's cards into the wanted ones. A card is matched by its classification and a
 * link by its attribute within the card (both unique per part), so only real changes are written.
 */
export function planCardChanges(
  existing: readonly ExistingCard[],
  wanted: readonly WantedCard[],
): CardChanges {
  const plan: CardChanges = {
    deleteCardIds: [],
    updateCards: [],
    insertCards: [],
    deleteLinkIds: [],
    updateLinks: [],
    insertLinks: [],
  };
  const existingByClassification = new Map(existing.map((card) => [card.classificationId, card]));
  const wantedClassifications = new Set(wanted.map((card) => card.classificationId));
  // Deleting a card deletes its links with it (ON DELETE CASCADE).
  plan.deleteCardIds = existing
    .filter((card) => !wantedClassifications.has(card.classificationId))
    .map((card) => card.id);

  wanted.forEach((card, sortOrder) => {
    const current = existingByClassification.get(card.classificationId);
    if (!current) {
      plan.insertCards.push({
        classificationId: card.classificationId,
        isOptional: card.isOptional,
        sortOrder,
      });
    } else if (changed(current, card.isOptional, sortOrder)) {
      plan.updateCards.push({ id: current.id, isOptional: card.isOptional, sortOrder });
    }

    const linksByAttribute = new Map((current?.links ?? []).map((link) => [link.attributeId, link]));
    const wantedAttributes = new Set(card.attributes.map((attribute) => attribute.attributeId));
    for (const link of current?.links ?? []) {
      if (!wantedAttributes.has(link.attributeId)) {
        plan.deleteLinkIds.push(link.id);
      }
    }
    card.attributes.forEach((attribute, linkOrder) => {
      const link = linksByAttribute.get(attribute.attributeId);
      if (!link) {
        plan.insertLinks.push({
          classificationId: card.classificationId,
          attributeId: attribute.attributeId,
          isOptional: attribute.isOptional,
          sortOrder: linkOrder,
        });
      } else if (changed(link, attribute.isOptional, linkOrder)) {
        plan.updateLinks.push({ id: link.id, isOptional: attribute.isOptional, sortOrder: linkOrder });
      }
    });
  });
  return plan;
}
