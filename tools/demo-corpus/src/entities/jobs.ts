import type { JobOffer, Locale, Localized } from '@court/contract/content-model';
import { type Day, isoDate, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';

/** The court's current job offers. */

type Text = Record<Locale, string>;

const JOBS: { id: string; title: Text; description: Text }[] = [
  {
    id: 'legal-secretary-nl',
    title: {
      nl: 'Referendaris (Nederlandstalig)',
      fr: 'Référendaire (néerlandophone)',
      de: 'Referent (niederländischsprachig)',
      en: 'Legal secretary (Dutch-speaking)',
    },
    description: {
      nl: 'Het Hof werft een Nederlandstalige referendaris aan die de rechters bijstaat bij het onderzoek van de zaken. Master in de rechten en grondige kennis van het publiek recht vereist.',
      fr: "La Cour recrute un référendaire néerlandophone chargé d'assister les juges dans l'examen des affaires. Master en droit et connaissance approfondie du droit public requis.",
      de: 'Der Gerichtshof stellt einen niederländischsprachigen Referenten ein, der die Richter bei der Prüfung der Rechtssachen unterstützt. Master der Rechte und gründliche Kenntnis des öffentlichen Rechts erforderlich.',
      en: '',
    },
  },
  {
    id: 'legal-secretary-fr',
    title: {
      nl: 'Referendaris (Franstalig)',
      fr: 'Référendaire (francophone)',
      de: 'Referent (französischsprachig)',
      en: 'Legal secretary (French-speaking)',
    },
    description: {
      nl: 'Het Hof werft een Franstalige referendaris aan. Master in de rechten, ervaring in grondwettelijk of Europees recht is een troef.',
      fr: 'La Cour recrute un référendaire francophone. Master en droit ; une expérience en droit constitutionnel ou européen constitue un atout.',
      de: 'Der Gerichtshof stellt einen französischsprachigen Referenten ein. Master der Rechte; Erfahrung im Verfassungs- oder Europarecht ist von Vorteil.',
      en: '',
    },
  },
  {
    id: 'translator-de',
    title: { nl: 'Vertaler Duits', fr: 'Traducteur allemand', de: 'Übersetzer Deutsch', en: 'German translator' },
    description: {
      nl: 'Voor de vertaling van de arresten naar het Duits zoekt het Hof een juridisch vertaler met Duits als moedertaal.',
      fr: 'Pour la traduction des arrêts en allemand, la Cour recherche un traducteur juridique de langue maternelle allemande.',
      de: 'Für die Übersetzung der Entscheide ins Deutsche sucht der Gerichtshof einen juristischen Übersetzer mit Deutsch als Muttersprache.',
      en: '',
    },
  },
  {
    id: 'it-developer',
    title: { nl: 'Informaticus', fr: 'Informaticien', de: 'Informatiker', en: 'IT developer' },
    description: {
      nl: 'Het Hof zoekt een informaticus voor de ontwikkeling van zijn website en van de elektronische procedure.',
      fr: 'La Cour recherche un informaticien pour le développement de son site web et de la procédure électronique.',
      de: 'Der Gerichtshof sucht einen Informatiker für die Entwicklung seiner Website und des elektronischen Verfahrens.',
      en: '',
    },
  },
];

/** Three or four offers published in the last weeks, with deadlines in the coming weeks. Job offers are not shown in English. */
export function jobOffers(rng: Rng, today: Day): JobOffer[] {
  return rng.sample(JOBS, rng.int(3, 4)).map((job) => {
    const id = `${job.id}-${yearOf(today)}`;
    const langs: Locale[] = ['nl', 'fr', 'de'];
    const strip = (t: Text): Localized => Object.fromEntries(langs.map((l) => [l, t[l]]));
    return {
      id,
      title: strip(job.title),
      description: strip(job.description),
      publishedOn: isoDate(today - rng.int(3, 30)),
      deadline: isoDate(today + rng.int(10, 45)),
      pdf: Object.fromEntries(langs.map((l) => [l, `/public/jobs/${id}-${l}.pdf`])),
    };
  });
}
