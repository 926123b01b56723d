import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MiniSearch from 'minisearch';

// The built-in assistant's knowledge: Markdown articles shipped beside this file (knowledge/*.md), each split at
// its '## ' headings into sections that MiniSearch (BM25+) ranks. Read once at start-up; searching is in memory.

export interface KnowledgeSection {
  readonly id: string;
  readonly article: string;
  readonly heading: string;
  readonly sources: string;
  readonly keywords: string;
  readonly text: string;
}

export interface Article {
  readonly title: string;
  readonly sources: string;
  readonly keywords: string;
  readonly sections: readonly { heading: string; text: string }[];
}

export const KNOWLEDGE_DIR = fileURLToPath(new URL('./knowledge/', import.meta.url));

/** Parses one article: '# Title', 'Sources: …', 'Keywords: …', then '## Section' blocks. */
export function parseArticle(markdown: string, fileName: string): Article {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const title = lines
    .find((line) => line.startsWith('# '))
    ?.slice(2)
    .trim();
  if (title === undefined) {
    throw new Error(`Knowledge article ${fileName} has no '# ' title.`);
  }
  const sources =
    lines
      .find((line) => line.startsWith('Sources:'))
      ?.slice('Sources:'.length)
      .trim() ?? '';
  const keywords =
    lines
      .find((line) => line.startsWith('Keywords:'))
      ?.slice('Keywords:'.length)
      .trim() ?? '';
  const sections: { heading: string; text: string }[] = [];
  let current: { heading: string; lines: string[] } | null = null;
  for (const line of lines) {
    if (line.startsWith('## ')) {
      if (current !== null) {
        sections.push({ heading: current.heading, text: current.lines.join('\n').trim() });
      }
      current = { heading: line.slice(3).trim(), lines: [] };
    } else if (current !== null) {
      current.lines.push(line);
    }
  }
  if (current !== null) {
    sections.push({ heading: current.heading, text: current.lines.join('\n').trim() });
  }
  if (sections.length === 0) {
    throw new Error(`Knowledge article ${fileName} has no '## ' sections.`);
  }
  return { title, sources, keywords, sections };
}

/** Reads every article in the folder (sorted, so ids are stable). */
export function loadArticles(directory: string = KNOWLEDGE_DIR): Article[] {
  return readdirSync(directory)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => parseArticle(readFileSync(join(directory, name), 'utf8'), name));
}

// Words that carry no topic: question words and fillers ("what is the … for my pump?").
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does for from how i if in into is it its me my of on or our should so ' +
    'than that the their there these this to was we what when where which who why will with would you your ' +
    'pump pumps about tell explain mean means need get use using have has any some much many more most best way ' +
    "there vs versus between give gives i'm please shouldn don doesn isn aren won can cannot wouldn couldn"
  ).split(' '),
);

/** Lower-cases, drops stop words and strips a plural 's' so "seals" finds "seal". */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (STOP_WORDS.has(lower) || lower.length < 2) {
    return null;
  }
  if (lower.length > 4 && lower.endsWith('s') && !lower.endsWith('ss') && !lower.endsWith('us')) {
    return lower.slice(0, -1);
  }
  return lower;
}

// Keeps unit-like tokens ("m3/h", "9.6.1", "api 610") whole and splits on everything else.
function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}./]+/u).flatMap((token) => {
    const trimmed = token.replace(/^[./]+|[./]+$/g, '');
    return trimmed === '' ? [] : [trimmed];
  });
}

export interface SearchHit {
  readonly section: KnowledgeSection;
  readonly score: number;
  /** Query terms (processed) that matched this section. */
  readonly matchedTerms: readonly string[];
}

export interface KnowledgeBase {
  readonly sections: readonly KnowledgeSection[];
  /** Ranked sections for a question, best first; empty when nothing matches. */
  search(question: string, limit?: number): SearchHit[];
  /** The processed query terms, for trimming and confidence. */
  queryTerms(question: string): string[];
}

/** Builds the BM25 index. Heading and keyword matches count most: they name what a section is about. */
export function createKnowledgeBase(articles: readonly Article[]): KnowledgeBase {
  const sections: KnowledgeSection[] = articles.flatMap((article, articleIndex) =>
    article.sections.map((section, sectionIndex) => ({
      id: `${articleIndex}.${sectionIndex}`,
      article: article.title,
      heading: section.heading,
      sources: article.sources,
      keywords: article.keywords,
      text: section.text,
    })),
  );
  const index = new MiniSearch<KnowledgeSection>({
    fields: ['heading', 'article', 'keywords', 'text'],
    storeFields: [],
    tokenize,
    processTerm,
    searchOptions: {
      boost: { heading: 3, keywords: 2, article: 1.5, text: 1 },
      // Prefix and light fuzzy matching for longer words only: "cavitating" → "cavitation", "viscosty" → "viscosity".
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.2 : false),
      combineWith: 'OR',
    },
  });
  index.addAll(sections);
  const byId = new Map(sections.map((section) => [section.id, section]));
  return {
    sections,
    search(question, limit = 3) {
      return index
        .search(question)
        .slice(0, limit)
        .flatMap((result) => {
          const section = byId.get(String(result.id));
          return section === undefined
            ? []
            : [{ section, score: result.score, matchedTerms: result.queryTerms }];
        });
    },
    queryTerms(question) {
      // Bare numbers ("45 % of BEP") rarely occur in the articles; they would only lower the match coverage.
      return tokenize(question).flatMap((token) =>
        /^[\d.,/]+$/.test(token) ? [] : (processTerm(token) ?? []),
      );
    },
  };
}
