import type { Topic } from './types.js';

/** Language legislation: the use of languages in administrative and in judicial matters. */
export const LANGUAGE: Topic = {
  id: 'language-legislation',
  areas: ['administrative', 'civil', 'criminal'],
  weight: 4,
  issues: [
    {
      id: 'language-local-staff',
      topic: 'language-legislation',
      sub: 'administrative-matters',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'language-admin-laws',
      articles: ['15', '21'],
      constitution: ['10', '11', '30'],
      keywords: ['language-use', 'municipalities-with-facilities', 'language-knowledge'],
      applicants: ['individual', 'public-authority'],
      nl: {
        subject: 'de taalkennis van het personeel van de gemeenten met een bijzondere taalregeling',
        tail: 'houdende diverse bepalingen inzake het gebruik van de talen in bestuurszaken',
        provision:
          'Niemand kan in de plaatselijke diensten van de gemeenten met een bijzondere taalregeling worden benoemd of bevorderd tot een ambt dat hem in contact brengt met het publiek, indien hij de tweede taal niet kent in de mate die vereist is voor de uitoefening van dat ambt.',
        measure:
          'de benoeming in een ambt dat in contact brengt met het publiek afhankelijk maakt van het slagen voor een examen over de kennis van de tweede taal',
        groups: [
          'de kandidaten die reeds over een diploma in de tweede taal beschikken',
          'de kandidaten die een taalexamen moeten afleggen',
        ],
        aim: 'te waarborgen dat de inwoners van de gemeenten met een bijzondere taalregeling in hun eigen taal door de plaatselijke diensten worden bediend',
        facts:
          'De benoeming van {party} tot ambtenaar van de burgerlijke stand werd door de toezichthoudende overheid geschorst, omdat geen bewijs werd geleverd van de vereiste kennis van de tweede taal.',
        claim:
          'de verplichting een bijzonder taalexamen af te leggen onevenredig is wanneer de kandidaat de tweede taal in de praktijk beheerst',
        defence:
          'de taalwetgeving een fragiel evenwicht tussen de taalgemeenschappen uitdrukt en dat de vereiste van een examen de objectiviteit van de beoordeling waarborgt',
        violation:
          'Door geen enkel ander bewijs van de taalkennis te aanvaarden dan het slagen voor een bijzonder examen, gaat de maatregel verder dan noodzakelijk is om de dienstverlening in de taal van de inwoners te waarborgen.',
        noViolation:
          'De vereiste van een objectief bewijs van de taalkennis is pertinent om de dienstverlening in de taal van de inwoners te waarborgen en houdt rekening met het bijzondere statuut van die gemeenten.',
      },
      fr: {
        subject: 'la connaissance linguistique du personnel des communes à régime linguistique spécial',
        tail: "portant des dispositions diverses relatives à l'emploi des langues en matière administrative",
        provision:
          "Nul ne peut être nommé ou promu, dans les services locaux des communes à régime linguistique spécial, à une fonction qui le met en contact avec le public s'il ne connaît pas la seconde langue dans la mesure requise pour l'exercice de cette fonction.",
        measure:
          "subordonne la nomination à une fonction en contact avec le public à la réussite d'un examen portant sur la connaissance de la seconde langue",
        groups: [
          "les candidats qui disposent déjà d'un diplôme dans la seconde langue",
          'les candidats qui doivent présenter un examen linguistique',
        ],
        aim: 'garantir que les habitants des communes à régime linguistique spécial soient servis dans leur langue par les services locaux',
        facts:
          "La nomination de {party} en qualité d'officier de l'état civil a été suspendue par l'autorité de tutelle, à défaut de preuve de la connaissance requise de la seconde langue.",
        claim:
          "l'obligation de présenter un examen linguistique particulier est disproportionnée lorsque le candidat maîtrise en pratique la seconde langue",
        defence:
          "la législation linguistique exprime un équilibre fragile entre les communautés et que l'exigence d'un examen garantit l'objectivité de l'appréciation",
        violation:
          "En n'admettant aucune autre preuve de la connaissance linguistique que la réussite d'un examen particulier, la mesure va au-delà de ce qui est nécessaire pour garantir le service dans la langue des habitants.",
        noViolation:
          "L'exigence d'une preuve objective de la connaissance linguistique est pertinente pour garantir le service dans la langue des habitants et tient compte du statut particulier de ces communes.",
      },
      de: {
        subject: 'die Sprachkenntnisse des Personals der Gemeinden mit sprachlicher Sonderregelung',
        tail: 'zur Festlegung verschiedener Bestimmungen über den Sprachengebrauch in Verwaltungsangelegenheiten',
        provision:
          'Niemand kann in den lokalen Dienststellen der Gemeinden mit sprachlicher Sonderregelung in ein Amt ernannt oder befördert werden, das ihn mit der Öffentlichkeit in Kontakt bringt, wenn er die zweite Sprache nicht in dem für die Ausübung dieses Amtes erforderlichen Maße beherrscht.',
        measure:
          'die Ernennung in ein Amt mit Publikumskontakt vom Bestehen einer Prüfung über die Kenntnis der zweiten Sprache abhängig macht',
        groups: [
          'den Bewerbern, die bereits über ein Diplom in der zweiten Sprache verfügen',
          'den Bewerbern, die eine Sprachprüfung ablegen müssen',
        ],
        aim: 'zu gewährleisten, dass die Einwohner der Gemeinden mit sprachlicher Sonderregelung von den lokalen Dienststellen in ihrer eigenen Sprache bedient werden',
        facts:
          'Die Ernennung von {party} zum Standesbeamten wurde von der Aufsichtsbehörde ausgesetzt, weil kein Nachweis der erforderlichen Kenntnis der zweiten Sprache erbracht worden war.',
        claim:
          'die Verpflichtung, eine besondere Sprachprüfung abzulegen, unverhältnismäßig sei, wenn der Bewerber die zweite Sprache in der Praxis beherrsche',
        defence:
          'die Sprachengesetzgebung ein empfindliches Gleichgewicht zwischen den Sprachgemeinschaften zum Ausdruck bringe und dass das Erfordernis einer Prüfung die Objektivität der Beurteilung gewährleiste',
        violation:
          'Indem sie keinen anderen Nachweis der Sprachkenntnisse zulässt als das Bestehen einer besonderen Prüfung, geht die Maßnahme über das hinaus, was notwendig ist, um die Bedienung in der Sprache der Einwohner zu gewährleisten.',
        noViolation:
          'Das Erfordernis eines objektiven Nachweises der Sprachkenntnisse ist sachdienlich, um die Bedienung in der Sprache der Einwohner zu gewährleisten, und berücksichtigt das besondere Statut dieser Gemeinden.',
      },
      en: {
        subject: 'language knowledge of staff in municipalities with special language arrangements',
        measure:
          'makes appointment to a post involving contact with the public conditional on passing an examination in the second language',
      },
    },
    {
      id: 'language-change-proceedings',
      topic: 'language-legislation',
      sub: 'judicial-matters',
      frame: 'equality',
      since: 1990,
      legislators: ['federal'],
      code: 'language-judicial-law',
      articles: ['4', '7'],
      constitution: ['10', '11'],
      treaties: [{ id: 'echr', articles: ['6'] }],
      keywords: ['language-use', 'judicial-proceedings', 'fair-trial'],
      applicants: ['individual', 'company'],
      opponentKind: 'private',
      nl: {
        subject: 'de taalwijziging in gerechtszaken',
        tail: 'tot wijziging van de regeling inzake het gebruik der talen in gerechtszaken',
        provision:
          'De verweerder die de taal van de rechtspleging niet voldoende kent, kan vóór elk verweer vragen dat de rechtspleging wordt voortgezet in de taal van zijn keuze. De rechter kan dat verzoek afwijzen indien uit de gegevens van de zaak blijkt dat de verweerder de taal van de rechtspleging voldoende kent.',
        measure:
          'de rechter toestaat een verzoek tot taalwijziging af te wijzen wanneer uit de gegevens van de zaak blijkt dat de verweerder de taal van de rechtspleging voldoende kent',
        groups: ['de verweerders', 'de eisers'],
        aim: 'te vermijden dat een verzoek tot taalwijziging als dilatoir middel wordt aangewend',
        facts:
          'In een geschil over de uitvoering van een aannemingsovereenkomst heeft {party} gevraagd dat de rechtspleging in een andere landstaal zou worden voortgezet. De tegenpartij verzet zich daartegen en voert aan dat de verweerder de taal van de rechtspleging voldoende kent.',
        claim:
          'het recht om de rechtspleging te voeren in een taal die men begrijpt, een wezenlijk onderdeel is van het recht op een eerlijk proces',
        defence:
          'de rechter zijn beoordeling steunt op objectieve gegevens van de zaak en dat de verweerder zich in elk geval kan laten bijstaan door een tolk',
        violation:
          'Door de rechter toe te staan het verzoek af te wijzen op grond van een summiere beoordeling van de taalkennis van de verweerder, doet de maatregel op onevenredige wijze afbreuk aan de rechten van de verdediging.',
        noViolation:
          'De rechter moet zijn beslissing steunen op concrete gegevens van de zaak en de verweerder behoudt het recht op bijstand door een tolk, zodat de rechten van de verdediging gewaarborgd blijven.',
      },
      fr: {
        subject: 'le changement de langue en matière judiciaire',
        tail: "modifiant la réglementation relative à l'emploi des langues en matière judiciaire",
        provision:
          "Le défendeur qui ne connaît pas suffisamment la langue de la procédure peut demander, avant toute défense, que la procédure soit poursuivie dans la langue de son choix. Le juge peut rejeter cette demande s'il ressort des éléments de la cause que le défendeur a une connaissance suffisante de la langue de la procédure.",
        measure:
          "permet au juge de rejeter une demande de changement de langue lorsqu'il ressort des éléments de la cause que le défendeur connaît suffisamment la langue de la procédure",
        groups: ['les défendeurs', 'les demandeurs'],
        aim: 'éviter que la demande de changement de langue soit utilisée à des fins dilatoires',
        facts:
          "Dans un litige relatif à l'exécution d'un contrat d'entreprise, {party} a demandé que la procédure soit poursuivie dans une autre langue nationale. La partie adverse s'y oppose en soutenant que le défendeur connaît suffisamment la langue de la procédure.",
        claim:
          "le droit de mener la procédure dans une langue que l'on comprend constitue un élément essentiel du droit à un procès équitable",
        defence:
          "le juge fonde son appréciation sur des éléments objectifs de la cause et que le défendeur peut en tout cas se faire assister d'un interprète",
        violation:
          "En permettant au juge de rejeter la demande sur la base d'une appréciation sommaire de la connaissance linguistique du défendeur, la mesure porte une atteinte disproportionnée aux droits de la défense.",
        noViolation:
          "Le juge doit fonder sa décision sur des éléments concrets de la cause et le défendeur conserve le droit d'être assisté d'un interprète, de sorte que les droits de la défense restent garantis.",
      },
      de: {
        subject: 'die Änderung der Verfahrenssprache in Gerichtsangelegenheiten',
        tail: 'zur Abänderung der Regelung über den Sprachengebrauch in Gerichtsangelegenheiten',
        provision:
          'Der Beklagte, der die Sprache des Verfahrens nicht ausreichend beherrscht, kann vor jeder Verteidigung beantragen, dass das Verfahren in der Sprache seiner Wahl fortgesetzt wird. Der Richter kann diesen Antrag ablehnen, wenn aus den Elementen der Sache hervorgeht, dass der Beklagte die Verfahrenssprache ausreichend beherrscht.',
        measure:
          'es dem Richter erlaubt, einen Antrag auf Sprachenwechsel abzulehnen, wenn aus den Elementen der Sache hervorgeht, dass der Beklagte die Verfahrenssprache ausreichend beherrscht',
        groups: ['den Beklagten', 'den Klägern'],
        aim: 'zu vermeiden, dass der Antrag auf Sprachenwechsel zu Verzögerungszwecken benutzt wird',
        facts:
          'In einer Streitsache über die Ausführung eines Werkvertrags hat {party} beantragt, dass das Verfahren in einer anderen Landessprache fortgesetzt wird. Die Gegenpartei widersetzt sich dem und führt an, dass der Beklagte die Verfahrenssprache ausreichend beherrsche.',
        claim:
          'das Recht, das Verfahren in einer Sprache zu führen, die man verstehe, ein wesentlicher Bestandteil des Rechts auf ein faires Verfahren sei',
        defence:
          'der Richter seine Beurteilung auf objektive Elemente der Sache stütze und der Beklagte sich in jedem Fall von einem Dolmetscher unterstützen lassen könne',
        violation:
          'Indem sie es dem Richter erlaubt, den Antrag auf der Grundlage einer summarischen Beurteilung der Sprachkenntnisse des Beklagten abzulehnen, beeinträchtigt die Maßnahme auf unverhältnismäßige Weise die Rechte der Verteidigung.',
        noViolation:
          'Der Richter muss seine Entscheidung auf konkrete Elemente der Sache stützen, und der Beklagte behält das Recht auf Unterstützung durch einen Dolmetscher, sodass die Rechte der Verteidigung gewährleistet bleiben.',
      },
      en: {
        subject: 'the change of the language of proceedings',
        measure:
          'allows the court to refuse a request to change the language of proceedings where the defendant has sufficient command of that language',
      },
    },
  ],
};
