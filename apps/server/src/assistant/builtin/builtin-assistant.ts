import type { Assistant, AssistantQuestion } from '../assistant.ts';
import { calculate } from './calculators/registry.ts';
import { factsOf } from './facts.ts';
import {
  type Article,
  createKnowledgeBase,
  type KnowledgeBase,
  type KnowledgeSection,
  loadArticles,
  type SearchHit,
} from './knowledge-base.ts';
import { FIELDS, wizardValuesOf } from './wizard-values.ts';

// Issue 8, the embedded default assistant: no model and no network. It computes when the question is a calculation
// (pump engine formulas, quantities from the question and the wizard), otherwise answers from the bundled
// knowledge base ranked with BM25, and says plainly when it does not know.

/** Below this share of the question's topic words matching, the best section is a guess, not an answer. */
const MIN_TERM_COVERAGE = 0.34;
/** BM25 scores below this come from one common word only (measured on the evaluation's off-topic questions). */
const MIN_SCORE = 4;
/** Longest excerpt of a section, characters; the rest is one question away. */
const MAX_EXCERPT_CHARS = 700;

const IDENTITY =
  /\b(?:who|what) are you\b|\bare you (?:an? )?(?:ai|bot|robot|human|person|chat ?gpt|gpt|llm|real|model)\b|\bwhat can you do\b|\bhow do you work\b|^\s*help\s*[?!.]*$|^\s*(?:hi|hello|hey)\b/i;

export const IDENTITY_ANSWER = [
  "I'm SpecSource's **built-in answer engine**, not a general AI or chat model: I run entirely on this server, with no model and no internet access.",
  'I do two things. I **calculate** with the pump engine — pump and motor power, NEMA motor size, unit conversions, NPSH margin and NPSH available, affinity laws and impeller trim, specific speed, % of BEP, HI 9.6.7 viscosity correction and yearly energy cost — using numbers from your question or from the wizard fields you have filled in, and I show each formula and its source. And I **look up** short articles on pump selection (BEP and operating regions, NPSH and cavitation, pump types, motors, viscosity, materials, seals, life-cycle cost, units and more) and name the article I answer from.',
  'Try: "what motor for 500 gpm at 120 ft?", "convert 30 m3/h to gpm", "NPSH margin if NPSHa is 12 ft at 400 gpm", or "what is the preferred operating region?". When I do not know something I say so; a supplier\'s engineer can answer through an offer on your request.',
].join('\n\n');

export function dontKnowAnswer(): string {
  return [
    "I don't know the answer to that. I'm SpecSource's built-in answer engine (not a general AI): I can only calculate pump duties and answer from a small pump-selection knowledge base, and nothing in it fits your question well enough to answer honestly.",
    `What helps: fill in the wizard's '${FIELDS.flow}', '${FIELDS.head}', '${FIELDS.fluid}', '${FIELDS.temperature}' and '${FIELDS.npshAvailable}' fields — the search then computes the pump type, power, motor, NPSH risk and energy cost for you — or ask me a calculation such as "what motor for 500 gpm at 120 ft?". For anything about a particular product, price or availability, send your specification as a request: suppliers answer with offers, and their engineers can answer questions I cannot.`,
  ].join('\n\n');
}

export interface BuiltInAssistantOptions {
  /** Articles to answer from; defaults to the bundled knowledge/*.md (read once, here). */
  readonly articles?: readonly Article[];
}

/** The embedded assistant: reads and indexes the knowledge base once, then answers from memory. */
export function createBuiltInAssistant(options: BuiltInAssistantOptions = {}): Assistant {
  const knowledge = createKnowledgeBase(options.articles ?? loadArticles());
  const answer = (question: AssistantQuestion): string => answerQuestion(knowledge, question);
  return {
    kind: 'built-in',
    answer: async (question) => {
      question.signal?.throwIfAborted();
      return answer(question);
    },
    async *stream(question) {
      question.signal?.throwIfAborted();
      for (const piece of pieces(answer(question))) {
        // The client went away: stop rather than write to nobody.
        if (question.signal?.aborted) {
          return;
        }
        yield piece;
      }
    },
  };
}

/** Paragraph by paragraph, each with the separator it had, so the pieces join to the whole answer. */
export function pieces(text: string): string[] {
  const paragraphs = text.split('\n\n');
  return paragraphs.map((paragraph, i) => (i < paragraphs.length - 1 ? `${paragraph}\n\n` : paragraph));
}

export function answerQuestion(knowledge: KnowledgeBase, question: AssistantQuestion): string {
  const prompt = question.prompt.trim();
  if (IDENTITY.test(prompt)) {
    return IDENTITY_ANSWER;
  }
  const facts = factsOf(prompt, wizardValuesOf(question.context.answer));
  const calculated = calculate(facts);
  if (calculated !== null) {
    return calculated;
  }
  const hits = knowledge.search(prompt, 3);
  const best = hits[0];
  if (best === undefined || !isConfident(knowledge, prompt, best)) {
    return dontKnowAnswer();
  }
  return fromKnowledge(knowledge.queryTerms(prompt), best, hits.slice(1));
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

function stem(word: string): string {
  return word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
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

export type { KnowledgeSection };
