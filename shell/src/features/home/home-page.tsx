import { Link, localizedPath, useDocumentTitle, useLocale } from '@court/runtime';
import { useTranslation } from 'react-i18next';
import { hyphenatedSiteTitle } from '../../config/site-title';
import { HomeAbout } from './home-about';
import { HOME_TASKS } from './home-tasks';
import { HomeWidgets } from './home-widgets';
import styles from './home-page.module.css';

/** The home page: who the Court is, the ways into the site by task, the sections' widgets, the introduction. */
export function HomePage() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  useDocumentTitle(undefined);
  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.heading}>{hyphenatedSiteTitle(locale, t('siteTitle'))}</h1>
        <p className={styles.lead}>{t('home.lead')}</p>
      </div>
      <section aria-labelledby="home-tasks-heading">
        <h2 id="home-tasks-heading" className={styles.tasksHeading}>
          {t('home.tasksHeading')}
        </h2>
        <ul className={styles.tasks}>
          {HOME_TASKS.map(({ id, path }) => (
            <li key={id} className={styles.task}>
              <h3 className={styles.taskTitle}>
                <Link to={localizedPath(locale, path)} className={styles.taskLink}>
                  {t(`home.tasks.${id}.title`)}
                </Link>
              </h3>
              <p className={styles.taskText}>{t(`home.tasks.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <HomeWidgets />
      <HomeAbout />
    </>
  );
}
