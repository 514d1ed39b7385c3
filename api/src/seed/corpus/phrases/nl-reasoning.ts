import type { ReasoningPhrases } from './types.js';

/** Dutch: the parties' arguments (A) and the court's reasoning (B), summaries and headnotes. */
export const NL_REASONING: ReasoningPhrases = {
  claimOpen: [
    '{Claimant} voert aan dat {claim}.',
    '{Claimant} betoogt in hoofdorde dat {claim}.',
    '{Claimant} is van oordeel dat {claim}.',
    'In haar memorie zet {claimant} uiteen dat {claim}.',
  ],
  claimEquality: [
    'Het verschil in behandeling berust volgens haar niet op een objectief en pertinent criterium.',
    'Zij benadrukt dat er ten aanzien van de betrokken maatregel geen wezenlijk verschil bestaat tussen {groupA} en {groupB}.',
    'Geen enkel element van de parlementaire voorbereiding verantwoordt volgens haar waarom beide categorieën verschillend worden behandeld.',
    'Zelfs indien de wetgever een legitiem doel nastreeft, zijn de gevolgen van de maatregel volgens haar onevenredig, aangezien de betrokkenen geen enkele mogelijkheid hebben om hun situatie te laten beoordelen.',
    'Zij voegt eraan toe dat de wetgever over minder ingrijpende middelen beschikte om hetzelfde doel te bereiken.',
    'De in het geding zijnde bepaling leidt volgens haar tot een automatisme dat niet verenigbaar is met het beginsel van gelijkheid en niet-discriminatie.',
  ],
  claimRights: [
    'De inmenging in het door {refsShort} gewaarborgde recht is volgens haar niet geregeld bij een voldoende duidelijke en voorzienbare wettelijke bepaling.',
    'Zij stelt dat de bestreden maatregel geen wettig doel nastreeft, minstens dat hij niet noodzakelijk is in een democratische samenleving.',
    'Volgens haar raakt de bepaling aan de kern van het betrokken grondrecht, zonder dat enige waarborg tegen willekeur is ingebouwd.',
    'Zij wijst erop dat de betrokkenen niet over een daadwerkelijk rechtsmiddel beschikken om de toepassing van de maatregel te laten toetsen door een onafhankelijke rechter.',
    'De wetgever heeft volgens haar geen billijk evenwicht tot stand gebracht tussen het algemeen belang en de belangen van de betrokken personen.',
    'Zij verwijst naar de rechtspraak van het Europees Hof voor de Rechten van de Mens, volgens welke een dergelijke inmenging strikt moet worden uitgelegd.',
  ],
  claimCompetence: [
    'Volgens haar behoort de geregelde aangelegenheid tot de bevoegdheid van een andere overheid.',
    'Zij betoogt dat de bestreden bepaling niet kan worden verantwoord op grond van de impliciete bevoegdheden, aangezien de aangelegenheid zich niet leent tot een gedifferentieerde regeling.',
    'De weerslag van de bepaling op de bevoegdheden van de andere overheden is volgens haar niet marginaal.',
    'Zij voegt eraan toe dat de bepaling de economische en monetaire unie in het gedrang brengt.',
    'Het evenredigheidsbeginsel, dat eigen is aan elke bevoegdheidsuitoefening, is volgens haar geschonden, doordat de uitoefening van de bevoegdheid van een andere overheid onmogelijk of overdreven moeilijk wordt gemaakt.',
    'Zij stelt ten slotte dat geen samenwerkingsakkoord werd gesloten, hoewel de regeling een verplicht overleg vereiste.',
  ],
  claimSupport: [
    'Zij steunt haar betoog op de parlementaire voorbereiding, waaruit zou blijken dat de wetgever de gevolgen van de maatregel niet heeft onderzocht.',
    'Zij wijst er ten slotte op dat de regeling in de praktijk tot aanzienlijke financiële gevolgen leidt voor de betrokkenen.',
    'Volgens haar kan de bepaling niet op een grondwetsconforme wijze worden geïnterpreteerd.',
    'Zij merkt op dat de regeling sinds haar inwerkingtreding meermaals werd gewijzigd, zonder dat aan de bekritiseerde regel iets werd veranderd.',
    'Zij besluit dat de bepaling de rechtszekerheid en het vertrouwen van de rechtzoekenden in de wet aantast.',
  ],
  interest: [
    '{ApplicantName} zet uiteen dat de bestreden bepaling rechtstreeks en ongunstig ingrijpt in de situatie van de verzoekende partij.',
    'Ter verantwoording van haar belang voert de verzoekende partij aan dat de bestreden regeling onmiddellijk op haar van toepassing is en haar verplichtingen oplegt die zij vroeger niet had.',
    'Met betrekking tot haar belang voert de verzoekende partij aan dat haar maatschappelijk doel rechtstreeks wordt geraakt door de bestreden bepaling en dat zij dat doel daadwerkelijk nastreeft, zoals blijkt uit haar activiteiten.',
    'De verzoekende partij stelt dat zij doet blijken van het vereiste belang, aangezien zij behoort tot de categorie van personen op wie de bestreden bepaling rechtstreeks van toepassing is.',
  ],
  defenceOpen: [
    '{Gov} is van oordeel dat {defence}.',
    '{Gov} voert aan dat {defence}.',
    'Volgens {gov} is de kritiek niet gegrond, aangezien {defence}.',
    '{Gov} betwist die zienswijze en stelt dat {defence}.',
  ],
  defenceEquality: [
    'De vergeleken categorieën bevinden zich in wezenlijk verschillende situaties, zodat zij niet op nuttige wijze kunnen worden vergeleken.',
    'Het verschil in behandeling berust op een objectief criterium en is redelijk verantwoord in het licht van de doelstelling van de wetgever.',
    'De wetgever beschikt in die aangelegenheid over een ruime beoordelingsbevoegdheid, die het Hof slechts marginaal kan toetsen.',
    'De maatregel heeft geen onevenredige gevolgen, aangezien hij gepaard gaat met overgangsbepalingen en met een uitzonderingsregeling voor de meest kwetsbare situaties.',
    'Een wetgever die een algemene regeling invoert, mag gebruikmaken van categorieën die de verscheidenheid van de werkelijkheid slechts bij benadering weergeven.',
  ],
  defenceRights: [
    'De inmenging is geregeld bij een voldoende precieze wettelijke bepaling en streeft een wettig doel na.',
    'De maatregel is noodzakelijk in een democratische samenleving en gaat gepaard met afdoende waarborgen tegen misbruik.',
    'De betrokkenen behouden de mogelijkheid om de toepassing van de maatregel door een rechter te laten toetsen.',
    'Het grondrecht waarop {claimant} zich beroept, is niet absoluut en kan aan beperkingen worden onderworpen.',
    'De wetgever heeft een billijk evenwicht tot stand gebracht tussen de betrokken belangen.',
  ],
  defenceCompetence: [
    'De bestreden bepaling kan worden ingepast in de bevoegdheid die de bijzondere wetgever aan de betrokken wetgever heeft toegewezen.',
    'Zelfs indien zou worden aangenomen dat de bepaling raakt aan een voorbehouden aangelegenheid, is zij noodzakelijk voor de uitoefening van de eigen bevoegdheden.',
    'De weerslag op de bevoegdheden van de andere overheden is slechts marginaal.',
    'De regeling laat de uitoefening van de bevoegdheden van de andere overheden onverkort.',
    'De bevoegdheidverdelende regels vereisen in dit geval geen voorafgaand overleg.',
  ],
  defenceAdmissibility: [
    '{Gov} betwist in de eerste plaats de ontvankelijkheid van {proceeding}, omdat de kritiek niet nauwkeurig genoeg zou zijn geformuleerd.',
    'In ondergeschikte orde voert {gov} aan dat {proceeding} gedeeltelijk onontvankelijk is, in zoverre de kritiek betrekking heeft op bepalingen die niet het voorwerp van het geschil uitmaken.',
    '{Gov} werpt een exceptie van onontvankelijkheid op, die is afgeleid uit het ontbreken van een uiteenzetting van de wijze waarop de aangevoerde referentienormen zouden zijn geschonden.',
    '{Gov} is voorts van oordeel dat {proceeding} onontvankelijk is, in zoverre niet wordt uiteengezet in welk opzicht de bepaling de aangevoerde normen zou schenden.',
  ],
  reply: [
    'In haar memorie van antwoord handhaaft {claimant} haar standpunt en voegt zij eraan toe dat de aangevoerde doelstelling in de parlementaire voorbereiding niet terug te vinden is.',
    '{Claimant} antwoordt dat de argumentatie van {gov} voorbijgaat aan de concrete gevolgen van de maatregel voor de betrokkenen.',
    'In antwoord op de argumentatie van de tegenpartij herhaalt {claimant} dat de maatregel geen rekening houdt met de bijzondere situatie van de betrokkenen.',
    '{Claimant} repliceert dat de overgangsregeling waarnaar {gov} verwijst, slechts een beperkte draagwijdte heeft.',
  ],
  harmClaim: [
    'Ter staving van het moeilijk te herstellen ernstig nadeel voert {applicantName} aan dat de onmiddellijke toepassing van de bestreden bepaling onomkeerbare gevolgen zou hebben voor de verzoekende partij.',
    'De verzoekende partij stelt dat, indien de bestreden bepaling niet wordt geschorst, de nadelige gevolgen ervan onomkeerbaar zullen zijn vooraleer het Hof uitspraak doet over het beroep tot vernietiging.',
    'Het nadeel zou volgens de verzoekende partij bestaan in een aanzienlijke financiële last die niet kan worden teruggevorderd, mocht de bepaling later worden vernietigd.',
  ],
  harmDefence: [
    '{Gov} betwist het bestaan van een moeilijk te herstellen ernstig nadeel, aangezien het aangevoerde nadeel louter financieel van aard is.',
    'Volgens {gov} toont de verzoekende partij niet concreet aan dat het aangevoerde nadeel zich zal voordoen vóór de uitspraak over het beroep tot vernietiging.',
    '{Gov} voert aan dat de verzoekende partij geen enkel stuk voorlegt ter staving van de omvang van het nadeel.',
  ],
  provisionIntro: [
    '{Op} bepaalt:',
    'De in het geding zijnde bepaling, namelijk {op}, luidt als volgt:',
    '{Proceeding} heeft betrekking op {op}, dat luidt:',
    'In de versie die van toepassing is op het geschil, bepaalt {op}:',
  ],
  history: [
    'Die bepaling maakt deel uit van een ruimere regeling die ertoe strekt {aim} ({parl}).',
    'Zij werd sinds haar invoering meermaals gewijzigd, zonder dat evenwel aan de in het geding zijnde regel werd geraakt.',
    'Volgens de memorie van toelichting moest de bepaling het mogelijk maken {aim} ({parl}).',
    'Tijdens de parlementaire voorbereiding werd benadrukt dat de regeling beoogde {aim} en dat zij na een periode van drie jaar zou worden geëvalueerd ({parl}).',
  ],
  scope: [
    'Het Hof wordt verzocht zich uit te spreken over de bestaanbaarheid van {op} met {refsShort}, in zoverre het {measure}.',
    'Het Hof beperkt zijn onderzoek tot die bepaling, in zoverre zij {measure}.',
    'Het staat niet aan het Hof zich uit te spreken over de opportuniteit of de wenselijkheid van de bekritiseerde maatregel; het gaat enkel na of die maatregel bestaanbaar is met de bepalingen waarvan het de naleving vermag te waarborgen.',
    'Gelet op de aard van het geschil onderzoekt het Hof de bepaling enkel in die mate.',
  ],
  admissibilityAnswer: [
    'Uit de uiteenzetting blijkt voldoende duidelijk in welk opzicht de in het geding zijnde bepaling de aangevoerde referentienormen zou schenden. De exceptie wordt verworpen.',
    'De exceptie van onontvankelijkheid is nauw verbonden met de draagwijdte van de in het geding zijnde bepaling, zodat het onderzoek ervan samenvalt met dat van de grond van de zaak.',
    'Het Hof stelt vast dat {gov} de draagwijdte van de kritiek correct heeft begrepen en daarop uitvoerig heeft geantwoord. De exceptie kan niet worden aangenomen.',
  ],
  standardEquality: [
    'Het beginsel van gelijkheid en niet-discriminatie sluit niet uit dat een verschil in behandeling tussen categorieën van personen wordt ingesteld, voor zover dat verschil berust op een objectief criterium en redelijk verantwoord is. Dat beginsel staat er bovendien aan in de weg dat categorieën van personen die zich in wezenlijk verschillende situaties bevinden, zonder redelijke verantwoording op dezelfde wijze worden behandeld. Of een dergelijke verantwoording bestaat, wordt beoordeeld met inachtneming van het doel en de gevolgen van de maatregel en van de aard van de betrokken beginselen; het beginsel is geschonden wanneer er geen redelijk verband van evenredigheid bestaat tussen de aangewende middelen en het beoogde doel.',
    'Een verschil in behandeling is slechts bestaanbaar met de artikelen 10 en 11 van de Grondwet indien het steunt op een objectief criterium, een legitiem doel nastreeft en evenredig is met dat doel. Het Hof gaat daartoe na of het gekozen criterium pertinent is ten aanzien van de doelstelling van de wetgever en of de maatregel geen onevenredige gevolgen heeft voor de betrokken categorie van personen.',
    'De grondwettelijke regels van gelijkheid en niet-discriminatie verbieden niet dat de wetgever categorieën van personen verschillend behandelt, mits hij daarvoor een redelijke verantwoording kan aanvoeren. Die verantwoording moet worden getoetst aan het doel en de gevolgen van de maatregel; zij ontbreekt wanneer de gevolgen voor de betrokkenen onevenredig zijn in verhouding tot het nagestreefde doel.',
  ],
  standardRights: [
    'Een inmenging in het door {refsShort} gewaarborgde recht is slechts toelaatbaar indien zij geregeld is bij een voldoende precieze wettelijke bepaling, beantwoordt aan een dwingende maatschappelijke behoefte in een democratische samenleving en evenredig is met de daarmee nagestreefde wettige doelstelling.',
    'Het door {refsShort} gewaarborgde recht is niet absoluut. De wetgever vermag het te beperken, op voorwaarde dat hij daarbij een billijk evenwicht tot stand brengt tussen de vereisten van het algemeen belang en de bescherming van de rechten van de betrokkenen, en dat de beperking voorzienbaar en evenredig is.',
    'Wanneer een verdragsbepaling die België bindt een draagwijdte heeft die analoog is aan die van een grondwetsbepaling, vormen de erin vervatte waarborgen een onlosmakelijk geheel met de waarborgen die in de grondwetsbepaling zijn opgenomen. Het Hof houdt daarmee rekening bij zijn toetsing.',
  ],
  standardCompetence: [
    'Tenzij anders bepaald, heeft de bijzondere wetgever aan de gemeenschappen en de gewesten de volledige bevoegdheid toegekend om regels vast te stellen die eigen zijn aan de aangelegenheden die hun zijn toegewezen. Die bevoegdheid moet ruim worden opgevat.',
    'Bij het bepalen van de grenzen van de bevoegdheden houdt het Hof rekening met de bewoordingen van de bevoegdheidverdelende regels en met de parlementaire voorbereiding ervan. Een bevoegdheidsoverschrijding kan slechts worden verantwoord op grond van de impliciete bevoegdheden indien de aangelegenheid zich leent tot een gedifferentieerde regeling en de weerslag op de voorbehouden aangelegenheid slechts marginaal is.',
    'Elke overheid moet bij de uitoefening van haar bevoegdheden het evenredigheidsbeginsel in acht nemen, dat eigen is aan elke bevoegdheidsuitoefening; zij mag het voor de andere overheden niet onmogelijk of overdreven moeilijk maken hun eigen bevoegdheden doelmatig uit te oefenen.',
  ],
  legalCertainty: [
    'Het rechtszekerheidsbeginsel verbiedt de wetgever om zonder objectieve en redelijke verantwoording afbreuk te doen aan het belang van de rechtsonderhorigen om in staat te zijn de rechtsgevolgen van hun handelingen te voorzien.',
    'Het vertrouwensbeginsel, dat nauw verbonden is met het rechtszekerheidsbeginsel, houdt in dat de overheid de rechtmatige verwachtingen die zij bij de burger heeft gewekt, in beginsel moet honoreren.',
    'Een wijziging van de regelgeving heeft op zich niet tot gevolg dat het rechtszekerheidsbeginsel wordt geschonden; de wetgever moet evenwel, wanneer hij een beleidswijziging doorvoert, oordelen of het noodzakelijk is een overgangsregeling te treffen.',
  ],
  aim: [
    'Uit de parlementaire voorbereiding blijkt dat de wetgever ernaar streefde {aim} ({parl}). Een dergelijke doelstelling is legitiem.',
    'Met de in het geding zijnde bepaling beoogde de wetgever {aim}. Die doelstelling werd tijdens de parlementaire bespreking herhaaldelijk bevestigd ({parl}).',
    'De maatregel kadert in het streven van de wetgever om {aim} ({parl}). Het Hof dient na te gaan of de maatregel in het licht van dat doel redelijk verantwoord is.',
    'Volgens de memorie van toelichting is de regeling erop gericht {aim} ({parl}). Het staat niet aan het Hof het belang van die doelstelling in vraag te stellen.',
  ],
  margin: [
    'In sociaal-economische aangelegenheden beschikt de wetgever over een ruime beoordelingsmarge. Het Hof vermag zijn beoordeling slechts af te keuren indien zij kennelijk onredelijk is.',
    'Wanneer de wetgever een fiscale of sociale regeling vaststelt, moet hij noodzakelijkerwijs de diversiteit van de situaties opvangen in categorieën die slechts bij benadering met de werkelijkheid overeenstemmen.',
    'Het staat aan de wetgever de maatregelen te bepalen die hij geschikt acht om zijn doelstelling te verwezenlijken; het Hof mag zijn beoordeling in dat opzicht niet in de plaats stellen van die van de democratisch verkozen wetgevende vergadering.',
    'Bij zijn toetsing houdt het Hof rekening met het feit dat het onderzochte vraagstuk beleidskeuzes vergt waarover in een democratische samenleving redelijkerwijs diepgaande meningsverschillen kunnen bestaan.',
  ],
  criterion: [
    'Het verschil in behandeling tussen {groupA} en {groupB} berust op een objectief criterium.',
    'Het criterium van onderscheid tussen {groupA} en {groupB} is objectief, aangezien het steunt op een juridisch vaststelbaar gegeven.',
    'Het onderscheid tussen {groupA} en {groupB} steunt op een objectief criterium, namelijk de juridische situatie waarin de betrokkenen zich bevinden.',
  ],
  pertinence: [
    'Dat criterium is pertinent in het licht van de nagestreefde doelstelling.',
    'Het gekozen criterium houdt verband met de doelstelling van de wetgever en is daarmee niet onverenigbaar.',
    'Het is niet zonder redelijke verantwoording dat de wetgever dat criterium heeft gehanteerd om de werkingssfeer van de maatregel te bepalen.',
  ],
  precedent: [
    'Het Hof heeft zich reeds uitgesproken over een soortgelijke regeling ({cites}). Er is geen reden om in het voorliggende geval anders te oordelen.',
    'Zoals het Hof reeds heeft geoordeeld, moet bij de beoordeling van een dergelijke maatregel rekening worden gehouden met het geheel van de regeling waarvan hij deel uitmaakt ({cites}).',
    'Het Hof heeft de draagwijdte van de in het geding zijnde beginselen in die aangelegenheid reeds verduidelijkt ({cites}). Die rechtspraak is ook in het voorliggende geval relevant.',
  ],
  proportionViolation: [
    'De maatregel gaat evenwel verder dan wat noodzakelijk is om de nagestreefde doelstelling te bereiken.',
    'De wetgever had die doelstelling kunnen bereiken met maatregelen die minder ingrijpen in de situatie van de betrokkenen.',
    'Door elke beoordeling van de individuele situatie uit te sluiten, heeft de maatregel onevenredige gevolgen voor de betrokkenen.',
    'Geen enkel element van de parlementaire voorbereiding laat toe te verantwoorden waarom de maatregel zonder enige nuancering op alle betrokkenen van toepassing is.',
    'De gevolgen van de maatregel staan niet in een redelijk verband van evenredigheid met het nagestreefde doel.',
  ],
  proportionNoViolation: [
    'De maatregel heeft geen onevenredige gevolgen, aangezien hij gepaard gaat met waarborgen die de betrokkenen toelaten hun rechten te doen gelden.',
    'De wetgever vermocht redelijkerwijs te oordelen dat een algemene regeling noodzakelijk was om de nagestreefde doelstelling doeltreffend te verwezenlijken.',
    'Het staat niet aan het Hof te oordelen of een andere maatregel even doeltreffend zou zijn geweest; het volstaat vast te stellen dat de gekozen maatregel niet kennelijk onredelijk is.',
    'De betrokkenen beschikken bovendien over een beroep bij een rechter met volle rechtsmacht, zodat hun rechten afdoende worden gewaarborgd.',
    'De maatregel is derhalve redelijk verantwoord en doet niet op onevenredige wijze afbreuk aan de rechten van de betrokkenen.',
  ],
  conclusionViolation: [
    'In zoverre het {measure}, is {op} niet bestaanbaar met {refsShort}. De prejudiciële vraag dient bevestigend te worden beantwoord.',
    'Bijgevolg schendt {op} {refsShort}, in zoverre het {measure}.',
    'De bekritiseerde maatregel is niet redelijk verantwoord. De prejudiciële vraag dient bevestigend te worden beantwoord.',
  ],
  conclusionNoViolation: [
    '{Op} is bestaanbaar met {refsShort}. De prejudiciële vraag dient ontkennend te worden beantwoord.',
    'Bijgevolg schendt {op} {refsShort} niet.',
    'De bekritiseerde maatregel is redelijk verantwoord. De prejudiciële vraag dient ontkennend te worden beantwoord.',
  ],
  pleaFounded: [
    'Het middel is gegrond.',
    'Het enige middel is in die mate gegrond.',
    'Het middel is gegrond in zoverre het is afgeleid uit de schending van {refsShort}.',
  ],
  pleaUnfounded: [
    'Het middel is niet gegrond.',
    'Het enige middel is niet gegrond.',
    'In zoverre het is afgeleid uit de schending van {refsShort}, is het middel niet gegrond.',
  ],
  maintainEffects: [
    'Om de rechtsonzekerheid te vermijden die uit de vernietiging zou voortvloeien en om de wetgever de tijd te geven een nieuwe regeling aan te nemen, dienen met toepassing van artikel 8, derde lid, {specialLawOf} de gevolgen van de vernietigde bepaling te worden gehandhaafd tot {effectsDate}.',
    'De onmiddellijke vernietiging van de bestreden bepaling zou ernstige administratieve en budgettaire moeilijkheden met zich meebrengen. Het Hof handhaaft de gevolgen ervan tot {effectsDate}.',
  ],
  inadmissibleQuestion: [
    'Het staat in beginsel aan de verwijzende rechter te oordelen of het antwoord op de prejudiciële vraag nuttig is voor de oplossing van het geschil. Wanneer evenwel duidelijk blijkt dat de in het geding zijnde bepaling niet van toepassing is op het bodemgeschil, behoeft de vraag geen antwoord.',
    'De verwijzingsbeslissing vermeldt niet in welk opzicht de in het geding zijnde bepaling {refsShort} zou schenden, zodat het Hof niet in staat is de vraag te onderzoeken.',
    'Het Hof is niet bevoegd om zich uit te spreken over een verschil in behandeling dat niet voortvloeit uit de in het geding zijnde bepaling, maar uit de wijze waarop zij door de administratie wordt toegepast.',
  ],
  inadmissibleAction: [
    'Het beroep werd ingesteld na het verstrijken van de termijn van zes maanden na de bekendmaking van de bestreden bepaling in het Belgisch Staatsblad. Het is bijgevolg laattijdig.',
    'De verzoekende partij toont niet aan dat haar situatie rechtstreeks en ongunstig kan worden geraakt door de bestreden bepaling. Zij doet niet blijken van het vereiste belang.',
    'Het verzoekschrift bevat geen uiteenzetting van de middelen die voldoet aan de vereisten van artikel 6 {specialLawOf}.',
  ],
  mootQuestion: [
    'Het Hof heeft de in het geding zijnde bepaling inmiddels vernietigd ({cites}). Een vernietigde bepaling wordt geacht nooit te hebben bestaan, zodat de prejudiciële vraag zonder voorwerp is geworden.',
    'Na de verwijzingsbeslissing heeft de wetgever de in het geding zijnde bepaling met terugwerkende kracht opgeheven, zodat zij niet meer van toepassing is op het bodemgeschil. De prejudiciële vraag is zonder voorwerp geworden.',
  ],
  mootAction: [
    'Het Hof heeft de bestreden bepaling reeds vernietigd ({cites}), zodat het beroep zonder voorwerp is geworden.',
    'De bestreden bepaling werd, na het instellen van het beroep, opgeheven met terugwerkende kracht tot de datum van haar inwerkingtreding. Zij heeft derhalve nooit rechtsgevolgen gehad, zodat het beroep zonder voorwerp is geworden.',
  ],
  discontinuance: [
    'Bij brief van {withdrawalDate} heeft de verzoekende partij het Hof meegedeeld dat zij afstand doet van haar beroep. Niets verzet zich in dit geval ertegen dat het Hof de afstand decreteert.',
    'De verzoekende partij heeft bij een ter griffie op {withdrawalDate} ingekomen brief verklaard afstand te doen van het geding. Er bestaat geen reden om die afstand niet te decreteren.',
  ],
  cjeuDoubt: [
    'De in het geding zijnde bepaling strekt tot omzetting van het recht van de Europese Unie en moet in het licht daarvan worden uitgelegd. Er bestaat twijfel over de interpretatie van {euNorm}.',
    'Wanneer een vraag over de uitlegging van het recht van de Unie wordt opgeworpen in een zaak aanhangig bij een nationale rechterlijke instantie waarvan de beslissingen volgens het nationale recht niet vatbaar zijn voor hoger beroep, is die instantie gehouden zich tot het Hof van Justitie te wenden (artikel 267, derde alinea, van het Verdrag betreffende de werking van de Europese Unie).',
    'Alvorens ten gronde uitspraak te doen, dient het Hof bijgevolg de in het beschikkend gedeelte vermelde prejudiciële vraag te stellen aan het Hof van Justitie van de Europese Unie.',
  ],
  cjeuQuestion: [
    'Moet {euNorm} aldus worden uitgelegd dat het zich verzet tegen een nationale regeling die {measure}?',
    'Is een nationale regeling die {measure}, verenigbaar met {euNorm}, in voorkomend geval in samenhang gelezen met het evenredigheidsbeginsel?',
  ],
  suspensionConditions: [
    'Luidens artikel 20, 1°, {specialLawOf} moeten twee grondvoorwaarden vervuld zijn opdat tot schorsing kan worden besloten: de aangevoerde middelen moeten ernstig zijn en de onmiddellijke uitvoering van de bestreden maatregel moet een moeilijk te herstellen ernstig nadeel kunnen berokkenen. Aangezien die voorwaarden cumulatief zijn, leidt de vaststelling dat één ervan niet vervuld is tot verwerping van de vordering tot schorsing.',
    'De schorsing van een wetskrachtige norm is een uitzonderlijke maatregel. Zij kan slechts worden bevolen indien de verzoekende partij in haar verzoekschrift concrete en precieze feiten uiteenzet die voldoende aantonen dat de onmiddellijke toepassing van de bestreden norm haar een moeilijk te herstellen ernstig nadeel dreigt te berokkenen.',
  ],
  suspensionHarm: [
    'Uit de stukken van het dossier blijkt dat de onmiddellijke toepassing van de bestreden bepaling de verzoekende partij een moeilijk te herstellen ernstig nadeel kan berokkenen, dat niet zou kunnen worden verholpen door een latere vernietiging.',
    'Het aangevoerde nadeel is voldoende concreet aangetoond en zou zich voordoen vóór de uitspraak over het beroep tot vernietiging. Bovendien is ten minste één middel, in het kader van het onderzoek van de vordering tot schorsing, ernstig.',
  ],
  suspensionNoHarm: [
    'Een louter financieel nadeel is in beginsel niet moeilijk te herstellen. De verzoekende partij toont niet aan dat het aangevoerde nadeel haar voortbestaan in gevaar brengt.',
    'De verzoekende partij legt geen concrete gegevens voor waaruit blijkt dat het aangevoerde nadeel zich zou voordoen vóór de uitspraak over het beroep tot vernietiging. Aan de tweede voorwaarde is niet voldaan.',
  ],
  summaryQuestion: [
    '{Jurisdiction} vraagt het Hof of {op} {refsShort} schendt, in zoverre het {measure}.',
    'De prejudiciële vraag betreft {subject}. Zij heeft betrekking op {op}.',
  ],
  summaryAction: [
    '{ApplicantName} vordert de vernietiging van {op}, dat {subject} regelt.',
    'Het beroep betreft {subject} en is gericht tegen {op}.',
  ],
  summaryOutcome: {
    violation: 'Het Hof oordeelt dat de bepaling {refsShort} schendt, in zoverre zij {measure}. {Violation}',
    'no-violation': 'Het Hof oordeelt dat de bepaling {refsShort} niet schendt. {NoViolation}',
    annulment: 'Het Hof vernietigt de bestreden bepaling. {Violation}',
    'partial-annulment':
      'Het Hof vernietigt de bestreden bepaling gedeeltelijk, in zoverre zij {measure}, en verwerpt het beroep voor het overige.',
    dismissal: 'Het Hof verwerpt het beroep. {NoViolation}',
    suspension:
      'Het Hof schorst de bestreden bepaling in afwachting van zijn uitspraak over het beroep tot vernietiging.',
    'suspension-refused':
      'Het Hof verwerpt de vordering tot schorsing, omdat niet is aangetoond dat de onmiddellijke toepassing van de bepaling een moeilijk te herstellen ernstig nadeel kan berokkenen.',
    inadmissible: 'Het Hof verklaart de zaak onontvankelijk zonder zich over de grond uit te spreken.',
    moot: 'Het Hof stelt vast dat de zaak zonder voorwerp is geworden.',
    discontinuance: 'Het Hof decreteert de afstand van het geding.',
    'referral-to-cjeu':
      'Alvorens uitspraak te doen, stelt het Hof een prejudiciële vraag aan het Hof van Justitie van de Europese Unie over de uitlegging van {euNorm}.',
  },
  headnoteQuestion: '{questionsLabel} {op}, {posed} {byJurisdiction}. {Subject}.',
  headnoteAction: 'Beroep tot vernietiging van {op}, ingesteld door {applicantName}. {Subject}.',
  headnoteSuspension: 'Vordering tot schorsing van {op}, ingesteld door {applicantName}. {Subject}.',
};
