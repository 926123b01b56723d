const MAX_ID = 2_147_483_647;

/**
 * The part id from the edit address's `:id` (docs/spec/marketplace-spec.md §2 — the fifth path segment), or null
 * when it is not a positive whole number the server could know.
 */
export function partIdOf(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) {
    return null;
  }
  const id = Number(param);
  return id <= MAX_ID ? id : null;
}
