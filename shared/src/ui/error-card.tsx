import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ErrorIllustration } from './error-illustration';
import { useMetaDescription } from '@court/runtime';
import { RetryControl } from './retry-control';
import styles from './error-card.module.css';

export interface ErrorCardProps {
  /** HTTP-like status shown above the heading (404, 401, 500…). */
  status?: number;
  heading: string;
  /** Plain-language explanation for the visitor. */
  text?: string;
  /** The technical message, shown as "Error: {message}" (spec section 2). */
  technicalMessage?: string;
  /** Where "go home" leads, e.g. `/nl`. */
  homeHref: string;
  /** Heading level: h1 when the card is the page, h2 inside a page that has its own h1. */
  headingLevel?: 1 | 2;
  /** Extra actions (e.g. "try again" for a section). */
  children?: ReactNode;
  /** What "refresh" does when reloading this address would not help; by default the page is reloaded. */
  onRefresh?: () => void;
}

/**
 * The error card of the spec: illustration, status, heading, loading-error text, the technical message, a
 * refresh button and a go-home link. Shared by the shell's error pages and every section's error boundary.
 * A card that is the page (h1) describes the page by its text.
 */
export function ErrorCard({
  status,
  heading,
  text,
  technicalMessage,
  homeHref,
  headingLevel = 1,
  children,
  onRefresh = () => window.location.reload(),
}: ErrorCardProps) {
  const { t } = useTranslation('common');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const explanation = text ?? t('errors.loadingError');
  useMetaDescription(headingLevel === 1 ? explanation : undefined);
  return (
    <section className={styles.card} aria-labelledby="error-card-heading" data-testid="error-card">
      <ErrorIllustration />
      {status !== undefined && <p className={styles.status}>{t('errors.statusCode', { status })}</p>}
      <Heading id="error-card-heading" className={styles.heading} tabIndex={-1}>
        {heading}
      </Heading>
      <p className={styles.text}>{explanation}</p>
      {technicalMessage && <p className={styles.technical}>{t('errors.technical', { message: technicalMessage })}</p>}
      <div className={styles.actions}>
        {children}
        <RetryControl className={styles.button} onRetry={onRefresh}>
          {t('errors.refresh')}
        </RetryControl>
        <a className={styles.link} href={homeHref}>
          {t('errors.goHome')}
        </a>
      </div>
    </section>
  );
}
