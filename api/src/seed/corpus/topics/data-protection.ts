import type { Topic } from './types.js';

/** Protection of personal data: retention of communications data and police databases. */
export const DATA_PROTECTION: Topic = {
  id: 'data-protection',
  areas: ['criminal', 'administrative', 'civil'],
  weight: 5,
  issues: [
    {
      id: 'data-retention-telecom',
      topic: 'data-protection',
      sub: 'data-retention',
      frame: 'rights',
      since: 2006,
      legislators: ['federal'],
      code: 'electronic-communications-law',
      articles: ['126', '126/1'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '7' },
      keywords: ['data-retention', 'electronic-communications', 'personal-data'],
      applicants: ['non-profit', 'individual'],
      nl: {
        subject: 'de bewaring van verkeers- en locatiegegevens',
        tail: 'betreffende het verzamelen en het bewaren van de gegevens in de sector van de elektronische communicatie',
        provision:
          'De aanbieders van elektronische communicatiediensten bewaren de verkeers- en locatiegegevens van hun abonnees gedurende twaalf maanden. Die gegevens kunnen door de bevoegde autoriteiten worden opgevraagd met het oog op de opsporing en de vervolging van strafbare feiten.',
        measure:
          'de aanbieders van elektronische communicatiediensten verplicht de verkeers- en locatiegegevens van al hun gebruikers veralgemeend en ongedifferentieerd te bewaren',
        aim: 'de opsporing en de vervolging van ernstige criminaliteit te vergemakkelijken en de nationale veiligheid te beschermen',
        facts:
          '{Party} betwist de verplichting die aan de telecommunicatieoperatoren wordt opgelegd om de metagegevens van alle gebruikers gedurende twaalf maanden te bewaren, ook wanneer er geen enkele aanwijzing van strafbare feiten bestaat.',
        claim:
          'de veralgemeende bewaring van de gegevens van de volledige bevolking een bijzonder ernstige inmenging in het recht op eerbiediging van het privéleven vormt',
        defence:
          'de toegang tot de bewaarde gegevens aan strikte voorwaarden is onderworpen en dat de bewaring onontbeerlijk is voor de bestrijding van zware criminaliteit',
        violation:
          'Een veralgemeende en ongedifferentieerde bewaring van de verkeers- en locatiegegevens van alle gebruikers, zonder onderscheid naar de personen, de plaatsen of de periodes, gaat verder dan strikt noodzakelijk is.',
        noViolation:
          'De bewaring is beperkt tot de gegevens die voor het onderzoek van ernstige misdrijven noodzakelijk zijn en gaat gepaard met strikte waarborgen inzake toegang, beveiliging en controle, zodat de inmenging evenredig is.',
      },
      fr: {
        subject: 'la conservation des données de trafic et de localisation',
        tail: 'relative à la collecte et à la conservation des données dans le secteur des communications électroniques',
        provision:
          "Les fournisseurs de services de communications électroniques conservent les données de trafic et de localisation de leurs abonnés pendant douze mois. Ces données peuvent être requises par les autorités compétentes en vue de la recherche et de la poursuite d'infractions pénales.",
        measure:
          'oblige les fournisseurs de services de communications électroniques à conserver de manière généralisée et indifférenciée les données de trafic et de localisation de tous leurs utilisateurs',
        aim: 'faciliter la recherche et la poursuite de la criminalité grave et protéger la sécurité nationale',
        facts:
          "{Party} conteste l'obligation imposée aux opérateurs de télécommunications de conserver les métadonnées de tous les utilisateurs pendant douze mois, même en l'absence de tout indice d'infraction.",
        claim:
          "la conservation généralisée des données de l'ensemble de la population constitue une ingérence particulièrement grave dans le droit au respect de la vie privée",
        defence:
          "l'accès aux données conservées est soumis à des conditions strictes et que la conservation est indispensable à la lutte contre la criminalité grave",
        violation:
          'Une conservation généralisée et indifférenciée des données de trafic et de localisation de tous les utilisateurs, sans distinction selon les personnes, les lieux ou les périodes, excède les limites du strict nécessaire.',
        noViolation:
          "La conservation est limitée aux données nécessaires à la recherche d'infractions graves et est assortie de garanties strictes en matière d'accès, de sécurité et de contrôle, de sorte que l'ingérence est proportionnée.",
      },
      de: {
        subject: 'die Vorratsspeicherung von Verkehrs- und Standortdaten',
        tail: 'über die Sammlung und die Vorratsspeicherung von Daten im Sektor der elektronischen Kommunikation',
        provision:
          'Die Anbieter elektronischer Kommunikationsdienste speichern die Verkehrs- und Standortdaten ihrer Teilnehmer während zwölf Monaten. Diese Daten können von den zuständigen Behörden im Hinblick auf die Ermittlung und Verfolgung von Straftaten angefordert werden.',
        measure:
          'die Anbieter elektronischer Kommunikationsdienste verpflichtet, die Verkehrs- und Standortdaten aller ihrer Nutzer allgemein und unterschiedslos auf Vorrat zu speichern',
        aim: 'die Ermittlung und Verfolgung schwerer Kriminalität zu erleichtern und die nationale Sicherheit zu schützen',
        facts:
          '{Party} beanstandet die den Telekommunikationsbetreibern auferlegte Verpflichtung, die Metadaten aller Nutzer während zwölf Monaten zu speichern, selbst wenn keinerlei Hinweis auf Straftaten vorliegt.',
        claim:
          'die allgemeine Vorratsspeicherung der Daten der gesamten Bevölkerung einen besonders schwerwiegenden Eingriff in das Recht auf Achtung des Privatlebens darstelle',
        defence:
          'der Zugang zu den gespeicherten Daten strengen Bedingungen unterliege und die Vorratsspeicherung für die Bekämpfung der schweren Kriminalität unerlässlich sei',
        violation:
          'Eine allgemeine und unterschiedslose Vorratsspeicherung der Verkehrs- und Standortdaten aller Nutzer ohne Unterscheidung nach Personen, Orten oder Zeiträumen geht über das absolut Notwendige hinaus.',
        noViolation:
          'Die Vorratsspeicherung ist auf die Daten beschränkt, die für die Ermittlung schwerer Straftaten notwendig sind, und geht mit strengen Garantien hinsichtlich Zugang, Sicherheit und Kontrolle einher, sodass der Eingriff verhältnismäßig ist.',
      },
      en: {
        subject: 'the retention of traffic and location data',
        measure:
          'requires providers of electronic communications services to retain the traffic and location data of all their users in a general and indiscriminate way',
      },
    },
    {
      id: 'data-police-database',
      topic: 'data-protection',
      sub: 'surveillance',
      frame: 'rights',
      since: 2015,
      legislators: ['federal'],
      code: 'police-function-law',
      articles: ['44/1', '44/9', '44/11'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '8' },
      keywords: ['police-databases', 'personal-data', 'data-retention'],
      applicants: ['individual', 'non-profit'],
      opponentKind: 'authority',
      nl: {
        subject: 'de verwerking van persoonsgegevens in de politionele databanken',
        tail: 'tot wijziging van de regeling inzake het politionele informatiebeheer',
        provision:
          'De politiediensten mogen persoonsgegevens verwerken in een algemene nationale gegevensbank, voor zover die gegevens toereikend, ter zake dienend en niet overmatig zijn in het licht van de doeleinden van bestuurlijke en gerechtelijke politie. De gegevens worden bewaard gedurende dertig jaar.',
        measure:
          'de bewaring van persoonsgegevens in de algemene nationale gegevensbank toestaat gedurende dertig jaar, ongeacht de ernst van de feiten',
        aim: 'de politiediensten in staat te stellen de informatie te verzamelen die zij nodig hebben om hun opdrachten van bestuurlijke en gerechtelijke politie te vervullen',
        facts:
          '{Party} heeft vastgesteld dat de politiediensten gegevens over een klein verkeersincident van vele jaren geleden nog steeds in hun databank bewaren, en vordert de verwijdering ervan.',
        claim:
          'de bewaartermijn geen enkel onderscheid maakt naar de ernst van de feiten en de hoedanigheid van de betrokkene',
        defence:
          'de toegang tot de gegevens geleidelijk wordt beperkt naargelang van hun ouderdom en dat een onafhankelijk controleorgaan toezicht houdt op de verwerking',
        violation:
          'Door een identieke bewaartermijn op te leggen voor gegevens over zware misdrijven en over onbeduidende feiten, gaat de maatregel verder dan noodzakelijk is voor het nagestreefde doel.',
        noViolation:
          'De geleidelijke archivering van de gegevens, de beperking van de toegang en het toezicht door een onafhankelijk controleorgaan vormen afdoende waarborgen tegen een onevenredige inmenging in het privéleven.',
      },
      fr: {
        subject: 'le traitement de données à caractère personnel dans les banques de données policières',
        tail: "modifiant la réglementation relative à la gestion de l'information policière",
        provision:
          'Les services de police peuvent traiter des données à caractère personnel dans une banque de données nationale générale, pour autant que ces données soient adéquates, pertinentes et non excessives au regard des finalités de police administrative et de police judiciaire. Les données sont conservées pendant trente ans.',
        measure:
          'autorise la conservation de données à caractère personnel dans la banque de données nationale générale pendant trente ans, quelle que soit la gravité des faits',
        aim: 'permettre aux services de police de recueillir les informations dont ils ont besoin pour accomplir leurs missions de police administrative et de police judiciaire',
        facts:
          "{Party} a constaté que les services de police conservent toujours dans leur banque de données des informations relatives à un incident de circulation mineur survenu il y a de nombreuses années, et en demande l'effacement.",
        claim:
          "le délai de conservation n'établit aucune distinction selon la gravité des faits et la qualité de la personne concernée",
        defence:
          "l'accès aux données est progressivement restreint en fonction de leur ancienneté et qu'un organe de contrôle indépendant surveille le traitement",
        violation:
          "En imposant un délai de conservation identique pour des données relatives à des infractions graves et à des faits insignifiants, la mesure va au-delà de ce qui est nécessaire pour atteindre l'objectif poursuivi.",
        noViolation:
          "L'archivage progressif des données, la limitation de l'accès et le contrôle exercé par un organe indépendant constituent des garanties suffisantes contre une ingérence disproportionnée dans la vie privée.",
      },
      de: {
        subject: 'die Verarbeitung personenbezogener Daten in den polizeilichen Datenbanken',
        tail: 'zur Abänderung der Regelung über die polizeiliche Informationsverwaltung',
        provision:
          'Die Polizeidienste dürfen personenbezogene Daten in einer allgemeinen nationalen Datenbank verarbeiten, sofern diese Daten im Hinblick auf die Zwecke der Verwaltungs- und Gerichtspolizei angemessen, sachdienlich und nicht übertrieben sind. Die Daten werden während dreißig Jahren aufbewahrt.',
        measure:
          'die Aufbewahrung personenbezogener Daten in der allgemeinen nationalen Datenbank während dreißig Jahren erlaubt, ungeachtet der Schwere der Taten',
        aim: 'es den Polizeidiensten zu ermöglichen, die Informationen zu sammeln, die sie zur Erfüllung ihrer Aufträge der Verwaltungs- und Gerichtspolizei benötigen',
        facts:
          '{Party} hat festgestellt, dass die Polizeidienste Angaben zu einem geringfügigen Verkehrsvorfall, der sich vor vielen Jahren ereignet hat, noch immer in ihrer Datenbank aufbewahren, und beantragt deren Löschung.',
        claim:
          'die Aufbewahrungsfrist keinerlei Unterscheidung nach der Schwere der Taten und der Eigenschaft der betroffenen Person vornehme',
        defence:
          'der Zugang zu den Daten je nach ihrem Alter schrittweise eingeschränkt werde und ein unabhängiges Kontrollorgan die Verarbeitung überwache',
        violation:
          'Indem sie für Daten über schwere Straftaten und über unbedeutende Taten eine identische Aufbewahrungsfrist vorschreibt, geht die Maßnahme über das hinaus, was zum Erreichen des angestrebten Ziels notwendig ist.',
        noViolation:
          'Die schrittweise Archivierung der Daten, die Einschränkung des Zugangs und die Aufsicht durch ein unabhängiges Kontrollorgan stellen ausreichende Garantien gegen einen unverhältnismäßigen Eingriff in das Privatleben dar.',
      },
      en: {
        subject: 'the processing of personal data in police databases',
        measure:
          'allows personal data to be kept in the general national database for thirty years, whatever the seriousness of the facts',
      },
    },
  ],
};
