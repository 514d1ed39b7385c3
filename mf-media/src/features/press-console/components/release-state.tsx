import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import type { ItemState } from '../api/console-releases';
import { courtSeason, formatCourtTime } from '../api/court-time';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

/** A release's state as a tag, with the time a scheduled release goes out (Brussels time, zone named). */
export function ReleaseState({ state, publishAt }: { state: ItemState; publishAt?: string }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  return (
    <span data-testid="release-state">
      <strong className={`${styles.tag} ${styles[`tag-${state}`] ?? ''}`}>{t(`states.${state}`)}</strong>
      {state === 'scheduled' && publishAt && (
        <>
          {' '}
          {t('state.goesOutAt', { at: formatCourtTime(publishAt, locale), zone: t(`zones.${courtSeason(publishAt)}`) })}
        </>
      )}
    </span>
  );
}
