import type { Topic } from './types.js';

/** Education: enrolment of pupils and the status of teachers, matters of the Communities. */
export const EDUCATION: Topic = {
  id: 'education',
  areas: ['administrative', 'labour', 'civil'],
  weight: 6,
  issues: [
    {
      id: 'education-enrolment-distance',
      topic: 'education',
      sub: 'enrolment',
      frame: 'equality',
      since: 1990,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      code: 'flemish-secondary-education-code',
      articles: ['110/1', '110/7', '110/9'],
      constitution: ['10', '11', '24'],
      keywords: ['school-enrolment', 'freedom-of-education', 'equal-opportunities'],
      applicants: ['individual', 'non-profit'],
      nl: {
        subject: 'de voorrangsregels bij de inschrijving van leerlingen',
        tail: 'betreffende het gelijke-onderwijskansenbeleid en de inschrijving van leerlingen',
        provision:
          'Het schoolbestuur verleent voorrang bij de inschrijving aan leerlingen van wie een broer of zus reeds in de school is ingeschreven en aan kinderen van personeelsleden. Voor de overige plaatsen wordt gebruikgemaakt van een ordening op basis van de afstand tussen de woonplaats en de school.',
        measure:
          'de overblijvende plaatsen toewijst op basis van de afstand tussen de woonplaats van de leerling en de school',
        groups: ['de leerlingen die dicht bij de school wonen', 'de leerlingen die verder van de school wonen'],
        aim: 'een objectieve en transparante toewijzing van de beschikbare plaatsen te verzekeren en de sociale mix in de scholen te bevorderen',
        facts:
          'De inschrijving van het kind van {party} in de gekozen secundaire school werd geweigerd omdat alle plaatsen waren toegewezen aan leerlingen die dichter bij de school woonden. {Party} vordert de inschrijving van het kind.',
        claim:
          'het criterium van de afstand de ouders die in een minder bevoorrechte wijk wonen, benadeelt en afbreuk doet aan de vrije schoolkeuze',
        defence:
          'het afstandscriterium objectief en controleerbaar is en elke willekeur bij de toewijzing van de plaatsen uitsluit',
        violation:
          'Doordat het afstandscriterium zonder enige correctie wordt toegepast, worden leerlingen die in een wijk zonder voldoende schoolaanbod wonen, stelselmatig benadeeld, wat niet verenigbaar is met het recht op gelijke toegang tot het onderwijs.',
        noViolation:
          'Het afstandscriterium is objectief, wordt aangevuld met voorrangsregels voor kansarme leerlingen en laat de ouders de vrijheid om een andere school te kiezen, zodat het geen onevenredige afbreuk doet aan de vrije schoolkeuze.',
      },
      fr: {
        subject: "les règles de priorité lors de l'inscription des élèves",
        tail: "visant à réguler les inscriptions des élèves dans l'enseignement secondaire",
        provision:
          "Le pouvoir organisateur accorde une priorité à l'inscription des élèves dont un membre de la fratrie fréquente déjà l'établissement et aux enfants des membres du personnel. Les places restantes sont attribuées selon un classement fondé sur la distance entre le domicile et l'école.",
        measure: "attribue les places restantes en fonction de la distance entre le domicile de l'élève et l'école",
        groups: ["les élèves qui habitent à proximité de l'école", "les élèves qui habitent plus loin de l'école"],
        aim: 'assurer une attribution objective et transparente des places disponibles et favoriser la mixité sociale dans les écoles',
        facts:
          "L'inscription de l'enfant de {party} dans l'école secondaire choisie a été refusée au motif que toutes les places avaient été attribuées à des élèves habitant plus près de l'établissement. {Party} demande l'inscription de l'enfant.",
        claim:
          "le critère de la distance défavorise les parents qui habitent dans un quartier moins favorisé et porte atteinte au libre choix de l'école",
        defence:
          "le critère de la distance est objectif et vérifiable et exclut tout arbitraire dans l'attribution des places",
        violation:
          "Dès lors que le critère de la distance est appliqué sans aucun correctif, les élèves qui habitent un quartier dépourvu d'une offre scolaire suffisante sont systématiquement défavorisés, ce qui n'est pas compatible avec le droit à l'égal accès à l'enseignement.",
        noViolation:
          "Le critère de la distance est objectif, est complété par des règles de priorité en faveur des élèves défavorisés et laisse aux parents la liberté de choisir une autre école, de sorte qu'il ne porte pas une atteinte disproportionnée au libre choix de l'école.",
      },
      de: {
        subject: 'die Vorrangsregeln bei der Einschreibung der Schüler',
        tail: 'zur Regelung der Einschreibungen im Sekundarunterricht',
        provision:
          'Der Schulträger gewährt Schülern, deren Geschwister die Schule bereits besuchen, sowie Kindern von Personalmitgliedern einen Vorrang bei der Einschreibung. Die übrigen Plätze werden nach einer Rangfolge vergeben, die auf der Entfernung zwischen dem Wohnort und der Schule beruht.',
        measure: 'die übrigen Plätze nach der Entfernung zwischen dem Wohnort des Schülers und der Schule vergibt',
        groups: [
          'den Schülern, die in der Nähe der Schule wohnen',
          'den Schülern, die weiter von der Schule entfernt wohnen',
        ],
        aim: 'eine objektive und transparente Vergabe der verfügbaren Plätze zu gewährleisten und die soziale Durchmischung in den Schulen zu fördern',
        facts:
          'Die Einschreibung des Kindes von {party} in der gewählten Sekundarschule wurde abgelehnt, weil alle Plätze an Schüler vergeben worden waren, die näher an der Schule wohnten. {Party} beantragt die Einschreibung des Kindes.',
        claim:
          'das Kriterium der Entfernung die Eltern benachteilige, die in einem weniger begünstigten Viertel wohnten, und die freie Schulwahl beeinträchtige',
        defence:
          'das Kriterium der Entfernung objektiv und überprüfbar sei und jede Willkür bei der Vergabe der Plätze ausschließe',
        violation:
          'Da das Kriterium der Entfernung ohne jegliche Korrektur angewandt wird, werden Schüler, die in einem Viertel ohne ausreichendes Schulangebot wohnen, systematisch benachteiligt, was mit dem Recht auf gleichen Zugang zum Unterricht unvereinbar ist.',
        noViolation:
          'Das Kriterium der Entfernung ist objektiv, wird durch Vorrangsregeln zugunsten benachteiligter Schüler ergänzt und lässt den Eltern die Freiheit, eine andere Schule zu wählen, sodass es die freie Schulwahl nicht unverhältnismäßig beeinträchtigt.',
      },
      en: {
        subject: 'priority rules for school enrolment',
        measure: "allocates the remaining places according to the distance between the pupil's home and the school",
      },
    },
    {
      id: 'education-teacher-appointment',
      topic: 'education',
      sub: 'teaching-staff',
      frame: 'equality',
      since: 1991,
      legislators: ['flemish-community', 'french-community', 'german-community'],
      articles: ['21', '23'],
      constitution: ['10', '11', '24'],
      keywords: ['teaching-staff', 'permanent-appointment', 'seniority'],
      applicants: ['individual', 'trade-union'],
      opponentKind: 'authority',
      nl: {
        subject: 'de vaste benoeming van tijdelijke leerkrachten',
        tail: 'betreffende de rechtspositie van het onderwijzend personeel',
        provision:
          'Een tijdelijk personeelslid kan slechts vast worden benoemd indien het ten minste 720 dagen dienstanciënniteit heeft opgebouwd in de scholengemeenschap. De diensten gepresteerd in een andere scholengemeenschap worden daarbij niet in aanmerking genomen.',
        measure:
          'voor de vaste benoeming enkel rekening houdt met de dienstanciënniteit die in dezelfde scholengemeenschap werd opgebouwd',
        groups: [
          'de leerkrachten die hun volledige loopbaan in één scholengemeenschap hebben doorgebracht',
          'de leerkrachten die diensten hebben gepresteerd in verschillende scholengemeenschappen',
        ],
        aim: 'de stabiliteit van de onderwijsteams te bevorderen en de scholengemeenschappen aan te moedigen hun personeel duurzaam te binden',
        facts:
          '{Party}, die sinds zeven jaar als tijdelijk personeelslid in verschillende scholen werkzaam is, werd niet vast benoemd omdat de in een andere scholengemeenschap gepresteerde diensten niet werden meegerekend.',
        claim:
          'de regeling leerkrachten straft die door de noden van het onderwijs verplicht waren in verschillende scholengemeenschappen te werken',
        defence:
          'de scholengemeenschappen autonoom hun personeelsbeleid voeren en dat de regeling de continuïteit van het onderwijs binnen elke scholengemeenschap waarborgt',
        violation:
          'Het volledig buiten beschouwing laten van elders verworven anciënniteit treft leerkrachten die geen invloed hadden op hun aanstelling in verschillende scholengemeenschappen en staat niet in verhouding tot het nagestreefde doel.',
        noViolation:
          'Het staat aan de decreetgever de voorwaarden voor een vaste benoeming vast te stellen; de regeling bevat overgangsmaatregelen en sluit niet uit dat de leerkracht later in een andere scholengemeenschap vast wordt benoemd.',
      },
      fr: {
        subject: 'la nomination définitive des enseignants temporaires',
        tail: 'relatif au statut des membres du personnel enseignant',
        provision:
          "Un membre du personnel temporaire ne peut être nommé à titre définitif que s'il compte au moins 720 jours d'ancienneté de service dans la zone. Les services prestés dans une autre zone ne sont pas pris en considération.",
        measure:
          "ne tient compte, pour la nomination définitive, que de l'ancienneté de service acquise dans la même zone",
        groups: [
          'les enseignants qui ont accompli toute leur carrière dans une même zone',
          'les enseignants qui ont presté des services dans différentes zones',
        ],
        aim: 'favoriser la stabilité des équipes pédagogiques et encourager les pouvoirs organisateurs à fidéliser leur personnel',
        facts:
          "{Party}, qui travaille depuis sept ans en qualité de membre du personnel temporaire dans différentes écoles, n'a pas obtenu de nomination définitive parce que les services prestés dans une autre zone n'ont pas été pris en compte.",
        claim:
          "le régime pénalise les enseignants qui ont été contraints, par les besoins de l'enseignement, de travailler dans différentes zones",
        defence:
          "les pouvoirs organisateurs mènent leur politique du personnel de manière autonome et que le régime garantit la continuité de l'enseignement dans chaque zone",
        violation:
          "Le fait de ne pas tenir compte de l'ancienneté acquise ailleurs frappe des enseignants qui n'avaient aucune influence sur leur affectation dans différentes zones et n'est pas proportionné à l'objectif poursuivi.",
        noViolation:
          "Il appartient au législateur décrétal de fixer les conditions de la nomination définitive ; le régime comporte des mesures transitoires et n'exclut pas que l'enseignant soit ultérieurement nommé dans une autre zone.",
      },
      de: {
        subject: 'die endgültige Ernennung zeitweiliger Lehrkräfte',
        tail: 'über das Statut des Lehrpersonals',
        provision:
          'Ein zeitweiliges Personalmitglied kann nur endgültig ernannt werden, wenn es mindestens 720 Tage Dienstalter in der Schulgemeinschaft erworben hat. Die in einer anderen Schulgemeinschaft geleisteten Dienste werden dabei nicht berücksichtigt.',
        measure:
          'für die endgültige Ernennung nur das in derselben Schulgemeinschaft erworbene Dienstalter berücksichtigt',
        groups: [
          'den Lehrkräften, die ihre gesamte Laufbahn in einer Schulgemeinschaft verbracht haben',
          'den Lehrkräften, die Dienste in verschiedenen Schulgemeinschaften geleistet haben',
        ],
        aim: 'die Stabilität der Lehrerteams zu fördern und die Schulgemeinschaften zu ermutigen, ihr Personal dauerhaft zu binden',
        facts:
          '{Party}, seit sieben Jahren als zeitweilige Lehrkraft an verschiedenen Schulen tätig, wurde nicht endgültig ernannt, weil die in einer anderen Schulgemeinschaft geleisteten Dienste nicht angerechnet wurden.',
        claim:
          'die Regelung Lehrkräfte bestrafe, die durch die Erfordernisse des Unterrichtswesens gezwungen gewesen seien, in verschiedenen Schulgemeinschaften zu arbeiten',
        defence:
          'die Schulgemeinschaften ihre Personalpolitik autonom gestalteten und dass die Regelung die Kontinuität des Unterrichts innerhalb jeder Schulgemeinschaft gewährleiste',
        violation:
          'Die völlige Nichtberücksichtigung des anderswo erworbenen Dienstalters trifft Lehrkräfte, die keinen Einfluss auf ihre Zuweisung an verschiedene Schulgemeinschaften hatten, und steht nicht im Verhältnis zum angestrebten Ziel.',
        noViolation:
          'Es obliegt dem Dekretgeber, die Bedingungen für eine endgültige Ernennung festzulegen; die Regelung enthält Übergangsmaßnahmen und schließt nicht aus, dass die Lehrkraft später in einer anderen Schulgemeinschaft endgültig ernannt wird.',
      },
      en: {
        subject: 'permanent appointment of temporary teachers',
        measure:
          'takes into account, for a permanent appointment, only the seniority acquired within the same group of schools',
      },
    },
  ],
};
