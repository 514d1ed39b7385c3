import type { Topic } from './types.js';

/** Criminal law and procedure: pre-trial detention, evidence, sentencing. */
export const CRIMINAL: Topic = {
  id: 'criminal-law',
  areas: ['criminal'],
  weight: 12,
  issues: [
    {
      id: 'criminal-detention-monitoring',
      topic: 'criminal-law',
      sub: 'pre-trial-detention',
      frame: 'rights',
      since: 1991,
      legislators: ['federal'],
      code: 'pretrial-detention-law',
      articles: ['16', '22', '30'],
      constitution: ['12'],
      treaties: [{ id: 'echr', articles: ['5'] }],
      keywords: ['pre-trial-detention', 'personal-liberty', 'electronic-monitoring'],
      applicants: ['individual'],
      nl: {
        subject: 'de voorlopige hechtenis onder elektronisch toezicht',
        tail: 'houdende diverse bepalingen inzake strafprocedure',
        provision:
          'De voorlopige hechtenis kan worden uitgevoerd onder elektronisch toezicht. In dat geval doen de onderzoeksgerechten om de drie maanden uitspraak over de handhaving ervan, in plaats van om de maand.',
        measure:
          'de periodieke toetsing van de voorlopige hechtenis onder elektronisch toezicht slechts om de drie maanden oplegt',
        aim: 'de overbevolking van de gevangenissen tegen te gaan en de vrijheidsberoving te beperken tot wat strikt noodzakelijk is',
        facts:
          'Tegen {party} werd een aanhoudingsbevel uitgevaardigd wegens deelneming aan een criminele organisatie, waarna de hechtenis onder elektronisch toezicht werd uitgevoerd. Voor het onderzoeksgerecht vraagt {party} dat de handhaving van de hechtenis maandelijks wordt getoetst.',
        claim:
          'een persoon onder elektronisch toezicht nog steeds van zijn vrijheid is beroofd en recht heeft op een even frequente rechterlijke controle als een persoon die in de gevangenis verblijft',
        defence:
          'het elektronisch toezicht een minder ingrijpende vorm van vrijheidsberoving is, zodat een minder frequente controle verantwoord is',
        violation:
          'Aangezien de hechtenis onder elektronisch toezicht een vrijheidsberoving blijft, is het niet verantwoord dat de rechterlijke controle op de noodzaak ervan drie keer minder frequent plaatsvindt.',
        noViolation:
          'De betrokkene kan op elk ogenblik zijn invrijheidstelling vragen, zodat de minder frequente ambtshalve controle geen onevenredige afbreuk doet aan het recht op persoonlijke vrijheid.',
      },
      fr: {
        subject: 'la détention préventive sous surveillance électronique',
        tail: 'portant des dispositions diverses en matière de procédure pénale',
        provision:
          "La détention préventive peut être exécutée sous surveillance électronique. Dans ce cas, les juridictions d'instruction statuent tous les trois mois sur son maintien, au lieu de tous les mois.",
        measure:
          "n'impose le contrôle périodique de la détention préventive sous surveillance électronique que tous les trois mois",
        aim: 'lutter contre la surpopulation carcérale et limiter la privation de liberté à ce qui est strictement nécessaire',
        facts:
          "Un mandat d'arrêt a été décerné à l'encontre de {party} du chef de participation à une organisation criminelle, la détention étant ensuite exécutée sous surveillance électronique. Devant la juridiction d'instruction, {party} demande que le maintien de la détention soit contrôlé chaque mois.",
        claim:
          "une personne sous surveillance électronique demeure privée de liberté et a droit à un contrôle juridictionnel aussi fréquent qu'une personne détenue en prison",
        defence:
          "la surveillance électronique constitue une forme moins contraignante de privation de liberté, de sorte qu'un contrôle moins fréquent est justifié",
        violation:
          "La détention sous surveillance électronique demeurant une privation de liberté, il n'est pas justifié que le contrôle juridictionnel de sa nécessité soit trois fois moins fréquent.",
        noViolation:
          "L'intéressé peut à tout moment demander sa mise en liberté, de sorte que le contrôle d'office moins fréquent ne porte pas une atteinte disproportionnée au droit à la liberté individuelle.",
      },
      de: {
        subject: 'die Untersuchungshaft unter elektronischer Überwachung',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich des Strafverfahrens',
        provision:
          'Die Untersuchungshaft kann unter elektronischer Überwachung vollstreckt werden. In diesem Fall befinden die Untersuchungsgerichte alle drei Monate statt jeden Monat über ihre Aufrechterhaltung.',
        measure:
          'die regelmäßige Prüfung der Untersuchungshaft unter elektronischer Überwachung nur alle drei Monate vorschreibt',
        aim: 'die Überbelegung der Gefängnisse zu bekämpfen und die Freiheitsentziehung auf das unbedingt Notwendige zu beschränken',
        facts:
          'Gegen {party} wurde wegen Beteiligung an einer kriminellen Organisation ein Haftbefehl erlassen, wobei die Haft anschließend unter elektronischer Überwachung vollstreckt wurde. Vor dem Untersuchungsgericht beantragt {party}, dass die Aufrechterhaltung der Haft monatlich geprüft wird.',
        claim:
          'eine Person unter elektronischer Überwachung weiterhin ihrer Freiheit beraubt sei und Anspruch auf eine ebenso häufige gerichtliche Kontrolle habe wie eine im Gefängnis inhaftierte Person',
        defence:
          'die elektronische Überwachung eine weniger einschneidende Form der Freiheitsentziehung sei, sodass eine weniger häufige Kontrolle gerechtfertigt sei',
        violation:
          'Da die Haft unter elektronischer Überwachung eine Freiheitsentziehung bleibt, ist es nicht gerechtfertigt, dass die gerichtliche Kontrolle ihrer Notwendigkeit dreimal seltener stattfindet.',
        noViolation:
          'Der Betroffene kann jederzeit seine Freilassung beantragen, sodass die weniger häufige Kontrolle von Amts wegen das Recht auf persönliche Freiheit nicht unverhältnismäßig beeinträchtigt.',
      },
      en: {
        subject: 'pre-trial detention under electronic monitoring',
        measure: 'requires periodic review of pre-trial detention under electronic monitoring only every three months',
      },
    },
    {
      id: 'criminal-unlawful-evidence',
      topic: 'criminal-law',
      sub: 'evidence',
      frame: 'rights',
      since: 2014,
      legislators: ['federal'],
      code: 'criminal-procedure-code',
      articles: ['32'],
      constitution: ['12'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['criminal-evidence', 'exclusion-of-evidence', 'fair-trial'],
      applicants: ['individual'],
      nl: {
        subject: 'het gebruik van onrechtmatig verkregen bewijs in strafzaken',
        tail: 'houdende diverse bepalingen inzake justitie',
        provision:
          'De nietigheid van een onregelmatig verkregen bewijselement wordt alleen bevolen indien de naleving van de betrokken vormvoorwaarden op straffe van nietigheid is voorgeschreven, indien de begane onregelmatigheid de betrouwbaarheid van het bewijs heeft aangetast of indien het gebruik van het bewijs in strijd is met het recht op een eerlijk proces.',
        measure: 'de uitsluiting van onrechtmatig verkregen bewijs beperkt tot de gevallen die het limitatief opsomt',
        aim: 'te vermijden dat daders van ernstige misdrijven aan hun straf ontsnappen wegens louter vormelijke onregelmatigheden',
        facts:
          'Bij een huiszoeking die zonder geldig bevel werd uitgevoerd, werden verdovende middelen aangetroffen. Voor de strafrechter voert {party} aan dat het aldus verkregen bewijs uit de debatten moet worden geweerd.',
        claim:
          'de regeling de opsporingsdiensten ertoe aanzet de wettelijke waarborgen te omzeilen, aangezien de onrechtmatigheid in de meeste gevallen zonder gevolg blijft',
        defence:
          'de rechter in elk geval moet nagaan of het gebruik van het bewijs het recht op een eerlijk proces in het gedrang brengt, zodat de rechten van de verdediging gewaarborgd blijven',
        violation:
          'Door de rechter niet toe te staan rekening te houden met de ernst van de onrechtmatigheid en met het opzettelijke karakter ervan, doet de regeling op onevenredige wijze afbreuk aan het recht op een eerlijk proces.',
        noViolation:
          'De rechter behoudt de bevoegdheid om bewijs uit te sluiten wanneer het gebruik ervan het eerlijke karakter van het proces aantast, zodat de regeling de rechten van de verdediging niet op onevenredige wijze beperkt.',
      },
      fr: {
        subject: "l'usage de preuves obtenues irrégulièrement en matière pénale",
        tail: 'portant des dispositions diverses en matière de justice',
        provision:
          "La nullité d'un élément de preuve obtenu irrégulièrement n'est décidée que si le respect des conditions formelles concernées est prescrit à peine de nullité, si l'irrégularité commise a entaché la fiabilité de la preuve ou si l'usage de la preuve est contraire au droit à un procès équitable.",
        measure: "limite l'exclusion des preuves obtenues irrégulièrement aux cas qu'il énumère limitativement",
        aim: "éviter que les auteurs d'infractions graves échappent à leur peine en raison d'irrégularités purement formelles",
        facts:
          "Des stupéfiants ont été découverts lors d'une perquisition effectuée sans mandat valable. Devant le juge pénal, {party} fait valoir que la preuve ainsi obtenue doit être écartée des débats.",
        claim:
          "le régime incite les services de recherche à contourner les garanties légales, puisque l'irrégularité reste le plus souvent sans conséquence",
        defence:
          "le juge doit en tout état de cause vérifier si l'usage de la preuve compromet le droit à un procès équitable, de sorte que les droits de la défense restent garantis",
        violation:
          "En ne permettant pas au juge de tenir compte de la gravité de l'irrégularité et de son caractère intentionnel, le régime porte une atteinte disproportionnée au droit à un procès équitable.",
        noViolation:
          "Le juge conserve le pouvoir d'écarter une preuve lorsque son usage compromet le caractère équitable du procès, de sorte que le régime ne limite pas de manière disproportionnée les droits de la défense.",
      },
      de: {
        subject: 'die Verwendung rechtswidrig erlangter Beweise in Strafsachen',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Justiz',
        provision:
          'Die Nichtigkeit eines rechtswidrig erlangten Beweiselements wird nur dann angeordnet, wenn die Einhaltung der betreffenden Formbedingungen bei Strafe der Nichtigkeit vorgeschrieben ist, wenn die begangene Unregelmäßigkeit die Zuverlässigkeit des Beweises beeinträchtigt hat oder wenn die Verwendung des Beweises gegen das Recht auf ein faires Verfahren verstößt.',
        measure: 'den Ausschluss rechtswidrig erlangter Beweise auf die Fälle beschränkt, die er erschöpfend aufzählt',
        aim: 'zu vermeiden, dass Täter schwerer Straftaten wegen rein formeller Unregelmäßigkeiten ihrer Strafe entgehen',
        facts:
          'Bei einer Haussuchung, die ohne gültigen Befehl durchgeführt wurde, wurden Betäubungsmittel gefunden. Vor dem Strafrichter macht {party} geltend, dass der so erlangte Beweis von der Verhandlung auszuschließen sei.',
        claim:
          'die Regelung die Ermittlungsdienste dazu verleite, die gesetzlichen Garantien zu umgehen, da die Rechtswidrigkeit in den meisten Fällen folgenlos bleibe',
        defence:
          'der Richter in jedem Fall prüfen müsse, ob die Verwendung des Beweises das Recht auf ein faires Verfahren gefährde, sodass die Rechte der Verteidigung gewährleistet blieben',
        violation:
          'Indem sie es dem Richter nicht erlaubt, die Schwere der Unregelmäßigkeit und ihren vorsätzlichen Charakter zu berücksichtigen, beeinträchtigt die Regelung das Recht auf ein faires Verfahren auf unverhältnismäßige Weise.',
        noViolation:
          'Der Richter behält die Befugnis, einen Beweis auszuschließen, wenn dessen Verwendung den fairen Charakter des Verfahrens beeinträchtigt, sodass die Regelung die Rechte der Verteidigung nicht auf unverhältnismäßige Weise einschränkt.',
      },
      en: {
        subject: 'the use of unlawfully obtained evidence in criminal proceedings',
        measure: 'limits the exclusion of unlawfully obtained evidence to the cases it lists exhaustively',
      },
    },
    {
      id: 'criminal-suspended-sentence',
      topic: 'criminal-law',
      sub: 'sentencing',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      articles: ['8', '14'],
      constitution: ['10', '11'],
      keywords: ['sentencing', 'suspended-sentence', 'recidivism'],
      applicants: ['individual'],
      nl: {
        subject: 'de uitsluiting van uitstel voor veroordeelden met een strafrechtelijk verleden',
        tail: 'tot wijziging van de regeling inzake opschorting, uitstel en probatie',
        provision:
          'Uitstel van de tenuitvoerlegging van de straf kan worden verleend wanneer de veroordeelde voorheen niet werd veroordeeld tot een hoofdgevangenisstraf van meer dan twaalf maanden. Die voorwaarde geldt ongeacht de datum van de vorige veroordeling.',
        measure:
          'het uitstel van de tenuitvoerlegging van de straf uitsluit voor elke persoon die voorheen werd veroordeeld tot een gevangenisstraf van meer dan twaalf maanden, ongeacht de datum van die veroordeling',
        groups: [
          'de beklaagden zonder eerdere veroordeling',
          'de beklaagden die lang geleden werden veroordeeld tot een gevangenisstraf van meer dan twaalf maanden',
        ],
        aim: 'recidive te bestrijden en de gunstmaatregelen voor te behouden aan personen die daarvoor in aanmerking komen',
        facts:
          '{Party} wordt vervolgd wegens opzettelijke slagen en verwondingen. De strafrechter stelt vast dat twintig jaar eerder een gevangenisstraf van achttien maanden werd uitgesproken, zodat het gevorderde uitstel wettelijk uitgesloten is.',
        claim:
          'een veroordeling die lang geleden werd uitgesproken, niets zegt over de huidige persoonlijkheid van de beklaagde en diens kansen op reclassering',
        defence:
          'de wetgever een objectief criterium heeft gehanteerd dat aansluit bij de ernst van het strafrechtelijke verleden',
        violation:
          'Door geen rekening te houden met het tijdsverloop sinds de vorige veroordeling, belet de maatregel de rechter een straf op te leggen die aangepast is aan de persoonlijkheid van de beklaagde, wat onevenredige gevolgen heeft.',
        noViolation:
          'De rechter behoudt de mogelijkheid om andere straffen of maatregelen op te leggen die rekening houden met de persoonlijkheid van de beklaagde, zodat de uitsluiting van uitstel niet onevenredig is.',
      },
      fr: {
        subject: "l'exclusion du sursis pour les condamnés ayant des antécédents judiciaires",
        tail: 'modifiant la réglementation relative à la suspension, au sursis et à la probation',
        provision:
          "Le sursis à l'exécution de la peine peut être accordé lorsque le condamné n'a pas encouru antérieurement de condamnation à un emprisonnement principal de plus de douze mois. Cette condition s'applique quelle que soit la date de la condamnation antérieure.",
        measure:
          "exclut le sursis à l'exécution de la peine pour toute personne condamnée antérieurement à une peine d'emprisonnement de plus de douze mois, quelle que soit la date de cette condamnation",
        groups: [
          'les prévenus sans condamnation antérieure',
          "les prévenus condamnés il y a longtemps à une peine d'emprisonnement de plus de douze mois",
        ],
        aim: 'lutter contre la récidive et réserver les mesures de faveur aux personnes qui en sont dignes',
        facts:
          "Des poursuites ont été engagées contre {party} du chef de coups et blessures volontaires. Le juge pénal constate qu'une peine d'emprisonnement de dix-huit mois avait été prononcée vingt ans plus tôt, de sorte que le sursis demandé est légalement exclu.",
        claim:
          'une condamnation prononcée il y a longtemps ne dit rien de la personnalité actuelle du prévenu ni de ses chances de réinsertion',
        defence: 'le législateur a retenu un critère objectif en rapport avec la gravité des antécédents judiciaires',
        violation:
          "En ne tenant pas compte du temps écoulé depuis la condamnation antérieure, la mesure empêche le juge d'infliger une peine adaptée à la personnalité du prévenu, ce qui entraîne des effets disproportionnés.",
        noViolation:
          "Le juge conserve la possibilité d'infliger d'autres peines ou mesures qui tiennent compte de la personnalité du prévenu, de sorte que l'exclusion du sursis n'est pas disproportionnée.",
      },
      de: {
        subject: 'die Ausschließung des Aufschubs für Verurteilte mit Vorstrafen',
        tail: 'zur Abänderung der Regelung über die Aussetzung, den Aufschub und die Bewährung',
        provision:
          'Der Aufschub der Vollstreckung der Strafe kann gewährt werden, wenn der Verurteilte nicht bereits zu einer Hauptgefängnisstrafe von mehr als zwölf Monaten verurteilt worden ist. Diese Bedingung gilt unabhängig vom Datum der früheren Verurteilung.',
        measure:
          'den Aufschub der Vollstreckung der Strafe für jede Person ausschließt, die bereits zu einer Gefängnisstrafe von mehr als zwölf Monaten verurteilt worden ist, ungeachtet des Datums dieser Verurteilung',
        groups: [
          'den Angeklagten ohne frühere Verurteilung',
          'den Angeklagten, die vor langer Zeit zu einer Gefängnisstrafe von mehr als zwölf Monaten verurteilt wurden',
        ],
        aim: 'die Rückfälligkeit zu bekämpfen und die Vergünstigungsmaßnahmen den Personen vorzubehalten, die dafür in Frage kommen',
        facts:
          'Gegen {party} wurde wegen vorsätzlicher Körperverletzung ein Strafverfahren eingeleitet. Der Strafrichter stellt fest, dass zwanzig Jahre zuvor eine Gefängnisstrafe von achtzehn Monaten verhängt worden war, sodass der beantragte Aufschub gesetzlich ausgeschlossen ist.',
        claim:
          'eine vor langer Zeit ausgesprochene Verurteilung nichts über die heutige Persönlichkeit des Angeklagten und seine Chancen auf Wiedereingliederung aussage',
        defence: 'der Gesetzgeber ein objektives Kriterium verwendet habe, das an die Schwere der Vorstrafen anknüpfe',
        violation:
          'Indem sie die seit der früheren Verurteilung verstrichene Zeit nicht berücksichtigt, hindert die Maßnahme den Richter daran, eine der Persönlichkeit des Angeklagten angepasste Strafe zu verhängen, was unverhältnismäßige Folgen hat.',
        noViolation:
          'Der Richter behält die Möglichkeit, andere Strafen oder Maßnahmen zu verhängen, die der Persönlichkeit des Angeklagten Rechnung tragen, sodass der Ausschluss des Aufschubs nicht unverhältnismäßig ist.',
      },
      en: {
        subject: 'the exclusion of suspended sentences for persons with previous convictions',
        measure:
          "excludes a suspended sentence for anyone previously sentenced to more than twelve months' imprisonment, whatever the date of that sentence",
      },
    },
  ],
};
