import type { ProcedurePhrases } from './types.js';

/** French: headings, the procedural formulas of section I and II, and the operative part. */
export const FR_PROCEDURE: ProcedurePhrases = {
  headings: {
    subjectQuestion: 'Objet de la question préjudicielle et procédure',
    subjectQuestions: 'Objet des questions préjudicielles et procédure',
    subjectAction: 'Objet du recours et procédure',
    subjectSuspension: 'Objet de la demande de suspension et procédure',
    facts: 'Les faits et la procédure antérieure',
    law: 'En droit',
  },
  composition:
    "{Court}, composée {presidents}, et des juges {judges}, assistée du greffier {registrar}, présidée par le président {presiding}, après en avoir délibéré, rend l'arrêt suivant :",
  compositionFull:
    "{Court}, siégeant en séance plénière, composée {presidents}, et des juges {judges}, assistée du greffier {registrar}, présidée par le président {presiding}, après en avoir délibéré, rend l'arrêt suivant :",
  referral: [
    "Par {decision} du {referralDate}, dont l'expédition est parvenue au greffe de la Cour le {receiptDate}, {jurisdiction} a posé, en cause de {parties}, {questionNoun} :",
    "En cause de {parties}, {jurisdiction} a posé, par {decision} du {referralDate}, dont l'expédition est parvenue au greffe de la Cour le {receiptDate}, {questionNoun} :",
    '{Jurisdiction} a posé, par {decision} du {referralDate} en cause de {parties}, parvenu au greffe de la Cour le {receiptDate}, {questionNoun} :',
  ],
  questionEquality: [
    "« {Op} viole-t-il {refs}, en ce qu'il {measure}, ce qui crée une différence de traitement entre {groupA} et {groupB} ? »",
    "« {Op} viole-t-il {refs}, en ce qu'il {measure}, de sorte qu'une distinction est établie entre {groupA} et {groupB} ? »",
  ],
  questionRights: [
    "« {Op} viole-t-il {refs}, en ce qu'il {measure} ? »",
    "« {Op} est-il compatible avec {refs}, en ce qu'il {measure} ? »",
  ],
  questionCompetence: [
    "« {Op} viole-t-il les règles répartitrices de compétences, en particulier {refs}, en ce qu'il {measure} ? »",
    "« {Op} est-il conforme aux règles établies par la Constitution ou en vertu de celle-ci pour déterminer les compétences respectives de l'État, des communautés et des régions, en particulier {refs}, en ce qu'il {measure} ? »",
  ],
  secondQuestion: [
    "« En cas de réponse négative à la première question, la même disposition viole-t-elle {refsShort} ainsi que le principe de la sécurité juridique, en ce qu'elle s'applique immédiatement aux affaires pendantes ? »",
    "« La réponse à la première question est-elle différente lorsque l'intéressé se trouve dans une situation définitivement fixée avant l'entrée en vigueur de {op} ? »",
  ],
  actionIntro: [
    'Par requête adressée à la Cour par lettre recommandée à la poste le {filingDate} et parvenue au greffe le {receiptDate}, un recours en annulation de {op} (Moniteur belge du {mbDate}) a été introduit par {applicantName}, qui a pour conseil {lawyer1}.',
    'Par requête parvenue au greffe de la Cour le {receiptDate}, {applicantName} a introduit un recours en annulation totale ou partielle {normOf} (Moniteur belge du {mbDate}), en particulier de {art}.',
    '{ApplicantName} a introduit, par requête adressée à la Cour par lettre recommandée à la poste le {filingDate}, un recours en annulation de {op} (Moniteur belge du {mbDate}). La requête est parvenue au greffe le {receiptDate}.',
  ],
  suspensionIntro: [
    'Par requête adressée à la Cour par lettre recommandée à la poste le {filingDate} et parvenue au greffe le {receiptDate}, {applicantName} a introduit une demande de suspension et un recours en annulation de {op} (Moniteur belge du {mbDate}).',
    "{ApplicantName} a demandé, par requête parvenue au greffe le {receiptDate}, la suspension et l'annulation de {op} (Moniteur belge du {mbDate}).",
  ],
  memorials: [
    '{Gov}, assisté et représenté par {lawyer2}, a introduit un mémoire, auquel {claimant} a répondu par un mémoire en réponse. {Gov} a également introduit un mémoire en réplique.',
    'Des mémoires ont été introduits par {party}, qui a pour conseil {lawyer1}, et par {gov}, assisté et représenté par {lawyer2}.',
    '{Gov}, assisté et représenté par {lawyer2}, a introduit un mémoire. {Party} a introduit un mémoire en réponse et {gov} a introduit un mémoire en réplique.',
    'Des mémoires et des mémoires en réponse ont été introduits par {party}, qui a pour conseil {lawyer1}, par {gov}, assisté et représenté par {lawyer2}, et par {intervener}, qui a pour conseil {lawyer3}.',
  ],
  orderReady: [
    "Par ordonnance du {orderDate}, la Cour, après avoir entendu les juges-rapporteurs {r1} et {r2}, a décidé que l'affaire était en état, qu'aucune audience ne serait tenue, à moins qu'une partie n'ait demandé, dans le délai de sept jours suivant la réception de la notification de cette ordonnance, à être entendue, et qu'en l'absence d'une telle demande, les débats seraient clos le {closeDate} et l'affaire mise en délibéré.",
    "Par ordonnance du {orderDate}, la Cour a déclaré l'affaire en état et fixé l'audience au {hearingDate}.",
    "À la suite de la demande d'une partie à être entendue, la Cour, par ordonnance du {orderDate}, a fixé l'audience au {hearingDate}.",
  ],
  hearing: [
    "À l'audience publique du {hearingDate} : - ont comparu : {lawyer1}, pour {party}, et {lawyer2}, pour {gov} ; - les juges-rapporteurs {r1} et {r2} ont fait rapport ; - les avocats précités ont été entendus ; - l'affaire a été mise en délibéré.",
    "À l'audience publique du {hearingDate}, les juges-rapporteurs {r1} et {r2} ont fait rapport, {lawyer1} et {lawyer2} ont été entendus et l'affaire a été mise en délibéré.",
  ],
  languageLaw: "Les dispositions {specialLawOf} relatives à la procédure et à l'emploi des langues ont été appliquées.",
  factsOpen: [
    '{Facts} Le litige a été porté devant {jurisdiction}.',
    "Le litige au fond s'inscrit dans le contexte suivant. {Facts}",
    '{Facts} Devant {jurisdiction}, {party} conteste la légalité de cette décision.',
    'Il ressort de la décision de renvoi ce qui suit. {Facts}',
  ],
  factsReferral: [
    "{JudgeAQuo} constate que la solution du litige dépend de l'application de {op}. À la demande de l'une des parties, il pose {questionRef}.",
    "{JudgeAQuo} se demande si l'application de {op} au cas d'espèce viole {refsShort}. Il décide d'office d'interroger la Cour.",
    "{JudgeAQuo} estime que l'inconstitutionnalité invoquée n'est pas manifestement dépourvue de fondement et qu'il appartient à la Cour de se prononcer à ce sujet. Il pose dès lors {questionRef}.",
  ],
  operativeOpen: { question: 'Par ces motifs, la Cour dit pour droit :', action: 'Par ces motifs, la Cour' },
  operative: {
    violation: ["{Op} viole {refs}, en ce qu'il {measure}.", '{Op} viole {refsShort}.'],
    noViolation: ['{Op} ne viole pas {refs}.', "{Op}, en ce qu'il {measure}, ne viole pas {refsShort}."],
    annulment: ['- annule {op} ;', '- annule {op} dans son intégralité ;'],
    partialAnnulment: ["- annule {op}, en ce qu'il {measure} ;", '- annule, dans {op}, les mots « {words} » ;'],
    restRejected: '- rejette le recours pour le surplus.',
    dismissal: ['- rejette le recours.'],
    suspension: ['- suspend {op}.'],
    suspensionRefused: ['- rejette la demande de suspension.'],
    inadmissibleQuestion: [
      "La question préjudicielle n'appelle pas de réponse.",
      'La question préjudicielle est irrecevable.',
    ],
    inadmissibleAction: ['- déclare le recours irrecevable.'],
    mootQuestion: ['La question préjudicielle est sans objet.'],
    mootAction: ['- constate que le recours est devenu sans objet.'],
    discontinuance: ['- décrète le désistement.'],
    referral: [
      "- avant de statuer quant au fond, pose à la Cour de justice de l'Union européenne la question préjudicielle suivante : « {cjeuQ} »",
    ],
    maintainEffects: "- maintient les effets de la disposition annulée jusqu'au {effectsDate}.",
  },
  pronounced: 'Ainsi rendu en {langs}, conformément à {basis}, le {date}.',
  signatures: 'Le greffier, {registrar} - Le président, {presiding}',
};
