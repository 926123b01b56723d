import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// axe-core against WCAG 2.1 A and AA: a serious or critical violation fails; every violation is
// printed with its nodes, so a failure can be fixed from the log alone.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

/** The log a failure is fixed from (the reporter prints a test's stdout). */
export const report = (text: string) => process.stdout.write(`${text}\n`);

function describeViolations(name: string, violations: AxeViolation[]): string {
  const lines = [`axe on ${name}: ${violations.length} violation(s)`];
  for (const violation of violations) {
    lines.push(
      `  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    );
    for (const node of violation.nodes) {
      lines.push(`    ${node.target.map(String).join(' > ')}`);
      lines.push(`      ${node.html.slice(0, 200)}`);
      for (const summary of (node.failureSummary ?? '').split('\n')) {
        lines.push(`      ${summary}`);
      }
    }
  }
  return lines.join('\n');
}

/** axe on what `page` shows now: the serious and critical violations (`id on n node(s)`); all are printed. */
export async function blockingViolations(page: Page, name: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const violations = results.violations as AxeViolation[];
  if (violations.length > 0) {
    report(describeViolations(name, violations));
  }
  return violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => `${violation.id} on ${violation.nodes.length} node(s)`);
}

/** A soft check that `page` has no serious or critical violation now. */
export async function expectAxeClean(page: Page, name: string): Promise<void> {
  expect
    .soft(await blockingViolations(page, name), `${name}: serious or critical accessibility violations`)
    .toEqual([]);
}
