import type { Locale } from '@court/contract/content-model';

/** Keywords of the legal topics (the principles and procedural keywords are in keywords.ts). */
type Term = Record<Locale, string>;

const term = (nl: string, fr: string, de: string, en: string): Term => ({ nl, fr, de, en });

export const TOPIC_KEYWORDS: Record<string, Term> = {
  // social security
  pensions: term('pensioenen', 'pensions', 'Pensionen', 'pensions'),
  'survivor-pension': term('overlevingspensioen', 'pension de survie', 'Hinterbliebenenpension', "survivor's pension"),
  'unemployment-benefits': term(
    'werkloosheidsuitkeringen',
    'allocations de chômage',
    'Arbeitslosenunterstützung',
    'unemployment benefits',
  ),
  'social-integration': term(
    'maatschappelijke integratie',
    'intégration sociale',
    'soziale Eingliederung',
    'social integration',
  ),
  students: term('studenten', 'étudiants', 'Studierende', 'students'),
  'human-dignity': term('menselijke waardigheid', 'dignité humaine', 'Menschenwürde', 'human dignity'),
  // education
  'school-enrolment': term(
    'inschrijving van leerlingen',
    'inscription des élèves',
    'Einschreibung der Schüler',
    'school enrolment',
  ),
  'equal-opportunities': term(
    'gelijke onderwijskansen',
    'égalité des chances',
    'Chancengleichheit',
    'equal opportunities',
  ),
  'teaching-staff': term('onderwijzend personeel', 'personnel enseignant', 'Lehrpersonal', 'teaching staff'),
  'permanent-appointment': term(
    'vaste benoeming',
    'nomination définitive',
    'endgültige Ernennung',
    'permanent appointment',
  ),
  seniority: term('dienstanciënniteit', 'ancienneté de service', 'Dienstalter', 'seniority'),
  // environment
  'planning-damage': term('planschade', "moins-values d'urbanisme", 'Planungsschäden', 'planning damage'),
  'spatial-planning': term('ruimtelijke ordening', 'aménagement du territoire', 'Raumordnung', 'spatial planning'),
  'environmental-permits': term(
    'omgevingsvergunningen',
    "permis d'environnement",
    'Umweltgenehmigungen',
    'environmental permits',
  ),
  'healthy-environment': term(
    'recht op een gezond leefmilieu',
    'droit à un environnement sain',
    'Recht auf eine gesunde Umwelt',
    'right to a healthy environment',
  ),
  'animal-welfare': term('dierenwelzijn', 'bien-être animal', 'Tierschutz', 'animal welfare'),
  'freedom-of-religion': term('vrijheid van eredienst', 'liberté de culte', 'Kultusfreiheit', 'freedom of religion'),
  slaughter: term('slachten van dieren', "abattage d'animaux", 'Schlachtung von Tieren', 'slaughter of animals'),
  // criminal law
  'pre-trial-detention': term(
    'voorlopige hechtenis',
    'détention préventive',
    'Untersuchungshaft',
    'pre-trial detention',
  ),
  'personal-liberty': term('persoonlijke vrijheid', 'liberté individuelle', 'persönliche Freiheit', 'personal liberty'),
  'electronic-monitoring': term(
    'elektronisch toezicht',
    'surveillance électronique',
    'elektronische Überwachung',
    'electronic monitoring',
  ),
  'criminal-evidence': term(
    'bewijs in strafzaken',
    'preuve en matière pénale',
    'Beweis in Strafsachen',
    'criminal evidence',
  ),
  'exclusion-of-evidence': term(
    'onrechtmatig verkregen bewijs',
    'preuve obtenue irrégulièrement',
    'rechtswidrig erlangte Beweise',
    'unlawfully obtained evidence',
  ),
  sentencing: term('straftoemeting', 'détermination de la peine', 'Strafzumessung', 'sentencing'),
  'suspended-sentence': term(
    'uitstel van de tenuitvoerlegging',
    "sursis à l'exécution",
    'Aufschub der Vollstreckung',
    'suspended sentence',
  ),
  recidivism: term('herhaling', 'récidive', 'Rückfall', 'recidivism'),
  // migration
  'family-reunification': term(
    'gezinshereniging',
    'regroupement familial',
    'Familienzusammenführung',
    'family reunification',
  ),
  'family-life': term('gezinsleven', 'vie familiale', 'Familienleben', 'family life'),
  'sufficient-resources': term(
    'toereikende bestaansmiddelen',
    'moyens de subsistance suffisants',
    'ausreichende Existenzmittel',
    'sufficient resources',
  ),
  'reception-asylum-seekers': term(
    'opvang van asielzoekers',
    "accueil des demandeurs d'asile",
    'Aufnahme von Asylsuchenden',
    'reception of asylum seekers',
  ),
  'material-aid': term('materiële hulp', 'aide matérielle', 'materielle Hilfe', 'material aid'),
  nationality: term('nationaliteit', 'nationalité', 'Staatsangehörigkeit', 'nationality'),
  'deprivation-of-nationality': term(
    'vervallenverklaring van de nationaliteit',
    'déchéance de la nationalité',
    'Aberkennung der Staatsangehörigkeit',
    'deprivation of nationality',
  ),
  statelessness: term('staatloosheid', 'apatridie', 'Staatenlosigkeit', 'statelessness'),
  // family law
  filiation: term('afstamming', 'filiation', 'Abstammung', 'filiation'),
  paternity: term('vaderschap', 'paternité', 'Vaterschaft', 'paternity'),
  'time-limits': term('termijnen', 'délais', 'Fristen', 'time limits'),
  divorce: term('echtscheiding', 'divorce', 'Ehescheidung', 'divorce'),
  surname: term('naam', 'nom', 'Name', 'surname'),
  'equality-of-parents': term(
    'gelijkheid van man en vrouw',
    'égalité des femmes et des hommes',
    'Gleichheit von Frauen und Männern',
    'equality of women and men',
  ),
  // data protection
  'data-retention': term(
    'bewaring van gegevens',
    'conservation des données',
    'Vorratsdatenspeicherung',
    'data retention',
  ),
  'electronic-communications': term(
    'elektronische communicatie',
    'communications électroniques',
    'elektronische Kommunikation',
    'electronic communications',
  ),
  'personal-data': term('persoonsgegevens', 'données à caractère personnel', 'personenbezogene Daten', 'personal data'),
  'police-databases': term(
    'politionele databanken',
    'banques de données policières',
    'polizeiliche Datenbanken',
    'police databases',
  ),
  // language legislation
  'municipalities-with-facilities': term(
    'faciliteitengemeenten',
    'communes à facilités',
    'Fazilitätengemeinden',
    'municipalities with language facilities',
  ),
  'language-knowledge': term('taalkennis', 'connaissance linguistique', 'Sprachkenntnisse', 'language knowledge'),
  'judicial-proceedings': term(
    'gerechtelijke procedure',
    'procédure judiciaire',
    'Gerichtsverfahren',
    'judicial proceedings',
  ),
  // division of powers
  energy: term('energie', 'énergie', 'Energie', 'energy'),
  'federal-loyalty': term('federale loyauteit', 'loyauté fédérale', 'föderale Loyalität', 'federal loyalty'),
  'municipal-taxes': term('gemeentebelastingen', 'taxes communales', 'Gemeindesteuern', 'municipal taxes'),
  telecommunications: term('telecommunicatie', 'télécommunications', 'Telekommunikation', 'telecommunications'),
  broadcasting: term('radio-omroep', 'radiodiffusion', 'Rundfunk', 'broadcasting'),
  'cultural-matters': term(
    'culturele aangelegenheden',
    'matières culturelles',
    'kulturelle Angelegenheiten',
    'cultural matters',
  ),
  // employment
  'employment-contract': term('arbeidsovereenkomst', 'contrat de travail', 'Arbeitsvertrag', 'employment contract'),
  'notice-period': term('opzeggingstermijn', 'délai de préavis', 'Kündigungsfrist', 'notice period'),
  'manual-workers': term(
    'arbeiders en bedienden',
    'ouvriers et employés',
    'Arbeiter und Angestellte',
    'manual and non-manual workers',
  ),
  'civil-service': term('openbaar ambt', 'fonction publique', 'öffentlicher Dienst', 'civil service'),
  'professional-evaluation': term('evaluatie', 'évaluation', 'Beurteilung', 'professional evaluation'),
  dismissal: term('ontslag', 'licenciement', 'Entlassung', 'dismissal'),
  // civil law
  'residential-lease': term('woninghuur', "bail d'habitation", 'Wohnungsmiete', 'residential lease'),
  'right-to-housing': term('recht op huisvesting', 'droit au logement', 'Recht auf Wohnung', 'right to housing'),
  insurance: term('verzekeringen', 'assurances', 'Versicherungen', 'insurance'),
  'health-insurance-contracts': term(
    'ziekteverzekeringsovereenkomsten',
    "contrats d'assurance maladie",
    'Krankenversicherungsverträge',
    'health insurance contracts',
  ),
  'pre-existing-conditions': term(
    'vooraf bestaande aandoeningen',
    'affections préexistantes',
    'bereits bestehende Erkrankungen',
    'pre-existing conditions',
  ),
  'collective-debt-settlement': term(
    'collectieve schuldenregeling',
    'règlement collectif de dettes',
    'kollektive Schuldenregelung',
    'collective debt settlement',
  ),
  'over-indebtedness': term('overmatige schuldenlast', 'surendettement', 'Überschuldung', 'over-indebtedness'),
  'debt-relief': term('kwijtschelding van schulden', 'remise de dettes', 'Schuldenerlass', 'debt relief'),
  // judicial procedure
  'procedural-indemnity': term(
    'rechtsplegingsvergoeding',
    'indemnité de procédure',
    'Verfahrensentschädigung',
    'procedural indemnity',
  ),
  'legal-costs': term('gerechtskosten', 'frais de justice', 'Gerichtskosten', 'legal costs'),
  'right-of-appeal': term('recht op hoger beroep', "droit d'appel", 'Recht auf Berufung', 'right of appeal'),
};
