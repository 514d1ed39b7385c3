import { useLocale } from '@court/runtime';
import { ContentHtml, fetchContent, useAsync } from '@court/shared';
import styles from './home-page.module.css';

/**
 * The editorial introduction (content block `home`), placed under the ways into the site so that its arrival
 * moves nothing the visitor is looking at. Where the block is missing or cannot be fetched, the page simply
 * goes without it: the short introduction at the top comes from the translations.
 */
export function HomeAbout() {
  const locale = useLocale();
  const content = useAsync(() => fetchContent(locale, 'home', {}, { optional: true }), [locale]);
  if (content.status !== 'success') return null;
  return (
    <section className={styles.about} aria-labelledby="home-about-heading">
      <h2 id="home-about-heading">{content.data.title}</h2>
      <ContentHtml html={content.data.body} className={styles.aboutBody} />
    </section>
  );
}
