import type { KnowledgeBase, KnowledgeSection, SearchHit } from './knowledge-base.ts';

// An answer from the knowledge base: the best section for the query, trimmed to the query's words, naming its
// article and sources — or null when no section matches well enough to answer honestly.

/** Below this share of the question's topic words matching, the best section is a guess, not an answer. */
const MIN_TERM_COVERAGE = 0.34;
/** BM25 scores below this come from one common word only (measured on the evaluation's off-topic questions). */
const MIN_SCORE = 4;
/** Longest excerpt of a section, characters; the rest is one question away. */
const MAX_EXCERPT_CHARS = 700;

/** The best section's answer for the query, or null when nothing in the knowledge base fits it confidently. */
export function knowledgeAnswer(knowledge: KnowledgeBase, query: string): string | null {
  const hits = knowledge.search(query, 3);
  const best = hits[0];
  if (best === undefined || !isConfident(knowledge, query, best)) {
    return null;
  }
  return fromKnowledge(knowledge.queryTerms(query), best, hits.slice(1));
}

function isConfident(knowledge: KnowledgeBase, prompt: string, best: SearchHit): boolean {
  const terms = new Set(knowledge.queryTerms(prompt));
  if (terms.size === 0) {
    return false;
  }
  const coverage = new Set(best.matchedTerms).size / terms.size;
  return best.score >= MIN_SCORE && coverage >= MIN_TERM_COVERAGE;
}

/** A section close behind the best one in the same article is part of the answer ("explain the affinity laws"). */
const SAME_ARTICLE_SCORE_SHARE = 0.85;

function sectionOrder(section: KnowledgeSection): number {
  return Number(section.id.split('.')[1] ?? 0);
}

function fromKnowledge(queryTerms: readonly string[], best: SearchHit, others: readonly SearchHit[]): string {
  const section = best.section;
  const companion = others.find(
    (hit) => hit.section.article === section.article && hit.score >= best.score * SAME_ARTICLE_SCORE_SHARE,
  )?.section;
  const shown = [section, ...(companion !== undefined ? [companion] : [])].sort(
    (a, b) => sectionOrder(a) - sectionOrder(b),
  );
  const seeAlso = others.find(
    (hit) => hit.section.article !== section.article && hit.score >= best.score * 0.6,
  )?.section;
  return [
    `**${section.article} — ${shown.map((part) => part.heading).join('; ')}**`,
    // Two sections share one excerpt's room.
    ...shown.map((part) => trimToQuestion(part.text, queryTerms, MAX_EXCERPT_CHARS / shown.length)),
    `Source: built-in knowledge base, article "${section.article}" (${section.sources.replace(/\.$/, '')}).`,
    ...(seeAlso !== undefined ? [`See also: "${seeAlso.article} — ${seeAlso.heading}".`] : []),
  ].join('\n\n');
}

// The same plural rule as the index's processTerm, so "viscous" in a sentence still matches the query's "viscous".
function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')
    ? word.slice(0, -1)
    : word;
}

interface Sentence {
  readonly text: string;
  readonly paragraph: number;
  readonly index: number;
  readonly score: number;
}

function termScore(text: string, queryTerms: readonly string[]): number {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}./]+/u)
    .map(stem);
  return queryTerms.filter((term) => words.some((word) => word === term || word.startsWith(term))).length;
}

/**
 * The section trimmed to the question: a short section whole; a long one cut to its opening sentence plus the
 * sentences that mention the question's words, best first within the length limit, shown in their original order.
 */
export function trimToQuestion(
  text: string,
  queryTerms: readonly string[],
  maxChars: number = MAX_EXCERPT_CHARS,
): string {
  if (text.length <= maxChars) {
    return text;
  }
  const sentences: Sentence[] = text
    .split(/\n\s*\n/)
    .flatMap((paragraph, paragraphIndex) =>
      // A sentence ends at ". " before a capital or digit; "e.g. end suction" stays whole.
      paragraph
        .trim()
        .split(/(?<=\.)\s+(?=[A-Z0-9])/)
        .map((sentence) => ({ text: sentence, paragraph: paragraphIndex })),
    )
    .map((sentence, index) => ({
      ...sentence,
      index,
      score: termScore(sentence.text, queryTerms) + (index === 0 ? 0.5 : 0),
    }));
  const chosen: Sentence[] = [];
  let length = 0;
  for (const candidate of [...sentences].sort((a, b) => b.score - a.score || a.index - b.index)) {
    if (
      chosen.length > 0 &&
      ((candidate.index !== 0 && candidate.score < 1) || length + candidate.text.length > maxChars)
    ) {
      continue;
    }
    chosen.push(candidate);
    length += candidate.text.length;
  }
  const kept = chosen.sort((a, b) => a.index - b.index);
  return kept
    .map((sentence, i) => {
      const previous = kept[i - 1];
      const separator =
        previous === undefined ? '' : previous.paragraph === sentence.paragraph ? ' ' : '\n\n';
      return `${separator}${sentence.text}`;
    })
    .join('');
}
