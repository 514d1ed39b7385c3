import type { NormReference } from '@court/contract/content-model';

/**
 * Norms the judgments cite: the norms of reference (Constitution, treaties, the special law on the division of
 * powers) and the codified acts reviewed most often. Each carries, per language, the forms a sentence needs:
 * `the` (with its article, as subject or object) and `of` (as a complement: "artikel 3 van de wet ...",
 * "l'article 3 de la loi ...", "Artikel 3 des Gesetzes ...").
 */

export type TextLang = 'nl' | 'fr' | 'de';

export interface NormForms {
  title: string;
  the: string;
  of: string;
}

export interface CatalogueNorm {
  id: string;
  kind: NormReference['kind'];
  date?: string;
  /** Who enacted it; decides which government defends it before the court. */
  legislator: Legislator;
  en: string;
  forms: Record<TextLang, NormForms>;
}

export type Legislator =
  | 'constituent'
  | 'international'
  | 'federal'
  | 'flemish-community'
  | 'flemish-region'
  | 'walloon-region'
  | 'french-community'
  | 'german-community'
  | 'brussels-region';

type Forms3 = [title: string, the: string, of: string];

const norm = (
  id: string,
  kind: NormReference['kind'],
  legislator: Legislator,
  date: string | undefined,
  en: string,
  nl: Forms3,
  fr: Forms3,
  de: Forms3,
): CatalogueNorm => ({
  id,
  kind,
  legislator,
  ...(date ? { date } : {}),
  en,
  forms: {
    nl: { title: nl[0], the: nl[1], of: nl[2] },
    fr: { title: fr[0], the: fr[1], of: fr[2] },
    de: { title: de[0], the: de[1], of: de[2] },
  },
});

export const CONSTITUTION = norm(
  'const-1994',
  'constitution',
  'constituent',
  '1994-02-17',
  'Constitution',
  ['Grondwet', 'de Grondwet', 'van de Grondwet'],
  ['Constitution', 'la Constitution', 'de la Constitution'],
  ['Verfassung', 'die Verfassung', 'der Verfassung'],
);

export const REFERENCE_NORMS: Record<string, CatalogueNorm> = {
  echr: norm(
    'echr',
    'treaty',
    'international',
    '1950-11-04',
    'European Convention on Human Rights',
    [
      'Europees Verdrag voor de rechten van de mens',
      'het Europees Verdrag voor de rechten van de mens',
      'van het Europees Verdrag voor de rechten van de mens',
    ],
    [
      "Convention européenne des droits de l'homme",
      "la Convention européenne des droits de l'homme",
      "de la Convention européenne des droits de l'homme",
    ],
    [
      'Europäische Menschenrechtskonvention',
      'die Europäische Menschenrechtskonvention',
      'der Europäischen Menschenrechtskonvention',
    ],
  ),
  'echr-p1': norm(
    'echr-p1',
    'treaty',
    'international',
    '1952-03-20',
    'First Additional Protocol to the European Convention on Human Rights',
    [
      'Eerste Aanvullend Protocol bij het Europees Verdrag voor de rechten van de mens',
      'het Eerste Aanvullend Protocol bij het Europees Verdrag voor de rechten van de mens',
      'van het Eerste Aanvullend Protocol bij het Europees Verdrag voor de rechten van de mens',
    ],
    [
      "Premier Protocole additionnel à la Convention européenne des droits de l'homme",
      "le Premier Protocole additionnel à la Convention européenne des droits de l'homme",
      "du Premier Protocole additionnel à la Convention européenne des droits de l'homme",
    ],
    [
      'Erstes Zusatzprotokoll zur Europäischen Menschenrechtskonvention',
      'das Erste Zusatzprotokoll zur Europäischen Menschenrechtskonvention',
      'des Ersten Zusatzprotokolls zur Europäischen Menschenrechtskonvention',
    ],
  ),
  'eu-charter': norm(
    'eu-charter',
    'eu-law',
    'international',
    '2000-12-07',
    'Charter of Fundamental Rights of the European Union',
    [
      'Handvest van de grondrechten van de Europese Unie',
      'het Handvest van de grondrechten van de Europese Unie',
      'van het Handvest van de grondrechten van de Europese Unie',
    ],
    [
      "Charte des droits fondamentaux de l'Union européenne",
      "la Charte des droits fondamentaux de l'Union européenne",
      "de la Charte des droits fondamentaux de l'Union européenne",
    ],
    [
      'Charta der Grundrechte der Europäischen Union',
      'die Charta der Grundrechte der Europäischen Union',
      'der Charta der Grundrechte der Europäischen Union',
    ],
  ),
  tfeu: norm(
    'tfeu',
    'eu-law',
    'international',
    '2007-12-13',
    'Treaty on the Functioning of the European Union',
    [
      'Verdrag betreffende de werking van de Europese Unie',
      'het Verdrag betreffende de werking van de Europese Unie',
      'van het Verdrag betreffende de werking van de Europese Unie',
    ],
    [
      "Traité sur le fonctionnement de l'Union européenne",
      "le Traité sur le fonctionnement de l'Union européenne",
      "du Traité sur le fonctionnement de l'Union européenne",
    ],
    [
      'Vertrag über die Arbeitsweise der Europäischen Union',
      'der Vertrag über die Arbeitsweise der Europäischen Union',
      'des Vertrags über die Arbeitsweise der Europäischen Union',
    ],
  ),
  crc: norm(
    'crc',
    'treaty',
    'international',
    '1989-11-20',
    'Convention on the Rights of the Child',
    [
      'Verdrag inzake de rechten van het kind',
      'het Verdrag inzake de rechten van het kind',
      'van het Verdrag inzake de rechten van het kind',
    ],
    [
      "Convention relative aux droits de l'enfant",
      "la Convention relative aux droits de l'enfant",
      "de la Convention relative aux droits de l'enfant",
    ],
    [
      'Übereinkommen über die Rechte des Kindes',
      'das Übereinkommen über die Rechte des Kindes',
      'des Übereinkommens über die Rechte des Kindes',
    ],
  ),
  gdpr: norm(
    'gdpr',
    'eu-law',
    'international',
    '2016-04-27',
    'General Data Protection Regulation (EU) 2016/679',
    [
      'Verordening (EU) 2016/679 (algemene verordening gegevensbescherming)',
      'de algemene verordening gegevensbescherming',
      'van de algemene verordening gegevensbescherming',
    ],
    [
      'Règlement (UE) 2016/679 (règlement général sur la protection des données)',
      'le règlement général sur la protection des données',
      'du règlement général sur la protection des données',
    ],
    [
      'Verordnung (EU) 2016/679 (Datenschutz-Grundverordnung)',
      'die Datenschutz-Grundverordnung',
      'der Datenschutz-Grundverordnung',
    ],
  ),
  'special-law-1980': norm(
    'special-law-1980',
    'special-law',
    'federal',
    '1980-08-08',
    'Special Law of 8 August 1980 on institutional reform',
    [
      'Bijzondere wet van 8 augustus 1980 tot hervorming der instellingen',
      'de bijzondere wet van 8 augustus 1980 tot hervorming der instellingen',
      'van de bijzondere wet van 8 augustus 1980 tot hervorming der instellingen',
    ],
    [
      'Loi spéciale du 8 août 1980 de réformes institutionnelles',
      'la loi spéciale du 8 août 1980 de réformes institutionnelles',
      'de la loi spéciale du 8 août 1980 de réformes institutionnelles',
    ],
    [
      'Sondergesetz vom 8. August 1980 zur Reform der Institutionen',
      'das Sondergesetz vom 8. August 1980 zur Reform der Institutionen',
      'des Sondergesetzes vom 8. August 1980 zur Reform der Institutionen',
    ],
  ),
};

/** Codified or long-standing acts that preliminary questions often concern. */
export const CODES: Record<string, CatalogueNorm> = {
  'civil-code': norm(
    'civil-code',
    'law',
    'federal',
    '1804-03-21',
    'Civil Code',
    ['Burgerlijk Wetboek', 'het Burgerlijk Wetboek', 'van het Burgerlijk Wetboek'],
    ['Code civil', 'le Code civil', 'du Code civil'],
    ['Zivilgesetzbuch', 'das Zivilgesetzbuch', 'des Zivilgesetzbuches'],
  ),
  'judicial-code': norm(
    'judicial-code',
    'law',
    'federal',
    '1967-10-10',
    'Judicial Code',
    ['Gerechtelijk Wetboek', 'het Gerechtelijk Wetboek', 'van het Gerechtelijk Wetboek'],
    ['Code judiciaire', 'le Code judiciaire', 'du Code judiciaire'],
    ['Gerichtsgesetzbuch', 'das Gerichtsgesetzbuch', 'des Gerichtsgesetzbuches'],
  ),
  'criminal-code': norm(
    'criminal-code',
    'law',
    'federal',
    '1867-06-08',
    'Criminal Code',
    ['Strafwetboek', 'het Strafwetboek', 'van het Strafwetboek'],
    ['Code pénal', 'le Code pénal', 'du Code pénal'],
    ['Strafgesetzbuch', 'das Strafgesetzbuch', 'des Strafgesetzbuches'],
  ),
  'criminal-procedure-code': norm(
    'criminal-procedure-code',
    'law',
    'federal',
    '1808-11-17',
    'Code of Criminal Procedure',
    ['Wetboek van strafvordering', 'het Wetboek van strafvordering', 'van het Wetboek van strafvordering'],
    ["Code d'instruction criminelle", "le Code d'instruction criminelle", "du Code d'instruction criminelle"],
    ['Strafprozessgesetzbuch', 'das Strafprozessgesetzbuch', 'des Strafprozessgesetzbuches'],
  ),
  'income-tax-code-1992': norm(
    'income-tax-code-1992',
    'law',
    'federal',
    '1992-04-10',
    'Income Tax Code 1992',
    [
      'Wetboek van de inkomstenbelastingen 1992',
      'het Wetboek van de inkomstenbelastingen 1992',
      'van het Wetboek van de inkomstenbelastingen 1992',
    ],
    [
      'Code des impôts sur les revenus 1992',
      'le Code des impôts sur les revenus 1992',
      'du Code des impôts sur les revenus 1992',
    ],
    ['Einkommensteuergesetzbuch 1992', 'das Einkommensteuergesetzbuch 1992', 'des Einkommensteuergesetzbuches 1992'],
  ),
  'vat-code': norm(
    'vat-code',
    'law',
    'federal',
    '1969-07-03',
    'Value Added Tax Code',
    [
      'Wetboek van de belasting over de toegevoegde waarde',
      'het Wetboek van de belasting over de toegevoegde waarde',
      'van het Wetboek van de belasting over de toegevoegde waarde',
    ],
    [
      'Code de la taxe sur la valeur ajoutée',
      'le Code de la taxe sur la valeur ajoutée',
      'du Code de la taxe sur la valeur ajoutée',
    ],
    ['Mehrwertsteuergesetzbuch', 'das Mehrwertsteuergesetzbuch', 'des Mehrwertsteuergesetzbuches'],
  ),
  'succession-code': norm(
    'succession-code',
    'law',
    'federal',
    '1936-03-31',
    'Inheritance Tax Code',
    ['Wetboek der successierechten', 'het Wetboek der successierechten', 'van het Wetboek der successierechten'],
    ['Code des droits de succession', 'le Code des droits de succession', 'du Code des droits de succession'],
    ['Erbschaftssteuergesetzbuch', 'das Erbschaftssteuergesetzbuch', 'des Erbschaftssteuergesetzbuches'],
  ),
  'aliens-law': norm(
    'aliens-law',
    'law',
    'federal',
    '1980-12-15',
    'Law of 15 December 1980 on the entry, residence, settlement and removal of foreign nationals',
    [
      'Wet van 15 december 1980 betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen',
      'de wet van 15 december 1980 betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen',
      'van de wet van 15 december 1980 betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen',
    ],
    [
      "Loi du 15 décembre 1980 sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers",
      "la loi du 15 décembre 1980 sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers",
      "de la loi du 15 décembre 1980 sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers",
    ],
    [
      'Gesetz vom 15. Dezember 1980 über die Einreise ins Staatsgebiet, den Aufenthalt, die Niederlassung und das Entfernen von Ausländern',
      'das Gesetz vom 15. Dezember 1980 über die Einreise ins Staatsgebiet, den Aufenthalt, die Niederlassung und das Entfernen von Ausländern',
      'des Gesetzes vom 15. Dezember 1980 über die Einreise ins Staatsgebiet, den Aufenthalt, die Niederlassung und das Entfernen von Ausländern',
    ],
  ),
  'nationality-code': norm(
    'nationality-code',
    'law',
    'federal',
    '1984-06-28',
    'Belgian Nationality Code',
    [
      'Wetboek van de Belgische nationaliteit',
      'het Wetboek van de Belgische nationaliteit',
      'van het Wetboek van de Belgische nationaliteit',
    ],
    ['Code de la nationalité belge', 'le Code de la nationalité belge', 'du Code de la nationalité belge'],
    [
      'Gesetzbuch über die belgische Staatsangehörigkeit',
      'das Gesetzbuch über die belgische Staatsangehörigkeit',
      'des Gesetzbuches über die belgische Staatsangehörigkeit',
    ],
  ),
  'employment-contracts-law': norm(
    'employment-contracts-law',
    'law',
    'federal',
    '1978-07-03',
    'Law of 3 July 1978 on employment contracts',
    [
      'Wet van 3 juli 1978 betreffende de arbeidsovereenkomsten',
      'de wet van 3 juli 1978 betreffende de arbeidsovereenkomsten',
      'van de wet van 3 juli 1978 betreffende de arbeidsovereenkomsten',
    ],
    [
      'Loi du 3 juillet 1978 relative aux contrats de travail',
      'la loi du 3 juillet 1978 relative aux contrats de travail',
      'de la loi du 3 juillet 1978 relative aux contrats de travail',
    ],
    [
      'Gesetz vom 3. Juli 1978 über die Arbeitsverträge',
      'das Gesetz vom 3. Juli 1978 über die Arbeitsverträge',
      'des Gesetzes vom 3. Juli 1978 über die Arbeitsverträge',
    ],
  ),
  'pretrial-detention-law': norm(
    'pretrial-detention-law',
    'law',
    'federal',
    '1990-07-20',
    'Law of 20 July 1990 on pre-trial detention',
    [
      'Wet van 20 juli 1990 betreffende de voorlopige hechtenis',
      'de wet van 20 juli 1990 betreffende de voorlopige hechtenis',
      'van de wet van 20 juli 1990 betreffende de voorlopige hechtenis',
    ],
    [
      'Loi du 20 juillet 1990 relative à la détention préventive',
      'la loi du 20 juillet 1990 relative à la détention préventive',
      'de la loi du 20 juillet 1990 relative à la détention préventive',
    ],
    [
      'Gesetz vom 20. Juli 1990 über die Untersuchungshaft',
      'das Gesetz vom 20. Juli 1990 über die Untersuchungshaft',
      'des Gesetzes vom 20. Juli 1990 über die Untersuchungshaft',
    ],
  ),
  'integration-income-law': norm(
    'integration-income-law',
    'law',
    'federal',
    '2002-05-26',
    'Law of 26 May 2002 on the right to social integration',
    [
      'Wet van 26 mei 2002 betreffende het recht op maatschappelijke integratie',
      'de wet van 26 mei 2002 betreffende het recht op maatschappelijke integratie',
      'van de wet van 26 mei 2002 betreffende het recht op maatschappelijke integratie',
    ],
    [
      "Loi du 26 mai 2002 concernant le droit à l'intégration sociale",
      "la loi du 26 mai 2002 concernant le droit à l'intégration sociale",
      "de la loi du 26 mai 2002 concernant le droit à l'intégration sociale",
    ],
    [
      'Gesetz vom 26. Mai 2002 über das Recht auf soziale Eingliederung',
      'das Gesetz vom 26. Mai 2002 über das Recht auf soziale Eingliederung',
      'des Gesetzes vom 26. Mai 2002 über das Recht auf soziale Eingliederung',
    ],
  ),
  'reception-law': norm(
    'reception-law',
    'law',
    'federal',
    '2007-01-12',
    'Law of 12 January 2007 on the reception of asylum seekers',
    [
      'Wet van 12 januari 2007 betreffende de opvang van asielzoekers en van bepaalde andere categorieën van vreemdelingen',
      'de wet van 12 januari 2007 betreffende de opvang van asielzoekers en van bepaalde andere categorieën van vreemdelingen',
      'van de wet van 12 januari 2007 betreffende de opvang van asielzoekers en van bepaalde andere categorieën van vreemdelingen',
    ],
    [
      "Loi du 12 janvier 2007 sur l'accueil des demandeurs d'asile et de certaines autres catégories d'étrangers",
      "la loi du 12 janvier 2007 sur l'accueil des demandeurs d'asile et de certaines autres catégories d'étrangers",
      "de la loi du 12 janvier 2007 sur l'accueil des demandeurs d'asile et de certaines autres catégories d'étrangers",
    ],
    [
      'Gesetz vom 12. Januar 2007 über die Aufnahme von Asylsuchenden und von bestimmten anderen Kategorien von Ausländern',
      'das Gesetz vom 12. Januar 2007 über die Aufnahme von Asylsuchenden und von bestimmten anderen Kategorien von Ausländern',
      'des Gesetzes vom 12. Januar 2007 über die Aufnahme von Asylsuchenden und von bestimmten anderen Kategorien von Ausländern',
    ],
  ),
  'electronic-communications-law': norm(
    'electronic-communications-law',
    'law',
    'federal',
    '2005-06-13',
    'Law of 13 June 2005 on electronic communications',
    [
      'Wet van 13 juni 2005 betreffende de elektronische communicatie',
      'de wet van 13 juni 2005 betreffende de elektronische communicatie',
      'van de wet van 13 juni 2005 betreffende de elektronische communicatie',
    ],
    [
      'Loi du 13 juin 2005 relative aux communications électroniques',
      'la loi du 13 juin 2005 relative aux communications électroniques',
      'de la loi du 13 juin 2005 relative aux communications électroniques',
    ],
    [
      'Gesetz vom 13. Juni 2005 über die elektronische Kommunikation',
      'das Gesetz vom 13. Juni 2005 über die elektronische Kommunikation',
      'des Gesetzes vom 13. Juni 2005 über die elektronische Kommunikation',
    ],
  ),
  'police-function-law': norm(
    'police-function-law',
    'law',
    'federal',
    '1992-08-05',
    'Law of 5 August 1992 on the police function',
    [
      'Wet van 5 augustus 1992 op het politieambt',
      'de wet van 5 augustus 1992 op het politieambt',
      'van de wet van 5 augustus 1992 op het politieambt',
    ],
    [
      'Loi du 5 août 1992 sur la fonction de police',
      'la loi du 5 août 1992 sur la fonction de police',
      'de la loi du 5 août 1992 sur la fonction de police',
    ],
    [
      'Gesetz vom 5. August 1992 über das Polizeiamt',
      'das Gesetz vom 5. August 1992 über das Polizeiamt',
      'des Gesetzes vom 5. August 1992 über das Polizeiamt',
    ],
  ),
  'language-admin-laws': norm(
    'language-admin-laws',
    'law',
    'federal',
    '1966-07-18',
    'Laws on the use of languages in administrative matters, coordinated on 18 July 1966',
    [
      'Wetten op het gebruik van de talen in bestuurszaken, gecoördineerd op 18 juli 1966',
      'de wetten op het gebruik van de talen in bestuurszaken, gecoördineerd op 18 juli 1966',
      'van de wetten op het gebruik van de talen in bestuurszaken, gecoördineerd op 18 juli 1966',
    ],
    [
      "Lois sur l'emploi des langues en matière administrative, coordonnées le 18 juillet 1966",
      "les lois sur l'emploi des langues en matière administrative, coordonnées le 18 juillet 1966",
      "des lois sur l'emploi des langues en matière administrative, coordonnées le 18 juillet 1966",
    ],
    [
      'Gesetze über den Sprachengebrauch in Verwaltungsangelegenheiten, koordiniert am 18. Juli 1966',
      'die Gesetze über den Sprachengebrauch in Verwaltungsangelegenheiten, koordiniert am 18. Juli 1966',
      'der Gesetze über den Sprachengebrauch in Verwaltungsangelegenheiten, koordiniert am 18. Juli 1966',
    ],
  ),
  'language-judicial-law': norm(
    'language-judicial-law',
    'law',
    'federal',
    '1935-06-15',
    'Law of 15 June 1935 on the use of languages in judicial matters',
    [
      'Wet van 15 juni 1935 op het gebruik der talen in gerechtszaken',
      'de wet van 15 juni 1935 op het gebruik der talen in gerechtszaken',
      'van de wet van 15 juni 1935 op het gebruik der talen in gerechtszaken',
    ],
    [
      "Loi du 15 juin 1935 concernant l'emploi des langues en matière judiciaire",
      "la loi du 15 juin 1935 concernant l'emploi des langues en matière judiciaire",
      "de la loi du 15 juin 1935 concernant l'emploi des langues en matière judiciaire",
    ],
    [
      'Gesetz vom 15. Juni 1935 über den Sprachengebrauch in Gerichtsangelegenheiten',
      'das Gesetz vom 15. Juni 1935 über den Sprachengebrauch in Gerichtsangelegenheiten',
      'des Gesetzes vom 15. Juni 1935 über den Sprachengebrauch in Gerichtsangelegenheiten',
    ],
  ),
  'insurance-law-2014': norm(
    'insurance-law-2014',
    'law',
    'federal',
    '2014-04-04',
    'Law of 4 April 2014 on insurance',
    [
      'Wet van 4 april 2014 betreffende de verzekeringen',
      'de wet van 4 april 2014 betreffende de verzekeringen',
      'van de wet van 4 april 2014 betreffende de verzekeringen',
    ],
    [
      'Loi du 4 avril 2014 relative aux assurances',
      'la loi du 4 avril 2014 relative aux assurances',
      'de la loi du 4 avril 2014 relative aux assurances',
    ],
    [
      'Gesetz vom 4. April 2014 über die Versicherungen',
      'das Gesetz vom 4. April 2014 über die Versicherungen',
      'des Gesetzes vom 4. April 2014 über die Versicherungen',
    ],
  ),
  'flemish-spatial-code': norm(
    'flemish-spatial-code',
    'decree',
    'flemish-region',
    '2009-05-15',
    'Flemish Spatial Planning Code',
    [
      'Vlaamse Codex Ruimtelijke Ordening',
      'de Vlaamse Codex Ruimtelijke Ordening',
      'van de Vlaamse Codex Ruimtelijke Ordening',
    ],
    [
      "Code flamand de l'aménagement du territoire",
      "le Code flamand de l'aménagement du territoire",
      "du Code flamand de l'aménagement du territoire",
    ],
    ['Flämischer Raumordnungskodex', 'der Flämische Raumordnungskodex', 'des Flämischen Raumordnungskodex'],
  ),
  'flemish-tax-code': norm(
    'flemish-tax-code',
    'decree',
    'flemish-region',
    '2013-12-13',
    'Flemish Tax Code',
    ['Vlaamse Codex Fiscaliteit', 'de Vlaamse Codex Fiscaliteit', 'van de Vlaamse Codex Fiscaliteit'],
    ['Code flamand de la fiscalité', 'le Code flamand de la fiscalité', 'du Code flamand de la fiscalité'],
    ['Flämischer Steuerkodex', 'der Flämische Steuerkodex', 'des Flämischen Steuerkodex'],
  ),
  'walloon-codt': norm(
    'walloon-codt',
    'decree',
    'walloon-region',
    '2016-07-20',
    'Walloon Code of Territorial Development',
    [
      'Waals Wetboek van Ruimtelijke Ontwikkeling',
      'het Waals Wetboek van Ruimtelijke Ontwikkeling',
      'van het Waals Wetboek van Ruimtelijke Ontwikkeling',
    ],
    [
      'Code wallon du développement territorial',
      'le Code wallon du développement territorial',
      'du Code wallon du développement territorial',
    ],
    [
      'Wallonisches Gesetzbuch über die räumliche Entwicklung',
      'das Wallonische Gesetzbuch über die räumliche Entwicklung',
      'des Wallonischen Gesetzbuches über die räumliche Entwicklung',
    ],
  ),
  'flemish-secondary-education-code': norm(
    'flemish-secondary-education-code',
    'decree',
    'flemish-community',
    '2010-12-17',
    'Flemish Code on Secondary Education',
    ['Codex Secundair Onderwijs', 'de Codex Secundair Onderwijs', 'van de Codex Secundair Onderwijs'],
    [
      "Code de l'enseignement secondaire",
      "le Code de l'enseignement secondaire",
      "du Code de l'enseignement secondaire",
    ],
    ['Kodex Sekundarunterricht', 'der Kodex Sekundarunterricht', 'des Kodex Sekundarunterricht'],
  ),
};

/** How a government is named as a party, per legislator whose norm it defends. */
export const DEFENDING_GOVERNMENT: Record<
  Exclude<Legislator, 'constituent' | 'international'>,
  Record<TextLang | 'en', string>
> = {
  federal: {
    nl: 'de Ministerraad',
    fr: 'le Conseil des ministres',
    de: 'der Ministerrat',
    en: 'the Council of Ministers',
  },
  'flemish-community': {
    nl: 'de Vlaamse Regering',
    fr: 'le Gouvernement flamand',
    de: 'die Flämische Regierung',
    en: 'the Flemish Government',
  },
  'flemish-region': {
    nl: 'de Vlaamse Regering',
    fr: 'le Gouvernement flamand',
    de: 'die Flämische Regierung',
    en: 'the Flemish Government',
  },
  'walloon-region': {
    nl: 'de Waalse Regering',
    fr: 'le Gouvernement wallon',
    de: 'die Wallonische Regierung',
    en: 'the Walloon Government',
  },
  'french-community': {
    nl: 'de Franse Gemeenschapsregering',
    fr: 'le Gouvernement de la Communauté française',
    de: 'die Regierung der Französischen Gemeinschaft',
    en: 'the Government of the French Community',
  },
  'german-community': {
    nl: 'de Regering van de Duitstalige Gemeenschap',
    fr: 'le Gouvernement de la Communauté germanophone',
    de: 'die Regierung der Deutschsprachigen Gemeinschaft',
    en: 'the Government of the German-speaking Community',
  },
  'brussels-region': {
    nl: 'de Brusselse Hoofdstedelijke Regering',
    fr: 'le Gouvernement de la Région de Bruxelles-Capitale',
    de: 'die Regierung der Region Brüssel-Hauptstadt',
    en: 'the Brussels-Capital Region Government',
  },
};

/** The enacting authority as it follows a decree or ordinance ("het decreet van het Vlaamse Gewest"). */
export const AUTHORITY_OF: Record<
  Exclude<Legislator, 'constituent' | 'international' | 'federal'>,
  Record<TextLang, string>
> = {
  'flemish-community': {
    nl: 'van de Vlaamse Gemeenschap',
    fr: 'de la Communauté flamande',
    de: 'der Flämischen Gemeinschaft',
  },
  'flemish-region': { nl: 'van het Vlaamse Gewest', fr: 'de la Région flamande', de: 'der Flämischen Region' },
  'walloon-region': { nl: 'van het Waalse Gewest', fr: 'de la Région wallonne', de: 'der Wallonischen Region' },
  'french-community': {
    nl: 'van de Franse Gemeenschap',
    fr: 'de la Communauté française',
    de: 'der Französischen Gemeinschaft',
  },
  'german-community': {
    nl: 'van de Duitstalige Gemeenschap',
    fr: 'de la Communauté germanophone',
    de: 'der Deutschsprachigen Gemeinschaft',
  },
  'brussels-region': {
    nl: 'van het Brusselse Hoofdstedelijke Gewest',
    fr: 'de la Région de Bruxelles-Capitale',
    de: 'der Region Brüssel-Hauptstadt',
  },
};

/** The language a legislator's norms are mostly litigated in; federal laws come in any language. */
export const LEGISLATOR_LANGS: Record<Legislator, ('nl' | 'fr' | 'de')[]> = {
  constituent: ['nl', 'fr'],
  international: ['nl', 'fr'],
  federal: ['nl', 'fr', 'de'],
  'flemish-community': ['nl'],
  'flemish-region': ['nl'],
  'walloon-region': ['fr', 'de'],
  'french-community': ['fr'],
  'german-community': ['de'],
  'brussels-region': ['nl', 'fr'],
};
