import fc from 'fast-check';

// Small pieces several request generators share: the methods that change state or carry a body, and a
// `sometimes` helper for optional parts.

export const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fastify parses a body for these (and ignores one sent with GET or HEAD). */
export const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** `arbitrary` one time in `oneIn`, else null (fc.option's `freq` is the other way round: 1/freq is null). */
export function sometimes<T>(arbitrary: fc.Arbitrary<T>, oneIn: number): fc.Arbitrary<T | null> {
  return fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });
}
