// The standard Helvetica of a jsPDF document covers Latin-1 only: what a PDF made in the browser writes
// (the pump datasheet, the order confirmation) goes through here, so no character comes out as garbage.
const REPLACEMENTS: Record<string, string> = {
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '→': '->',
  '√': 'sqrt',
  '−': '-',
  '₂': '2',
  η: 'eta',
  Δ: 'delta',
  '\u202f': ' ',
  '\u2009': ' ',
};

/** `text` with every character outside Latin-1 replaced by an ASCII spelling (or '?'). */
export function toPdfText(text: string): string {
  return Array.from(text, (char) => {
    const replacement = REPLACEMENTS[char];
    if (replacement !== undefined) {
      return replacement;
    }
    return (char.codePointAt(0) ?? 0) <= 0xff ? char : '?';
  }).join('');
}
