import type { Topic } from './types.js';

/** Migration and nationality: family reunification, reception of asylum seekers, deprivation of nationality. */
export const MIGRATION: Topic = {
  id: 'migration',
  areas: ['administrative', 'civil', 'labour'],
  weight: 9,
  issues: [
    {
      id: 'migration-family-income',
      topic: 'migration',
      sub: 'family-reunification',
      frame: 'equality',
      since: 2012,
      legislators: ['federal'],
      code: 'aliens-law',
      articles: ['10', '40ter'],
      constitution: ['10', '11', '22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      eu: { id: 'eu-charter', article: '7' },
      keywords: ['family-reunification', 'family-life', 'sufficient-resources'],
      applicants: ['individual', 'non-profit'],
      nl: {
        subject: 'de inkomensvoorwaarde bij gezinshereniging',
        tail: 'tot wijziging van de regeling inzake gezinshereniging',
        provision:
          'De Belg die een familielid wenst te laten overkomen, moet aantonen dat hij beschikt over stabiele, toereikende en regelmatige bestaansmiddelen. Die voorwaarde wordt geacht vervuld te zijn wanneer de bestaansmiddelen ten minste gelijk zijn aan honderdtwintig procent van het leefloon.',
        measure:
          'de gezinshereniging met een Belg afhankelijk maakt van bestaansmiddelen die ten minste gelijk zijn aan honderdtwintig procent van het leefloon',
        groups: [
          'de Belgen die een beroep doen op gezinshereniging',
          'de burgers van de Unie die een beroep doen op gezinshereniging',
        ],
        aim: 'te vermijden dat de familieleden die zich in België komen vestigen, ten laste vallen van de openbare overheden',
        facts:
          'De aanvraag tot gezinshereniging die {party} had ingediend voor de echtgenoot uit een derde land, werd geweigerd omdat de bestaansmiddelen lager waren dan de wettelijke drempel. {Party} heeft tegen die weigering beroep ingesteld.',
        claim:
          'de inkomensvoorwaarde de Belgen strenger behandelt dan de burgers van de Unie die van hun recht op vrij verkeer gebruikmaken, en afbreuk doet aan het recht op eerbiediging van het gezinsleven',
        defence:
          'de Belgen die nooit van hun recht op vrij verkeer gebruik hebben gemaakt, niet onder het Unierecht vallen, zodat de wetgever hun situatie autonoom mocht regelen',
        violation:
          'Door het bedrag van de vereiste bestaansmiddelen vast te stellen zonder de bevoegde overheid toe te laten rekening te houden met de concrete behoeften van het gezin, doet de maatregel op onevenredige wijze afbreuk aan het recht op eerbiediging van het gezinsleven.',
        noViolation:
          'De bevoegde overheid moet in elk geval de concrete behoeften van het gezin onderzoeken wanneer de drempel niet wordt bereikt, zodat de maatregel het recht op eerbiediging van het gezinsleven niet op onevenredige wijze beperkt.',
      },
      fr: {
        subject: 'la condition de revenus en matière de regroupement familial',
        tail: 'modifiant la réglementation relative au regroupement familial',
        provision:
          "Le Belge qui souhaite être rejoint par un membre de sa famille doit démontrer qu'il dispose de moyens de subsistance stables, suffisants et réguliers. Cette condition est réputée remplie lorsque les moyens de subsistance sont au moins équivalents à cent vingt pour cent du revenu d'intégration.",
        measure:
          "subordonne le regroupement familial avec un Belge à des moyens de subsistance au moins équivalents à cent vingt pour cent du revenu d'intégration",
        groups: [
          'les Belges qui sollicitent le regroupement familial',
          "les citoyens de l'Union qui sollicitent le regroupement familial",
        ],
        aim: "éviter que les membres de la famille qui viennent s'établir en Belgique deviennent une charge pour les pouvoirs publics",
        facts:
          "La demande de regroupement familial introduite par {party} en faveur de son conjoint ressortissant d'un pays tiers a été rejetée au motif que les moyens de subsistance étaient inférieurs au seuil légal. {Party} a introduit un recours contre ce refus.",
        claim:
          "la condition de revenus traite les Belges plus sévèrement que les citoyens de l'Union qui font usage de leur droit à la libre circulation et porte atteinte au droit au respect de la vie familiale",
        defence:
          "les Belges qui n'ont jamais fait usage de leur droit à la libre circulation ne relèvent pas du droit de l'Union, de sorte que le législateur pouvait régler leur situation de manière autonome",
        violation:
          "En fixant le montant des moyens de subsistance requis sans permettre à l'autorité compétente de tenir compte des besoins concrets de la famille, la mesure porte une atteinte disproportionnée au droit au respect de la vie familiale.",
        noViolation:
          "L'autorité compétente doit en tout état de cause examiner les besoins concrets de la famille lorsque le seuil n'est pas atteint, de sorte que la mesure ne limite pas de manière disproportionnée le droit au respect de la vie familiale.",
      },
      de: {
        subject: 'die Einkommensbedingung bei der Familienzusammenführung',
        tail: 'zur Abänderung der Regelung über die Familienzusammenführung',
        provision:
          'Der Belgier, dem ein Familienmitglied nachziehen möchte, muss nachweisen, dass er über stabile, ausreichende und regelmäßige Existenzmittel verfügt. Diese Bedingung gilt als erfüllt, wenn die Existenzmittel mindestens einhundertzwanzig Prozent des Eingliederungseinkommens entsprechen.',
        measure:
          'die Familienzusammenführung mit einem Belgier von Existenzmitteln abhängig macht, die mindestens einhundertzwanzig Prozent des Eingliederungseinkommens entsprechen',
        groups: [
          'den Belgiern, die eine Familienzusammenführung beantragen',
          'den Unionsbürgern, die eine Familienzusammenführung beantragen',
        ],
        aim: 'zu vermeiden, dass die Familienmitglieder, die sich in Belgien niederlassen, den öffentlichen Behörden zur Last fallen',
        facts:
          'Der Antrag auf Familienzusammenführung, den {party} für den aus einem Drittstaat stammenden Ehepartner eingereicht hatte, wurde abgelehnt, weil die Existenzmittel unter der gesetzlichen Schwelle lagen. {Party} hat gegen diese Ablehnung Beschwerde eingelegt.',
        claim:
          'die Einkommensbedingung die Belgier strenger behandle als die Unionsbürger, die von ihrem Recht auf Freizügigkeit Gebrauch machten, und das Recht auf Achtung des Familienlebens verletze',
        defence:
          'die Belgier, die nie von ihrem Recht auf Freizügigkeit Gebrauch gemacht hätten, nicht unter das Unionsrecht fielen, sodass der Gesetzgeber ihre Situation autonom habe regeln dürfen',
        violation:
          'Indem sie den Betrag der erforderlichen Existenzmittel festlegt, ohne es der zuständigen Behörde zu erlauben, die konkreten Bedürfnisse der Familie zu berücksichtigen, beeinträchtigt die Maßnahme auf unverhältnismäßige Weise das Recht auf Achtung des Familienlebens.',
        noViolation:
          'Die zuständige Behörde muss in jedem Fall die konkreten Bedürfnisse der Familie prüfen, wenn die Schwelle nicht erreicht wird, sodass die Maßnahme das Recht auf Achtung des Familienlebens nicht auf unverhältnismäßige Weise einschränkt.',
      },
      en: {
        subject: 'the income requirement for family reunification',
        measure:
          'makes family reunification with a Belgian national conditional on resources of at least one hundred and twenty per cent of the social integration income',
      },
    },
    {
      id: 'migration-reception-subsequent',
      topic: 'migration',
      sub: 'reception',
      frame: 'rights',
      since: 2008,
      legislators: ['federal'],
      code: 'reception-law',
      articles: ['4', '6'],
      constitution: ['23'],
      treaties: [{ id: 'echr', articles: ['3'] }],
      eu: { id: 'eu-charter', article: '1' },
      keywords: ['reception-asylum-seekers', 'human-dignity', 'material-aid'],
      applicants: ['individual', 'non-profit'],
      opponent: {
        nl: 'het Federaal Agentschap voor de opvang van asielzoekers',
        fr: "l'Agence fédérale pour l'accueil des demandeurs d'asile",
        de: 'die Föderalagentur für die Aufnahme von Asylsuchenden',
      },
      nl: {
        subject: 'de materiële hulp aan asielzoekers die een volgend verzoek indienen',
        tail: 'tot wijziging van de regeling inzake de opvang van asielzoekers',
        provision:
          'Het Agentschap kan beslissen dat de asielzoeker die een volgend verzoek om internationale bescherming indient, geen aanspraak kan maken op materiële hulp zolang dat verzoek niet ontvankelijk is verklaard. De medische begeleiding blijft in elk geval gewaarborgd.',
        measure:
          'het recht op materiële hulp weigert aan de asielzoeker die een volgend verzoek om internationale bescherming indient, zolang dat verzoek niet ontvankelijk is verklaard',
        aim: 'misbruik van de asielprocedure tegen te gaan en de beschikbare opvangplaatsen voor te behouden aan nieuwe asielzoekers',
        facts:
          'Na de weigering van een eerste verzoek om internationale bescherming heeft {party} een volgend verzoek ingediend. Het Federaal Agentschap voor de opvang van asielzoekers heeft geweigerd opvang te verlenen, waarna {party} zonder onderdak op straat terechtkwam.',
        claim:
          'de weigering van elke materiële hulp de betrokkene verhindert een menswaardig leven te leiden en afbreuk doet aan het verbod van onmenselijke en vernederende behandeling',
        defence:
          'de maatregel een tijdelijk karakter heeft en de medische begeleiding gewaarborgd blijft, zodat het bestaansminimum niet in het gedrang komt',
        violation:
          'Door de asielzoeker gedurende het onderzoek van de ontvankelijkheid van elke opvang uit te sluiten, zonder rekening te houden met diens kwetsbaarheid, staat de maatregel niet in verhouding tot het nagestreefde doel en raakt hij aan de menselijke waardigheid.',
        noViolation:
          'De uitsluiting van de materiële hulp is beperkt tot de korte periode van het onderzoek van de ontvankelijkheid en kan niet worden toegepast op kwetsbare personen, zodat zij geen onevenredige afbreuk doet aan het recht om een menswaardig leven te leiden.',
      },
      fr: {
        subject: "l'aide matérielle aux demandeurs d'asile qui introduisent une demande ultérieure",
        tail: "modifiant la réglementation relative à l'accueil des demandeurs d'asile",
        provision:
          "L'Agence peut décider que le demandeur d'asile qui introduit une demande ultérieure de protection internationale ne peut prétendre à l'aide matérielle tant que cette demande n'a pas été déclarée recevable. L'accompagnement médical reste en tout cas garanti.",
        measure:
          "refuse le droit à l'aide matérielle au demandeur d'asile qui introduit une demande ultérieure de protection internationale, tant que cette demande n'a pas été déclarée recevable",
        aim: "lutter contre l'usage abusif de la procédure d'asile et réserver les places d'accueil disponibles aux nouveaux demandeurs",
        facts:
          "Après le rejet d'une première demande de protection internationale, {party} a introduit une demande ultérieure. L'Agence fédérale pour l'accueil des demandeurs d'asile a refusé de désigner un lieu d'accueil, de sorte que {party} a dû vivre dans la rue.",
        claim:
          "le refus de toute aide matérielle empêche l'intéressé de mener une vie conforme à la dignité humaine et méconnaît l'interdiction des traitements inhumains et dégradants",
        defence:
          "la mesure a un caractère temporaire et l'accompagnement médical reste garanti, de sorte que le minimum vital n'est pas compromis",
        violation:
          "En excluant le demandeur d'asile de tout accueil pendant l'examen de la recevabilité, sans tenir compte de sa vulnérabilité, la mesure n'est pas proportionnée à l'objectif poursuivi et porte atteinte à la dignité humaine.",
        noViolation:
          "L'exclusion de l'aide matérielle est limitée à la courte période d'examen de la recevabilité et ne peut être appliquée aux personnes vulnérables, de sorte qu'elle ne porte pas une atteinte disproportionnée au droit de mener une vie conforme à la dignité humaine.",
      },
      de: {
        subject: 'die materielle Hilfe für Asylsuchende, die einen Folgeantrag stellen',
        tail: 'zur Abänderung der Regelung über die Aufnahme von Asylsuchenden',
        provision:
          'Die Agentur kann beschließen, dass der Asylsuchende, der einen Folgeantrag auf internationalen Schutz stellt, keinen Anspruch auf materielle Hilfe hat, solange dieser Antrag nicht für zulässig erklärt wurde. Die medizinische Betreuung bleibt in jedem Fall gewährleistet.',
        measure:
          'dem Asylsuchenden, der einen Folgeantrag auf internationalen Schutz stellt, das Recht auf materielle Hilfe verweigert, solange dieser Antrag nicht für zulässig erklärt wurde',
        aim: 'den Missbrauch des Asylverfahrens zu bekämpfen und die verfügbaren Aufnahmeplätze den neuen Asylsuchenden vorzubehalten',
        facts:
          'Nach der Ablehnung eines ersten Antrags auf internationalen Schutz hat {party} einen Folgeantrag gestellt. Die Föderalagentur für die Aufnahme von Asylsuchenden hat es abgelehnt, eine Aufnahmestruktur zuzuweisen, sodass {party} auf der Straße leben musste.',
        claim:
          'die Verweigerung jeglicher materiellen Hilfe den Betroffenen daran hindere, ein menschenwürdiges Leben zu führen, und gegen das Verbot unmenschlicher und erniedrigender Behandlung verstoße',
        defence:
          'die Maßnahme zeitlich begrenzt sei und die medizinische Betreuung gewährleistet bleibe, sodass das Existenzminimum nicht gefährdet werde',
        violation:
          'Indem sie den Asylsuchenden während der Prüfung der Zulässigkeit von jeglicher Aufnahme ausschließt, ohne seine Schutzbedürftigkeit zu berücksichtigen, steht die Maßnahme nicht im Verhältnis zum angestrebten Ziel und beeinträchtigt die Menschenwürde.',
        noViolation:
          'Der Ausschluss von der materiellen Hilfe ist auf den kurzen Zeitraum der Prüfung der Zulässigkeit begrenzt und kann nicht auf schutzbedürftige Personen angewandt werden, sodass er das Recht, ein menschenwürdiges Leben zu führen, nicht auf unverhältnismäßige Weise beeinträchtigt.',
      },
      en: {
        subject: 'material aid for asylum seekers who lodge a subsequent application',
        measure:
          'refuses material aid to an asylum seeker who lodges a subsequent application for international protection until that application is declared admissible',
      },
    },
    {
      id: 'migration-nationality-deprivation',
      topic: 'migration',
      sub: 'nationality',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'nationality-code',
      articles: ['23', '23/1'],
      constitution: ['10', '11'],
      keywords: ['nationality', 'deprivation-of-nationality', 'statelessness'],
      applicants: ['individual'],
      opponent: { nl: 'het openbaar ministerie', fr: 'le ministère public', de: 'die Staatsanwaltschaft' },
      nl: {
        subject: 'de vervallenverklaring van de Belgische nationaliteit',
        tail: 'houdende diverse bepalingen inzake nationaliteit',
        provision:
          'Belgen die hun nationaliteit niet hebben verkregen van een ouder die Belg was op de dag van hun geboorte, kunnen van de staat van Belg vervallen worden verklaard indien zij ernstig tekortkomen aan hun verplichtingen als Belgisch burger. De vervallenverklaring mag niet tot gevolg hebben dat de betrokkene staatloos wordt.',
        measure:
          'de vervallenverklaring van de nationaliteit enkel mogelijk maakt ten aanzien van de Belgen die hun nationaliteit niet van een Belgische ouder hebben verkregen',
        groups: [
          'de Belgen die hun nationaliteit van een Belgische ouder hebben verkregen',
          'de Belgen die de nationaliteit op een andere wijze hebben verkregen',
        ],
        aim: 'de samenleving te beschermen tegen personen die op ernstige wijze hun verplichtingen als Belgisch burger hebben geschonden',
        facts:
          'Na een veroordeling wegens ernstige misdrijven heeft het openbaar ministerie gevorderd dat {party}, die de Belgische nationaliteit door naturalisatie heeft verkregen, van de staat van Belg vervallen wordt verklaard.',
        claim:
          'de bepaling twee categorieën van Belgen in het leven roept, waarvan slechts één het risico loopt de nationaliteit te verliezen',
        defence:
          'de band met de Belgische Staat van wie de nationaliteit door naturalisatie heeft verkregen, wezenlijk verschilt van die van wie als Belg is geboren, en dat staatloosheid in elk geval wordt vermeden',
        violation:
          'De vervallenverklaring treft uitsluitend Belgen die hun nationaliteit op een andere wijze hebben verkregen, ook wanneer zij sinds hun kindertijd in België wonen, zodat de gevolgen van de maatregel onevenredig zijn.',
        noViolation:
          'Het verschil in behandeling is verantwoord door het feit dat de vervallenverklaring niet mag leiden tot staatloosheid, terwijl Belgen die hun nationaliteit van een Belgische ouder hebben verkregen, doorgaans geen andere nationaliteit bezitten.',
      },
      fr: {
        subject: 'la déchéance de la nationalité belge',
        tail: 'portant des dispositions diverses en matière de nationalité',
        provision:
          "Les Belges qui ne tiennent pas leur nationalité d'un auteur belge au jour de leur naissance peuvent être déchus de la nationalité belge s'ils manquent gravement à leurs devoirs de citoyen belge. La déchéance ne peut avoir pour effet de rendre l'intéressé apatride.",
        measure:
          "ne permet la déchéance de la nationalité qu'à l'égard des Belges qui ne tiennent pas leur nationalité d'un auteur belge",
        groups: [
          "les Belges qui tiennent leur nationalité d'un auteur belge",
          "les Belges qui ont acquis la nationalité d'une autre manière",
        ],
        aim: 'protéger la société contre les personnes qui ont gravement manqué à leurs devoirs de citoyen belge',
        facts:
          "À la suite d'une condamnation pour des infractions graves, le ministère public a demandé que la déchéance de la nationalité belge soit prononcée à l'égard de {party}, qui a acquis cette nationalité par naturalisation.",
        claim: 'la disposition crée deux catégories de Belges, dont une seule court le risque de perdre la nationalité',
        defence:
          "le lien avec l'État belge de celui qui a acquis la nationalité par naturalisation diffère essentiellement de celui de la personne née belge, et que l'apatridie est en tout cas évitée",
        violation:
          "La déchéance frappe exclusivement des Belges qui ont acquis leur nationalité d'une autre manière, même lorsqu'ils résident en Belgique depuis leur enfance, de sorte que les effets de la mesure sont disproportionnés.",
        noViolation:
          "La différence de traitement est justifiée par le fait que la déchéance ne peut entraîner l'apatridie, alors que les Belges qui tiennent leur nationalité d'un auteur belge ne possèdent généralement pas d'autre nationalité.",
      },
      de: {
        subject: 'die Aberkennung der belgischen Staatsangehörigkeit',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Staatsangehörigkeit',
        provision:
          'Belgier, die ihre Staatsangehörigkeit nicht von einem Elternteil haben, der am Tag ihrer Geburt Belgier war, können der belgischen Staatsangehörigkeit verlustig erklärt werden, wenn sie ihre Pflichten als belgische Bürger auf schwerwiegende Weise verletzen. Die Aberkennung darf nicht zur Folge haben, dass der Betroffene staatenlos wird.',
        measure:
          'die Aberkennung der Staatsangehörigkeit nur gegenüber den Belgiern ermöglicht, die ihre Staatsangehörigkeit nicht von einem belgischen Elternteil haben',
        groups: [
          'den Belgiern, die ihre Staatsangehörigkeit von einem belgischen Elternteil haben',
          'den Belgiern, die die Staatsangehörigkeit auf andere Weise erworben haben',
        ],
        aim: 'die Gesellschaft vor Personen zu schützen, die ihre Pflichten als belgische Bürger auf schwerwiegende Weise verletzt haben',
        facts:
          'Nach einer Verurteilung wegen schwerer Straftaten hat die Staatsanwaltschaft beantragt, die Aberkennung der durch Einbürgerung erworbenen belgischen Staatsangehörigkeit von {party} auszusprechen.',
        claim:
          'die Bestimmung zwei Kategorien von Belgiern schaffe, von denen nur eine Gefahr laufe, die Staatsangehörigkeit zu verlieren',
        defence:
          'sich die Bindung an den belgischen Staat bei demjenigen, der die Staatsangehörigkeit durch Einbürgerung erworben habe, wesentlich von derjenigen eines geborenen Belgiers unterscheide und dass die Staatenlosigkeit in jedem Fall vermieden werde',
        violation:
          'Die Aberkennung trifft ausschließlich Belgier, die ihre Staatsangehörigkeit auf andere Weise erworben haben, auch wenn sie seit ihrer Kindheit in Belgien wohnen, sodass die Folgen der Maßnahme unverhältnismäßig sind.',
        noViolation:
          'Der Behandlungsunterschied ist dadurch gerechtfertigt, dass die Aberkennung nicht zur Staatenlosigkeit führen darf, während Belgier, die ihre Staatsangehörigkeit von einem belgischen Elternteil haben, in der Regel keine andere Staatsangehörigkeit besitzen.',
      },
      en: {
        subject: 'deprivation of Belgian nationality',
        measure:
          'allows deprivation of nationality only in respect of Belgians who did not obtain their nationality from a Belgian parent',
      },
    },
  ],
};
