import type { Topic } from './types.js';

/** Family law: filiation, maintenance after divorce, the surname of the child. */
export const FAMILY: Topic = {
  id: 'family-law',
  areas: ['family', 'civil'],
  weight: 9,
  issues: [
    {
      id: 'family-contest-paternity',
      topic: 'family-law',
      sub: 'filiation',
      frame: 'rights',
      since: 1989,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['318', '330'],
      constitution: ['22'],
      treaties: [{ id: 'echr', articles: ['8'] }],
      keywords: ['filiation', 'paternity', 'time-limits'],
      applicants: ['individual'],
      nl: {
        subject: 'de betwisting van het vaderschap',
        tail: 'tot wijziging van de bepalingen betreffende de afstamming',
        provision:
          'De vordering tot betwisting van het vermoeden van vaderschap moet worden ingesteld binnen een jaar na de ontdekking van het feit dat de echtgenoot niet de vader van het kind is. Zij is niet ontvankelijk indien het kind bezit van staat heeft ten aanzien van de echtgenoot.',
        measure:
          'de vordering tot betwisting van het vaderschap onontvankelijk verklaart wanneer het kind bezit van staat heeft ten aanzien van de echtgenoot van de moeder',
        aim: 'de rechtszekerheid en de stabiliteit van de familiale verhoudingen te waarborgen en het belang van het kind te beschermen',
        facts:
          '{Party} betwist het vaderschap van de echtgenoot van de moeder ten aanzien van een kind dat tijdens het huwelijk werd geboren. De vordering stuit op de vaststelling dat het kind bezit van staat heeft ten aanzien van die echtgenoot.',
        claim:
          'de volstrekte grond van niet-ontvankelijkheid elke afweging van de betrokken belangen door de rechter uitsluit',
        defence:
          'het bezit van staat een werkelijke socio-affectieve band weerspiegelt die de wetgever mocht beschermen',
        violation:
          'Door het bezit van staat te laten primeren zonder dat de rechter de belangen van alle betrokkenen, en in het bijzonder van het kind, in concreto kan afwegen, doet de maatregel op onevenredige wijze afbreuk aan het recht op eerbiediging van het privéleven.',
        noViolation:
          'De wetgever vermocht het belang van het kind bij de stabiliteit van een bestaande socio-affectieve band te laten primeren, zodat de maatregel geen onevenredige afbreuk doet aan het recht op eerbiediging van het privéleven.',
      },
      fr: {
        subject: 'la contestation de la paternité',
        tail: 'modifiant les dispositions relatives à la filiation',
        provision:
          "L'action en contestation de la présomption de paternité doit être intentée dans l'année de la découverte du fait que le mari n'est pas le père de l'enfant. Elle n'est pas recevable si l'enfant a la possession d'état à l'égard du mari.",
        measure:
          "déclare irrecevable l'action en contestation de paternité lorsque l'enfant a la possession d'état à l'égard du mari de la mère",
        aim: "garantir la sécurité juridique et la stabilité des relations familiales et protéger l'intérêt de l'enfant",
        facts:
          "{Party} conteste la paternité du mari de la mère à l'égard d'un enfant né pendant le mariage. L'action se heurte au constat que l'enfant a la possession d'état à l'égard de ce mari.",
        claim: 'la fin de non-recevoir absolue exclut toute mise en balance des intérêts en présence par le juge',
        defence: "la possession d'état reflète un lien socio-affectif réel que le législateur pouvait protéger",
        violation:
          "En faisant prévaloir la possession d'état sans que le juge puisse mettre en balance in concreto les intérêts de toutes les personnes concernées, et en particulier de l'enfant, la mesure porte une atteinte disproportionnée au droit au respect de la vie privée.",
        noViolation:
          "Le législateur a pu faire prévaloir l'intérêt de l'enfant à la stabilité d'un lien socio-affectif existant, de sorte que la mesure ne porte pas une atteinte disproportionnée au droit au respect de la vie privée.",
      },
      de: {
        subject: 'die Anfechtung der Vaterschaft',
        tail: 'zur Abänderung der Bestimmungen über die Abstammung',
        provision:
          'Die Klage auf Anfechtung der Vaterschaftsvermutung muss innerhalb eines Jahres nach der Entdeckung der Tatsache erhoben werden, dass der Ehemann nicht der Vater des Kindes ist. Sie ist nicht zulässig, wenn das Kind den Besitz des Standes hinsichtlich des Ehemannes hat.',
        measure:
          'die Klage auf Anfechtung der Vaterschaft für unzulässig erklärt, wenn das Kind den Besitz des Standes hinsichtlich des Ehemannes der Mutter hat',
        aim: 'die Rechtssicherheit und die Stabilität der Familienbeziehungen zu gewährleisten und das Interesse des Kindes zu schützen',
        facts:
          '{Party} ficht die Vaterschaft des Ehemannes der Mutter gegenüber einem während der Ehe geborenen Kind an. Die Klage scheitert an der Feststellung, dass das Kind den Besitz des Standes hinsichtlich dieses Ehemannes hat.',
        claim:
          'der absolute Unzulässigkeitsgrund jede Abwägung der betroffenen Interessen durch den Richter ausschließe',
        defence:
          'der Besitz des Standes eine tatsächliche sozio-affektive Bindung widerspiegele, die der Gesetzgeber habe schützen dürfen',
        violation:
          'Indem sie dem Besitz des Standes den Vorrang gibt, ohne dass der Richter die Interessen aller Betroffenen, insbesondere des Kindes, konkret abwägen kann, beeinträchtigt die Maßnahme auf unverhältnismäßige Weise das Recht auf Achtung des Privatlebens.',
        noViolation:
          'Der Gesetzgeber konnte dem Interesse des Kindes an der Stabilität einer bestehenden sozio-affektiven Bindung den Vorrang geben, sodass die Maßnahme das Recht auf Achtung des Privatlebens nicht auf unverhältnismäßige Weise beeinträchtigt.',
      },
      en: {
        subject: 'contesting paternity',
        measure:
          "declares an action contesting paternity inadmissible where the child has possession of status with respect to the mother's husband",
      },
    },
    {
      id: 'family-divorce-maintenance',
      topic: 'family-law',
      sub: 'divorce',
      frame: 'equality',
      since: 2008,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['301'],
      constitution: ['10', '11'],
      keywords: ['divorce', 'maintenance-payments', 'time-limits'],
      applicants: ['individual'],
      nl: {
        subject: 'de duur van de uitkering na echtscheiding',
        tail: 'betreffende de hervorming van de echtscheiding',
        provision:
          'De duur van de uitkering na echtscheiding mag niet langer zijn dan die van het huwelijk. In uitzonderlijke omstandigheden kan de rechtbank die termijn verlengen indien de uitkeringsgerechtigde aantoont dat hij bij het verstrijken ervan nog steeds in staat van behoefte verkeert.',
        measure: 'de duur van de uitkering na echtscheiding in beginsel beperkt tot de duur van het huwelijk',
        groups: [
          'de echtgenoten die vóór de hervorming van het echtscheidingsrecht zijn gescheiden',
          'de echtgenoten die na die hervorming zijn gescheiden',
        ],
        aim: 'de gevolgen van de echtscheiding in de tijd te beperken en de financiële zelfstandigheid van de gewezen echtgenoten te bevorderen',
        facts:
          'Na een huwelijk van zes jaar werd aan {party} een uitkering na echtscheiding toegekend. Bij het verstrijken van de wettelijke termijn vordert {party} de verlenging ervan, gelet op een blijvende arbeidsongeschiktheid.',
        claim:
          'de beperking in de tijd geen rekening houdt met de situatie van de gewezen echtgenoot die door de rolverdeling tijdens het huwelijk de beroepsloopbaan heeft opgegeven',
        defence:
          'de rechter in uitzonderlijke omstandigheden de termijn kan verlengen, zodat rekening kan worden gehouden met bijzondere situaties',
        violation:
          'De strikte voorwaarden voor een verlenging van de termijn beletten de rechter rekening te houden met de blijvende gevolgen van keuzes die tijdens het huwelijk gezamenlijk werden gemaakt, wat tot onevenredige gevolgen leidt.',
        noViolation:
          'Aangezien de rechter de termijn kan verlengen wanneer de uitkeringsgerechtigde zich nog in staat van behoefte bevindt, heeft de maatregel geen onevenredige gevolgen.',
      },
      fr: {
        subject: 'la durée de la pension après divorce',
        tail: 'réformant le divorce',
        provision:
          "La durée de la pension après divorce ne peut être supérieure à celle du mariage. En cas de circonstances exceptionnelles, le tribunal peut prolonger ce délai si le bénéficiaire démontre qu'à l'expiration de celui-ci, il reste dans un état de besoin.",
        measure: 'limite en principe la durée de la pension après divorce à la durée du mariage',
        groups: ['les époux divorcés avant la réforme du droit du divorce', 'les époux divorcés après cette réforme'],
        aim: "limiter dans le temps les effets du divorce et favoriser l'autonomie financière des ex-époux",
        facts:
          "Après un mariage de six ans, une pension après divorce a été accordée à {party}. À l'expiration du délai légal, {party} en demande la prolongation, eu égard à une incapacité de travail permanente.",
        claim:
          "la limitation dans le temps ne tient pas compte de la situation de l'ex-époux qui a renoncé à sa carrière professionnelle en raison de la répartition des rôles pendant le mariage",
        defence:
          'le juge peut prolonger le délai en cas de circonstances exceptionnelles, de sorte que des situations particulières peuvent être prises en compte',
        violation:
          'Les conditions strictes de prolongation du délai empêchent le juge de tenir compte des effets durables de choix opérés en commun pendant le mariage, ce qui entraîne des effets disproportionnés.',
        noViolation:
          "Dès lors que le juge peut prolonger le délai lorsque le bénéficiaire se trouve encore dans un état de besoin, la mesure n'a pas d'effets disproportionnés.",
      },
      de: {
        subject: 'die Dauer der Unterhaltsrente nach der Ehescheidung',
        tail: 'zur Reform der Ehescheidung',
        provision:
          'Die Dauer der Unterhaltsrente nach der Ehescheidung darf nicht länger sein als die Dauer der Ehe. Bei außergewöhnlichen Umständen kann das Gericht diese Frist verlängern, wenn der Unterhaltsberechtigte nachweist, dass er sich bei ihrem Ablauf weiterhin in einer Bedürftigkeitslage befindet.',
        measure: 'die Dauer der Unterhaltsrente nach der Ehescheidung grundsätzlich auf die Dauer der Ehe begrenzt',
        groups: [
          'den Ehegatten, die vor der Reform des Ehescheidungsrechts geschieden wurden',
          'den Ehegatten, die nach dieser Reform geschieden wurden',
        ],
        aim: 'die Folgen der Ehescheidung zeitlich zu begrenzen und die finanzielle Selbständigkeit der früheren Ehegatten zu fördern',
        facts:
          'Nach einer Ehe von sechs Jahren wurde {party} eine Unterhaltsrente nach der Ehescheidung gewährt. Bei Ablauf der gesetzlichen Frist beantragt {party} deren Verlängerung angesichts einer dauerhaften Arbeitsunfähigkeit.',
        claim:
          'die zeitliche Begrenzung die Situation des früheren Ehegatten nicht berücksichtige, der wegen der Rollenverteilung während der Ehe auf die berufliche Laufbahn verzichtet habe',
        defence:
          'der Richter die Frist bei außergewöhnlichen Umständen verlängern könne, sodass besondere Situationen berücksichtigt werden könnten',
        violation:
          'Die strengen Bedingungen für eine Verlängerung der Frist hindern den Richter daran, die dauerhaften Folgen gemeinsam während der Ehe getroffener Entscheidungen zu berücksichtigen, was zu unverhältnismäßigen Folgen führt.',
        noViolation:
          'Da der Richter die Frist verlängern kann, wenn sich der Unterhaltsberechtigte noch in einer Bedürftigkeitslage befindet, hat die Maßnahme keine unverhältnismäßigen Folgen.',
      },
      en: {
        subject: 'the duration of maintenance after divorce',
        measure: 'limits the duration of maintenance after divorce, in principle, to the duration of the marriage',
      },
    },
    {
      id: 'family-child-surname',
      topic: 'family-law',
      sub: 'surname',
      frame: 'equality',
      since: 2015,
      legislators: ['federal'],
      code: 'civil-code',
      articles: ['335'],
      constitution: ['10', '11'],
      treaties: [{ id: 'echr', articles: ['8', '14'] }],
      keywords: ['surname', 'equality-of-parents', 'rights-of-the-child'],
      applicants: ['individual'],
      nl: {
        subject: 'de naam van het kind',
        tail: 'tot wijziging van het Burgerlijk Wetboek met het oog op de invoering van de gelijkheid van man en vrouw in de wijze van overdracht van de naam aan het kind',
        provision:
          'Het kind draagt hetzij de naam van zijn vader, hetzij de naam van zijn moeder, hetzij hun beider namen in de door hen gekozen volgorde. In geval van onenigheid of bij gebrek aan keuze draagt het kind de naam van zijn vader.',
        measure: 'bij onenigheid tussen de ouders bepaalt dat het kind de naam van zijn vader draagt',
        groups: ['de vaders', 'de moeders'],
        aim: 'de continuïteit van de naamgeving te waarborgen wanneer de ouders geen overeenstemming bereiken',
        facts:
          'De ouders van een kind geraakten het niet eens over de naam die het kind zou dragen. {Party} vordert dat het kind de dubbele naam van beide ouders krijgt, in plaats van de naam van de vader.',
        claim:
          'de voorrang van de naam van de vader bij onenigheid een discriminatie op grond van het geslacht inhoudt die door geen enkele objectieve reden wordt verantwoord',
        defence:
          'het gaat om een subsidiaire regel die enkel wordt toegepast wanneer de ouders geen keuze maken, en die aansluit bij een lange traditie',
        violation:
          'Een verschil in behandeling dat uitsluitend op het geslacht van de ouder berust, kan slechts worden verantwoord door zeer zwaarwegende redenen; het beroep op de traditie volstaat daartoe niet.',
        noViolation:
          'De ouders beschikken over een ruime keuzevrijheid en de subsidiaire regel speelt slechts bij ontstentenis van een akkoord, zodat de maatregel niet onevenredig is.',
      },
      fr: {
        subject: "le nom de l'enfant",
        tail: "modifiant le Code civil en vue d'instaurer l'égalité de l'homme et de la femme dans le mode de transmission du nom à l'enfant",
        provision:
          "L'enfant porte soit le nom de son père, soit le nom de sa mère, soit leurs deux noms accolés dans l'ordre choisi par eux. En cas de désaccord ou à défaut de choix, l'enfant porte le nom de son père.",
        measure: "prévoit qu'en cas de désaccord entre les parents, l'enfant porte le nom de son père",
        groups: ['les pères', 'les mères'],
        aim: "garantir la continuité de l'attribution du nom lorsque les parents ne parviennent pas à un accord",
        facts:
          "Les parents d'un enfant ne sont pas parvenus à s'accorder sur le nom que porterait celui-ci. {Party} demande que l'enfant porte le double nom des deux parents plutôt que le nom du père.",
        claim:
          "la priorité donnée au nom du père en cas de désaccord constitue une discrimination fondée sur le sexe qu'aucun motif objectif ne justifie",
        defence:
          "il s'agit d'une règle subsidiaire qui ne s'applique qu'à défaut de choix des parents et qui s'inscrit dans une longue tradition",
        violation:
          'Une différence de traitement qui repose exclusivement sur le sexe du parent ne peut être justifiée que par des motifs très impérieux ; le recours à la tradition ne suffit pas à cet égard.',
        noViolation:
          "Les parents disposent d'une large liberté de choix et la règle subsidiaire ne joue qu'à défaut d'accord, de sorte que la mesure n'est pas disproportionnée.",
      },
      de: {
        subject: 'die Namensgebung des Kindes',
        tail: 'zur Abänderung des Zivilgesetzbuches im Hinblick auf die Einführung der Gleichheit von Mann und Frau bei der Weitergabe des Namens an das Kind',
        provision:
          'Das Kind trägt entweder den Namen seines Vaters oder den Namen seiner Mutter oder ihre beiden Namen in der von ihnen gewählten Reihenfolge. Bei Uneinigkeit oder in Ermangelung einer Wahl trägt das Kind den Namen seines Vaters.',
        measure: 'bestimmt, dass das Kind bei Uneinigkeit der Eltern den Namen seines Vaters trägt',
        groups: ['den Vätern', 'den Müttern'],
        aim: 'die Kontinuität der Namensgebung zu gewährleisten, wenn die Eltern keine Einigung erzielen',
        facts:
          'Die Eltern eines Kindes konnten sich nicht über den Namen einigen, den das Kind tragen sollte. {Party} beantragt, dass das Kind den Doppelnamen beider Elternteile statt des Namens des Vaters erhält.',
        claim:
          'der Vorrang des Namens des Vaters bei Uneinigkeit eine Diskriminierung aufgrund des Geschlechts darstelle, die durch keinen objektiven Grund gerechtfertigt sei',
        defence:
          'es sich um eine subsidiäre Regel handle, die nur angewandt werde, wenn die Eltern keine Wahl träfen, und die an eine lange Tradition anknüpfe',
        violation:
          'Ein Behandlungsunterschied, der ausschließlich auf dem Geschlecht des Elternteils beruht, kann nur durch sehr schwerwiegende Gründe gerechtfertigt werden; der Verweis auf die Tradition reicht dazu nicht aus.',
        noViolation:
          'Die Eltern verfügen über eine weitgehende Wahlfreiheit, und die subsidiäre Regel greift nur in Ermangelung einer Einigung, sodass die Maßnahme nicht unverhältnismäßig ist.',
      },
      en: {
        subject: 'the surname of the child',
        measure: "provides that, where the parents disagree, the child takes the father's surname",
      },
    },
  ],
};
