import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * The WCAG 2.1 A and AA rules, the level the site is held to, and axe's best practices (one banner, one main, an h1)
 * so their findings are printed too.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
// WCAG 2.5.3 (a control's name contains its visible text) is an experimental rule in axe: off unless asked for.
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };
const FAILING_IMPACTS = new Set(['critical', 'serious']);

export type AxeFinding = { rule: string; impact: string; targets: string[] };

const describeFinding = (finding: AxeFinding): string =>
  `  ${finding.impact} ${finding.rule}: ${finding.targets.join(' | ')}`;

function toFinding(violation: Result): AxeFinding {
  return {
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    targets: violation.nodes.map((node) => node.target.join(' ')),
  };
}

/**
 * Runs axe on the page as it stands (an open modal included) and answers the critical and serious findings;
 * moderate and minor ones are printed for the record but do not fail a test.
 */
export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  // options() replaces what came before it, so it goes first.
  const { violations } = await new AxeBuilder({ page }).options({ rules: EXTRA_RULES }).withTags(TAGS).analyze();
  const findings = violations.map(toFinding);
  const lesser = findings.filter((finding) => !FAILING_IMPACTS.has(finding.impact));
  if (lesser.length > 0) console.info(`axe, ${where} (not failing):\n${lesser.map(describeFinding).join('\n')}`);
  return findings
    .filter((finding) => FAILING_IMPACTS.has(finding.impact))
    .map((finding) => `${where}\n${describeFinding(finding)}`);
}
