import type { PdfLocale } from '../domain/references.js';

/** The words of the Akoma Ntoso header and references besides those printed on the court's documents. */
export interface AknLabels {
  reviewedNorms: string;
  referenceNorms: string;
  article: string;
  officialJournal: string;
  roles: { applicant: string; referringCourt: string; president: string; registrar: string };
}

export const AKN_LABELS: Record<PdfLocale, AknLabels> = {
  nl: {
    reviewedNorms: 'Getoetste bepalingen',
    referenceNorms: 'Referentienormen',
    article: 'art.',
    officialJournal: 'Belgisch Staatsblad',
    roles: {
      applicant: 'Verzoekende partij',
      referringCourt: 'Verwijzende rechter',
      president: 'Voorzitter',
      registrar: 'Griffier',
    },
  },
  fr: {
    reviewedNorms: 'Dispositions contrôlées',
    referenceNorms: 'Normes de référence',
    article: 'art.',
    officialJournal: 'Moniteur belge',
    roles: {
      applicant: 'Partie requérante',
      referringCourt: 'Juge a quo',
      president: 'Président',
      registrar: 'Greffier',
    },
  },
  de: {
    reviewedNorms: 'Geprüfte Bestimmungen',
    referenceNorms: 'Referenznormen',
    article: 'Art.',
    officialJournal: 'Belgisches Staatsblatt',
    roles: {
      applicant: 'Klagende Partei',
      referringCourt: 'Vorlegender Richter',
      president: 'Präsident',
      registrar: 'Kanzler',
    },
  },
};
