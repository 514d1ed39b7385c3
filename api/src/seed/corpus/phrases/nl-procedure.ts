import type { ProcedurePhrases } from './types.js';

/** Dutch: headings, the procedural formulas of section I and II, and the operative part. */
export const NL_PROCEDURE: ProcedurePhrases = {
  headings: {
    subjectQuestion: 'Onderwerp van de prejudiciële vraag en rechtspleging',
    subjectQuestions: 'Onderwerp van de prejudiciële vragen en rechtspleging',
    subjectAction: 'Onderwerp van het beroep en rechtspleging',
    subjectSuspension: 'Onderwerp van de vordering tot schorsing en rechtspleging',
    facts: 'De feiten en de rechtspleging in het bodemgeschil',
    law: 'In rechte',
  },
  composition:
    '{Court}, samengesteld uit {presidents}, en de rechters {judges}, bijgestaan door de griffier {registrar}, onder voorzitterschap van voorzitter {presiding}, wijst na beraad het volgende arrest:',
  compositionFull:
    '{Court}, in voltallige zitting, samengesteld uit {presidents}, en de rechters {judges}, bijgestaan door de griffier {registrar}, onder voorzitterschap van voorzitter {presiding}, wijst na beraad het volgende arrest:',
  referral: [
    'Bij {decision} van {referralDate}, waarvan de expeditie ter griffie van het Hof is ingekomen op {receiptDate}, heeft {jurisdiction} in zake {parties} {questionNoun} gesteld:',
    'In zake {parties} heeft {jurisdiction} bij {decision} van {referralDate}, waarvan de expeditie ter griffie van het Hof is ingekomen op {receiptDate}, {questionNoun} gesteld:',
    '{Jurisdiction} heeft bij {decision} van {referralDate} in zake {parties}, ingekomen ter griffie van het Hof op {receiptDate}, {questionNoun} gesteld:',
  ],
  questionEquality: [
    '« Schendt {op} {refs}, in zoverre het {measure}, waardoor een verschil in behandeling ontstaat tussen {groupA} en {groupB}? »',
    '« Schendt {op} {refs}, doordat het {measure}, zodat een onderscheid wordt gemaakt tussen {groupA} en {groupB}? »',
  ],
  questionRights: [
    '« Schendt {op} {refs}, in zoverre het {measure}? »',
    '« Is {op} bestaanbaar met {refs}, in zoverre het {measure}? »',
  ],
  questionCompetence: [
    '« Schendt {op} de bevoegdheidverdelende regels, inzonderheid {refs}, in zoverre het {measure}? »',
    '« Is {op} in overeenstemming met de regels die door of krachtens de Grondwet zijn vastgesteld om de onderscheiden bevoegdheid van de Staat, de gemeenschappen en de gewesten te bepalen, in het bijzonder {refs}, in zoverre het {measure}? »',
  ],
  secondQuestion: [
    '« Indien de eerste vraag ontkennend wordt beantwoord, schendt dezelfde bepaling dan {refsShort} en het rechtszekerheidsbeginsel, in zoverre zij onmiddellijk van toepassing is op de hangende zaken? »',
    '« Is het antwoord op de eerste vraag anders wanneer de betrokkene zich bevindt in een situatie die reeds vóór de inwerkingtreding van {op} definitief was vastgesteld? »',
  ],
  actionIntro: [
    'Bij verzoekschrift dat aan het Hof is toegezonden bij een op {filingDate} ter post aangetekende brief en ter griffie is ingekomen op {receiptDate}, heeft {applicantName}, bijgestaan en vertegenwoordigd door {lawyer1}, beroep tot vernietiging ingesteld van {op} (bekendgemaakt in het Belgisch Staatsblad van {mbDate}).',
    'Bij verzoekschrift dat ter griffie van het Hof is ingekomen op {receiptDate}, heeft {applicantName} beroep tot gehele of gedeeltelijke vernietiging ingesteld van {normThe} (bekendgemaakt in het Belgisch Staatsblad van {mbDate}), inzonderheid van {art}.',
    '{ApplicantName} heeft, bij verzoekschrift dat op {filingDate} ter post aangetekend aan het Hof is toegezonden, beroep tot vernietiging ingesteld van {op}, bekendgemaakt in het Belgisch Staatsblad van {mbDate}. Het verzoekschrift is ter griffie ingekomen op {receiptDate}.',
  ],
  suspensionIntro: [
    'Bij verzoekschrift dat aan het Hof is toegezonden bij een op {filingDate} ter post aangetekende brief en ter griffie is ingekomen op {receiptDate}, heeft {applicantName} een vordering tot schorsing en een beroep tot vernietiging ingesteld van {op} (bekendgemaakt in het Belgisch Staatsblad van {mbDate}).',
    '{ApplicantName} heeft bij verzoekschrift dat ter griffie is ingekomen op {receiptDate} de schorsing en de vernietiging gevorderd van {op}, bekendgemaakt in het Belgisch Staatsblad van {mbDate}.',
  ],
  memorials: [
    '{Gov}, bijgestaan en vertegenwoordigd door {lawyer2}, heeft een memorie ingediend, waarop {claimant} een memorie van antwoord heeft ingediend. {Gov} heeft ook een memorie van wederantwoord ingediend.',
    'Memories zijn ingediend door {party}, bijgestaan en vertegenwoordigd door {lawyer1}, en door {gov}, bijgestaan en vertegenwoordigd door {lawyer2}.',
    '{Gov}, bijgestaan en vertegenwoordigd door {lawyer2}, heeft een memorie ingediend. {Party} heeft een memorie van antwoord ingediend en {gov} heeft een memorie van wederantwoord ingediend.',
    'Memories en memories van antwoord zijn ingediend door {party}, bijgestaan en vertegenwoordigd door {lawyer1}, door {gov}, bijgestaan en vertegenwoordigd door {lawyer2}, en door {intervener}, bijgestaan en vertegenwoordigd door {lawyer3}.',
  ],
  orderReady: [
    'Bij beschikking van {orderDate} heeft het Hof, na de rechters-verslaggevers {r1} en {r2} te hebben gehoord, beslist dat de zaak in staat van wijzen is, dat geen terechtzitting zal worden gehouden, tenzij een partij binnen zeven dagen na ontvangst van de kennisgeving van die beschikking een verzoek heeft ingediend om te worden gehoord, en dat, behoudens een dergelijk verzoek, de debatten zullen worden gesloten op {closeDate} en de zaak in beraad zal worden genomen.',
    'Bij beschikking van {orderDate} heeft het Hof de zaak in gereedheid verklaard en de dag van de terechtzitting bepaald op {hearingDate}.',
    'Ingevolge het verzoek van een partij om te worden gehoord, heeft het Hof bij beschikking van {orderDate} de dag van de terechtzitting bepaald op {hearingDate}.',
  ],
  hearing: [
    'Op de openbare terechtzitting van {hearingDate}: - zijn verschenen: {lawyer1}, voor {party}, en {lawyer2}, voor {gov}; - hebben de rechters-verslaggevers {r1} en {r2} verslag uitgebracht; - zijn de voornoemde advocaten gehoord; - is de zaak in beraad genomen.',
    'Op de openbare terechtzitting van {hearingDate} hebben de rechters-verslaggevers {r1} en {r2} verslag uitgebracht, zijn {lawyer1} en {lawyer2} gehoord en is de zaak in beraad genomen.',
  ],
  languageLaw:
    'De bepalingen {specialLawOf} met betrekking tot de rechtspleging en het gebruik der talen werden toegepast.',
  factsOpen: [
    '{Facts} Het geschil werd aanhangig gemaakt bij {jurisdiction}.',
    'Het bodemgeschil heeft de volgende achtergrond. {Facts}',
    '{Facts} Voor {jurisdiction} betwist {party} de wettigheid van die beslissing.',
    'Uit de verwijzingsbeslissing blijkt het volgende. {Facts}',
  ],
  factsReferral: [
    '{JudgeAQuo} stelt vast dat de oplossing van het geschil afhangt van de toepassing van {op}. Op verzoek van een van de partijen stelt hij {questionRef}.',
    '{JudgeAQuo} vraagt zich af of de toepassing van {op} in het voorliggende geval {refsShort} schendt. Hij beslist ambtshalve het Hof te ondervragen.',
    '{JudgeAQuo} is van oordeel dat de aangevoerde ongrondwettigheid niet kennelijk ongegrond is en dat het Hof daarover uitspraak dient te doen. Hij stelt bijgevolg {questionRef}.',
  ],
  operativeOpen: { question: 'Om die redenen, het Hof zegt voor recht:', action: 'Om die redenen, het Hof' },
  operative: {
    violation: ['{Op} schendt {refs}, in zoverre het {measure}.', '{Op} schendt {refsShort}.'],
    noViolation: ['{Op} schendt {refs} niet.', '{Op} schendt, in zoverre het {measure}, {refsShort} niet.'],
    annulment: ['- vernietigt {op};', '- vernietigt {op} in zijn geheel;'],
    partialAnnulment: ['- vernietigt {op}, in zoverre het {measure};', '- vernietigt in {op} de woorden « {words} »;'],
    restRejected: '- verwerpt het beroep voor het overige.',
    dismissal: ['- verwerpt het beroep.'],
    suspension: ['- schorst {op}.'],
    suspensionRefused: ['- verwerpt de vordering tot schorsing.'],
    inadmissibleQuestion: ['De prejudiciële vraag behoeft geen antwoord.', 'De prejudiciële vraag is onontvankelijk.'],
    inadmissibleAction: ['- verklaart het beroep onontvankelijk.'],
    mootQuestion: ['De prejudiciële vraag is zonder voorwerp.'],
    mootAction: ['- verklaart het beroep zonder voorwerp.'],
    discontinuance: ['- decreteert de afstand van het beroep.'],
    referral: [
      '- stelt, alvorens recht te doen, aan het Hof van Justitie van de Europese Unie de volgende prejudiciële vraag: « {cjeuQ} »',
    ],
    maintainEffects: '- handhaaft de gevolgen van de vernietigde bepaling tot {effectsDate}.',
  },
  pronounced: 'Aldus gewezen in {langs}, overeenkomstig {basis}, op {date}.',
  signatures: 'De griffier, {registrar} - De voorzitter, {presiding}',
};
