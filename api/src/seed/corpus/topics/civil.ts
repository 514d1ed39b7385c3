import type { Topic } from './types.js';

/** Civil and economic law: residential leases, insurance, collective debt settlement. */
export const CIVIL: Topic = {
  id: 'civil-law',
  areas: ['civil', 'commercial', 'labour'],
  weight: 8,
  issues: [
    {
      id: 'civil-lease-own-occupation',
      topic: 'civil-law',
      sub: 'housing-lease',
      frame: 'equality',
      since: 1991,
      legislators: ['federal', 'flemish-region', 'walloon-region', 'brussels-region'],
      code: 'civil-code',
      articles: ['3', '11'],
      constitution: ['10', '11', '16'],
      treaties: [{ id: 'echr-p1', articles: ['1'] }],
      keywords: ['residential-lease', 'right-to-housing', 'right-to-property'],
      applicants: ['individual', 'non-profit'],
      nl: {
        subject: 'de opzegging van de woninghuurovereenkomst door de verhuurder',
        tail: 'houdende bepalingen inzake de huur van voor bewoning bestemde goederen of delen ervan',
        provision:
          'De verhuurder kan de huurovereenkomst te allen tijde beëindigen met inachtneming van een opzeggingstermijn van zes maanden, indien hij voornemens is het goed persoonlijk en werkelijk te betrekken. In dat geval is geen vergoeding verschuldigd aan de huurder.',
        measure:
          'de verhuurder toestaat de huurovereenkomst te allen tijde te beëindigen om het goed persoonlijk te betrekken, zonder vergoeding voor de huurder',
        groups: [
          'de huurders van een woning die door de verhuurder wordt betrokken',
          'de huurders van een woning die om andere redenen wordt opgezegd',
        ],
        aim: 'een evenwicht te verzekeren tussen het recht op huisvesting van de huurder en het eigendomsrecht van de verhuurder',
        facts:
          'De verhuurder heeft de huurovereenkomst van {party} opgezegd met het oog op de persoonlijke betrekking van de woning. {Party} betwist die opzegging en vordert een vergoeding, aangezien de woning sindsdien opnieuw werd verhuurd.',
        claim:
          'de huurder die om die reden de woning moet verlaten, geen enkele bescherming geniet, terwijl hij bij een opzegging om andere redenen wel een vergoeding ontvangt',
        defence:
          'het recht van de eigenaar om zijn goed zelf te betrekken een wezenlijk bestanddeel van het eigendomsrecht is en dat de huurder wordt beschermd door een opzeggingstermijn van zes maanden',
        violation:
          'Aangezien de huurder geen enkele vergoeding ontvangt, zelfs wanneer de verhuurder het goed niet binnen een redelijke termijn betrekt, heeft de maatregel onevenredige gevolgen voor het recht op huisvesting.',
        noViolation:
          'De opzeggingstermijn en de sanctie die de verhuurder treft wanneer hij het goed niet werkelijk betrekt, vormen een afdoende bescherming van de huurder, zodat de maatregel niet onevenredig is.',
      },
      fr: {
        subject: "le congé donné par le bailleur dans le bail d'habitation",
        tail: "portant des dispositions relatives à la location de biens destinés à l'habitation",
        provision:
          "Le bailleur peut mettre fin au bail à tout moment, moyennant un préavis de six mois, s'il a l'intention d'occuper le bien personnellement et effectivement. Dans ce cas, aucune indemnité n'est due au preneur.",
        measure:
          'permet au bailleur de mettre fin au bail à tout moment pour occuper le bien personnellement, sans indemnité pour le preneur',
        groups: [
          "les preneurs d'un logement occupé par le bailleur",
          "les preneurs d'un logement dont le bail prend fin pour d'autres motifs",
        ],
        aim: 'assurer un équilibre entre le droit au logement du preneur et le droit de propriété du bailleur',
        facts:
          "Le bailleur a donné congé à {party} en vue d'occuper personnellement le logement. {Party} conteste ce congé et réclame une indemnité, le logement ayant été reloué depuis lors.",
        claim:
          "le preneur qui doit quitter le logement pour ce motif ne bénéficie d'aucune protection, alors qu'il reçoit une indemnité en cas de congé donné pour d'autres motifs",
        defence:
          "le droit du propriétaire d'occuper lui-même son bien est un élément essentiel du droit de propriété et que le preneur est protégé par un préavis de six mois",
        violation:
          "Dès lors que le preneur ne perçoit aucune indemnité, même lorsque le bailleur n'occupe pas le bien dans un délai raisonnable, la mesure a des effets disproportionnés sur le droit au logement.",
        noViolation:
          "Le délai de préavis et la sanction qui frappe le bailleur lorsqu'il n'occupe pas effectivement le bien constituent une protection suffisante du preneur, de sorte que la mesure n'est pas disproportionnée.",
      },
      de: {
        subject: 'die Kündigung des Wohnungsmietvertrags durch den Vermieter',
        tail: 'zur Festlegung von Bestimmungen über die Vermietung von zu Wohnzwecken bestimmten Gütern',
        provision:
          'Der Vermieter kann den Mietvertrag jederzeit unter Einhaltung einer Kündigungsfrist von sechs Monaten beenden, wenn er beabsichtigt, das Gut persönlich und tatsächlich zu bewohnen. In diesem Fall ist dem Mieter keine Entschädigung geschuldet.',
        measure:
          'es dem Vermieter erlaubt, den Mietvertrag jederzeit zu beenden, um das Gut persönlich zu bewohnen, ohne Entschädigung für den Mieter',
        groups: [
          'den Mietern einer Wohnung, die vom Vermieter bezogen wird',
          'den Mietern einer Wohnung, deren Mietvertrag aus anderen Gründen gekündigt wird',
        ],
        aim: 'ein Gleichgewicht zwischen dem Recht des Mieters auf Wohnung und dem Eigentumsrecht des Vermieters zu gewährleisten',
        facts:
          'Der Vermieter hat den Mietvertrag mit {party} im Hinblick auf die persönliche Nutzung der Wohnung gekündigt. {Party} ficht diese Kündigung an und fordert eine Entschädigung, da die Wohnung inzwischen erneut vermietet wurde.',
        claim:
          'der Mieter, der aus diesem Grund die Wohnung verlassen müsse, keinerlei Schutz genieße, während er bei einer Kündigung aus anderen Gründen eine Entschädigung erhalte',
        defence:
          'das Recht des Eigentümers, sein Gut selbst zu bewohnen, ein wesentlicher Bestandteil des Eigentumsrechts sei und dass der Mieter durch eine Kündigungsfrist von sechs Monaten geschützt werde',
        violation:
          'Da der Mieter keinerlei Entschädigung erhält, selbst wenn der Vermieter das Gut nicht innerhalb einer angemessenen Frist bezieht, hat die Maßnahme unverhältnismäßige Folgen für das Recht auf Wohnung.',
        noViolation:
          'Die Kündigungsfrist und die Sanktion, die den Vermieter trifft, wenn er das Gut nicht tatsächlich bezieht, stellen einen ausreichenden Schutz des Mieters dar, sodass die Maßnahme nicht unverhältnismäßig ist.',
      },
      en: {
        subject: 'termination of a residential lease by the landlord',
        measure:
          'allows the landlord to end the lease at any time in order to occupy the property personally, without compensation for the tenant',
      },
    },
    {
      id: 'civil-insurance-preexisting',
      topic: 'civil-law',
      sub: 'insurance',
      frame: 'equality',
      since: 2015,
      legislators: ['federal'],
      code: 'insurance-law-2014',
      articles: ['204', '208'],
      constitution: ['10', '11'],
      keywords: ['insurance', 'health-insurance-contracts', 'pre-existing-conditions'],
      applicants: ['individual', 'company'],
      nl: {
        subject: 'de uitsluiting van vooraf bestaande aandoeningen in de hospitalisatieverzekering',
        tail: 'houdende diverse bepalingen inzake verzekeringen',
        provision:
          'De verzekeraar mag in een ziekteverzekeringsovereenkomst die niet in het kader van de beroepsactiviteit wordt gesloten, de ziekten en aandoeningen uitsluiten die reeds bestonden op het ogenblik van de sluiting van de overeenkomst, op voorwaarde dat zij uitdrukkelijk in de overeenkomst worden vermeld.',
        measure:
          'de verzekeraar toestaat de ziekten die bestonden op het ogenblik van de sluiting van de overeenkomst uit te sluiten',
        groups: [
          'de verzekerden die bij de sluiting van de overeenkomst gezond waren',
          'de verzekerden die reeds aan een chronische aandoening leden',
        ],
        aim: "de verzekerbaarheid van de risico's te waarborgen en een betaalbare premie voor alle verzekerden te behouden",
        facts:
          'De verzekeraar heeft geweigerd de kosten te vergoeden van een ziekenhuisopname van {party}, met het argument dat de aandoening reeds bestond op het ogenblik van de sluiting van de overeenkomst.',
        claim:
          'de uitsluiting personen met een chronische aandoening de toegang tot een betaalbare hospitalisatieverzekering ontzegt',
        defence:
          'een verzekering per definitie onzekere toekomstige gebeurtenissen dekt en dat de uitsluiting uitdrukkelijk in de overeenkomst moet worden vermeld',
        violation:
          'Door de verzekeraar toe te staan elke vooraf bestaande aandoening zonder beperking in de tijd uit te sluiten, ontzegt de maatregel chronisch zieken op onevenredige wijze de toegang tot een wezenlijke bescherming.',
        noViolation:
          'De uitsluiting moet uitdrukkelijk en nauwkeurig in de overeenkomst worden vermeld en laat de toegang tot de verplichte ziekteverzekering onverlet, zodat zij niet onevenredig is.',
      },
      fr: {
        subject: "l'exclusion des affections préexistantes dans l'assurance hospitalisation",
        tail: "portant des dispositions diverses en matière d'assurances",
        provision:
          "L'assureur peut, dans un contrat d'assurance maladie non lié à l'activité professionnelle, exclure les maladies et affections qui existaient au moment de la conclusion du contrat, à condition qu'elles soient expressément mentionnées dans le contrat.",
        measure: "permet à l'assureur d'exclure les maladies existant au moment de la conclusion du contrat",
        groups: [
          'les assurés qui étaient en bonne santé lors de la conclusion du contrat',
          "les assurés qui souffraient déjà d'une affection chronique",
        ],
        aim: "garantir l'assurabilité des risques et maintenir une prime abordable pour tous les assurés",
        facts:
          "L'assureur a refusé de rembourser les frais d'une hospitalisation de {party}, au motif que l'affection existait déjà au moment de la conclusion du contrat.",
        claim:
          "l'exclusion prive les personnes atteintes d'une affection chronique de l'accès à une assurance hospitalisation abordable",
        defence:
          "une assurance couvre par définition des événements futurs incertains et que l'exclusion doit être expressément mentionnée dans le contrat",
        violation:
          "En permettant à l'assureur d'exclure sans limite dans le temps toute affection préexistante, la mesure prive de manière disproportionnée les malades chroniques de l'accès à une protection essentielle.",
        noViolation:
          "L'exclusion doit être mentionnée de manière expresse et précise dans le contrat et n'affecte pas l'accès à l'assurance maladie obligatoire, de sorte qu'elle n'est pas disproportionnée.",
      },
      de: {
        subject: 'die Ausschließung bereits bestehender Erkrankungen in der Krankenhausversicherung',
        tail: 'zur Festlegung verschiedener Bestimmungen im Bereich der Versicherungen',
        provision:
          'Der Versicherer darf in einem nicht im Rahmen der Berufstätigkeit abgeschlossenen Krankenversicherungsvertrag die Krankheiten und Leiden ausschließen, die zum Zeitpunkt des Vertragsabschlusses bereits bestanden, sofern sie im Vertrag ausdrücklich angegeben sind.',
        measure:
          'es dem Versicherer erlaubt, die zum Zeitpunkt des Vertragsabschlusses bestehenden Krankheiten auszuschließen',
        groups: [
          'den Versicherten, die bei Vertragsabschluss gesund waren',
          'den Versicherten, die bereits an einer chronischen Erkrankung litten',
        ],
        aim: 'die Versicherbarkeit der Risiken zu gewährleisten und eine erschwingliche Prämie für alle Versicherten aufrechtzuerhalten',
        facts:
          'Der Versicherer hat es abgelehnt, die Kosten eines Krankenhausaufenthalts von {party} zu erstatten, mit der Begründung, dass das Leiden bereits zum Zeitpunkt des Vertragsabschlusses bestanden habe.',
        claim:
          'die Ausschließung Personen mit einer chronischen Erkrankung den Zugang zu einer erschwinglichen Krankenhausversicherung verwehre',
        defence:
          'eine Versicherung definitionsgemäß ungewisse künftige Ereignisse decke und dass die Ausschließung im Vertrag ausdrücklich angegeben werden müsse',
        violation:
          'Indem sie es dem Versicherer erlaubt, jedes bereits bestehende Leiden ohne zeitliche Begrenzung auszuschließen, verwehrt die Maßnahme chronisch Kranken auf unverhältnismäßige Weise den Zugang zu einem wesentlichen Schutz.',
        noViolation:
          'Die Ausschließung muss im Vertrag ausdrücklich und genau angegeben werden und lässt den Zugang zur Pflichtkrankenversicherung unberührt, sodass sie nicht unverhältnismäßig ist.',
      },
      en: {
        subject: 'the exclusion of pre-existing conditions in hospitalisation insurance',
        measure: 'allows the insurer to exclude illnesses that existed when the contract was concluded',
      },
    },
    {
      id: 'civil-debt-settlement-fines',
      topic: 'civil-law',
      sub: 'insolvency',
      frame: 'equality',
      since: 1999,
      legislators: ['federal'],
      code: 'judicial-code',
      articles: ['1675/13', '1675/15'],
      constitution: ['10', '11'],
      keywords: ['collective-debt-settlement', 'over-indebtedness', 'debt-relief'],
      applicants: ['individual'],
      opponentKind: 'private',
      nl: {
        subject: 'de kwijtschelding van schulden in de collectieve schuldenregeling',
        tail: 'betreffende de collectieve schuldenregeling',
        provision:
          'De rechter kan in de gerechtelijke aanzuiveringsregeling kwijtschelding van schulden toestaan. Die kwijtschelding is evenwel uitgesloten voor schulden die bestaan uit strafrechtelijke geldboeten en voor schulden van een gefailleerde die overblijven na de sluiting van het faillissement.',
        measure: 'de kwijtschelding van schulden die bestaan uit strafrechtelijke geldboeten in alle gevallen uitsluit',
        groups: [
          'de schuldenaars wier schulden uit burgerrechtelijke verbintenissen voortvloeien',
          'de schuldenaars die strafrechtelijke geldboeten verschuldigd zijn',
        ],
        aim: 'het bestraffende en ontradende karakter van de strafrechtelijke geldboeten te vrijwaren',
        facts:
          '{Party} geniet een collectieve schuldenregeling en heeft de rechter verzocht kwijtschelding toe te staan van alle resterende schulden, waaronder verscheidene geldboeten wegens verkeersovertredingen. De schuldbemiddelaar stelt vast dat de wet die kwijtschelding uitsluit.',
        claim:
          'de volstrekte uitsluiting van de kwijtschelding de schuldenaar belet een nieuwe start te nemen en aldus het doel van de collectieve schuldenregeling in het gedrang brengt',
        defence:
          'het bestraffende karakter van de geldboete zou worden uitgehold indien zij via een collectieve schuldenregeling zou kunnen worden kwijtgescholden',
        violation:
          'De volstrekte uitsluiting van de kwijtschelding, zonder dat de rechter rekening kan houden met de ernst van de feiten en met de situatie van de schuldenaar, staat niet in verhouding tot het nagestreefde doel.',
        noViolation:
          'De wetgever vermocht te oordelen dat de persoonlijke en ontradende aard van de strafrechtelijke geldboete zich verzet tegen de kwijtschelding ervan; de rechter kan overigens betalingsfaciliteiten toestaan.',
      },
      fr: {
        subject: 'la remise de dettes dans le règlement collectif de dettes',
        tail: 'relative au règlement collectif de dettes',
        provision:
          "Le juge peut accorder une remise de dettes dans le plan de règlement judiciaire. Cette remise est toutefois exclue pour les dettes constituées d'amendes pénales et pour les dettes d'un failli subsistant après la clôture de la faillite.",
        measure: "exclut dans tous les cas la remise des dettes constituées d'amendes pénales",
        groups: [
          "les débiteurs dont les dettes résultent d'obligations civiles",
          "les débiteurs redevables d'amendes pénales",
        ],
        aim: 'préserver le caractère répressif et dissuasif des amendes pénales',
        facts:
          "{Party} bénéficie d'un règlement collectif de dettes et a demandé au juge d'accorder la remise de toutes les dettes restantes, parmi lesquelles plusieurs amendes pour infractions de roulage. Le médiateur de dettes constate que la loi exclut cette remise.",
        claim:
          "l'exclusion absolue de la remise empêche le débiteur de prendre un nouveau départ et compromet ainsi l'objectif du règlement collectif de dettes",
        defence:
          "le caractère répressif de l'amende serait vidé de sa substance si celle-ci pouvait être remise par le biais d'un règlement collectif de dettes",
        violation:
          "L'exclusion absolue de la remise, sans que le juge puisse tenir compte de la gravité des faits et de la situation du débiteur, n'est pas proportionnée à l'objectif poursuivi.",
        noViolation:
          "Le législateur a pu considérer que la nature personnelle et dissuasive de l'amende pénale s'oppose à sa remise ; le juge peut par ailleurs accorder des facilités de paiement.",
      },
      de: {
        subject: 'die Gewährung eines Schuldenerlasses in der kollektiven Schuldenregelung',
        tail: 'über die kollektive Schuldenregelung',
        provision:
          'Der Richter kann im gerichtlichen Schuldenregelungsplan einen Schuldenerlass gewähren. Dieser Erlass ist jedoch ausgeschlossen für Schulden, die aus strafrechtlichen Geldbußen bestehen, und für Schulden eines Konkursschuldners, die nach dem Abschluss des Konkurses bestehen bleiben.',
        measure: 'den Erlass von Schulden, die aus strafrechtlichen Geldbußen bestehen, in allen Fällen ausschließt',
        groups: [
          'den Schuldnern, deren Schulden aus zivilrechtlichen Verpflichtungen hervorgehen',
          'den Schuldnern, die strafrechtliche Geldbußen schulden',
        ],
        aim: 'den ahndenden und abschreckenden Charakter der strafrechtlichen Geldbußen zu wahren',
        facts:
          '{Party} genießt eine kollektive Schuldenregelung und hat den Richter ersucht, den Erlass aller verbleibenden Schulden zu gewähren, darunter mehrere Geldbußen wegen Verkehrsverstößen. Der Schuldenvermittler stellt fest, dass das Gesetz diesen Erlass ausschließt.',
        claim:
          'der absolute Ausschluss des Erlasses den Schuldner daran hindere, einen Neuanfang zu machen, und somit das Ziel der kollektiven Schuldenregelung gefährde',
        defence:
          'der ahndende Charakter der Geldbuße ausgehöhlt würde, wenn sie im Wege einer kollektiven Schuldenregelung erlassen werden könnte',
        violation:
          'Der absolute Ausschluss des Erlasses, ohne dass der Richter die Schwere der Taten und die Situation des Schuldners berücksichtigen kann, steht nicht im Verhältnis zum angestrebten Ziel.',
        noViolation:
          'Der Gesetzgeber konnte davon ausgehen, dass die persönliche und abschreckende Art der strafrechtlichen Geldbuße ihrem Erlass entgegensteht; der Richter kann im Übrigen Zahlungserleichterungen gewähren.',
      },
      en: {
        subject: 'debt relief in collective debt settlement',
        measure: 'excludes in all cases the remission of debts consisting of criminal fines',
      },
    },
  ],
};
