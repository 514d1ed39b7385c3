import { Choice, ChoiceFieldset, FormField } from '@court/shared';
import { MEDIA_TYPES } from '@court/contract/vocabularies';
import { useTranslation } from 'react-i18next';
import { RELEASE_LANGUAGES, type ReleaseFormValues, type ReleaseLanguage } from '../api/release-form';
import { CONSOLE_NAMESPACE } from '../i18n';
import { JudgmentSummary } from './judgment-summary';
import styles from './console.module.css';

interface ReleaseFieldsProps {
  values: ReleaseFormValues;
  onChange: (values: ReleaseFormValues) => void;
  /** The message of each field to correct, by the field's id. */
  errorOf: (field: string) => string | undefined;
  /** A PDF chosen per language (sent with the next save), and the choice of another. */
  pdfs: Partial<Record<ReleaseLanguage, File>>;
  onPdf: (lang: ReleaseLanguage, file: File | undefined, input: HTMLInputElement) => void;
}

/** The fields of a press release: its kind and date, what it concerns, its text per language, its PDFs. */
export function ReleaseFields({ values, onChange, errorOf, pdfs, onPdf }: ReleaseFieldsProps) {
  const { t } = useTranslation(CONSOLE_NAMESPACE);
  const set = <K extends keyof ReleaseFormValues>(name: K, value: ReleaseFormValues[K]) =>
    onChange({ ...values, [name]: value });
  const setText = (part: 'title' | 'body', lang: ReleaseLanguage, text: string) =>
    onChange({ ...values, [part]: { ...values[part], [lang]: text } });

  return (
    <>
      <ChoiceFieldset id="release-type" legend={t('fields.type')} error={errorOf('release-type')}>
        {MEDIA_TYPES.map((type) => (
          <Choice
            key={type}
            type="radio"
            name="type"
            value={type}
            checked={values.type === type}
            onChange={() => set('type', type)}
          >
            {t(`types.${type}`)}
          </Choice>
        ))}
      </ChoiceFieldset>

      <FormField
        id="release-date"
        width="auto"
        label={t('fields.date')}
        hint={t('fields.dateHint')}
        error={errorOf('release-date')}
      >
        {(control) => (
          <input {...control} type="date" value={values.date} onChange={(event) => set('date', event.target.value)} />
        )}
      </FormField>

      <fieldset className={styles.group}>
        <legend>{t('fields.concerns')}</legend>
        <div className={styles.inline}>
          <FormField
            id="judgment-number"
            width="short"
            label={t('fields.judgmentNumber')}
            error={errorOf('judgment-number')}
          >
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={values.judgmentNumber}
                onChange={(event) => set('judgmentNumber', event.target.value)}
              />
            )}
          </FormField>
          <FormField id="judgment-year" width="short" label={t('fields.judgmentYear')} error={errorOf('judgment-year')}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                value={values.judgmentYear}
                onChange={(event) => set('judgmentYear', event.target.value)}
              />
            )}
          </FormField>
        </div>
        <JudgmentSummary number={values.judgmentNumber.trim()} year={values.judgmentYear.trim()} />
        <FormField
          id="roll-number"
          width="short"
          label={t('fields.rollNumber')}
          hint={t('fields.rollNumberHint')}
          error={errorOf('roll-number')}
        >
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              value={values.rollNumber}
              onChange={(event) => set('rollNumber', event.target.value)}
            />
          )}
        </FormField>
      </fieldset>

      {RELEASE_LANGUAGES.map((lang) => (
        <fieldset key={lang} className={styles.group}>
          <legend>{t('fields.version', { language: t(`languages.${lang}`) })}</legend>
          <FormField id={`title-${lang}`} label={t('fields.title')} error={errorOf(`title-${lang}`)}>
            {(control) => (
              <input
                {...control}
                lang={lang}
                maxLength={500}
                value={values.title[lang]}
                onChange={(event) => setText('title', lang, event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`body-${lang}`}
            label={t('fields.body')}
            hint={t('fields.bodyHint')}
            error={errorOf(`body-${lang}`)}
          >
            {(control) => (
              <textarea
                {...control}
                lang={lang}
                rows={10}
                value={values.body[lang]}
                onChange={(event) => setText('body', lang, event.target.value)}
              />
            )}
          </FormField>
          <FormField
            id={`pdf-${lang}`}
            label={t('fields.pdf')}
            hint={pdfs[lang] ? t('fields.pdfChosen', { name: pdfs[lang].name }) : t('fields.pdfHint')}
            error={errorOf(`pdf-${lang}`)}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => onPdf(lang, event.target.files?.[0], event.target)}
              />
            )}
          </FormField>
        </fieldset>
      ))}

      <ChoiceFieldset id="timing" legend={t('fields.timing')} hint={t('fields.timingHint')}>
        <Choice
          type="radio"
          name="timing"
          value="now"
          checked={values.timing === 'now'}
          onChange={() => set('timing', 'now')}
        >
          {t('fields.publishNow')}
        </Choice>
        <Choice
          type="radio"
          name="timing"
          value="at"
          checked={values.timing === 'at'}
          onChange={() => set('timing', 'at')}
        >
          {t('fields.publishAt')}
        </Choice>
      </ChoiceFieldset>
      {values.timing === 'at' && (
        <div className={`${styles.inline} ${styles.conditional}`}>
          <FormField id="publish-date" width="auto" label={t('fields.publishDate')} error={errorOf('publish-date')}>
            {(control) => (
              <input
                {...control}
                type="date"
                value={values.publishDate}
                onChange={(event) => set('publishDate', event.target.value)}
              />
            )}
          </FormField>
          <FormField id="publish-time" width="auto" label={t('fields.publishTime')} hint={t('fields.publishTimeHint')}>
            {(control) => (
              <input
                {...control}
                type="time"
                value={values.publishTime}
                onChange={(event) => set('publishTime', event.target.value)}
              />
            )}
          </FormField>
        </div>
      )}
    </>
  );
}
