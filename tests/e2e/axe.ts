import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

interface AxeResults {
  violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: unknown[]; failureSummary?: string }> }>;
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  // Evaluated through the DevTools protocol: the page's Content-Security-Policy refuses an injected <script>.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(`${axeSource}\n;undefined`);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}
