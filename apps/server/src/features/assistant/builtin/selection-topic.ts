// "What speed for abrasive slurry?", "which casing material for seawater?": a question that asks for a choice (speed,
// materials, seal, elastomer, pump type) for a kind of service is answered from the knowledge base's guidance, even
// when it carries a duty's numbers — a calculator would answer something that was not asked.

const ASKS_FOR_CHOICE =
  /\b(?:what|which|best|recommend\w*|suitable|suits?|right|choose|choice|select\w*|pick|specify|prefer\w*|ideal|good|should|use)\b/;

/** What is being chosen, as the words the knowledge articles use. */
const ASPECTS: ReadonlyArray<readonly [RegExp, string]> = [
  // "3550 rpm" is a quantity, not a question about speed.
  [/\bspeed\b|(?<!\d\s?)\brpm\b|how fast/, 'speed'],
  [/\bmaterials?\b|metallurgy|\balloys?\b|\bcasing\b|\bconstruction\b/, 'materials'],
  [/\belastomers?\b|\bo-?rings?\b|\bgaskets?\b/, 'elastomer'],
  [/\bseals?\b|\bsealing\b|\bpacking\b|\bgland\b/, 'seal'],
  [/pump types?|types? of pump|kind of pump|style of pump|(?:what|which) pump\b/, 'pump type'],
  [/\bimpellers?\b/, 'impeller'],
];

/** The service the choice is for, as written. */
const SERVICES =
  /abrasi\w*|slurr\w*|\bsolids\b|\bsand\b|gravel|\bgrit\b|tailings|dredg\w*|\bmining\b|sea\s?water|salt water|\bbrines?\b|brackish|hydrocarbons?|\bfuels?\b|diesel|gasoline|kerosene|\boils?\b|glycols?|antifreeze|hot water|condensate|boiler feed|\bacids?\b|caustic|chemicals?|corrosive|viscous|sewage|wastewater/g;

/** Speeds that are results, not choices: "specific speed of a slurry pump" is a calculation. */
const CALCULATED_SPEEDS = /(?:suction\s+)?specific\s+speed|synchronous\s+speed/g;

/** The words to look the choice up by ("speed abrasive slurry"), or null when the question is not a choice. */
export function selectionTopicOf(lower: string): string | null {
  const text = lower.replace(CALCULATED_SPEEDS, ' ');
  if (!ASKS_FOR_CHOICE.test(text)) {
    return null;
  }
  const matched = ASPECTS.filter(([pattern]) => pattern.test(text)).map(([, words]) => words);
  // "Impeller material" is a question about materials; "impeller" alone is the aspect only when nothing else is.
  const aspects = matched.length > 1 ? matched.filter((words) => words !== 'impeller') : matched;
  const services = [...new Set(text.match(SERVICES) ?? [])];
  return aspects.length > 0 && services.length > 0 ? [...aspects, ...services].join(' ') : null;
}
