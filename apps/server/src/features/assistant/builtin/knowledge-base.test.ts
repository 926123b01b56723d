import { describe, expect, it } from 'vitest';
import { createKnowledgeBase, loadArticles, parseArticle, processTerm } from './knowledge-base.ts';

describe('parseArticle', () => {
  it('splits an article into titled sections with its sources and keywords', () => {
    const article = parseArticle(
      '# Seals\nSources: API 682.\nKeywords: seal, packing\n\n## Packing\nLeaks a little.\n\n## Mechanical\nTwo faces.\n',
      'seals.md',
    );
    expect(article).toEqual({
      title: 'Seals',
      sources: 'API 682.',
      keywords: 'seal, packing',
      sections: [
        { heading: 'Packing', text: 'Leaks a little.' },
        { heading: 'Mechanical', text: 'Two faces.' },
      ],
    });
  });

  it('refuses an article without a title or sections', () => {
    expect(() => parseArticle('## Only a section\ntext', 'x.md')).toThrow("no '# ' title");
    expect(() => parseArticle('# Title only', 'x.md')).toThrow("no '## ' sections");
  });
});

describe('the bundled knowledge base', () => {
  const articles = loadArticles();
  const knowledge = createKnowledgeBase(articles);

  it('has sourced articles on the topics an engineer asks about', () => {
    expect(articles.length).toBeGreaterThanOrEqual(15);
    for (const article of articles) {
      expect(article.sources, article.title).not.toBe('');
      expect(article.keywords, article.title).not.toBe('');
    }
    const titles = articles.map((article) => article.title).join(' | ');
    for (const topic of [
      'Best efficiency point',
      'NPSH',
      'Specific speed',
      'Affinity laws',
      'Motor sizing',
      'Viscous',
      'Materials',
      'Life-cycle cost',
      'Units',
    ]) {
      expect(titles).toContain(topic);
    }
  });

  it.each([
    ['What is the preferred operating region?', 'Best efficiency point and operating regions'],
    ['How can I increase the NPSH available?', 'NPSH and cavitation'],
    ['What is the service factor on a motor?', 'Motor sizing and service factor'],
    ['Which material for seawater?', 'Materials of construction'],
    ['What speed for abrasive slurry service?', 'Abrasive and slurry service'],
    ['Mechanical seal or packing?', 'Shaft seals'],
    ['What happens when two pumps run in parallel?', 'Pumps in parallel and in series'],
    ['How do I calculate total dynamic head?', 'System curve and total dynamic head'],
    ['How much straight pipe before the suction?', 'Suction piping and intake design'],
    ['When is a VFD worth it?', 'Variable frequency drives'],
    ['What goes into life cycle cost?', 'Life-cycle cost'],
    ['How does viscosity affect pump performance?', 'Viscous liquids and the HI 9.6.7 correction'],
  ])('"%s" finds "%s"', (question, article) => {
    expect(knowledge.search(question, 1)[0]?.section.article).toBe(article);
  });

  it('drops question words from queries', () => {
    expect(processTerm('What')).toBeNull();
    expect(processTerm('Seals')).toBe('seal');
    expect(knowledge.queryTerms('What is the BEP of my pump?')).toEqual(['bep']);
  });
});
