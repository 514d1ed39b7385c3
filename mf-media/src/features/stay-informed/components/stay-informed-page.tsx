import {
  useDocumentTitle,
  useLoaderData,
  useLocalizedHref,
  useMetaDescription,
  useRevalidator,
  useSearchParams,
} from '@court/runtime';
import { Breadcrumbs, ContentArticle, ErrorState } from '@court/shared';
import { useTranslation } from 'react-i18next';
import type { StayInformedData } from '../api/load-stay-informed';
import { STAY_INFORMED_NAMESPACE } from '../i18n';
import { SubscriptionForm } from './subscription-form';
import { UnsubscribeForm } from './unsubscribe-form';
import styles from './stay-informed-page.module.css';
import { STAY_INFORMED_PARAMS } from '@court/site-map';

/**
 * `/stay-informed` and `/mailing/`: the court's text on its newsletter beside the subscription form; the
 * mailing page (where the newsletter's own links lead, with the address) adds unsubscribing.
 */
export function StayInformedPage({ withUnsubscribe = false }: { withUnsubscribe?: boolean }) {
  const { content, linkedCase } = useLoaderData() as StayInformedData;
  const { t } = useTranslation([STAY_INFORMED_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const revalidator = useRevalidator();
  const [params] = useSearchParams();
  const email = (params.get(STAY_INFORMED_PARAMS.email) ?? '').slice(0, 254);
  const title = content.ok ? content.document.title : t('title');
  // The mailing page shows the same text: its own title and description tell it apart.
  useDocumentTitle(withUnsubscribe ? t('mailing.title') : title);
  useMetaDescription(withUnsubscribe ? t('mailing.description') : undefined);

  return (
    <>
      <Breadcrumbs items={[{ label: t('common:home'), href: href() }, { label: title }]} />
      <div className={styles.layout}>
        {content.ok ? (
          <ContentArticle document={content.document} />
        ) : (
          <div>
            <h1>{title}</h1>
            <ErrorState onRetry={() => void revalidator.revalidate()} />
          </div>
        )}
        <div className={styles.forms}>
          <SubscriptionForm initialEmail={email} linkedCase={linkedCase} />
          {withUnsubscribe && <UnsubscribeForm initialEmail={email} />}
        </div>
      </div>
    </>
  );
}
