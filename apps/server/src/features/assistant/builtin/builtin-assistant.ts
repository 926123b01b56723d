import type { Assistant, AssistantQuestion } from '../assistant.ts';
import { fluidPropertyAnswer } from './calculators/fluid-property.ts';
import { npshRequiredFromNssAnswer } from './calculators/npsh-required-from-nss.ts';
import { calculate } from './calculators/registry.ts';
import { factsOf } from './facts.ts';
import { intentOf } from './intent.ts';
import { knowledgeAnswer } from './knowledge-answer.ts';
import {
  type Article,
  createKnowledgeBase,
  type KnowledgeBase,
  type KnowledgeSection,
  loadArticles,
} from './knowledge-base.ts';
import { FIELDS, wizardValuesOf } from './wizard-values.ts';

// The embedded default assistant: no model and no network. It reads what the question asks first: a liquid's
// property (the engine's fluid library), NPSHr from suction specific speed, a qualitative choice (the knowledge base),
// or else a calculation (pump engine formulas, quantities from the question and the wizard) or an article ranked
// with BM25 — and says plainly when it does not know.

const IDENTITY =
  /\b(?:who|what) are you\b|\bare you (?:an? )?(?:ai|bot|robot|human|person|chat ?gpt|gpt|llm|real|model)\b|\bwhat can you do\b|\bhow do you work\b|^\s*help\s*[?!.]*$|^\s*(?:hi|hello|hey)\b/i;

export const IDENTITY_ANSWER = [
  "I'm SpecSource's **built-in answer engine**, not a general AI or chat model: I run entirely on this server, with no model and no internet access.",
  "I do two things. I **calculate** with the pump engine — pump and motor power, NEMA motor size, unit conversions, NPSH margin and NPSH available, NPSH required from suction specific speed, affinity laws and impeller trim, specific speed, % of BEP, HI 9.6.7 viscosity correction, yearly energy cost, and a liquid's vapour pressure, density and viscosity at a temperature from the engine's fluid library — using numbers from your question or from the wizard fields you have filled in, and I show each formula and its source. And I **look up** short articles on pump selection (BEP and operating regions, NPSH and cavitation, pump types, motors, viscosity, materials, seals, life-cycle cost, units and more) and name the article I answer from.",
  'Try: "what motor for 500 gpm at 120 ft?", "convert 30 m3/h to gpm", "NPSH margin if NPSHa is 12 ft at 400 gpm", "vapour pressure of water at 150 °F", or "what is the preferred operating region?". When I do not know something I say so; a supplier\'s engineer can answer through an offer on your request.',
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

/** Identity first, then the question's intent decides who answers (intent.ts). */
export function answerQuestion(knowledge: KnowledgeBase, question: AssistantQuestion): string {
  const prompt = question.prompt.trim();
  if (IDENTITY.test(prompt)) {
    return IDENTITY_ANSWER;
  }
  const facts = factsOf(prompt, wizardValuesOf(question.context.answer));
  const intent = intentOf(facts);
  switch (intent.kind) {
    case 'fluid-property':
      return fluidPropertyAnswer(facts, intent.properties);
    case 'npsh-required-from-nss':
      return npshRequiredFromNssAnswer(facts, intent.suctionSpecificSpeed);
    case 'selection':
      return (
        knowledgeAnswer(knowledge, intent.topic) ?? knowledgeAnswer(knowledge, prompt) ?? dontKnowAnswer()
      );
    case 'calculation-or-article':
      return calculate(facts) ?? knowledgeAnswer(knowledge, prompt) ?? dontKnowAnswer();
  }
}

export type { KnowledgeSection };
