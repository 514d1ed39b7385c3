import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../../../config/i18n';
import type { JudgmentParagraph } from '../api/get-judgment';
import styles from './judgment-text.module.css';

/** Deeper paragraphs (B.7.3.2.1…) are indented as this level: a class per level, no inline style under the CSP. */
const MAX_INDENTED_LEVEL = 5;

interface JudgmentTextProps {
  paragraphs: JudgmentParagraph[];
  /** The paragraph the URL points at (`#B.7.3`), marked so the eye finds it. */
  targetId?: string;
}

/**
 * The full text as HTML: a heading per part of the judgment, and each numbered paragraph with its own
 * anchor (`#B.7.3`) whose number is a link to itself, so a reader can copy the link to one paragraph.
 */
export function JudgmentText({ paragraphs, targetId }: JudgmentTextProps) {
  const { t } = useTranslation(SECTION_NAMESPACE);
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph) => {
        if (paragraph.kind === 'heading') {
          return (
            <h3 key={paragraph.id} id={paragraph.id} className={styles.heading}>
              {paragraph.text}
            </h3>
          );
        }
        const classes = [
          styles.paragraph,
          paragraph.kind === 'operative' ? styles.operative : '',
          paragraph.id === targetId ? styles.target : '',
        ];
        return (
          <p
            key={paragraph.id}
            id={paragraph.id}
            className={classes.join(' ')}
            data-level={Math.min(Math.max(paragraph.level, 1), MAX_INDENTED_LEVEL)}
            tabIndex={-1}
          >
            <a
              className={styles.number}
              href={`#${paragraph.id}`}
              aria-label={t('text.paragraphLink', { id: paragraph.id })}
            >
              {paragraph.id}
            </a>{' '}
            {paragraph.text}
          </p>
        );
      })}
    </div>
  );
}
