import type { Locale } from '@court/contract/content-model';

/**
 * Articles of the Belgian Constitution the court reviews against, with a short title and a plain-language summary
 * in four languages (summaries in our own words, not the official text).
 */
type Text = Record<Locale, string>;

export interface ArticleData {
  article: string;
  title: Text;
  text: Text;
}

const a = (article: string, title: Text, text: Text): ArticleData => ({ article, title, text });

export const CONSTITUTION_ARTICLES: readonly ArticleData[] = [
  a(
    '8',
    {
      nl: 'Belgische nationaliteit',
      fr: 'Nationalité belge',
      de: 'Belgische Staatsangehörigkeit',
      en: 'Belgian nationality',
    },
    {
      nl: 'De wet bepaalt hoe de Belgische nationaliteit wordt verkregen, behouden en verloren.',
      fr: "La loi détermine comment la nationalité belge s'acquiert, se conserve et se perd.",
      de: 'Das Gesetz bestimmt, wie die belgische Staatsangehörigkeit erworben, beibehalten und verloren wird.',
      en: 'The law determines how Belgian nationality is acquired, kept and lost.',
    },
  ),
  a(
    '10',
    {
      nl: 'Gelijkheid voor de wet',
      fr: 'Égalité devant la loi',
      de: 'Gleichheit vor dem Gesetz',
      en: 'Equality before the law',
    },
    {
      nl: 'Er bestaat in de Staat geen onderscheid van standen; de Belgen zijn gelijk voor de wet en de gelijkheid van vrouwen en mannen is gewaarborgd.',
      fr: "Il n'y a dans l'État aucune distinction d'ordres ; les Belges sont égaux devant la loi et l'égalité des femmes et des hommes est garantie.",
      de: 'Im Staat gibt es keine Standesunterschiede; die Belgier sind vor dem Gesetz gleich, und die Gleichheit von Frauen und Männern ist gewährleistet.',
      en: 'There are no class distinctions in the State; Belgians are equal before the law and the equality of women and men is guaranteed.',
    },
  ),
  a(
    '11',
    { nl: 'Non-discriminatie', fr: 'Non-discrimination', de: 'Nichtdiskriminierung', en: 'Non-discrimination' },
    {
      nl: 'Het genot van de rechten en vrijheden moet zonder discriminatie worden verzekerd, ook voor ideologische en filosofische minderheden.',
      fr: 'La jouissance des droits et libertés doit être assurée sans discrimination, y compris pour les minorités idéologiques et philosophiques.',
      de: 'Der Genuss der Rechte und Freiheiten muss ohne Diskriminierung gesichert werden, auch für ideologische und philosophische Minderheiten.',
      en: 'The enjoyment of rights and freedoms must be secured without discrimination, including for ideological and philosophical minorities.',
    },
  ),
  a(
    '12',
    { nl: 'Persoonlijke vrijheid', fr: 'Liberté individuelle', de: 'Persönliche Freiheit', en: 'Personal liberty' },
    {
      nl: 'Niemand kan worden vervolgd of van zijn vrijheid beroofd dan in de gevallen en in de vorm die de wet bepaalt.',
      fr: 'Nul ne peut être poursuivi ou privé de sa liberté que dans les cas et dans la forme prévus par la loi.',
      de: 'Niemand darf verfolgt oder seiner Freiheit beraubt werden, außer in den Fällen und in der Form, die das Gesetz bestimmt.',
      en: 'No one may be prosecuted or deprived of liberty except in the cases and in the manner the law provides.',
    },
  ),
  a(
    '13',
    {
      nl: 'Recht op toegang tot de rechter',
      fr: "Droit d'accès au juge",
      de: 'Recht auf Zugang zum Richter',
      en: 'Right of access to a court',
    },
    {
      nl: 'Niemand kan tegen zijn wil worden afgetrokken van de rechter die de wet hem toekent.',
      fr: 'Nul ne peut être distrait, contre son gré, du juge que la loi lui assigne.',
      de: 'Niemand darf gegen seinen Willen seinem gesetzlichen Richter entzogen werden.',
      en: 'No one may be removed, against their will, from the court the law assigns to them.',
    },
  ),
  a(
    '14',
    {
      nl: 'Wettigheid van de straffen',
      fr: 'Légalité des peines',
      de: 'Gesetzmäßigkeit der Strafen',
      en: 'Legality of penalties',
    },
    {
      nl: 'Een straf kan alleen worden ingevoerd of toegepast krachtens de wet.',
      fr: "Une peine ne peut être établie ou appliquée qu'en vertu de la loi.",
      de: 'Eine Strafe darf nur aufgrund des Gesetzes eingeführt oder angewandt werden.',
      en: 'A penalty may only be introduced or applied by virtue of the law.',
    },
  ),
  a(
    '15',
    {
      nl: 'Onschendbaarheid van de woning',
      fr: 'Inviolabilité du domicile',
      de: 'Unverletzlichkeit der Wohnung',
      en: 'Inviolability of the home',
    },
    {
      nl: 'De woning is onschendbaar; een huiszoeking kan slechts plaatsvinden in de gevallen en in de vorm die de wet bepaalt.',
      fr: 'Le domicile est inviolable ; une visite domiciliaire ne peut avoir lieu que dans les cas et la forme prévus par la loi.',
      de: 'Die Wohnung ist unverletzlich; eine Haussuchung darf nur in den Fällen und in der Form stattfinden, die das Gesetz bestimmt.',
      en: 'The home is inviolable; a search may only take place in the cases and in the manner the law provides.',
    },
  ),
  a(
    '16',
    { nl: 'Eigendomsrecht', fr: 'Droit de propriété', de: 'Eigentumsrecht', en: 'Right to property' },
    {
      nl: 'Niemand kan van zijn eigendom worden ontzet dan ten algemenen nutte, in de gevallen die de wet bepaalt en tegen billijke en voorafgaande schadeloosstelling.',
      fr: "Nul ne peut être privé de sa propriété que pour cause d'utilité publique, dans les cas prévus par la loi et moyennant une juste et préalable indemnité.",
      de: 'Niemandem darf sein Eigentum entzogen werden, es sei denn zum Nutzen der Allgemeinheit, in den gesetzlich vorgesehenen Fällen und gegen gerechte und vorherige Entschädigung.',
      en: 'No one may be deprived of property except in the public interest, in the cases the law provides and against fair compensation paid in advance.',
    },
  ),
  a(
    '19',
    {
      nl: 'Vrijheid van eredienst en meningsuiting',
      fr: "Liberté des cultes et d'expression",
      de: 'Kultus- und Meinungsfreiheit',
      en: 'Freedom of worship and of expression',
    },
    {
      nl: 'De vrijheid van eredienst en de vrijheid van meningsuiting zijn gewaarborgd, behoudens bestraffing van misbruiken.',
      fr: 'La liberté des cultes et la liberté de manifester ses opinions sont garanties, sauf la répression des abus.',
      de: 'Die Kultusfreiheit und die Freiheit der Meinungsäußerung sind gewährleistet, vorbehaltlich der Ahndung von Missbräuchen.',
      en: "Freedom of worship and freedom to express one's opinions are guaranteed, subject to the punishment of abuses.",
    },
  ),
  a(
    '22',
    {
      nl: 'Eerbiediging van het privéleven en het gezinsleven',
      fr: 'Respect de la vie privée et familiale',
      de: 'Achtung des Privat- und Familienlebens',
      en: 'Respect for private and family life',
    },
    {
      nl: 'Ieder heeft recht op eerbiediging van zijn privéleven en zijn gezinsleven, behoudens de gevallen en voorwaarden die de wet bepaalt.',
      fr: 'Chacun a droit au respect de sa vie privée et familiale, sauf dans les cas et conditions fixés par la loi.',
      de: 'Jeder hat ein Recht auf Achtung seines Privat- und Familienlebens, außer in den Fällen und unter den Bedingungen, die das Gesetz festlegt.',
      en: 'Everyone has the right to respect for private and family life, except in the cases and under the conditions the law lays down.',
    },
  ),
  a(
    '22bis',
    { nl: 'Rechten van het kind', fr: "Droits de l'enfant", de: 'Rechte des Kindes', en: 'Rights of the child' },
    {
      nl: 'Elk kind heeft recht op eerbiediging van zijn integriteit; het belang van het kind is de eerste overweging in elke beslissing die het betreft.',
      fr: "Chaque enfant a droit au respect de son intégrité ; l'intérêt de l'enfant est pris en considération de manière primordiale dans toute décision qui le concerne.",
      de: 'Jedes Kind hat ein Recht auf Achtung seiner Unversehrtheit; das Wohl des Kindes ist bei allen Entscheidungen, die es betreffen, vorrangig zu berücksichtigen.',
      en: 'Every child has the right to respect for its integrity; the best interests of the child are a primary consideration in every decision concerning it.',
    },
  ),
  a(
    '23',
    {
      nl: 'Recht op een menswaardig leven',
      fr: 'Droit de mener une vie conforme à la dignité humaine',
      de: 'Recht auf ein menschenwürdiges Leben',
      en: 'Right to a life in keeping with human dignity',
    },
    {
      nl: 'Ieder heeft het recht een menswaardig leven te leiden; daartoe waarborgen de wetgevers de economische, sociale en culturele rechten, waaronder het recht op sociale zekerheid, huisvesting en een gezond leefmilieu.',
      fr: 'Chacun a le droit de mener une vie conforme à la dignité humaine ; à cette fin, les législateurs garantissent les droits économiques, sociaux et culturels, dont le droit à la sécurité sociale, au logement et à un environnement sain.',
      de: 'Jeder hat das Recht, ein menschenwürdiges Leben zu führen; zu diesem Zweck gewährleisten die Gesetzgeber die wirtschaftlichen, sozialen und kulturellen Rechte, darunter das Recht auf soziale Sicherheit, auf Wohnung und auf eine gesunde Umwelt.',
      en: 'Everyone has the right to lead a life in keeping with human dignity; to that end the legislators guarantee economic, social and cultural rights, including social security, housing and a healthy environment.',
    },
  ),
  a(
    '24',
    {
      nl: 'Vrijheid van onderwijs en recht op onderwijs',
      fr: "Liberté d'enseignement et droit à l'enseignement",
      de: 'Unterrichtsfreiheit und Recht auf Unterricht',
      en: 'Freedom of education and right to education',
    },
    {
      nl: 'Het onderwijs is vrij; ieder heeft recht op onderwijs met eerbiediging van de fundamentele rechten, en alle leerlingen zijn gelijk voor de wet of het decreet.',
      fr: "L'enseignement est libre ; chacun a droit à l'enseignement dans le respect des libertés et droits fondamentaux, et tous les élèves sont égaux devant la loi ou le décret.",
      de: 'Das Unterrichtswesen ist frei; jeder hat ein Recht auf Unterricht unter Achtung der Grundrechte, und alle Schüler sind vor dem Gesetz oder dem Dekret gleich.',
      en: 'Education is free; everyone has the right to education with respect for fundamental rights, and all pupils are equal before the law or decree.',
    },
  ),
  a(
    '27',
    {
      nl: 'Vrijheid van vereniging',
      fr: "Liberté d'association",
      de: 'Vereinigungsfreiheit',
      en: 'Freedom of association',
    },
    {
      nl: 'De Belgen hebben het recht zich te verenigen; dat recht kan niet aan een preventieve maatregel worden onderworpen.',
      fr: "Les Belges ont le droit de s'associer ; ce droit ne peut être soumis à aucune mesure préventive.",
      de: 'Die Belgier haben das Recht, sich zu vereinigen; dieses Recht darf keiner präventiven Maßnahme unterworfen werden.',
      en: 'Belgians have the right of association; that right may not be subjected to any preventive measure.',
    },
  ),
  a(
    '30',
    {
      nl: 'Vrij gebruik van de talen',
      fr: 'Emploi facultatif des langues',
      de: 'Freier Sprachengebrauch',
      en: 'Free use of languages',
    },
    {
      nl: 'Het gebruik van de in België gesproken talen is vrij; het kan alleen door de wet worden geregeld voor handelingen van het openbaar gezag en voor gerechtszaken.',
      fr: "L'emploi des langues usitées en Belgique est facultatif ; il ne peut être réglé que par la loi, pour les actes de l'autorité publique et pour les affaires judiciaires.",
      de: 'Der Gebrauch der in Belgien gesprochenen Sprachen ist frei; er darf nur durch Gesetz geregelt werden, für die Handlungen der öffentlichen Gewalt und für die Gerichtsangelegenheiten.',
      en: 'The use of the languages spoken in Belgium is free; it may only be regulated by law, for acts of public authorities and judicial matters.',
    },
  ),
  a(
    '127',
    {
      nl: 'Bevoegdheden van de gemeenschappen: culturele aangelegenheden en onderwijs',
      fr: 'Compétences des communautés : matières culturelles et enseignement',
      de: 'Zuständigkeiten der Gemeinschaften: kulturelle Angelegenheiten und Unterricht',
      en: 'Powers of the Communities: cultural matters and education',
    },
    {
      nl: 'De Vlaamse en de Franse Gemeenschap regelen bij decreet de culturele aangelegenheden, het onderwijs en de samenwerking tussen de gemeenschappen.',
      fr: "Les Communautés française et flamande règlent par décret les matières culturelles, l'enseignement et la coopération entre les communautés.",
      de: 'Die Französische und die Flämische Gemeinschaft regeln durch Dekret die kulturellen Angelegenheiten, das Unterrichtswesen und die Zusammenarbeit zwischen den Gemeinschaften.',
      en: 'The French and Flemish Communities regulate by decree cultural matters, education and cooperation between the Communities.',
    },
  ),
  a(
    '129',
    {
      nl: 'Taalgebruik geregeld door de gemeenschappen',
      fr: 'Emploi des langues réglé par les communautés',
      de: 'Durch die Gemeinschaften geregelter Sprachengebrauch',
      en: 'Use of languages regulated by the Communities',
    },
    {
      nl: 'De Vlaamse en de Franse Gemeenschap regelen bij decreet het gebruik van de talen in bestuurszaken, in het onderwijs en in de sociale betrekkingen tussen werkgevers en werknemers.',
      fr: "Les Communautés française et flamande règlent par décret l'emploi des langues en matière administrative, dans l'enseignement et dans les relations sociales entre employeurs et travailleurs.",
      de: 'Die Französische und die Flämische Gemeinschaft regeln durch Dekret den Sprachengebrauch in Verwaltungsangelegenheiten, im Unterrichtswesen und in den Sozialbeziehungen zwischen Arbeitgebern und Arbeitnehmern.',
      en: 'The French and Flemish Communities regulate by decree the use of languages in administrative matters, in education and in labour relations.',
    },
  ),
  a(
    '143',
    { nl: 'Federale loyauteit', fr: 'Loyauté fédérale', de: 'Föderale Loyalität', en: 'Federal loyalty' },
    {
      nl: 'De federale Staat, de gemeenschappen en de gewesten nemen bij de uitoefening van hun bevoegdheden de federale loyauteit in acht om belangenconflicten te voorkomen.',
      fr: "Dans l'exercice de leurs compétences, l'État fédéral, les communautés et les régions agissent dans le respect de la loyauté fédérale, en vue d'éviter des conflits d'intérêts.",
      de: 'Bei der Ausübung ihrer Zuständigkeiten handeln der Föderalstaat, die Gemeinschaften und die Regionen unter Beachtung der föderalen Loyalität, um Interessenkonflikte zu vermeiden.',
      en: 'In exercising their powers, the federal State, the Communities and the Regions act with federal loyalty, to prevent conflicts of interest.',
    },
  ),
  a(
    '162',
    {
      nl: 'Provinciale en gemeentelijke instellingen',
      fr: 'Institutions provinciales et communales',
      de: 'Provinz- und Gemeindeeinrichtungen',
      en: 'Provincial and municipal institutions',
    },
    {
      nl: 'De provinciale en gemeentelijke instellingen worden bij wet geregeld, met toekenning aan de raden van de bevoegdheid voor alles wat van provinciaal of gemeentelijk belang is.',
      fr: "Les institutions provinciales et communales sont réglées par la loi, qui attribue aux conseils tout ce qui est d'intérêt provincial ou communal.",
      de: 'Die Provinz- und Gemeindeeinrichtungen werden durch Gesetz geregelt, das den Räten alles zuweist, was von provinzialem oder kommunalem Interesse ist.',
      en: 'Provincial and municipal institutions are organised by law, which gives the councils authority over all matters of provincial or municipal interest.',
    },
  ),
  a(
    '170',
    {
      nl: 'Wettigheid van de belastingen',
      fr: "Légalité de l'impôt",
      de: 'Gesetzmäßigkeit der Steuern',
      en: 'Legality of taxation',
    },
    {
      nl: 'Geen belasting kan worden ingevoerd dan door een wet, een decreet of een ordonnantie; gemeenten en provincies heffen belastingen binnen de grenzen die de wet stelt.',
      fr: 'Aucun impôt ne peut être établi que par une loi, un décret ou une ordonnance ; les communes et les provinces lèvent des impôts dans les limites fixées par la loi.',
      de: 'Eine Steuer darf nur durch ein Gesetz, ein Dekret oder eine Ordonnanz eingeführt werden; Gemeinden und Provinzen erheben Steuern innerhalb der vom Gesetz gesetzten Grenzen.',
      en: 'No tax may be introduced except by a law, decree or ordinance; municipalities and provinces levy taxes within the limits the law sets.',
    },
  ),
  a(
    '172',
    {
      nl: 'Gelijkheid in belastingzaken',
      fr: "Égalité en matière d'impôts",
      de: 'Gleichheit in Steuersachen',
      en: 'Equality in tax matters',
    },
    {
      nl: 'Inzake belastingen kunnen geen voorrechten worden ingevoerd; vrijstellingen of verminderingen worden alleen bij wet bepaald.',
      fr: "Il ne peut être établi de privilège en matière d'impôts ; les exemptions ou modérations ne sont établies que par une loi.",
      de: 'In Steuerangelegenheiten dürfen keine Privilegien eingeführt werden; Befreiungen oder Ermäßigungen werden nur durch Gesetz bestimmt.',
      en: 'No privileges may be granted in tax matters; exemptions or reductions are established only by law.',
    },
  ),
  a(
    '191',
    {
      nl: 'Bescherming van vreemdelingen',
      fr: 'Protection des étrangers',
      de: 'Schutz der Ausländer',
      en: 'Protection of foreign nationals',
    },
    {
      nl: 'Iedere vreemdeling die zich op het grondgebied bevindt, geniet de bescherming verleend aan personen en goederen, behoudens de bij wet gestelde uitzonderingen.',
      fr: 'Tout étranger qui se trouve sur le territoire jouit de la protection accordée aux personnes et aux biens, sauf les exceptions établies par la loi.',
      de: 'Jeder Ausländer, der sich im Staatsgebiet befindet, genießt den Personen und Gütern gewährten Schutz, vorbehaltlich der durch Gesetz festgelegten Ausnahmen.',
      en: 'Every foreign national on the territory enjoys the protection given to persons and property, save for the exceptions the law lays down.',
    },
  ),
];
