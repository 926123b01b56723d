// docs/spec/marketplace-spec.md §9 — toasts last 3 seconds.
export const TOAST_MS = 3000;

/** The app header's height in px; toasts open just below it. */
export const HEADER_HEIGHT = 60;

// docs/spec/marketplace-spec.md §2 — the part search dropdown is at most 300 px tall.
export const PART_SEARCH_DROPDOWN_MAX_HEIGHT = 300;

/** How long the part search waits after the last keystroke before asking the server. */
export const PART_SEARCH_DEBOUNCE_MS = 150;

/** How long a data table's search box waits after the last keystroke before asking the server. */
export const TABLE_SEARCH_DEBOUNCE_MS = 300;

/** At or below this many unused recovery codes, the user is told to make new ones (sign-in toast, account page). */
export const FEW_MFA_RECOVERY_CODES = 3;
