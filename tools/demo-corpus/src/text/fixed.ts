import type { TextLang } from './format.js';

/**
 * Fixed words of a judgment that vary only by language and by the kind of proceedings: labels, roles, ordinals
 * and the few one-line formulas the phrase banks do not vary.
 */

type PerLang<T = string> = Record<TextLang, T>;

export const WORDS = {
  judgmentTitle: {
    nl: 'Arrest nr. {n} van {date}',
    fr: 'Arrêt n° {n} du {date}',
    de: '{own} Nr. {n} vom {date}',
  } as PerLang,
  rollLabel: {
    nl: ['Rolnummer', 'Rolnummers'],
    fr: ['Numéro du rôle :', 'Numéros du rôle :'],
    de: ['Geschäftsverzeichnisnummer', 'Geschäftsverzeichnisnummern'],
  } as PerLang<[string, string]>,
  inCase: {
    question: {
      nl: 'In zake: de {questionNoun2} over {op}, gesteld door {jurisdiction}.',
      fr: 'En cause : {questionNoun2} concernant {op}, {posed} par {jurisdiction}.',
      de: 'In Sachen: {questionNoun2} in Bezug auf {op}, gestellt {byJurisdiction}.',
    },
    action: {
      nl: 'In zake: het beroep tot vernietiging van {op}, ingesteld door {applicantName}.',
      fr: 'En cause : le recours en annulation de {op}, introduit par {applicantName}.',
      de: 'In Sachen: Klage auf Nichtigerklärung von {op}, erhoben durch {applicantAcc}.',
    },
    suspension: {
      nl: 'In zake: de vordering tot schorsing van {op}, ingesteld door {applicantName}.',
      fr: 'En cause : la demande de suspension de {op}, introduite par {applicantName}.',
      de: 'In Sachen: Klage auf einstweilige Aufhebung von {op}, erhoben durch {applicantAcc}.',
    },
  } as Record<'question' | 'action' | 'suspension', PerLang>,
  joined: {
    nl: 'Die zaken, ingeschreven onder de nummers {rolls} van de rol van het Hof, werden samengevoegd.',
    fr: 'Ces affaires, inscrites sous les numéros {rolls} du rôle de la Cour, ont été jointes.',
    de: 'Diese unter den Nummern {rolls} ins Geschäftsverzeichnis des Gerichtshofes eingetragenen Rechtssachen wurden verbunden.',
  } as PerLang,
  interestAccepted: {
    nl: 'Uit het verzoekschrift blijkt dat de situatie van de verzoekende partij rechtstreeks en ongunstig kan worden geraakt door de bestreden bepaling. Zij doet blijken van het vereiste belang.',
    fr: "Il ressort de la requête que la situation de la partie requérante peut être affectée directement et défavorablement par la disposition attaquée. Elle justifie de l'intérêt requis.",
    de: 'Aus der Klageschrift geht hervor, dass die Situation der klagenden Partei durch die angefochtene Bestimmung unmittelbar und ungünstig beeinflusst werden kann. Sie weist das erforderliche Interesse nach.',
  } as PerLang,
  plea: {
    nl: 'Het {ordinal} middel is afgeleid uit de schending van {refs}.',
    fr: 'Le {ordinal} moyen est pris de la violation de {refs}.',
    de: 'Der {ordinal} Klagegrund ist abgeleitet aus einem Verstoß gegen {refs}.',
  } as PerLang,
  rejoinder: {
    nl: 'In de memorie van wederantwoord wordt dat standpunt gehandhaafd.',
    fr: 'Dans le mémoire en réplique, ce point de vue est maintenu.',
    de: 'Im Gegenerwiderungsschriftsatz wird dieser Standpunkt aufrechterhalten.',
  } as PerLang,
  intervenerJoins: {
    nl: '{Intervener} sluit zich aan bij het standpunt dat {gov} heeft uiteengezet.',
    fr: '{Intervener} se rallie au point de vue exposé par {gov}.',
    de: '{Intervener} unterstützt den Standpunkt, den {gov} dargelegt hat.',
  } as PerLang,
  measureJustified: {
    nl: 'De bekritiseerde maatregel is redelijk verantwoord ten aanzien van de nagestreefde doelstelling.',
    fr: "La mesure critiquée est raisonnablement justifiée au regard de l'objectif poursuivi.",
    de: 'Die bemängelte Maßnahme ist hinsichtlich der angestrebten Zielsetzung vernünftig gerechtfertigt.',
  } as PerLang,
  measureNotJustified: {
    nl: 'De bekritiseerde maatregel is niet redelijk verantwoord ten aanzien van de nagestreefde doelstelling.',
    fr: "La mesure critiquée n'est pas raisonnablement justifiée au regard de l'objectif poursuivi.",
    de: 'Die bemängelte Maßnahme ist hinsichtlich der angestrebten Zielsetzung nicht vernünftig gerechtfertigt.',
  } as PerLang,
  secondPlea: {
    nl: 'Het tweede middel is afgeleid uit de schending van {refsShort} en van het rechtszekerheidsbeginsel.',
    fr: 'Le second moyen est pris de la violation de {refsShort} et du principe de la sécurité juridique.',
    de: 'Der zweite Klagegrund ist abgeleitet aus einem Verstoß gegen {refsShort} und gegen den Grundsatz der Rechtssicherheit.',
  } as PerLang,
  legalCertaintyRespected: {
    nl: 'De bestreden bepaling is voldoende duidelijk en voorzienbaar en doet geen afbreuk aan de rechtmatige verwachtingen van de betrokkenen, zodat het rechtszekerheidsbeginsel niet is geschonden.',
    fr: "La disposition attaquée est suffisamment claire et prévisible et ne porte pas atteinte aux attentes légitimes des intéressés, de sorte que le principe de la sécurité juridique n'est pas violé.",
    de: 'Die angefochtene Bestimmung ist ausreichend klar und vorhersehbar und beeinträchtigt nicht die berechtigten Erwartungen der Betroffenen, sodass der Grundsatz der Rechtssicherheit nicht verletzt ist.',
  } as PerLang,
  secondPleaClaim: {
    nl: '{Claimant} leidt een tweede middel af uit de schending van {refsShort} en van het rechtszekerheidsbeginsel.',
    fr: '{Claimant} prend un second moyen de la violation de {refsShort} et du principe de la sécurité juridique.',
    de: '{Claimant} leitet einen zweiten Klagegrund aus einem Verstoß gegen {refsShort} und gegen den Grundsatz der Rechtssicherheit ab.',
  } as PerLang,
  secondPleaDefence: {
    nl: 'Volgens {gov} is ook het tweede middel niet gegrond.',
    fr: "Selon {gov}, le second moyen n'est pas davantage fondé.",
    de: '{Gov} ist der Auffassung, dass auch der zweite Klagegrund unbegründet sei.',
  } as PerLang,
  ordinals: {
    nl: ['eerste', 'tweede', 'derde'],
    fr: ['premier', 'deuxième', 'troisième'],
    de: ['erste', 'zweite', 'dritte'],
  } as PerLang<string[]>,
  noFurtherPlea: {
    nl: 'Aangezien het eerste middel gegrond is, dient het {ordinal} middel niet te worden onderzocht, daar het niet tot een ruimere vernietiging kan leiden.',
    fr: "Le premier moyen étant fondé, il n'y a pas lieu d'examiner le {ordinal} moyen, qui ne pourrait conduire à une annulation plus étendue.",
    de: 'Da der erste Klagegrund begründet ist, braucht der {ordinal} Klagegrund nicht geprüft zu werden, da er nicht zu einer weitergehenden Nichtigerklärung führen kann.',
  } as PerLang,
  secondQuestion: {
    nl: 'Gelet op het antwoord op de eerste prejudiciële vraag behoeft de tweede prejudiciële vraag geen antwoord.',
    fr: "Compte tenu de la réponse à la première question préjudicielle, la seconde question préjudicielle n'appelle pas de réponse.",
    de: 'Angesichts der Antwort auf die erste Vorabentscheidungsfrage bedarf die zweite Vorabentscheidungsfrage keiner Antwort.',
  } as PerLang,
  secondAnswer: {
    nl: 'De tweede prejudiciële vraag behoeft geen antwoord.',
    fr: "La seconde question préjudicielle n'appelle pas de réponse.",
    de: 'Die zweite Vorabentscheidungsfrage bedarf keiner Antwort.',
  } as PerLang,
  suspensionMet: {
    nl: 'Aan de voorwaarden om tot schorsing te besluiten is voldaan. Er dient te worden beslist zoals in het beschikkend gedeelte is aangegeven.',
    fr: 'Les conditions requises pour pouvoir décider de la suspension sont remplies. Il y a lieu de statuer comme indiqué dans le dispositif.',
    de: 'Die Bedingungen, um auf einstweilige Aufhebung zu erkennen, sind erfüllt. Es ist zu entscheiden, wie im Tenor angegeben.',
  } as PerLang,
  suspensionNotMet: {
    nl: 'Aangezien niet is voldaan aan een van de voorwaarden van artikel 20, 1°, {specialLawOf}, dient de vordering tot schorsing te worden verworpen.',
    fr: "Dès lors que l'une des conditions fixées par l'article 20, 1°, {specialLawOf} n'est pas remplie, la demande de suspension doit être rejetée.",
    de: 'Da eine der Bedingungen von Artikel 20 Nr. 1 {specialLawOf} nicht erfüllt ist, ist die Klage auf einstweilige Aufhebung zurückzuweisen.',
  } as PerLang,
  claimant: {
    question: {
      nl: 'de eisende partij voor het verwijzende rechtscollege',
      fr: 'la partie demanderesse devant la juridiction a quo',
      de: 'die klagende Partei vor dem vorlegenden Rechtsprechungsorgan',
    },
    action: { nl: 'de verzoekende partij', fr: 'la partie requérante', de: 'die klagende Partei' },
  } as Record<'question' | 'action', PerLang>,
  proceeding: {
    question: { nl: 'de prejudiciële vraag', fr: 'la question préjudicielle', de: 'die Vorabentscheidungsfrage' },
    action: { nl: 'het beroep', fr: 'le recours', de: 'die Klage' },
    suspension: { nl: 'de vordering', fr: 'la demande', de: 'die Klage' },
  } as Record<'question' | 'action' | 'suspension', PerLang>,
  proceedingOf: {
    question: {
      nl: 'van de prejudiciële vraag',
      fr: 'de la question préjudicielle',
      de: 'der Vorabentscheidungsfrage',
    },
    action: { nl: 'van het beroep', fr: 'du recours', de: 'der Klage' },
    suspension: { nl: 'van de vordering', fr: 'de la demande', de: 'der Klage' },
  } as Record<'question' | 'action' | 'suspension', PerLang>,
  questionNoun: {
    nl: ['de volgende prejudiciële vraag', 'de volgende prejudiciële vragen'],
    fr: ['la question préjudicielle suivante', 'les questions préjudicielles suivantes'],
    de: ['folgende Vorabentscheidungsfrage', 'folgende Vorabentscheidungsfragen'],
  } as PerLang<[string, string]>,
  questionNoun2: {
    nl: ['prejudiciële vraag', 'prejudiciële vragen'],
    fr: ['la question préjudicielle', 'les questions préjudicielles'],
    de: ['Vorabentscheidungsfrage', 'Vorabentscheidungsfragen'],
  } as PerLang<[string, string]>,
  questionRef: {
    nl: ['de hiervoor vermelde prejudiciële vraag', 'de hiervoor vermelde prejudiciële vragen'],
    fr: ['la question préjudicielle reproduite ci-dessus', 'les questions préjudicielles reproduites ci-dessus'],
    de: [
      'die vorstehend wiedergegebene Vorabentscheidungsfrage',
      'die vorstehend wiedergegebenen Vorabentscheidungsfragen',
    ],
  } as PerLang<[string, string]>,
  questionsLabel: {
    nl: ['Prejudiciële vraag over', 'Prejudiciële vragen over'],
    fr: ['Question préjudicielle concernant', 'Questions préjudicielles concernant'],
    de: ['Vorabentscheidungsfrage in Bezug auf', 'Vorabentscheidungsfragen in Bezug auf'],
  } as PerLang<[string, string]>,
  posed: { nl: ['gesteld', 'gesteld'], fr: ['posée', 'posées'], de: ['gestellt', 'gestellt'] } as PerLang<
    [string, string]
  >,
  judgeAQuo: { nl: 'de verwijzende rechter', fr: 'le juge a quo', de: 'der vorlegende Richter' } as PerLang,
  versus: { nl: 'tegen', fr: 'contre', de: 'gegen' } as PerLang,
  decision: {
    vonnis: { nl: 'vonnis', fr: 'jugement', de: 'Urteil' },
    arrest: { nl: 'arrest', fr: 'arrêt', de: 'Urteil' },
    'arrest-high': { nl: 'arrest', fr: 'arrêt', de: 'Entscheid' },
  } as Record<'vonnis' | 'arrest' | 'arrest-high', PerLang>,
  languageNames: {
    nl: { nl: 'het Nederlands', fr: 'het Frans', de: 'het Duits' },
    fr: { nl: 'langue néerlandaise', fr: 'langue française', de: 'langue allemande' },
    de: { nl: 'niederländischer', fr: 'französischer', de: 'deutscher' },
  } as PerLang<PerLang>,
  presidents: {
    nl: ['voorzitter {a}', 'de voorzitters {a} en {b}'],
    fr: ['du président {a}', 'des présidents {a} et {b}'],
    de: ['dem Präsidenten {a}', 'den Präsidenten {a} und {b}'],
  } as PerLang<[string, string]>,
};

/** The court's name at a given time: the Court of Arbitration became the Constitutional Court in May 2007. */
export const COURT_NAME = {
  before2007: { nl: 'het Arbitragehof', fr: "la Cour d'arbitrage", de: 'der Schiedshof' },
  since2007: { nl: 'het Grondwettelijk Hof', fr: 'la Cour constitutionnelle', de: 'der Verfassungsgerichtshof' },
} as const;

/** The statute on the court's procedure: the law of 1983 until the special law of 6 January 1989. */
export const ORGANIC_LAW = {
  law1983: {
    nl: 'van de wet van 28 juni 1983 houdende de inrichting, de bevoegdheid en de werking van het Arbitragehof',
    fr: "de la loi du 28 juin 1983 portant l'organisation, la compétence et le fonctionnement de la Cour d'arbitrage",
    de: 'des Gesetzes vom 28. Juni 1983 über die Organisation, die Zuständigkeit und die Arbeitsweise des Schiedshofes',
  },
  special1989: {
    nl: 'van de bijzondere wet van 6 januari 1989 op het Arbitragehof',
    fr: "de la loi spéciale du 6 janvier 1989 sur la Cour d'arbitrage",
    de: 'des Sondergesetzes vom 6. Januar 1989 über den Schiedshof',
  },
  special2007: {
    nl: 'van de bijzondere wet van 6 januari 1989 op het Grondwettelijk Hof',
    fr: 'de la loi spéciale du 6 janvier 1989 sur la Cour constitutionnelle',
    de: 'des Sondergesetzes vom 6. Januar 1989 über den Verfassungsgerichtshof',
  },
} as const;
