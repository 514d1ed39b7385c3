import type { Locale } from '../domain/model.js';

/** A judgment as a digest names it. */
export interface DigestEntry {
  year: number;
  number: number;
  date: string;
  headnote: string | null;
  link: string;
}

interface Texts {
  confirmSubject: string;
  confirmIntro: string;
  confirmAction: string;
  confirmIgnore: string;
  digestSubject: (count: number) => string;
  digestIntro: (count: number) => string;
  judgment: (number: number, year: number, date: string) => string;
  search: string;
  unsubscribe: string;
  /** The newsletter's privacy text (content/{lang}/stay-informed.md, "Your data"), for these e-mails. */
  privacy: string;
  privacyPolicy: string;
}

/** The alert e-mails' texts in the site's four languages. */
const TEXTS: Record<Locale, Texts> = {
  en: {
    confirmSubject: 'Confirm your search alert',
    confirmIntro:
      'You asked to receive an e-mail when the Constitutional Court publishes new judgments for this search:',
    confirmAction: 'Confirm your alert by following this link:',
    confirmIgnore: 'If you did not ask for this, ignore this e-mail: without confirmation you will receive nothing.',
    digestSubject: (count) =>
      count === 1 ? 'A new judgment for your search' : `${count} new judgments for your search`,
    digestIntro: (count) =>
      count === 1
        ? 'The Constitutional Court has published a new judgment matching your search:'
        : `The Constitutional Court has published ${count} new judgments matching your search:`,
    judgment: (number, year, date) => `Judgment no. ${number}/${year} of ${date}`,
    search: 'Your search',
    unsubscribe: 'Stop this alert:',
    privacy:
      'The Court uses your e-mail address only to send you these e-mails. It does not share it with anyone else.',
    privacyPolicy: 'Privacy policy:',
  },
  nl: {
    confirmSubject: 'Bevestig uw zoekopdrachtmelding',
    confirmIntro:
      'U hebt gevraagd een e-mail te ontvangen wanneer het Grondwettelijk Hof nieuwe arresten publiceert voor deze zoekopdracht:',
    confirmAction: 'Bevestig uw melding via deze link:',
    confirmIgnore: 'Hebt u dit niet gevraagd, negeer deze e-mail dan: zonder bevestiging ontvangt u niets.',
    digestSubject: (count) =>
      count === 1 ? 'Een nieuw arrest voor uw zoekopdracht' : `${count} nieuwe arresten voor uw zoekopdracht`,
    digestIntro: (count) =>
      count === 1
        ? 'Het Grondwettelijk Hof heeft een nieuw arrest gepubliceerd dat aan uw zoekopdracht beantwoordt:'
        : `Het Grondwettelijk Hof heeft ${count} nieuwe arresten gepubliceerd die aan uw zoekopdracht beantwoorden:`,
    judgment: (number, year, date) => `Arrest nr. ${number}/${year} van ${date}`,
    search: 'Uw zoekopdracht',
    unsubscribe: 'Deze melding stopzetten:',
    privacy: 'Het Hof gebruikt uw e-mailadres alleen om u deze e-mails te sturen. Het deelt het met niemand.',
    privacyPolicy: 'Privacyverklaring:',
  },
  fr: {
    confirmSubject: 'Confirmez votre alerte de recherche',
    confirmIntro:
      'Vous avez demandé à recevoir un courriel lorsque la Cour constitutionnelle publie de nouveaux arrêts pour cette recherche :',
    confirmAction: 'Confirmez votre alerte en suivant ce lien :',
    confirmIgnore: 'Si vous n’avez rien demandé, ignorez ce courriel : sans confirmation, vous ne recevrez rien.',
    digestSubject: (count) =>
      count === 1 ? 'Un nouvel arrêt pour votre recherche' : `${count} nouveaux arrêts pour votre recherche`,
    digestIntro: (count) =>
      count === 1
        ? 'La Cour constitutionnelle a publié un nouvel arrêt qui répond à votre recherche :'
        : `La Cour constitutionnelle a publié ${count} nouveaux arrêts qui répondent à votre recherche :`,
    judgment: (number, year, date) => `Arrêt n° ${number}/${year} du ${date}`,
    search: 'Votre recherche',
    unsubscribe: 'Arrêter cette alerte :',
    privacy:
      'La Cour utilise votre adresse électronique uniquement pour vous envoyer ces courriels. Elle ne la communique à personne.',
    privacyPolicy: 'Politique de confidentialité :',
  },
  de: {
    confirmSubject: 'Bestätigen Sie Ihren Suchalarm',
    confirmIntro:
      'Sie möchten eine E-Mail erhalten, wenn der Verfassungsgerichtshof neue Entscheide zu dieser Suche veröffentlicht:',
    confirmAction: 'Bestätigen Sie Ihren Alarm über diesen Link:',
    confirmIgnore:
      'Wenn Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.',
    digestSubject: (count) =>
      count === 1 ? 'Ein neuer Entscheid zu Ihrer Suche' : `${count} neue Entscheide zu Ihrer Suche`,
    digestIntro: (count) =>
      count === 1
        ? 'Der Verfassungsgerichtshof hat einen neuen Entscheid veröffentlicht, der Ihrer Suche entspricht:'
        : `Der Verfassungsgerichtshof hat ${count} neue Entscheide veröffentlicht, die Ihrer Suche entsprechen:`,
    judgment: (number, year, date) => `Entscheid Nr. ${number}/${year} vom ${date}`,
    search: 'Ihre Suche',
    unsubscribe: 'Diesen Alarm beenden:',
    privacy:
      'Der Gerichtshof verwendet Ihre E-Mail-Adresse nur, um Ihnen diese E-Mails zu schicken. Er gibt sie an niemanden weiter.',
    privacyPolicy: 'Datenschutzerklärung:',
  },
};

const DATE_LOCALES: Record<Locale, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

const formatDate = (lang: Locale, isoDate: string) =>
  new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(isoDate));

/** The search as the e-mails show it: its parameters, one `name: value` a line. */
export function describeSearch(query: Record<string, unknown>): string {
  return Object.entries(query)
    .filter(([name]) => name !== 'lang')
    .map(([name, value]) => `  ${name}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n');
}

function footer(lang: Locale, unsubscribeLink: string, privacyLink: string): string {
  const t = TEXTS[lang];
  return ['--', t.unsubscribe, unsubscribeLink, '', t.privacy, `${t.privacyPolicy} ${privacyLink}`].join('\n');
}

export interface Mail {
  subject: string;
  text: string;
}

export function confirmationMail(
  lang: Locale,
  search: string,
  links: { confirm: string; unsubscribe: string; privacy: string },
): Mail {
  const t = TEXTS[lang];
  return {
    subject: t.confirmSubject,
    text: [
      t.confirmIntro,
      '',
      search,
      '',
      t.confirmAction,
      links.confirm,
      '',
      t.confirmIgnore,
      '',
      footer(lang, links.unsubscribe, links.privacy),
    ].join('\n'),
  };
}

export function digestMail(
  lang: Locale,
  search: string,
  entries: DigestEntry[],
  links: { unsubscribe: string; privacy: string },
): Mail {
  const t = TEXTS[lang];
  const lines = entries.flatMap((entry) => [
    `- ${t.judgment(entry.number, entry.year, formatDate(lang, entry.date))}`,
    ...(entry.headnote ? [`  ${entry.headnote}`] : []),
    `  ${entry.link}`,
    '',
  ]);
  return {
    subject: t.digestSubject(entries.length),
    text: [
      t.digestIntro(entries.length),
      '',
      ...lines,
      `${t.search}:`,
      search,
      '',
      footer(lang, links.unsubscribe, links.privacy),
    ].join('\n'),
  };
}
