import { anyOf, caseLawOn, invokes, keyword, subject, type Grader } from './rules.js';

/**
 * The labelled queries of the search bench: what a lawyer of the Court types in Dutch, French and German, and
 * which judgments he expects, as a rule over the corpus's metadata (never a list of judgments, which would go
 * stale when the corpus changes, nor what an engine answered). Several are typed the way the engine does not
 * understand yet (compounds, the parts of a compound, OR) or name a word the corpus does not use
 * (`gelijkheidsbeginsel`, `stedenbouw`, `Datenschutz`): the figures of those are what a better search should raise.
 */
export interface LabelledQuery {
  lang: 'nl' | 'fr' | 'de';
  term: string;
  /** What the query asks of the engine beyond a plain word. */
  form: 'words' | 'compound' | 'compound parts' | 'phrase' | 'prefix' | 'or' | 'exclusion';
  grade: Grader;
}

/* What a lawyer expects of each subject, the same whatever the language he types in. */

/** The principle of equality and non-discrimination: the judgments reviewing against articles 10 and 11. */
const EQUALITY = caseLawOn(keyword('equality-non-discrimination'));
const PROPERTY = caseLawOn(keyword('right-to-property'));
/** Urban planning: spatial planning first, the permits of environmental and planning law beside it. */
const URBAN_PLANNING = caseLawOn(subject('spatial-planning'), subject('environmental-permits'));
/** The survivor's pension of legal cohabitants; legal cohabitation elsewhere (income tax) touches it. */
const SURVIVOR_PENSION = caseLawOn(subject('pensions'), keyword('legal-cohabitation'));
const LEGAL_COHABITATION = caseLawOn(keyword('legal-cohabitation'), keyword('cohabitation'));
const PRE_TRIAL_DETENTION = caseLawOn(subject('pre-trial-detention'));
const UNEMPLOYMENT = caseLawOn(subject('unemployment'));
const DIVORCE = caseLawOn(subject('divorce'));
const INHERITANCE_TAX = caseLawOn(subject('inheritance-tax'));
const FAMILY_REUNIFICATION = caseLawOn(subject('family-reunification'));
/** Dismissal under an employment contract (notice periods), not the civil service that both queries exclude. */
const NOTICE_PERIODS = caseLawOn(subject('dismissal'));
const DATA_PROTECTION = caseLawOn(subject('data-protection'), keyword('private-life'));
const VACANT_BUILDINGS = caseLawOn(keyword('vacant-buildings'));
const STANDSTILL = caseLawOn(invokes('const-1994', '23'));
const FREEDOM_OF_EDUCATION = caseLawOn(invokes('const-1994', '24'));

export const LABELLED_QUERIES: readonly LabelledQuery[] = [
  // Dutch
  { lang: 'nl', term: 'gelijkheidsbeginsel', form: 'compound', grade: EQUALITY },
  { lang: 'nl', term: 'beginsel van gelijkheid', form: 'compound parts', grade: EQUALITY },
  { lang: 'nl', term: 'eigendomsrecht', form: 'compound', grade: PROPERTY },
  { lang: 'nl', term: 'stedenbouw', form: 'compound', grade: URBAN_PLANNING },
  { lang: 'nl', term: 'ruimtelijke ordening', form: 'words', grade: URBAN_PLANNING },
  { lang: 'nl', term: 'overlevingspensioen wettelijk samenwonenden', form: 'words', grade: SURVIVOR_PENSION },
  { lang: 'nl', term: '"voorlopige hechtenis"', form: 'phrase', grade: PRE_TRIAL_DETENTION },
  { lang: 'nl', term: 'werkloos*', form: 'prefix', grade: UNEMPLOYMENT },
  { lang: 'nl', term: 'echtscheiding -belasting', form: 'exclusion', grade: DIVORCE },
  {
    lang: 'nl',
    term: 'gezinshereniging OR nationaliteit',
    form: 'or',
    grade: caseLawOn(anyOf(subject('family-reunification'), subject('nationality'))),
  },
  { lang: 'nl', term: 'leegstandsheffing', form: 'compound', grade: VACANT_BUILDINGS },
  { lang: 'nl', term: 'artikel 23 Grondwet standstill', form: 'words', grade: STANDSTILL },
  { lang: 'nl', term: 'successierechten samenwonenden', form: 'words', grade: INHERITANCE_TAX },
  // French
  { lang: 'fr', term: "principe d'égalité", form: 'words', grade: EQUALITY },
  {
    lang: 'fr',
    term: 'propriété OR urbanisme',
    form: 'or',
    grade: caseLawOn(anyOf(keyword('right-to-property'), subject('spatial-planning'))),
  },
  { lang: 'fr', term: 'urbanisme', form: 'words', grade: URBAN_PLANNING },
  { lang: 'fr', term: '"pension de survie"', form: 'phrase', grade: SURVIVOR_PENSION },
  { lang: 'fr', term: 'cohabit* légal', form: 'prefix', grade: LEGAL_COHABITATION },
  { lang: 'fr', term: 'licenciement -"fonction publique"', form: 'exclusion', grade: NOTICE_PERIODS },
  { lang: 'fr', term: 'détention préventive surveillance électronique', form: 'words', grade: PRE_TRIAL_DETENTION },
  { lang: 'fr', term: 'droits de succession cohabitants', form: 'words', grade: INHERITANCE_TAX },
  { lang: 'fr', term: 'regroupement familial', form: 'words', grade: FAMILY_REUNIFICATION },
  { lang: 'fr', term: 'vie privée données personnelles', form: 'words', grade: DATA_PROTECTION },
  { lang: 'fr', term: 'article 24 de la Constitution enseignement', form: 'words', grade: FREEDOM_OF_EDUCATION },
  {
    lang: 'fr',
    term: 'taxe communale télécommunications',
    form: 'words',
    grade: caseLawOn(keyword('municipal-taxes')),
  },
  // German
  { lang: 'de', term: 'Gleichheitsgrundsatz', form: 'compound', grade: EQUALITY },
  { lang: 'de', term: 'Grundsatz der Gleichheit', form: 'compound parts', grade: EQUALITY },
  { lang: 'de', term: 'Eigentumsrecht', form: 'compound', grade: PROPERTY },
  { lang: 'de', term: 'Städtebau', form: 'compound', grade: URBAN_PLANNING },
  {
    lang: 'de',
    term: 'Raumordnung OR Umweltgenehmigung',
    form: 'or',
    grade: caseLawOn(anyOf(subject('spatial-planning'), subject('environmental-permits'))),
  },
  { lang: 'de', term: '"gesetzliches Zusammenwohnen"', form: 'phrase', grade: LEGAL_COHABITATION },
  { lang: 'de', term: 'Untersuchungshaft', form: 'compound', grade: PRE_TRIAL_DETENTION },
  { lang: 'de', term: 'Familienzusammenführung', form: 'compound', grade: FAMILY_REUNIFICATION },
  { lang: 'de', term: 'Erbschaftssteuer*', form: 'prefix', grade: INHERITANCE_TAX },
  { lang: 'de', term: 'Kündigung -Mietvertrag', form: 'exclusion', grade: NOTICE_PERIODS },
  { lang: 'de', term: 'Datenschutz', form: 'compound', grade: DATA_PROTECTION },
  { lang: 'de', term: 'Hinterbliebenenpension', form: 'compound', grade: SURVIVOR_PENSION },
  { lang: 'de', term: 'Artikel 24 der Verfassung Unterrichtsfreiheit', form: 'words', grade: FREEDOM_OF_EDUCATION },
];
