import type { Locale } from '../domain/model.js';

/** The few fixed words printed on the court's documents, in the language of the document. */
export interface DocumentLabels {
  court: string;
  judgment: (number: number, year: number, date: string) => string;
  rollNumbers: string;
  subject: string;
  judges: string;
  registrar: string;
  published: string;
  deadline: string;
  page: (n: number, total: number) => string;
}

const longDate = (locale: string) => (iso: string) =>
  new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const nl = longDate('nl-BE');
const fr = longDate('fr-BE');
const de = longDate('de-BE');
const en = longDate('en-GB');

export const LABELS: Record<Locale, DocumentLabels> = {
  nl: {
    court: 'Grondwettelijk Hof',
    judgment: (n, y, d) => `Arrest nr. ${n}/${y} van ${nl(d)}`,
    rollNumbers: 'Rolnummers',
    subject: 'In zake',
    judges: 'Samenstelling',
    registrar: 'Griffier',
    published: 'Gepubliceerd op',
    deadline: 'Uiterste datum',
    page: (n, t) => `Blz. ${n}/${t}`,
  },
  fr: {
    court: 'Cour constitutionnelle',
    judgment: (n, y, d) => `Arrêt n° ${n}/${y} du ${fr(d)}`,
    rollNumbers: 'Numéros du rôle',
    subject: 'En cause',
    judges: 'Composition',
    registrar: 'Greffier',
    published: 'Publié le',
    deadline: 'Date limite',
    page: (n, t) => `Page ${n}/${t}`,
  },
  de: {
    court: 'Verfassungsgerichtshof',
    judgment: (n, y, d) => `Entscheid Nr. ${n}/${y} vom ${de(d)}`,
    rollNumbers: 'Geschäftsverzeichnisnummern',
    subject: 'In Sachen',
    judges: 'Besetzung',
    registrar: 'Kanzler',
    published: 'Veröffentlicht am',
    deadline: 'Frist',
    page: (n, t) => `Seite ${n}/${t}`,
  },
  en: {
    court: 'Constitutional Court',
    judgment: (n, y, d) => `Judgment no. ${n}/${y} of ${en(d)}`,
    rollNumbers: 'Roll numbers',
    subject: 'In re',
    judges: 'Composition',
    registrar: 'Registrar',
    published: 'Published on',
    deadline: 'Deadline',
    page: (n, t) => `Page ${n}/${t}`,
  },
};

export const formatDate = (locale: Locale, iso: string): string => ({ nl, fr, de, en })[locale](iso.slice(0, 10));
