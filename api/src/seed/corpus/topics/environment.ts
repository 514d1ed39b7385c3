import type { Topic } from './types.js';

/** Environment and spatial planning: planning damage, permits for wind turbines, animal welfare. */
export const ENVIRONMENT: Topic = {
  id: 'environment',
  areas: ['administrative', 'criminal', 'civil'],
  weight: 9,
  issues: [
    {
      id: 'environment-planning-damage',
      topic: 'environment',
      sub: 'spatial-planning',
      frame: 'rights',
      since: 1990,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      code: 'flemish-spatial-code',
      articles: ['2.6.1', '2.6.2'],
      constitution: ['16'],
      treaties: [{ id: 'echr-p1', articles: ['1'] }],
      keywords: ['planning-damage', 'right-to-property', 'spatial-planning'],
      applicants: ['individual', 'company'],
      nl: {
        subject: 'de vergoeding van planschade',
        tail: 'houdende wijziging van diverse bepalingen inzake ruimtelijke ordening',
        provision:
          'Er is een vergoeding verschuldigd wanneer een perceel ten gevolge van een in werking getreden ruimtelijk uitvoeringsplan niet meer in aanmerking komt voor een bouwvergunning. De planschadevergoeding bedraagt tachtig procent van de waardevermindering.',
        measure:
          'de vergoeding van de eigenaar wiens perceel onbebouwbaar wordt, beperkt tot tachtig procent van de waardevermindering',
        aim: 'een evenwicht te vinden tussen de bescherming van de open ruimte en de financiële lasten die de overheid draagt wanneer zij bouwgronden herbestemt',
        facts:
          'Ingevolge de vaststelling van een ruimtelijk uitvoeringsplan werd een perceel van {party} herbestemd tot agrarisch gebied. {Party} vordert een vergoeding die overeenstemt met de volledige waardevermindering van het perceel.',
        claim:
          'de beperking van de vergoeding een onevenredige last legt op de eigenaar die zijn bouwgrond ziet herbestemmen in het algemeen belang',
        defence:
          'het eigendomsrecht niet absoluut is en de eigenaar geen recht heeft op een volledige vergoeding van een planologische wijziging die in het algemeen belang wordt doorgevoerd',
        violation:
          'Wanneer de herbestemming de waarde van het perceel vrijwel volledig tenietdoet, legt de beperking van de vergoeding tot tachtig procent de eigenaar een individuele en buitensporige last op.',
        noViolation:
          'Een beperking van de vergoeding tot tachtig procent van de waardevermindering doet geen afbreuk aan het billijke evenwicht tussen het algemeen belang van de ruimtelijke ordening en het eigendomsrecht.',
      },
      fr: {
        subject: "l'indemnisation des moins-values d'urbanisme",
        tail: "modifiant diverses dispositions en matière d'aménagement du territoire",
        provision:
          "Une indemnité est due lorsqu'une parcelle ne peut plus faire l'objet d'un permis de bâtir par suite de l'entrée en vigueur d'un plan d'exécution spatial. L'indemnité s'élève à quatre-vingts pour cent de la moins-value.",
        measure:
          "limite l'indemnité du propriétaire dont la parcelle devient inconstructible à quatre-vingts pour cent de la moins-value",
        aim: "trouver un équilibre entre la protection de l'espace ouvert et les charges financières supportées par l'autorité lorsqu'elle modifie l'affectation de terrains à bâtir",
        facts:
          "À la suite de l'adoption d'un plan d'exécution spatial, une parcelle appartenant à {party} a été réaffectée en zone agricole. {Party} réclame une indemnité correspondant à la totalité de la moins-value de la parcelle.",
        claim:
          "la limitation de l'indemnité fait peser une charge disproportionnée sur le propriétaire dont le terrain à bâtir est réaffecté dans l'intérêt général",
        defence:
          "le droit de propriété n'est pas absolu et que le propriétaire n'a pas droit à une indemnisation intégrale d'une modification planologique opérée dans l'intérêt général",
        violation:
          "Lorsque la réaffectation anéantit presque entièrement la valeur de la parcelle, la limitation de l'indemnité à quatre-vingts pour cent impose au propriétaire une charge individuelle et excessive.",
        noViolation:
          "Une limitation de l'indemnité à quatre-vingts pour cent de la moins-value ne rompt pas le juste équilibre entre l'intérêt général de l'aménagement du territoire et le droit de propriété.",
      },
      de: {
        subject: 'die Entschädigung für Planungsschäden',
        tail: 'zur Abänderung verschiedener Bestimmungen im Bereich der Raumordnung',
        provision:
          'Eine Entschädigung ist geschuldet, wenn für eine Parzelle infolge des Inkrafttretens eines räumlichen Ausführungsplans keine Baugenehmigung mehr erteilt werden kann. Die Entschädigung für Planungsschäden beträgt achtzig Prozent der Wertminderung.',
        measure:
          'die Entschädigung des Eigentümers, dessen Parzelle unbebaubar wird, auf achtzig Prozent der Wertminderung begrenzt',
        aim: 'ein Gleichgewicht zwischen dem Schutz des offenen Raums und den finanziellen Lasten zu finden, die die Behörde trägt, wenn sie Baugrundstücke umwidmet',
        facts:
          'Infolge der Annahme eines räumlichen Ausführungsplans wurde eine Parzelle von {party} in ein Agrargebiet umgewidmet. {Party} fordert eine Entschädigung, die der vollständigen Wertminderung der Parzelle entspricht.',
        claim:
          'die Begrenzung der Entschädigung dem Eigentümer, dessen Baugrundstück im Allgemeininteresse umgewidmet werde, eine unverhältnismäßige Last auferlege',
        defence:
          'das Eigentumsrecht nicht absolut sei und der Eigentümer keinen Anspruch auf eine vollständige Entschädigung für eine im Allgemeininteresse vorgenommene planerische Änderung habe',
        violation:
          'Wenn die Umwidmung den Wert der Parzelle fast vollständig zunichtemacht, erlegt die Begrenzung der Entschädigung auf achtzig Prozent dem Eigentümer eine individuelle und übermäßige Last auf.',
        noViolation:
          'Eine Begrenzung der Entschädigung auf achtzig Prozent der Wertminderung beeinträchtigt nicht das faire Gleichgewicht zwischen dem Allgemeininteresse der Raumordnung und dem Eigentumsrecht.',
      },
      en: {
        subject: 'compensation for planning damage',
        measure:
          'limits the compensation of an owner whose plot can no longer be built on to eighty per cent of the loss in value',
      },
    },
    {
      id: 'environment-wind-turbines',
      topic: 'environment',
      sub: 'environmental-permits',
      frame: 'rights',
      since: 1995,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      articles: ['4.4.9', '7.5'],
      constitution: ['23'],
      eu: { id: 'eu-charter', article: '37' },
      keywords: ['environmental-permits', 'standstill', 'healthy-environment'],
      applicants: ['non-profit', 'individual', 'public-authority'],
      nl: {
        subject: 'de omgevingsvergunning voor windturbines',
        tail: 'betreffende de omgevingsvergunning',
        provision:
          'In afwijking van de geldende bestemmingsvoorschriften kan een omgevingsvergunning worden verleend voor de bouw van windturbines, op voorwaarde dat de aanvrager een studie voorlegt over de geluidshinder en de slagschaduw. De vergunning kan niet worden geweigerd om redenen die verband houden met het landschap.',
        measure:
          'de vergunningverlenende overheid verbiedt een omgevingsvergunning voor windturbines te weigeren om redenen die verband houden met het landschap',
        aim: 'de productie van hernieuwbare energie te bevorderen en de klimaatdoelstellingen te halen',
        facts:
          'Een omgevingsvergunning voor het bouwen van vier windturbines werd verleend in de onmiddellijke nabijheid van een beschermd landschap. {Party} heeft tegen die vergunning een beroep ingesteld.',
        claim:
          'de bepaling het beschermingsniveau inzake leefmilieu aanzienlijk vermindert zonder dat daarvoor redenen van algemeen belang bestaan',
        defence:
          'de bevordering van hernieuwbare energie zelf een dwingende reden van algemeen belang is die verband houdt met de bescherming van het leefmilieu',
        violation:
          'Door elke beoordeling van de landschappelijke impact uit te sluiten, vermindert de bepaling in aanzienlijke mate het beschermingsniveau dat de vroegere regeling bood, zonder dat die achteruitgang door het nagestreefde doel wordt verantwoord.',
        noViolation:
          'De bepaling gaat gepaard met voorwaarden inzake geluidshinder en slagschaduw, zodat zij het beschermingsniveau van het leefmilieu niet in aanzienlijke mate vermindert.',
      },
      fr: {
        subject: "le permis d'environnement pour les éoliennes",
        tail: "concernant le permis d'environnement",
        provision:
          "Par dérogation aux prescriptions d'affectation en vigueur, un permis d'environnement peut être délivré pour la construction d'éoliennes, à condition que le demandeur produise une étude relative aux nuisances sonores et aux ombres portées. Le permis ne peut être refusé pour des motifs liés au paysage.",
        measure:
          "interdit à l'autorité compétente de refuser un permis d'environnement pour des éoliennes pour des motifs liés au paysage",
        aim: "promouvoir la production d'énergie renouvelable et atteindre les objectifs climatiques",
        facts:
          "Un permis d'environnement a été délivré pour la construction de quatre éoliennes à proximité immédiate d'un paysage protégé. {Party} a introduit un recours contre ce permis.",
        claim:
          "la disposition réduit sensiblement le niveau de protection de l'environnement sans qu'existent des motifs d'intérêt général le justifiant",
        defence:
          "la promotion des énergies renouvelables constitue elle-même un motif impérieux d'intérêt général lié à la protection de l'environnement",
        violation:
          "En excluant toute appréciation de l'incidence paysagère, la disposition réduit sensiblement le niveau de protection offert par la réglementation antérieure, sans que ce recul soit justifié par l'objectif poursuivi.",
        noViolation:
          "La disposition est assortie de conditions relatives aux nuisances sonores et aux ombres portées, de sorte qu'elle ne réduit pas sensiblement le niveau de protection de l'environnement.",
      },
      de: {
        subject: 'die Umweltgenehmigung für Windkraftanlagen',
        tail: 'über die Umweltgenehmigung',
        provision:
          'In Abweichung von den geltenden Zweckbestimmungsvorschriften kann eine Umweltgenehmigung für den Bau von Windkraftanlagen erteilt werden, sofern der Antragsteller eine Studie über die Lärmbelästigung und den Schattenwurf vorlegt. Die Genehmigung darf nicht aus landschaftsbezogenen Gründen verweigert werden.',
        measure:
          'es der zuständigen Behörde verbietet, eine Umweltgenehmigung für Windkraftanlagen aus landschaftsbezogenen Gründen zu verweigern',
        aim: 'die Erzeugung erneuerbarer Energie zu fördern und die Klimaziele zu erreichen',
        facts:
          'Eine Umweltgenehmigung für den Bau von vier Windkraftanlagen wurde in unmittelbarer Nähe einer geschützten Landschaft erteilt. {Party} hat gegen diese Genehmigung Beschwerde eingelegt.',
        claim:
          'die Bestimmung das Schutzniveau im Umweltbereich erheblich verringere, ohne dass es dafür Gründe des Allgemeininteresses gebe',
        defence:
          'die Förderung erneuerbarer Energien selbst ein zwingender Grund des Allgemeininteresses sei, der mit dem Umweltschutz zusammenhänge',
        violation:
          'Indem sie jegliche Beurteilung der Auswirkungen auf die Landschaft ausschließt, verringert die Bestimmung erheblich das Schutzniveau, das die frühere Regelung bot, ohne dass dieser Rückschritt durch das angestrebte Ziel gerechtfertigt wäre.',
        noViolation:
          'Die Bestimmung geht mit Bedingungen in Bezug auf Lärmbelästigung und Schattenwurf einher, sodass sie das Schutzniveau der Umwelt nicht erheblich verringert.',
      },
      en: {
        subject: 'environmental permits for wind turbines',
        measure:
          'prohibits the competent authority from refusing an environmental permit for wind turbines on landscape grounds',
      },
    },
    {
      id: 'environment-slaughter-stunning',
      topic: 'environment',
      sub: 'animal-welfare',
      frame: 'rights',
      since: 2018,
      legislators: ['flemish-region', 'walloon-region'],
      articles: ['3', '15'],
      constitution: ['19'],
      treaties: [{ id: 'echr', articles: ['9'] }],
      eu: { id: 'eu-charter', article: '10' },
      keywords: ['animal-welfare', 'freedom-of-religion', 'slaughter'],
      applicants: ['non-profit', 'individual'],
      nl: {
        subject: 'het verbod op het slachten van dieren zonder verdoving',
        tail: 'houdende wijziging van de regelgeving betreffende de bescherming en het welzijn der dieren, wat de toegelaten methodes voor het slachten van dieren betreft',
        provision:
          'Een gewerveld dier mag enkel worden gedood na verdoving. Indien dieren worden geslacht volgens speciale methodes die voorgeschreven zijn door religieuze riten, moet de verdoving omkeerbaar zijn en mag zij niet leiden tot de dood van het dier.',
        measure:
          'het slachten van dieren zonder voorafgaande verdoving verbiedt, ook wanneer het slachten wordt voorgeschreven door een religieuze ritus',
        aim: 'het welzijn van de dieren te bevorderen door hun vermijdbaar lijden bij het slachten te voorkomen',
        facts:
          '{Party} vordert de vaststelling dat het verbod om dieren zonder verdoving te slachten afbreuk doet aan de vrijheid van eredienst van de gelovigen die vlees wensen te verbruiken dat volgens hun religieuze voorschriften is bereid.',
        claim:
          'het verbod de gelovigen verhindert hun godsdienst in de praktijk te beleven en geen rekening houdt met de mogelijkheid om vlees in te voeren',
        defence:
          'de omkeerbare verdoving een maatregel is die het dierenwelzijn bevordert zonder de religieuze ritus als zodanig te verbieden',
        violation:
          'Het verbod gaat verder dan noodzakelijk, aangezien de decreetgever niet heeft onderzocht of een minder ingrijpende maatregel het welzijn van de dieren in gelijke mate had kunnen bevorderen.',
        noViolation:
          'De decreetgever vermocht redelijkerwijs te oordelen dat het welzijn van de dieren een zo belangrijke waarde is dat de verplichting tot omkeerbare verdoving een evenredige beperking van de vrijheid van eredienst vormt.',
      },
      fr: {
        subject: "l'interdiction de l'abattage d'animaux sans étourdissement",
        tail: "modifiant la réglementation relative à la protection et au bien-être des animaux, en ce qui concerne les méthodes autorisées pour l'abattage des animaux",
        provision:
          "Un animal vertébré ne peut être mis à mort qu'après étourdissement. Si les animaux sont abattus selon des méthodes spéciales prescrites par des rites religieux, le procédé d'étourdissement doit être réversible et ne peut entraîner la mort de l'animal.",
        measure:
          "interdit l'abattage d'animaux sans étourdissement préalable, même lorsque l'abattage est prescrit par un rite religieux",
        aim: "promouvoir le bien-être des animaux en leur évitant toute souffrance évitable lors de l'abattage",
        facts:
          "{Party} demande qu'il soit constaté que l'interdiction d'abattre des animaux sans étourdissement porte atteinte à la liberté de culte des croyants qui souhaitent consommer de la viande préparée selon leurs prescriptions religieuses.",
        claim:
          "l'interdiction empêche les croyants de pratiquer leur religion et ne tient pas compte de la possibilité d'importer de la viande",
        defence:
          "l'étourdissement réversible est une mesure qui favorise le bien-être animal sans interdire le rite religieux en tant que tel",
        violation:
          "L'interdiction va au-delà du nécessaire, dès lors que le législateur décrétal n'a pas examiné si une mesure moins restrictive aurait pu promouvoir dans la même mesure le bien-être des animaux.",
        noViolation:
          "Le législateur décrétal a pu raisonnablement considérer que le bien-être animal est une valeur à ce point importante que l'obligation d'étourdissement réversible constitue une limitation proportionnée de la liberté de culte.",
      },
      de: {
        subject: 'das Verbot der Schlachtung von Tieren ohne Betäubung',
        tail: 'zur Abänderung der Regelung über den Schutz und das Wohlbefinden der Tiere, was die erlaubten Methoden für die Schlachtung von Tieren betrifft',
        provision:
          'Ein Wirbeltier darf nur nach Betäubung getötet werden. Werden Tiere nach besonderen Methoden geschlachtet, die durch religiöse Riten vorgeschrieben sind, so muss die Betäubung umkehrbar sein und darf nicht zum Tod des Tieres führen.',
        measure:
          'die Schlachtung von Tieren ohne vorherige Betäubung verbietet, auch wenn die Schlachtung durch einen religiösen Ritus vorgeschrieben ist',
        aim: 'das Wohlbefinden der Tiere zu fördern, indem ihnen vermeidbares Leiden bei der Schlachtung erspart wird',
        facts:
          '{Party} beantragt die Feststellung, dass das Verbot, Tiere ohne Betäubung zu schlachten, die Kultusfreiheit der Gläubigen verletze, die Fleisch verzehren möchten, das nach ihren religiösen Vorschriften zubereitet worden ist.',
        claim:
          'das Verbot die Gläubigen daran hindere, ihre Religion auszuüben, und die Möglichkeit der Einfuhr von Fleisch außer Acht lasse',
        defence:
          'die umkehrbare Betäubung eine Maßnahme sei, die das Tierwohl fördere, ohne den religiösen Ritus als solchen zu verbieten',
        violation:
          'Das Verbot geht über das Notwendige hinaus, da der Dekretgeber nicht geprüft hat, ob eine weniger einschränkende Maßnahme das Wohlbefinden der Tiere in gleichem Maße hätte fördern können.',
        noViolation:
          'Der Dekretgeber konnte vernünftigerweise davon ausgehen, dass das Wohlbefinden der Tiere ein so wichtiger Wert ist, dass die Verpflichtung zur umkehrbaren Betäubung eine verhältnismäßige Einschränkung der Kultusfreiheit darstellt.',
      },
      en: {
        subject: 'the ban on slaughter without stunning',
        measure:
          'prohibits the slaughter of animals without prior stunning, even where slaughter is prescribed by a religious rite',
      },
    },
  ],
};
