import { formatDate } from '@court/shared';
import { Link, useLocale, useLocalizedHref } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { judgmentNumber } from '../../../lib/format';
import type { JudgmentLink } from '../api/get-judgment';

function LinkList({ id, heading, links }: { id: string; heading: string; links: JudgmentLink[] }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.ecli}>
            <Link to={href(decisionsPaths.judgment(link))}>
              {t('judgment.title', { number: judgmentNumber(link.number, link.year) })}
            </Link>
            {link.date && <> ({formatDate(link.date, locale)})</>} – {link.ecli}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The judgments this one cites and those citing it, where the court's records know them. */
export function RelatedJudgments({ cites, citedBy }: { cites: JudgmentLink[]; citedBy: JudgmentLink[] }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  return (
    <>
      <LinkList id="judgment-cites-heading" heading={t('judgment.cites')} links={cites} />
      <LinkList id="judgment-cited-by-heading" heading={t('judgment.citedBy')} links={citedBy} />
    </>
  );
}
