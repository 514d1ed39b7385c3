import { siteOrigin, useLocale, useLocalizedHref } from '@court/runtime';
import { useEnhanced } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import { courtCitation, ecliCitation, type CitableJudgment } from '../lib/citation';
import { exportCitation, type CitationFormat } from '../lib/citation-export';
import styles from './citation-box.module.css';

interface CitationBoxProps {
  judgment: CitableJudgment;
  /** Numbered paragraphs a pin cite can point at. */
  paragraphIds: string[];
  /** The paragraph preselected for the pin cite (the one the URL points at). */
  initialParagraph?: string;
}

type Copied = 'court' | 'ecli' | 'failed' | undefined;

const EXPORTS: { format: CitationFormat; name: string }[] = [
  { format: 'csl-json', name: 'CSL-JSON' },
  { format: 'bibtex', name: 'BibTeX' },
  { format: 'ris', name: 'RIS' },
];

/**
 * How to cite the judgment: the court's form and the ECLI, with an optional paragraph, each one click to copy. The
 * paragraph choice and the copy buttons are the scripts' and drawn once they run; before that, and without them,
 * the box shows the citations of the whole judgment and its downloads, which are plain links.
 */
export function CitationBox({ judgment, paragraphIds, initialParagraph }: CitationBoxProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const [paragraph, setParagraph] = useState(
    initialParagraph && paragraphIds.includes(initialParagraph) ? initialParagraph : '',
  );
  const [copied, setCopied] = useState<Copied>();
  const enhanced = useEnhanced();
  const court = courtCitation(judgment, locale, paragraph || undefined);
  const ecli = ecliCitation(judgment, paragraph || undefined);

  const permalink = `${siteOrigin()}${href(decisionsPaths.judgment(judgment, paragraph))}`;
  const downloads = EXPORTS.map(({ format, name }) => ({
    name,
    file: exportCitation(format, { judgment, locale, url: permalink, paragraph: paragraph || undefined }),
  }));

  const copy = async (text: string, which: 'court' | 'ecli') => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(which);
    } catch {
      setCopied('failed');
    }
  };

  return (
    <section className={styles.box} aria-labelledby="citation-heading">
      <h2 id="citation-heading" className={styles.heading}>
        {t('citation.heading')}
      </h2>
      {enhanced && paragraphIds.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="citation-paragraph">{t('citation.paragraph')}</label>
          <select id="citation-paragraph" value={paragraph} onChange={(event) => setParagraph(event.target.value)}>
            <option value="">{t('citation.wholeJudgment')}</option>
            {paragraphIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
      )}
      <dl className={styles.forms}>
        <dt>{t('citation.courtForm')}</dt>
        <dd>
          <span data-testid="court-citation">{court}</span>
          {enhanced && (
            <button type="button" onClick={() => void copy(court, 'court')}>
              {t('citation.copyCourt')}
            </button>
          )}
        </dd>
        <dt>{t('citation.ecli')}</dt>
        <dd>
          <span data-testid="ecli-citation">{ecli}</span>
          {enhanced && (
            <button type="button" onClick={() => void copy(ecli, 'ecli')}>
              {t('citation.copyEcli')}
            </button>
          )}
        </dd>
      </dl>
      <p className={styles.downloads}>
        <span>{t('citation.export')}</span>
        {downloads.map(({ name, file }) => (
          <a
            key={file.format}
            download={file.fileName}
            type={file.mimeType}
            href={`data:${file.mimeType};charset=utf-8,${encodeURIComponent(file.content)}`}
            aria-label={t('citation.download', { format: name })}
          >
            {name}
          </a>
        ))}
      </p>
      <p role="status" className={styles.status}>
        {copied === 'failed' ? t('citation.copyFailed') : copied ? t('citation.copied') : ''}
      </p>
    </section>
  );
}
