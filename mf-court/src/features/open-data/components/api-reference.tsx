import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { groupOperations, type OpenApiDocument, type Operation } from '../lib/api-operations';
import { OPEN_DATA_NAMESPACE } from '../i18n';
import styles from './api-reference.module.css';

/**
 * The OpenAPI document as a reader's reference: one part per tag, each endpoint folded under its method, path
 * and summary, opening onto its parameters and answers. The descriptions are the API's own (in English).
 */
export function ApiReference({ document }: { document: OpenApiDocument }) {
  const groups = useMemo(() => groupOperations(document), [document]);
  return (
    <div className={styles.reference} data-testid="api-reference">
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={`api-tag-${group.tag}`} className={styles.group}>
          <h3 id={`api-tag-${group.tag}`} className={styles.tag}>
            {group.tag}
          </h3>
          {group.description && (
            <p className={styles.tagDescription} lang="en">
              {group.description}
            </p>
          )}
          {group.operations.map((operation) => (
            <OperationDetails key={operation.id} operation={operation} />
          ))}
        </section>
      ))}
    </div>
  );
}

function OperationDetails({ operation }: { operation: Operation }) {
  const { t } = useTranslation(OPEN_DATA_NAMESPACE);
  return (
    <details className={styles.operation} id={operation.id}>
      <summary className={styles.summary}>
        <code className={styles.method}>{operation.method}</code> <code className={styles.path}>{operation.path}</code>{' '}
        <span lang="en">{operation.summary}</span>
      </summary>
      {operation.parameters.length > 0 && (
        <table className={styles.table}>
          <caption>{t('reference.parameters')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reference.name')}</th>
              <th scope="col">{t('reference.in')}</th>
              <th scope="col">{t('reference.type')}</th>
              <th scope="col">{t('reference.required')}</th>
              <th scope="col">{t('reference.meaning')}</th>
            </tr>
          </thead>
          <tbody>
            {operation.parameters.map((parameter) => (
              <tr key={`${parameter.location}-${parameter.name}`}>
                <th scope="row">
                  <code>{parameter.name}</code>
                </th>
                <td>{parameter.location}</td>
                <td>
                  <code>{parameter.type}</code>
                </td>
                <td>{parameter.required ? t('reference.yes') : t('reference.no')}</td>
                <td lang="en">{parameter.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className={styles.table}>
        <caption>{t('reference.responses')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reference.status')}</th>
            <th scope="col">{t('reference.type')}</th>
            <th scope="col">{t('reference.meaning')}</th>
          </tr>
        </thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status}>
              <th scope="row">{response.status}</th>
              <td>
                <code>{response.mediaTypes.join(', ')}</code>
              </td>
              <td lang="en">{response.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
