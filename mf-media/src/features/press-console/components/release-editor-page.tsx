import { useState } from 'react';
import { ErrorCard, ErrorState, LoadingState, useAsync } from '@court/shared';
import { ApiError, useLocalizedHref, useLocation, useParams } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { getRelease, newReleaseId } from '../api/console-releases';
import { courtToday, emptyRelease, formOfRelease, RELEASE_LANGUAGES } from '../api/release-form';
import { CONSOLE_NAMESPACE } from '../i18n';
import { ConsoleFrame } from './console-frame';
import { isLoginExpired, LoginRenewal } from './login-renewal';
import { ReleaseEditor } from './release-editor';

/** `/{lang}/media/console/new`: a new press release, with an id of its own from the start. */
export function NewReleasePage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const [id] = useState(() => newReleaseId(courtToday()));
  const [initial] = useState(() => emptyRelease());
  return (
    <ConsoleFrame title={t('editor.newTitle')} belowList>
      <ReleaseEditor id={id} initial={initial} />
    </ConsoleFrame>
  );
}

/** `/{lang}/media/console/releases/{id}`: a press release as last written, to change, publish or withdraw. */
export function ReleasePage() {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const { id = '' } = useParams();
  const saved = (useLocation().state as { saved?: string } | null)?.saved;
  return (
    <ConsoleFrame title={t('editor.editTitle')} belowList>
      <StoredReleaseEditor id={id} savedMessage={saved} />
    </ConsoleFrame>
  );
}

function StoredReleaseEditor({ id, savedMessage }: { id: string; savedMessage?: string }) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const href = useLocalizedHref();
  const release = useAsync(() => getRelease(id), [id]);
  if (release.status === 'loading') return <LoadingState />;
  if (release.status === 'error') {
    if (isLoginExpired(release.error)) return <LoginRenewal onRenewed={release.retry} />;
    if (release.error instanceof ApiError && release.error.status === 404) {
      return (
        <ErrorCard
          status={404}
          headingLevel={2}
          heading={t('editor.notFoundTitle')}
          text={t('editor.notFound', { id })}
          homeHref={href(mediaPaths.console())}
        />
      );
    }
    return <ErrorState onRetry={release.retry} />;
  }
  const stored = release.data;
  const title = RELEASE_LANGUAGES.map((lang) => stored.body.title[lang]).find(Boolean);
  return (
    <>
      {title && <p className="lead">{title}</p>}
      <ReleaseEditor
        key={stored.etag}
        id={id}
        stored={stored}
        initial={formOfRelease(stored.body, stored.publishAt, stored.state)}
        savedMessage={savedMessage}
      />
    </>
  );
}
