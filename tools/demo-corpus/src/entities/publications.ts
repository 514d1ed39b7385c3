import type { Locale, Localized, Publication } from '@court/contract/content-model';
import { type Day, dayFromYmd, isoDate, nextCourtDay, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';
import type { Roster } from '../people/bench.js';
import { fill, shortName } from '../text/format.js';

/** Publications: annual reports, brochures, speeches and studies. */

type Text = Record<Locale, string>;

const pdf = (kind: string, id: string, langs: readonly Locale[]): Localized =>
  Object.fromEntries(langs.map((l) => [l, `/public/publications/${kind}/${id}-${l}.pdf`]));

const BROCHURES: { year: number; title: Text; description: Text }[] = [
  {
    year: 2004,
    title: {
      nl: 'Het Hof in een notendop',
      fr: 'La Cour en bref',
      de: 'Der Gerichtshof in Kürze',
      en: 'The Court in brief',
    },
    description: {
      nl: 'Korte voorstelling van de samenstelling, de bevoegdheden en de werking van het Hof.',
      fr: 'Brève présentation de la composition, des compétences et du fonctionnement de la Cour.',
      de: 'Kurze Darstellung der Zusammensetzung, der Zuständigkeiten und der Arbeitsweise des Gerichtshofes.',
      en: "A short presentation of the Court's composition, jurisdiction and working methods.",
    },
  },
  {
    year: 2009,
    title: {
      nl: 'De prejudiciële vraag: gids voor de rechters',
      fr: 'La question préjudicielle : guide pour les juges',
      de: 'Die Vorabentscheidungsfrage: Leitfaden für die Richter',
      en: 'Preliminary questions: a guide for judges',
    },
    description: {
      nl: 'Praktische aanwijzingen voor de rechtscolleges die een prejudiciële vraag aan het Hof willen stellen.',
      fr: 'Indications pratiques pour les juridictions qui souhaitent poser une question préjudicielle à la Cour.',
      de: 'Praktische Hinweise für die Rechtsprechungsorgane, die dem Gerichtshof eine Vorabentscheidungsfrage stellen möchten.',
      en: 'Practical guidance for courts wishing to refer a preliminary question to the Court.',
    },
  },
  {
    year: 2014,
    title: {
      nl: 'Het beroep tot vernietiging',
      fr: 'Le recours en annulation',
      de: 'Die Nichtigkeitsklage',
      en: 'The action for annulment',
    },
    description: {
      nl: 'Wie kan een beroep instellen, binnen welke termijn en met welke gevolgen.',
      fr: 'Qui peut introduire un recours, dans quel délai et avec quels effets.',
      de: 'Wer eine Klage erheben kann, innerhalb welcher Frist und mit welchen Folgen.',
      en: 'Who may bring an action, within what time limit and with what effects.',
    },
  },
  {
    year: 2019,
    title: {
      nl: 'Het Hof en de burger',
      fr: 'La Cour et le citoyen',
      de: 'Der Gerichtshof und der Bürger',
      en: 'The Court and the citizen',
    },
    description: {
      nl: 'Hoe de rechtspraak van het Hof de grondrechten van iedereen beschermt.',
      fr: 'Comment la jurisprudence de la Cour protège les droits fondamentaux de chacun.',
      de: 'Wie die Rechtsprechung des Gerichtshofes die Grundrechte aller schützt.',
      en: "How the Court's case law protects everyone's fundamental rights.",
    },
  },
  {
    year: 2024,
    title: {
      nl: 'Veertig jaar Grondwettelijk Hof',
      fr: 'Quarante ans de Cour constitutionnelle',
      de: 'Vierzig Jahre Verfassungsgerichtshof',
      en: 'Forty years of the Constitutional Court',
    },
    description: {
      nl: 'Een terugblik op veertig jaar grondwettigheidstoetsing in België.',
      fr: 'Un regard sur quarante années de contrôle de constitutionnalité en Belgique.',
      de: 'Ein Rückblick auf vierzig Jahre Verfassungsmäßigkeitsprüfung in Belgien.',
      en: 'Looking back on forty years of constitutional review in Belgium.',
    },
  },
];

const STUDIES: Text[] = [
  {
    nl: 'Het standstill-beginsel in de rechtspraak van het Hof',
    fr: 'Le principe de standstill dans la jurisprudence de la Cour',
    de: 'Der Stillhaltegrundsatz in der Rechtsprechung des Gerichtshofes',
    en: "The standstill principle in the Court's case law",
  },
  {
    nl: 'De handhaving van de gevolgen van vernietigde normen',
    fr: 'Le maintien des effets des normes annulées',
    de: 'Die Aufrechterhaltung der Folgen für nichtig erklärter Normen',
    en: 'Maintaining the effects of annulled norms',
  },
  {
    nl: 'Het gelijkheidsbeginsel in fiscale zaken',
    fr: "Le principe d'égalité en matière fiscale",
    de: 'Der Gleichheitsgrundsatz in Steuersachen',
    en: 'The equality principle in tax matters',
  },
  {
    nl: 'De prejudiciële vragen van het Hof aan het Hof van Justitie',
    fr: 'Les questions préjudicielles de la Cour à la Cour de justice',
    de: 'Die Vorabentscheidungsfragen des Gerichtshofes an den Gerichtshof der Europäischen Union',
    en: "The Court's references to the Court of Justice",
  },
  {
    nl: 'Rechtsvergelijkende studie over de toegang tot het grondwettelijk hof',
    fr: "Étude de droit comparé sur l'accès au juge constitutionnel",
    de: 'Rechtsvergleichende Studie über den Zugang zum Verfassungsrichter',
    en: 'A comparative study of access to constitutional courts',
  },
  {
    nl: 'De interpretatieve arresten van het Hof',
    fr: 'Les arrêts interprétatifs de la Cour',
    de: 'Die auslegenden Entscheide des Gerichtshofes',
    en: "The Court's interpretative judgments",
  },
];

/** Speeches: the titles carry the words the speeches filter looks for (Toespraak, Discours, Rede, Speech). */
const SPEECH_TITLES: Text = {
  nl: 'Toespraak van voorzitter {name} ter gelegenheid van {occasion}',
  fr: "Discours du président {name} à l'occasion {occasionOf}",
  de: 'Rede des Präsidenten {name} anlässlich {occasionDe}',
  en: 'Speech by President {name} on the occasion of {occasionEn}',
};

const OCCASIONS: { nl: string; fr: string; de: string; en: string }[] = [
  {
    nl: 'de installatie van nieuwe rechters',
    fr: "de l'installation de nouveaux juges",
    de: 'der Einsetzung neuer Richter',
    en: 'the installation of new judges',
  },
  {
    nl: 'het bezoek van de Commissie van Venetië',
    fr: 'de la visite de la Commission de Venise',
    de: 'des Besuchs der Venedig-Kommission',
    en: 'the visit of the Venice Commission',
  },
  {
    nl: 'het congres van de Europese grondwettelijke hoven',
    fr: 'du congrès des cours constitutionnelles européennes',
    de: 'des Kongresses der europäischen Verfassungsgerichte',
    en: 'the congress of European constitutional courts',
  },
  {
    nl: 'de opening van het gerechtelijk jaar',
    fr: 'de la rentrée judiciaire',
    de: 'der Eröffnung des Gerichtsjahres',
    en: 'the opening of the judicial year',
  },
  {
    nl: 'de viering van de verjaardag van het Hof',
    fr: "de la célébration de l'anniversaire de la Cour",
    de: 'der Feier des Jahrestages des Gerichtshofes',
    en: "the Court's anniversary celebration",
  },
];

export function publications(rng: Rng, roster: Roster, today: Day): Publication[] {
  const list: Publication[] = [];
  for (let y = 2000; y < yearOf(today); y++) {
    const day = nextCourtDay(dayFromYmd(y + 1, 4, 15) + rng.int(0, 25));
    if (day > today) continue;
    const id = `annual-report-${y}`;
    const langs: Locale[] = y >= 2015 ? ['nl', 'fr', 'de', 'en'] : ['nl', 'fr', 'de'];
    list.push({
      id,
      kind: 'annual-report',
      date: isoDate(day),
      title: { nl: `Jaarverslag ${y}`, fr: `Rapport annuel ${y}`, de: `Jahresbericht ${y}`, en: `Annual report ${y}` },
      description: {
        nl: `Activiteiten en rechtspraak van het Hof in ${y}.`,
        fr: `Activités et jurisprudence de la Cour en ${y}.`,
        de: `Tätigkeiten und Rechtsprechung des Gerichtshofes im Jahr ${y}.`,
        en: `The Court's activities and case law in ${y}.`,
      },
      pdf: pdf('annual-reports', id, langs),
    });
  }
  BROCHURES.filter((b) => dayFromYmd(b.year, 3, 1) <= today).forEach((b, i) => {
    const id = `brochure-${b.year}-${i + 1}`;
    list.push({
      id,
      kind: 'brochure',
      date: isoDate(nextCourtDay(dayFromYmd(b.year, 3, 1) + rng.int(0, 200))),
      title: b.title,
      description: b.description,
      pdf: pdf('brochures', id, ['nl', 'fr', 'de', 'en']),
    });
  });
  for (let k = 0; k < 14; k++) {
    const day = nextCourtDay(
      dayFromYmd(2008 + Math.floor((k * (yearOf(today) - 2008)) / 14), rng.int(1, 12), rng.int(1, 28)),
    );
    if (day > today) continue;
    const speaker = roster.presidentOn(day, rng.chance(0.5) ? 'nl' : 'fr');
    if (!speaker) continue;
    const occasion = rng.pick(OCCASIONS);
    const slots = {
      name: shortName(speaker.name),
      occasion: occasion.nl,
      occasionOf: occasion.fr,
      occasionDe: occasion.de,
      occasionEn: occasion.en,
    };
    const id = `speech-${isoDate(day)}-${k + 1}`;
    const female = speaker.gender === 'f';
    list.push({
      id,
      kind: 'speech',
      date: isoDate(day),
      title: {
        nl: fill(SPEECH_TITLES.nl, slots),
        fr: fill(female ? SPEECH_TITLES.fr.replace('du président', 'de la présidente') : SPEECH_TITLES.fr, slots),
        de: fill(female ? SPEECH_TITLES.de.replace('des Präsidenten', 'der Präsidentin') : SPEECH_TITLES.de, slots),
        en: fill(SPEECH_TITLES.en, slots),
      },
      description: {
        nl: 'Tekst van de uitgesproken toespraak.',
        fr: 'Texte du discours prononcé.',
        de: 'Text der gehaltenen Rede.',
        en: 'Text of the speech as delivered.',
      },
      pdf: pdf('speeches', id, ['nl', 'fr', 'de']),
    });
  }
  const collection = dayFromYmd(2024, 10, 4);
  if (collection <= today) {
    list.push({
      id: 'speeches-2024-anniversary',
      kind: 'speech',
      date: isoDate(collection),
      title: {
        nl: 'Toespraken ter gelegenheid van veertig jaar Grondwettelijk Hof',
        fr: "Discours prononcés à l'occasion des quarante ans de la Cour constitutionnelle",
        de: 'Reden anlässlich des vierzigjährigen Bestehens des Verfassungsgerichtshofes',
        en: 'Speeches marking forty years of the Constitutional Court',
      },
      description: {
        nl: 'Bundeling van de toespraken van de academische zitting.',
        fr: 'Recueil des discours de la séance académique.',
        de: 'Sammlung der Reden der akademischen Sitzung.',
        en: 'The speeches given at the academic session.',
      },
      pdf: pdf('speeches', 'speeches-2024-anniversary', ['nl', 'fr', 'de', 'en']),
    });
  }
  STUDIES.forEach((title, i) => {
    const day = nextCourtDay(dayFromYmd(2006 + i * 3, rng.int(1, 12), rng.int(1, 28)));
    if (day > today) return;
    const id = `study-${i + 1}`;
    list.push({
      id,
      kind: 'study',
      date: isoDate(day),
      title,
      description: {
        nl: 'Studie van de documentatiedienst van het Hof.',
        fr: 'Étude du service de documentation de la Cour.',
        de: 'Studie des Dokumentationsdienstes des Gerichtshofes.',
        en: "A study by the Court's documentation department.",
      },
      pdf: pdf('studies', id, ['nl', 'fr']),
    });
  });
  return list.sort((a, b) => b.date.localeCompare(a.date));
}
