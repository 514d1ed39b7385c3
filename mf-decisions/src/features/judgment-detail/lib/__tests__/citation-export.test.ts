import { localizedPath } from '@court/runtime';
import { decisionsPaths } from '@court/site-map';
import { describe, expect, it } from 'vitest';
import { exportCitation } from '../citation-export';

const judgment = { number: 61, year: 2025, date: '2025-04-24', ecli: 'ECLI:BE:GHCC:2025:ARR.061' };
/** The permalink the page gives, at a paragraph for a pin cite. */
const url = (paragraph?: string) =>
  `https://www.const-court.be${localizedPath('fr', decisionsPaths.judgment(judgment, paragraph))}`;

describe('citation export', () => {
  it('builds CSL-JSON with a pin cite that citeproc reads', () => {
    const file = exportCitation('csl-json', { judgment, locale: 'fr', url: url('B.7.3'), paragraph: 'B.7.3' });
    expect(file.fileName).toBe('judgment-61-2025-B.7.3.json');
    expect(JSON.parse(file.content)).toEqual([
      {
        id: 'ECLI:BE:GHCC:2025:ARR.061',
        type: 'legal_case',
        title: 'arrêt n° 61/2025 du 24 avril 2025',
        authority: 'Cour constitutionnelle',
        number: '61/2025',
        issued: { 'date-parts': [[2025, 4, 24]] },
        language: 'fr-BE',
        URL: url('B.7.3'),
        note: 'ECLI: ECLI:BE:GHCC:2025:ARR.061',
        locator: 'B.7.3',
        label: 'paragraph',
      },
    ]);
  });

  it('builds a biblatex @jurisdiction entry, escaping what TeX would read', () => {
    const file = exportCitation('bibtex', { judgment, locale: 'nl', url: url() });
    expect(file.fileName).toBe('judgment-61-2025.bib');
    expect(file.content).toBe(
      [
        '@jurisdiction{GHCC2025-61,',
        '  title = {arrest nr. 61/2025 van 24 april 2025},',
        '  institution = {Grondwettelijk Hof},',
        '  number = {61/2025},',
        '  date = {2025-04-24},',
        `  url = {${url()}},`,
        '  langid = {dutch},',
        '  note = {ECLI:BE:GHCC:2025:ARR.061}',
        '}',
        '',
      ].join('\n'),
    );
    const old = exportCitation('bibtex', {
      judgment: { ...judgment, date: '2004-01-21', year: 2004 },
      locale: 'fr',
      url: url(),
    });
    expect(old.content).toContain("institution = {Cour d'arbitrage}");
  });

  it('builds a RIS record of type CASE with the pin cite as its start', () => {
    const file = exportCitation('ris', { judgment, locale: 'de', url: url('B.2'), paragraph: 'B.2' });
    expect(file.mimeType).toBe('application/x-research-info-systems');
    expect(file.content.split('\r\n')).toEqual([
      'TY  - CASE',
      'TI  - Entscheid Nr. 61/2025 vom 24. April 2025',
      'PB  - Verfassungsgerichtshof',
      'M1  - 61/2025',
      'DA  - 2025/04/24',
      'PY  - 2025',
      'LA  - de',
      `UR  - ${url('B.2')}`,
      'N1  - ECLI:BE:GHCC:2025:ARR.061, B.2',
      'SP  - B.2',
      'ER  -',
      '',
    ]);
  });
});
