import type { ProcedurePhrases } from './types.js';

/** German: headings, the procedural formulas of section I and II, and the operative part. */
export const DE_PROCEDURE: ProcedurePhrases = {
  headings: {
    subjectQuestion: 'Gegenstand der Vorabentscheidungsfrage und Verfahren',
    subjectQuestions: 'Gegenstand der Vorabentscheidungsfragen und Verfahren',
    subjectAction: 'Gegenstand der Klage und Verfahren',
    subjectSuspension: 'Gegenstand der Klage auf einstweilige Aufhebung und Verfahren',
    facts: 'Sachverhalt und vorhergehendes Verfahren',
    law: 'Rechtliche Würdigung',
  },
  composition:
    '{Court}, zusammengesetzt aus {presidents}, und den Richtern {judges}, unter Assistenz des Kanzlers {registrar}, unter dem Vorsitz des Präsidenten {presiding}, erlässt nach Beratung {ownDecision}:',
  compositionFull:
    '{Court}, in vollzähliger Sitzung, zusammengesetzt aus {presidents}, und den Richtern {judges}, unter Assistenz des Kanzlers {registrar}, unter dem Vorsitz des Präsidenten {presiding}, erlässt nach Beratung {ownDecision}:',
  referral: [
    'In Sachen {parties} hat {jurisdiction} mit {decision} vom {referralDate}, dessen Ausfertigung am {receiptDate} in der Kanzlei des Gerichtshofes eingegangen ist, {questionNoun} gestellt:',
    'Mit {decision} vom {referralDate} in Sachen {parties}, dessen Ausfertigung am {receiptDate} in der Kanzlei des Gerichtshofes eingegangen ist, hat {jurisdiction} {questionNoun} gestellt:',
    '{Jurisdiction} hat mit {decision} vom {referralDate} in Sachen {parties}, eingegangen in der Kanzlei des Gerichtshofes am {receiptDate}, {questionNoun} gestellt:',
  ],
  questionEquality: [
    '« Verstößt {op} gegen {refs}, insofern er {measure}, wodurch ein Behandlungsunterschied zwischen {groupA} und {groupB} entsteht? »',
    '« Verstößt {op} gegen {refs}, indem er {measure}, sodass zwischen {groupA} und {groupB} unterschieden wird? »',
  ],
  questionRights: [
    '« Verstößt {op} gegen {refs}, insofern er {measure}? »',
    '« Verletzt {op} {refs}, insofern er {measure}? »',
  ],
  questionCompetence: [
    '« Verstößt {op} gegen die Regeln der Zuständigkeitsverteilung, insbesondere gegen {refs}, insofern er {measure}? »',
    '« Verletzt {op} die Regeln, die durch die Verfassung oder kraft derselben zur Bestimmung der jeweiligen Zuständigkeiten von Staat, Gemeinschaften und Regionen festgelegt worden sind, insbesondere {refs}, insofern er {measure}? »',
  ],
  secondQuestion: [
    '« Falls die erste Frage verneinend beantwortet wird, verstößt dieselbe Bestimmung dann gegen {refsShort} und gegen den Grundsatz der Rechtssicherheit, insofern sie unmittelbar auf anhängige Rechtssachen anwendbar ist? »',
    '« Ist die Antwort auf die erste Frage anders, wenn sich der Betroffene in einer Situation befindet, die bereits vor dem Inkrafttreten von {op} endgültig festgelegt war? »',
  ],
  actionIntro: [
    'Mit einer Klageschrift, die dem Gerichtshof mit am {filingDate} bei der Post aufgegebenem Einschreibebrief zugesandt wurde und am {receiptDate} in der Kanzlei eingegangen ist, erhob {applicantName}, unterstützt und vertreten durch {lawyer1}, Klage auf Nichtigerklärung von {op} (veröffentlicht im Belgischen Staatsblatt vom {mbDate}).',
    'Mit einer Klageschrift, die am {receiptDate} in der Kanzlei des Gerichtshofes eingegangen ist, erhob {applicantName} Klage auf völlige oder teilweise Nichtigerklärung {normOf} (veröffentlicht im Belgischen Staatsblatt vom {mbDate}), insbesondere von {art}.',
    '{ApplicantName} erhob mit einer Klageschrift, die dem Gerichtshof mit am {filingDate} bei der Post aufgegebenem Einschreibebrief zugesandt wurde, Klage auf Nichtigerklärung von {op}, veröffentlicht im Belgischen Staatsblatt vom {mbDate}. Die Klageschrift ist am {receiptDate} in der Kanzlei eingegangen.',
  ],
  suspensionIntro: [
    'Mit einer Klageschrift, die dem Gerichtshof mit am {filingDate} bei der Post aufgegebenem Einschreibebrief zugesandt wurde und am {receiptDate} in der Kanzlei eingegangen ist, erhob {applicantName} Klage auf einstweilige Aufhebung und Nichtigerklärung von {op} (veröffentlicht im Belgischen Staatsblatt vom {mbDate}).',
    '{ApplicantName} beantragte mit einer am {receiptDate} in der Kanzlei eingegangenen Klageschrift die einstweilige Aufhebung und die Nichtigerklärung von {op}, veröffentlicht im Belgischen Staatsblatt vom {mbDate}.',
  ],
  memorials: [
    '{Gov}, unterstützt und vertreten durch {lawyer2}, hat einen Schriftsatz eingereicht, worauf {claimant} einen Erwiderungsschriftsatz eingereicht hat. {Gov} hat auch einen Gegenerwiderungsschriftsatz eingereicht.',
    '{Party}, unterstützt und vertreten durch {lawyer1}, und {gov}, unterstützt und vertreten durch {lawyer2}, haben Schriftsätze eingereicht.',
    '{Gov}, unterstützt und vertreten durch {lawyer2}, hat einen Schriftsatz eingereicht. {Party} hat einen Erwiderungsschriftsatz eingereicht, und {gov} hat einen Gegenerwiderungsschriftsatz eingereicht.',
    '{Party}, unterstützt und vertreten durch {lawyer1}, {gov}, unterstützt und vertreten durch {lawyer2}, und {intervener}, unterstützt und vertreten durch {lawyer3}, haben Schriftsätze und Erwiderungsschriftsätze eingereicht.',
  ],
  orderReady: [
    'Durch Anordnung vom {orderDate} hat der Gerichtshof nach Anhörung der referierenden Richter {r1} und {r2} beschlossen, dass die Rechtssache verhandlungsreif ist, dass keine Sitzung abgehalten wird, außer wenn eine Partei innerhalb von sieben Tagen nach Erhalt der Notifizierung dieser Anordnung einen Antrag auf Anhörung eingereicht hat, und dass vorbehaltlich eines solchen Antrags die Verhandlung am {closeDate} geschlossen und die Rechtssache zur Beratung gestellt wird.',
    'Durch Anordnung vom {orderDate} hat der Gerichtshof die Rechtssache für verhandlungsreif erklärt und den Sitzungstermin auf den {hearingDate} anberaumt.',
    'Infolge des Antrags einer Partei auf Anhörung hat der Gerichtshof durch Anordnung vom {orderDate} den Sitzungstermin auf den {hearingDate} anberaumt.',
  ],
  hearing: [
    'Auf der öffentlichen Sitzung vom {hearingDate} - erschienen {lawyer1} und {lawyer2}, - haben die referierenden Richter {r1} und {r2} Bericht erstattet, - wurden die vorgenannten Rechtsanwälte angehört, - wurde die Rechtssache zur Beratung gestellt.',
    'Auf der öffentlichen Sitzung vom {hearingDate} haben die referierenden Richter {r1} und {r2} Bericht erstattet, wurden {lawyer1} und {lawyer2} angehört und wurde die Rechtssache zur Beratung gestellt.',
  ],
  languageLaw:
    'Die Vorschriften {specialLawOf} über das Verfahren und den Sprachengebrauch wurden zur Anwendung gebracht.',
  factsOpen: [
    '{Facts} Mit der Streitsache wurde {jurisdiction} befasst.',
    'Die Streitsache im Ausgangsverfahren hat folgenden Hintergrund. {Facts}',
    '{Facts} In dem Verfahren, mit dem {jurisdiction} befasst ist, ficht {party} die Rechtmäßigkeit dieser Entscheidung an.',
    'Aus der Vorlageentscheidung geht Folgendes hervor. {Facts}',
  ],
  factsReferral: [
    '{JudgeAQuo} stellt fest, dass die Lösung der Streitsache von der Anwendung von {op} abhängt. Auf Antrag einer der Parteien stellt er {questionRef}.',
    '{JudgeAQuo} fragt sich, ob die Anwendung von {op} im vorliegenden Fall gegen {refsShort} verstößt. Er beschließt von Amts wegen, den Gerichtshof zu befragen.',
    '{JudgeAQuo} ist der Auffassung, dass die angeführte Verfassungswidrigkeit nicht offensichtlich unbegründet ist und dass es dem Gerichtshof obliegt, darüber zu befinden. Er stellt daher {questionRef}.',
  ],
  operativeOpen: {
    question: 'Aus diesen Gründen: Der Gerichtshof erkennt für Recht:',
    action: 'Aus diesen Gründen: Der Gerichtshof',
  },
  operative: {
    violation: ['{Op} verstößt gegen {refs}, insofern er {measure}.', '{Op} verstößt gegen {refsShort}.'],
    noViolation: [
      '{Op} verstößt nicht gegen {refs}.',
      '{Op} verstößt, insofern er {measure}, nicht gegen {refsShort}.',
    ],
    annulment: ['- erklärt {op} für nichtig;', '- erklärt {op} in vollem Umfang für nichtig;'],
    partialAnnulment: [
      '- erklärt {op} für nichtig, insofern er {measure};',
      '- erklärt in {op} die Wörter « {words} » für nichtig;',
    ],
    restRejected: '- weist die Klage im Übrigen zurück.',
    dismissal: ['- weist die Klage zurück.'],
    suspension: ['- ordnet die einstweilige Aufhebung von {op} an.'],
    suspensionRefused: ['- weist die Klage auf einstweilige Aufhebung zurück.'],
    inadmissibleQuestion: [
      'Die Vorabentscheidungsfrage bedarf keiner Antwort.',
      'Die Vorabentscheidungsfrage ist unzulässig.',
    ],
    inadmissibleAction: ['- erklärt die Klage für unzulässig.'],
    mootQuestion: ['Die Vorabentscheidungsfrage ist gegenstandslos.'],
    mootAction: ['- stellt fest, dass die Klage gegenstandslos geworden ist.'],
    discontinuance: ['- gewährt die Klagerücknahme.'],
    referral: [
      '- stellt vor der Urteilsfällung zur Sache dem Gerichtshof der Europäischen Union folgende Vorabentscheidungsfrage: « {cjeuQ} »',
    ],
    maintainEffects: '- erhält die Folgen der für nichtig erklärten Bestimmung bis zum {effectsDate} aufrecht.',
  },
  pronounced: 'So verkündet in {langs}, gemäß {basis}, am {date}.',
  signatures: 'Der Kanzler, {registrar} - Der Präsident, {presiding}',
};
