import { describeFlawRules } from './flaw-rule-cases.ts';
import type { ItemToCheck } from './item-flaws.ts';

const item = (
  question: string,
  answer = 'cochlea',
  distractors = ['retina', 'cornea', 'stapes'],
): ItemToCheck => ({
  question,
  answer,
  distractors,
});

describeFlawRules([
  [
    'leansOnMissingContext',
    [
      item('The ______ is shown in figure 6.2.'),
      item('The ______ in the table below grows fastest.', 'heap'),
      item('As the next slide shows, the ______ is fixed.', 'quantum'),
      item('Koryak (Mocnik & Abramovitz 2019): A(n) ______ that means ‘believe’.', 'verb'),
      item('The universal we consider applies to bare uses of ______.', 'gradable adjectives'),
      item('In other languages, ______ vary with respect to force.', 'modals'),
      item('The reciprocal transformation uses the ______ of the basis functions as usual.', 'x'),
      item('When the ______ is regarded as a smearing the functions take on other roles though.'),
      item('Veblen goods on the other hand relate to ______ such as diamond and gold.', 'prestige'),
      item('In fact it is the limit of a(n) ______ of functions.', 'sequence'),
      item('If, in this extension, the ______ is kept the same, the sum grows.', 'frequency'),
      item('It is of interest what is meant by the equal sign of the ______ in Eq.', 'series'),
      item('The sum in the ______ approaches the average faster, as seen in Fig.', 'triangle wave'),
      item('Of course, they are used as status ______.', 'symbols'),
      item('Often these problems are huge, with thousands of ______.', 'variables'),
      item(
        'Which term is defined as deactivation of reagents (using H2O in this case)?',
        'Quenching',
      ),
      item('In PS1: Exercise 6, the profile that survives is ______.', 'B; D; F'),
      item('In the rest of the course we will explain these ______.', 'universals'),
      item('As (B,Y) is a NE, the ______ follows.', 'equilibrium'),
      item('If the ______ holds, (”5”,”5”) is the outcome.', 'assumption'),
      item('The ______ (2.28) and exponential (2.29) limiting function are related.', 'top-hat'),
      item('1 Define the carrot, the ______ and the stick.', 'whip'),
      item('In this example it behaves as a(n) ______ for the copper cable.', 'low pass filter'),
      item('The two should be ______ but one seems to use redundant information.', 'equivalent'),
      item('The amplitudes also satisfy the ______ explicitly.', 'reality condition'),
      item('______ also prohibits the trade of listed plants and animals.', 'ESA'),
      item('Because it’s easy to think of meanings for ______ that do not satisfy it!', 'nouns'),
      item('To do this we need to overlay the ______ at each bin.', 'histogram'),
      item('Both ______ look identical and contain identical items.', 'suitcases'),
      item('______, we get a ringing effect around the transition.', 'truncating'),
      item('receiving DNA, most ______ are inefficient.', 'bacteria'),
      item('E.g., ‘left projection’ ______, which returns value of left argument.', 'π1'),
      item('Just a few variables can describe many states: ______ can describe states.', 'bits'),
      item('One ______ is empty no solution.', 'domain'),
      item('The method will be outlined with an example of the ______.', 'heat flow equation'),
      item('From a physics point of view this makes sense as the smearing of a(n) ______.', 'time'),
      item('Overall, this lead to a discussion on the ______ of providing the test.', 'ethics'),
      item('In this way the ______ only makes sense under an integral sign.', 'delta function'),
      item('One representation: each variable is a ______ of the lexicon.', 'word'),
      item('______: assign a value to an unassigned variable that does not conflict.', 'Successor'),
      item(
        'While harder to remember than the ______ with exponentials, it is easier to interpret.',
        'Fourier series',
      ),
    ],
    [
      item(
        'If a(n) ______ can express more than one flavor, it can only express one force.',
        'modal',
      ),
      item('The oval window generates waves in a chamber known as the ______.'),
      item('The MMU looks the page number up in the page ______.', 'table'),
      item('On the slide “Threads”, under which heading is “Responsiveness” given?', 'Benefits'),
      item('Both IESDS and ______ require common knowledge of rationality.', 'Nash equilibrium'),
      item('Hereditary traits pass from parents through ______.', 'genes'),
      item('A modal that expresses (fo1;fl1) and (fo2;fl2) satisfies ______.', 'independence'),
      item('The ______ f(x, y) is defined on the whole plane.', 'function'),
      item('Inner ear: the oval window makes waves in a chamber known as the ______.'),
      item('One of the main aims of policy is to correct a(n) ______.', 'market failure'),
      item('The overshoot near a(n) ______ is known as the Gibbs phenomenon.', 'discontinuity'),
      item('In this method the ______ is sampled at twice its highest frequency.', 'signal'),
      item('Phonology: All ______ have consonants and vowels.', 'spoken languages'),
      item(
        'Degree heuristic: choose the variable with most ______ on remaining variables.',
        'arcs',
      ),
    ],
  ],
  [
    'keyInStem',
    [
      item(
        'The reaction is called ______; the concept is referred to as tautomerism.',
        'tautomerization',
      ),
      item(
        'The chemical reaction is called ______; the concept is referred to tautomerism.',
        'tautomerization',
        ['regiochemical', 'stereochemistry', 'delocalization'],
      ),
      item('Which term is defined as a carbon that contains two halides?', 'Geminal halide', [
        'Chain termination',
        'Tautomerization',
        'Zaitsev product',
      ]),
      item('Which term is defined as the inverse of shielded?', 'Deshielded', ['Polycyclic']),
      item(
        'A(n) ______ is a function that takes a complex number as its argument.',
        'complex function',
        ['original function', 'reality condition', 'Dirac delta'],
      ),
      item(
        'Which term is defined as a function that takes a complex number as an argument?',
        'Complex function',
        ['Complete orthogonal set', 'Convolution', 'Orthonormal'],
      ),
      item(
        'Which of the following best describes “base peak”?',
        'The tallest peak, often the same as the molecular ion peak',
        ['Recombination of two free radicals', 'A hydrocarbon with a double bond', 'An alkyne'],
      ),
      item(
        'Which term is defined as the application of NMR spectroscopy to hydrogen-1 nuclei?',
        'Proton NMR',
        ['Conjugation', 'Polycyclic', 'Aromaticity'],
      ),
      item(
        'Which of the following best describes “deshielded”?',
        'The inverse of shielded; electron density is pulled away from the nucleus',
        ['Aromatic molecules', 'A hydrocarbon with a double bond', 'An alkyne'],
      ),
      item(
        'Which of the following is listed under “The nature of environmental good”?',
        'Private goods',
        ['Initiators', 'Triggering events', 'Issue characteristics'],
      ),
    ],
    [
      item('Which term is defined as a carbon that contains two halides?', 'Geminal halide', [
        'Vicinal halide',
        'Alkyl halide',
        'Acyl halide',
      ]),
      item(
        'Which of the following is listed under “Mechanisms of learning”?',
        'Classical conditioning',
        ['Observational studies', 'Questionnaire studies', 'Behaviorism'],
      ),
      item('Which term is defined as the NMR signal of a proton in a ring?', 'Ring current', [
        'Proton NMR',
        'Chemical shift',
        'Coupling constant',
      ]),
      item(
        'Which of the following best describes “osmosis”?',
        'The diffusion of water across a membrane',
        [
          'A membrane protein that pumps ions',
          'The division of a nucleus',
          'A cell without a nucleus',
        ],
      ),
    ],
  ],
  [
    'genericKey',
    [
      item('Catalysts are required for the ______ to be usable.', 'reaction'),
      item('In terms of the ______, market failure occurs.', 'environment'),
    ],
    [item('Myofibrils have repeating units called ______.', 'sarcomeres')],
  ],
  [
    'vagueAsk',
    [
      item('For some ______, there are some intuitively plausible answers.', 'operators'),
      item('Fourier series, Fourier transforms and ______ are used in physics.', 'convolutions'),
      item('Gibb’s ______ is not just a theoretical oddity.', 'phenomena'),
      item('What does UI stand for?', 'User Interface'),
      item('Grammar (syntax): All languages have ______ and nouns (Croft 1990).', 'verbs'),
      item('Distribution of resources: what ______ are to be produced by forests.', 'benefits'),
      item('Land can be sold either in ______ or lease form.', 'ownership'),
      item('Goods can be bought either ______ or on credit.', 'cash'),
      item('______ is a simple form of inference.', 'Forward checking'),
      item('______ are a kind of inferior good.', 'Giffen goods'),
      item(
        'The top-hat function is a very important one in ______ because it truncates.',
        'optics',
      ),
      item('A signal is sampled in ______ or frequency domain.', 'time'),
      item('The normalisation is chosen for ______.', 'convenience'),
      item('The ______ is a constraint hypergraph.', 'structure'),
    ],
    [
      item('What does PCB stand for?', 'Process Control Block'),
      item('A context switch saves the state of one process and ______ another.', 'restores'),
      item('Some consumers spend most of their income on ______.', 'potatoes'),
      item('The ______ and the kernel stack are saved on a context switch.', 'registers'),
      item('______ is a simple form of inference that detects failure early.', 'Forward checking'),
      item('Forward checking is a simple form of ______.', 'inference'),
      item('Cholesterol is important for the fluidity of ______.', 'membranes'),
      item('All lexical categories satisfy ______ (Gardenfors 2014).', 'convexity'),
    ],
  ],
  [
    'aboveOption',
    [item('Which organ hears?', 'All of the above', ['Eye', 'Nose', 'Tongue'])],
    [item('Which organ hears?', 'Ear', ['Eye', 'Nose', 'Tongue'])],
  ],
  [
    'quietNegative',
    [item('Which of the following is not a sense organ?', 'Liver', ['Eye', 'Ear', 'Nose'])],
    [item('Which of the following is NOT a sense organ?', 'Liver', ['Eye', 'Ear', 'Nose'])],
  ],
  [
    'courseBusiness',
    [
      item('The student will also learn how problems can be modeled using ______.', 'games'),
      item('Conflict-directed backjumping (R&N 7.3.3, not covered in this course) uses ______.'),
      item('Ideally: read in the ______ and participate in the lecture.', 'book'),
      item('With waves in every area of physics this short course will touch on ______.', 'optics'),
      item('The ______ followed here is the one from Arfken.', 'sign convention'),
      item(
        'Literature: concerning ______, there is a great variation in notation.',
        'Fourier series',
      ),
    ],
    [
      item('Coursework in ______ trains the ear.', 'solfège'),
      item('A solution to the ______ is an assignment of a value to each variable.', 'CSP'),
      item('Here the ______ shifts the function by a constant.', 'convolution'),
    ],
  ],
  [
    'garbledText',
    [
      item('Oen these problems are huge, with thousands of ______.', 'variables'),
      item('The ______ is dened by its domain.', 'variable'),
      item('Which of the following best describes genetic diversity?', 'Genes in a a group'),
      item('Until the end of the 19th century psychology was par t of ______.', 'philosophy'),
      item('Which term is defined as an fluid filled organ that senses gravity?', 'Statocyst'),
      item('Which of the following best describes “statocyst”?', 'An fluid filled organ', [
        'The process of sending the signal to the brain',
        'A mechanoreceptor organ of fish',
        'Eyes composed of many columns',
      ]),
      item('The bound holds for δ ≥ 12 when the ______ converges.', 'series'),
      item('Which case was brought by Prof?', 'Smith', ['Jones', 'Brown', 'Green']),
      item('If the ______ of the wire is known (see Fig.', 'attenuation'),
      item('If the price falls, value/ ______ associated with the good falls.', 'prestige'),
      item(
        'Which of the following best describes acetylide?',
        'An alkyne with a charge, e.g., H C C H',
      ),
      item('Which term is defined as an intensity of mz (a unit of mQ )?', 'Mass spectrum'),
      item(
        'Conjugation The transform of the conjugate has the sign of the ______ changed.',
        'frequency',
      ),
      item(
        'ORDERING DOMAIN VALUES: least constraining value: prefer the value in the ______.',
        'constraint graph',
      ),
    ],
    [
      item('Input/output devices raise an ______ when they finish.', 'interrupt'),
      item('An hour later, an enzyme of type I breaks the ______ down again.', 'protein'),
      item('Often these problems are huge, with thousands of ______.', 'variables'),
      item('CSP: each of the ______ takes a value from its domain.', 'variables'),
      item('The field is defined first by the ______.', 'charge'),
      item(
        'Which term is defined as a reaction (with heat) that forms an ester?',
        'Fischer esterification',
      ),
      item('Which gates compute A, B and C together?', 'AND gates'),
      item(
        'Fourier Transforms are linear, so the transform of a sum is the sum of the ______.',
        'transforms',
      ),
    ],
  ],
  [
    'notADefinition',
    [
      item('Which term is defined as Check that the trigger strategy is optimal?', 'Grim trigger'),
      item('Which term is defined as zinc finger nuclease?', 'ZFN'),
      item('Which term is defined as the most important factor in the decline of species?'),
      item('Which term is defined as the result when feedback inhibition fails?'),
      item('Which term is defined as a stronger reducing agent?', 'LiAlH4'),
      item('Which term is defined as dimethyl sulfide; used as reducing agent?', 'Me2S'),
      item('Which term is defined as name of the less substituted alkene?', 'Hofmann product'),
      item(
        'Which term is defined as carbocations that can be stabilized by groups?',
        'Hyperconjugation',
      ),
      item(
        'Which of the following best describes decomposition of detritus?',
        'The limiting factor in the overall rate of the biogeochemical cycle',
      ),
      item('Which of the following best describes CrO3?', 'A strong oxidizing agent', [
        'A stronger reducing agent',
        'Dimethyl sulfide; used as reducing agent',
        'A hydride donor',
      ]),
    ],
    [
      item('Which term is defined as a two-step reaction that converts an alkene into an alcohol?'),
      item('Which term is defined as a number of nerve cells working together?', 'Ganglion'),
      item(
        'Which of the following best describes quenching?',
        'Deactivation of unreacted reagents',
      ),
      item('Which of the following best describes NEPA?', 'A procedural law'),
      item('Which term is defined as organisms that lack a nucleus?', 'Prokaryotes'),
    ],
  ],
  [
    'vagueHeading',
    [
      item('Which of the following is listed under “Points”?'),
      item('Which of the following is listed under “ISPs”?'),
      item('Which of the following is listed under “Test of method: make GFP functional”?'),
      item('Which of the following is listed under “Courses where game theory plays a part”?'),
      item('Which of the following is listed under “MultiT Benefits”?'),
      item('Which of the following is listed under “For natural resources”?'),
      // A relation without its setting: cooperation of what?
      item('Which of the following is listed under “Cooperation”?'),
      item('Which of the following is NOT listed under “Advantages”?'),
    ],
    [
      item('Which of the following is listed under “Mechanisms of learning”?'),
      item('Which of the following is listed under “Benefits of multithreading”?'),
      item(
        'On the slide “Inter-Process Communication (IPC)”, which of the following is listed under “Cooperation”?',
      ),
    ],
  ],
  [
    'junkOption',
    [
      item('______ refers to the desire for a unique good.', 'Snob effect', [
        'Others',
        'Fad',
        'Tax',
      ]),
    ],
    [item('______ refers to the desire for a unique good.', 'Snob effect', ['Bandwagon', 'Fad'])],
  ],
  [
    'articleCue',
    [
      item('The sound enters through an ______ canal.', 'cochlea'),
      item('It is a ______ of the ear.', 'organ'),
      item('The “______” or rectangular function truncates the domain.', 'top-hat'),
      item('A very ______ is represented by the delta function.', 'narrow slit'),
    ],
    [item('It is an ______ of the ear.', 'organ'), item('It is a(n) ______ of the ear.', 'organ')],
  ],
]);
