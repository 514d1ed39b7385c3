/**
 * Name material for fictional people: judges, registrars, staff, lawyers and private parties. Surnames of the
 * court's real members past and present are deliberately absent, so no fictional judge bears a real judge's name.
 */

export const FIRST_NAMES = {
  nl: {
    male: ['Jan', 'Pieter', 'Koen', 'Marc', 'Luc', 'Erik', 'Geert', 'Bart', 'Johan', 'Frank', 'Dirk', 'Wim', 'Kristof',
      'Joris', 'Tom', 'Wouter', 'Jeroen', 'Stijn', 'Raf', 'Hendrik', 'Willem', 'Lode', 'Guido', 'Herman', 'Rik',
      'Filip', 'Steven', 'Maarten', 'Thijs', 'Arne', 'Ruben', 'Jef', 'Gert', 'Paul', 'Karel', 'Ludo'],
    female: ['Hilde', 'Els', 'Katrien', 'An', 'Sofie', 'Annemie', 'Greet', 'Lieve', 'Veerle', 'Inge', 'Marleen',
      'Ria', 'Leen', 'Nele', 'Ine', 'Saskia', 'Eva', 'Liesbeth', 'Karolien', 'Griet', 'Hannelore', 'Wendy', 'Ellen',
      'Tine', 'Annelies', 'Mieke', 'Jozefien', 'Lotte', 'Femke', 'Marijke'],
  },
  fr: {
    male: ['Philippe', 'Jean-Luc', 'Michel', 'Benoît', 'Pierre-Yves', 'Olivier', 'Thierry', 'Bernard', 'Jacques',
      'Sébastien', 'Damien', 'Xavier', 'François', 'Didier', 'Alain', 'Vincent', 'Étienne', 'Laurent', 'Grégoire',
      'Baudouin', 'Jean-François', 'Marc-Antoine', 'Christophe', 'Frédéric', 'Nicolas', 'Jérôme', 'Quentin',
      'Arnaud', 'Cédric', 'Maxime', 'Yves', 'Denis', 'René', 'André', 'Guy'],
    female: ['Françoise', 'Anne', 'Christine', 'Isabelle', 'Véronique', 'Nathalie', 'Geneviève', 'Marie-Claire',
      'Hélène', 'Aurélie', 'Céline', 'Sophie', 'Catherine', 'Dominique', 'Martine', 'Valérie', 'Bénédicte', 'Claire',
      'Mathilde', 'Delphine', 'Pascale', 'Muriel', 'Ariane', 'Marie-Hélène', 'Cécile', 'Laurence', 'Juliette',
      'Élise', 'Chantal', 'Monique'],
  },
  de: {
    male: ['Günter', 'Klaus', 'Bernd', 'Jürgen', 'Stefan', 'Matthias', 'Dieter', 'Helmut', 'Joachim', 'Norbert',
      'Rainer', 'Lukas', 'Tobias', 'Andreas', 'Reinhold'],
    female: ['Brigitte', 'Monika', 'Sabine', 'Ursula', 'Gisela', 'Karin', 'Heike', 'Andrea', 'Birgit', 'Petra',
      'Renate', 'Anja', 'Doris'],
  },
} as const;

export const SURNAMES = {
  nl: ['Van Daele', 'De Smet', 'Verhoeven', 'Claes', 'Peeters', 'Janssens', 'Maes', 'Willems', 'Goossens',
    'Wouters', 'Vermeulen', 'Van den Broeck', 'De Wilde', 'Verstraete', 'Van Acker', 'Desmet', 'Vanderstraeten',
    'Cools', 'Lenaerts', 'Van de Velde', 'Hermans', 'Aerts', 'Verbeke', 'Vandenberghe', 'De Clercq', 'Bogaerts',
    'Van Hecke', 'Dierickx', 'Verschueren', 'Geerts', 'Segers', 'Van Landeghem', 'Debruyne', 'Claeys', 'Wuyts',
    'Verlinden', 'Van Loock', 'Roelants', 'Schepens', 'De Backer', 'Stevens', 'Baert', 'Vanhoutte', 'Pauwels',
    'Dewaele', 'Van Steenkiste', 'Verhaegen', 'De Meester', 'Timmermans', 'Van Gorp', 'Bosmans', 'Vercammen'],
  fr: ['Dubois', 'Lambert', 'Dupont', 'Laurent', 'Lejeune', 'Renard', 'Collard', 'Dumont', 'Leroy', 'Hubert',
    'Thiry', 'Gilson', 'Masson', 'Dethier', 'Charlier', 'Lemaire', 'Delvaux', 'Bodart', 'Gérard', 'Piron', 'Deprez',
    'François', 'Marchal', 'Lecomte', 'Jacquemin', 'Noël', 'Gillet', 'Poncelet', 'Lhoest', 'Wathelet', 'Dessart',
    'Fontaine', 'Rousseau', 'Godfroid', 'Bastin', 'Lemoine', 'Henrard', 'Mathieu', 'Dechamps', 'Evrard', 'Hanquet',
    'Gobert', 'Hardy', 'Collignon', 'Dardenne', 'Stassart', 'Beaufays', 'Remacle', 'Jadoul', 'Lallemand'],
  de: ['Schmitz', 'Kessler', 'Lentz', 'Mießen', 'Cremer', 'Heinen', 'Kreutz', 'Radermacher', 'Hilgers', 'Scholzen',
    'Jousten', 'Klinkenberg', 'Hüwels', 'Wintgens', 'Palm', 'Gennen', 'Hennes', 'Margraff', 'Schröder', 'Velz'],
} as const;

/** Municipalities that appear as parties or places, with their names in each language. */
export const PLACES: readonly { nl: string; fr: string; de: string; lang: 'nl' | 'fr' | 'de' }[] = [
  { nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen', lang: 'nl' },
  { nl: 'Gent', fr: 'Gand', de: 'Gent', lang: 'nl' },
  { nl: 'Brugge', fr: 'Bruges', de: 'Brügge', lang: 'nl' },
  { nl: 'Leuven', fr: 'Louvain', de: 'Löwen', lang: 'nl' },
  { nl: 'Mechelen', fr: 'Malines', de: 'Mecheln', lang: 'nl' },
  { nl: 'Hasselt', fr: 'Hasselt', de: 'Hasselt', lang: 'nl' },
  { nl: 'Kortrijk', fr: 'Courtrai', de: 'Kortrijk', lang: 'nl' },
  { nl: 'Aalst', fr: 'Alost', de: 'Aalst', lang: 'nl' },
  { nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', de: 'Sint-Niklaas', lang: 'nl' },
  { nl: 'Oostende', fr: 'Ostende', de: 'Ostende', lang: 'nl' },
  { nl: 'Genk', fr: 'Genk', de: 'Genk', lang: 'nl' },
  { nl: 'Turnhout', fr: 'Turnhout', de: 'Turnhout', lang: 'nl' },
  { nl: 'Roeselare', fr: 'Roulers', de: 'Roeselare', lang: 'nl' },
  { nl: 'Dilbeek', fr: 'Dilbeek', de: 'Dilbeek', lang: 'nl' },
  { nl: 'Luik', fr: 'Liège', de: 'Lüttich', lang: 'fr' },
  { nl: 'Namen', fr: 'Namur', de: 'Namür', lang: 'fr' },
  { nl: 'Bergen', fr: 'Mons', de: 'Mons', lang: 'fr' },
  { nl: 'Charleroi', fr: 'Charleroi', de: 'Charleroi', lang: 'fr' },
  { nl: 'Doornik', fr: 'Tournai', de: 'Tournai', lang: 'fr' },
  { nl: 'Nijvel', fr: 'Nivelles', de: 'Nivelles', lang: 'fr' },
  { nl: 'Aarlen', fr: 'Arlon', de: 'Arlon', lang: 'fr' },
  { nl: 'Verviers', fr: 'Verviers', de: 'Verviers', lang: 'fr' },
  { nl: 'Waver', fr: 'Wavre', de: 'Wavre', lang: 'fr' },
  { nl: 'Ottignies-Louvain-la-Neuve', fr: 'Ottignies-Louvain-la-Neuve', de: 'Ottignies-Louvain-la-Neuve', lang: 'fr' },
  { nl: 'Hoei', fr: 'Huy', de: 'Huy', lang: 'fr' },
  { nl: 'Elsene', fr: 'Ixelles', de: 'Ixelles', lang: 'fr' },
  { nl: 'Schaarbeek', fr: 'Schaerbeek', de: 'Schaerbeek', lang: 'fr' },
  { nl: 'Ukkel', fr: 'Uccle', de: 'Uccle', lang: 'fr' },
  { nl: 'Eupen', fr: 'Eupen', de: 'Eupen', lang: 'de' },
  { nl: 'Sankt Vith', fr: 'Saint-Vith', de: 'Sankt Vith', lang: 'de' },
  { nl: 'Kelmis', fr: 'La Calamine', de: 'Kelmis', lang: 'de' },
  { nl: 'Raeren', fr: 'Raeren', de: 'Raeren', lang: 'de' },
  { nl: 'Bütgenbach', fr: 'Butgenbach', de: 'Bütgenbach', lang: 'de' },
];

export const UNIVERSITIES = {
  nl: ['KU Leuven', 'Universiteit Gent', 'Vrije Universiteit Brussel', 'Universiteit Antwerpen', 'Universiteit Hasselt'],
  fr: ['UCLouvain', 'Université libre de Bruxelles', 'Université de Liège', 'Université de Namur',
    'Université Saint-Louis - Bruxelles'],
} as const;

/** Bars where the fictional lawyers are registered: name per language, French with its preposition. */
export interface Bar {
  nl: string;
  fr: string;
  de: string;
  lang: 'nl' | 'fr' | 'de';
}

export const BARS: readonly Bar[] = [
  { nl: 'Brussel', fr: 'de Bruxelles', de: 'Brüssel', lang: 'nl' },
  { nl: 'Antwerpen', fr: "d'Anvers", de: 'Antwerpen', lang: 'nl' },
  { nl: 'Gent', fr: 'de Gand', de: 'Gent', lang: 'nl' },
  { nl: 'Leuven', fr: 'de Louvain', de: 'Löwen', lang: 'nl' },
  { nl: 'Brugge', fr: 'de Bruges', de: 'Brügge', lang: 'nl' },
  { nl: 'Hasselt', fr: 'de Hasselt', de: 'Hasselt', lang: 'nl' },
  { nl: 'Mechelen', fr: 'de Malines', de: 'Mecheln', lang: 'nl' },
  { nl: 'Brussel', fr: 'de Bruxelles', de: 'Brüssel', lang: 'fr' },
  { nl: 'Luik', fr: 'de Liège', de: 'Lüttich', lang: 'fr' },
  { nl: 'Namen', fr: 'de Namur', de: 'Namur', lang: 'fr' },
  { nl: 'Bergen', fr: 'de Mons', de: 'Mons', lang: 'fr' },
  { nl: 'Charleroi', fr: 'de Charleroi', de: 'Charleroi', lang: 'fr' },
  { nl: 'Nijvel', fr: 'de Nivelles', de: 'Nivelles', lang: 'fr' },
  { nl: 'Eupen', fr: "d'Eupen", de: 'Eupen', lang: 'de' },
];
