import { localizedPath, siteOrigin, useLocale } from '@court/runtime';
import type { Settled } from '@court/shared';
import { courtPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import type { ApiDescription } from '../api/get-api-description';
import { OPEN_DATA_NAMESPACE } from '../i18n';
import styles from './reuse.module.css';

interface ClientLimitsProps {
  description: Settled<ApiDescription>;
  registryEmail: Settled<string | undefined>;
}

/**
 * The limits per client with and without an API key, as the API's description states them, how to send a key,
 * and whom to ask for one: the registry, at the address the contact page gives.
 */
export function ClientLimits({ description, registryEmail }: ClientLimitsProps) {
  const { t } = useTranslation(OPEN_DATA_NAMESPACE);
  const locale = useLocale();
  const known = description.ok ? description.data : undefined;
  const email = registryEmail.ok ? registryEmail.data : undefined;
  const contactsHref = localizedPath(locale, courtPaths.legal('contacts'));

  return (
    <section aria-labelledby="open-data-limits">
      <h2 id="open-data-limits">{t('limits.heading')}</h2>
      <dl className={styles.limits}>
        <dt>{t('limits.anonymous')}</dt>
        <dd data-testid="rate-limit">
          {known?.rateLimit ? t('limits.perMinute', { count: known.rateLimit }) : t('limits.unknown')}
        </dd>
        <dt>{t('limits.withKey')}</dt>
        <dd data-testid="key-rate-limit">
          {known?.keyRateLimit ? t('limits.keyPerMinute', { count: known.keyRateLimit }) : t('limits.unknown')}
        </dd>
        <dt>{t('limits.exceeded')}</dt>
        <dd>{t('limits.exceededText')}</dd>
        <dt>{t('limits.refused')}</dt>
        <dd>{t('limits.refusedText')}</dd>
      </dl>

      <h3>{t('limits.sendHeading')}</h3>
      {known?.keyHeader ? (
        <>
          <p className={styles.text}>{t('limits.send', { header: known.keyHeader })}</p>
          <pre className={styles.example}>
            <code>{`curl -H "${known.keyHeader}: ghcc_…" ${siteOrigin()}/api/v1/bulk/manifest.json`}</code>
          </pre>
        </>
      ) : (
        <p className={styles.text}>{t('limits.sendUnknown')}</p>
      )}
      <p className={styles.text}>{t('limits.secret')}</p>

      <h3>{t('limits.askHeading')}</h3>
      <p className={styles.text}>{t('limits.ask')}</p>
      <dl className={styles.limits} data-testid="ask-for-key">
        {email && (
          <>
            <dt>{t('limits.email')}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        )}
        <dt>{t('limits.contacts')}</dt>
        <dd>
          <a href={contactsHref}>{t('limits.contactsLink')}</a>
        </dd>
      </dl>
    </section>
  );
}
