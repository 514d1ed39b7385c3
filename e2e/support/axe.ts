import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA rules, as the site commits to. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is now and fails with a readable list of violations. Only the violations are
 * described in full (`resultTypes`): the nodes of every rule that passed, which axe otherwise lists too, cost
 * more to gather and hand over than the check itself.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // The options first: they replace every option set before them, the tags included.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_TAGS)
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
  );
  expect(summary, `axe found WCAG 2.1 A/AA violations on ${page.url()}`).toEqual([]);
}
