import type { JudgmentOutcome } from '@court/contract/vocabularies';
import type { TextLang } from '../text/format.js';

/** Wording of the court's press releases: titles per outcome, the closing notice, and general announcements. */

type PerLang = Record<TextLang, string>;

/** Titles of releases on judgments; `{subject}` is the subject, `{Subject}` capitalised. */
export const JUDGMENT_TITLES: Record<JudgmentOutcome, PerLang> = {
  violation: {
    nl: '{Subject}: het Hof stelt een schending vast',
    fr: '{Subject} : la Cour constate une violation',
    de: '{Subject}: Der Gerichtshof stellt einen Verstoß fest',
  },
  'no-violation': {
    nl: '{Subject}: geen schending van de Grondwet',
    fr: '{Subject} : pas de violation de la Constitution',
    de: '{Subject}: kein Verstoß gegen die Verfassung',
  },
  annulment: {
    nl: 'Het Hof vernietigt de regeling over {subject}',
    fr: 'La Cour annule la réglementation relative à {subject}',
    de: 'Der Gerichtshof erklärt die Regelung über {subject} für nichtig',
  },
  'partial-annulment': {
    nl: 'Het Hof vernietigt gedeeltelijk de regeling over {subject}',
    fr: 'La Cour annule partiellement la réglementation relative à {subject}',
    de: 'Der Gerichtshof erklärt die Regelung über {subject} teilweise für nichtig',
  },
  dismissal: {
    nl: 'Het Hof verwerpt het beroep tegen de regeling over {subject}',
    fr: 'La Cour rejette le recours contre la réglementation relative à {subject}',
    de: 'Der Gerichtshof weist die Klage gegen die Regelung über {subject} zurück',
  },
  suspension: {
    nl: 'Het Hof schorst de regeling over {subject}',
    fr: 'La Cour suspend la réglementation relative à {subject}',
    de: 'Der Gerichtshof hebt die Regelung über {subject} einstweilig auf',
  },
  'suspension-refused': {
    nl: 'Geen schorsing van de regeling over {subject}',
    fr: 'Pas de suspension de la réglementation relative à {subject}',
    de: 'Keine einstweilige Aufhebung der Regelung über {subject}',
  },
  inadmissible: {
    nl: 'Zaak over {subject} onontvankelijk',
    fr: 'Affaire relative à {subject} irrecevable',
    de: 'Rechtssache über {subject} unzulässig',
  },
  moot: {
    nl: 'Zaak over {subject} zonder voorwerp',
    fr: 'Affaire relative à {subject} sans objet',
    de: 'Rechtssache über {subject} gegenstandslos',
  },
  discontinuance: {
    nl: 'Afstand in de zaak over {subject}',
    fr: "Désistement dans l'affaire relative à {subject}",
    de: 'Klagerücknahme in der Rechtssache über {subject}',
  },
  'referral-to-cjeu': {
    nl: 'Het Hof stelt prejudiciële vragen aan het Hof van Justitie over {subject}',
    fr: "La Cour interroge la Cour de justice de l'Union européenne sur {subject}",
    de: 'Der Gerichtshof stellt dem Gerichtshof der Europäischen Union Fragen über {subject}',
  },
};

export const JUDGMENT_LEAD: PerLang = {
  nl: 'Bij arrest nr. {n} van {date} heeft het Grondwettelijk Hof uitspraak gedaan over {subject}.',
  fr: "Par son arrêt n° {n} du {date}, la Cour constitutionnelle s'est prononcée sur {subject}.",
  de: 'In seinem Entscheid Nr. {n} vom {date} hat der Verfassungsgerichtshof über {subject} befunden.',
};

export const PRESS_NOTICE: PerLang = {
  nl: 'Dit persbericht werd opgesteld door de persdienst van het Grondwettelijk Hof en bindt het Hof niet. Enkel de tekst van het arrest is authentiek; die kan worden geraadpleegd op de website van het Hof.',
  fr: "Ce communiqué de presse a été rédigé par le service de presse de la Cour constitutionnelle et ne lie pas la Cour. Seul le texte de l'arrêt fait foi ; il peut être consulté sur le site web de la Cour.",
  de: 'Diese Pressemitteilung wurde vom Pressedienst des Verfassungsgerichtshofes verfasst und bindet den Gerichtshof nicht. Nur der Text des Entscheids ist maßgebend; er kann auf der Website des Gerichtshofes eingesehen werden.',
};

/** General announcements: `{name}` is a member, `{year}` a year, `{court}` a visiting court. */
export const GENERAL: Record<
  'president' | 'oath' | 'report' | 'anniversary' | 'visit' | 'openDay',
  { title: PerLang; body: PerLang }
> = {
  president: {
    title: {
      nl: 'Nieuwe voorzitter van het Grondwettelijk Hof',
      fr: 'Nouveau président de la Cour constitutionnelle',
      de: 'Neuer Präsident des Verfassungsgerichtshofes',
    },
    body: {
      nl: 'Rechter {name} is door de rechters van de taalgroep verkozen tot voorzitter van het Grondwettelijk Hof. De nieuwe voorzitter treedt in functie op {date} en zit, beurtelings met de voorzitter van de andere taalgroep, het Hof voor.',
      fr: "Le juge {name} a été élu président de la Cour constitutionnelle par les juges de son groupe linguistique. Le nouveau président entre en fonction le {date} et préside la Cour, à tour de rôle avec le président de l'autre groupe linguistique.",
      de: 'Richter {name} wurde von den Richtern seiner Sprachgruppe zum Präsidenten des Verfassungsgerichtshofes gewählt. Der neue Präsident tritt am {date} sein Amt an und führt abwechselnd mit dem Präsidenten der anderen Sprachgruppe den Vorsitz des Gerichtshofes.',
    },
  },
  oath: {
    title: {
      nl: 'Eedaflegging van een nieuwe rechter',
      fr: "Prestation de serment d'un nouveau juge",
      de: 'Eidesleistung eines neuen Richters',
    },
    body: {
      nl: '{name} heeft op {date} de eed afgelegd als rechter in het Grondwettelijk Hof. De nieuwe rechter werd benoemd bij koninklijk besluit, op voordracht van het Parlement, en volgt een rechter op die de leeftijdsgrens heeft bereikt.',
      fr: "{name} a prêté serment le {date} en qualité de juge à la Cour constitutionnelle. Le nouveau juge a été nommé par arrêté royal, sur présentation du Parlement, et succède à un juge atteint par la limite d'âge.",
      de: '{name} hat am {date} den Eid als Richter am Verfassungsgerichtshof geleistet. Der neue Richter wurde durch königlichen Erlass auf Vorschlag des Parlaments ernannt und folgt einem Richter nach, der die Altersgrenze erreicht hat.',
    },
  },
  report: {
    title: {
      nl: 'Jaarverslag {year} van het Grondwettelijk Hof',
      fr: 'Rapport annuel {year} de la Cour constitutionnelle',
      de: 'Jahresbericht {year} des Verfassungsgerichtshofes',
    },
    body: {
      nl: 'Het Grondwettelijk Hof heeft zijn jaarverslag over {year} gepubliceerd. Het verslag geeft een overzicht van de belangrijkste arresten, de statistieken van de ingeschreven en afgehandelde zaken en de internationale activiteiten van het Hof.',
      fr: 'La Cour constitutionnelle a publié son rapport annuel {year}. Le rapport présente un aperçu des principaux arrêts, les statistiques des affaires introduites et clôturées ainsi que les activités internationales de la Cour.',
      de: 'Der Verfassungsgerichtshof hat seinen Jahresbericht {year} veröffentlicht. Der Bericht bietet einen Überblick über die wichtigsten Entscheide, die Statistiken der eingetragenen und abgeschlossenen Rechtssachen sowie die internationalen Tätigkeiten des Gerichtshofes.',
    },
  },
  anniversary: {
    title: {
      nl: 'Het Hof bestaat {year} jaar',
      fr: 'La Cour fête ses {year} ans',
      de: 'Der Gerichtshof besteht seit {year} Jahren',
    },
    body: {
      nl: 'Op 1 oktober 1984 werd het Arbitragehof geïnstalleerd, dat in 2007 de naam Grondwettelijk Hof kreeg. Ter gelegenheid van zijn {year}-jarig bestaan organiseert het Hof een academische zitting en een tentoonstelling over zijn rechtspraak.',
      fr: "La Cour d'arbitrage, devenue Cour constitutionnelle en 2007, a été installée le 1er octobre 1984. À l'occasion de ses {year} ans, la Cour organise une séance académique et une exposition consacrée à sa jurisprudence.",
      de: 'Der Schiedshof, der 2007 in Verfassungsgerichtshof umbenannt wurde, wurde am 1. Oktober 1984 eingesetzt. Anlässlich seines {year}-jährigen Bestehens veranstaltet der Gerichtshof eine akademische Sitzung und eine Ausstellung über seine Rechtsprechung.',
    },
  },
  visit: {
    title: {
      nl: 'Bezoek van een delegatie van {court}',
      fr: "Visite d'une délégation {courtOf}",
      de: 'Besuch einer Delegation {courtOfDe}',
    },
    body: {
      nl: 'Het Grondwettelijk Hof heeft op {date} een delegatie van {court} ontvangen. De gesprekken gingen over de toetsing van wetgeving aan de grondrechten en over de dialoog met het Hof van Justitie van de Europese Unie.',
      fr: "La Cour constitutionnelle a reçu le {date} une délégation {courtOf}. Les échanges ont porté sur le contrôle de la législation au regard des droits fondamentaux et sur le dialogue avec la Cour de justice de l'Union européenne.",
      de: 'Der Verfassungsgerichtshof hat am {date} eine Delegation {courtOfDe} empfangen. Die Gespräche betrafen die Prüfung von Gesetzen anhand der Grundrechte und den Dialog mit dem Gerichtshof der Europäischen Union.',
    },
  },
  openDay: {
    title: {
      nl: 'Opendeurdag in het Grondwettelijk Hof',
      fr: 'Journée portes ouvertes à la Cour constitutionnelle',
      de: 'Tag der offenen Tür im Verfassungsgerichtshof',
    },
    body: {
      nl: 'Op {date} stelt het Grondwettelijk Hof zijn gebouw aan het Koningsplein 7 te Brussel open voor het publiek. Bezoekers kunnen de zittingszaal bezichtigen en kennismaken met de werking van het Hof.',
      fr: "Le {date}, la Cour constitutionnelle ouvre au public son bâtiment situé place Royale 7 à Bruxelles. Les visiteurs peuvent découvrir la salle d'audience et le fonctionnement de la Cour.",
      de: 'Am {date} öffnet der Verfassungsgerichtshof sein Gebäude am Königsplatz 7 in Brüssel für die Öffentlichkeit. Die Besucher können den Sitzungssaal besichtigen und die Arbeitsweise des Gerichtshofes kennenlernen.',
    },
  },
};

/** Courts that visit: name with article (nl), with "de/du/de la" (fr), and in the genitive (de). */
export const VISITING_COURTS: readonly { nl: string; fr: string; de: string }[] = [
  {
    nl: 'het Duitse Bundesverfassungsgericht',
    fr: 'du Bundesverfassungsgericht allemand',
    de: 'des deutschen Bundesverfassungsgerichts',
  },
  {
    nl: 'de Franse Conseil constitutionnel',
    fr: 'du Conseil constitutionnel français',
    de: 'des französischen Conseil constitutionnel',
  },
  {
    nl: 'het Italiaanse Corte costituzionale',
    fr: 'de la Cour constitutionnelle italienne',
    de: 'des italienischen Verfassungsgerichtshofes',
  },
  {
    nl: 'het Spaanse Tribunal Constitucional',
    fr: 'du Tribunal constitutionnel espagnol',
    de: 'des spanischen Verfassungsgerichts',
  },
  {
    nl: 'het Oostenrijkse Verfassungsgerichtshof',
    fr: 'de la Cour constitutionnelle autrichienne',
    de: 'des österreichischen Verfassungsgerichtshofes',
  },
  {
    nl: 'het Luxemburgse Grondwettelijk Hof',
    fr: 'de la Cour constitutionnelle luxembourgeoise',
    de: 'des luxemburgischen Verfassungsgerichtshofes',
  },
  {
    nl: 'het Portugese Tribunal Constitucional',
    fr: 'du Tribunal constitutionnel portugais',
    de: 'des portugiesischen Verfassungsgerichts',
  },
];
