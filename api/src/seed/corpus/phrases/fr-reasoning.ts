import type { ReasoningPhrases } from './types.js';

/** French: the parties' arguments (A) and the court's reasoning (B), summaries and headnotes. */
export const FR_REASONING: ReasoningPhrases = {
  claimOpen: [
    '{Claimant} soutient que {claim}.',
    '{Claimant} fait valoir, à titre principal, que {claim}.',
    '{Claimant} estime que {claim}.',
    'Dans son mémoire, {claimant} expose que {claim}.',
  ],
  claimEquality: [
    'Selon elle, la différence de traitement ne repose pas sur un critère objectif et pertinent.',
    "Elle souligne qu'au regard de la mesure en cause, il n'existe aucune différence essentielle entre {groupA} et {groupB}.",
    'Aucun élément des travaux préparatoires ne justifie, selon elle, que les deux catégories soient traitées différemment.',
    "Même si le législateur poursuit un but légitime, les effets de la mesure sont, selon elle, disproportionnés, dès lors que les intéressés ne disposent d'aucune possibilité de faire apprécier leur situation.",
    'Elle ajoute que le législateur disposait de moyens moins attentatoires pour atteindre le même objectif.',
    "La disposition en cause entraîne, selon elle, un automatisme incompatible avec le principe d'égalité et de non-discrimination.",
  ],
  claimRights: [
    "Selon elle, l'ingérence dans le droit garanti par {refsShort} n'est pas prévue par une disposition législative suffisamment claire et prévisible.",
    "Elle soutient que la mesure attaquée ne poursuit pas un but légitime ou, à tout le moins, qu'elle n'est pas nécessaire dans une société démocratique.",
    "Selon elle, la disposition porte atteinte à la substance même du droit fondamental en cause, sans qu'aucune garantie contre l'arbitraire ait été prévue.",
    "Elle relève que les intéressés ne disposent pas d'un recours effectif leur permettant de faire contrôler l'application de la mesure par un juge indépendant.",
    "Le législateur n'aurait pas, selon elle, ménagé un juste équilibre entre l'intérêt général et les intérêts des personnes concernées.",
    "Elle se réfère à la jurisprudence de la Cour européenne des droits de l'homme, selon laquelle une telle ingérence doit être interprétée strictement.",
  ],
  claimCompetence: [
    "Selon elle, la matière réglée relève de la compétence d'une autre autorité.",
    'Elle soutient que la disposition attaquée ne peut être justifiée sur la base des pouvoirs implicites, dès lors que la matière ne se prête pas à un régime différencié.',
    "L'incidence de la disposition sur les compétences des autres autorités n'est pas, selon elle, marginale.",
    "Elle ajoute que la disposition met en péril l'union économique et monétaire.",
    "Le principe de proportionnalité, propre à tout exercice de compétence, serait violé, en ce que l'exercice de la compétence d'une autre autorité est rendu impossible ou exagérément difficile.",
    "Elle fait enfin valoir qu'aucun accord de coopération n'a été conclu, alors que la réglementation exigeait une concertation obligatoire.",
  ],
  claimSupport: [
    "Elle appuie son argumentation sur les travaux préparatoires, dont il ressortirait que le législateur n'a pas examiné les effets de la mesure.",
    'Elle souligne enfin que la réglementation entraîne en pratique des conséquences financières considérables pour les intéressés.',
    'Selon elle, la disposition ne peut recevoir une interprétation conforme à la Constitution.',
    'Elle observe que la réglementation a été modifiée à plusieurs reprises depuis son entrée en vigueur, sans que la règle critiquée ait été corrigée.',
    'Elle conclut que la disposition porte atteinte à la sécurité juridique et à la confiance des justiciables dans la loi.',
  ],
  interest: [
    '{ApplicantName} expose que la disposition attaquée affecte directement et défavorablement la situation de la partie requérante.',
    "Pour justifier de son intérêt, la partie requérante fait valoir que la réglementation attaquée lui est immédiatement applicable et lui impose des obligations qu'elle n'avait pas auparavant.",
    "Quant à son intérêt, la partie requérante soutient que son objet social est directement affecté par la disposition attaquée et qu'elle poursuit effectivement cet objet, comme le montrent ses activités.",
    "La partie requérante estime justifier de l'intérêt requis, dès lors qu'elle appartient à la catégorie de personnes auxquelles la disposition attaquée s'applique directement.",
  ],
  defenceOpen: [
    '{Gov} estime que {defence}.',
    '{Gov} fait valoir que {defence}.',
    "Selon {gov}, la critique n'est pas fondée, dès lors que {defence}.",
    '{Gov} conteste ce point de vue et soutient que {defence}.',
  ],
  defenceEquality: [
    "Les catégories comparées se trouvent dans des situations essentiellement différentes, de sorte qu'elles ne peuvent être utilement comparées.",
    "La différence de traitement repose sur un critère objectif et est raisonnablement justifiée au regard de l'objectif du législateur.",
    "Le législateur dispose en la matière d'un large pouvoir d'appréciation, que la Cour ne peut contrôler que de manière marginale.",
    "La mesure n'a pas d'effets disproportionnés, dès lors qu'elle est assortie de dispositions transitoires et d'un régime d'exception pour les situations les plus vulnérables.",
    "Le législateur qui instaure une réglementation générale peut recourir à des catégories qui ne rendent compte de la diversité des situations qu'avec un certain degré d'approximation.",
  ],
  defenceRights: [
    "L'ingérence est prévue par une disposition législative suffisamment précise et poursuit un but légitime.",
    'La mesure est nécessaire dans une société démocratique et est assortie de garanties suffisantes contre les abus.',
    "Les intéressés conservent la possibilité de faire contrôler l'application de la mesure par un juge.",
    "Le droit fondamental invoqué par {claimant} n'est pas absolu et peut faire l'objet de restrictions.",
    'Le législateur a ménagé un juste équilibre entre les intérêts en présence.',
  ],
  defenceCompetence: [
    "La disposition attaquée s'inscrit dans la compétence que le législateur spécial a attribuée au législateur concerné.",
    "Même à supposer que la disposition empiète sur une matière réservée, elle est nécessaire à l'exercice des compétences propres.",
    "L'incidence sur les compétences des autres autorités n'est que marginale.",
    "La réglementation n'affecte en rien l'exercice des compétences des autres autorités.",
    "Les règles répartitrices de compétences n'exigent en l'espèce aucune concertation préalable.",
  ],
  defenceAdmissibility: [
    '{Gov} conteste en premier lieu la recevabilité {proceedingOf}, au motif que la critique ne serait pas formulée de manière suffisamment précise.',
    "À titre subsidiaire, {gov} fait valoir que {proceeding} est partiellement irrecevable, en ce que la critique porte sur des dispositions qui ne font pas l'objet du litige.",
    "{Gov} soulève une exception d'irrecevabilité, tirée de l'absence d'exposé de la manière dont les normes de référence invoquées seraient violées.",
    "{Gov} estime en outre que {proceeding} est irrecevable, en ce qu'il n'est pas exposé en quoi la disposition violerait les normes invoquées.",
  ],
  reply: [
    "Dans son mémoire en réponse, {claimant} maintient sa position et ajoute que l'objectif invoqué ne se retrouve pas dans les travaux préparatoires.",
    "{Claimant} répond que l'argumentation développée par {gov} fait abstraction des effets concrets de la mesure pour les intéressés.",
    "En réponse à l'argumentation de la partie adverse, {claimant} répète que la mesure ne tient pas compte de la situation particulière des intéressés.",
    "{Claimant} réplique que le régime transitoire auquel se réfère {gov} n'a qu'une portée limitée.",
  ],
  harmClaim: [
    "À l'appui du préjudice grave difficilement réparable, {applicantName} fait valoir que l'application immédiate de la disposition attaquée aurait des conséquences irréversibles pour la partie requérante.",
    "La partie requérante soutient que, si la disposition attaquée n'est pas suspendue, ses effets préjudiciables seront devenus irréversibles avant que la Cour se prononce sur le recours en annulation.",
    'Le préjudice consisterait, selon la partie requérante, en une charge financière considérable qui ne pourrait être récupérée si la disposition venait ultérieurement à être annulée.',
  ],
  harmDefence: [
    "{Gov} conteste l'existence d'un préjudice grave difficilement réparable, dès lors que le préjudice invoqué est purement financier.",
    'Selon {gov}, la partie requérante ne démontre pas concrètement que le préjudice invoqué se produira avant que la Cour se prononce sur le recours en annulation.',
    "{Gov} fait valoir que la partie requérante ne produit aucune pièce établissant l'ampleur du préjudice.",
  ],
  provisionIntro: [
    '{Op} dispose :',
    'La disposition en cause, à savoir {op}, énonce :',
    '{Proceeding} porte sur {op}, qui dispose :',
    'Dans sa version applicable au litige, {op} dispose :',
  ],
  history: [
    "Cette disposition s'inscrit dans une réglementation plus large qui vise à {aim} ({parl}).",
    'Elle a été modifiée à plusieurs reprises depuis son adoption, sans que la règle en cause soit toutefois affectée.',
    "Selon l'exposé des motifs, la disposition devait permettre de {aim} ({parl}).",
    "Au cours des travaux préparatoires, il a été souligné que la réglementation visait à {aim} et qu'elle serait évaluée au terme d'une période de trois ans ({parl}).",
  ],
  scope: [
    "La Cour est invitée à se prononcer sur la compatibilité de {op} avec {refsShort}, en ce qu'il {measure}.",
    "La Cour limite son examen à cette disposition, en ce qu'elle {measure}.",
    "Il n'appartient pas à la Cour de se prononcer sur l'opportunité ou le caractère souhaitable de la mesure critiquée ; elle vérifie uniquement si cette mesure est compatible avec les dispositions dont elle est chargée d'assurer le respect.",
    'Eu égard à la nature du litige, la Cour examine la disposition dans cette seule mesure.',
  ],
  admissibilityAnswer: [
    "Il ressort à suffisance de l'exposé en quoi la disposition en cause violerait les normes de référence invoquées. L'exception est rejetée.",
    "L'exception d'irrecevabilité est étroitement liée à la portée de la disposition en cause, de sorte que son examen se confond avec celui du fond de l'affaire.",
    "La Cour constate que {gov} a correctement compris la portée de la critique et y a répondu de manière circonstanciée. L'exception ne peut être accueillie.",
  ],
  standardEquality: [
    "Le principe d'égalité et de non-discrimination n'exclut pas qu'une différence de traitement soit établie entre des catégories de personnes, pour autant qu'elle repose sur un critère objectif et qu'elle soit raisonnablement justifiée. Ce principe s'oppose, par ailleurs, à ce que soient traitées de manière identique, sans justification raisonnable, des catégories de personnes se trouvant dans des situations essentiellement différentes. L'existence d'une telle justification s'apprécie en tenant compte du but et des effets de la mesure ainsi que de la nature des principes en cause ; le principe est violé lorsqu'il n'existe pas de rapport raisonnable de proportionnalité entre les moyens employés et le but visé.",
    "Une différence de traitement n'est compatible avec les articles 10 et 11 de la Constitution que si elle repose sur un critère objectif, poursuit un but légitime et est proportionnée à ce but. La Cour vérifie à cet égard si le critère retenu est pertinent au regard de l'objectif du législateur et si la mesure n'a pas d'effets disproportionnés pour la catégorie de personnes concernée.",
    "Les règles constitutionnelles de l'égalité et de la non-discrimination n'interdisent pas au législateur de traiter différemment des catégories de personnes, pourvu qu'il puisse invoquer une justification raisonnable. Cette justification doit être appréciée au regard du but et des effets de la mesure ; elle fait défaut lorsque les effets pour les intéressés sont disproportionnés par rapport à l'objectif poursuivi.",
  ],
  standardRights: [
    "Une ingérence dans le droit garanti par {refsShort} n'est admissible que si elle est prévue par une disposition législative suffisamment précise, si elle répond à un besoin social impérieux dans une société démocratique et si elle est proportionnée à l'objectif légitime qu'elle poursuit.",
    "Le droit garanti par {refsShort} n'est pas absolu. Le législateur peut le limiter, à condition de ménager un juste équilibre entre les exigences de l'intérêt général et la protection des droits des intéressés, et pour autant que la restriction soit prévisible et proportionnée.",
    "Lorsqu'une disposition conventionnelle liant la Belgique a une portée analogue à celle d'une disposition constitutionnelle, les garanties qu'elle consacre forment un ensemble indissociable avec celles qui sont inscrites dans la disposition constitutionnelle. La Cour en tient compte lors de son contrôle.",
  ],
  standardCompetence: [
    "Sauf disposition contraire, le législateur spécial a attribué aux communautés et aux régions toute la compétence d'édicter les règles propres aux matières qui leur ont été transférées. Cette compétence doit être interprétée largement.",
    "Pour déterminer les limites des compétences, la Cour tient compte des termes des règles répartitrices de compétences et de leurs travaux préparatoires. Un dépassement de compétence ne peut être justifié sur la base des pouvoirs implicites que si la matière se prête à un régime différencié et que l'incidence sur la matière réservée n'est que marginale.",
    "Chaque autorité doit, dans l'exercice de ses compétences, respecter le principe de proportionnalité, qui est inhérent à tout exercice de compétence ; elle ne peut rendre impossible ou exagérément difficile l'exercice efficace de leurs compétences par les autres autorités.",
  ],
  legalCertainty: [
    "Le principe de la sécurité juridique interdit au législateur de porter atteinte, sans justification objective et raisonnable, à l'intérêt que possèdent les sujets de droit d'être en mesure de prévoir les conséquences juridiques de leurs actes.",
    "Le principe de la confiance légitime, étroitement lié au principe de la sécurité juridique, implique que l'autorité respecte en principe les attentes légitimes qu'elle a suscitées chez le citoyen.",
    "Une modification de la réglementation n'entraîne pas en soi une violation du principe de la sécurité juridique ; le législateur doit toutefois, lorsqu'il modifie sa politique, apprécier s'il est nécessaire de prévoir un régime transitoire.",
  ],
  aim: [
    'Il ressort des travaux préparatoires que le législateur entendait {aim} ({parl}). Un tel objectif est légitime.',
    'Par la disposition en cause, le législateur visait à {aim}. Cet objectif a été confirmé à plusieurs reprises au cours des débats parlementaires ({parl}).',
    "La mesure s'inscrit dans la volonté du législateur de {aim} ({parl}). Il appartient à la Cour de vérifier si la mesure est raisonnablement justifiée au regard de cet objectif.",
    "Selon l'exposé des motifs, la réglementation tend à {aim} ({parl}). Il n'appartient pas à la Cour de mettre en cause l'importance de cet objectif.",
  ],
  margin: [
    "Dans les matières socio-économiques, le législateur dispose d'une large marge d'appréciation. La Cour ne peut censurer son appréciation que si elle est manifestement déraisonnable.",
    'Lorsque le législateur établit une réglementation fiscale ou sociale, il doit nécessairement appréhender la diversité des situations au moyen de catégories qui ne correspondent à la réalité que de manière approximative.',
    "Il appartient au législateur de déterminer les mesures qu'il juge appropriées pour réaliser son objectif ; la Cour ne peut, à cet égard, substituer son appréciation à celle de l'assemblée législative démocratiquement élue.",
    'Dans son contrôle, la Cour tient compte de ce que la question examinée requiert des choix politiques sur lesquels de profondes divergences peuvent raisonnablement exister dans une société démocratique.',
  ],
  criterion: [
    'La différence de traitement entre {groupA} et {groupB} repose sur un critère objectif.',
    "Le critère de distinction entre {groupA} et {groupB} est objectif, dès lors qu'il repose sur une donnée juridiquement vérifiable.",
    'La distinction entre {groupA} et {groupB} repose sur un critère objectif, à savoir la situation juridique dans laquelle se trouvent les intéressés.',
  ],
  pertinence: [
    "Ce critère est pertinent au regard de l'objectif poursuivi.",
    "Le critère retenu est en rapport avec l'objectif du législateur et n'est pas incompatible avec celui-ci.",
    "Ce n'est pas sans justification raisonnable que le législateur a retenu ce critère pour déterminer le champ d'application de la mesure.",
  ],
  precedent: [
    "La Cour s'est déjà prononcée sur une réglementation similaire ({cites}). Il n'y a pas lieu de juger autrement en l'espèce.",
    "Comme la Cour l'a déjà jugé, l'appréciation d'une telle mesure doit tenir compte de l'ensemble de la réglementation dont elle fait partie ({cites}).",
    "La Cour a déjà précisé la portée des principes en cause dans cette matière ({cites}). Cette jurisprudence est également pertinente en l'espèce.",
  ],
  proportionViolation: [
    "La mesure va toutefois au-delà de ce qui est nécessaire pour atteindre l'objectif poursuivi.",
    'Le législateur aurait pu atteindre cet objectif par des mesures moins attentatoires à la situation des intéressés.',
    'En excluant toute appréciation de la situation individuelle, la mesure a des effets disproportionnés pour les intéressés.',
    "Aucun élément des travaux préparatoires ne permet de justifier pourquoi la mesure s'applique sans aucune nuance à l'ensemble des intéressés.",
    "Les effets de la mesure ne sont pas raisonnablement proportionnés à l'objectif poursuivi.",
  ],
  proportionNoViolation: [
    "La mesure n'a pas d'effets disproportionnés, dès lors qu'elle est assortie de garanties permettant aux intéressés de faire valoir leurs droits.",
    "Le législateur a pu raisonnablement considérer qu'une réglementation générale était nécessaire pour atteindre efficacement l'objectif poursuivi.",
    "Il n'appartient pas à la Cour d'apprécier si une autre mesure aurait été tout aussi efficace ; il suffit de constater que la mesure choisie n'est pas manifestement déraisonnable.",
    "Les intéressés disposent en outre d'un recours devant un juge de pleine juridiction, de sorte que leurs droits sont suffisamment garantis.",
    'La mesure est dès lors raisonnablement justifiée et ne porte pas une atteinte disproportionnée aux droits des intéressés.',
  ],
  conclusionViolation: [
    "En ce qu'il {measure}, {op} n'est pas compatible avec {refsShort}. La question préjudicielle appelle une réponse affirmative.",
    "Par conséquent, {op} viole {refsShort}, en ce qu'il {measure}.",
    "La mesure critiquée n'est pas raisonnablement justifiée. La question préjudicielle appelle une réponse affirmative.",
  ],
  conclusionNoViolation: [
    '{Op} est compatible avec {refsShort}. La question préjudicielle appelle une réponse négative.',
    'Par conséquent, {op} ne viole pas {refsShort}.',
    'La mesure critiquée est raisonnablement justifiée. La question préjudicielle appelle une réponse négative.',
  ],
  pleaFounded: [
    'Le moyen est fondé.',
    'Le moyen unique est fondé dans cette mesure.',
    "Le moyen est fondé en ce qu'il est pris de la violation de {refsShort}.",
  ],
  pleaUnfounded: [
    "Le moyen n'est pas fondé.",
    "Le moyen unique n'est pas fondé.",
    "En ce qu'il est pris de la violation de {refsShort}, le moyen n'est pas fondé.",
  ],
  maintainEffects: [
    "Afin d'éviter l'insécurité juridique qui découlerait de l'annulation et de permettre au législateur d'adopter une nouvelle réglementation, il y a lieu, en application de l'article 8, alinéa 3, {specialLawOf}, de maintenir les effets de la disposition annulée jusqu'au {effectsDate}.",
    "L'annulation immédiate de la disposition attaquée entraînerait de graves difficultés administratives et budgétaires. La Cour en maintient les effets jusqu'au {effectsDate}.",
  ],
  inadmissibleQuestion: [
    "C'est en règle au juge a quo qu'il appartient d'apprécier si la réponse à la question préjudicielle est utile à la solution du litige. Lorsqu'il apparaît toutefois clairement que la disposition en cause n'est pas applicable au litige au fond, la question n'appelle pas de réponse.",
    "La décision de renvoi n'indique pas en quoi la disposition en cause violerait {refsShort}, de sorte que la Cour n'est pas en mesure d'examiner la question.",
    "La Cour n'est pas compétente pour se prononcer sur une différence de traitement qui ne découle pas de la disposition en cause, mais de la manière dont celle-ci est appliquée par l'administration.",
  ],
  inadmissibleAction: [
    "Le recours a été introduit après l'expiration du délai de six mois suivant la publication de la disposition attaquée au Moniteur belge. Il est dès lors tardif.",
    "La partie requérante ne démontre pas que sa situation pourrait être affectée directement et défavorablement par la disposition attaquée. Elle ne justifie pas de l'intérêt requis.",
    "La requête ne contient pas un exposé des moyens répondant aux exigences de l'article 6 {specialLawOf}.",
  ],
  mootQuestion: [
    "La Cour a entre-temps annulé la disposition en cause ({cites}). Une disposition annulée étant censée n'avoir jamais existé, la question préjudicielle est devenue sans objet.",
    "Après la décision de renvoi, le législateur a abrogé la disposition en cause avec effet rétroactif, de sorte qu'elle n'est plus applicable au litige au fond. La question préjudicielle est devenue sans objet.",
  ],
  mootAction: [
    'La Cour a déjà annulé la disposition attaquée ({cites}), de sorte que le recours est devenu sans objet.',
    "La disposition attaquée a été abrogée, après l'introduction du recours, avec effet rétroactif à la date de son entrée en vigueur. Elle n'a dès lors jamais produit d'effets, de sorte que le recours est devenu sans objet.",
  ],
  discontinuance: [
    "Par lettre du {withdrawalDate}, la partie requérante a informé la Cour qu'elle se désistait de son recours. Rien ne s'oppose en l'espèce à ce que la Cour décrète le désistement.",
    "Par lettre parvenue au greffe le {withdrawalDate}, la partie requérante a déclaré se désister de l'instance. Il n'existe aucune raison de ne pas décréter ce désistement.",
  ],
  cjeuDoubt: [
    "La disposition en cause vise à transposer le droit de l'Union européenne et doit être interprétée à la lumière de celui-ci. Un doute existe quant à l'interprétation de {euNorm}.",
    "Lorsqu'une question d'interprétation du droit de l'Union est soulevée dans une affaire pendante devant une juridiction nationale dont les décisions ne sont pas susceptibles d'un recours juridictionnel de droit interne, cette juridiction est tenue de saisir la Cour de justice (article 267, troisième alinéa, du Traité sur le fonctionnement de l'Union européenne).",
    "Avant de statuer quant au fond, la Cour doit dès lors poser à la Cour de justice de l'Union européenne la question préjudicielle mentionnée dans le dispositif.",
  ],
  cjeuQuestion: [
    "Faut-il interpréter {euNorm} en ce sens qu'il s'oppose à une réglementation nationale qui {measure} ?",
    'Une réglementation nationale qui {measure} est-elle compatible avec {euNorm}, le cas échéant combiné avec le principe de proportionnalité ?',
  ],
  suspensionConditions: [
    "Aux termes de l'article 20, 1°, {specialLawOf}, deux conditions de fond doivent être remplies pour que la suspension puisse être décidée : des moyens sérieux doivent être invoqués et l'exécution immédiate de la mesure attaquée doit risquer de causer un préjudice grave difficilement réparable. Les deux conditions étant cumulatives, la constatation que l'une d'elles n'est pas remplie entraîne le rejet de la demande de suspension.",
    "La suspension d'une norme législative est une mesure exceptionnelle. Elle ne peut être ordonnée que si la partie requérante expose, dans sa requête, des faits concrets et précis qui prouvent à suffisance que l'application immédiate de la norme attaquée risque de lui causer un préjudice grave difficilement réparable.",
  ],
  suspensionHarm: [
    "Il ressort des pièces du dossier que l'application immédiate de la disposition attaquée risque de causer à la partie requérante un préjudice grave difficilement réparable, auquel une annulation ultérieure ne pourrait remédier.",
    "Le préjudice invoqué est démontré de manière suffisamment concrète et se produirait avant l'arrêt sur le recours en annulation. En outre, au moins un moyen est, dans le cadre de l'examen de la demande de suspension, sérieux.",
  ],
  suspensionNoHarm: [
    "Un préjudice purement financier n'est en principe pas difficilement réparable. La partie requérante ne démontre pas que le préjudice invoqué met en péril son existence.",
    "La partie requérante ne produit pas d'éléments concrets démontrant que le préjudice invoqué surviendrait avant l'arrêt sur le recours en annulation. La deuxième condition n'est pas remplie.",
  ],
  summaryQuestion: [
    "{Jurisdiction} demande à la Cour si {op} viole {refsShort}, en ce qu'il {measure}.",
    'La question préjudicielle concerne {subject}. Elle porte sur {op}.',
  ],
  summaryAction: [
    "{ApplicantName} demande l'annulation de {op}, qui règle {subject}.",
    'Le recours concerne {subject} et est dirigé contre {op}.',
  ],
  summaryOutcome: {
    violation: "La Cour juge que la disposition viole {refsShort}, en ce qu'elle {measure}. {Violation}",
    'no-violation': 'La Cour juge que la disposition ne viole pas {refsShort}. {NoViolation}',
    annulment: 'La Cour annule la disposition attaquée. {Violation}',
    'partial-annulment':
      "La Cour annule partiellement la disposition attaquée, en ce qu'elle {measure}, et rejette le recours pour le surplus.",
    dismissal: 'La Cour rejette le recours. {NoViolation}',
    suspension: "La Cour suspend la disposition attaquée dans l'attente de son arrêt sur le recours en annulation.",
    'suspension-refused':
      "La Cour rejette la demande de suspension, faute de démonstration que l'application immédiate de la disposition risque de causer un préjudice grave difficilement réparable.",
    inadmissible: "La Cour déclare l'affaire irrecevable sans se prononcer sur le fond.",
    moot: "La Cour constate que l'affaire est devenue sans objet.",
    discontinuance: "La Cour décrète le désistement d'instance.",
    'referral-to-cjeu':
      "Avant de statuer, la Cour pose une question préjudicielle à la Cour de justice de l'Union européenne sur l'interprétation de {euNorm}.",
  },
  headnoteQuestion: '{questionsLabel} {op}, {posed} {byJurisdiction}. {Subject}.',
  headnoteAction: 'Recours en annulation de {op}, introduit par {applicantName}. {Subject}.',
  headnoteSuspension: 'Demande de suspension de {op}, introduite par {applicantName}. {Subject}.',
};
