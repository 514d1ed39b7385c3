import type { PressRelease } from '@court/contract';
import { useTranslation } from 'react-i18next';
import { PressReleaseItem } from '../../../components/press-release-item';
import { RELEASE_LANGUAGES, type ReleaseLanguage } from '../api/release-form';
import { CONSOLE_NAMESPACE } from '../i18n';
import styles from './console.module.css';

/**
 * The release in each language it is written in, drawn by the public lists' own component from what the API
 * would publish (Markdown rendered and sanitised there): what readers will see.
 */
export function ReleasePreview({ previews }: { previews: Partial<Record<ReleaseLanguage, PressRelease>> }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const languages = RELEASE_LANGUAGES.filter((lang) => previews[lang]);
  return (
    <section aria-labelledby="preview-title" className={styles.preview} data-testid="release-preview" tabIndex={-1}>
      <h2 id="preview-title">{t('preview.title')}</h2>
      {languages.map((lang) => (
        <div key={lang} className={styles.previewLanguage} data-testid={`preview-${lang}`}>
          <h3>{t('preview.inLanguage', { language: t(`languages.${lang}`) })}</h3>
          <div lang={lang}>
            <PressReleaseItem
              release={{ ...previews[lang]!, id: `preview-${lang}` }}
              pdfAvailable={false}
              showKind
              headingLevel={4}
              textLocale={lang}
            />
          </div>
        </div>
      ))}
    </section>
  );
}
