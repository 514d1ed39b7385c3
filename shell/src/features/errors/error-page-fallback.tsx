import { i18n } from '@court/runtime';

const FALLBACK_TEXT = 'An error occurred while showing the error page';
const FALLBACK_LINK = 'Home';

function translated(key: string, fallback: string): string {
  try {
    return i18n.exists(key) ? i18n.t(key) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * What is left when even the error page cannot be shown (spec section 2): plain markup with no dependency
 * that could fail again; the text is translated when the translations are there, English otherwise.
 */
export function ErrorPageFallback() {
  const home = `/${typeof i18n.language === 'string' && i18n.language ? i18n.language : ''}`;
  return (
    <div role="alert" className="error-page-fallback">
      <p>{translated('common:errors.errorPageFailed', FALLBACK_TEXT)}</p>
      <p>
        <a href={home}>{translated('common:errors.backHome', FALLBACK_LINK)}</a>
      </p>
    </div>
  );
}
