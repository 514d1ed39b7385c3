import type { Topic } from './types.js';

/** Employment law and the civil service: notice periods, dismissal of statutory staff. */
export const EMPLOYMENT: Topic = {
  id: 'employment',
  areas: ['labour', 'administrative'],
  weight: 7,
  issues: [
    {
      id: 'employment-notice-periods',
      topic: 'employment',
      sub: 'dismissal',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'employment-contracts-law',
      articles: ['59', '82'],
      constitution: ['10', '11'],
      keywords: ['employment-contract', 'notice-period', 'manual-workers'],
      applicants: ['individual', 'trade-union'],
      nl: {
        subject: 'de opzeggingstermijnen van arbeiders en bedienden',
        tail: 'betreffende de invoering van een eenheidsstatuut tussen arbeiders en bedienden inzake de opzeggingstermijnen',
        provision:
          'De termijn van opzegging ter beëindiging van een arbeidsovereenkomst voor werklieden wordt vastgesteld op achtentwintig dagen wanneer de opzegging door de werkgever wordt gegeven. De termijn van opzegging voor bedienden bedraagt ten minste drie maanden.',
        measure: 'voor arbeiders kortere opzeggingstermijnen vaststelt dan voor bedienden',
        groups: ['de arbeiders', 'de bedienden'],
        aim: 'rekening te houden met de kenmerken van de verschillende beroepscategorieën en de flexibiliteit van de arbeidsmarkt te waarborgen',
        facts:
          '{Party} werd na twaalf jaar dienst als arbeider ontslagen met een opzeggingstermijn van achtentwintig dagen. {Party} vordert een aanvullende opzeggingsvergoeding, berekend volgens de regels die voor bedienden gelden.',
        claim:
          'het onderscheid tussen handarbeid en hoofdarbeid niet langer een objectief criterium vormt om een verschil in opzeggingstermijnen te verantwoorden',
        defence:
          'het verschil in behandeling historisch gegroeid is en slechts geleidelijk kan worden weggewerkt, zonder de concurrentiepositie van de ondernemingen in gevaar te brengen',
        violation:
          'Het criterium van het overwegend manuele of intellectuele karakter van de arbeid kan een zo aanzienlijk verschil in opzeggingstermijnen niet langer op een objectieve en redelijke wijze verantwoorden.',
        noViolation:
          'De wetgever mocht de harmonisering van de statuten van arbeiders en bedienden geleidelijk doorvoeren, rekening houdend met de sociaal-economische gevolgen van een onmiddellijke gelijkschakeling.',
      },
      fr: {
        subject: 'les délais de préavis des ouvriers et des employés',
        tail: "concernant l'introduction d'un statut unique entre ouvriers et employés en ce qui concerne les délais de préavis",
        provision:
          "Le délai de préavis notifié par l'employeur pour mettre fin à un contrat de travail d'ouvrier est fixé à vingt-huit jours. Le délai de préavis des employés est d'au moins trois mois.",
        measure: 'fixe pour les ouvriers des délais de préavis plus courts que pour les employés',
        groups: ['les ouvriers', 'les employés'],
        aim: 'tenir compte des caractéristiques des différentes catégories professionnelles et garantir la flexibilité du marché du travail',
        facts:
          "Le contrat de travail d'ouvrier de {party} a été rompu après douze ans de service moyennant un préavis de vingt-huit jours. {Party} réclame une indemnité compensatoire de préavis complémentaire, calculée selon les règles applicables aux employés.",
        claim:
          'la distinction entre travail manuel et travail intellectuel ne constitue plus un critère objectif pour justifier une différence de délais de préavis',
        defence:
          "la différence de traitement est le fruit de l'histoire et ne peut être résorbée que progressivement, sans mettre en péril la compétitivité des entreprises",
        violation:
          'Le critère du caractère principalement manuel ou intellectuel du travail ne peut plus justifier de manière objective et raisonnable une différence aussi importante de délais de préavis.',
        noViolation:
          "Le législateur pouvait réaliser progressivement l'harmonisation des statuts des ouvriers et des employés, en tenant compte des conséquences socio-économiques d'une assimilation immédiate.",
      },
      de: {
        subject: 'die Kündigungsfristen der Arbeiter und Angestellten',
        tail: 'zur Einführung eines Einheitsstatuts zwischen Arbeitern und Angestellten in Bezug auf die Kündigungsfristen',
        provision:
          'Die vom Arbeitgeber zur Beendigung eines Arbeitsvertrags für Arbeiter notifizierte Kündigungsfrist wird auf achtundzwanzig Tage festgelegt. Die Kündigungsfrist für Angestellte beträgt mindestens drei Monate.',
        measure: 'für Arbeiter kürzere Kündigungsfristen festlegt als für Angestellte',
        groups: ['den Arbeitern', 'den Angestellten'],
        aim: 'den Merkmalen der verschiedenen Berufskategorien Rechnung zu tragen und die Flexibilität des Arbeitsmarktes zu gewährleisten',
        facts:
          'Der Arbeitsvertrag von {party} als Arbeiter wurde nach zwölf Dienstjahren mit einer Kündigungsfrist von achtundzwanzig Tagen beendet. {Party} fordert eine zusätzliche Kündigungsentschädigung, die nach den für Angestellte geltenden Regeln berechnet wird.',
        claim:
          'die Unterscheidung zwischen Handarbeit und geistiger Arbeit kein objektives Kriterium mehr darstelle, um einen Unterschied bei den Kündigungsfristen zu rechtfertigen',
        defence:
          'der Behandlungsunterschied historisch gewachsen sei und nur schrittweise abgebaut werden könne, ohne die Wettbewerbsfähigkeit der Unternehmen zu gefährden',
        violation:
          'Das Kriterium des überwiegend manuellen oder geistigen Charakters der Arbeit kann einen so erheblichen Unterschied bei den Kündigungsfristen nicht mehr auf objektive und vernünftige Weise rechtfertigen.',
        noViolation:
          'Der Gesetzgeber durfte die Harmonisierung der Statute der Arbeiter und Angestellten schrittweise durchführen und dabei die sozialwirtschaftlichen Folgen einer sofortigen Gleichstellung berücksichtigen.',
      },
      en: {
        subject: 'notice periods for manual and non-manual workers',
        measure: 'lays down shorter notice periods for manual workers than for non-manual workers',
      },
    },
    {
      id: 'employment-civil-servant-inaptitude',
      topic: 'employment',
      sub: 'civil-service',
      frame: 'equality',
      since: 1995,
      legislators: ['flemish-community', 'walloon-region', 'french-community', 'brussels-region'],
      articles: ['16', '19'],
      constitution: ['10', '11'],
      keywords: ['civil-service', 'professional-evaluation', 'dismissal'],
      applicants: ['individual', 'trade-union'],
      opponentKind: 'authority',
      nl: {
        subject: 'het ontslag wegens beroepsongeschiktheid van statutaire ambtenaren',
        tail: 'houdende diverse bepalingen inzake het personeel van de diensten van de overheid',
        provision:
          'Het statutaire personeelslid dat twee opeenvolgende evaluaties met de vermelding « onvoldoende » heeft gekregen, wordt wegens beroepsongeschiktheid ontslagen. Het ontslag geeft recht op een vergoeding van drie maanden bezoldiging per begonnen schijf van vijf jaar dienstanciënniteit.',
        measure:
          'het ontslag wegens beroepsongeschiktheid oplegt na twee opeenvolgende ongunstige evaluaties, zonder dat het personeelslid vooraf door de tuchtoverheid wordt gehoord',
        groups: [
          'de statutaire personeelsleden die wegens beroepsongeschiktheid worden ontslagen',
          'de statutaire personeelsleden tegen wie een tuchtprocedure wordt gevoerd',
        ],
        aim: 'de kwaliteit van de openbare dienstverlening te verbeteren en een doeltreffend personeelsbeheer mogelijk te maken',
        facts:
          '{Party}, statutair personeelslid van een gewestelijke administratie, werd ontslagen na twee opeenvolgende ongunstige evaluaties. In het geschil over dat ontslag betoogt {party} dat het werd gegeven zonder voorafgaand verhoor.',
        claim:
          'het personeelslid dat wegens beroepsongeschiktheid wordt ontslagen, niet over dezelfde procedurele waarborgen beschikt als een personeelslid tegen wie een tuchtsanctie wordt uitgesproken',
        defence:
          'het ontslag wegens beroepsongeschiktheid geen tuchtsanctie is, maar het gevolg van een objectieve vaststelling na een evaluatieprocedure met eigen waarborgen',
        violation:
          'Aangezien het ontslag wegens beroepsongeschiktheid voor het personeelslid even ernstige gevolgen heeft als een tuchtrechtelijk ontslag, is het niet verantwoord dat het niet vooraf wordt gehoord.',
        noViolation:
          'De evaluatieprocedure biedt het personeelslid de gelegenheid zijn standpunt te doen kennen en beroep in te stellen bij een onafhankelijke commissie, zodat de maatregel geen onevenredige gevolgen heeft.',
      },
      fr: {
        subject: 'le licenciement pour inaptitude professionnelle des agents statutaires',
        tail: 'portant des dispositions diverses relatives au personnel des services publics',
        provision:
          "L'agent statutaire qui a obtenu deux évaluations successives portant la mention « insuffisant » est licencié pour inaptitude professionnelle. Le licenciement donne droit à une indemnité de trois mois de traitement par tranche entamée de cinq ans d'ancienneté de service.",
        measure:
          "impose le licenciement pour inaptitude professionnelle après deux évaluations défavorables successives, sans que l'agent soit préalablement entendu par l'autorité disciplinaire",
        groups: [
          'les agents statutaires licenciés pour inaptitude professionnelle',
          "les agents statutaires qui font l'objet d'une procédure disciplinaire",
        ],
        aim: 'améliorer la qualité du service public et permettre une gestion efficace du personnel',
        facts:
          "{Party}, agent statutaire d'une administration régionale, a fait l'objet d'un licenciement après deux évaluations défavorables successives. Dans le litige relatif à ce licenciement, {party} soutient que celui-ci a été décidé sans audition préalable.",
        claim:
          "l'agent licencié pour inaptitude professionnelle ne bénéficie pas des mêmes garanties procédurales que l'agent à l'égard duquel une sanction disciplinaire est prononcée",
        defence:
          "le licenciement pour inaptitude professionnelle n'est pas une sanction disciplinaire, mais la conséquence d'un constat objectif au terme d'une procédure d'évaluation assortie de garanties propres",
        violation:
          "Dès lors que le licenciement pour inaptitude professionnelle a pour l'agent des conséquences aussi graves qu'une révocation disciplinaire, il n'est pas justifié que l'agent ne soit pas entendu au préalable.",
        noViolation:
          "La procédure d'évaluation permet à l'agent de faire valoir son point de vue et d'introduire un recours devant une commission indépendante, de sorte que la mesure n'a pas d'effets disproportionnés.",
      },
      de: {
        subject: 'die Entlassung statutarischer Bediensteter wegen beruflicher Untauglichkeit',
        tail: 'zur Festlegung verschiedener Bestimmungen über das Personal der öffentlichen Dienste',
        provision:
          'Das statutarische Personalmitglied, das zwei aufeinanderfolgende Beurteilungen mit dem Vermerk « ungenügend » erhalten hat, wird wegen beruflicher Untauglichkeit entlassen. Die Entlassung gibt Anrecht auf eine Entschädigung von drei Monatsgehältern pro angefangenem Zeitraum von fünf Jahren Dienstalter.',
        measure:
          'die Entlassung wegen beruflicher Untauglichkeit nach zwei aufeinanderfolgenden ungünstigen Beurteilungen vorschreibt, ohne dass das Personalmitglied vorher von der Disziplinarbehörde angehört wird',
        groups: [
          'den statutarischen Personalmitgliedern, die wegen beruflicher Untauglichkeit entlassen werden',
          'den statutarischen Personalmitgliedern, gegen die ein Disziplinarverfahren geführt wird',
        ],
        aim: 'die Qualität des öffentlichen Dienstes zu verbessern und eine effiziente Personalverwaltung zu ermöglichen',
        facts:
          '{Party} wurde als statutarisches Personalmitglied einer regionalen Verwaltung nach zwei aufeinanderfolgenden ungünstigen Beurteilungen entlassen. In der Streitsache über diese Entlassung macht {party} geltend, dass sie ohne vorherige Anhörung beschlossen worden sei.',
        claim:
          'das wegen beruflicher Untauglichkeit entlassene Personalmitglied nicht über dieselben Verfahrensgarantien verfüge wie ein Personalmitglied, gegen das eine Disziplinarstrafe ausgesprochen werde',
        defence:
          'die Entlassung wegen beruflicher Untauglichkeit keine Disziplinarstrafe sei, sondern die Folge einer objektiven Feststellung nach einem Beurteilungsverfahren mit eigenen Garantien',
        violation:
          'Da die Entlassung wegen beruflicher Untauglichkeit für das Personalmitglied ebenso schwerwiegende Folgen hat wie eine disziplinarische Entlassung, ist es nicht gerechtfertigt, dass es nicht vorher angehört wird.',
        noViolation:
          'Das Beurteilungsverfahren bietet dem Personalmitglied die Gelegenheit, seinen Standpunkt darzulegen und bei einer unabhängigen Kommission Beschwerde einzulegen, sodass die Maßnahme keine unverhältnismäßigen Folgen hat.',
      },
      en: {
        subject: 'dismissal of statutory civil servants for professional incompetence',
        measure:
          'requires dismissal for professional incompetence after two successive unfavourable evaluations, without a prior hearing by the disciplinary authority',
      },
    },
  ],
};
