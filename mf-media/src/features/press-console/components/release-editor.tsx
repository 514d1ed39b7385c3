import { useRef, useState, type FormEvent } from 'react';
import { buttonClass, ErrorSummary, type FieldError } from '@court/shared';
import type { PressRelease } from '@court/contract';
import { LOCALE_INFO, useLocale, useLocalizedHref, useNavigate } from '@court/runtime';
import { mediaPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import {
  isPdfFile,
  previewRelease,
  saveRelease,
  uploadReleasePdf,
  withdrawRelease,
  type ItemState,
  type StoredRelease,
} from '../api/console-releases';
import { formatCourtTime, judgmentOfKey } from '../api/court-time';
import {
  EXPECTED_LANGUAGES,
  formOfRelease,
  releaseBody,
  releaseProblems,
  writtenLanguages,
  type FormProblem,
  type ReleaseFormValues,
  type ReleaseLanguage,
} from '../api/release-form';
import { saveFailureOf, type SaveFailure } from '../api/save-failure';
import { CONSOLE_NAMESPACE } from '../i18n';
import { ConflictNotice } from './conflict-notice';
import { LoginRenewal } from './login-renewal';
import { ReleaseFields } from './release-fields';
import { ReleaseHistory } from './release-history';
import { ReleasePreview } from './release-preview';
import { ReleaseState } from './release-state';
import { WithdrawSection } from './withdraw-section';
import styles from './console.module.css';

/** What the release is on the server, as far as the next write needs to know. */
interface ServerState {
  state: ItemState;
  etag: string;
  publishAt: string;
  embargo?: { kind: string; key: string };
  archived?: boolean;
}

export interface ReleaseEditorProps {
  id: string;
  /** The release as last written; none for a new one. */
  stored?: StoredRelease;
  initial: ReleaseFormValues;
  /** The message of the save that led here (a new release's first save moves to its own address). */
  savedMessage?: string;
}

type Action = 'draft' | 'publish' | 'withdraw' | 'preview';

/**
 * Writing one press release: its fields, save as a draft, publish now or at a time, preview, withdraw, and its
 * audit trail. Whatever goes wrong (a field, the network, the server, the login, another officer's save), the
 * form keeps what was typed and says what happened.
 */
export function ReleaseEditor({ id, stored, initial, savedMessage }: ReleaseEditorProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const locale = useLocale();
  const href = useLocalizedHref();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [server, setServer] = useState<ServerState | undefined>(
    stored && {
      state: stored.state,
      etag: stored.etag,
      publishAt: stored.publishAt,
      embargo: stored.embargo,
      archived: stored.body.archived,
    },
  );
  const [problems, setProblems] = useState<FormProblem[]>([]);
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<SaveFailure>();
  const [message, setMessage] = useState(savedMessage);
  const [busy, setBusy] = useState<Action>();
  const [pdfs, setPdfs] = useState<Partial<Record<ReleaseLanguage, File>>>({});
  const [previews, setPreviews] = useState<Partial<Record<ReleaseLanguage, PressRelease>>>();
  const [revision, setRevision] = useState(0);
  const lastAction = useRef<Action>('draft');

  const messageOf = (problem: FormProblem) =>
    t(`problems.${problem.code}`, {
      ...problem.params,
      language: problem.params?.lang ? t(`languages.${problem.params.lang}`) : undefined,
    });
  const fieldErrors: FieldError[] = problems.map((problem) => ({ field: problem.field, message: messageOf(problem) }));
  const errorOf = (field: string) => fieldErrors.find((error) => error.field === field)?.message;

  const fail = (error: unknown) => {
    const found = saveFailureOf(error);
    if (found.kind === 'invalid') {
      setProblems(found.problems);
      setAttempt((n) => n + 1);
    } else setFailure(found);
  };

  const onPdf = (lang: ReleaseLanguage, file: File | undefined, input: HTMLInputElement) => {
    const others = problems.filter((problem) => problem.field !== `pdf-${lang}`);
    if (!file) {
      setPdfs((chosen) => ({ ...chosen, [lang]: undefined }));
      return setProblems(others);
    }
    void isPdfFile(file).then((pdf) => {
      if (pdf) {
        setPdfs((chosen) => ({ ...chosen, [lang]: file }));
        setProblems(others);
      } else {
        // Refused before any upload: the field is emptied and says why.
        input.value = '';
        setPdfs((chosen) => ({ ...chosen, [lang]: undefined }));
        setProblems([...others, { field: `pdf-${lang}`, code: 'notPdf', params: { name: file.name } }]);
        setAttempt((n) => n + 1);
      }
    });
  };

  const checked = () => {
    const found = [...releaseProblems(values), ...problems.filter((problem) => problem.code === 'notPdf')];
    setProblems(found);
    setAttempt((n) => n + 1);
    return found.length === 0;
  };

  async function save(draft: boolean, etag = server?.etag) {
    lastAction.current = draft ? 'draft' : 'publish';
    setMessage(undefined);
    setFailure(undefined);
    if (!checked()) return;
    setBusy(draft ? 'draft' : 'publish');
    try {
      const written = await saveRelease(id, releaseBody(values, server?.archived), { draft, etag });
      const next = {
        ...server,
        state: written.state,
        etag: written.etag,
        publishAt: written.publishAt,
        embargo: written.embargo,
      };
      setServer(next);
      for (const [lang, file] of Object.entries(pdfs) as [ReleaseLanguage, File | undefined][]) {
        if (!file) continue;
        await uploadReleasePdf(id, lang, file);
        setPdfs((chosen) => ({ ...chosen, [lang]: undefined }));
      }
      const saved = savedText(written.state, written.publishAt, written.embargo);
      setRevision((n) => n + 1);
      if (!stored) navigate(href(mediaPaths.consoleRelease(id)), { replace: true, state: { saved } });
      else setMessage(saved);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  }

  function savedText(state: ItemState, publishAt: string, embargo?: { key: string }) {
    if (state === 'draft') return t('saved.draft');
    if (state === 'published') return t('saved.published');
    // Past its time and still scheduled: it waits for the judgment it concerns to be published.
    if (embargo && Date.parse(publishAt) <= Date.now())
      return t('saved.waiting', { judgment: judgmentOfKey(embargo.key) });
    return t('saved.scheduled', { at: formatCourtTime(publishAt, locale) });
  }

  async function withdraw() {
    if (!server) return;
    lastAction.current = 'withdraw';
    setMessage(undefined);
    setFailure(undefined);
    setBusy('withdraw');
    try {
      const written = await withdrawRelease(id, server.etag);
      setServer({ ...server, state: written.state, etag: written.etag });
      setMessage(t('saved.withdrawn'));
      setRevision((n) => n + 1);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  }

  async function preview() {
    setFailure(undefined);
    if (!checked()) return;
    setBusy('preview');
    try {
      setPreviews(await previewRelease(releaseBody(values, server?.archived)));
      requestAnimationFrame(() => document.getElementById('preview-title')?.parentElement?.focus());
    } catch (error) {
      fail(error);
    } finally {
      setBusy(undefined);
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save(false);
  };
  const missing = EXPECTED_LANGUAGES.filter((lang) => !writtenLanguages(values).includes(lang));
  const published = server?.state === 'published';

  return (
    <>
      {server && (
        <p>
          {t('editor.state')} <ReleaseState state={server.state} publishAt={server.publishAt} />
        </p>
      )}
      {message && (
        <div className={`${styles.notice} ${styles.success}`} role="status" data-testid="save-outcome">
          {message}
        </div>
      )}
      {failure?.kind === 'login-expired' && <LoginRenewal />}
      {failure?.kind === 'conflict' && (
        <ConflictNotice
          id={id}
          onKeepMine={(theirs) => {
            setFailure(undefined);
            void save(lastAction.current === 'draft', theirs.etag);
          }}
          onTakeTheirs={(theirs) => {
            setFailure(undefined);
            setValues(formOfRelease(theirs.body, theirs.publishAt, theirs.state));
            setServer({
              state: theirs.state,
              etag: theirs.etag,
              publishAt: theirs.publishAt,
              embargo: theirs.embargo,
              archived: theirs.body.archived,
            });
          }}
        />
      )}
      {(failure?.kind === 'network' || failure?.kind === 'server') && (
        <div className={`${styles.notice} ${styles.error}`} role="alert" data-testid="save-failure">
          {t(failure.kind === 'network' ? 'failure.network' : 'failure.server')}
        </div>
      )}

      <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="editor-title">
        <h2 id="editor-title" className="visually-hidden">
          {t('editor.formTitle')}
        </h2>
        <ErrorSummary id="release-errors" errors={fieldErrors} attempt={attempt} />
        <ReleaseFields values={values} onChange={setValues} errorOf={errorOf} pdfs={pdfs} onPdf={onPdf} />
        {missing.length > 0 && (
          <div className={`${styles.notice} ${styles.warning}`} data-testid="missing-languages">
            {t('editor.missingLanguages', {
              languages: new Intl.ListFormat(LOCALE_INFO[locale].iso, { type: 'conjunction' }).format(
                missing.map((lang) => t(`languages.${lang}`)),
              ),
            })}
          </div>
        )}
        <div className={styles.actions}>
          <button type="submit" className={buttonClass()} disabled={busy !== undefined}>
            {values.timing === 'at' ? t('editor.schedule') : published ? t('editor.saveChanges') : t('editor.publish')}
          </button>
          {!published && (
            <button
              type="button"
              className={buttonClass('secondary')}
              disabled={busy !== undefined}
              onClick={() => void save(true)}
            >
              {t('editor.saveDraft')}
            </button>
          )}
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={busy !== undefined}
            onClick={() => void preview()}
          >
            {t('editor.preview')}
          </button>
        </div>
        {busy && (
          <p role="status" className={styles.muted}>
            {t(`busy.${busy}`)}
          </p>
        )}
      </form>

      {server && (server.state === 'published' || server.state === 'scheduled') && (
        <WithdrawSection busy={busy !== undefined} onWithdraw={() => void withdraw()} />
      )}

      {previews && <ReleasePreview previews={previews} />}
      {stored && <ReleaseHistory id={id} revision={revision} />}
    </>
  );
}
