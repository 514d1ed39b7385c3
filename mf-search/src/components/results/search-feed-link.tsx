import { useFeedLink, type FeedLink } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { SEARCH_NAMESPACE } from '../../config/i18n';

/** "Follow this search as a feed": the visible link below the results, and the same feed in the page's head. */
export function SearchFeedLink({ feed }: { feed: FeedLink }) {
  const { t } = useTranslation(SEARCH_NAMESPACE);
  useFeedLink(feed);
  return (
    <p className="no-print">
      <a href={feed.href} type="application/atom+xml">
        {t('results.follow')}
      </a>
    </p>
  );
}
