const NAMES_SHOWN = 10;

/** 'Pump, Motor and 3 more': names in a conflict's message, enough for the admin to find them, short enough for a toast. */
export function nameList(names: string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  return names.length > NAMES_SHOWN ? `${shown} and ${names.length - NAMES_SHOWN} more` : shown;
}
