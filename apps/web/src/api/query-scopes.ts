/**
 * The first segment of a query key says whose view the data belongs to. A write that changes what a whole
 * audience sees refreshes its scope at once: a part's save refreshes every admin list and count, a placed order
 * the customer's orders and requests. Each resource module in this folder builds its `…Keys` factory on these
 * (or on its own resource name, for what every audience reads alike: parts, pumps, the catalogue).
 */
export const queryScopes = {
  admin: ['admin'],
  customer: ['user'],
  supplier: ['supplier'],
} as const;
