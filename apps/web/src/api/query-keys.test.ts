import { partialMatchKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { auditLogKeys } from './audit-log.ts';
import { feedbackKeys } from './feedback.ts';
import { orderKeys } from './orders.ts';
import { partTypeKeys } from './part-types.ts';
import { partKeys } from './parts.ts';
import { queryScopes } from './query-scopes.ts';
import { requestKeys } from './requests.ts';
import { reviewKeys } from './reviews.ts';
import { sessionKeys } from './session.ts';
import { taxonomyKeys } from './taxonomy.ts';

// Invalidation works by prefix: a write refreshes every query whose key starts with the key it names. These are
// the prefixes the resource modules' writes rely on; a factory that moves a key out from under one would leave a
// page showing stale data without any other test noticing.
const isUnder = (key: QueryKey, prefix: QueryKey) => partialMatchKey(key, prefix);

describe('query key factories', () => {
  it('puts the customer’s orders and requests under the customer scope a placed order refreshes', () => {
    expect(isUnder(orderKeys.customer(), queryScopes.customer)).toBe(true);
    expect(isUnder(orderKeys.customerDetail(7), queryScopes.customer)).toBe(true);
    expect(isUnder(requestKeys.customer(), queryScopes.customer)).toBe(true);
    expect(isUnder(requestKeys.customerDetail('R-1'), queryScopes.customer)).toBe(true);
    expect(isUnder(orderKeys.supplier(), queryScopes.customer)).toBe(false);
  });

  it('puts every admin list and count under the admin scope a part’s save refreshes', () => {
    for (const key of [
      partKeys.admin(),
      partKeys.details(3),
      partTypeKeys.admin(),
      partTypeKeys.launchSignUps('pump'),
      orderKeys.adminList(),
      auditLogKeys.all,
      feedbackKeys.all,
      reviewKeys.awaitingSelection(),
    ]) {
      expect(isUnder(key, queryScopes.admin)).toBe(true);
    }
    expect(isUnder(partKeys.suppliers(3), partKeys.suppliersAll())).toBe(true);
    expect(isUnder(partKeys.admin(), partKeys.suppliersAll())).toBe(false);
  });

  it('keeps each dashboard figure under its list, so refreshing the list refreshes the figure', () => {
    expect(isUnder(orderKeys.adminFigure(), orderKeys.admin())).toBe(true);
    expect(isUnder(feedbackKeys.figure(), feedbackKeys.all)).toBe(true);
    expect(isUnder(reviewKeys.awaitingSelectionFigure(), reviewKeys.awaitingSelection())).toBe(true);
  });

  it('refreshes the admin’s request search and a request’s offers when a selection is saved', () => {
    expect(isUnder(reviewKeys.requestSearch('PUMP'), reviewKeys.selection())).toBe(true);
    expect(isUnder(reviewKeys.requestReviews('R-1'), reviewKeys.selection())).toBe(true);
  });

  it('refreshes a public part page and the similar-title check when a part is saved', () => {
    expect(isUnder(partKeys.bySlug('centrifugal-pump'), partKeys.all)).toBe(true);
    expect(isUnder(partKeys.withTitle('Pump'), partKeys.all)).toBe(true);
    expect(partKeys.withTitle('Pump')).not.toEqual(partKeys.find('Pump'));
  });

  it('refreshes a classification’s attributes with the attribute list, and keeps units apart', () => {
    expect(isUnder(taxonomyKeys.classificationAttributes(4), taxonomyKeys.attributes())).toBe(true);
    expect(isUnder(taxonomyKeys.attribute(9), taxonomyKeys.attributes())).toBe(true);
    expect(isUnder(taxonomyKeys.units(), taxonomyKeys.attributes())).toBe(false);
  });

  it('keeps "who is signed in" out of every other scope, so a sign-out reset cannot drop it by prefix', () => {
    for (const scope of Object.values(queryScopes)) {
      expect(isUnder(sessionKeys.currentUser(), scope)).toBe(false);
    }
  });
});
