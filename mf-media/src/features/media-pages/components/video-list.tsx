import { useLocale } from '@court/runtime';
import { EmptyState, type ContentDocument } from '@court/shared';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { videosOf } from '../api/videos';
import styles from './video-list.module.css';

/**
 * The videos of the video block: native players (keyboard-operable, with the browser's own controls), each
 * with its caption tracks where the court gives them (those in the page's language on by default), and a
 * direct link to the file.
 */
export function VideoList({ document }: { document: ContentDocument }) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const videos = videosOf(document);
  return (
    <section aria-labelledby="videos-heading" className={styles.videos}>
      <h2 id="videos-heading">{t('video.heading')}</h2>
      {videos.length === 0 ? (
        <EmptyState>{t('video.none')}</EmptyState>
      ) : (
        <ul className={styles.list}>
          {videos.map((video) => (
            <li key={video.id} id={video.id} className={styles.video}>
              <h3 id={`${video.id}-title`} className={styles.title}>
                {video.title}
              </h3>
              {video.description && <p id={`${video.id}-description`}>{video.description}</p>}
              <video
                className={styles.player}
                controls
                preload="metadata"
                poster={video.poster}
                aria-labelledby={`${video.id}-title`}
                aria-describedby={video.description ? `${video.id}-description` : undefined}
                crossOrigin="anonymous"
              >
                <source src={video.src} type={video.type} />
                {video.captions.map((track) => (
                  <track
                    key={track.src}
                    kind="captions"
                    src={track.src}
                    srcLang={track.lang}
                    label={track.label}
                    default={track.lang === locale}
                  />
                ))}
              </video>
              <p className={`${styles.meta} no-print`}>
                {video.captions.length > 0
                  ? t('video.captions', { languages: video.captions.map((track) => track.label).join(', ') })
                  : t('video.noCaptions')}{' '}
                <a href={video.src} download>
                  {t('video.download')}
                  <span className="visually-hidden"> – {video.title}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
