import { describe, expect, it } from 'vitest';
import { REQUEST_STATUSES, REVIEW_STATUSES } from '../../platform/db/schema/index.ts';
import {
  canMoveRequest,
  canMoveReview,
  FINAL_REQUEST_STATUSES,
  FINAL_REVIEW_STATUSES,
  REQUEST_TRANSITIONS,
  REVIEW_TRANSITIONS,
} from './request-states.ts';

describe('request and offer states', () => {
  it('never leaves a final state', () => {
    for (const from of FINAL_REQUEST_STATUSES) {
      expect(REQUEST_TRANSITIONS.filter((move) => move.from === from)).toEqual([]);
    }
    for (const from of FINAL_REVIEW_STATUSES) {
      expect(REVIEW_TRANSITIONS.filter((move) => move.from === from)).toEqual([]);
    }
  });

  it('names only real states', () => {
    for (const move of REQUEST_TRANSITIONS) {
      expect(REQUEST_STATUSES).toContain(move.from);
      expect(REQUEST_STATUSES).toContain(move.to);
    }
    for (const move of REVIEW_TRANSITIONS) {
      expect(REVIEW_STATUSES).toContain(move.from);
      expect(REVIEW_STATUSES).toContain(move.to);
    }
  });

  it('lets each role make only its own moves', () => {
    expect(canMoveRequest('submitted', 'offered', 'supplier')).toBe(true);
    expect(canMoveRequest('submitted', 'offered', 'customer')).toBe(false);
    expect(canMoveRequest('offered', 'offers_selected', 'admin')).toBe(true);
    expect(canMoveRequest('offered', 'offers_selected', 'supplier')).toBe(false);
    expect(canMoveRequest('ordered', 'cancelled', 'customer')).toBe(false);
    expect(canMoveRequest('cancelled', 'submitted', 'admin')).toBe(false);
    expect(canMoveReview('submitted', 'selected', 'admin')).toBe(true);
    expect(canMoveReview('submitted', 'selected', 'supplier')).toBe(false);
    expect(canMoveReview('ordered', 'selected', 'admin')).toBe(false);
    expect(canMoveReview('withdrawn', 'submitted', 'admin')).toBe(false);
  });
});
