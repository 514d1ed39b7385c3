import { useTranslation } from 'react-i18next';
import { OPEN_DATA_NAMESPACE } from '../i18n';
import styles from './reuse.module.css';

const API_BASE = '/api/v1';

/** Where each format is, in the order a re-user meets them: the API, its description, then what follows it. */
const FORMATS = [
  { id: 'json', address: `${API_BASE}/juris/judgments?lang=nl`, link: true },
  { id: 'openapi', address: `${API_BASE}/openapi.json`, link: true },
  { id: 'atom', address: `${API_BASE}/feeds/{lang}/judgments.atom`, link: false },
  { id: 'ical', address: `${API_BASE}/calendar/{lang}/agenda.ics`, link: false },
  { id: 'akn', address: `${API_BASE}/juris/judgments/{year}/{number}/akn?lang=nl|fr|de`, link: false },
  { id: 'bulk', address: `${API_BASE}/bulk/judgments.jsonl.gz`, link: true },
  { id: 'manifest', address: `${API_BASE}/bulk/manifest.json`, link: true },
  { id: 'changes', address: `${API_BASE}/changes?since={cursor}`, link: false },
] as const;

/** The formats of the open data, each with its address and what it holds, as a table a re-user can scan. */
export function ReuseFormats() {
  const { t } = useTranslation(OPEN_DATA_NAMESPACE);
  return (
    <section aria-labelledby="open-data-formats">
      <h2 id="open-data-formats">{t('formats.heading')}</h2>
      <p className={styles.text}>{t('formats.intro')}</p>
      <table className={styles.table} data-testid="formats">
        <caption>{t('formats.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('formats.format')}</th>
            <th scope="col">{t('formats.address')}</th>
            <th scope="col">{t('formats.contents')}</th>
          </tr>
        </thead>
        <tbody>
          {FORMATS.map((format) => (
            <tr key={format.id}>
              <th scope="row">{t(`formats.${format.id}.name`)}</th>
              <td>
                {format.link ? (
                  <a href={format.address}>
                    <code>{format.address}</code>
                  </a>
                ) : (
                  <code>{format.address}</code>
                )}
              </td>
              <td>{t(`formats.${format.id}.text`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
