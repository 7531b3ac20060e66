/**
 * Words too common to tell two answers apart, in the folded form normalize-text.ts compares
 * (lower case, accents kept). Short lists on purpose: articles, pronouns, auxiliaries,
 * prepositions and conjunctions, for the languages the product's answers come in. Words of one
 * letter (English "a", "I", French "l'", "d'") are dropped by the tokenizer itself.
 */

const ENGLISH = [
  ...['about', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'because', 'been'],
  ...['before', 'being', 'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'doing', 'don', 'each', 'few'],
  ...['for', 'from', 'further', 'had', 'has', 'have', 'having', 'he', 'her', 'here', 'hers', 'him', 'his', 'how'],
  ...['if', 'in', 'into', 'is', 'it', 'its', 'itself', 'just', 'll', 'me', 'more', 'most', 'my', 'myself', 'no'],
  ...['nor', 'not', 'now', 'of', 'off', 'on', 'once', 'only', 'or', 'other', 'our', 'ours', 'out', 'over', 'own'],
  ...['re', 'really', 'same', 'she', 'should', 'so', 'some', 'such', 'than', 'that', 'the', 'their', 'theirs', 'them'],
  ...['then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too', 'under', 'until', 'up', 've'],
  ...['very', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will'],
  ...['with', 'would', 'you', 'your', 'yours'],
];

const GERMAN = [
  ...['aber', 'als', 'am', 'an', 'auch', 'auf', 'aus', 'bei', 'bin', 'bis', 'das', 'dass', 'dem', 'den', 'der'],
  ...['des', 'die', 'dann', 'du', 'durch', 'ein', 'eine', 'einem', 'einen', 'einer', 'es', 'für', 'hat', 'ich'],
  ...['ihr', 'im', 'in', 'ist', 'mit', 'nach', 'nicht', 'noch', 'nur', 'oder', 'sich', 'sie', 'sind', 'so'],
  ...['um', 'und', 'uns', 'von', 'vor', 'war', 'wir', 'wird', 'wie', 'würde', 'zu', 'zum', 'zur', 'zuerst'],
];

const SPANISH = [
  ...['al', 'como', 'con', 'de', 'del', 'el', 'ella', 'en', 'era', 'es', 'esta', 'este', 'está', 'fue', 'ha'],
  ...['la', 'las', 'le', 'les', 'lo', 'los', 'luego', 'más', 'me', 'mi', 'muy', 'no', 'nos', 'para', 'pero'],
  ...['por', 'que', 'qué', 'se', 'si', 'sin', 'sobre', 'su', 'sus', 'también', 'te', 'tu', 'un', 'una', 'uno'],
  ...['unos', 'yo'],
];

const FRENCH = [
  ...['au', 'aux', 'avec', 'ce', 'ces', 'cette', 'dans', 'de', 'des', 'du', 'elle', 'en', 'est', 'et', 'il'],
  ...['je', 'la', 'le', 'les', 'leur', 'lui', 'ma', 'mais', 'me', 'mes', 'moi', 'mon', 'ne', 'nous', 'on', 'ou'],
  ...['par', 'pas', 'pour', 'qu', 'que', 'qui', 'sa', 'se', 'ses', 'son', 'sur', 'ta', 'te', 'tu', 'un', 'une'],
  ...['vos', 'votre', 'vous'],
];

export const STOP_WORDS: ReadonlySet<string> = new Set([...ENGLISH, ...GERMAN, ...SPANISH, ...FRENCH]);
