// The log's entity names are the tables'; people read them in the app's words ('offer', not the spec's 'review').
const ENTITY_LABELS: Record<string, string> = {
  review: 'offer',
  review_attachment: 'offer attachment',
  selected_reviews: 'offers shown for request',
  request_choice: 'offer chosen for request',
  request_decline: 'request declined',
  part_suppliers: 'suppliers of part',
  part_type: 'part type',
  pump_catalogue: 'pump catalogue',
  user_mfa: 'two-step sign-in of user',
};

/** 'offer #12', 'suppliers of part #3': what a log row is about. */
export function entityLabel(entity: string, entityId: string): string {
  return `${ENTITY_LABELS[entity] ?? entity.replaceAll('_', ' ')} #${entityId}`;
}
