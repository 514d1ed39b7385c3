import de from './de/tax.json' with { type: 'json' };
import en from './en/tax.json' with { type: 'json' };
import fr from './fr/tax.json' with { type: 'json' };
import nl from './nl/tax.json' with { type: 'json' };
import { withProse } from './prose.js';
import type { Topic } from './types.js';

/** Tax law: income tax, regional levies, inheritance tax and the review of tax penalties. */
export const TAX: Topic = {
  id: 'tax',
  areas: ['tax'],
  weight: 14,
  issues: withProse({ nl, fr, de, en }, [
    {
      id: 'tax-maintenance-deduction',
      topic: 'tax',
      sub: 'income-tax',
      frame: 'equality',
      since: 1993,
      legislators: ['federal'],
      code: 'income-tax-code-1992',
      articles: ['104', '132'],
      constitution: ['10', '11', '172'],
      keywords: ['income-tax', 'tax-deduction', 'maintenance-payments', 'legal-cohabitation'],
      applicants: ['individual'],
    },
    {
      id: 'tax-vacant-buildings',
      topic: 'tax',
      sub: 'local-taxes',
      frame: 'equality',
      since: 1996,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      code: 'flemish-tax-code',
      articles: ['3', '5', '12'],
      constitution: ['10', '11', '172'],
      keywords: ['regional-taxes', 'vacant-buildings', 'tax-exemption'],
      applicants: ['individual', 'company'],
    },
    {
      id: 'tax-inheritance-cohabitants',
      topic: 'tax',
      sub: 'inheritance-tax',
      frame: 'equality',
      since: 1990,
      legislators: ['federal', 'flemish-region', 'walloon-region', 'brussels-region'],
      code: 'succession-code',
      articles: ['48', '48/2'],
      constitution: ['10', '11', '172'],
      keywords: ['inheritance-tax', 'cohabitation', 'tax-rates'],
      applicants: ['individual'],
    },
    {
      id: 'tax-surcharge-review',
      topic: 'tax',
      sub: 'tax-procedure',
      frame: 'rights',
      since: 1993,
      legislators: ['federal'],
      code: 'income-tax-code-1992',
      articles: ['444', '445'],
      constitution: ['13'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['tax-surcharge', 'full-jurisdiction', 'fair-trial', 'income-tax'],
      applicants: ['individual', 'company'],
    },
  ]),
};
