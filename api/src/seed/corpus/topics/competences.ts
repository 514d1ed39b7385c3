import type { Topic } from './types.js';

/**
 * The division of powers between the federal State, the Communities and the Regions, and the powers of the
 * municipalities: the court's original jurisdiction, the only one it had until 1989.
 */
export const COMPETENCES: Topic = {
  id: 'division-of-powers',
  areas: ['administrative', 'civil'],
  weight: 8,
  issues: [
    {
      id: 'powers-grid-levy',
      topic: 'division-of-powers',
      sub: 'federal-regional',
      frame: 'competence',
      since: 1985,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      articles: ['3', '4'],
      constitution: ['143'],
      treaties: [{ id: 'special-law-1980', articles: ['6'] }],
      eu: { id: 'tfeu', article: '107' },
      keywords: ['division-of-powers', 'energy', 'federal-loyalty'],
      applicants: ['company', 'government'],
      nl: {
        subject: 'de gewestelijke heffing op het elektriciteitsnet',
        tail: 'houdende diverse bepalingen inzake energie',
        provision:
          'Er wordt een jaarlijkse heffing ingesteld ten laste van de beheerders van het elektriciteitsdistributienet, berekend op basis van het aantal aansluitpunten. De heffing mag niet worden doorgerekend aan de eindafnemers.',
        measure:
          'de beheerders van het distributienet een heffing oplegt en hun verbiedt die door te rekenen in de distributienettarieven',
        aim: 'de financiering van het gewestelijke energiebeleid te verzekeren en de eindafnemers te beschermen',
        facts:
          '{Party} betwist de heffing die haar als netbeheerder werd opgelegd en voert aan dat het verbod om de heffing door te rekenen raakt aan de federale bevoegdheid inzake tarieven.',
        claim:
          'het verbod om de heffing door te rekenen raakt aan de tariefbevoegdheid die aan de federale overheid is voorbehouden',
        defence:
          'de heffing een gewestelijke belasting is die steunt op de eigen fiscale bevoegdheid van het gewest, en dat de weerslag op de tarieven marginaal is',
        violation:
          'Door de doorrekening van de heffing in de nettarieven te verbieden, regelt de gewestwetgever een aangelegenheid die tot de bevoegdheid van de federale overheid behoort, zonder dat voldaan is aan de voorwaarden voor de toepassing van de impliciete bevoegdheden.',
        noViolation:
          'De heffing is een belasting die het gewest kan invoeren op grond van zijn eigen fiscale bevoegdheid; de weerslag ervan op de federale tariefbevoegdheid is marginaal.',
      },
      fr: {
        subject: "la redevance régionale sur le réseau d'électricité",
        tail: "portant des dispositions diverses en matière d'énergie",
        provision:
          "Il est établi une redevance annuelle à charge des gestionnaires du réseau de distribution d'électricité, calculée sur la base du nombre de points d'accès. La redevance ne peut être répercutée sur les clients finals.",
        measure:
          'impose une redevance aux gestionnaires du réseau de distribution et leur interdit de la répercuter dans les tarifs de distribution',
        aim: "assurer le financement de la politique régionale de l'énergie et protéger les clients finals",
        facts:
          "{Party} conteste la redevance mise à sa charge en tant que gestionnaire de réseau et fait valoir que l'interdiction de la répercuter empiète sur la compétence fédérale en matière de tarifs.",
        claim:
          "l'interdiction de répercuter la redevance empiète sur la compétence tarifaire réservée à l'autorité fédérale",
        defence:
          "la redevance est un impôt régional fondé sur la compétence fiscale propre de la région, et que l'incidence sur les tarifs est marginale",
        violation:
          "En interdisant la répercussion de la redevance dans les tarifs de réseau, le législateur régional règle une matière qui relève de la compétence de l'autorité fédérale, sans que soient réunies les conditions d'application des pouvoirs implicites.",
        noViolation:
          'La redevance est un impôt que la région peut établir sur la base de sa compétence fiscale propre ; son incidence sur la compétence tarifaire fédérale est marginale.',
      },
      de: {
        subject: 'die regionale Abgabe auf das Stromnetz',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Energie',
        provision:
          'Es wird eine jährliche Abgabe zu Lasten der Betreiber des Stromverteilernetzes eingeführt, die auf der Grundlage der Anzahl der Anschlusspunkte berechnet wird. Die Abgabe darf nicht auf die Endkunden abgewälzt werden.',
        measure:
          'den Verteilernetzbetreibern eine Abgabe auferlegt und ihnen verbietet, diese in den Verteilernetztarifen abzuwälzen',
        aim: 'die Finanzierung der regionalen Energiepolitik sicherzustellen und die Endkunden zu schützen',
        facts:
          '{Party} ficht die ihr als Netzbetreiberin auferlegte Abgabe an und macht geltend, dass das Verbot, sie abzuwälzen, die föderale Zuständigkeit für Tarife berühre.',
        claim: 'das Verbot, die Abgabe abzuwälzen, die der Föderalbehörde vorbehaltene Tarifzuständigkeit berühre',
        defence:
          'die Abgabe eine regionale Steuer sei, die auf der eigenen Steuerzuständigkeit der Region beruhe, und dass die Auswirkungen auf die Tarife marginal seien',
        violation:
          'Indem er die Abwälzung der Abgabe in den Netztarifen verbietet, regelt der Regionalgesetzgeber einen Sachbereich, der zur Zuständigkeit der Föderalbehörde gehört, ohne dass die Bedingungen für die Anwendung der impliziten Befugnisse erfüllt sind.',
        noViolation:
          'Die Abgabe ist eine Steuer, die die Region auf der Grundlage ihrer eigenen Steuerzuständigkeit einführen kann; ihre Auswirkungen auf die föderale Tarifzuständigkeit sind marginal.',
      },
      en: {
        subject: 'the regional levy on the electricity grid',
        measure:
          'imposes a levy on distribution system operators and prohibits them from passing it on in grid tariffs',
      },
    },
    {
      id: 'powers-municipal-telecom-tax',
      topic: 'division-of-powers',
      sub: 'local-authorities',
      frame: 'competence',
      since: 1985,
      legislators: ['federal'],
      articles: ['97', '98'],
      constitution: ['162', '170'],
      keywords: ['local-autonomy', 'municipal-taxes', 'telecommunications'],
      applicants: ['company', 'public-authority'],
      nl: {
        subject: 'het verbod op gemeentebelastingen op telecommunicatie-infrastructuur',
        tail: 'betreffende de hervorming van sommige economische overheidsbedrijven',
        provision:
          'De operatoren van openbare telecommunicatienetten mogen het openbaar domein gebruiken voor de aanleg van kabels en bovengrondse lijnen. Dat gebruik is kosteloos en kan niet het voorwerp uitmaken van enige belasting, heffing of retributie.',
        measure:
          'de gemeenten verbiedt belastingen te heffen op de infrastructuur van de operatoren van openbare telecommunicatienetten',
        aim: 'de uitbouw van telecommunicatienetwerken op het hele grondgebied te bevorderen en een veelheid van lokale heffingen te voorkomen',
        facts:
          'De gemeente heeft aan {party} een belasting op gsm-masten opgelegd. {Party} voert aan dat een federale wet het heffen van belastingen op telecommunicatie-infrastructuur verbiedt.',
        claim:
          'de wetgever de fiscale autonomie van de gemeenten verder beperkt dan nodig is en aldus raakt aan de bevoegdheid die de Grondwet aan de gemeenten toekent',
        defence:
          'artikel 170, § 4, van de Grondwet de wetgever uitdrukkelijk toestaat uitzonderingen te bepalen op de belastingbevoegdheid van de gemeenten',
        violation:
          'Het verbod strekt zich uit tot belastingen die geen verband houden met het gebruik van het openbaar domein, zodat de wetgever de fiscale autonomie van de gemeenten verder beperkt dan de Grondwet toestaat.',
        noViolation:
          'De wetgever is krachtens artikel 170, § 4, van de Grondwet bevoegd om de uitzonderingen op de gemeentelijke belastingbevoegdheid te bepalen waarvan de noodzakelijkheid blijkt; het verbod blijft binnen die grenzen.',
      },
      fr: {
        subject: "l'interdiction des taxes communales sur les infrastructures de télécommunications",
        tail: 'portant réforme de certaines entreprises publiques économiques',
        provision:
          "Les opérateurs de réseaux publics de télécommunications peuvent utiliser le domaine public pour la pose de câbles et de lignes aériennes. Cette utilisation est gratuite et ne peut faire l'objet d'aucun impôt, taxe ou redevance.",
        measure:
          'interdit aux communes de lever des taxes sur les infrastructures des opérateurs de réseaux publics de télécommunications',
        aim: "favoriser le déploiement des réseaux de télécommunications sur l'ensemble du territoire et éviter une multiplicité de taxes locales",
        facts:
          "La commune a enrôlé à charge de {party} une taxe sur les pylônes de téléphonie mobile. {Party} soutient qu'une loi fédérale interdit de lever des taxes sur les infrastructures de télécommunications.",
        claim:
          "le législateur limite l'autonomie fiscale des communes au-delà du nécessaire et empiète ainsi sur la compétence que la Constitution reconnaît aux communes",
        defence:
          "l'article 170, § 4, de la Constitution autorise expressément le législateur à déterminer des exceptions au pouvoir fiscal des communes",
        violation:
          "L'interdiction s'étend à des taxes sans rapport avec l'utilisation du domaine public, de sorte que le législateur limite l'autonomie fiscale des communes au-delà de ce que permet la Constitution.",
        noViolation:
          "Le législateur est compétent, en vertu de l'article 170, § 4, de la Constitution, pour déterminer les exceptions au pouvoir fiscal communal dont la nécessité est démontrée ; l'interdiction reste dans ces limites.",
      },
      de: {
        subject: 'das Verbot von Gemeindesteuern auf Telekommunikationsinfrastruktur',
        tail: 'zur Umstrukturierung bestimmter öffentlicher Wirtschaftsunternehmen',
        provision:
          'Die Betreiber öffentlicher Telekommunikationsnetze dürfen das öffentliche Eigentum für die Verlegung von Kabeln und Freileitungen nutzen. Diese Nutzung ist kostenlos und darf nicht Gegenstand irgendeiner Steuer, Abgabe oder Gebühr sein.',
        measure:
          'es den Gemeinden verbietet, Steuern auf die Infrastruktur der Betreiber öffentlicher Telekommunikationsnetze zu erheben',
        aim: 'den Ausbau der Telekommunikationsnetze im gesamten Staatsgebiet zu fördern und eine Vielzahl lokaler Steuern zu vermeiden',
        facts:
          'Die Gemeinde hat eine Steuer auf Mobilfunkmasten festgesetzt, die {party} entrichten soll. {Party} macht geltend, dass ein föderales Gesetz die Erhebung von Steuern auf Telekommunikationsinfrastruktur verbiete.',
        claim:
          'der Gesetzgeber die Steuerautonomie der Gemeinden über das Notwendige hinaus einschränke und somit die Zuständigkeit beeinträchtige, die die Verfassung den Gemeinden zuerkenne',
        defence:
          'Artikel 170 § 4 der Verfassung es dem Gesetzgeber ausdrücklich erlaube, Ausnahmen von der Steuerbefugnis der Gemeinden festzulegen',
        violation:
          'Das Verbot erstreckt sich auf Steuern, die in keinem Zusammenhang mit der Nutzung des öffentlichen Eigentums stehen, sodass der Gesetzgeber die Steuerautonomie der Gemeinden über das durch die Verfassung erlaubte Maß hinaus einschränkt.',
        noViolation:
          'Der Gesetzgeber ist aufgrund von Artikel 170 § 4 der Verfassung befugt, die Ausnahmen von der gemeindlichen Steuerbefugnis festzulegen, deren Notwendigkeit erwiesen ist; das Verbot bleibt innerhalb dieser Grenzen.',
      },
      en: {
        subject: 'the ban on municipal taxes on telecommunications infrastructure',
        measure:
          'prohibits municipalities from taxing the infrastructure of public telecommunications network operators',
      },
    },
    {
      id: 'powers-local-radio',
      topic: 'division-of-powers',
      sub: 'community-matters',
      frame: 'competence',
      since: 1985,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      articles: ['9', '12'],
      constitution: ['127'],
      treaties: [{ id: 'special-law-1980', articles: ['4'] }],
      keywords: ['broadcasting', 'cultural-matters', 'division-of-powers'],
      applicants: ['non-profit', 'government'],
      opponentKind: 'authority',
      nl: {
        subject: 'de erkenning van lokale radio-omroepen',
        tail: 'betreffende de radio-omroep en de televisie',
        provision:
          'Een lokale radio-omroep kan slechts worden erkend indien hij een frequentie gebruikt die door de Regering is toegewezen en indien zijn zender voldoet aan de technische normen die de Regering vaststelt.',
        measure:
          'de Gemeenschapsregering machtigt de technische normen voor de zenders van lokale radio-omroepen vast te stellen',
        aim: 'een evenwichtig en pluralistisch radiolandschap te verzekeren en storingen tussen zenders te voorkomen',
        facts:
          'De erkenning van {party} als lokale radio-omroep werd ingetrokken omdat de zender niet beantwoordde aan de technische normen die de Regering had vastgesteld. {Party} betwist de bevoegdheid van de Gemeenschap om die normen vast te stellen.',
        claim:
          'de technische normen voor zenders tot het beheer van het radio-elektrische spectrum behoren, dat een federale aangelegenheid is',
        defence:
          'de gemeenschappen bevoegd zijn voor de radio-omroep en dat zij, om die bevoegdheid doeltreffend uit te oefenen, de technische aspecten van de uitzending mogen regelen',
        violation:
          'De vaststelling van de technische normen voor zenders raakt aan de frequentieplanning die tot de bevoegdheid van de federale overheid behoort, zodat de decreetgever zijn bevoegdheid heeft overschreden.',
        noViolation:
          "De technische normen die ertoe strekken de uitzending van de programma's te regelen, maken deel uit van de omroepbevoegdheid van de gemeenschappen; de weerslag ervan op de federale bevoegdheid is marginaal.",
      },
      fr: {
        subject: 'la reconnaissance des radios locales',
        tail: 'sur la radiodiffusion et la télévision',
        provision:
          'Une radio locale ne peut être reconnue que si elle utilise une fréquence attribuée par le Gouvernement et si son émetteur répond aux normes techniques fixées par le Gouvernement.',
        measure:
          'habilite le Gouvernement de la Communauté à fixer les normes techniques applicables aux émetteurs des radios locales',
        aim: 'assurer un paysage radiophonique équilibré et pluraliste et prévenir les interférences entre émetteurs',
        facts:
          "La reconnaissance de {party} en tant que radio locale a été retirée au motif que l'émetteur ne répondait pas aux normes techniques fixées par le Gouvernement. {Party} conteste la compétence de la Communauté pour fixer ces normes.",
        claim:
          'les normes techniques des émetteurs relèvent de la gestion du spectre radioélectrique, qui est une matière fédérale',
        defence:
          "les communautés sont compétentes pour la radiodiffusion et que, pour exercer efficacement cette compétence, elles peuvent régler les aspects techniques de l'émission",
        violation:
          "La fixation des normes techniques des émetteurs touche à la planification des fréquences qui relève de la compétence de l'autorité fédérale, de sorte que le législateur décrétal a excédé sa compétence.",
        noViolation:
          "Les normes techniques qui tendent à régler l'émission des programmes font partie de la compétence des communautés en matière de radiodiffusion ; leur incidence sur la compétence fédérale est marginale.",
      },
      de: {
        subject: 'die Anerkennung lokaler Rundfunksender',
        tail: 'über den Hörfunk und das Fernsehen',
        provision:
          'Ein lokaler Rundfunksender kann nur anerkannt werden, wenn er eine von der Regierung zugewiesene Frequenz nutzt und wenn sein Sender den von der Regierung festgelegten technischen Normen entspricht.',
        measure:
          'die Gemeinschaftsregierung ermächtigt, die technischen Normen für die Sender lokaler Rundfunkanstalten festzulegen',
        aim: 'eine ausgewogene und pluralistische Rundfunklandschaft zu gewährleisten und Störungen zwischen Sendern zu vermeiden',
        facts:
          '{Party} hat die Anerkennung als lokaler Rundfunksender verloren, weil der Sender nicht den von der Regierung festgelegten technischen Normen entsprach. {Party} bestreitet die Zuständigkeit der Gemeinschaft, diese Normen festzulegen.',
        claim:
          'die technischen Normen für Sender zur Verwaltung des Funkfrequenzspektrums gehörten, die eine föderale Angelegenheit sei',
        defence:
          'die Gemeinschaften für den Rundfunk zuständig seien und dass sie zur wirksamen Ausübung dieser Zuständigkeit die technischen Aspekte der Ausstrahlung regeln dürften',
        violation:
          'Die Festlegung der technischen Normen für Sender berührt die Frequenzplanung, die zur Zuständigkeit der Föderalbehörde gehört, sodass der Dekretgeber seine Zuständigkeit überschritten hat.',
        noViolation:
          'Die technischen Normen, die die Ausstrahlung der Programme regeln sollen, sind Bestandteil der Rundfunkzuständigkeit der Gemeinschaften; ihre Auswirkungen auf die föderale Zuständigkeit sind marginal.',
      },
      en: {
        subject: 'the licensing of local radio stations',
        measure:
          'empowers the Community Government to lay down technical standards for the transmitters of local radio stations',
      },
    },
  ],
};
