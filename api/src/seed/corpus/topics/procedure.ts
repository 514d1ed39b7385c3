import type { Topic } from './types.js';

/** Judicial procedure: legal costs and time limits for appeal. */
export const PROCEDURE: Topic = {
  id: 'judicial-procedure',
  areas: ['civil', 'criminal', 'labour', 'commercial'],
  weight: 8,
  issues: [
    {
      id: 'procedure-indemnity-prosecution',
      topic: 'judicial-procedure',
      sub: 'legal-costs',
      frame: 'equality',
      since: 2008,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['1022'],
      constitution: ['10', '11', '13'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['procedural-indemnity', 'legal-costs', 'access-to-court'],
      applicants: ['individual', 'company'],
      opponent: { nl: 'het openbaar ministerie', fr: 'le ministère public', de: 'die Staatsanwaltschaft' },
      nl: {
        subject: 'de rechtsplegingsvergoeding ten laste van het openbaar ministerie',
        tail: 'betreffende de verhaalbaarheid van de erelonen en de kosten verbonden aan de bijstand van de advocaat',
        provision:
          'De rechtsplegingsvergoeding is een forfaitaire tegemoetkoming in de kosten en erelonen van de advocaat van de in het gelijk gestelde partij. Zij is niet verschuldigd wanneer het openbaar ministerie in strafzaken in het ongelijk wordt gesteld.',
        measure:
          'de toekenning van een rechtsplegingsvergoeding uitsluit ten laste van het openbaar ministerie dat in het ongelijk wordt gesteld',
        groups: [
          'de vrijgesproken beklaagden die door een burgerlijke partij werden gedagvaard',
          'de vrijgesproken beklaagden die door het openbaar ministerie werden vervolgd',
        ],
        aim: 'te vermijden dat het openbaar ministerie bij de uitoefening van zijn opdracht van algemeen belang wordt ontmoedigd door een financieel risico',
        facts:
          'Na een langdurige strafprocedure werd {party} vrijgesproken. {Party} vordert een rechtsplegingsvergoeding ten laste van de Staat, omdat de vervolging aanzienlijke advocatenkosten heeft meegebracht.',
        claim:
          'de vrijgesproken beklaagde de kosten van de verdediging zelf moet dragen, terwijl een vergoeding zou worden toegekend indien de vervolging door een burgerlijke partij was ingesteld',
        defence:
          'het openbaar ministerie geen partij is zoals een andere, aangezien het een opdracht van algemeen belang vervult, en dat de vergelijking bijgevolg niet pertinent is',
        violation:
          'Hoewel het openbaar ministerie een bijzondere opdracht vervult, is het niet verantwoord dat de vrijgesproken beklaagde de volledige kosten van de verdediging draagt, zonder dat met enige omstandigheid rekening kan worden gehouden.',
        noViolation:
          'Het openbaar ministerie oefent de strafvordering uit in het algemeen belang en bevindt zich dus in een wezenlijk andere situatie dan een burgerlijke partij, zodat de wetgever de rechtsplegingsvergoeding te zijnen laste mocht uitsluiten.',
      },
      fr: {
        subject: "l'indemnité de procédure à charge du ministère public",
        tail: "relative à la répétibilité des honoraires et des frais d'avocat",
        provision:
          "L'indemnité de procédure est une intervention forfaitaire dans les frais et honoraires d'avocat de la partie ayant obtenu gain de cause. Elle n'est pas due lorsque le ministère public succombe en matière pénale.",
        measure: "exclut l'octroi d'une indemnité de procédure à charge du ministère public qui succombe",
        groups: [
          'les prévenus acquittés qui avaient été cités par une partie civile',
          'les prévenus acquittés qui avaient été poursuivis par le ministère public',
        ],
        aim: "éviter que le ministère public soit découragé par un risque financier dans l'exercice de sa mission d'intérêt général",
        facts:
          "Au terme d'une longue procédure pénale, un jugement d'acquittement a été prononcé en faveur de {party}. {Party} réclame une indemnité de procédure à charge de l'État, les poursuites ayant entraîné des frais d'avocat considérables.",
        claim:
          "le prévenu acquitté doit supporter lui-même les frais de sa défense, alors qu'une indemnité serait accordée si les poursuites avaient été engagées par une partie civile",
        defence:
          "le ministère public n'est pas une partie comme les autres, puisqu'il accomplit une mission d'intérêt général, et que la comparaison n'est dès lors pas pertinente",
        violation:
          "Si le ministère public accomplit une mission particulière, il n'est pas justifié que le prévenu acquitté supporte l'intégralité des frais de sa défense, sans qu'il puisse être tenu compte d'aucune circonstance.",
        noViolation:
          "Le ministère public exerce l'action publique dans l'intérêt général et se trouve donc dans une situation essentiellement différente de celle d'une partie civile, de sorte que le législateur pouvait exclure l'indemnité de procédure à sa charge.",
      },
      de: {
        subject: 'die Verfahrensentschädigung zu Lasten der Staatsanwaltschaft',
        tail: 'über die Rückforderbarkeit der mit dem Beistand eines Rechtsanwalts verbundenen Honorare und Kosten',
        provision:
          'Die Verfahrensentschädigung ist eine Pauschalbeteiligung an den Kosten und Honoraren des Rechtsanwalts der obsiegenden Partei. Sie ist nicht geschuldet, wenn die Staatsanwaltschaft in Strafsachen unterliegt.',
        measure:
          'die Gewährung einer Verfahrensentschädigung zu Lasten der unterliegenden Staatsanwaltschaft ausschließt',
        groups: [
          'den freigesprochenen Angeklagten, die von einer Zivilpartei geladen worden waren',
          'den freigesprochenen Angeklagten, die von der Staatsanwaltschaft verfolgt worden waren',
        ],
        aim: 'zu vermeiden, dass die Staatsanwaltschaft bei der Erfüllung ihres Auftrags im Allgemeininteresse durch ein finanzielles Risiko abgeschreckt wird',
        facts:
          'Nach einem langen Strafverfahren wurde {party} freigesprochen. {Party} fordert eine Verfahrensentschädigung zu Lasten des Staates, da die Verfolgung erhebliche Anwaltskosten verursacht habe.',
        claim:
          'der freigesprochene Angeklagte die Kosten der Verteidigung selbst tragen müsse, während eine Entschädigung gewährt würde, wenn die Verfolgung von einer Zivilpartei eingeleitet worden wäre',
        defence:
          'die Staatsanwaltschaft keine Partei wie jede andere sei, da sie einen Auftrag im Allgemeininteresse erfülle, und dass der Vergleich daher nicht sachdienlich sei',
        violation:
          'Auch wenn die Staatsanwaltschaft einen besonderen Auftrag erfüllt, ist es nicht gerechtfertigt, dass der freigesprochene Angeklagte die gesamten Kosten der Verteidigung trägt, ohne dass irgendeinem Umstand Rechnung getragen werden kann.',
        noViolation:
          'Die Staatsanwaltschaft übt die Strafverfolgung im Allgemeininteresse aus und befindet sich somit in einer wesentlich anderen Situation als eine Zivilpartei, sodass der Gesetzgeber die Verfahrensentschädigung zu ihren Lasten ausschließen durfte.',
      },
      en: {
        subject: 'the procedural indemnity payable by the public prosecutor',
        measure:
          'excludes the award of a procedural indemnity against the public prosecutor where the prosecution fails',
      },
    },
    {
      id: 'procedure-appeal-time-limit',
      topic: 'judicial-procedure',
      sub: 'appeals',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['792', '1051'],
      constitution: ['10', '11', '13'],
      keywords: ['time-limits', 'right-of-appeal', 'access-to-court'],
      applicants: ['individual', 'company'],
      opponentKind: 'private',
      nl: {
        subject: 'de aanvang van de termijn om hoger beroep in te stellen',
        tail: 'houdende diverse bepalingen inzake burgerlijk procesrecht',
        provision:
          'De termijn om hoger beroep in te stellen bedraagt een maand vanaf de betekening van het vonnis of vanaf de kennisgeving ervan bij gerechtsbrief. De gerechtsbrief vermeldt de rechtsmiddelen, de termijn binnen welke zij moeten worden ingesteld en de benaming en het adres van het rechtscollege dat bevoegd is om ervan kennis te nemen.',
        measure:
          'de termijn om hoger beroep in te stellen laat ingaan vanaf de kennisgeving van het vonnis bij gerechtsbrief, ook wanneer die gerechtsbrief de vermeldingen inzake de rechtsmiddelen niet bevat',
        groups: [
          'de partijen aan wie het vonnis bij gerechtsdeurwaardersexploot wordt betekend',
          'de partijen aan wie het vonnis bij gerechtsbrief ter kennis wordt gebracht',
        ],
        aim: 'de rechtsgang te versnellen en de kosten van de procedure te beperken',
        facts:
          'Het hoger beroep dat {party} heeft ingesteld, werd laattijdig verklaard omdat het meer dan een maand na de kennisgeving van het vonnis bij gerechtsbrief werd ingesteld, hoewel die gerechtsbrief geen enkele vermelding bevatte over de termijn om hoger beroep in te stellen.',
        claim:
          'de rechtzoekende die niet correct over de rechtsmiddelen wordt ingelicht, op onevenredige wijze wordt beperkt in het recht op toegang tot de rechter',
        defence:
          'de partijen worden bijgestaan door een advocaat die geacht wordt de termijnen te kennen, en dat de rechtszekerheid vereist dat de termijnen vaststaan',
        violation:
          'Het laten ingaan van een termijn voor hoger beroep vanaf een kennisgeving die de rechtzoekende niet over de rechtsmiddelen inlicht, doet op onevenredige wijze afbreuk aan het recht op toegang tot de rechter.',
        noViolation:
          'De rechtzoekende die door de kennisgeving op de hoogte is van de beslissing, kan zich over de rechtsmiddelen laten informeren, zodat de maatregel het recht op toegang tot de rechter niet op onevenredige wijze beperkt.',
      },
      fr: {
        subject: "le point de départ du délai d'appel",
        tail: 'portant des dispositions diverses en matière de procédure civile',
        provision:
          "Le délai pour interjeter appel est d'un mois à partir de la signification du jugement ou de sa notification par pli judiciaire. Le pli judiciaire mentionne les voies de recours, le délai dans lequel elles doivent être introduites ainsi que la dénomination et l'adresse de la juridiction compétente pour en connaître.",
        measure:
          "fait courir le délai d'appel à partir de la notification du jugement par pli judiciaire, même lorsque ce pli ne contient pas les mentions relatives aux voies de recours",
        groups: [
          "les parties auxquelles le jugement est signifié par exploit d'huissier",
          'les parties auxquelles le jugement est notifié par pli judiciaire',
        ],
        aim: 'accélérer le cours de la justice et réduire le coût de la procédure',
        facts:
          "L'appel interjeté par {party} a été déclaré tardif au motif qu'il avait été introduit plus d'un mois après la notification du jugement par pli judiciaire, alors que ce pli ne comportait aucune mention relative au délai d'appel.",
        claim:
          "le justiciable qui n'est pas correctement informé des voies de recours est limité de manière disproportionnée dans son droit d'accès au juge",
        defence:
          "les parties sont assistées d'un avocat censé connaître les délais, et que la sécurité juridique exige que les délais soient certains",
        violation:
          "Faire courir un délai d'appel à partir d'une notification qui n'informe pas le justiciable des voies de recours porte une atteinte disproportionnée au droit d'accès au juge.",
        noViolation:
          "Le justiciable qui est informé de la décision par la notification peut se renseigner sur les voies de recours, de sorte que la mesure ne limite pas de manière disproportionnée le droit d'accès au juge.",
      },
      de: {
        subject: 'die Berechnung der Berufungsfrist',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich des Zivilverfahrensrechts',
        provision:
          'Die Frist für die Einlegung der Berufung beträgt einen Monat ab der Zustellung des Urteils oder ab dessen Notifizierung per Gerichtsbrief. Der Gerichtsbrief gibt die Rechtsmittel, die Frist, innerhalb deren sie einzulegen sind, sowie die Bezeichnung und die Adresse des für ihre Behandlung zuständigen Rechtsprechungsorgans an.',
        measure:
          'die Berufungsfrist ab der Notifizierung des Urteils per Gerichtsbrief laufen lässt, auch wenn dieser Gerichtsbrief nicht die Angaben über die Rechtsmittel enthält',
        groups: [
          'den Parteien, denen das Urteil durch Gerichtsvollzieherurkunde zugestellt wird',
          'den Parteien, denen das Urteil per Gerichtsbrief notifiziert wird',
        ],
        aim: 'den Gang der Rechtspflege zu beschleunigen und die Verfahrenskosten zu verringern',
        facts:
          'Die von {party} eingelegte Berufung wurde für verspätet erklärt, weil sie mehr als einen Monat nach der Notifizierung des Urteils per Gerichtsbrief eingelegt worden war, obwohl dieser Gerichtsbrief keinerlei Angabe über die Berufungsfrist enthielt.',
        claim:
          'der Rechtsuchende, der nicht korrekt über die Rechtsmittel informiert werde, auf unverhältnismäßige Weise in seinem Recht auf Zugang zum Richter eingeschränkt werde',
        defence:
          'die Parteien von einem Rechtsanwalt unterstützt würden, der die Fristen kennen müsse, und dass die Rechtssicherheit feststehende Fristen erfordere',
        violation:
          'Eine Berufungsfrist ab einer Notifizierung laufen zu lassen, die den Rechtsuchenden nicht über die Rechtsmittel informiert, beeinträchtigt auf unverhältnismäßige Weise das Recht auf Zugang zum Richter.',
        noViolation:
          'Der Rechtsuchende, der durch die Notifizierung von der Entscheidung Kenntnis erhält, kann sich über die Rechtsmittel informieren, sodass die Maßnahme das Recht auf Zugang zum Richter nicht auf unverhältnismäßige Weise einschränkt.',
      },
      en: {
        subject: 'the starting point of the time limit for appeal',
        measure:
          'lets the time limit for appeal run from notification of the judgment by judicial letter, even where that letter does not mention the available remedies',
      },
    },
  ],
};
