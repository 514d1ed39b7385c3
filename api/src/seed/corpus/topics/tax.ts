import type { Topic } from './types.js';

/** Tax law: income tax, regional levies, inheritance tax and the review of tax penalties. */
export const TAX: Topic = {
  id: 'tax',
  areas: ['tax'],
  weight: 14,
  issues: [
    {
      id: 'tax-maintenance-deduction',
      topic: 'tax',
      sub: 'income-tax',
      frame: 'equality',
      since: 1993,
      legislators: ['federal'],
      code: 'income-tax-code-1992',
      articles: ['104', '132'],
      constitution: ['10', '11', '172'],
      keywords: ['income-tax', 'tax-deduction', 'maintenance-payments', 'legal-cohabitation'],
      applicants: ['individual'],
      nl: {
        subject: 'de aftrek van onderhoudsuitkeringen',
        tail: 'houdende diverse fiscale bepalingen',
        provision:
          'Van het totale netto-inkomen worden afgetrokken: de onderhoudsuitkeringen die regelmatig worden betaald aan een persoon die geen deel uitmaakt van het gezin van de belastingplichtige, voor zover zij worden betaald ter uitvoering van een verplichting opgelegd door het Burgerlijk Wetboek of het Gerechtelijk Wetboek.',
        measure:
          'de aftrek van onderhoudsuitkeringen voorbehoudt aan uitkeringen die worden betaald ter uitvoering van een wettelijke verplichting',
        groups: [
          'de belastingplichtigen die een onderhoudsuitkering betalen aan een gewezen echtgenoot',
          'de belastingplichtigen die een onderhoudsuitkering betalen aan een gewezen wettelijk samenwonende partner',
        ],
        aim: 'de aftrek te beperken tot uitkeringen die op een wettelijke verplichting berusten en misbruiken te voorkomen',
        facts:
          '{Party} heeft in de belastingaangifte een onderhoudsuitkering afgetrokken die na de beëindiging van een wettelijke samenwoning aan de vroegere partner werd betaald. De administratie heeft die aftrek verworpen en een aanslag gevestigd, waartegen {party} bezwaar heeft ingediend.',
        claim:
          'de in het geding zijnde bepaling de gewezen wettelijk samenwonenden zonder redelijke verantwoording uitsluit van het voordeel van de aftrek',
        defence:
          'de onderhoudsplicht tussen gewezen echtgenoten een wettelijke grondslag heeft die tussen gewezen wettelijk samenwonenden ontbreekt',
        violation:
          'Wanneer wettelijk samenwonenden bij een door de rechter gehomologeerde overeenkomst een onderhoudsuitkering hebben vastgelegd, is het niet redelijk verantwoord dat die uitkering fiscaal anders wordt behandeld dan een uitkering tussen gewezen echtgenoten.',
        noViolation:
          'Het huwelijk en de wettelijke samenwoning verschillen wezenlijk wat de wederzijdse rechten en verplichtingen van de partners betreft, zodat de wetgever de fiscale aftrek mocht koppelen aan een wettelijke onderhoudsplicht.',
      },
      fr: {
        subject: 'la déduction des rentes alimentaires',
        tail: 'portant des dispositions fiscales diverses',
        provision:
          "Sont déduites de l'ensemble des revenus nets : les rentes alimentaires payées régulièrement à une personne qui ne fait pas partie du ménage du contribuable, pour autant qu'elles soient payées en exécution d'une obligation résultant du Code civil ou du Code judiciaire.",
        measure: "réserve la déduction des rentes alimentaires aux rentes payées en exécution d'une obligation légale",
        groups: [
          'les contribuables qui versent une rente alimentaire à un ex-conjoint',
          'les contribuables qui versent une rente alimentaire à un ancien cohabitant légal',
        ],
        aim: 'limiter la déduction aux rentes qui reposent sur une obligation légale et prévenir les abus',
        facts:
          "{Party} a déduit, dans sa déclaration fiscale, une rente alimentaire versée à son ancien partenaire après la cessation d'une cohabitation légale. L'administration a rejeté cette déduction et établi une cotisation, contre laquelle {party} a introduit une réclamation.",
        claim:
          'la disposition en cause exclut sans justification raisonnable les anciens cohabitants légaux du bénéfice de la déduction',
        defence:
          "l'obligation alimentaire entre ex-conjoints a un fondement légal qui fait défaut entre anciens cohabitants légaux",
        violation:
          "Lorsque des cohabitants légaux ont fixé, par une convention homologuée par le juge, une rente alimentaire, il n'est pas raisonnablement justifié que cette rente soit traitée fiscalement de manière différente d'une rente entre ex-conjoints.",
        noViolation:
          'Le mariage et la cohabitation légale diffèrent essentiellement quant aux droits et obligations réciproques des partenaires, de sorte que le législateur pouvait lier la déduction fiscale à une obligation alimentaire légale.',
      },
      de: {
        subject: 'die Abzugsfähigkeit von Unterhaltsleistungen',
        tail: 'zur Festlegung verschiedener steuerrechtlicher Bestimmungen',
        provision:
          'Vom Gesamtbetrag der Nettoeinkünfte werden abgezogen: die Unterhaltsleistungen, die regelmäßig an eine Person gezahlt werden, die nicht zum Haushalt des Steuerpflichtigen gehört, sofern sie in Ausführung einer sich aus dem Zivilgesetzbuch oder dem Gerichtsgesetzbuch ergebenden Verpflichtung gezahlt werden.',
        measure:
          'den Abzug von Unterhaltsleistungen den Leistungen vorbehält, die in Ausführung einer gesetzlichen Verpflichtung gezahlt werden',
        groups: [
          'den Steuerpflichtigen, die einem früheren Ehepartner Unterhalt zahlen',
          'den Steuerpflichtigen, die einem früheren gesetzlich zusammenwohnenden Partner Unterhalt zahlen',
        ],
        aim: 'den Abzug auf Leistungen zu beschränken, die auf einer gesetzlichen Verpflichtung beruhen, und Missbräuchen vorzubeugen',
        facts:
          '{Party} hat in der Steuererklärung eine Unterhaltsleistung abgezogen, die nach der Beendigung eines gesetzlichen Zusammenwohnens an den früheren Partner gezahlt wurde. Die Verwaltung hat diesen Abzug abgelehnt und eine Veranlagung vorgenommen, gegen die {party} Widerspruch eingelegt hat.',
        claim:
          'die fragliche Bestimmung die früheren gesetzlich Zusammenwohnenden ohne vernünftige Rechtfertigung vom Vorteil des Abzugs ausschließe',
        defence:
          'die Unterhaltspflicht zwischen früheren Ehepartnern eine gesetzliche Grundlage habe, die zwischen früheren gesetzlich Zusammenwohnenden fehle',
        violation:
          'Wenn gesetzlich Zusammenwohnende durch eine vom Richter homologierte Vereinbarung eine Unterhaltsleistung festgelegt haben, ist es nicht vernünftig gerechtfertigt, dass diese Leistung steuerlich anders behandelt wird als eine Leistung zwischen früheren Ehepartnern.',
        noViolation:
          'Die Ehe und das gesetzliche Zusammenwohnen unterscheiden sich wesentlich hinsichtlich der gegenseitigen Rechte und Pflichten der Partner, sodass der Gesetzgeber den steuerlichen Abzug an eine gesetzliche Unterhaltspflicht knüpfen durfte.',
      },
      en: {
        subject: 'the deduction of maintenance payments',
        measure: 'reserves the deduction of maintenance payments to payments made under a statutory obligation',
      },
    },
    {
      id: 'tax-vacant-buildings',
      topic: 'tax',
      sub: 'local-taxes',
      frame: 'equality',
      since: 1996,
      legislators: ['flemish-region', 'walloon-region', 'brussels-region'],
      code: 'flemish-tax-code',
      articles: ['3', '5', '12'],
      constitution: ['10', '11', '172'],
      keywords: ['regional-taxes', 'vacant-buildings', 'tax-exemption'],
      applicants: ['individual', 'company'],
      nl: {
        subject: 'de heffing op leegstaande en verwaarloosde gebouwen',
        tail: 'betreffende de heffing op leegstand en verwaarlozing van gebouwen en woningen',
        provision:
          'Er wordt een jaarlijkse heffing ingesteld op de gebouwen en woningen die gedurende ten minste twaalf opeenvolgende maanden zijn opgenomen in het leegstandsregister. De heffing is verschuldigd door de zakelijk gerechtigde op de eerste dag van het aanslagjaar.',
        measure:
          'de heffing verschuldigd maakt door de zakelijk gerechtigde, ook wanneer de leegstand het gevolg is van omstandigheden buiten diens wil',
        groups: [
          'de eigenaars die hun gebouw vrijwillig leeg laten staan',
          'de eigenaars die door overmacht of door een lopende renovatie hun gebouw niet kunnen gebruiken',
        ],
        aim: 'de leegstand en de verkrotting van gebouwen te ontmoedigen en het woningaanbod te vergroten',
        facts:
          'Aan {party} werd een heffing opgelegd voor een gebouw dat sinds meer dan twee jaar in het leegstandsregister was opgenomen. {Party} voert aan dat de leegstand te wijten is aan een langdurig geschil met de aannemer over de renovatiewerken.',
        claim:
          'de bepaling de eigenaars die buiten hun wil hun gebouw niet kunnen gebruiken, op dezelfde wijze behandelt als de eigenaars die hun gebouw bewust laten leegstaan',
        defence:
          'de regeling voorziet in vrijstellingen voor renovatiewerken en voor gevallen van overmacht, zodat de betrokkenen niet onevenredig worden getroffen',
        violation:
          'Door geen enkele vrijstelling te bieden aan de eigenaar die aantoont dat de leegstand voortvloeit uit omstandigheden buiten zijn wil, treft de heffing personen bij wie de ontmoedigende werking ervan geen enkel doel kan dienen.',
        noViolation:
          'De heffing gaat gepaard met vrijstellingen voor renovatie en overmacht, die de eigenaar in staat stellen te vermijden dat hij wordt getroffen door een leegstand die hij niet kan verhelpen.',
      },
      fr: {
        subject: 'la taxe sur les immeubles inoccupés et abandonnés',
        tail: 'concernant la taxe sur les immeubles inoccupés et abandonnés',
        provision:
          "Il est établi une taxe annuelle sur les immeubles et logements inscrits depuis au moins douze mois consécutifs au registre des immeubles inoccupés. La taxe est due par le titulaire d'un droit réel au premier jour de l'exercice d'imposition.",
        measure:
          "rend la taxe exigible du titulaire du droit réel, même lorsque l'inoccupation résulte de circonstances indépendantes de sa volonté",
        groups: [
          'les propriétaires qui laissent volontairement leur immeuble inoccupé',
          "les propriétaires qui ne peuvent utiliser leur immeuble en raison d'une force majeure ou d'une rénovation en cours",
        ],
        aim: "décourager l'inoccupation et le délabrement des immeubles et accroître l'offre de logements",
        facts:
          "Une taxe a été enrôlée à charge de {party} pour un immeuble inscrit depuis plus de deux ans au registre des immeubles inoccupés. {Party} fait valoir que l'inoccupation est due à un litige persistant avec l'entrepreneur au sujet des travaux de rénovation.",
        claim:
          'la disposition traite de la même manière les propriétaires qui ne peuvent, indépendamment de leur volonté, utiliser leur immeuble et ceux qui le laissent délibérément inoccupé',
        defence:
          'la réglementation prévoit des exonérations pour les travaux de rénovation et les cas de force majeure, de sorte que les intéressés ne sont pas touchés de manière disproportionnée',
        violation:
          "En n'accordant aucune exonération au propriétaire qui démontre que l'inoccupation résulte de circonstances indépendantes de sa volonté, la taxe frappe des personnes à l'égard desquelles son effet dissuasif ne peut servir aucun objectif.",
        noViolation:
          "La taxe est assortie d'exonérations pour rénovation et force majeure, qui permettent au propriétaire d'éviter d'être frappé par une inoccupation à laquelle il ne peut remédier.",
      },
      de: {
        subject: 'die Abgabe auf leerstehende und verwahrloste Gebäude',
        tail: 'über die Abgabe auf leerstehende und verwahrloste Gebäude',
        provision:
          'Es wird eine jährliche Abgabe auf Gebäude und Wohnungen eingeführt, die seit mindestens zwölf aufeinanderfolgenden Monaten im Leerstandsregister eingetragen sind. Die Abgabe ist vom Inhaber eines dinglichen Rechts am ersten Tag des Veranlagungsjahres geschuldet.',
        measure:
          'die Abgabe vom Inhaber des dinglichen Rechts auch dann einfordert, wenn der Leerstand auf Umständen beruht, die von dessen Willen unabhängig sind',
        groups: [
          'den Eigentümern, die ihr Gebäude freiwillig leer stehen lassen',
          'den Eigentümern, die ihr Gebäude wegen höherer Gewalt oder einer laufenden Renovierung nicht nutzen können',
        ],
        aim: 'den Leerstand und den Verfall von Gebäuden zu bekämpfen und das Wohnungsangebot zu erhöhen',
        facts:
          'Gegen {party} wurde eine Abgabe für ein Gebäude festgesetzt, das seit mehr als zwei Jahren im Leerstandsregister eingetragen war. {Party} macht geltend, dass der Leerstand auf einen langwierigen Streit mit dem Bauunternehmer über die Renovierungsarbeiten zurückzuführen sei.',
        claim:
          'die Bestimmung die Eigentümer, die ihr Gebäude unabhängig von ihrem Willen nicht nutzen könnten, ebenso behandle wie diejenigen, die es bewusst leer stehen ließen',
        defence:
          'die Regelung Befreiungen für Renovierungsarbeiten und Fälle höherer Gewalt vorsehe, sodass die Betroffenen nicht unverhältnismäßig getroffen würden',
        violation:
          'Indem sie dem Eigentümer, der nachweist, dass der Leerstand auf von seinem Willen unabhängigen Umständen beruht, keinerlei Befreiung gewährt, trifft die Abgabe Personen, bei denen ihre abschreckende Wirkung keinem Ziel dienen kann.',
        noViolation:
          'Die Abgabe geht mit Befreiungen für Renovierungen und höhere Gewalt einher, die es dem Eigentümer ermöglichen zu vermeiden, von einem Leerstand getroffen zu werden, den er nicht beheben kann.',
      },
      en: {
        subject: 'the levy on vacant and derelict buildings',
        measure:
          "makes the holder of the property right liable to the levy even where the vacancy results from circumstances beyond that person's control",
      },
    },
    {
      id: 'tax-inheritance-cohabitants',
      topic: 'tax',
      sub: 'inheritance-tax',
      frame: 'equality',
      since: 1990,
      legislators: ['federal', 'flemish-region', 'walloon-region', 'brussels-region'],
      code: 'succession-code',
      articles: ['48', '48/2'],
      constitution: ['10', '11', '172'],
      keywords: ['inheritance-tax', 'cohabitation', 'tax-rates'],
      applicants: ['individual'],
      nl: {
        subject: 'het tarief van het successierecht voor samenwonenden',
        tail: 'houdende wijziging van de tarieven van het successierecht',
        provision:
          'Het recht wordt geheven volgens het tarief in rechte lijn op het aandeel van de langstlevende echtgenoot of samenwonende, op voorwaarde dat de samenwoning op de datum van het overlijden ten minste één jaar ononderbroken heeft geduurd.',
        measure:
          'het voordelige tarief voor samenwonenden afhankelijk maakt van een ononderbroken samenwoning van ten minste één jaar',
        groups: [
          'de langstlevende echtgenoot',
          'de langstlevende feitelijk samenwonende die minder dan één jaar met de erflater heeft samengewoond',
        ],
        aim: 'te vermijden dat het voordelige tarief wordt toegekend op grond van een kortstondige of fictieve samenwoning',
        facts:
          '{Party} heeft de nalatenschap verkregen van een persoon met wie {party} gedurende tien maanden had samengewoond. De administratie heeft het successierecht berekend volgens het tarief tussen vreemden, hetgeen tot een aanzienlijk hogere aanslag leidde.',
        claim:
          'de vereiste van één jaar samenwoning een willekeurige drempel vormt die geen rekening houdt met de werkelijke affectieve band tussen de betrokkenen',
        defence:
          'de wetgever een objectieve en gemakkelijk controleerbare voorwaarde mocht hanteren om misbruiken te voorkomen',
        violation:
          'Door geen enkel tegenbewijs toe te laten van een duurzame relatie die minder dan één jaar heeft geduurd, bijvoorbeeld wanneer de samenwoning door het overlijden werd afgebroken, heeft de maatregel onevenredige gevolgen.',
        noViolation:
          'Een minimale duur van de samenwoning is een pertinent criterium om een duurzame levensgemeenschap te onderscheiden van een louter tijdelijk samenleven, en de vereiste duur van één jaar is niet buitensporig.',
      },
      fr: {
        subject: 'le tarif des droits de succession applicable aux cohabitants',
        tail: 'modifiant les tarifs des droits de succession',
        provision:
          'Le droit est perçu selon le tarif en ligne directe sur la part du conjoint survivant ou du cohabitant survivant, à condition que la cohabitation ait duré de manière ininterrompue pendant au moins un an à la date du décès.',
        measure:
          "subordonne l'application du tarif favorable aux cohabitants à une cohabitation ininterrompue d'au moins un an",
        groups: [
          'le conjoint survivant',
          "le cohabitant de fait survivant qui a cohabité moins d'un an avec le défunt",
        ],
        aim: "éviter que le tarif favorable soit accordé sur la base d'une cohabitation éphémère ou fictive",
        facts:
          "{Party} a recueilli la succession d'une personne avec laquelle {party} avait cohabité pendant dix mois. L'administration a calculé les droits de succession selon le tarif entre étrangers, ce qui a entraîné une imposition considérablement plus élevée.",
        claim:
          "l'exigence d'une année de cohabitation constitue un seuil arbitraire qui ne tient pas compte du lien affectif réel entre les intéressés",
        defence:
          'le législateur pouvait retenir une condition objective et aisément contrôlable afin de prévenir les abus',
        violation:
          "En n'admettant aucune preuve contraire d'une relation durable ayant duré moins d'un an, par exemple lorsque la cohabitation a été interrompue par le décès, la mesure produit des effets disproportionnés.",
        noViolation:
          "Une durée minimale de cohabitation est un critère pertinent pour distinguer une communauté de vie durable d'une vie commune purement temporaire, et la durée requise d'un an n'est pas excessive.",
      },
      de: {
        subject: 'die Erbschaftssteuersätze für Zusammenwohnende',
        tail: 'zur Abänderung der Erbschaftssteuersätze',
        provision:
          'Die Steuer wird auf den Anteil des überlebenden Ehepartners oder Zusammenwohnenden nach dem Tarif in direkter Linie erhoben, sofern das Zusammenwohnen zum Zeitpunkt des Todes ununterbrochen mindestens ein Jahr gedauert hat.',
        measure:
          'die Anwendung des günstigen Tarifs für Zusammenwohnende von einem ununterbrochenen Zusammenwohnen von mindestens einem Jahr abhängig macht',
        groups: [
          'dem überlebenden Ehepartner',
          'dem überlebenden faktisch Zusammenwohnenden, der weniger als ein Jahr mit dem Erblasser zusammengewohnt hat',
        ],
        aim: 'zu vermeiden, dass der günstige Tarif auf der Grundlage eines kurzlebigen oder fiktiven Zusammenwohnens gewährt wird',
        facts:
          '{Party} hat den Nachlass einer Person erhalten, mit der {party} zehn Monate lang zusammengewohnt hatte. Die Verwaltung hat die Erbschaftssteuer nach dem Tarif zwischen Nichtverwandten berechnet, was zu einer erheblich höheren Veranlagung geführt hat.',
        claim:
          'das Erfordernis eines Jahres des Zusammenwohnens eine willkürliche Schwelle darstelle, die der tatsächlichen affektiven Bindung zwischen den Betroffenen nicht Rechnung trage',
        defence:
          'der Gesetzgeber eine objektive und leicht überprüfbare Bedingung habe verwenden dürfen, um Missbräuchen vorzubeugen',
        violation:
          'Indem sie keinerlei Gegenbeweis einer dauerhaften Beziehung zulässt, die weniger als ein Jahr gedauert hat, etwa wenn das Zusammenwohnen durch den Tod unterbrochen wurde, hat die Maßnahme unverhältnismäßige Folgen.',
        noViolation:
          'Eine Mindestdauer des Zusammenwohnens ist ein sachdienliches Kriterium, um eine dauerhafte Lebensgemeinschaft von einem rein vorübergehenden Zusammenleben zu unterscheiden, und die erforderliche Dauer von einem Jahr ist nicht übertrieben.',
      },
      en: {
        subject: 'the inheritance tax rate for cohabitants',
        measure:
          'makes the favourable rate for cohabitants conditional on at least one year of uninterrupted cohabitation',
      },
    },
    {
      id: 'tax-surcharge-review',
      topic: 'tax',
      sub: 'tax-procedure',
      frame: 'rights',
      since: 1993,
      legislators: ['federal'],
      code: 'income-tax-code-1992',
      articles: ['444', '445'],
      constitution: ['13'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['tax-surcharge', 'full-jurisdiction', 'fair-trial', 'income-tax'],
      applicants: ['individual', 'company'],
      nl: {
        subject: 'de rechterlijke toetsing van administratieve belastingverhogingen',
        tail: 'houdende fiscale en diverse bepalingen',
        provision:
          'In geval van niet-aangifte, van laattijdige overlegging of van onjuiste of onvolledige aangifte wordt op het gedeelte van de inkomsten dat aan de belasting is onttrokken een belastingverhoging toegepast, die wordt vastgesteld volgens een schaal die varieert naargelang van de aard en de ernst van de overtreding.',
        measure:
          'de rechter niet toestaat de belastingverhoging te matigen of uitstel van tenuitvoerlegging toe te kennen wanneer de overtreding bewezen is',
        aim: 'de naleving van de fiscale aangifteplicht te verzekeren en de gelijke behandeling van de belastingplichtigen te waarborgen',
        facts:
          'Aan {party} werd na een controle een belastingverhoging van 50 pct. opgelegd wegens het niet aangeven van beroepsinkomsten. Voor de rechter vordert {party} de vermindering van die verhoging, met name gelet op de goede trouw en het ontbreken van eerdere overtredingen.',
        claim:
          'de rechter geen volle rechtsmacht heeft om de evenredigheid van de sanctie te beoordelen, hoewel die sanctie een strafrechtelijk karakter heeft in de zin van artikel 6 van het Europees Verdrag voor de rechten van de mens',
        defence:
          'de schaal van belastingverhogingen de administratie reeds verplicht rekening te houden met de ernst van de overtreding en met de goede trouw van de belastingplichtige',
        violation:
          'Aangezien de belastingverhoging een sanctie van strafrechtelijke aard is, moet de rechter kunnen nagaan of de opgelegde sanctie evenredig is met de ernst van de overtreding en haar in voorkomend geval kunnen matigen.',
        noViolation:
          'De rechter kan nagaan of de administratie de schaal correct heeft toegepast en of de beslissing in feite en in rechte verantwoord is, zodat hij over een toetsingsbevoegdheid beschikt die met de vereisten van een eerlijk proces in overeenstemming is.',
      },
      fr: {
        subject: "le contrôle juridictionnel des accroissements d'impôt",
        tail: 'portant des dispositions fiscales et diverses',
        provision:
          "En cas d'absence de déclaration, de remise tardive de celle-ci ou de déclaration incomplète ou inexacte, un accroissement d'impôt est appliqué sur la partie des revenus soustraite à l'impôt, selon une échelle qui varie en fonction de la nature et de la gravité de l'infraction.",
        measure:
          "ne permet pas au juge de modérer l'accroissement d'impôt ni d'accorder un sursis lorsque l'infraction est établie",
        aim: "garantir le respect de l'obligation de déclaration fiscale et assurer l'égalité de traitement des contribuables",
        facts:
          "Après un contrôle, un accroissement d'impôt de 50 p.c. a été infligé à {party} pour défaut de déclaration de revenus professionnels. Devant le juge, {party} demande la réduction de cet accroissement, eu égard notamment à sa bonne foi et à l'absence d'infractions antérieures.",
        claim:
          "le juge ne dispose pas d'une pleine juridiction pour apprécier la proportionnalité de la sanction, alors que celle-ci revêt un caractère pénal au sens de l'article 6 de la Convention européenne des droits de l'homme",
        defence:
          "l'échelle des accroissements oblige déjà l'administration à tenir compte de la gravité de l'infraction et de la bonne foi du contribuable",
        violation:
          "L'accroissement d'impôt étant une sanction de nature pénale, le juge doit pouvoir vérifier si la sanction infligée est proportionnée à la gravité de l'infraction et, le cas échéant, la modérer.",
        noViolation:
          "Le juge peut vérifier si l'administration a correctement appliqué l'échelle et si la décision est justifiée en fait et en droit, de sorte qu'il dispose d'un pouvoir de contrôle conforme aux exigences du procès équitable.",
      },
      de: {
        subject: 'die gerichtliche Kontrolle von Steuerzuschlägen',
        tail: 'zur Festlegung steuerrechtlicher und sonstiger Bestimmungen',
        provision:
          'Im Falle der Nichtabgabe der Erklärung, ihrer verspäteten Abgabe oder einer unvollständigen oder ungenauen Erklärung wird auf den Teil der Einkünfte, der der Steuer entzogen wurde, ein Steuerzuschlag angewandt, der nach einer Skala festgelegt wird, die je nach Art und Schwere des Verstoßes variiert.',
        measure:
          'es dem Richter nicht erlaubt, den Steuerzuschlag zu mäßigen oder einen Aufschub zu gewähren, wenn der Verstoß erwiesen ist',
        aim: 'die Einhaltung der steuerlichen Erklärungspflicht zu gewährleisten und die Gleichbehandlung der Steuerpflichtigen sicherzustellen',
        facts:
          'Gegen {party} wurde nach einer Kontrolle ein Steuerzuschlag von 50 Prozent wegen der Nichterklärung von Berufseinkünften verhängt. Vor dem Richter beantragt {party} die Herabsetzung dieses Zuschlags, insbesondere angesichts des guten Glaubens und des Fehlens früherer Verstöße.',
        claim:
          'der Richter keine volle Rechtsprechungsbefugnis habe, um die Verhältnismäßigkeit der Sanktion zu beurteilen, obwohl diese Sanktion strafrechtlicher Art im Sinne von Artikel 6 der Europäischen Menschenrechtskonvention sei',
        defence:
          'die Skala der Steuerzuschläge die Verwaltung bereits verpflichte, die Schwere des Verstoßes und den guten Glauben des Steuerpflichtigen zu berücksichtigen',
        violation:
          'Da der Steuerzuschlag eine Sanktion strafrechtlicher Art ist, muss der Richter prüfen können, ob die auferlegte Sanktion im Verhältnis zur Schwere des Verstoßes steht, und sie gegebenenfalls mäßigen können.',
        noViolation:
          'Der Richter kann prüfen, ob die Verwaltung die Skala richtig angewandt hat und ob die Entscheidung in tatsächlicher und rechtlicher Hinsicht gerechtfertigt ist, sodass er über eine Prüfungsbefugnis verfügt, die den Erfordernissen eines fairen Verfahrens entspricht.',
      },
      en: {
        subject: 'judicial review of administrative tax surcharges',
        measure: 'does not allow the court to reduce or suspend the tax surcharge where the offence is established',
      },
    },
  ],
};
