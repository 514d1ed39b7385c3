import type { ApplicantType, JurisdictionArea, Locale, ProceedingType } from '../domain/model.js';

/** Names of the filter values in the four languages, for facets and selectors. */
type Labels<K extends string> = Record<K, Record<Locale, string>>;

const l = (nl: string, fr: string, de: string, en: string) => ({ nl, fr, de, en });

export const JUDGMENT_TYPE_LABELS: Labels<ProceedingType> = {
  ActionForCancellation: l(
    'Beroep tot vernietiging',
    'Recours en annulation',
    'Nichtigkeitsklage',
    'Action for annulment',
  ),
  QuestionsReferred: l(
    'Prejudiciële vraag',
    'Question préjudicielle',
    'Vorabentscheidungsfrage',
    'Preliminary question',
  ),
  SuspensionRequest: l(
    'Vordering tot schorsing',
    'Demande de suspension',
    'Klage auf einstweilige Aufhebung',
    'Application for suspension',
  ),
};

export const APPLICANT_TYPE_LABELS: Labels<ApplicantType> = {
  individual: l('Natuurlijke persoon', 'Personne physique', 'Natürliche Person', 'Individual'),
  company: l('Vennootschap', 'Société', 'Gesellschaft', 'Company'),
  'non-profit': l(
    'Vereniging zonder winstoogmerk',
    'Association sans but lucratif',
    'Vereinigung ohne Gewinnerzielungsabsicht',
    'Non-profit association',
  ),
  'trade-union': l('Vakbond', 'Organisation syndicale', 'Gewerkschaft', 'Trade union'),
  'public-authority': l('Openbare overheid', 'Autorité publique', 'Öffentliche Behörde', 'Public authority'),
  government: l('Regering', 'Gouvernement', 'Regierung', 'Government'),
  court: l('Rechtscollege', 'Juridiction', 'Rechtsprechungsorgan', 'Court'),
};

export const JURISDICTION_AREA_LABELS: Labels<JurisdictionArea> = {
  civil: l('Burgerlijke zaken', 'Matière civile', 'Zivilsachen', 'Civil'),
  criminal: l('Strafzaken', 'Matière pénale', 'Strafsachen', 'Criminal'),
  administrative: l('Bestuurszaken', 'Matière administrative', 'Verwaltungssachen', 'Administrative'),
  labour: l('Arbeidszaken', 'Matière sociale', 'Arbeitssachen', 'Labour'),
  tax: l('Fiscale zaken', 'Matière fiscale', 'Steuersachen', 'Tax'),
  commercial: l('Handelszaken', 'Matière commerciale', 'Handelssachen', 'Commercial'),
  family: l('Familiezaken', 'Matière familiale', 'Familiensachen', 'Family'),
};
