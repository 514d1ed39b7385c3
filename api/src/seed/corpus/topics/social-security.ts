import type { Topic } from './types.js';

/** Social security and social assistance: pensions, unemployment, the social integration income. */
export const SOCIAL_SECURITY: Topic = {
  id: 'social-security',
  areas: ['labour', 'administrative'],
  weight: 11,
  issues: [
    {
      id: 'social-survivor-pension',
      topic: 'social-security',
      sub: 'pensions',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['16', '17'],
      constitution: ['10', '11'],
      keywords: ['pensions', 'survivor-pension', 'legal-cohabitation'],
      applicants: ['individual'],
      opponent: {
        nl: 'de Federale Pensioendienst',
        fr: 'le Service fédéral des Pensions',
        de: 'den Föderalen Pensionsdienst',
      },
      nl: {
        subject: 'het overlevingspensioen van wettelijk samenwonenden',
        tail: 'houdende diverse bepalingen inzake pensioenen',
        provision:
          'Het overlevingspensioen wordt toegekend aan de langstlevende echtgenoot die ten minste één jaar met de overleden werknemer gehuwd was. De langstlevende wettelijk samenwonende partner kan geen aanspraak maken op dat pensioen.',
        measure:
          'het overlevingspensioen voorbehoudt aan de langstlevende echtgenoot en de langstlevende wettelijk samenwonende partner ervan uitsluit',
        groups: ['de langstlevende echtgenoten', 'de langstlevende wettelijk samenwonende partners'],
        aim: 'de financiële draagkracht van de pensioenregeling te vrijwaren en het overlevingspensioen te koppelen aan de wederzijdse verplichtingen die uit het huwelijk voortvloeien',
        facts:
          'Na het overlijden van de partner met wie {party} sinds vijftien jaar wettelijk samenwoonde, heeft de Federale Pensioendienst de aanvraag tot toekenning van een overlevingspensioen afgewezen. {Party} heeft tegen die beslissing beroep ingesteld.',
        claim:
          'wettelijk samenwonenden die gedurende vele jaren een duurzame levensgemeenschap hebben gevormd, zich in een situatie bevinden die vergelijkbaar is met die van gehuwden',
        defence:
          'de wetgever bewust heeft gekozen voor een stelsel dat verschillende rechtsgevolgen verbindt aan het huwelijk en aan de wettelijke samenwoning, en dat die keuze door de partners zelf wordt gemaakt',
        violation:
          'Wanneer de wettelijk samenwonenden samen kinderen hebben opgevoed en hun levensgemeenschap vergelijkbaar is met die van gehuwden, is de volledige uitsluiting van het overlevingspensioen niet redelijk verantwoord.',
        noViolation:
          'Partners die voor de wettelijke samenwoning kiezen, aanvaarden een stelsel met minder wederzijdse verplichtingen dan het huwelijk, zodat de wetgever het overlevingspensioen aan het huwelijk mocht verbinden.',
      },
      fr: {
        subject: 'la pension de survie des cohabitants légaux',
        tail: 'portant des dispositions diverses en matière de pensions',
        provision:
          'La pension de survie est accordée au conjoint survivant qui était marié depuis au moins un an avec le travailleur décédé. Le cohabitant légal survivant ne peut prétendre à cette pension.',
        measure: 'réserve la pension de survie au conjoint survivant et en exclut le cohabitant légal survivant',
        groups: ['les conjoints survivants', 'les cohabitants légaux survivants'],
        aim: 'préserver la viabilité financière du régime de pensions et lier la pension de survie aux obligations réciproques qui découlent du mariage',
        facts:
          "Après le décès du partenaire avec lequel {party} cohabitait légalement depuis quinze ans, le Service fédéral des Pensions a rejeté la demande d'octroi d'une pension de survie. {Party} a introduit un recours contre cette décision.",
        claim:
          'les cohabitants légaux qui ont formé pendant de nombreuses années une communauté de vie durable se trouvent dans une situation comparable à celle des personnes mariées',
        defence:
          'le législateur a délibérément opté pour un système qui attache des effets juridiques différents au mariage et à la cohabitation légale, et que ce choix est fait par les partenaires eux-mêmes',
        violation:
          "Lorsque les cohabitants légaux ont élevé ensemble des enfants et que leur communauté de vie est comparable à celle de personnes mariées, l'exclusion totale de la pension de survie n'est pas raisonnablement justifiée.",
        noViolation:
          "Les partenaires qui optent pour la cohabitation légale acceptent un régime comportant moins d'obligations réciproques que le mariage, de sorte que le législateur pouvait lier la pension de survie au mariage.",
      },
      de: {
        subject: 'die Hinterbliebenenpension gesetzlich Zusammenwohnender',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Pensionen',
        provision:
          'Die Hinterbliebenenpension wird dem überlebenden Ehepartner gewährt, der seit mindestens einem Jahr mit dem verstorbenen Arbeitnehmer verheiratet war. Der überlebende gesetzlich zusammenwohnende Partner kann diese Pension nicht beanspruchen.',
        measure:
          'die Hinterbliebenenpension dem überlebenden Ehepartner vorbehält und den überlebenden gesetzlich zusammenwohnenden Partner davon ausschließt',
        groups: ['den überlebenden Ehepartnern', 'den überlebenden gesetzlich zusammenwohnenden Partnern'],
        aim: 'die finanzielle Tragfähigkeit der Pensionsregelung zu wahren und die Hinterbliebenenpension an die gegenseitigen Verpflichtungen zu knüpfen, die sich aus der Ehe ergeben',
        facts:
          'Nach dem Tod des Partners, mit dem {party} seit fünfzehn Jahren gesetzlich zusammenwohnte, hat der Föderale Pensionsdienst den Antrag auf Gewährung einer Hinterbliebenenpension abgelehnt. {Party} hat gegen diese Entscheidung Klage erhoben.',
        claim:
          'gesetzlich Zusammenwohnende, die während vieler Jahre eine dauerhafte Lebensgemeinschaft gebildet hätten, sich in einer Situation befänden, die mit derjenigen von Verheirateten vergleichbar sei',
        defence:
          'der Gesetzgeber sich bewusst für ein System entschieden habe, das an die Ehe und an das gesetzliche Zusammenwohnen unterschiedliche Rechtsfolgen knüpfe, und dass diese Wahl von den Partnern selbst getroffen werde',
        violation:
          'Wenn die gesetzlich Zusammenwohnenden gemeinsam Kinder erzogen haben und ihre Lebensgemeinschaft mit derjenigen von Verheirateten vergleichbar ist, ist der völlige Ausschluss von der Hinterbliebenenpension nicht vernünftig gerechtfertigt.',
        noViolation:
          'Partner, die sich für das gesetzliche Zusammenwohnen entscheiden, nehmen eine Regelung mit weniger gegenseitigen Verpflichtungen als die Ehe an, sodass der Gesetzgeber die Hinterbliebenenpension an die Ehe knüpfen durfte.',
      },
      en: {
        subject: "survivor's pensions for legal cohabitants",
        measure: "reserves the survivor's pension to the surviving spouse and excludes the surviving legal cohabitant",
      },
    },
    {
      id: 'social-unemployment-cohabitants',
      topic: 'social-security',
      sub: 'unemployment',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['110', '114'],
      constitution: ['10', '11', '23'],
      keywords: ['unemployment-benefits', 'cohabitation', 'standstill'],
      applicants: ['individual', 'trade-union'],
      opponent: {
        nl: 'de Rijksdienst voor Arbeidsvoorziening',
        fr: "l'Office national de l'emploi",
        de: 'das Landesamt für Arbeitsbeschaffung',
      },
      nl: {
        subject: 'de werkloosheidsuitkering van samenwonende werklozen',
        tail: 'houdende diverse bepalingen inzake werkloosheid',
        provision:
          'Het bedrag van de werkloosheidsuitkering wordt verminderd wanneer de werkloze samenwoont met een of meer personen die beroepsinkomsten of vervangingsinkomsten genieten. De werkloze is ertoe gehouden elke wijziging van zijn gezinssituatie onverwijld aan te geven.',
        measure:
          'het bedrag van de werkloosheidsuitkering vermindert voor werklozen die samenwonen met een persoon die over inkomsten beschikt',
        groups: ['de alleenwonende werklozen', 'de werklozen die samenwonen met een persoon met een inkomen'],
        aim: 'de beperkte middelen van de werkloosheidsverzekering toe te spitsen op de personen die er het meest behoefte aan hebben',
        facts:
          '{Party} ontving een werkloosheidsuitkering als alleenwonende. Na een controle stelde de Rijksdienst voor Arbeidsvoorziening vast dat een familielid op hetzelfde adres verbleef, en vorderde hij de te veel betaalde uitkeringen terug.',
        claim:
          'de vermindering van de uitkering voorbijgaat aan de werkelijke financiële situatie van de werkloze en een aanzienlijke achteruitgang inhoudt van het recht op sociale zekerheid',
        defence:
          'het samenwonen schaalvoordelen oplevert die een lagere uitkering verantwoorden, en dat de regeling reeds vóór de inwerkingtreding van artikel 23 van de Grondwet bestond',
        violation:
          'Door het samenwonen met elke persoon met een inkomen gelijk te stellen, ongeacht de omvang van dat inkomen en de werkelijke deling van de lasten, leidt de maatregel tot een onevenredige vermindering van het bestaansminimum van de werkloze.',
        noViolation:
          'Het samenwonen met een persoon die over inkomsten beschikt, levert in de regel een vermindering van de woon- en leefkosten op, zodat de wetgever het bedrag van de uitkering daaraan mocht aanpassen.',
      },
      fr: {
        subject: "l'allocation de chômage des chômeurs cohabitants",
        tail: 'portant des dispositions diverses en matière de chômage',
        provision:
          "Le montant de l'allocation de chômage est réduit lorsque le chômeur cohabite avec une ou plusieurs personnes qui bénéficient de revenus professionnels ou de revenus de remplacement. Le chômeur est tenu de déclarer sans délai toute modification de sa situation familiale.",
        measure:
          "réduit le montant de l'allocation de chômage des chômeurs qui cohabitent avec une personne disposant de revenus",
        groups: ['les chômeurs isolés', 'les chômeurs qui cohabitent avec une personne disposant de revenus'],
        aim: "concentrer les moyens limités de l'assurance chômage sur les personnes qui en ont le plus besoin",
        facts:
          "{Party} percevait une allocation de chômage au taux isolé. À la suite d'un contrôle, l'Office national de l'emploi a constaté qu'un membre de la famille résidait à la même adresse et a récupéré les allocations indûment payées.",
        claim:
          "la réduction de l'allocation fait abstraction de la situation financière réelle du chômeur et entraîne un recul significatif du droit à la sécurité sociale",
        defence:
          "la cohabitation procure des économies d'échelle qui justifient une allocation moins élevée, et que le régime existait déjà avant l'entrée en vigueur de l'article 23 de la Constitution",
        violation:
          'En assimilant la cohabitation avec toute personne disposant de revenus, quels que soient le montant de ces revenus et le partage réel des charges, la mesure entraîne une réduction disproportionnée du minimum vital du chômeur.',
        noViolation:
          "La cohabitation avec une personne disposant de revenus entraîne en règle une diminution des frais de logement et de subsistance, de sorte que le législateur pouvait adapter le montant de l'allocation à cette situation.",
      },
      de: {
        subject: 'die Arbeitslosenunterstützung zusammenwohnender Arbeitsloser',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Arbeitslosigkeit',
        provision:
          'Der Betrag der Arbeitslosenunterstützung wird verringert, wenn der Arbeitslose mit einer oder mehreren Personen zusammenwohnt, die Berufseinkünfte oder Ersatzeinkünfte beziehen. Der Arbeitslose ist verpflichtet, jede Änderung seiner Familiensituation unverzüglich zu melden.',
        measure:
          'den Betrag der Arbeitslosenunterstützung für Arbeitslose verringert, die mit einer Person zusammenwohnen, die über Einkünfte verfügt',
        groups: [
          'den alleinstehenden Arbeitslosen',
          'den Arbeitslosen, die mit einer Person mit Einkünften zusammenwohnen',
        ],
        aim: 'die begrenzten Mittel der Arbeitslosenversicherung auf die Personen zu konzentrieren, die sie am dringendsten benötigen',
        facts:
          '{Party} bezog eine Arbeitslosenunterstützung zum Satz für Alleinstehende. Nach einer Kontrolle stellte das Landesamt für Arbeitsbeschaffung fest, dass ein Familienmitglied unter derselben Adresse wohnte, und forderte die zu Unrecht gezahlten Leistungen zurück.',
        claim:
          'die Verringerung der Unterstützung die tatsächliche finanzielle Situation des Arbeitslosen außer Acht lasse und einen erheblichen Rückschritt beim Recht auf soziale Sicherheit darstelle',
        defence:
          'das Zusammenwohnen Größenvorteile mit sich bringe, die eine niedrigere Unterstützung rechtfertigten, und dass die Regelung bereits vor dem Inkrafttreten von Artikel 23 der Verfassung bestanden habe',
        violation:
          'Indem sie das Zusammenwohnen mit jeder Person mit Einkünften gleichsetzt, ungeachtet der Höhe dieser Einkünfte und der tatsächlichen Aufteilung der Lasten, führt die Maßnahme zu einer unverhältnismäßigen Verringerung des Existenzminimums des Arbeitslosen.',
        noViolation:
          'Das Zusammenwohnen mit einer Person, die über Einkünfte verfügt, führt in der Regel zu einer Verringerung der Wohn- und Lebenshaltungskosten, sodass der Gesetzgeber den Betrag der Unterstützung daran anpassen durfte.',
      },
      en: {
        subject: 'unemployment benefits of cohabiting jobseekers',
        measure: 'reduces the unemployment benefit of jobseekers who live with a person who has an income',
      },
    },
    {
      id: 'social-integration-students',
      topic: 'social-security',
      sub: 'social-assistance',
      frame: 'equality',
      since: 2003,
      legislators: ['federal'],
      code: 'integration-income-law',
      articles: ['3', '11', '14'],
      constitution: ['10', '11', '23'],
      keywords: ['social-integration', 'students', 'human-dignity'],
      applicants: ['individual', 'public-authority'],
      opponent: {
        nl: 'het openbaar centrum voor maatschappelijk welzijn',
        fr: "le centre public d'action sociale",
        de: 'das öffentliche Sozialhilfezentrum',
      },
      nl: {
        subject: 'het leefloon voor studenten',
        tail: 'tot wijziging van de regeling inzake maatschappelijke integratie',
        provision:
          'Om het recht op maatschappelijke integratie te genieten, moet de persoon bereid zijn te werken, tenzij gezondheids- of billijkheidsredenen hem dat beletten. Het centrum kan aanvaarden dat een jongere die studies aanvat of voortzet, om billijkheidsredenen niet beschikbaar is voor de arbeidsmarkt.',
        measure:
          'de toekenning van het leefloon aan studenten afhankelijk maakt van een beoordeling van billijkheidsredenen door het centrum',
        groups: ['de studenten jonger dan vijfentwintig jaar', 'de studenten ouder dan vijfentwintig jaar'],
        aim: 'jongeren aan te moedigen een diploma te behalen dat hun kansen op de arbeidsmarkt vergroot',
        facts:
          'Het openbaar centrum voor maatschappelijk welzijn heeft de toekenning van het leefloon aan {party} geweigerd, omdat studies die na de leeftijd van vijfentwintig jaar worden aangevat, niet als een billijkheidsreden konden worden aanvaard.',
        claim:
          'de leeftijdsgrens geen verband houdt met de werkelijke behoefte van de student aan een menswaardig bestaan',
        defence:
          'het leefloon een residuair vangnet is en dat studies na een bepaalde leeftijd in beginsel met andere middelen moeten worden gefinancierd',
        violation:
          'Het uitsluiten van elke studie na de leeftijd van vijfentwintig jaar, ongeacht de redenen waarom de betrokkene die studie heeft aangevat en haar bijdrage tot de inschakeling in het arbeidsleven, is niet redelijk verantwoord.',
        noViolation:
          'Het centrum behoudt de mogelijkheid om in elk individueel geval rekening te houden met billijkheidsredenen, zodat de regeling geen onevenredige gevolgen heeft voor oudere studenten.',
      },
      fr: {
        subject: "le revenu d'intégration des étudiants",
        tail: "modifiant la réglementation relative à l'intégration sociale",
        provision:
          "Pour bénéficier du droit à l'intégration sociale, la personne doit être disposée à travailler, à moins que des raisons de santé ou d'équité l'en empêchent. Le centre peut admettre qu'un jeune qui entame ou poursuit des études n'est pas disponible sur le marché du travail pour des raisons d'équité.",
        measure:
          "subordonne l'octroi du revenu d'intégration aux étudiants à une appréciation des raisons d'équité par le centre",
        groups: ['les étudiants âgés de moins de vingt-cinq ans', 'les étudiants âgés de plus de vingt-cinq ans'],
        aim: 'encourager les jeunes à obtenir un diplôme qui accroît leurs chances sur le marché du travail',
        facts:
          "Le centre public d'action sociale a refusé d'octroyer le revenu d'intégration à {party}, au motif que des études entamées après l'âge de vingt-cinq ans ne pouvaient être admises comme raison d'équité.",
        claim:
          "la limite d'âge est sans rapport avec le besoin réel de l'étudiant de mener une vie conforme à la dignité humaine",
        defence:
          "le revenu d'intégration est un filet de sécurité résiduaire et que des études entreprises après un certain âge doivent en principe être financées par d'autres moyens",
        violation:
          "L'exclusion de toutes études entreprises après l'âge de vingt-cinq ans, quels que soient les motifs pour lesquels l'intéressé les a entamées et leur contribution à son insertion professionnelle, n'est pas raisonnablement justifiée.",
        noViolation:
          "Le centre conserve la possibilité de tenir compte, dans chaque cas individuel, de raisons d'équité, de sorte que le régime n'a pas d'effets disproportionnés pour les étudiants plus âgés.",
      },
      de: {
        subject: 'das Eingliederungseinkommen für Studierende',
        tail: 'zur Abänderung der Regelung über die soziale Eingliederung',
        provision:
          'Um das Recht auf soziale Eingliederung in Anspruch nehmen zu können, muss die Person arbeitsbereit sein, es sei denn, gesundheitliche Gründe oder Billigkeitsgründe hindern sie daran. Das Zentrum kann annehmen, dass ein Jugendlicher, der ein Studium aufnimmt oder fortsetzt, aus Billigkeitsgründen dem Arbeitsmarkt nicht zur Verfügung steht.',
        measure:
          'die Gewährung des Eingliederungseinkommens an Studierende von einer Beurteilung der Billigkeitsgründe durch das Zentrum abhängig macht',
        groups: ['den Studierenden unter fünfundzwanzig Jahren', 'den Studierenden über fünfundzwanzig Jahren'],
        aim: 'Jugendliche zu ermutigen, einen Abschluss zu erwerben, der ihre Chancen auf dem Arbeitsmarkt erhöht',
        facts:
          'Das öffentliche Sozialhilfezentrum hat es abgelehnt, {party} das Eingliederungseinkommen zu gewähren, weil ein nach dem Alter von fünfundzwanzig Jahren aufgenommenes Studium nicht als Billigkeitsgrund angenommen werden könne.',
        claim:
          'die Altersgrenze in keinem Zusammenhang mit dem tatsächlichen Bedürfnis des Studierenden stehe, ein menschenwürdiges Leben zu führen',
        defence:
          'das Eingliederungseinkommen ein nachrangiges Sicherheitsnetz sei und dass ein Studium nach einem bestimmten Alter grundsätzlich mit anderen Mitteln finanziert werden müsse',
        violation:
          'Der Ausschluss jedes nach dem Alter von fünfundzwanzig Jahren aufgenommenen Studiums, ungeachtet der Gründe, aus denen der Betroffene es aufgenommen hat, und seines Beitrags zur beruflichen Eingliederung, ist nicht vernünftig gerechtfertigt.',
        noViolation:
          'Das Zentrum behält die Möglichkeit, in jedem Einzelfall Billigkeitsgründe zu berücksichtigen, sodass die Regelung keine unverhältnismäßigen Folgen für ältere Studierende hat.',
      },
      en: {
        subject: 'the social integration income of students',
        measure:
          'makes the social integration income of students depend on an assessment of equitable grounds by the social welfare centre',
      },
    },
  ],
};
