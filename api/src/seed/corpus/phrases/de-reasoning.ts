import type { ReasoningPhrases } from './types.js';

/** German: the parties' arguments (A, in indirect speech) and the court's reasoning (B), summaries and headnotes. */
export const DE_REASONING: ReasoningPhrases = {
  claimOpen: [
    '{Claimant} führt an, dass {claim}.',
    '{Claimant} macht in erster Linie geltend, dass {claim}.',
    '{Claimant} ist der Auffassung, dass {claim}.',
    'In ihrem Schriftsatz legt {claimant} dar, dass {claim}.',
  ],
  claimEquality: [
    'Ihres Erachtens beruhe der Behandlungsunterschied nicht auf einem objektiven und sachdienlichen Kriterium.',
    'Sie betont, dass hinsichtlich der betreffenden Maßnahme zwischen {groupA} und {groupB} kein wesentlicher Unterschied bestehe.',
    'Den Vorarbeiten lasse sich nach ihrer Auffassung keine Rechtfertigung dafür entnehmen, dass beide Kategorien unterschiedlich behandelt würden.',
    'Selbst wenn der Gesetzgeber ein rechtmäßiges Ziel verfolge, seien die Folgen der Maßnahme unverhältnismäßig, da die Betroffenen keinerlei Möglichkeit hätten, ihre Situation beurteilen zu lassen.',
    'Sie fügt hinzu, dass dem Gesetzgeber weniger einschneidende Mittel zur Verfügung gestanden hätten, um dasselbe Ziel zu erreichen.',
    'Die fragliche Bestimmung führe ihres Erachtens zu einem Automatismus, der mit dem Grundsatz der Gleichheit und Nichtdiskriminierung unvereinbar sei.',
  ],
  claimRights: [
    'Ihres Erachtens sei der Eingriff in das durch {refsShort} gewährleistete Recht nicht durch eine ausreichend klare und vorhersehbare Gesetzesbestimmung geregelt.',
    'Sie macht geltend, dass die angefochtene Maßnahme kein rechtmäßiges Ziel verfolge oder zumindest in einer demokratischen Gesellschaft nicht notwendig sei.',
    'Die Bestimmung beeinträchtige den Wesensgehalt des betreffenden Grundrechts, ohne dass irgendeine Garantie gegen Willkür vorgesehen sei.',
    'Sie weist darauf hin, dass die Betroffenen über keine wirksame Beschwerde verfügten, um die Anwendung der Maßnahme durch einen unabhängigen Richter prüfen zu lassen.',
    'Der Gesetzgeber habe ihres Erachtens kein faires Gleichgewicht zwischen dem Allgemeininteresse und den Interessen der betroffenen Personen hergestellt.',
    'Sie verweist auf die Rechtsprechung des Europäischen Gerichtshofes für Menschenrechte, wonach ein solcher Eingriff strikt auszulegen sei.',
  ],
  claimCompetence: [
    'Ihres Erachtens gehöre der geregelte Sachbereich zur Zuständigkeit einer anderen Behörde.',
    'Sie macht geltend, dass die angefochtene Bestimmung nicht auf der Grundlage der impliziten Befugnisse gerechtfertigt werden könne, da sich der Sachbereich nicht für eine differenzierte Regelung eigne.',
    'Die Auswirkungen der Bestimmung auf die Zuständigkeiten der anderen Behörden seien nicht marginal.',
    'Sie fügt hinzu, dass die Bestimmung die Wirtschafts- und Währungsunion gefährde.',
    'Der jeder Zuständigkeitsausübung eigene Grundsatz der Verhältnismäßigkeit sei verletzt, da die Ausübung der Zuständigkeit einer anderen Behörde unmöglich oder übertrieben schwierig gemacht werde.',
    'Sie führt schließlich an, dass kein Zusammenarbeitsabkommen geschlossen worden sei, obwohl die Regelung eine verpflichtende Konzertierung erfordert habe.',
  ],
  claimSupport: [
    'Sie stützt ihre Argumentation auf die Vorarbeiten, aus denen hervorgehe, dass der Gesetzgeber die Folgen der Maßnahme nicht geprüft habe.',
    'Sie weist schließlich darauf hin, dass die Regelung in der Praxis zu erheblichen finanziellen Folgen für die Betroffenen führe.',
    'Ihres Erachtens könne die Bestimmung nicht verfassungskonform ausgelegt werden.',
    'Sie bemerkt, dass die Regelung seit ihrem Inkrafttreten mehrmals abgeändert worden sei, ohne dass die bemängelte Regel geändert worden sei.',
    'Sie schlussfolgert, dass die Bestimmung die Rechtssicherheit und das Vertrauen der Rechtsuchenden in das Gesetz beeinträchtige.',
  ],
  interest: [
    '{ApplicantName} legt dar, dass sich die angefochtene Bestimmung unmittelbar und ungünstig auf die Situation der klagenden Partei auswirke.',
    'Zur Rechtfertigung ihres Interesses führt die klagende Partei an, dass die angefochtene Regelung unmittelbar auf sie anwendbar sei und ihr Verpflichtungen auferlege, die sie vorher nicht gehabt habe.',
    'Hinsichtlich ihres Interesses macht die klagende Partei geltend, dass ihr Vereinigungszweck durch die angefochtene Bestimmung unmittelbar betroffen sei und dass sie diesen Zweck tatsächlich verfolge, wie ihre Tätigkeiten zeigten.',
    'Die klagende Partei ist der Auffassung, dass sie das erforderliche Interesse nachweise, da sie zu der Kategorie von Personen gehöre, auf die die angefochtene Bestimmung unmittelbar anwendbar sei.',
  ],
  defenceOpen: [
    '{Gov} ist der Auffassung, dass {defence}.',
    '{Gov} führt an, dass {defence}.',
    '{Gov} hält die Kritik für unbegründet, da {defence}.',
    '{Gov} stellt diese Sichtweise in Abrede und macht geltend, dass {defence}.',
  ],
  defenceEquality: [
    'Die verglichenen Kategorien befänden sich in wesentlich unterschiedlichen Situationen, sodass sie nicht sachdienlich miteinander verglichen werden könnten.',
    'Der Behandlungsunterschied beruhe auf einem objektiven Kriterium und sei angesichts der Zielsetzung des Gesetzgebers vernünftig gerechtfertigt.',
    'Der Gesetzgeber verfüge in diesem Bereich über eine breite Ermessensbefugnis, die der Gerichtshof nur marginal prüfen könne.',
    'Die Maßnahme habe keine unverhältnismäßigen Folgen, da sie mit Übergangsbestimmungen und mit einer Ausnahmeregelung für die am stärksten gefährdeten Situationen einhergehe.',
    'Ein Gesetzgeber, der eine allgemeine Regelung einführe, dürfe Kategorien verwenden, die die Vielfalt der Situationen nur annähernd wiedergäben.',
  ],
  defenceRights: [
    'Der Eingriff sei durch eine ausreichend präzise Gesetzesbestimmung geregelt und verfolge ein rechtmäßiges Ziel.',
    'Die Maßnahme sei in einer demokratischen Gesellschaft notwendig und gehe mit ausreichenden Garantien gegen Missbrauch einher.',
    'Die Betroffenen behielten die Möglichkeit, die Anwendung der Maßnahme durch einen Richter prüfen zu lassen.',
    'Das Grundrecht, auf das sich {claimant} berufe, sei nicht absolut und könne Einschränkungen unterworfen werden.',
    'Der Gesetzgeber habe ein faires Gleichgewicht zwischen den betroffenen Interessen hergestellt.',
  ],
  defenceCompetence: [
    'Die angefochtene Bestimmung lasse sich in die Zuständigkeit einordnen, die der Sondergesetzgeber dem betreffenden Gesetzgeber zugewiesen habe.',
    'Selbst wenn angenommen würde, dass die Bestimmung einen vorbehaltenen Sachbereich berühre, sei sie für die Ausübung der eigenen Zuständigkeiten notwendig.',
    'Die Auswirkungen auf die Zuständigkeiten der anderen Behörden seien nur marginal.',
    'Die Regelung beeinträchtige keineswegs die Ausübung der Zuständigkeiten der anderen Behörden.',
    'Die Regeln der Zuständigkeitsverteilung erforderten im vorliegenden Fall keine vorherige Konzertierung.',
  ],
  defenceAdmissibility: [
    '{Gov} stellt an erster Stelle die Zulässigkeit {proceedingOf} in Abrede, da die Kritik nicht ausreichend präzise formuliert sei.',
    'Hilfsweise führt {gov} an, dass {proceeding} teilweise unzulässig sei, insofern sich die Kritik auf Bestimmungen beziehe, die nicht Gegenstand des Rechtsstreits seien.',
    '{Gov} erhebt eine Unzulässigkeitseinrede, die daraus abgeleitet sei, dass nicht dargelegt werde, inwiefern die angeführten Referenznormen verletzt würden.',
    '{Gov} ist ferner der Ansicht, dass {proceeding} unzulässig sei, insofern nicht dargelegt werde, inwiefern die Bestimmung gegen die angeführten Normen verstoße.',
  ],
  reply: [
    'In ihrem Erwiderungsschriftsatz hält {claimant} an ihrem Standpunkt fest und fügt hinzu, dass sich die angeführte Zielsetzung nicht in den Vorarbeiten wiederfinden lasse.',
    '{Claimant} erwidert, dass die Argumentation, die {gov} entwickelt habe, die konkreten Folgen der Maßnahme für die Betroffenen außer Acht lasse.',
    'In Erwiderung auf die Argumentation der Gegenpartei wiederholt {claimant}, dass die Maßnahme der besonderen Situation der Betroffenen nicht Rechnung trage.',
    '{Claimant} repliziert, dass die Übergangsregelung, auf die {gov} verweise, nur eine begrenzte Tragweite habe.',
  ],
  harmClaim: [
    'Zur Untermauerung des schwer wiedergutzumachenden ernsthaften Nachteils führt {applicantName} an, dass die sofortige Anwendung der angefochtenen Bestimmung unumkehrbare Folgen für die klagende Partei hätte.',
    'Die klagende Partei macht geltend, dass die nachteiligen Folgen der angefochtenen Bestimmung, falls diese nicht einstweilig aufgehoben werde, unumkehrbar seien, bevor der Gerichtshof über die Nichtigkeitsklage befinde.',
    'Der Nachteil bestehe nach Darlegung der klagenden Partei in einer erheblichen finanziellen Belastung, die nicht zurückgefordert werden könne, falls die Bestimmung später für nichtig erklärt werde.',
  ],
  harmDefence: [
    '{Gov} stellt das Vorliegen eines schwer wiedergutzumachenden ernsthaften Nachteils in Abrede, da der angeführte Nachteil rein finanzieller Art sei.',
    '{Gov} ist der Auffassung, dass die klagende Partei nicht konkret nachweise, dass der angeführte Nachteil vor dem Urteil über die Nichtigkeitsklage eintreten werde.',
    '{Gov} führt an, dass die klagende Partei kein einziges Schriftstück zum Nachweis des Umfangs des Nachteils vorlege.',
  ],
  provisionIntro: [
    '{Op} bestimmt:',
    'Die fragliche Bestimmung, nämlich {op}, lautet:',
    '{Proceeding} bezieht sich auf {op}, der bestimmt:',
    'In der auf den Streitfall anwendbaren Fassung bestimmt {op}:',
  ],
  history: [
    'Diese Bestimmung ist Bestandteil einer umfassenderen Regelung, die darauf abzielt, {aim} ({parl}).',
    'Sie wurde seit ihrer Einführung mehrmals abgeändert, ohne dass jedoch die fragliche Regel berührt worden wäre.',
    'Laut der Begründung sollte die Bestimmung es ermöglichen, {aim} ({parl}).',
    'Während der Vorarbeiten wurde hervorgehoben, dass die Regelung bezwecke, {aim}, und dass sie nach einem Zeitraum von drei Jahren bewertet werde ({parl}).',
  ],
  scope: [
    'Der Gerichtshof wird gebeten zu prüfen, ob {op} gegen {refsShort} verstößt, insofern er {measure}.',
    'Der Gerichtshof beschränkt seine Prüfung auf diese Bestimmung, insofern sie {measure}.',
    'Es obliegt nicht dem Gerichtshof, über die Zweckmäßigkeit oder Wünschbarkeit der bemängelten Maßnahme zu befinden; er prüft lediglich, ob diese Maßnahme mit den Bestimmungen vereinbar ist, deren Einhaltung er zu gewährleisten hat.',
    'Angesichts der Art des Rechtsstreits prüft der Gerichtshof die Bestimmung nur in diesem Umfang.',
  ],
  admissibilityAnswer: [
    'Aus der Darlegung geht ausreichend deutlich hervor, inwiefern die fragliche Bestimmung gegen die angeführten Referenznormen verstoßen würde. Die Einrede wird abgewiesen.',
    'Die Unzulässigkeitseinrede hängt eng mit der Tragweite der fraglichen Bestimmung zusammen, sodass ihre Prüfung mit derjenigen der Sache selbst zusammenfällt.',
    'Der Gerichtshof stellt fest, dass {gov} die Tragweite der Kritik richtig verstanden und ausführlich darauf geantwortet hat. Die Einrede kann nicht angenommen werden.',
  ],
  standardEquality: [
    'Der Grundsatz der Gleichheit und Nichtdiskriminierung schließt nicht aus, dass ein Behandlungsunterschied zwischen Kategorien von Personen eingeführt wird, soweit dieser Unterschied auf einem objektiven Kriterium beruht und vernünftig gerechtfertigt ist. Dieser Grundsatz steht übrigens dem entgegen, dass Kategorien von Personen, die sich in wesentlich verschiedenen Situationen befinden, ohne vernünftige Rechtfertigung gleich behandelt werden. Das Vorliegen einer solchen Rechtfertigung ist unter Berücksichtigung des Ziels und der Folgen der Maßnahme sowie der Art der einschlägigen Grundsätze zu beurteilen; der Grundsatz ist verletzt, wenn feststeht, dass die eingesetzten Mittel in keinem vernünftigen Verhältnis zum angestrebten Ziel stehen.',
    'Ein Behandlungsunterschied ist nur dann mit den Artikeln 10 und 11 der Verfassung vereinbar, wenn er auf einem objektiven Kriterium beruht, ein rechtmäßiges Ziel verfolgt und im Verhältnis zu diesem Ziel steht. Der Gerichtshof prüft hierzu, ob das gewählte Kriterium im Hinblick auf die Zielsetzung des Gesetzgebers sachdienlich ist und ob die Maßnahme keine unverhältnismäßigen Folgen für die betroffene Kategorie von Personen hat.',
    'Die Verfassungsregeln der Gleichheit und Nichtdiskriminierung verbieten es dem Gesetzgeber nicht, Kategorien von Personen unterschiedlich zu behandeln, sofern er dafür eine vernünftige Rechtfertigung anführen kann. Diese Rechtfertigung ist anhand des Ziels und der Folgen der Maßnahme zu beurteilen; sie fehlt, wenn die Folgen für die Betroffenen im Verhältnis zum angestrebten Ziel unverhältnismäßig sind.',
  ],
  standardRights: [
    'Ein Eingriff in das durch {refsShort} gewährleistete Recht ist nur zulässig, wenn er durch eine ausreichend präzise Gesetzesbestimmung geregelt ist, einem zwingenden gesellschaftlichen Bedürfnis in einer demokratischen Gesellschaft entspricht und im Verhältnis zu der damit verfolgten rechtmäßigen Zielsetzung steht.',
    'Das durch {refsShort} gewährleistete Recht ist nicht absolut. Der Gesetzgeber darf es einschränken, sofern er dabei ein faires Gleichgewicht zwischen den Erfordernissen des Allgemeininteresses und dem Schutz der Rechte der Betroffenen herstellt und die Einschränkung vorhersehbar und verhältnismäßig ist.',
    'Wenn eine Vertragsbestimmung, die für Belgien verbindlich ist, eine analoge Tragweite hat wie eine Verfassungsbestimmung, bilden die darin enthaltenen Garantien ein untrennbares Ganzes mit den Garantien, die in der Verfassungsbestimmung festgelegt sind. Der Gerichtshof berücksichtigt dies bei seiner Prüfung.',
  ],
  standardCompetence: [
    'Sofern nicht anders bestimmt, hat der Sondergesetzgeber den Gemeinschaften und Regionen die vollständige Befugnis erteilt, die Regeln festzulegen, die den ihnen übertragenen Sachbereichen eigen sind. Diese Befugnis ist weit auszulegen.',
    'Bei der Bestimmung der Grenzen der Zuständigkeiten berücksichtigt der Gerichtshof den Wortlaut der Regeln der Zuständigkeitsverteilung und deren Vorarbeiten. Eine Zuständigkeitsüberschreitung kann nur auf der Grundlage der impliziten Befugnisse gerechtfertigt werden, wenn sich der Sachbereich für eine differenzierte Regelung eignet und die Auswirkungen auf den vorbehaltenen Sachbereich nur marginal sind.',
    'Jede Behörde muss bei der Ausübung ihrer Zuständigkeiten den Grundsatz der Verhältnismäßigkeit beachten, der jeder Zuständigkeitsausübung eigen ist; sie darf es den anderen Behörden nicht unmöglich machen oder übermäßig erschweren, ihre eigenen Zuständigkeiten wirksam auszuüben.',
  ],
  legalCertainty: [
    'Der Grundsatz der Rechtssicherheit verbietet es dem Gesetzgeber, ohne objektive und vernünftige Rechtfertigung das Interesse der Rechtsunterworfenen, in der Lage zu sein, die Rechtsfolgen ihrer Handlungen vorherzusehen, zu beeinträchtigen.',
    'Der Grundsatz des berechtigten Vertrauens, der eng mit dem Grundsatz der Rechtssicherheit verbunden ist, beinhaltet, dass die Behörde die von ihr beim Bürger geweckten berechtigten Erwartungen grundsätzlich erfüllen muss.',
    'Eine Änderung der Regelung an sich hat nicht zur Folge, dass der Grundsatz der Rechtssicherheit verletzt wird; der Gesetzgeber muss jedoch, wenn er eine politische Änderung vornimmt, beurteilen, ob es notwendig ist, eine Übergangsregelung vorzusehen.',
  ],
  aim: [
    'Aus den Vorarbeiten geht hervor, dass der Gesetzgeber bezweckte, {aim} ({parl}). Eine solche Zielsetzung ist rechtmäßig.',
    'Mit der fraglichen Bestimmung verfolgte der Gesetzgeber das Ziel, {aim}. Diese Zielsetzung wurde während der parlamentarischen Erörterung mehrfach bestätigt ({parl}).',
    'Die Maßnahme ist Teil des Bestrebens des Gesetzgebers, {aim} ({parl}). Der Gerichtshof muss prüfen, ob die Maßnahme im Lichte dieses Ziels vernünftig gerechtfertigt ist.',
    'Laut der Begründung ist die Regelung darauf ausgerichtet, {aim} ({parl}). Es obliegt nicht dem Gerichtshof, die Bedeutung dieser Zielsetzung in Frage zu stellen.',
  ],
  margin: [
    'In sozialwirtschaftlichen Angelegenheiten verfügt der Gesetzgeber über einen breiten Ermessensspielraum. Der Gerichtshof kann seine Beurteilung nur missbilligen, wenn sie offensichtlich unvernünftig ist.',
    'Wenn der Gesetzgeber eine steuerrechtliche oder soziale Regelung festlegt, muss er notwendigerweise die Vielfalt der Situationen in Kategorien erfassen, die nur annähernd der Wirklichkeit entsprechen.',
    'Es obliegt dem Gesetzgeber, die Maßnahmen zu bestimmen, die er zur Verwirklichung seiner Zielsetzung für geeignet hält; der Gerichtshof darf diesbezüglich seine Beurteilung nicht an die Stelle derjenigen der demokratisch gewählten gesetzgebenden Versammlung setzen.',
    'Bei seiner Prüfung berücksichtigt der Gerichtshof, dass die untersuchte Frage politische Entscheidungen erfordert, über die in einer demokratischen Gesellschaft vernünftigerweise tiefgreifende Meinungsverschiedenheiten bestehen können.',
  ],
  criterion: [
    'Der Behandlungsunterschied zwischen {groupA} und {groupB} beruht auf einem objektiven Kriterium.',
    'Das Unterscheidungskriterium zwischen {groupA} und {groupB} ist objektiv, da es auf einer rechtlich feststellbaren Gegebenheit beruht.',
    'Die Unterscheidung zwischen {groupA} und {groupB} beruht auf einem objektiven Kriterium, nämlich der rechtlichen Situation, in der sich die Betroffenen befinden.',
  ],
  pertinence: [
    'Dieses Kriterium ist im Lichte der angestrebten Zielsetzung sachdienlich.',
    'Das gewählte Kriterium hängt mit der Zielsetzung des Gesetzgebers zusammen und ist damit nicht unvereinbar.',
    'Es entbehrt nicht einer vernünftigen Rechtfertigung, dass der Gesetzgeber dieses Kriterium verwendet hat, um den Anwendungsbereich der Maßnahme zu bestimmen.',
  ],
  precedent: [
    'Der Gerichtshof hat bereits über eine ähnliche Regelung befunden ({cites}). Es besteht kein Anlass, im vorliegenden Fall anders zu urteilen.',
    'Wie der Gerichtshof bereits geurteilt hat, ist bei der Beurteilung einer solchen Maßnahme die Gesamtheit der Regelung, zu der sie gehört, zu berücksichtigen ({cites}).',
    'Der Gerichtshof hat die Tragweite der fraglichen Grundsätze in diesem Bereich bereits präzisiert ({cites}). Diese Rechtsprechung ist auch im vorliegenden Fall relevant.',
  ],
  proportionViolation: [
    'Die Maßnahme geht jedoch über das hinaus, was zum Erreichen der angestrebten Zielsetzung notwendig ist.',
    'Der Gesetzgeber hätte diese Zielsetzung mit Maßnahmen erreichen können, die weniger stark in die Situation der Betroffenen eingreifen.',
    'Indem sie jegliche Beurteilung der individuellen Situation ausschließt, hat die Maßnahme unverhältnismäßige Folgen für die Betroffenen.',
    'Kein einziges Element der Vorarbeiten ermöglicht es zu rechtfertigen, weshalb die Maßnahme ohne jegliche Nuancierung auf alle Betroffenen anwendbar ist.',
    'Die Folgen der Maßnahme stehen nicht in einem vernünftigen Verhältnis zum angestrebten Ziel.',
  ],
  proportionNoViolation: [
    'Die Maßnahme hat keine unverhältnismäßigen Folgen, da sie mit Garantien einhergeht, die es den Betroffenen ermöglichen, ihre Rechte geltend zu machen.',
    'Der Gesetzgeber konnte vernünftigerweise davon ausgehen, dass eine allgemeine Regelung notwendig war, um die angestrebte Zielsetzung wirksam zu verwirklichen.',
    'Es obliegt nicht dem Gerichtshof zu beurteilen, ob eine andere Maßnahme ebenso wirksam gewesen wäre; es genügt festzustellen, dass die gewählte Maßnahme nicht offensichtlich unvernünftig ist.',
    'Die Betroffenen verfügen außerdem über eine Beschwerde bei einem Richter mit voller Rechtsprechungsbefugnis, sodass ihre Rechte ausreichend gewährleistet sind.',
    'Die Maßnahme ist daher vernünftig gerechtfertigt und beeinträchtigt die Rechte der Betroffenen nicht auf unverhältnismäßige Weise.',
  ],
  conclusionViolation: [
    'Insofern er {measure}, verstößt {op} gegen {refsShort}. Die Vorabentscheidungsfrage ist bejahend zu beantworten.',
    'Folglich verstößt {op} gegen {refsShort}, insofern er {measure}.',
    'Die bemängelte Maßnahme ist nicht vernünftig gerechtfertigt. Die Vorabentscheidungsfrage ist bejahend zu beantworten.',
  ],
  conclusionNoViolation: [
    '{Op} verstößt nicht gegen {refsShort}. Die Vorabentscheidungsfrage ist verneinend zu beantworten.',
    'Folglich verstößt {op} nicht gegen {refsShort}.',
    'Die bemängelte Maßnahme ist vernünftig gerechtfertigt. Die Vorabentscheidungsfrage ist verneinend zu beantworten.',
  ],
  pleaFounded: [
    'Der Klagegrund ist begründet.',
    'Der einzige Klagegrund ist in diesem Maße begründet.',
    'Der Klagegrund ist begründet, insofern er aus einem Verstoß gegen {refsShort} abgeleitet ist.',
  ],
  pleaUnfounded: [
    'Der Klagegrund ist unbegründet.',
    'Der einzige Klagegrund ist unbegründet.',
    'Insofern er aus einem Verstoß gegen {refsShort} abgeleitet ist, ist der Klagegrund unbegründet.',
  ],
  maintainEffects: [
    'Um die Rechtsunsicherheit zu vermeiden, die sich aus der Nichtigerklärung ergeben würde, und um dem Gesetzgeber die Zeit zu lassen, eine neue Regelung anzunehmen, sind in Anwendung von Artikel 8 Absatz 3 {specialLawOf} die Folgen der für nichtig erklärten Bestimmung bis zum {effectsDate} aufrechtzuerhalten.',
    'Die sofortige Nichtigerklärung der angefochtenen Bestimmung würde ernsthafte administrative und haushaltsmäßige Schwierigkeiten mit sich bringen. Der Gerichtshof erhält ihre Folgen bis zum {effectsDate} aufrecht.',
  ],
  inadmissibleQuestion: [
    'Es obliegt grundsätzlich dem vorlegenden Richter zu beurteilen, ob die Antwort auf die Vorabentscheidungsfrage für die Lösung der Streitsache sachdienlich ist. Wenn jedoch deutlich hervorgeht, dass die fragliche Bestimmung nicht auf die Streitsache im Ausgangsverfahren anwendbar ist, bedarf die Frage keiner Antwort.',
    'In der Vorlageentscheidung wird nicht angegeben, inwiefern die fragliche Bestimmung gegen {refsShort} verstoßen würde, sodass der Gerichtshof nicht in der Lage ist, die Frage zu prüfen.',
    'Der Gerichtshof ist nicht befugt, über einen Behandlungsunterschied zu befinden, der sich nicht aus der fraglichen Bestimmung ergibt, sondern aus der Weise, wie sie von der Verwaltung angewandt wird.',
  ],
  inadmissibleAction: [
    'Die Klage wurde nach Ablauf der Frist von sechs Monaten nach der Veröffentlichung der angefochtenen Bestimmung im Belgischen Staatsblatt erhoben. Sie ist daher verspätet.',
    'Die klagende Partei weist nicht nach, dass ihre Situation durch die angefochtene Bestimmung unmittelbar und ungünstig beeinflusst werden könnte. Sie weist nicht das erforderliche Interesse nach.',
    'Die Klageschrift enthält keine Darlegung der Klagegründe, die den Erfordernissen von Artikel 6 {specialLawOf} entspricht.',
  ],
  mootQuestion: [
    'Der Gerichtshof hat die fragliche Bestimmung inzwischen für nichtig erklärt ({cites}). Da eine für nichtig erklärte Bestimmung als nie existent gilt, ist die Vorabentscheidungsfrage gegenstandslos geworden.',
    'Nach der Vorlageentscheidung hat der Gesetzgeber die fragliche Bestimmung rückwirkend aufgehoben, sodass sie nicht mehr auf die Streitsache im Ausgangsverfahren anwendbar ist. Die Vorabentscheidungsfrage ist gegenstandslos geworden.',
  ],
  mootAction: [
    'Der Gerichtshof hat die angefochtene Bestimmung bereits für nichtig erklärt ({cites}), sodass die Klage gegenstandslos geworden ist.',
    'Die angefochtene Bestimmung wurde nach der Klageerhebung rückwirkend zum Datum ihres Inkrafttretens aufgehoben. Sie hat daher nie Rechtsfolgen gehabt, sodass die Klage gegenstandslos geworden ist.',
  ],
  discontinuance: [
    'Mit Schreiben vom {withdrawalDate} hat die klagende Partei dem Gerichtshof mitgeteilt, dass sie ihre Klage zurücknimmt. Im vorliegenden Fall spricht nichts dagegen, dass der Gerichtshof die Klagerücknahme gewährt.',
    'Die klagende Partei hat mit einem am {withdrawalDate} in der Kanzlei eingegangenen Schreiben erklärt, ihre Klage zurückzunehmen. Es besteht kein Grund, diese Klagerücknahme nicht zu gewähren.',
  ],
  cjeuDoubt: [
    'Die fragliche Bestimmung dient der Umsetzung des Rechts der Europäischen Union und ist in dessen Lichte auszulegen. Es bestehen Zweifel über die Auslegung von {euNorm}.',
    'Wird eine Frage nach der Auslegung des Unionsrechts in einem schwebenden Verfahren bei einem einzelstaatlichen Gericht gestellt, dessen Entscheidungen selbst nicht mehr mit Rechtsmitteln des innerstaatlichen Rechts angefochten werden können, so ist dieses Gericht zur Anrufung des Gerichtshofes verpflichtet (Artikel 267 Absatz 3 des Vertrags über die Arbeitsweise der Europäischen Union).',
    'Vor der Urteilsfällung zur Sache ist daher dem Gerichtshof der Europäischen Union die im Tenor angeführte Vorabentscheidungsfrage zu stellen.',
  ],
  cjeuQuestion: [
    'Ist {euNorm} dahin auszulegen, dass er einer nationalen Regelung entgegensteht, die {measure}?',
    'Ist eine nationale Regelung, die {measure}, vereinbar mit {euNorm}, gegebenenfalls in Verbindung mit dem Grundsatz der Verhältnismäßigkeit?',
  ],
  suspensionConditions: [
    'Laut Artikel 20 Nr. 1 {specialLawOf} müssen zwei Grundbedingungen erfüllt sein, damit auf einstweilige Aufhebung erkannt werden kann: Die vorgebrachten Klagegründe müssen ernsthaft sein, und die unmittelbare Durchführung der angefochtenen Maßnahme muss die Gefahr eines schwer wiedergutzumachenden ernsthaften Nachteils in sich bergen. Da die beiden Bedingungen kumulativ sind, führt die Feststellung, dass eine dieser Bedingungen nicht erfüllt ist, zur Zurückweisung der Klage auf einstweilige Aufhebung.',
    'Die einstweilige Aufhebung einer Norm mit Gesetzeskraft ist eine Ausnahmemaßnahme. Sie kann nur angeordnet werden, wenn die klagende Partei in ihrer Klageschrift konkrete und präzise Fakten darlegt, die ausreichend beweisen, dass die unmittelbare Anwendung der angefochtenen Norm ihr einen schwer wiedergutzumachenden ernsthaften Nachteil zuzufügen droht.',
  ],
  suspensionHarm: [
    'Aus den Aktenstücken geht hervor, dass die unmittelbare Anwendung der angefochtenen Bestimmung der klagenden Partei einen schwer wiedergutzumachenden ernsthaften Nachteil zufügen kann, der durch eine spätere Nichtigerklärung nicht behoben werden könnte.',
    'Der angeführte Nachteil ist ausreichend konkret nachgewiesen und würde vor dem Entscheid über die Nichtigkeitsklage eintreten. Außerdem ist im Rahmen der Prüfung der Klage auf einstweilige Aufhebung wenigstens ein Klagegrund ernsthaft.',
  ],
  suspensionNoHarm: [
    'Ein rein finanzieller Nachteil ist grundsätzlich nicht schwer wiedergutzumachen. Die klagende Partei weist nicht nach, dass der angeführte Nachteil ihr Fortbestehen gefährdet.',
    'Die klagende Partei legt keine konkreten Angaben vor, aus denen hervorgeht, dass der angeführte Nachteil vor dem Entscheid über die Nichtigkeitsklage eintreten würde. Die zweite Bedingung ist nicht erfüllt.',
  ],
  summaryQuestion: [
    '{Jurisdiction} fragt den Gerichtshof, ob {op} gegen {refsShort} verstößt, insofern er {measure}.',
    'Die Vorabentscheidungsfrage betrifft {subject}. Sie bezieht sich auf {op}.',
  ],
  summaryAction: [
    '{ApplicantName} beantragt die Nichtigerklärung von {op}, der {subject} regelt.',
    'Die Klage betrifft {subject} und richtet sich gegen {op}.',
  ],
  summaryOutcome: {
    violation:
      'Der Gerichtshof urteilt, dass die Bestimmung gegen {refsShort} verstößt, insofern sie {measure}. {Violation}',
    'no-violation': 'Der Gerichtshof urteilt, dass die Bestimmung nicht gegen {refsShort} verstößt. {NoViolation}',
    annulment: 'Der Gerichtshof erklärt die angefochtene Bestimmung für nichtig. {Violation}',
    'partial-annulment':
      'Der Gerichtshof erklärt die angefochtene Bestimmung teilweise für nichtig, insofern sie {measure}, und weist die Klage im Übrigen zurück.',
    dismissal: 'Der Gerichtshof weist die Klage zurück. {NoViolation}',
    suspension:
      'Der Gerichtshof ordnet die einstweilige Aufhebung der angefochtenen Bestimmung bis zu seinem Entscheid über die Nichtigkeitsklage an.',
    'suspension-refused':
      'Der Gerichtshof weist die Klage auf einstweilige Aufhebung zurück, da nicht nachgewiesen ist, dass die unmittelbare Anwendung der Bestimmung einen schwer wiedergutzumachenden ernsthaften Nachteil verursachen kann.',
    inadmissible: 'Der Gerichtshof erklärt die Rechtssache für unzulässig, ohne zur Sache selbst zu befinden.',
    moot: 'Der Gerichtshof stellt fest, dass die Rechtssache gegenstandslos geworden ist.',
    discontinuance: 'Der Gerichtshof gewährt die Klagerücknahme.',
    'referral-to-cjeu':
      'Vor der Urteilsfällung stellt der Gerichtshof dem Gerichtshof der Europäischen Union eine Vorabentscheidungsfrage zur Auslegung von {euNorm}.',
  },
  headnoteQuestion: '{questionsLabel} {op}, {posed} {byJurisdiction}. {Subject}.',
  headnoteAction: 'Klage auf Nichtigerklärung von {op}, erhoben durch {applicantAcc}. {Subject}.',
  headnoteSuspension: 'Klage auf einstweilige Aufhebung von {op}, erhoben durch {applicantAcc}. {Subject}.',
};
