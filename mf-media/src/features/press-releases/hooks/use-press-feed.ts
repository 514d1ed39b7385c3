import { useFeedLink, useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';

/** Offers browsers and feed readers the court's Atom feed of press releases, in the page's language. */
export function usePressFeed(): void {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  useFeedLink({ href: `/api/v1/feeds/${locale}/press-releases.atom`, title: t('pressReleases.feedTitle') });
}
