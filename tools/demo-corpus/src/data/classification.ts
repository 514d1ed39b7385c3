import type { Locale } from '@court/contract/content-model';

/**
 * Labels of the two-level classification that the table-of-contents search browses: topic, then sub-topic.
 * Judgments carry the ids (`['tax', 'income-tax']`); these labels name them in four languages.
 */
type Label = Record<Locale, string>;

const label = (nl: string, fr: string, de: string, en: string): Label => ({ nl, fr, de, en });

export interface ClassificationNode {
  label: Label;
  children: Record<string, Label>;
}

export const CLASSIFICATION: Record<string, ClassificationNode> = {
  tax: {
    label: label('Fiscaal recht', 'Droit fiscal', 'Steuerrecht', 'Tax law'),
    children: {
      'income-tax': label('Inkomstenbelastingen', 'Impôts sur les revenus', 'Einkommensteuern', 'Income tax'),
      'local-taxes': label(
        'Gewestelijke en lokale belastingen',
        'Impôts régionaux et locaux',
        'Regionale und lokale Steuern',
        'Regional and local taxes',
      ),
      'inheritance-tax': label('Successierechten', 'Droits de succession', 'Erbschaftssteuern', 'Inheritance tax'),
      'tax-procedure': label(
        'Fiscale procedure en sancties',
        'Procédure fiscale et sanctions',
        'Steuerverfahren und Sanktionen',
        'Tax procedure and penalties',
      ),
    },
  },
  'social-security': {
    label: label(
      'Sociale zekerheid en bijstand',
      'Sécurité sociale et aide sociale',
      'Soziale Sicherheit und Sozialhilfe',
      'Social security and assistance',
    ),
    children: {
      pensions: label('Pensioenen', 'Pensions', 'Pensionen', 'Pensions'),
      unemployment: label('Werkloosheid', 'Chômage', 'Arbeitslosigkeit', 'Unemployment'),
      'social-assistance': label(
        'Maatschappelijke integratie',
        'Intégration sociale',
        'Soziale Eingliederung',
        'Social integration',
      ),
    },
  },
  education: {
    label: label('Onderwijs', 'Enseignement', 'Unterrichtswesen', 'Education'),
    children: {
      enrolment: label(
        'Inschrijving van leerlingen',
        'Inscription des élèves',
        'Einschreibung der Schüler',
        'School enrolment',
      ),
      'teaching-staff': label('Onderwijzend personeel', 'Personnel enseignant', 'Lehrpersonal', 'Teaching staff'),
    },
  },
  environment: {
    label: label(
      'Leefmilieu en ruimtelijke ordening',
      'Environnement et aménagement du territoire',
      'Umwelt und Raumordnung',
      'Environment and planning',
    ),
    children: {
      'spatial-planning': label('Ruimtelijke ordening', 'Aménagement du territoire', 'Raumordnung', 'Spatial planning'),
      'environmental-permits': label(
        'Omgevingsvergunningen',
        "Permis d'environnement",
        'Umweltgenehmigungen',
        'Environmental permits',
      ),
      'animal-welfare': label('Dierenwelzijn', 'Bien-être animal', 'Tierschutz', 'Animal welfare'),
    },
  },
  'criminal-law': {
    label: label(
      'Strafrecht en strafprocedure',
      'Droit pénal et procédure pénale',
      'Strafrecht und Strafverfahren',
      'Criminal law and procedure',
    ),
    children: {
      'pre-trial-detention': label(
        'Voorlopige hechtenis',
        'Détention préventive',
        'Untersuchungshaft',
        'Pre-trial detention',
      ),
      evidence: label('Bewijs in strafzaken', 'Preuve en matière pénale', 'Beweis in Strafsachen', 'Criminal evidence'),
      sentencing: label(
        'Straffen en strafuitvoering',
        'Peines et exécution des peines',
        'Strafen und Strafvollstreckung',
        'Sentencing',
      ),
    },
  },
  migration: {
    label: label(
      'Vreemdelingen en nationaliteit',
      'Étrangers et nationalité',
      'Ausländer und Staatsangehörigkeit',
      'Migration and nationality',
    ),
    children: {
      'family-reunification': label(
        'Gezinshereniging',
        'Regroupement familial',
        'Familienzusammenführung',
        'Family reunification',
      ),
      reception: label(
        'Opvang van asielzoekers',
        "Accueil des demandeurs d'asile",
        'Aufnahme von Asylsuchenden',
        'Reception of asylum seekers',
      ),
      nationality: label('Nationaliteit', 'Nationalité', 'Staatsangehörigkeit', 'Nationality'),
    },
  },
  'family-law': {
    label: label(
      'Personen- en familierecht',
      'Droit des personnes et de la famille',
      'Personen- und Familienrecht',
      'Family law',
    ),
    children: {
      filiation: label('Afstamming', 'Filiation', 'Abstammung', 'Filiation'),
      divorce: label(
        'Echtscheiding en onderhoud',
        'Divorce et aliments',
        'Ehescheidung und Unterhalt',
        'Divorce and maintenance',
      ),
      surname: label('Naam', 'Nom', 'Name', 'Surname'),
    },
  },
  'data-protection': {
    label: label('Bescherming van persoonsgegevens', 'Protection des données', 'Datenschutz', 'Data protection'),
    children: {
      'data-retention': label(
        'Bewaring van gegevens',
        'Conservation des données',
        'Vorratsdatenspeicherung',
        'Data retention',
      ),
      surveillance: label(
        'Toezicht en databanken',
        'Surveillance et banques de données',
        'Überwachung und Datenbanken',
        'Surveillance and databases',
      ),
    },
  },
  'language-legislation': {
    label: label('Taalwetgeving', 'Législation linguistique', 'Sprachengesetzgebung', 'Language legislation'),
    children: {
      'administrative-matters': label(
        'Bestuurszaken',
        'Matière administrative',
        'Verwaltungsangelegenheiten',
        'Administrative matters',
      ),
      'judicial-matters': label('Gerechtszaken', 'Matière judiciaire', 'Gerichtsangelegenheiten', 'Judicial matters'),
    },
  },
  'division-of-powers': {
    label: label(
      'Bevoegdheidsverdeling',
      'Répartition des compétences',
      'Zuständigkeitsverteilung',
      'Division of powers',
    ),
    children: {
      'federal-regional': label(
        'Federale Staat en gewesten',
        'État fédéral et régions',
        'Föderalstaat und Regionen',
        'Federal State and regions',
      ),
      'local-authorities': label('Lokale besturen', 'Pouvoirs locaux', 'Lokale Behörden', 'Local authorities'),
      'community-matters': label(
        'Gemeenschapsaangelegenheden',
        'Matières communautaires',
        'Gemeinschaftsangelegenheiten',
        'Community matters',
      ),
    },
  },
  employment: {
    label: label(
      'Arbeidsrecht en openbaar ambt',
      'Droit du travail et fonction publique',
      'Arbeitsrecht und öffentlicher Dienst',
      'Employment and civil service',
    ),
    children: {
      dismissal: label('Ontslag', 'Licenciement', 'Entlassung', 'Dismissal'),
      'civil-service': label('Openbaar ambt', 'Fonction publique', 'Öffentlicher Dienst', 'Civil service'),
    },
  },
  'civil-law': {
    label: label(
      'Burgerlijk en economisch recht',
      'Droit civil et économique',
      'Zivil- und Wirtschaftsrecht',
      'Civil and economic law',
    ),
    children: {
      'housing-lease': label('Woninghuur', "Bail d'habitation", 'Wohnungsmiete', 'Residential leases'),
      insurance: label('Verzekeringen', 'Assurances', 'Versicherungen', 'Insurance'),
      insolvency: label(
        'Collectieve schuldenregeling',
        'Règlement collectif de dettes',
        'Kollektive Schuldenregelung',
        'Debt settlement',
      ),
    },
  },
  'judicial-procedure': {
    label: label('Gerechtelijk recht', 'Droit judiciaire', 'Gerichtsverfahren', 'Judicial procedure'),
    children: {
      'legal-costs': label(
        'Gerechtskosten en rechtsplegingsvergoeding',
        'Frais de justice et indemnité de procédure',
        'Gerichtskosten und Verfahrensentschädigung',
        'Legal costs',
      ),
      appeals: label(
        'Rechtsmiddelen en termijnen',
        'Voies de recours et délais',
        'Rechtsmittel und Fristen',
        'Appeals and time limits',
      ),
    },
  },
};
