/** French: cues, clause classes and failure reports (see types.ts). */
import {
  absentCue,
  againCue,
  anyWord,
  anyWordStart,
  atClauseStart,
  atStart,
  CODE_TERM,
  DATABASE_ENGINES,
  DIGIT,
  eyeRollCue,
  leadingRun,
  LETTER,
  namedStateCue,
  notAfter,
  OPERATING_SYSTEMS,
  stateCue,
  toldBackCue,
  likeTheRestCue,
  houseUsesCue,
  notWhatTheAgentUsedCue,
} from './patterns.js';
import { lazyLanguage } from '../lazy-language.js';

const SOFTENERS = [
  "s'il\\s+te\\s+plaît",
  'stp',
  'svp',
  'et',
  'mais',
  'donc',
  'alors',
  'aussi',
  'juste',
  'par\\s+contre',
  'en\\s+revanche',
  'au\\s+passage',
  'du\\s+coup',
  'franchement',
  'sérieux',
];

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?<![${LETTER}])(?:si|cas|où)(?![${LETTER}])`;
const CONDITION_GAP = String.raw`[^,.;:!?]{0,40}`;

export const fr = lazyLanguage({ id: 'fr', name: 'French', script: /[A-Za-z]/ }, () => ({
  markers: {
    words: anyWord(
      [
        'non',
        'utilise',
        'prends',
        'enlève',
        'de',
        'en',
        'à',
        'un',
        'au',
        'le',
        'la',
        'les',
        'et',
        'est',
        'pas',
        'je',
        'tu',
        'vous',
        'une',
        'des',
        'du',
        'que',
        'qui',
        'ne',
        'ça',
        'avec',
        'pour',
        'mais',
        "c'est",
        "j'ai",
        'il',
        'on',
        'nous',
        'sur',
        'dans',
        'chez',
        'ses',
        'ces',
        'cette',
        'jamais',
        'toujours',
        'encore',
        'aussi',
        'déjà',
        'ils',
        'elle',
        'tout',
        'rien',
        "t'as",
      ],
      'giu',
    ),
    // its accents, or a word elided before a vowel ("l'avenir", "d'abord", "qu'il")
    letters: new RegExp(String.raw`[éèêàçùœ]|(?<![${LETTER}])(?:[ldjnmtsc]|qu)'[${LETTER}]`, 'iu'),
  },
  spellings: [
    [new RegExp(String.raw`(?<![${LETTER}])(?:pk|pq|pourkoi)(?![${LETTER}])`, 'giu'), 'pourquoi'],
    [new RegExp(String.raw`(?<![${LETTER}])(?:tjrs|tjs)(?![${LETTER}])`, 'giu'), 'toujours'],
    [new RegExp(String.raw`(?<![${LETTER}])jms(?![${LETTER}])`, 'giu'), 'jamais'],
  ],
  cues: () => [
    eyeRollCue(),
    // un nom de code qui est l'un et pas l'autre : "le bundle id est com.example.app, pas com.example.ios"
    // ce que l'agent a choisi plantera là où tourne le projet : "sur le serveur ton code va planter"
    // où une sorte de chose ne va pas : "les tokens ne vont pas dans la base, ils sont dans le trousseau"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:ne\s+|n['’])?(?:va|vont)\s+pas\s+(?:dans|en|sous)\s+(?:un|une|le|la|les|l['’])?\s*[${LETTER}\d./_-]+(?:\s+[${LETTER}\d./_-]+){0,4}?\s*[,;—–.]`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // comment ce sera désormais, dit de ce qui vient d'être réglé : « ça sera toujours comme ça pour les exports »
    {
      id: 'standing',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:ce\s+sera|ça\s+sera|ça\s+doit\s+être)\s+toujours\s+comme\s+(?:ça|ca|cela)\s+(?:pour|dans|avec|sur)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // où va toujours une sorte de chose : « les secrets vont toujours dans vault »
    {
      id: 'convention',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:va|vont)\s+toujours\s+(?:dans|en|sous|par)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // ce n'est pas le X de l'agent : « c'est pas le CPF, c'est le NIF »
    houseUsesCue(
      new RegExp(
        String.raw`(?<![${LETTER}])on\s+est\s+(?:sur|sous)\s+(?!(?:la|le|les|un|une|des|du|ce|cette|ça|ca|place|site|le\s+coup)(?![${LETTER}]))(?<named>[A-Za-z][\w.+@\/-]*)(?=\s*(?:[.,;!?)]|$|partout|ici|chez))`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`(?<![${LETTER}])ne\s+(?:peut|doit|peuvent|doivent)\s+pas\s+être\s+(?:le\s+|la\s+|l['’]|un\s+|une\s+)?[\x60'"]?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`^(?:ce\s+n['’]est|c['’]est|c\s+est)\s+pas\s+(?:le\s+|la\s+|l['’]|un\s+|une\s+|du\s+|de\s+la\s+)?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s*[,;.—–-]`,
        'iu',
      ),
    ),
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:va|vont)\s+planter\s+(?:là-bas|la-bas|là|sur\s+(?:le|les|la)\s+(?:serveur|serveurs|machine|nœuds?|noeuds?)|en\s+prod)(?![${LETTER}])|(?<![${LETTER}])(?:ne\s+|n['’])?(?:marchera|fonctionnera|tournera|démarrera|s['’]installera)\s+pas\s+(?:là-bas|la-bas|sur\s+(?:le|les|la)\s+(?:serveur|serveurs|machine|nœuds?|noeuds?)|en\s+prod)(?![${LETTER}])|(?<![${LETTER}])(?:là-bas|sur\s+(?:le|les|la)\s+(?:serveur|serveurs|machine)|en\s+prod)\s*,?\s+(?:[${LETTER}/.-]+\s+){0,4}?(?:va|vont)\s+planter(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:est|sont)\s+${CODE_TERM}\s*,?\s+(?:et\s+)?(?:pas|non)\s+${CODE_TERM}`, 'iu'),
      confidence: 0.7,
    },
    // le moteur de la base de prod : "la base de prod est en mysql 5.7"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:base|bdd|db)\s+(?:de\s+)?prod(?:uction)?\s+(?:est(?:\s+(?:en|sur|sous))?|tourne\s+sur|utilise)\s+${DATABASE_ENGINES}(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
    },
    // comment c'est ici, toujours, ou depuis le déménagement : "ici c'est toujours poetry run pytest", "tout tourne sur stage2 maintenant"
    // a command that opens a window on this machine, where nobody sees it: "ici `open` ouvre une fenêtre, passe par autre chose"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:ici|chez\s+moi|sur\s+(?:ce|mon)\s+(?:serveur|poste|pc)|sur\s+(?:cette|ma)\s+machine)[^.!?\n]{0,40}?(?:ouvre|lance)\s+(?:une?\s+|le\s+|la\s+|l['’])?(?:fen[êe]tre|gui|interface\s+graphique|navigateur|[ée]diteur)|(?:ouvre|lance)\s+(?:une?\s+|le\s+|la\s+|l['’])?(?:fen[êe]tre|gui|interface\s+graphique|navigateur|[ée]diteur)[^.!?\n]{0,40}?(?:ici|chez\s+moi|sur\s+(?:ce|mon)\s+(?:serveur|poste|pc)|sur\s+(?:cette|ma)\s+machine))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // how every other one of its kind is done, against what the agent did: "les clés viennent du coffre comme tous les autres secrets", "mocke-le comme le reste des tests"
    likeTheRestCue(
      new RegExp(
        String.raw`(?<![${LETTER}])comme\s+(?:tous\s+les\s+|toutes\s+les\s+)?autres(?![${LETTER}])|(?<![${LETTER}])comme\s+(?:dans\s+)?le\s+reste\s+d(?:u|es|e)(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:ici\s+c['’]est\s+toujours|tout\s+(?:tourne|est|vit)\s+(?:sur|dans)\s+\S+\s+maintenant|maintenant\s+tout\s+(?:tourne|est|vit)\s+(?:sur|dans))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // c'est dans ce que l'humain a donné : "c'est dans les règles que je t'ai collées"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])c['’]est\s+(?:écrit\s+)?dans\s+(?:les|le|la)\s+[^.?!]{0,30}?que\s+je\s+t['’]ai\s+(?:coll|envoy|donn)[ée]e?s?(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // ce que l'agent a fait, dit en tête de proposition : "t'as mis 7 jours... chez nous c'est 30", "super, tu as traduit
    // les noms de variables" (pas "tu as raison", "tu as dit …"; une question n'en est pas une : "tu as testé ?")
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:mais|et|parce\s+que|car|donc|du\s+coup|bon)\s+)?(?:tu\s+as|t'as|vous\s+avez)\s+(?:encore\s+|déjà\s+|juste\s+|carrément\s+)?(?!(?:raison|tort|dit|demandé|écrit|mentionné|proposé|besoin|envie|le\s+droit|bien|réussi|corrigé|résolu|vu|compris)(?![${LETTER}]))[${LETTER}]+(?:é|i|is|it|u|ert|ait)(?![${LETTER}])(?!\s+(?:quel|quelle|quels|quelles|combien|où|comment|quoi|lequel|laquelle)(?![${LETTER}]))`,
        'iu',
      ),
    ),
    // comme la dernière fois : "la dernière fois aussi tu as écrasé la config"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])la\s+dernière\s+fois\s+(?:aussi|déjà)\s*,?\s+(?:tu\s+as|t'as)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:ce|ça|ca)\s+n['’]est\s+pas\s+un(?:e)?\s+(?:fix|correctif|correction|vraie\s+correction)|(?:ça|ca)\s+(?:masque|cache)\s+(?:juste|seulement)|(?:ça|ca)\s+ne\s+fait\s+que\s+(?:masquer|cacher))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    {
      id: 'standing',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:ça|ca|cela)\s+ne\s+doit\s+plus\s+(?:jamais\s+)?(?:arriver|se\s+reproduire)|plus\s+jamais\s+ça(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])je\s+(?:ne\s+)?veux\s+plus\s+(?:jamais\s+)?voir\s+(?:ça|ca|cela|ce\s+genre)(?![${LETTER}])`, 'iu'),
      confidence: 0.8,
      addressesAgent: true,
    },
    // une règle convenue: "mettons-nous d'accord: les dates toujours en ISO"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:mettons-nous\s+d['’]accord|on\s+se\s+met\s+d['’]accord|convenons\s+que)(?![${LETTER}])`, 'iu'),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // ce qui était convenu, redemandé: "on avait pas dit BEM ?"
    // comment c'est ici, partout : "chez nous c'est HALF_EVEN partout", "on utilise UTC partout"
    {
      id: 'convention',
      pattern: anyWord(["(?:chez\\s+nous|ici)\\s+c['’]est\\s+[^.!?]{1,40}?\\s+partout", 'on\\s+(?:utilise|met|prend)\\s+[^.!?]{1,40}?\\s+partout']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: new RegExp(String.raw`(?<![${LETTER}])on\s+(?:n['’])?avait\s+pas\s+(?:dit|convenu|décidé)(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // ce que l'agent a fait ne va pas: "dix tests t sans correction, c'est pas ok"
    // l'agent a pris ce qu'il ne fallait pas : "mauvaise table, les certificats sont dans crew_cert"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?:^|[.!;,]\s*|(?<![${LETTER}])(?:c['’]est|t['’]as\s+pris|tu\s+as\s+pris|vous\s+avez\s+pris)\s+(?:la|le|les|un|une)\s+)(?:mauvais[e]?s?)\s+(?:table|fichier|dossier|branche|colonne|repo|dépôt|base|endpoint|environnement|serveur|version|chemin|champ|schéma|port|format|méthode|projet|feuille|clé|compte|région|template|module|paquet)(?![${LETTER}])(?!\s*\?)|(?<![${LETTER}])(?:tu\s+t['’]es|vous\s+vous\s+êtes)\s+trompée?s?\s+de\s+(?:table|fichier|dossier|branche|colonne|repo|dépôt|base|environnement|serveur|version|chemin|champ|schéma|projet|compte)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:c['’]est|c['’]est\s+pas|n['’]est\s+pas)\s+(?:pas\s+)?(?:ok|acceptable)|(?:est|c['’]est)\s+inacceptable|[çc]a\s+va\s+pas)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    // une habitude de l'agent, demandée: "pourquoi tu compiles en release à chaque fois ?"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])pourquoi\s+[^?.!]{0,60}?(?<![${LETTER}])(?:à|a)\s+chaque\s+fois(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // ce que l'agent a fait existe déjà: "on a déjà un wrapper fetch dans lib/http"
    {
      id: 'already-have',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:on\s+a|nous\s+avons|il\s+y\s+a)\s+d[ée]j[àa]\s+(?:un|une)\s+[${LETTER}${DIGIT}./-]+`, 'iu'),
      confidence: 0.75,
    },
    // un fait de la machine ou du projet: "le serveur tourne en Python 3.8", "pas d'internet sur le runner", "on est en Postgres 12"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])on\s+l['’]a\s+(?:d[ée]j[àa]\s+)?(?:retir[ée]|supprim[ée]|abandonn[ée]|d[ée]pr[ée]ci[ée]|vir[ée])(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])c['’]est\s+(?:de\s+la|la)\s+(?:vieille\s+|ancienne\s+)?syntaxe\s`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:cette|la|notre|ce|le|notre)\s+(?:machine|serveur|vm|instance|carte|bo[îi]te|runner)\s+(?:est|a|n['’]a\s+pas|tourne)\s+(?:un|une|aucun|que|seulement|(?:en|sous|sur)\s+[${LETTER}.-]+\s*v?\d|[${LETTER}.-]+\s*v?\d|\d)|(?<![${LETTER}])(?:pas\s+d['’]|aucun\s+)(?:internet|acc[èe]s\s+(?:internet|sortant)|gpu|docker|sudo)(?![${LETTER}])|(?<![${LETTER}])on\s+est\s+(?:encore\s+)?(?:en|sur|sous)\s+(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d`,
        'iu',
      ),
      confidence: 0.7,
    },
    // ce que l'équipe fait toujours: "on signe toujours les commits", "on passe toujours par une MR" (pas ce qu'on doit
    // faire de la nouvelle tâche: "on doit toujours pouvoir rejouer l'import"; ni ce qu'on a ou voit: "on a toujours le même bug")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])on\s+(?!(?:doit|devrait|peut|pourrait|veut|voudrait|aura|ait|avait|a|va|sait|voit|est|était|sera|fait|trouve|arrive|obtient|perd|attend)(?![${LETTER}]))[${LETTER}]{3,}\s+toujours(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // ce que l'équipe ne fait pas, dit à l'agent qui vient de le faire: "on cache pas les warnings", "on versionne jamais le build" (pas "on sait pas pourquoi"; "on n'y touche jamais")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])on\s+(?:ne\s+(?:y\s+)?|n['’](?:y\s+)?|y\s+)?(?!(?:sait|voit|comprend|peut|arrive|a|est|trouve|conna[iî]t|va|fait)(?![${LETTER}]))[${LETTER}]{3,}\s+(?:pas|jamais)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // l'agent a modifié ce qu'un outil écrit: "le client est généré depuis le spec"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:est|sont)\s+(?:auto-?)?g[ée]n[ée]r[ée]e?s?|se\s+g[ée]n[èe]rent?|(?:est|sont)\s+[ée]cras[ée]e?s?\s+(?:[àa]\s+chaque|par|lors|au\s+prochain|quand)|(?:est|sont)\s+(?:un\s+)?sous-modules?)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // ce que l'agent a retiré était voulu: "le timeout est à 90 s exprès", "ce round n'était pas là pour rien"
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:c['’]est|est|était)\s+(?:fait\s+)?expr[èe]s|volontairement|(?:c['’]est|est|était)\s+voulu|pour\s+une\s+(?:bonne\s+)?raison|pas\s+(?:l[àa]\s+)?pour\s+rien|intentionnel(?:le)?s?)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony: "qu'est-ce qui pourrait mal tourner", "la conformité va adorer", praise with 🙃 or 🙄
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])qu['’]est-ce\s+qui\s+(?:pourrait|peut)\s+mal\s+(?:tourner|se\s+passer)(?=(?:[,\s]+(?:hein|non|lol)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      inQuestion: true,
    },
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:va|vont)\s+adorer(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:sera|seront)\s+ravi(?:e|s|es)?(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:super|g[ée]nial|parfait|bravo|magnifique|top|bien\s+jou[ée])\b[^.!?\n]{0,80}?(?:🙃|🙄|🤦|🤡)|^(?:ah\s+|oh\s+)?(?:super|g[ée]nial|parfait|top|bravo|cool|magnifique|excellent|formidable)\s*[,.!]*\s+(?:encore\s+une?\s|un\s+(?:deuxi[èe]me|troisi[èe]me|quatri[èe]me)\s|une\s+(?:deuxi[èe]me|troisi[èe]me|quatri[èe]me)\s|tu\s+as\s+(?:supprim|effac|cass|vir)[ée])`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // "ne colle jamais de vrais messages": never, said to the agent (not "ça ne marche jamais"); "on les lance jamais en
    // local ici": how the house never does it
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:ne|n')\s*(?:(?:le|la|les|l'|me|lui)\s*)?(?!(?:marche|fonctionne|passe|compile|démarre|charge|répond|finit|arrive|plante|s'affiche)(?![${LETTER}]))[${LETTER}]+e\s+jamais`,
        String.raw`on\s+(?:ne\s+|n')?(?:les\s+|le\s+|la\s+|l')?(?!(?:arrive|réussit|sait|comprend|voit|trouve|a|est)(?![${LETTER}]))[${LETTER}]+e\s+jamais`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a fact of the place shared with others: "la base de dev est partagée avec les caristes"
    {
      id: 'machine',
      pattern: anyWord([
        '(?:base|serveur|machine|cluster|environnement|env|staging|instance|bucket|compte|redis)(?:\\s+de\\s+\\S+)?\\s+(?:est|sont)\\s+partagée?s?',
      ]),
      confidence: 0.7,
    },
    // what the house moved to, where its truth is kept, what the rest does: "on a migré vers xliff 2", "la source de
    // vérité, c'est l'openapi.yaml", "tout le reste lit la config"
    {
      id: 'convention',
      pattern: anyWord([
        '(?:on\\s+a|nous\\s+avons)\\s+(?:déjà\\s+)?(?:migré|basculé)\\s+(?:à|a|au|aux|sur|vers)(?=\\s+\\S)',
        'source\\s+(?:unique\\s+)?de\\s+vérité',
        "la\\s+(?:vraie|bonne)\\s+source,?\\s+(?:c'est|est)",
        '(?:tout\\s+le\\s+reste|tous\\s+les\\s+autres\\s+\\S+|les\\s+autres\\s+\\S+)\\s+(?:utilise|utilisent|lit|lisent|prend|prennent|passe|passent\\s+par|appelle|appellent|suit|suivent)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "chaque commit doit avoir le ticket", "toute nouvelle fonction a besoin d'une doc"
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:chaque|toute|tout)\s+(?:nouveau\s+|nouvelle\s+)?[${LETTER}-]+(?:\s+(?:nouveau|nouvelle))?\s+(?:doit|a\s+besoin\s+d|nécessite|exige)`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a check before creating something: "cherche dans le design system avant de créer des classes"
    {
      id: 'standing',
      pattern: anyWord(["(?:cherche|regarde|vérifie|verifie|lis)\\s+(?:[^.!?]){0,40}?avant\\s+(?:de\\s+|d')(?:créer|creer|ajouter|installer|écrire|ecrire)"]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // everything of a kind must: "toutes les tables doivent utiliser la virgule"
    {
      id: 'convention',
      pattern: anyWord([String.raw`tou(?:s|tes)\s+les\s+[${LETTER}]{3,}(?:\s+\S+){0,6}?\s+doivent\s+(?!passer|marcher|fonctionner|être\s+verts?)[${LETTER}]+`]),
      confidence: 0.75,
      explicit: true,
    },
    // a shortcut the agent took, called out: "tu ne peux pas juste …", "vous ne pouvez pas juste …"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`(?:tu\s+ne\s+peux|vous\s+ne\s+pouvez)\s+pas\s+(?:juste|simplement|comme\s+ça)\s+(?!(?:cliquer|appuyer|taper|ouvrir|aller|entrer|vous\s+connecter|te\s+connecter)(?![${LETTER}]))[${LETTER}]+`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // for a kind of case, every time: "pour ce genre de cas, toujours …"; "chez nous on se tutoie"
    {
      id: 'always-never',
      pattern: anyWord(['(?:pour\\s+ce\\s+genre\\s+de\\s+(?:choses?|cas)|dans\\s+ces\\s+cas(?:-là)?)\\s*,?\\s+(?:toujours|jamais)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'convention',
      pattern: anyWord([String.raw`chez\s+nous,?\s+on\s+(?!(?:a|est|avait|était|aura|sait|peut)(?![${LETTER}]))(?:ne\s+)?(?:se\s+|s'|s’)?[${LETTER}]{3,}`]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how it is done here, said as such: "c'est comme ça chez nous", "c'est la convention de l'équipe"
    {
      id: 'convention',
      pattern: anyWord([
        "c'est\\s+(?:comme\\s+ça|la\\s+convention|la\\s+règle)\\s+(?:chez\\s+nous|ici|dans\\s+l'équipe|de\\s+l'équipe)",
        'chez\\s+nous\\s+on\\s+fait\\s+(?:comme\\s+ça|ainsi)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // an emphatic prohibition: "en aucun cas …", "sous aucun prétexte …", "surtout pas …"
    {
      id: 'always-never',
      pattern: atClauseStart(['en\\s+aucun\\s+cas', 'sous\\s+aucun\\s+prétexte', 'surtout\\s+pas'], ['non', 'ah\\s+non', 'oh\\s+non', ...SOFTENERS]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // the same mistake again, counted: "c'est la deuxième fois", "déjà deux fois"
    {
      id: 'reproach',
      pattern: anyWord(["c'est\\s+(?:déjà\\s+)?la\\s+deuxième\\s+fois\\s+que\\s+(?:tu|vous)"]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // how it is in the house, said as a statement: "chez nous les dates sont en AAAA-MM-JJ", "les messages de commit ici c'est
    // en français", "ici tout passe par le Makefile" (a question not: "c'est combien chez nous ?"; nor what the house has or sees: "chez nous on a un souci avec
    // le VPN", "ici on voit que …")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:chez\s+nous|ici\s+c['’]est|ici\s+tout\s+(?:est|passe|se\s+fait|va)|ici\s+on(?!\s+(?:a|avait|voit|peut|remarque|constate|observe|lit|dirait|sait)(?![${LETTER}])))(?![${LETTER}])(?!\s*,?\s*(?:on\s+(?:a|avait|est|était|etait|aura|sait|peut|voit|remarque|constate|observe|lit|dirait)|il\s+y\s+a|y\s+a|ça|ca)(?![${LETTER}]))`,
        'iu',
      ),
      confidence: 0.7,
      explicit: true,
      standingRule: true,
      notInFailure: true,
    },
    // the agent's manner: "arrête de t'excuser", "dis-moi juste ce que tu as changé"
    {
      id: 'complaint',
      pattern: anyWord(["arrête\\s+de\\s+t'excuser", 'dis(?:-moi)?\\s+(?:juste|simplement)\\s+ce\\s+(?:que\\s+tu\\s+as\\s+changé|qui\\s+a\\s+changé)']),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord([
        'comme\\s+(?:dans\\s+)?le\\s+reste\\s+du\\s+(?:repo|projet|code|dépôt)',
        'comme\\s+partout\\s+(?:ailleurs\\s+)?dans\\s+le\\s+(?:repo|projet|code)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always like this", said of what was just shown: it holds every time
    {
      id: 'standing',
      pattern: anyWord(['toujours\\s+(?:comme\\s+ça|ainsi|ce\\s+format)(?=\\s*[.!]|\\s*$)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        "(?:n'ont|n'a)\\s+pas\\s+(?:accès\\s+à\\s+)?internet",
        "(?:sans|pas\\s+d')\\s*(?:accès\\s+)?internet",
        'derrière\\s+un\\s+proxy',
        'air[-\\s]?gapped',
        "isolée?s?\\s+d'internet",
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(["garde(?:z)?\\s+(?:ça|cela|le)\\s+(?:en\\s+tête|à\\s+l'esprit)", 'retiens\\s+(?:ça|le)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(["(?:c'est\\s+)?la\\s+(?:troisième|quatrième|cinquième)\\s+fois"]),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord(['(?:ce|notre)\\s+(?:projet|repo|dépôt)\\s+(?:utilise|tourne\\s+(?:sous|sur)|est\\s+sous)']),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "chez nous les branches s'appellent PLAT-<ticket>", "convention de nommage"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:chez\s+nous|ici|dans\s+(?:l'|notre\s+)équipe)\s*,?\s+(?:\S+\s+){0,4}?(?:s'appell[${LETTER}]*|se\s+nomm[${LETTER}]*|on\s+(?:nomme|appelle|préfixe))`,
        String.raw`on\s+(?:nomme|appelle|préfixe)\s+(?:toujours\s+)?(?:les|nos)\s+[${LETTER}]+`,
        'convention\\s+de\\s+nommage',
        '(?:format|convention)\\s+des\\s+(?:messages\\s+de\\s+commit|branches|commits)\\s+(?:est|chez\\s+nous)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "je suis sous Windows", "cette commande n'existe pas ici"
    {
      id: 'machine',
      pattern: anyWord([
        // not where or what for ("j'utilise un mac au bureau", "… pour jouer")
        `(?:je\\s+suis\\s+(?:sous|sur)|j'utilise|je\\s+travaille\\s+(?:sous|sur))\\s+(?:un\\s+)?${OPERATING_SYSTEMS}(?!\\s+(?:au|à|pour|chez)(?![${LETTER}]))`,
        `je\\s+n'ai\\s+pas\\s+(?:de\\s+)?${OPERATING_SYSTEMS}`,
        "n'existe\\s+pas\\s+(?:ici|chez\\s+moi|sur\\s+(?:ma|cette)\\s+machine|sur\\s+mon\\s+(?:pc|mac|poste))",
        String.raw`(?:ici|chez\s+moi|sur\s+ma\s+machine),?\s+(?:il\s+n'y\s+a\s+pas|[${LETTER}]+\s+n'est\s+pas\s+install[ée])`,
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      // also asked back: "¿quién te dijo que …?", "кто тебе сказал …?"
      inQuestion: true,
      pattern: anyWord([
        "je\\s+(?:te|vous)\\s+l'?ai\\s+(?:déjà\\s+)?dit",
        "qui\\s+t'a\\s+(?:dit|demandé|demande)\\s+(?:que|de|d')",
        "comme\\s+je\\s+(?:l'ai\\s+)?dit",
        // "combien de fois je dois te le dire" (not "combien de fois tu l'as lancé ?": how often something ran)
        "combien\\s+de\\s+fois\\s+(?:(?:je|il|faut-il|faudra-t-il|dois-je|vais-je)\\s+)?(?:(?:te|vous|le|l['’])\\s*)*(?:dois|faut|faudra|vais|dire|répéter|redire|demander|expliquer)",
        'je\\s+viens\\s+de\\s+(?:te\\s+|vous\\s+)?(?:le\\s+)?(?:dire|demander)',
        'on\\s+(?:avait|a)\\s+dit',
        // "comme convenu", "on avait décidé …", "t'as même lu les règles que je t'ai collées ?"
        "comme\\s+(?:on\\s+(?:l'a|l'avait|a|avait)\\s+)?(?:convenu|décidé|dit)",
        'on\\s+(?:avait|a)\\s+(?:convenu|décidé)',
        "(?:t'as|tu\\s+as|as-tu)\\s+(?:même|seulement)\\s+lu",
        "j'avais\\s+dit",
        // "j'ai dit 90 trois fois" (not "oublie ce que j'ai dit", a rule taken back; not "j'ai dit au client …")
        String.raw`(?<!ce\s+que\s)j'ai\s+(?:déjà\s+|bien\s+|pourtant\s+)?dit(?!\s+(?:à|a|au|aux)(?![${LETTER}]))`,
        "je\\s+(?:te\\s+l'|t')avais\\s+(?:pourtant\\s+|bien\\s+)?(?:dit|demandé)",
        "(?:on\\s+s'était|on\\s+était)\\s+mis\\s+d'accord",
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyWord([
        'désormais',
        'dorénavant',
        'à\\s+partir\\s+de\\s+maintenant',
        "à\\s+l'avenir",
        'la\\s+prochaine\\s+fois',
        'à\\s+chaque\\s+fois',
        'souviens-toi',
        'rappelle-toi',
        'retiens',
        'dorenavant',
        'desormais',
        "a\\s+l'avenir",
        'à\\s+partir\\s+d(?:e\\s+maintenant|\\s*aujourd\\s*hui|\\s*auj)',
        'dès\\s+maintenant',
        'pour\\s+la\\s+prochaine\\s+fois',
        'la\\s+prochaine\\s+fois',
        '(?:à\\s+)?chaque\\s+fois\\s+que',
        'toutes\\s+les\\s+fois\\s+que',
        "n'oublie\\s+plus",
        "(?:ne\\s+)?l'oublie\\s+(?:plus|pas)\\s+(?:la\\s+prochaine\\s+fois|à\\s+l'avenir)",
        "garde\\s+(?:ça|le|bien)?\\s*(?:en\\s+tête|à\\s+l'esprit)",
        'note\\s+(?:bien|le|ça)\\s+(?:pour|une\\s+fois)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        // (not "ce qui ne demande pas de validation": what a thing needs)
        '(?<!(?:qui|ça|ca|cela|ce|il|elle)\\s)ne\\s+(?:me\\s+)?demande\\s+pas',
        'sans\\s+(?:me\\s+)?demander',
        'arrête\\s+de\\s+(?:me\\s+)?demander',
        "choisis\\s+l'option\\s+recommandée",
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "pour l'avenir : …" opens a rule ("pour la suite" only says what comes next)
    {
      id: 'standing',
      pattern: atClauseStart(["pour\\s+l'avenir", 'pour\\s+le\\s+futur', 'à\\s+terme'], SOFTENERS),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: /^(?:non|faux|pas\s+ça)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    // ce que l'agent vient d'utiliser n'existe pas ici : "il n'y a pas de docker sur le serveur", "on n'utilise pas
    // redis" (seulement d'un terme de ses derniers mots, et pas en réponse à sa question)
    absentCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:la|cette|notre|ma|le|ce|notre)\s+(?:machine|serveur|box|vm|runner|agent|poste)(?:\s+de\s+[${LETTER}-]+)?\s+n'a\s+pas\s+(?:de\s+|d')?|il\s+n'y\s+a\s+pas\s+(?:de\s+|d')|y\s+a\s+pas\s+(?:de\s+|d')|on\s+n'a\s+pas\s+(?:de\s+|d')|on\s+n'utilise\s+pas\s+(?:de\s+|d'|le\s+|la\s+|les\s+)?)\x60?(?<replaced>[\w@./+-]{2,})`,
        'iu',
      ),
    ),
    { id: 'x-not-y', pattern: anyWord(['utilise\\s+\\S+\\s+(?:au\\s+lieu\\s+de|plutôt\\s+que)', 'pas\\s+\\S+\\s+mais']), confidence: 0.85, answers: true },
    {
      id: 'instead-of',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:au\s+lieu\s+d[eu']|plutôt\s+que)\s*(?:la\s+|le\s+|les\s+)?(?<replaced>[${LETTER}${DIGIT}@./_-]{3,})`,
        'iu',
      ),
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\set|\sou)\s*(?:pas|non)\s+(?:(?:dans|en|le|la|les|un|une|de|du|des|sur|avec|contre|vers|via|par|pour|au|aux|à)\s+|d'|l')\s*(?!(?:maintenant|encore|tout|trop|mal|ici)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\set)\s*(?:pas|non)\s+(?!(?:maintenant|encore|tout|trop|mal|ici|mal|sûr|sur|forcément|vraiment|grave|besoin|la\s+peine|du\s+tout)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "X suffit", "un index suffit largement": less than the agent did or plans is enough (an answer too)
    {
      id: 'enough',
      pattern: anyWord(['suffi(?:t|ra)(?:\\s+(?:largement|amplement|bien))?(?=\\s*[,.!;]|\\s*$)', 'il\\s+suffit\\s+d']),
      confidence: 0.7,
      answers: true,
    },
    { id: 'verify-first', pattern: anyWord(['avant\\s+de\\s+(?:dire|me\\s+dire|annoncer)']), confidence: 0.8, explicit: true, addressesAgent: true },
    {
      id: 'always-never',
      // "jamais de force-push", "ne pousse jamais sur main", "n'ajoute jamais de co-auteur"
      pattern: atClauseStart(
        [
          String.raw`toujours(?!\s+(?:pas|la|le|les|une?|même|rien|aussi|en|autant|pareil|pareille|bloqué|bloquée|cassé|cassée|rouge|vide|planté|plante|KO|ko|nul|nulle|faux|fausse|à|a|\d\S*)(?![${LETTER}])|\s*['"«“‘])`,
          'jamais',
          String.raw`ne\s+[${LETTER}]+\s+jamais`,
          String.raw`n'[${LETTER}]+\s+jamais`,
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'dont',
      pattern: atClauseStart(
        [
          // with its object pronoun: "ne la lance pas", "ne les supprime jamais", "ne l'utilise pas"
          String.raw`ne\s+(?:(?:le|la|les|lui|leur|y|en)\s+|l['’])?[${LETTER}]+\s+(?:pas|jamais|plus)`,
          // (not what has or is: "et n'a pas été découpé", "n'est pas", "n'y a pas", "n'existe pas")
          String.raw`n'(?!(?:a|as|ont|est|es|était|étaient|avait|avaient|aura|aurait|y|existe|existent|arrive|arrivent|apparaît|apparait|importe)\s)[${LETTER}]+\s+(?:pas|jamais|plus)`,
          String.raw`pas\s+de\s+[${LETTER}]+`,
          String.raw`pas\s+d'[${LETTER}]+`,
          // spoken, without "ne": "touche pas au lockfile", "commit jamais le .env", "y touche pas"
          String.raw`(?:y\s+|le\s+|la\s+|les\s+|l'|me\s+)?(?:touche|utilise|fais|mets|rajoute|ajoute|commit(?:e)?|push(?:e)?|pousse|modifie|change|supprime|efface|crée|installe|invente|écris|lance|merge|renomme|déplace|vire|mock(?:e)?|hardcode|inclus)\s+(?:pas|jamais|plus)(?![${LETTER}])`,
          // in the infinitive, as an instruction: "ne pas committer le .env", "ne jamais pousser sur main"
          String.raw`ne\s+(?:pas|jamais|plus)\s+[${LETTER}]+(?:er|ir|re)`,
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
    },
    // "le .env ne se commit pas", "on ne pousse jamais sur main", "c'est interdit": how things are not done
    {
      id: 'not-done',
      pattern: anyWord([
        'ne\\s+se\\s+(?:commit(?:e)?|pousse|push(?:e)?|versionne|touche|fait|met|utilise)\\s+(?:pas|jamais)',
        String.raw`(?:on\s+ne|on\s+n'|on)\s*(?:commit(?:e)?|pousse|push(?:e)?|utilise|touche|fait|met|merge|versionne|déploie|écrit)\s+(?:jamais|pas|plus)(?![${LETTER}])`,
        "(?:est|sont|c'est)\\s+interdits?",
        "(?:n'est|ne\\s+sont)\\s+pas\\s+(?:autorisée?s?|permise?s?)",
        '(?:est|sont)\\s+pas\\s+(?:autorisée?s?|permise?s?)',
        "interdit\\s+d[e']",
      ]),
      confidence: 0.8,
      explicit: true,
    },
    // "pas besoin de l'index", "inutile de …", "c'est pas la peine": what the agent did or plans is not needed (an answer too)
    {
      id: 'no-need',
      pattern: anyWord([
        'pas\\s+besoin',
        'inutile\\s+d',
        "(?:c'est|ce\\s+n'est)\\s+pas\\s+(?:la\\s+peine|nécessaire|utile)",
        'pas\\s+la\\s+peine',
        "on\\s+n'a\\s+pas\\s+besoin",
        '(?:est|sont)\\s+(?:inutiles?|superflus?|en\\s+trop)',
      ]),
      confidence: 0.8,
      answers: true,
    },
    {
      id: 'stop',
      pattern: atClauseStart(['arrête\\s+de', 'arrêtez\\s+de', 'cesse\\s+de', 'arrete\\s+de'], SOFTENERS),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    {
      id: 'wrong',
      pattern: anyWord([
        "c'est\\s+(?:faux|incorrect|pas\\s+(?:ça|correct|bon|ce\\s+que\\s+je\\s+voulais))",
        '(?:est|sont)\\s+faux',
        'tu\\s+as\\s+mal\\s+compris',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // "personne n'a demandé ça": the agent did what no one asked; "remets l'ancien nom": take it back; "demande avant"
    {
      id: 'unasked',
      pattern: anyWord([
        "(?:je\\s+(?:ne\\s+)?t'ai|j'ai|je\\s+n'ai)\\s+(?:jamais|pas|rien)\\s+demandée?s?",
        "personne\\s+(?:ne\\s+)?(?:t'a|n'a|a)\\s+(?:\\S+\\s+){0,3}demandée?s?",
        "qui\\s+t'a\\s+(?:demandée?|dit\\s+de)",
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'remets?(?:-le|-la|-les)?',
        'annule\\s+(?:ça|cela|ce|le|la|les|tes)',
        'reviens\\s+à',
        "comme\\s+(?:avant|c'était|ils\\s+étaient|elles\\s+étaient)(?=\\s*[.!,]|\\s*$)",
        'reviens\\s+en\\s+arrière',
        'tel(?:le)?s?\\s+quel(?:le)?s?(?=\\s*[.!,]|\\s*$)',
        // "vire ce que t'as ajouté", "enlève ce que tu as mis": take back what the agent added
        "(?:vire|enlève|enleve|supprime|retire|efface)(?:-le|-la|-les)?\\s+(?:tout\\s+)?(?:ce\\s+que|ce\\s+qu')\\s*(?:tu\\s+as|t'as)\\s+(?:ajouté|mis|créé|rajouté|fait|changé|modifié)",
        // "remove that" said of what the agent just added
        '(?:vire|enlève|enleve|supprime|retire|efface)[sz]?\\s+(?:ça|cela|tout\\s+ça)(?=\\s*[,.;!]|\\s*$)',
        '(?:vire|enlève|enleve|supprime|retire|efface)[sz]?-(?:le|la|les)(?=\\s*[,.;!]|\\s*$)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    {
      id: 'ask-first',
      pattern: anyWord(["demande(?:-moi)?\\s+(?:avant|d'abord)"]),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'encore\\s+une\\s+fois\\s+tu',
        "(?:tu\\s+as|t'as)\\s+(?:encore\\s+)?(?:oublié|ignoré|pas\\s+testé)",
        'tu\\s+(?:oublies|ignores)\\s+(?:toujours|encore)',
        'tu\\s+continues\\s+à',
        "(?:tu\\s+as|t'as)\\s+(?:encore\\s+|de\\s+nouveau\\s+)?(?:zappé|oublié|pas\\s+(?:lu|lancé|vérifié|relu|écouté))",
        String.raw`(?:tu\s+as|t'as)\s+encore\s+(?:mis|remis|fait|refait|pris|écrit|réécrit|[${LETTER}]+é(?:e|s|es)?)`,
        "(?:tu\\s+m'as|tu\\s+ne\\s+m'as|t'as)\\s+pas\\s+écouté",
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "encore ?", "de nouveau ?": the agent did the same again
    {
      id: 'reproach',
      pattern: atStart(['(?:encore|de\\s+nouveau|rebelote)(?=\\s*[?!]|\\s*$)']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // the same again, opening a sentence, of what the agent made: "encore des console.log partout ?", "encore tes
    // helpers" (not "encore des erreurs", a failure: "encore" is also "still")
    againCue(
      new RegExp(
        String.raw`^(?:encore\s+une\s+fois|encore|de\s+nouveau)\s+(?:avec\s+\S|(?:tes|ton|ta)\s+(?!(?:erreurs?|échecs?|plantages?|crash(?:s|es)?|bugs?|probl[èe]mes?)(?![${LETTER}]))\S|(?:des|ces)\s+(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:erreurs?|échecs?|plantages?|crash(?:s|es)?|bugs?|probl[èe]mes?)(?![${LETTER}]))\S)`,
        'iu',
      ),
    ),
    // "pourquoi t'ajoutes maatwebsite ? vire-le": a why-question at what the agent did, beside a statement
    {
      id: 'why-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:pourquoi|pk|pq)\s+(?:(?:est-ce\s+que\s+)?(?:tu\s+as|t'as|tu\s+es|t'es)\s+[${LETTER}]+|(?:tu|t')\s*(?:ajoutes|mets|utilises|changes|modifies|supprimes|crées|touches|rajoutes|fais|as)|as-tu\s+[${LETTER}]+)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "cette fois lance les tests avant": the agent failed at it before
    {
      id: 'this-time',
      pattern: atClauseStart([String.raw`cette\s+fois(?:-ci)?\s*,?\s+(?!(?:ça|ca|c'est|il|elle)\s+(?:marche|passe|fonctionne))[${LETTER}]+`], SOFTENERS),
      confidence: 0.7,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord([
        'ne\\s+devrait-(?:il|elle|on)\\s+pas',
        'ça\\s+ne\\s+devrait\\s+pas',
        "pourquoi\\s+(?:tu\\s+)?n'as\\s+(?:\\S+\\s+)?pas",
        // "ça devrait tourner seulement quand le FOV change, non ?": what should be, asked
        '(?:ça|ca|ce|il|elle)\\s+(?:devrait|devraient)\\s+[^?]{0,60}?(?:non|pas\\s+vrai|nan)\\s*\\?',
      ]),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyWord(['je\\s+préfère', "j'aime\\s+mieux"]), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: atStart(['(?:mais|cependant)\\s*,?\\s+(?:je\\s+)?(?:veux|voulais|voudrais)']), confidence: 0.75, addressesAgent: true },
    {
      id: 'dislike',
      pattern: anyWord(["je\\s+(?:ne\\s+veux\\s+pas|n'aime\\s+pas|ne\\s+voulais\\s+pas)", "j'aime\\s+pas", 'je\\s+veux\\s+pas']),
      confidence: 0.7,
      aloneOnEcho: true,
      ownWant: true,
    },
    {
      id: 'must-use',
      pattern: atClauseStart(
        ['(?:ça|ca|il|elle)\\s+doit\\s+(?:être|utiliser|aller|rester|passer)', 'il\\s+faut\\s+(?:utiliser|que\\s+(?:ça|ce)\\s+soit)'],
        SOFTENERS,
      ),
      confidence: 0.65,
      aboutWork: true,
    },
    {
      id: 'should',
      pattern: anyWord(['tu\\s+(?:dois|devrais)', 'vous\\s+(?:devez|devriez)', 'il\\s+faut\\s+que\\s+tu']),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'complaint',
      pattern: anyWordStart(['trop\\s+(?:long|complexe|compliqué|verbeux)', 'redondant']),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart(['en\\s+double', 'dupliqué'])),
    namedStateCue(anyWordStart(['incohérent', 'pas\\s+cohérent'])),
    {
      id: 'disagree',
      pattern: anyWord(['je\\s+(?:ne\\s+)?pense\\s+pas\\s+que', 'je\\s+(?:ne\\s+)?crois\\s+pas\\s+que']),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord([
        'ici\\s+on\\s+utilise',
        'dans\\s+ce\\s+(?:repo|projet|dépôt)',
        // "chez nous les PR partent toujours de develop", "dans l'équipe on n'utilise jamais any"
        "(?:chez\\s+nous|dans\\s+(?:l'|notre\\s+)équipe|dans\\s+la\\s+bo[îi]te|sur\\s+ce\\s+(?:repo|projet))\\s*,?\\s+(?:\\S+\\s+){0,5}?(?:toujours|jamais|uniquement|seulement|systématiquement|obligatoirement)",
        // "ici on passe toujours par la CI", "ici les PR vont jamais sur main" (not "ici ça plante toujours")
        String.raw`ici\s*,?\s+(?:\S+\s+){0,3}?(?:utilis[${LETTER}]*|pass[${LETTER}]*|part[${LETTER}]*|va|vont|fait|faisons|écri[${LETTER}]*|met[${LETTER}]*|commit[${LETTER}]*|pouss[${LETTER}]*|merg[${LETTER}]*|déploie[${LETTER}]*|travaill[${LETTER}]*)\s+(?:toujours|jamais|que|uniquement|seulement|pas)`,
        "on\\s+(?:n'utilise|utilise)\\s+(?:jamais|toujours|que|uniquement|pas)",
        'on\\s+(?:travaille|fait\\s+tout|passe\\s+toujours)\\s+(?:avec|par|en)',
        // "c'est l'équipe DBA qui gère les migrations", "ça passe toujours par la CI"
        "c'est\\s+l'équipe\\s+\\S+\\s+qui",
        '(?:ça|ca|tout)\\s+passe\\s+(?:toujours|uniquement|obligatoirement)\\s+par',
        'personne\\s+(?:ne\\s+|n\\s*)?(?:utilise|touche|fait|commit)',
        "(?:la\\s+)?(?:convention|règle)\\s+(?:ici|chez\\s+nous|de\\s+l'équipe|c'est)",
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // "je voulais que ça reste en base", "ce que je voulais c'était …": how it was wanted, against what the agent made
    {
      id: 'wanted',
      pattern: anyWord([
        'je\\s+voulais\\s+que\\s+(?:ça|ca|ce|il|elle|ils|elles|la|le|les)\\s+(?:\\S+\\s+)?(?:soit|soient|reste|restent|garde|gardent)',
        "ce\\s+que\\s+je\\s+voulais\\s+(?:c'était|c'est)",
      ]),
      confidence: 0.7,
      aboutWork: true,
    },
    {
      id: 'clarify',
      pattern: anyWord([
        'je\\s+voulais\\s+dire',
        "je\\s+parlais\\s+(?:de|du|des|d['’])",
        'ce\\s+que\\s+je\\s+veux\\s+dire',
        '(?:non|pardon)[\\s,]+je\\s+veux\\s+dire',
      ]),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // "attends", "stop, …", "arrête !": what the agent is doing must stop (after an interrupt: a correction)
    // "ça vaut pour tous les services", "c'est la règle pour toutes les URLs"; "avant d'ajouter quoi que ce soit, regarde"
    {
      id: 'standing',
      pattern: anyWord([
        "(?:ça|ca|cela|c'est)\\s+(?:vaut|valable)\\s+pour\\s+tou(?:s|te|tes)",
        "(?:ça|ca|cela)\\s+s'applique\\s+(?:à|a)\\s+tou(?:s|te|tes)",
        "c'est\\s+(?:la\\s+r[èe]gle|le\\s+standard|la\\s+norme|la\\s+convention)\\s+(?:pour\\s+tou(?:s|te|tes)|du\\s+projet|de\\s+l'[ée]quipe|de\\s+la\\s+maison|ici)",
        'pareil\\s+pour\\s+tou(?:s|te|tes)',
        "avant\\s+d'(?:installer|ajouter|introduire|rajouter)\\s+(?:quoi\\s+que\\s+ce\\s+soit|quelque\\s+chose|n'importe|une?\\s+(?:nouvelle?\\s+)?(?:lib|d[ée]pendance|paquet|package))",
        "avant\\s+de\\s+(?:cr[ée]er|toucher|mettre|rajouter)\\s+(?:quoi\\s+que\\s+ce\\s+soit|quelque\\s+chose|n'importe)",
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "règle générale : …", "en règle générale", "de manière générale"
    {
      id: 'standing',
      pattern: anyWord(['r[èe]gle\\s+g[ée]n[ée]rale', 'par\\s+principe', 'de\\s+(?:mani[èe]re|fa[çc]on)\\s+g[ée]n[ée]rale']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'wait',
      pattern: atStart([
        'attends(?!\\s+(?:\\d|quelques|un\\s+peu|que|(?:une|deux|trois|cinq|dix)\\s+(?:minutes?|secondes?|sec)))',
        'attendez',
        'attend',
        'une\\s+seconde',
        'minute',
        String.raw`stop(?!\s+(?:le|la|les|l'|un|une|des|du|ce|cette|ces|mon|ma|mes|ton|ta|tes)(?![${LETTER}]))`,
        String.raw`arr[êe]te(?=\s*[,.!:;—–-]|\s*$|\s+(?:tout|tt|ça|ca)(?![${LETTER}]))`,
        'pause(?=\\s*[,.!:;—–-])',
      ]),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyWord(
        ['(?:avant|après)\\s+chaque\\s+(?:push|commit|merge|déploiement|deploy|release|modification|changement|étape|réponse|message|pr|migration)'],
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        "non\\s+mais\\s+(?:t'es\\s+|tu\\s+es\\s+)?s[ée]rieux",
        "(?:t'es|tu\\s+es|vous\\s+[êe]tes)\\s+s[ée]rieux\\s*(?:\\?{2,}|[.!]|$)",
        ',\\s*s[ée]rieux\\s*[.!]*$',
        'tu\\s+(?:te\\s+moques|plaisantes)\\s+de\\s+moi',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord(['(?:on|nous)\\s+(?:a|avons)\\s+(?:déjà\\s+)?(?:un|une|le|la|notre)?\\s*\\S+(?:\\s+\\S+){0,3}?\\s+pour\\s+(?:ça|cela)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyWord([
        '(?:réponds|répondez|reponds|parle|parlez|écris|écrivez)(?:-moi)?\\s+(?:toujours\\s+|seulement\\s+)?en\\s+(?:français|francais|anglais|allemand|espagnol|portugais|chinois|japonais|coréen|russe)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // a work verb said to the agent with "always" after it: "vérifie toujours …", "utilise toujours …" (not "ça plante toujours")
    {
      id: 'always-never',
      pattern: atClauseStart(
        [
          '(?:utilise|utilisez|vérifie|vérifiez|verifie|lance|lancez|exécute|exécutez|teste|testez|fais|faites|mets|mettez|demande|demandez|regarde|regardez|lis|lisez|écris|écrivez|ajoute|ajoutez|garde|gardez|suis|suivez|valide|validez|documente|documentez|relis|relisez)\\s+toujours',
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // where the agent may work, and only there: "tu peux seulement modifier ce qui est entre les marqueurs"
    {
      id: 'only-there',
      pattern: anyWord([
        'tu\\s+(?:peux|dois)\\s+(?:seulement|uniquement)\\s+(?:modifier|toucher|changer|éditer)\\s+(?:\\S+\\s+){0,4}?(?:fichiers?|code|parties?|lignes?|sections?|dossiers?|entre|dans)',
        'tu\\s+ne\\s+(?:peux|dois)\\s+(?:modifier|toucher|changer|éditer)\\s+que\\s+(?:\\S+\\s+){0,4}?(?:fichiers?|code|parties?|lignes?|sections?|dossiers?|entre|dans)',
      ]),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "tu peux arrêter de me faire un résumé ?"
    {
      id: 'stop',
      pattern: anyWord([
        String.raw`(?:tu\s+peux|peux-tu|tu\s+pourrais|pourrais-tu|vous\s+pouvez|pouvez-vous)\s+(?:stp\s+|svp\s+)?arr[êe]ter\s+de\s+[${LETTER}]+`,
      ]),
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
  ],
  reasks: new RegExp(
    String.raw`^(?:(?:pardon|désolée?|ah|ok)[\s,.!?]+)*(?:je\s+me\s+suis\s+mal\s+exprimée?|j['’]ai\s+pas\s+été\s+clair(?:e)?|je\s+n['’]ai\s+pas\s+été\s+clair(?:e)?)\s*[,:;.!—–-]*\s*(?:quel(?:le)?s?|où|pourquoi|comment|qui|est-ce|c['’]est\s+quoi)(?![${LETTER}])|^(?:(?:non|pardon|attends)[\s,.!?、，。]+)*(?:je\s+(?:demandais|te\s+demande|vous\s+demande|voulais\s+savoir|demande\s+(?:si|pour|comment|pourquoi|quel(?:le)?s?|o[ùu]|quand|combien)(?![${LETTER}]))|ma\s+question\s+(?:c['’]est|c['’]était|était|est))|^(?:(?:non|pardon|attends)[\s,.!?、，。]+)*je\s+voulais\s+dire[^.!?]*?(?<![${LETTER}])(?:quel(?:le)?s?|pourquoi|o[ùu]|quand|qui|comment|si|combien)(?![${LETTER}])|^(?:(?:non|pardon|attends)[\s,.!?、，。]+)*je\s+parlais\s+(?:de|du|des|d['’])[^.!?]*?(?<![${LETTER}])(?:pourquoi|combien|comment|quand|où)(?![${LETTER}])|^(?:je\s+)?reformule\s*[:,]`,
    'iu',
  ),
  retracts: new RegExp(
    String.raw`(?<![${LETTER}])(?:je\s+t['’]ai|j['’]avais|j['’]ai)\s+dit\s+(?:plus\s+tôt\s+|avant\s+)?(?:de\s+ne\s+pas|pas\s+de|aucun)[^.!?]{0,60}?(?:oublie|j['’]annule|annulé|ne\s+tient\s+plus)(?![${LETTER}])|(?<![${LETTER}])je\s+retire\s+ce\s+que\s+(?:je\s+t['’]ai|j['’]ai)\s+(?:dit|demandé|écrit)(?![${LETTER}])|(?<![${LETTER}])(?:oublie|ignore|laisse\s+tomber)\s+(?:ce\s+que|tout\s+ce\s+que)\s+(?:je\s+t['’]ai|j['’]ai)\s+(?:dit|demandé|écrit)(?![${LETTER}])|(?:je\s+(?:t['’]ai|vous\s+ai)|on\s+(?:avait|a)|j['’]avais|nous\s+avions)\s+dit[^.!?]{0,60}?mais[^.!?]{0,60}?(?:c['’]est\s+bon|tu\s+peux|vous\s+pouvez|c['’]est\s+ok|autoris[ée]|ça\s+va|ca\s+va)|(?<![${LETTER}])je\s+sais\s+que\s+(?:je\s+t['’]ai|j['’]ai)\s+dit(?![${LETTER}])`,
    'iu',
  ),
  deferrals: new RegExp(
    String.raw`(?<![${LETTER}])(?:pas\s+encore|pour\s+(?:ce\s+ticket|cette\s+(?:tâche|partie|fois-ci))|pour\s+l['’]instant|pour\s+le\s+moment|tant\s+que\s+je|avant\s+que\s+je)(?![${LETTER}])|(?<![${LETTER}])(?:pendant\s+(?:que\s+je|mon\s+absence)|en\s+attendant\s+que\s+je)(?![${LETTER}])|(?<![${LETTER}])(?:juste|seulement|uniquement)\s+(?:regarde[rz]?|dis(?:-moi)?|montre(?:-moi)?|liste[rz]?|vérifie[rz]?|explique(?:-moi)?|lis)(?![${LETTER}])`,
    'iu',
  ),
  // à quoi sert le travail demandé, avec un mot pour plus tard : "un script pour ne plus le faire à la main la prochaine fois"
  purposes: new RegExp(
    String.raw`(?<![${LETTER}])pour\s+(?:que\s+|qu'|ne\s+plus\s+|ne\s+pas\s+)?(?:[${LETTER}'-]+\s+){1,8}?(?:la\s+prochaine\s+fois|à\s+l'avenir|(?:à\s+)?chaque\s+fois)(?![${LETTER}])(?!\s*,?\s*(?:tu|vous)(?![${LETTER}]))|(?<![${LETTER}])(?:pour\s+qu|afin\s+qu)(?:e\s+|['’])(?:on|il|elle|ça|cela|personne|aucun[e]?)\s+(?:ne|n['’])(?![${LETTER}])`,
    'iu',
  ),
  curiosity: new RegExp(
    String.raw`^(?:(?:ok|dis)[\s,]+)?(?:une\s+|petite\s+)?question\s*[,:—–-]|(?<![${LETTER}])(?:(?:juste|simplement)\s+par\s+curiosit[ée]|(?:je\s+suis\s+)?juste\s+curieux(?:se)?|c['’]est\s+juste\s+une\s+question)(?![${LETTER}])`,
    'iu',
  ),
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'le',
    'la',
    'les',
    'un',
    'une',
    'des',
    'du',
    'de',
    'en',
    'au',
    'aux',
    'et',
    'ou',
    'par',
    'sur',
    'pour',
    'son',
    'sa',
    'ses',
    'mon',
    'ton',
    'pour',
    'avec',
    'dans',
    'cette',
    'mais',
    'plus',
    'tout',
    'tous',
    'toute',
    'quand',
    'donc',
    'sans',
    'sous',
    'faire',
    'jamais',
    'toujours',
    'aussi',
    'alors',
    'merci',
    'très',
    'bien',
    'comme',
    'parce',
    'peux',
    'veux',
    'fais',
    'encore',
    'déjà',
    'voilà',
    'juste',
    'même',
    'rien',
    'quelque',
    'chose',
    'avant',
    'après',
  ],
  stepsFirst: new RegExp(
    String.raw`(?<![${LETTER}])(?:d['’]abord|avant\s+(?:de|ça|ca|cela)|aussi|(?:encore\s+)?(?:un\s+truc|une\s+(?:chose|dernière\s+chose))(?:\s+encore)?)(?![${LETTER}])`,
    'iu',
  ),
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:tu|vous)\s+(?:viens|venez)\s+d(?:e(?![${LETTER}])|['’])|(?:que|qu['’]|ce\s+que)\s*(?:tu\s+as|t['’]as|vous\s+avez)\s+(?:mis|ajouté|ajoute|écrit|ecrit|fait|changé|change|utilisé|utilise|créé|cree)(?![${LETTER}]))`,
    'iu',
  ),
  asides: new RegExp(
    String.raw`^(?:(?:et|ah|ok)[\s,]+)?(?:au\s+fait|en\s+passant|au\s+passage|d'ailleurs|pour\s+info(?:rmation)?|btw|p\.?s\.?|nb|à\s+noter)(?![${LETTER}])`,
    'iu',
  ),
  standing: anyWord([
    // a prohibition with its one exception: "ne mets pas à jour les plugins sauf si je te le demande"
    "(?:ne|n')\\s*(?:\\S+\\s+){0,8}?sauf\\s+si\\s+(?:je|tu|on)",
    'désormais',
    'dorénavant',
    "à\\s+l'avenir",
    'la\\s+prochaine\\s+fois',
    'chaque\\s+fois',
    'dans\\s+ce\\s+(?:repo|projet|dépôt)',
    '(?:pour\\s+)?tout\\s+ce\\s+que\\s+tu\\s+(?:touches|modifies)(?:\\s+ici)?',
    'pour\\s+(?:toute\\s+)?cette\\s+session',
    'pour\\s+toute\\s+la\\s+session',
    'le\\s+reste\\s+de\\s+la\\s+session',
  ]),
  eachTime: anyWord(['(?:à\\s+)?chaque\\s+fois', '(?:avant|après|apres|à)\\s+chaque']),
  buildsItIn: new RegExp(
    String.raw`(?<![${LETTER}])ajout[${LETTER}]*\s+(?:(?:un|une|des|le|la|les|ce|cette|ces)\s+)?(?:[${LETTER}-]+\s+)?(?:contrôles?|tests?|garde-fous?|vérifications?|validations?|assertions?|limites?)(?![${LETTER}])`,
    'iu',
  ),
  stepsAway: new RegExp(
    String.raw`(?<![${LETTER}])(?:je\s+reviens|de\s+retour\s+dans|je\s+dois\s+(?:relancer|redémarrer|redemarrer|partir|filer|y\s+aller|aller\s+en|répondre|repondre|prendre\s+un\s+appel)|je\s+te\s+(?:dis|redis)\s+(?:ça\s+|ca\s+)?(?:tout\s+de\s+suite|après|apres|plus\s+tard|dans))(?![${LETTER}])`,
    'iu',
  ),
  featureScope: new RegExp(
    String.raw`(?<![${LETTER}])(?:dans|pour|sur|depuis)\s+(?:ce|cet|cette|ces|le\s+nouveau|la\s+nouvelle)\s+(?!(?:repo|dépôt|projet|équipe|boîte|labo|session|serveur|machine|genre|type|types|cas|choses|sorte|fichier|fichiers|dossier|répertoire|module|paquet)(?![${LETTER}]))[${LETTER}]+`,
    'iu',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "pas maintenant", "pas encore", "plus tard".',
      patterns: [
        // on reprend au retour : "on continue dans 30 min", "on reprend plus tard"
        new RegExp(
          String.raw`(?:^|[,.;!—–-]\s*)on\s+(?:continue|reprend)\s+(?:dans\s+\d+\s*(?:min(?:utes?)?|h(?:eures?)?)|plus\s+tard|demain|apr[èe]s)(?![${LETTER}])`,
          'iu',
        ),
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(String.raw`^(?:(?:attends|attendez)\s*,?\s*)?(?:je\s+(?:\S+\s+){0,4}?moi-m[êe]me|je\s+m'en\s+occupe)(?![${LETTER}])`, 'iu'),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(
          String.raw`^(?:(?:attends|attendez|minute)\s*,?\s*)?(?:laisse-moi|laissez-moi|je\s+(?:dois|vais)\s+d'abord|d'abord\s+je)(?![${LETTER}])`,
          'iu',
        ),
        new RegExp(String.raw`^(?:pas\s+maintenant|pas\s+encore|plus\s+tard|pas\s+aujourd'hui)(?=\s*[,.!;:—–-]|\s*$)`, 'iu'),
        // the human's own situation, told when stepping away ("attends deux minutes, le client m'appelle", "je suis en réunion")
        new RegExp(
          String.raw`^(?:(?:le|la|mon|ma|un|une)\s+[${LETTER}]+\s+m['’]appelle|on\s+m['’]appelle|je\s+suis\s+(?:en\s+(?:réunion|call|rendez-vous|voiture)|au\s+téléphone|dans\s+le\s+(?:train|métro|bus)))(?![${LETTER}])`,
          'iu',
        ),
        // the human stepping away, or the work held for a decision elsewhere ("attends, réunion, je reviens", "pause, les
        // priorités pourraient changer"): no halt of the agent's work for a reason of it
        new RegExp(
          String.raw`^(?:(?:une|la|en)\s+)?(?:réunion|reunion|conf[ée]rence\s+de\s+r[ée]daction|visio|call|stand-?up|point\s+d'[ée]quipe)(?:\s+(?:de|d['’]|du|avec)\s*[^,.;!?]{1,30})?\s*[.!]*$|^(?:je\s+reviens|j['’]arrive|je\s+dois\s+(?:y\s+aller|filer|partir))(?![${LETTER}])|priorit[ée]s\s+(?:vont\s+peut-[êe]tre|pourraient|risquent\s+de)\s+changer`,
          'iu',
        ),
      ],
      examples: ['attends, je regarde les logs moi-même', 'pas maintenant, je suis en réunion', 'réunion d’équipe'],
    },
    {
      id: 'request',
      description: "A request for new work: s'il te plaît …, peux-tu …, ajoute …, on va …",
      patterns: [
        // a result asked for ("make sure the whole app compiles"; not "make sure you …")
        new RegExp(String.raw`^(?:stp\s+)?(?:assure[- ]toi|fais\s+en\s+sorte)\s+qu(?:e\s+|['’])(?!tu\b|vous\b)`, 'iu'),
        atStart([
          "s'il\\s+te\\s+plaît(?!,?\\s+(?:ne|n'))",
          'stp',
          'svp',
          'peux-tu',
          'pourrais-tu',
          'tu\\s+peux',
          'ajoute',
          'crée',
          'implémente',
          'fais',
          'corrige',
          'vérifie',
          'cherche',
          // git's steps and other work: "prépare la release", "committe sur la branche", "lance les tests"
          'prépare',
          'committe',
          'commite',
          'pousse',
          'publie',
          'déploie',
          'supprime',
          'lance',
          'relance',
          'teste',
          'écris',
          'génère',
          'installe',
          'configure',
          'documente',
          'explique',
          'montre',
          'affiche',
          'migre',
          'ouvre',
          'mets\\s+à\\s+jour',
          'on\\s+va',
          // "maintenant ajoute …" asks; "maintenant ça casse", "maintenant il plante" report
          String.raw`maintenant(?!\s*,?\s+(?:ça|ca|il|elle|ils|elles|on|je|j'|le|la|les|tout|rien|c'est|ce|cela|plus\s+rien)(?![${LETTER}]))`,
          'ensuite',
        ]),
      ],
      examples: ['ajoute un bouton de mode sombre', 'peux-tu vérifier le parseur ?'],
    },
    {
      id: 'question',
      description: 'A question: opens with a question word and ends with ?.',
      patterns: [
        new RegExp(
          String.raw`^(?:qu'est-ce|quoi|comment|pourquoi|où|quand|quel(?:le)?s?|combien|est-ce|est|sont|as-tu|peux-tu|y\s+a-t-il|tu\s+as)(?![${LETTER}])[^]*\?\s*$`,
          'iu',
        ),
        // a question re-asked: "ce que je voulais savoir, c'est …"
        /^ce\s+que\s+je\s+voulais\s+(?:savoir|demander)\b/iu,
      ],
      examples: ['que fait cette option ?', 'tu as poussé ?'],
    },
    {
      id: 'acknowledgement',
      description: "Agreement or thanks: oui, d'accord, merci, parfait, continue.",
      patterns: [
        atStart([
          'oui',
          'ok',
          "d'accord",
          'merci',
          'parfait',
          'super',
          'génial',
          'très\\s+bien',
          'continue',
          'vas-y',
          'entendu',
          'ça\\s+marche',
          'nickel',
          '(?:top|cool)(?=\\s*[,.!:;]|\\s*$)',
          'impeccable',
          'excellent',
          'bravo',
          'bien\\s+joué',
          'trop\\s+bien',
          'magnifique',
          'chouette',
          'au\\s+top',
          'ça\\s+roule',
        ]),
      ],
      examples: ["d'accord", 'parfait, merci', 'oui'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: oui, vas-y; lance.',
      patterns: [
        // a pick among the options the agent offered: an answer
        /\boption\s+[A-D1-9]\b/iu,
        atStart(['oui', "d'accord"]),
        anyWord(['vas-y', 'fais-le']),
      ],
      examples: ['oui, vas-y', 'option 2'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord([
        'toujours\\s+(?:cassé|la\\s+même\\s+erreur|pas)',
        'encore\\s+(?:la\\s+même\\s+(?:chose|erreur)|le\\s+même\\s+(?:problème|bug))',
        // "toujours" opening a sentence on a thing is "still": "toujours des clics au changement de preset", "toujours rien"
        `^toujours\\s+(?:des|du|de\\s+la|un|une|le\\s+même|la\\s+même|les\\s+mêmes|rien|pareil|en\\s+erreur|ko|faux|vide|bloqué|planté)(?![${LETTER}])`,
        'même\\s+erreur',
        '(?:encore|de\\s+nouveau)\\s+(?:des\\s+|une\\s+)?(?:erreurs?|plantages?|crash)',
      ]),
      examples: ['encore la même erreur', 'toujours la même erreur', 'encore des erreurs 500', 'toujours des coupures au changement de page'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord(['(?:ne\\s+)?(?:marche|fonctionne|compile|charge)\\s+(?:toujours\\s+)?pas', 'est\\s+cassé', 'plante']),
      examples: ['le login ne marche pas'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyWord(
        [
          String.raw`est\s+(?:complètement\s+|tout\s+)?(?:vide|noire?|blanche?)`,
          String.raw`(?:tout|écran)\s+noir`,
          String.raw`n['’]affiche\s+rien`,
          String.raw`on\s+ne\s+voit\s+rien`,
          String.raw`ne\s+s['’]affiche\s+(?:pas|rien)`,
          String.raw`page\s+blanche`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['le PDF est vide', 'on ne voit rien'],
    },
  ],
  casual: anyWord(
    [
      'pas\\s+de\\s+souci',
      'pas\\s+de\\s+problème',
      "t'inquiète",
      "ne\\s+t'inquiète\\s+pas",
      'je\\s+ne\\s+sais\\s+pas',
      'je\\s+sais\\s+pas',
      'de\\s+rien',
      'pas\\s+de\\s+panique',
      'ne\\s+panique\\s+pas',
    ],
    'giu',
  ),
  interjections: leadingRun(['ok', 'bon', 'alors', 'euh', 'hm+', 'ah', 'bah']),
  // "dernière chose : …", "autre chose, …" open one more request
  clauseOpeners: leadingRun([
    'et',
    'mais',
    'puis',
    'donc',
    'aussi',
    'attends',
    '(?:une\\s+)?dernière\\s+chose',
    '(?:une\\s+)?autre\\s+chose',
    'encore\\s+une\\s+chose',
    'enfin',
  ]),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: new RegExp(
    String.raw`(?<![${LETTER}])je\s+(?:vais|m['’]appr[êe]te\s+à)\s+(?:maintenant\s+|donc\s+)?(?:écrire|ajouter|créer|implémenter|construire|faire|mettre\s+en\s+place|développer|commencer|brancher|monter)(?![${LETTER}])|(?<![${LETTER}])je\s+(?:commence|m['’]attaque)\s+(?:à|au|aux|par|le|la|les)(?![${LETTER}])|(?<![${LETTER}])(?:ensuite|maintenant|prochaine\s+étape)\s*[,:]?\s*je\s+(?:vais|passe|fais|ajoute|écris|crée)(?![${LETTER}])`,
    'iu',
  ),
  agentInvites:
    /(?:comment\s+(?:puis-je|je\s+peux|est-ce\s+que\s+je\s+peux)\s+(?:t['’]|vous\s+)?aider|on\s+fait\s+quoi|qu['’]est-ce\s+que\s+je\s+(?:fais|peux\s+faire)|de\s+quoi\s+(?:as-tu|avez-vous)\s+besoin|quelle\s+est\s+la\s+suite|(?:y\s+a-t-il\s+)?(?:quelque\s+chose|des\s+points?)\s+(?:à\s+savoir|à\s+prendre\s+en\s+compte|dont\s+je\s+dois\s+tenir\s+compte)|des\s+(?:contraintes|exigences|préférences))[^?]{0,60}\?\s*$/iu,
  agentGoAhead:
    /(?:je\s+(?:continue|proc[èe]de|lance|commence|applique)|[çc]a\s+(?:te|vous)\s+va|on\s+y\s+va|je\s+peux\s+(?:y\s+aller|continuer|appliquer|commencer))\s*\?\s*$/iu,
  agentOffers: new RegExp(
    String.raw`\?\s*$|veux-tu|voulez-vous|souhaites-tu|souhaitez-vous|dois-je|si\s+tu\s+veux|je\s+peux\s+(?:aussi\s+)?[${LETTER}]+|je\s+(?:recommande|suggère|conseille)|on\s+pourrait|tu\s+pourrais|une\s+option\s+(?:est|serait)`,
    'iu',
  ),
  rules: {
    negators: ['ne', "n'", 'pas', 'jamais', 'sans', 'aucun', 'aucune', 'arrête de', 'au lieu de', 'plutôt que', 'au lieu du', 'au lieu des'],
    concepts: {
      ask: ['demand', 'confirm'],
      choose: ['chois', 'sélection'],
      recommend: ['recommand', 'sugg'],
      option: ['option'],
      comment: ['commentaire'],
      database: ['base de données'],
      'read-only': ['lecture seule'],
      add: ['écri', 'ajout', 'cré'],
      english: ['anglais'],
      commit: ['commit'],
      message: ['message'],
      push: ['push', 'pousse'],
      branch: ['branche'],
      test: ['test'],
      run: ['lanc', 'exécut'],
      finish: ['fini', 'terminé'],
      error: ['erreur'],
      name: ['nom'],
      component: ['composant'],
      general: ['général', 'générique'],
      mechanism: ['mécanisme'],
      'case-by-case': ['au cas par cas', 'un par un'],
      fix: ['corrig', 'répar'],
      gui: ['fenêtre'],
      hang: ['bloque', 'fige'],
    },
    prefix: /^(?:(?:désormais|dorénavant|à\s+partir\s+de\s+maintenant|à\s+l'avenir|s'il\s+te\s+plaît|stp|svp|et)[,\s]*)+/iu,
    taskReferences: new RegExp(String.raw`(?<![${LETTER}])(?:ça|ceci|cela|ici)(?![${LETTER}])`, 'iu'),
  },
  examples: {
    corrections: [
      { text: 'ici open ouvre une fenêtre, passe par autre chose', cue: 'machine' },
      { text: 'les clés viennent du coffre, comme tous les autres secrets', cue: 'convention' },
      { text: 'on signe toujours les commits avec la clé GPG du projet', cue: 'convention' },
      { text: "les fichiers de traduction viennent de Weblate, on n'y touche jamais à la main", cue: 'convention' },
      { text: 'ici tout passe par le Makefile, pas de commandes docker à la main', cue: 'convention', explicit: true },
      { text: "pour toute cette session, n'utilise pas sudo, donne-moi la commande", cue: 'dont', explicit: true },
      { text: 'le bundle id est com.example.app, pas com.example.ios', cue: 'machine' },
      { text: "le serveur de build est isolé d'internet, les wheels sont dans /opt/wheelhouse", cue: 'machine' },
      { text: 'la base de prod est en mysql 5.7, refais la requête sans JSONB', cue: 'machine' },
      { text: "ce n'est pas un fix, ça masque juste le problème", cue: 'complaint' },
      { text: 'tu as envoyé le mail de test aux vrais clients, ça ne doit plus arriver', cue: 'standing' },
      { text: 'sors le token de la config, je veux plus voir ça', cue: 'reproach' },
      { text: 'ne touche pas à la config, la dernière fois aussi tu as écrasé les réglages', cue: 'reproach' },
      { text: "mettons-nous d'accord : les dates toujours en ISO", cue: 'standing' },
      { text: "dix tests t sans correction, c'est pas ok, utilise Holm", cue: 'wrong' },
      { text: 'on avait pas dit BEM pour les classes ?', cue: 'told-you' },
      { text: "t'as mis le délai à 7 jours, chez nous c'est 30 minimum", cue: 'you-did' },
      { text: "le numéro va au début, c'est dans les règles que je t'ai collées", cue: 'told-you', explicit: true },
      { text: "on a déjà un helper de dates dans utils, sers-t'en", cue: 'already-have' },
      { text: 'pourquoi tu lances toute la suite à chaque fois ? juste le paquet modifié', cue: 'reproach' },
      { text: "t'as encore mis des print partout, enlève-les", cue: 'reproach' },
      { text: 'le serveur tourne en Python 3.8, pas de match', cue: 'machine' },
      { text: 'on est encore sur Node 16 en CI', cue: 'machine' },
      { text: 'non on versionne pas le dossier dist, enlève-le', cue: 'convention' },
      { text: "ici c'est toujours poetry run pytest, sinon on prend le python système", cue: 'convention', explicit: true },
      { text: "l'ancien staging est mort, tout tourne sur stage2 maintenant", cue: 'convention', explicit: true },
      { text: "le délai de 30 s est fait exprès, l'API nous limite", cue: 'on-purpose' },
      { text: "ce sleep dans le test n'était pas là pour rien, remets-le", cue: 'on-purpose' },
      { text: 'le client est généré depuis openapi.yaml, modifie plutôt le spec', cue: 'generated' },
      { text: 'themes/paper est un sous-module, surcharge dans layouts/ à la racine', cue: 'generated' },
      { text: 'les fichiers de traduction sont écrasés à chaque synchro, ajoute les clés dans fr.json seulement', cue: 'generated' },
      { text: "tu as vidé le cache de tous les clients en prod, qu'est-ce qui pourrait mal tourner", cue: 'irony' },
      { text: 'génial, chaque test appelle la vraie API maintenant 🙄', cue: 'irony' },
      { text: 'la conformité va adorer ce mot de passe en clair', cue: 'irony' },
      { text: 'super, encore un helper de dates. on en a déjà trois', cue: 'irony' },
      { text: 'génial, tu as supprimé la ligne d’en-tête', cue: 'irony' },
      { text: 'ok merci. tu peux arrêter de me faire un résumé de trois paragraphes ?', cue: 'stop' },
      { text: 'ok vas-y. par contre arrête de me proposer des images bitnami, on build les nôtres', cue: 'stop' },
      { text: 'chez nous les dates sont en AAAA-MM-JJ, corrige le mapping', cue: 'convention', explicit: true },
      { text: "ok. pour l'avenir : les branches commencent par le numéro du ticket", cue: 'standing' },
      { text: 'attention, ces fichiers sont générés, tu peux seulement modifier ce qui est entre les marqueurs', cue: 'only-there' },
      { text: 'ça a cassé le build. vérifie toujours la version des autres modules', cue: 'always-never' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'lance les tests avant chaque push, la CI coûte cher', cue: 'standing' },
      { text: 'tu as supprimé tout le dossier. non mais sérieux', cue: 'reproach' },
      { text: 'on a déjà un helper pour ça, utilise-le', cue: 'convention' },
      { text: 'merci. réponds-moi en français désormais', cue: 'reply-language' },
      { text: 'les noms comme dans le reste du projet, en anglais', cue: 'convention' },
      { text: "le format c'est fix(scope): message. toujours comme ça", cue: 'standing', explicit: true },
      { text: "c'est la troisième fois que tu utilises l'ancienne API", cue: 'reproach' },
      { text: "les nœuds de calcul n'ont pas accès à internet, passe par le miroir", cue: 'machine' },
      { text: 'la préprod est partagée avec la QA, garde ça en tête', cue: 'standing' },
      { text: 'non, utilise pnpm', cue: 'no-then-directive' },
      { text: 'ce projet utilise pnpm, donc pas de npm install', cue: 'convention', explicit: true },
      { text: 'maintenant ça casse la mise en page. enlève ça, je voulais juste la couleur', cue: 'undo' },
      { text: "chez nous les branches s'appellent TICKET-123/description", cue: 'convention', explicit: true },
      { text: 'je suis sous Windows, donne-moi la commande PowerShell', cue: 'machine' },
      { text: 'oui vas-y, et ne touche jamais au fichier .env', cue: 'always-never', explicit: true, answer: true },
      { text: 'je viens de te dire que le fichier reste en UTF-8', cue: 'told-you', explicit: true },
      { text: 'règle générale : pas de dépendance sans me demander', cue: 'standing', explicit: true },
      { text: "c'est la règle pour tous les composants : les couleurs viennent du thème", cue: 'standing', explicit: true },
      { text: "avant d'ajouter une dépendance, regarde si on l'a déjà", cue: 'standing', explicit: true },
      { text: "pas d'URL en dur dans le code", cue: 'dont' },
      { text: 'ça devrait se recalculer seulement quand la taille change, non ? là ça tourne à chaque frame', cue: 'normative-question' },
      { text: 'ça doit être asynchrone, la passerelle coupe à 3 s', cue: 'must-use' },
      { text: "je t'ai pas demandé de toucher au Dockerfile", cue: 'unasked' },
      { text: "remets l'ancien nom de la route, le front l'appelle", cue: 'undo' },
      { text: 'demande-moi avant de modifier la config partagée', cue: 'ask-first', explicit: true },
      { text: "désormais ne me demande pas, choisis l'option recommandée", cue: 'dont-ask', explicit: true },
      { text: "n'utilise pas axios, ici on utilise fetch", cue: 'dont' },
      { text: 'ne les supprime pas, on en a besoin pour l’audit', cue: 'dont' },
      { text: 'utilise pnpm au lieu de npm', cue: 'x-not-y' },
      { text: 'tu as encore oublié de lancer les tests', cue: 'reproach' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'toutes les tables doivent utiliser la virgule décimale', cue: 'convention' },
      { text: 'Non mais vous ne pouvez pas juste relâcher la tolérance !', cue: 'reproach' },
      { text: 'pour ce genre de cas, toujours un warning', cue: 'always-never' },
      { text: 'chez nous on se tutoie, pas besoin de me vouvoyer', cue: 'convention' },
      { text: 'et de manière générale pas de dépendance externe', cue: 'standing' },
      { text: "c'est comme ça chez nous, un commit par changement", cue: 'convention' },
      { text: 'en aucun cas de vraies données dans le repo', cue: 'always-never' },
      { text: "c'est la deuxième fois que tu oublies les tests", cue: 'reproach' },
      { text: "arrête de t'excuser, dis-moi juste ce que tu as changé", cue: 'complaint' },
      { text: 'et de manière générale pas de dépendance externe', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'committe sur la branche. au fait, toujours écrire les logs en anglais', cue: 'always-never', explicit: true },
      { text: 'la prochaine fois lance le linter avant de commit', cue: 'standing', explicit: true },
      { text: 'dorenavant tu utilises pnpm', cue: 'standing', explicit: true },
      { text: "pour l'avenir : chaque nouvel endpoint a ses tests", cue: 'standing', explicit: true },
      // a team convention stated as a fact
      { text: 'chez nous les PR partent toujours de develop', cue: 'convention', explicit: true },
      { text: "c'est l'équipe DBA qui gère les migrations, supprime la tienne", cue: 'convention', explicit: true },
      { text: 'ici on passe toujours par la CI pour déployer', cue: 'convention', explicit: true },
      { text: 'le dossier dist ne se commit pas', cue: 'not-done', explicit: true },
      { text: 'on pousse jamais directement sur main', cue: 'not-done', explicit: true },
      { text: "les secrets dans le yaml c'est interdit", cue: 'not-done', explicit: true },
      // prohibitions and "no need"
      { text: 'touche pas au lockfile', cue: 'dont' },
      { text: 'ne pas committer le dossier dist', cue: 'dont' },
      { text: "pas besoin de l'index TTL", cue: 'no-need' },
      { text: "c'est pas la peine de mocker la base", cue: 'no-need' },
      // redirects
      { text: 'la PR va contre develop, pas contre main', cue: 'x-not-y' },
      { text: 'stocke ça dans redis et pas en mémoire', cue: 'x-not-y' },
      { text: "un seul index suffit, enlève l'autre", cue: 'enough' },
      // reproach of how the agent works
      { text: "pourquoi t'as ajouté moment ? on a déjà date-fns", cue: 'why-you' },
      { text: 'on avait dit CSV, pourquoi tu ajoutes une lib Excel ? enlève-la', cue: 'why-you' },
      { text: "t'as encore zappé le cas vide", cue: 'reproach' },
      { text: 'encore ?', cue: 'reproach' },
      { text: 'encore des console.log partout ? on a un logger', cue: 'reproach' },
      { text: "génial, 50. j'ai dit 60 deux fois déjà", cue: 'told-you' },
      { text: "cette fois lance les tests avant de dire que c'est bon", cue: 'this-time' },
      { text: "je t'avais pourtant dit de garder les noms", cue: 'told-you', explicit: true },
      { text: 'comme convenu, on ne touche pas à la prod avant la fenêtre', cue: 'told-you', explicit: true },
      { text: 'je voulais que ça reste en base avec le statut expiré', cue: 'wanted' },
      // take back
      { text: "vire ce que t'as ajouté dans le composer.json", cue: 'undo' },
      { text: 'reviens en arrière sur le routeur', cue: 'undo' },
      // stop at the start of a turn
      { text: 'stop ça va saturer la mémoire, lis le fichier par morceaux', cue: 'wait' },
      { text: 'arrête, ne pousse pas', cue: 'wait' },
      { text: "t'as pris le vieux schéma ? on a migré vers le v2 le mois dernier", cue: 'convention', explicit: true },
      { text: "le wiki est périmé, la source de vérité c'est l'openapi.yaml", cue: 'convention', explicit: true },
      { text: 'pourquoi le port est en dur ? tout le reste lit la config', cue: 'convention', explicit: true },
      { text: 'ok vas-y. une chose ici : chaque commit doit avoir le numéro du ticket', cue: 'always-never', explicit: true },
      { text: 'elle existe déjà. cherche dans le design system avant de créer des classes', cue: 'standing', explicit: true },
      { text: 'non surtout pas, on en a besoin devant les deux-points', cue: 'always-never', explicit: true },
      { text: "qui t'a dit que c'était juste un cache ? le rate limiter est dedans", cue: 'told-you', explicit: true },
      { text: 'la base de dev est partagée avec les caristes, fais-le sur ta base docker', cue: 'machine' },
      { text: "c'est de la syntaxe Vue 2, le projet est en Vue 3", cue: 'machine' },
      { text: "pourquoi lombok ? on l'a retiré l'an dernier", cue: 'machine' },
      { text: 'ne colle jamais de vrais messages dans tes réponses, ce sont des données patients', cue: 'always-never', explicit: true },
      { text: 'les tests fonctionnels on les lance jamais en local ici', cue: 'always-never', explicit: true },
    ],
    others: [
      { text: "toujours afficher la date d'échéance en haut de la facture", kind: 'request' },
      { text: 'le bouton du panier ouvre une fenêtre de confirmation', kind: 'other' },
      { text: "ajoute l'écran de profil. les libellés passent par i18n comme tous les autres", kind: 'request' },
      { text: "ok, passe à l'export. ne modifie pas le schéma de la base pour ce ticket", kind: 'request' },
      { text: "on doit toujours pouvoir rejouer l'import depuis le début, ajoute une option --reset", kind: 'request' },
      { text: "combien de fois tu l'as lancé ?", kind: 'question' },
      { text: 'tu as testé avec quel fichier ?', kind: 'question' },
      { text: "je sais que j'ai dit pas de modale, celle-ci est l'exception : utilise un dialog pour l'alerte", kind: 'request' },
      { text: 'ajoute un script pour ne plus le faire à la main la prochaine fois', kind: 'request' },
      { text: "je t'ai dit de ne pas toucher au config, mais c'est bon maintenant, le lead a validé", kind: 'other' },
      { text: "on avait dit pas de nouvelles dépendances, mais pour le parseur c'est bon, prends lark", kind: 'other' },
      { text: 'regarde pourquoi la page est lente, ne change rien, juste dis-moi', kind: 'other' },
      { text: 'toujours 0.0 sur le score F1 en allemand, bizarre', kind: 'other' },
      { text: 'toujours KO :', kind: 'other' },
      { text: 'je redémarre mon pc, ne touche à rien pendant que je suis parti', kind: 'other' },
      { text: 'pourquoi pas date-fns ? juste par curiosité', kind: 'question' },
      { text: "regarde les tests qui échouent et explique-moi pourquoi, ne corrige rien pour l'instant", kind: 'request' },
      { text: "fais l'inventaire des endpoints, n'y touche pas encore", kind: 'request' },
      { text: 'on reçoit plus les mails depuis hier', kind: 'other' },
      { text: 'toujours pareil, la même erreur 403', kind: 'other' },
      { text: "c'est ok si je pousse la branche ce soir ?", kind: 'other' },
      { text: "non, ma question c'est où c'est stocké, pas qui le stocke", kind: 'question' },
      { text: "oublie ce que je t'ai dit sur le footer, c'est validé maintenant", kind: 'other' },
      { text: 'il y a déjà une réunion à 15h, tu finis avant ?', kind: 'other' },
      { text: 'le serveur est en panne depuis le déploiement', kind: 'other' },
      { text: 'le runner a Node 18 ?', kind: 'other' },
      { text: 'on sait pas pourquoi le job plante la nuit', kind: 'other' },
      { text: 'on peut pas se connecter au VPN depuis ce matin', kind: 'other' },
      { text: 'le délai de 30 s est-il voulu ?', kind: 'other' },
      { text: 'régénère le client depuis le spec stp', kind: 'request' },
      { text: 'génial, ça marche maintenant 🎉', kind: 'other' },
      { text: "qu'est-ce qui peut mal tourner si la migration passe deux fois ?", kind: 'question' },
      { text: 'les totaux sont faux, ça devrait faire environ 7 000', kind: 'other' },
      { text: 'ça plante toujours au démarrage', kind: 'other' },
      // near misses of the classes above
      { text: "attends, laisse-moi d'abord sauvegarder mes changements", kind: 'other' },
      { text: 'sérieux ? trop bien', kind: 'other' },
      { text: 'écris le changelog en anglais', kind: 'request' },
      { text: "comment s'appellent les branches dans ton équipe ?", kind: 'question' },
      { text: "j'utilise un mac au bureau, quel terminal tu conseilles ?", kind: 'question' },
      { text: 'oui, ça prend toujours du temps', kind: 'answer' },
      { text: 'ajoute un bouton de mode sombre', kind: 'request' },
      { text: 'tu as poussé ?', kind: 'question' },
      { text: "d'accord, merci", kind: 'acknowledgement' },
      { text: 'toutes les tables doivent passer', kind: 'request' },
      { text: 'chez nous on a un souci avec le VPN', kind: 'other' },
      { text: 'bien joué ! maintenant ajoute l’export, sans nouvelle dépendance', kind: 'request' },
      { text: 'top de la page: ajoute un lien', kind: 'request' },
      { text: 'le login ne marche toujours pas', kind: 'failure-report' },
      { text: 'encore des erreurs 500 sur le login', kind: 'failure-report' },
      { text: "j'ai dit au client que ce serait prêt lundi", kind: 'other' },
      // near misses: a cue's words that put work off, ask, constrain new work, report or answer
      { text: 'garde le cache pour plus tard, corrige le login maintenant', kind: 'request' },
      { text: "pour la suite, ajoute un endpoint d'export", kind: 'request' },
      { text: 'ici ça plante toujours quand je lance le build', kind: 'failure-report' },
      { text: 'pas besoin', kind: 'answer' },
      { text: 'les tests unitaires suffisent', kind: 'answer' },
      { text: 'oui, pas maintenant', kind: 'answer' },
      { text: 'pourquoi le test échoue ?', kind: 'question' },
      { text: 'cette fois ça marche, merci', kind: 'request' },
      { text: 'stop le serveur et relance-le', kind: 'request' },
      { text: 'dernière chose : peux-tu écrire un test ? on utilise CommandTester, pas Process', kind: 'request' },
      { text: "ça suffit pour aujourd'hui, merci", kind: 'request' },
      { text: 'on est passés au bureau hier, tout va bien', kind: 'other' },
      { text: 'ça ne marche jamais du premier coup chez moi', kind: 'other' },
    ],
    agentAnnouncements: ["Je vais écrire le module d'import des factures.", 'Je commence par le parseur de dates.'],
    agentInvitations: ['Bonjour ! Comment puis-je vous aider ?', "C'est fait. Quelle est la suite ?", 'Je commence par le login. Quelque chose à savoir ?'],
    agentGoAheads: ['Plan : 1. migrer 2. tester. Je continue ?'],
    agentQuestions: ['On pourrait désactiver le SSR pour /admin.', 'Veux-tu que je l’ajoute aussi au CLI ?', 'Si tu veux, je peux écrire une migration.'],
  },
}));
