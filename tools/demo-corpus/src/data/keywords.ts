import type { Locale } from '@court/contract/content-model';
import { TOPIC_KEYWORDS } from './keywords-topics.js';

/**
 * The controlled vocabulary of keywords, in four languages. Judgments carry the keywords of their issue, of the
 * norms they are reviewed against and of their outcome, always from this list.
 */
type Term = Record<Locale, string>;

const term = (nl: string, fr: string, de: string, en: string): Term => ({ nl, fr, de, en });

export const KEYWORDS: Record<string, Term> = {
  // principles and reasoning
  'equality-non-discrimination': term(
    'gelijkheid en niet-discriminatie',
    'égalité et non-discrimination',
    'Gleichheit und Nichtdiskriminierung',
    'equality and non-discrimination',
  ),
  proportionality: term('evenredigheid', 'proportionnalité', 'Verhältnismäßigkeit', 'proportionality'),
  'legitimate-aim': term('legitiem doel', 'but légitime', 'rechtmäßiges Ziel', 'legitimate aim'),
  'legal-certainty': term('rechtszekerheid', 'sécurité juridique', 'Rechtssicherheit', 'legal certainty'),
  'division-of-powers': term(
    'bevoegdheidsverdeling',
    'répartition des compétences',
    'Zuständigkeitsverteilung',
    'division of powers',
  ),
  'fundamental-rights': term('grondrechten', 'droits fondamentaux', 'Grundrechte', 'fundamental rights'),
  'fair-trial': term(
    'recht op een eerlijk proces',
    'droit à un procès équitable',
    'Recht auf ein faires Verfahren',
    'right to a fair trial',
  ),
  'private-life': term(
    'eerbiediging van het privéleven',
    'respect de la vie privée',
    'Achtung des Privatlebens',
    'respect for private life',
  ),
  'right-to-property': term('eigendomsrecht', 'droit de propriété', 'Eigentumsrecht', 'right to property'),
  'legality-of-taxation': term(
    'fiscaal wettigheidsbeginsel',
    "légalité de l'impôt",
    'Legalität der Steuer',
    'legality of taxation',
  ),
  'legality-criminal-law': term(
    'strafrechtelijk wettigheidsbeginsel',
    'légalité en matière pénale',
    'Legalitätsprinzip in Strafsachen',
    'legality in criminal matters',
  ),
  'access-to-court': term('toegang tot de rechter', 'accès au juge', 'Zugang zum Richter', 'access to a court'),
  standstill: term(
    'standstill-verplichting',
    'obligation de standstill',
    'Stillhalteverpflichtung',
    'standstill obligation',
  ),
  'freedom-of-education': term(
    'vrijheid van onderwijs',
    "liberté d'enseignement",
    'Unterrichtsfreiheit',
    'freedom of education',
  ),
  'rights-of-the-child': term('rechten van het kind', "droits de l'enfant", 'Rechte des Kindes', 'rights of the child'),
  'language-use': term('gebruik van de talen', 'emploi des langues', 'Sprachengebrauch', 'use of languages'),
  'local-autonomy': term('gemeentelijke autonomie', 'autonomie communale', 'Gemeindeautonomie', 'local autonomy'),
  // procedure and outcome
  'preliminary-ruling-cjeu': term(
    'prejudiciële vraag aan het Hof van Justitie',
    'question préjudicielle à la Cour de justice',
    'Vorabentscheidungsersuchen an den Gerichtshof der Europäischen Union',
    'reference to the Court of Justice',
  ),
  'maintenance-of-effects': term(
    'handhaving van de gevolgen',
    'maintien des effets',
    'Aufrechterhaltung der Folgen',
    'maintenance of effects',
  ),
  suspension: term('schorsing', 'suspension', 'einstweilige Aufhebung', 'suspension'),
  'serious-harm': term(
    'moeilijk te herstellen ernstig nadeel',
    'préjudice grave difficilement réparable',
    'schwer wiedergutzumachender ernsthafter Nachteil',
    'serious and irreparable harm',
  ),
  'interest-to-act': term('belang om in rechte te treden', 'intérêt à agir', 'Klageinteresse', 'standing'),
  admissibility: term('ontvankelijkheid', 'recevabilité', 'Zulässigkeit', 'admissibility'),
  'withdrawal-of-action': term(
    'afstand van geding',
    "désistement d'instance",
    'Klagerücknahme',
    'withdrawal of the action',
  ),
  // tax
  'income-tax': term('inkomstenbelastingen', 'impôts sur les revenus', 'Einkommensteuern', 'income tax'),
  'tax-deduction': term('aftrekbare uitgaven', 'dépenses déductibles', 'abzugsfähige Ausgaben', 'tax deduction'),
  'maintenance-payments': term(
    'onderhoudsuitkeringen',
    'rentes alimentaires',
    'Unterhaltsleistungen',
    'maintenance payments',
  ),
  'legal-cohabitation': term(
    'wettelijke samenwoning',
    'cohabitation légale',
    'gesetzliches Zusammenwohnen',
    'legal cohabitation',
  ),
  'regional-taxes': term('gewestbelastingen', 'impôts régionaux', 'Regionalsteuern', 'regional taxes'),
  'vacant-buildings': term('leegstaande gebouwen', 'immeubles inoccupés', 'leerstehende Gebäude', 'vacant buildings'),
  'tax-exemption': term('belastingvrijstelling', 'exonération fiscale', 'Steuerbefreiung', 'tax exemption'),
  'inheritance-tax': term('successierechten', 'droits de succession', 'Erbschaftssteuern', 'inheritance tax'),
  cohabitation: term('feitelijke samenwoning', 'cohabitation de fait', 'faktisches Zusammenwohnen', 'cohabitation'),
  'tax-rates': term('belastingtarieven', "taux d'imposition", 'Steuersätze', 'tax rates'),
  'tax-surcharge': term('belastingverhoging', "accroissement d'impôt", 'Steuerzuschlag', 'tax surcharge'),
  'full-jurisdiction': term(
    'volle rechtsmacht',
    'pleine juridiction',
    'volle Rechtsprechungsbefugnis',
    'full jurisdiction',
  ),
  ...TOPIC_KEYWORDS,
};

/** Keywords that follow from the norms of reference invoked, by `normId:article`. */
export const REFERENCE_KEYWORDS: Record<string, string> = {
  'const-1994:10': 'equality-non-discrimination',
  'const-1994:11': 'equality-non-discrimination',
  'const-1994:12': 'legality-criminal-law',
  'const-1994:14': 'legality-criminal-law',
  'const-1994:13': 'access-to-court',
  'const-1994:16': 'right-to-property',
  'const-1994:22': 'private-life',
  'const-1994:23': 'standstill',
  'const-1994:24': 'freedom-of-education',
  'const-1994:30': 'language-use',
  'const-1994:129': 'language-use',
  'const-1994:162': 'local-autonomy',
  'const-1994:170': 'legality-of-taxation',
  'const-1994:172': 'legality-of-taxation',
  'const-1994:19': 'freedom-of-religion',
  'echr:5': 'personal-liberty',
  'echr:6': 'fair-trial',
  'echr:9': 'freedom-of-religion',
  'echr:8': 'private-life',
  'echr-p1:1': 'right-to-property',
  'crc:3': 'rights-of-the-child',
  'special-law-1980:6': 'division-of-powers',
};
