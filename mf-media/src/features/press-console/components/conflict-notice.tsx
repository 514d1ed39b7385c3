import { buttonClass } from '@court/shared';
import { useState } from 'react';
import { useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { getRelease, type StoredRelease } from '../api/console-releases';
import { formatCourtTime } from '../api/court-time';
import { RELEASE_LANGUAGES } from '../api/release-form';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

interface ConflictNoticeProps {
  id: string;
  /** Save the officer's text over the other version (it becomes the version they start from). */
  onKeepMine: (theirs: StoredRelease) => void;
  /** Drop the officer's changes and continue from the other version. */
  onTakeTheirs: (theirs: StoredRelease) => void;
}

/**
 * Another officer saved the release after this one opened it (the API's 412): nothing was overwritten and the
 * form still holds this officer's text. They can read the other version, then keep theirs or take it over.
 */
export function ConflictNotice({ id, onKeepMine, onTakeTheirs }: ConflictNoticeProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const [theirs, setTheirs] = useState<StoredRelease>();
  const [failed, setFailed] = useState(false);
  const show = () =>
    getRelease(id).then(setTheirs, () => {
      setFailed(true);
    });

  return (
    <div className={`${styles.notice} ${styles.warning}`} role="alert" data-testid="conflict">
      <h2>{t('conflict.title')}</h2>
      <p>{t('conflict.text')}</p>
      {!theirs && (
        <button type="button" className={buttonClass('secondary')} onClick={() => void show()}>
          {t('conflict.show')}
        </button>
      )}
      {failed && <p>{t('conflict.unavailable')}</p>}
      {theirs && (
        <section aria-labelledby="their-version" className={styles.theirs}>
          <h3 id="their-version">
            {t('conflict.theirVersion', {
              name: theirs.updatedBy,
              at: formatCourtTime(theirs.updatedAt, locale),
              version: theirs.version,
            })}
          </h3>
          {RELEASE_LANGUAGES.filter((lang) => theirs.body.title[lang]).map((lang) => (
            <div key={lang} lang={lang}>
              <h4>{theirs.body.title[lang]}</h4>
              <p className={styles.preserveLines}>{theirs.body.body[lang]}</p>
            </div>
          ))}
          <div className={styles.actions}>
            <button type="button" className={buttonClass()} onClick={() => onKeepMine(theirs)}>
              {t('conflict.keepMine')}
            </button>
            <button type="button" className={buttonClass('secondary')} onClick={() => onTakeTheirs(theirs)}>
              {t('conflict.takeTheirs')}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
