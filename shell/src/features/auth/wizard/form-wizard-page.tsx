import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  Link,
  localizedPath,
  useDocumentTitle,
  useLocale,
  useMetaDescription,
  useSearchParams,
  useSessionStore,
} from '@court/runtime';
import { ErrorState, ErrorSummary } from '@court/shared';
import type { RegistryMessage } from '@court/contract';
import { shellPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { lookUpCase, sendRegistryMessage } from '../auth-api';
import { AUTH_NAMESPACE } from '../config';
import pageStyles from '../pages/auth-pages.module.css';
import { clearDraft, EMPTY_DRAFT, loadDraft, saveDraft, type RegistryDraft } from './draft';
import { firstIncompleteStep, LIMITS, STEPS, validateStep, type FieldErrors, type FieldName } from './validation';
import { WizardField } from './wizard-field';
import styles from './wizard.module.css';

/** A new draft starts with the contact details the federal login gave. */
function initialDraft(user: ReturnType<typeof useSessionStore.getState>['currentUser']): RegistryDraft {
  return (
    loadDraft() ?? {
      ...EMPTY_DRAFT,
      contactName: user ? `${user.givenName ?? ''} ${user.surname ?? ''}`.trim() : '',
      contactEmail: typeof user?.mail === 'string' ? user.mail : '',
    }
  );
}

/**
 * `/{lang}/auth/FormWizard`: a message to the registry about a case in four steps (case, message, contact,
 * review). The step is in the address (`?step=2`), so the browser's back button goes back a step; the draft
 * is in session storage, so a reload loses nothing.
 */
export function FormWizardPage() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const locale = useLocale();
  const user = useSessionStore((state) => state.currentUser);
  const [params, setParams] = useSearchParams();
  const [draft, setDraft] = useState(() => initialDraft(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempts, setAttempts] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sendFailed, setSendFailed] = useState(false);
  const [receipt, setReceipt] = useState<RegistryMessage>();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const requested = Math.max(0, Number(params.get('step') ?? '1') - 1) || 0;
  const stepIndex = Math.min(requested, firstIncompleteStep(draft), STEPS.length - 1);
  const step = STEPS[stepIndex] ?? 'case';
  useDocumentTitle(`${t(`wizard.steps.${step}`)} – ${t('wizard.title')}`);
  useMetaDescription(t('wizard.description'));

  useEffect(() => saveDraft(draft), [draft]);
  // A new step takes the focus to its heading, as a new page would.
  useEffect(() => headingRef.current?.focus(), [stepIndex, receipt]);

  const update = (field: keyof RegistryDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value, ...(field === 'rollNumber' ? { caseSubject: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const errorText = (field: FieldName) => (errors[field] ? t(`wizard.errors.${errors[field]}`) : undefined);
  const goTo = (index: number) => setParams({ step: String(index + 1) });

  // The error summary takes the focus and links to each field to correct.
  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setAttempts((count) => count + 1);
  };
  const summary = (Object.keys(errors) as FieldName[]).flatMap((field) => {
    const message = errorText(field);
    return message ? [{ field, message }] : [];
  });

  const next = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateStep(step, draft);
    if (Object.keys(found).length > 0) return showErrors(found);
    if (step === 'case') {
      setBusy(true);
      try {
        const found = await lookUpCase(draft.rollNumber.trim());
        setDraft((current) => ({
          ...current,
          caseSubject: (locale === 'nl' ? found.encinzNl : found.encinzFr) || found.idRole,
        }));
      } catch (error) {
        setBusy(false);
        return showErrors({
          rollNumber: error instanceof ApiError && error.status === 404 ? 'rollNumberUnknown' : 'lookupFailed',
        });
      }
      setBusy(false);
    }
    if (step === 'review') return send();
    goTo(stepIndex + 1);
  };

  const send = async () => {
    setBusy(true);
    setSendFailed(false);
    try {
      const stored = await sendRegistryMessage({
        rollNumber: draft.rollNumber.trim(),
        topic: draft.topic.trim(),
        message: draft.message.trim(),
        contactName: draft.contactName.trim(),
        contactEmail: draft.contactEmail.trim(),
        ...(draft.contactPhone.trim() ? { contactPhone: draft.contactPhone.trim() } : {}),
        lang: locale,
      });
      clearDraft();
      setDraft(initialDraft(user));
      setReceipt(stored);
    } catch {
      setSendFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (receipt) {
    return (
      <div className={pageStyles.page}>
        <h1 ref={headingRef} tabIndex={-1}>
          {t('wizard.sent.title')}
        </h1>
        <p role="status">{t('wizard.sent.text', { receipt: receipt.receipt })}</p>
        <p>
          <strong data-testid="receipt">{receipt.receipt}</strong>
        </p>
        <div className={pageStyles.actions}>
          <Link className={pageStyles.button} to={localizedPath(locale, shellPaths.admin())}>
            {t('wizard.sent.toAdmin')}
          </Link>
          <button
            type="button"
            className={pageStyles.secondary}
            onClick={() => {
              setReceipt(undefined);
              goTo(0);
            }}
          >
            {t('wizard.sent.another')}
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className={pageStyles.page}>
      <p className={styles.hint}>{t('wizard.title')}</p>
      <h1 ref={headingRef} tabIndex={-1}>
        {t('wizard.stepHeading', { number: stepIndex + 1, total: STEPS.length, name: t(`wizard.steps.${step}`) })}
      </h1>
      <nav aria-label={t('wizard.progress')}>
        <ol className={styles.steps}>
          {STEPS.map((name, index) => (
            <li key={name} aria-current={index === stepIndex ? 'step' : undefined}>
              {index + 1}. {t(`wizard.steps.${name}`)}
            </li>
          ))}
        </ol>
      </nav>
      {stepIndex > 0 && draft.caseSubject && (
        <p className={styles.case}>
          {t('wizard.caseSummary', { rollNumber: draft.rollNumber, subject: draft.caseSubject })}
        </p>
      )}
      <form onSubmit={next} noValidate>
        <ErrorSummary id="wizard-errors" errors={summary} attempt={attempts} />
        {step === 'case' && (
          <WizardField
            id="rollNumber"
            label={t('fields.rollNumber')}
            hint={t('wizard.hints.rollNumber')}
            value={draft.rollNumber}
            onChange={update('rollNumber')}
            error={errorText('rollNumber')}
            inputMode="numeric"
            maxLength={6}
            required
          />
        )}
        {step === 'message' && (
          <>
            <WizardField
              id="topic"
              label={t('fields.topic')}
              value={draft.topic}
              onChange={update('topic')}
              error={errorText('topic')}
              maxLength={LIMITS.topic}
              required
            />
            <WizardField
              id="message"
              label={t('fields.message')}
              hint={t('wizard.hints.message', { max: LIMITS.message })}
              value={draft.message}
              onChange={update('message')}
              error={errorText('message')}
              maxLength={LIMITS.message}
              multiline
              required
            />
          </>
        )}
        {step === 'contact' && (
          <>
            <WizardField
              id="contactName"
              label={t('fields.name')}
              value={draft.contactName}
              onChange={update('contactName')}
              error={errorText('contactName')}
              autoComplete="name"
              required
            />
            <WizardField
              id="contactEmail"
              label={t('fields.email')}
              type="email"
              value={draft.contactEmail}
              onChange={update('contactEmail')}
              error={errorText('contactEmail')}
              autoComplete="email"
              required
            />
            <WizardField
              id="contactPhone"
              label={t('fields.phoneOptional')}
              type="tel"
              value={draft.contactPhone}
              onChange={update('contactPhone')}
              error={errorText('contactPhone')}
              autoComplete="tel"
            />
          </>
        )}
        {step === 'review' && (
          <dl className={pageStyles.details} data-testid="wizard-review">
            <dt>{t('fields.rollNumber')}</dt>
            <dd>{draft.rollNumber}</dd>
            <dt>{t('fields.topic')}</dt>
            <dd>{draft.topic}</dd>
            <dt>{t('fields.message')}</dt>
            <dd>{draft.message}</dd>
            <dt>{t('fields.name')}</dt>
            <dd>{draft.contactName}</dd>
            <dt>{t('fields.email')}</dt>
            <dd>{draft.contactEmail}</dd>
            {draft.contactPhone && (
              <>
                <dt>{t('fields.phone')}</dt>
                <dd>{draft.contactPhone}</dd>
              </>
            )}
          </dl>
        )}
        {sendFailed && <ErrorState>{t('wizard.sendFailed')}</ErrorState>}
        <div className={pageStyles.actions}>
          {stepIndex > 0 && (
            <button type="button" className={pageStyles.secondary} onClick={() => goTo(stepIndex - 1)}>
              {t('wizard.back')}
            </button>
          )}
          <button type="submit" className={pageStyles.button} disabled={busy} aria-busy={busy}>
            {step === 'review' ? t('wizard.send') : t('wizard.next')}
          </button>
        </div>
      </form>
    </div>
  );
}
