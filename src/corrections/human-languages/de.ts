/** German: cues, clause classes and failure reports (see types.ts). */
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
  likeTheRestCue,
  toldBackCue,
  notWhatTheAgentUsedCue,
} from './patterns.js';
import { lazyLanguage } from '../lazy-language.js';

const SOFTENERS = ['bitte', 'und', 'aber', 'also', 'dann', 'auch', 'einfach', 'übrigens', 'außerdem', 'ausserdem', 'nebenbei', 'ach\\s+ja'];
/** Imperatives a prohibition is built on: "benutze kein npm", "füge keine Kommentare hinzu", "mach das nicht". */
const IMPERATIVES =
  'benutz|verwend|nutz|füg|schreib|änder|lösch|mach|commit|push|installier|nimm|erstell|fass|rühr|änder|bau|setz|leg|pack|deploy|merg|überschreib|entfern|mock|hardcod|importier|verschieb|benenn|zieh|schieb';
/** What is done to code, in the infinitive: "nicht direkt auf main pushen", "nichts anfassen". */
const INFINITIVES =
  'committen|commiten|pushen|mergen|deployen|löschen|anfassen|ändern|anlegen|einchecken|installieren|hinzufügen|verwenden|benutzen|nutzen|einbauen|überschreiben|hardcoden|mocken|ausführen|umbenennen|anlegen|raten|erfinden';

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?<![${LETTER}])(?:falls|ob)(?![${LETTER}])`;
const CONDITION_GAP = String.raw`[^,.;:!?]{0,40}`;

export const de = lazyLanguage({ id: 'de', name: 'German', script: /[A-Za-z]/ }, () => ({
  markers: {
    words: anyWord(
      [
        'statt',
        'sind',
        'haben',
        'hat',
        'nichts',
        'wird',
        'mir',
        'mich',
        'dich',
        'uns',
        'hast',
        'habe',
        'kannst',
        'nur',
        'den',
        'dem',
        'es',
        'im',
        'wie',
        'der',
        'die',
        'das',
        'und',
        'ist',
        'nicht',
        'ich',
        'du',
        'ein',
        'eine',
        'mit',
        'zu',
        'auf',
        'bitte',
        'auch',
        'aber',
        'doch',
        'noch',
        'schon',
        'kein',
        'keine',
        'immer',
        'nie',
        'niemals',
        'nimm',
        'wir',
        'hier',
        'von',
        'jetzt',
        'bei',
        'für',
        'über',
        'oder',
        'wenn',
        'dass',
        'nach',
        'mal',
        'sich',
        'gibt',
        'nein',
        'nee',
        'nö',
        'gehört',
        'dieses',
        'dieser',
      ],
      'giu',
    ),
    letters: /[äöüß]/iu,
  },
  spellings: [
    // English's reading of "im" as "I'm" (applied before, on every Latin text) is "in dem" here: "nicht im Speicher"
    [new RegExp(String.raw`(?<![${LETTER}'])I'm(?![${LETTER}'])`, 'gu'), 'im'],
    [new RegExp(String.raw`(?<![${LETTER}'])nich(?![${LETTER}'])`, 'giu'), 'nicht'],
  ],
  cues: () => [
    eyeRollCue(),
    // was auf der Maschine noch läuft: "Auf dem Jenkins-Agent läuft noch Python 3.6"
    // was der Agent gewählt hat, läuft dort nicht, wo das Projekt läuft: "das läuft auf dem Server nicht"
    // wohin etwas nicht gehört: "Tokens gehören nicht in die Datenbank, die liegen im Schlüsselbund"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:gehört|gehören|kommt|kommen)\s+nicht\s+(?:in|ins|unter|auf)\s+(?:ein|eine|einen|den|die|das|dem)?\s*[${LETTER}\d./_-]+(?:\s+[${LETTER}\d./_-]+){0,4}?\s*[,;—–.]`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // was das Projekt nutzt, als seine Tatsache gesagt: "das Projekt nutzt Poetry, steht in der pyproject"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:das|dieses|unser)\s+(?:Projekt|Repo|Repository)\s+(?:nutzt|benutzt|verwendet|läuft\s+(?:mit|auf)|baut\s+mit)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // es ist nicht das X des Agenten: "das ist nicht CPF, das ist die NIF"
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`^(?:das|es)\s+ist\s+(?:nicht|kein(?:e|en)?)\s+(?:der\s+|die\s+|das\s+|ein\s+|eine\s+)?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s*[,;.—–-]`,
        'iu',
      ),
    ),
    // was der Agent getan hat, am Anfang eines Satzteils zurückgesagt: "du hast überall 'du' geschrieben", "du hast die
    // Steuer doppelt addiert" (nicht "du hast recht", "du hast gesagt …"; eine Frage zählt nicht)
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:aber|und|weil|denn|nur)\s+)?du\s+hast\s+(?:(?:jetzt|überall|schon\s+wieder|wieder|einfach|alles|es|sie|ihn|die|den|das|dem|für|in|bei|im|den\s+ganzen|doppelt|zweimal)\s+|'[^']{1,20}'\s+|„[^“]{1,20}“\s+|[${LETTER}${DIGIT}_.-]+\s+){0,4}?(?!(?:gesagt|gefragt|gemeint|vorgeschlagen|erwähnt|recht|Recht|geschafft|gut|super|toll|richtig)(?![${LETTER}]))(?:ge[${LETTER}]{2,}(?:t|en)|[${LETTER}]{3,}iert)(?![${LETTER}])(?![^.!?]*\?)`,
        'iu',
      ),
    ),
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:läuft|geht|funktioniert|startet|baut)\s+(?:da|dort|drüben|auf\s+(?:dem|den|der)\s+(?:server[n]?|maschinen?|knoten|rechner[n]?)|in\s+prod)\s+(?:so\s+)?nicht(?![${LETTER}])|(?<![${LETTER}])wird\s+(?:da|dort|auf\s+(?:dem|den|der)\s+(?:server[n]?|maschinen?|knoten|rechner[n]?)|in\s+prod)\s+(?:so\s+)?nicht\s+(?:laufen|gehen|funktionieren|starten|bauen)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])auf\s+(?:dem|der|den|unserem|unserer|unseren)\s+[${LETTER}${DIGIT}._-]+\s+läuft\s+(?:noch\s+|nur\s+|immer\s+noch\s+)?[${LETTER}.-]+\s*v?\d`,
        'iu',
      ),
      confidence: 0.7,
    },
    // ein Name im Code, der der eine ist und nicht der andere: "die Bundle-ID ist com.example.app, nicht com.example.ios"
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:ist|sind|heißt|heisst)\s+${CODE_TERM}\s*,?\s+nicht\s+${CODE_TERM}`, 'iu'),
      confidence: 0.7,
    },
    // die Engine der Produktionsdatenbank: "die Prod-DB ist MySQL 5.7"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:prod|produktions?)[-\s]?(?:db|datenbank)\s+(?:ist|läuft\s+(?:auf|mit)|nutzt)\s+(?:noch\s+)?(?:eine?\s+)?${DATABASE_ENGINES}(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
    },
    // wo jetzt alles ist: "alles läuft jetzt auf stage2"
    // a command that opens a window on this machine, where nobody sees it: "`open` öffnet hier ein Fenster, nimm was anderes"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:hier|bei\s+mir|auf\s+dem\s+Server|auf\s+diesem\s+Rechner|auf\s+der\s+Kiste)[^.!?\n]{0,40}?(?:öffnet|startet)\s+(?:sich\s+)?(?:ein\s+|eine\s+|den\s+|das\s+|die\s+)?(?:Fenster|GUI|Browser|Editor)|(?:öffnet|startet)\s+(?:sich\s+)?(?:ein\s+|eine\s+|den\s+|das\s+|die\s+)?(?:Fenster|GUI|Browser|Editor)[^.!?\n]{0,40}?(?:hier|bei\s+mir|auf\s+dem\s+Server|auf\s+diesem\s+Rechner|auf\s+der\s+Kiste)|(?:öffnet|startet)\s+(?:sich\s+)?(?:hier|bei\s+mir)\s+(?:ein\s+|eine\s+|den\s+|das\s+|die\s+)?(?:Fenster|GUI|Browser|Editor))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // how every other one of its kind is done, against what the agent did: "der Schlüssel kommt aus dem Vault wie bei allen anderen", "409 bei Konflikten, wie überall sonst"
    likeTheRestCue(
      new RegExp(
        String.raw`(?<![${LETTER}])wie\s+(?:bei\s+)?(?:allen\s+|alle\s+)?(?:anderen|übrigen)(?![${LETTER}])|(?<![${LETTER}])wie\s+(?:überall\s+sonst|im\s+Rest)(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:alles\s+(?:läuft|liegt|ist)\s+jetzt\s+(?:auf|in|bei)|jetzt\s+(?:läuft|liegt|ist)\s+alles\s+(?:auf|in|bei))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // steht in dem, was der Mensch gegeben hat: "steht doch in den Regeln, die ich dir reinkopiert habe"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])steht\s+(?:doch\s+)?(?:in\s+)?(?:den|dem|der)\s+[^.?!]{0,30}?(?:die|das|den)\s+ich\s+dir\s+(?:reinkopiert|gegeben|geschickt|gepastet)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // wie letztes Mal: "letztes Mal hast du auch die Config überschrieben"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:letztes|beim\s+letzten)\s+mal\s+hast\s+du\s+(?:\S+\s+)?(?:auch|schon)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:das\s+ist\s+kein(?:e)?\s+(?:Fix|Lösung|Korrektur)|(?:kaschiert|versteckt|verdeckt|überdeckt)\s+(?:das|es|den\s+Fehler)\s+nur|(?:das|es)\s+(?:kaschiert|versteckt|verdeckt)\s+nur)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])das\s+darf\s+(?:nicht|nie)\s+(?:mehr|nochmal|noch\s+einmal|wieder)\s+passieren(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    {
      id: 'reproach',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:das|so\s+was|sowas)\s+(?:will|möchte)\s+ich\s+(?:nie\s+)?(?:nicht\s+)?(?:mehr|nochmal|noch\s+einmal|wieder)\s+sehen(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      addressesAgent: true,
    },
    // eine vereinbarte Regel: "lass uns vereinbaren: Datumsangaben immer ISO"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:lass\s+uns\s+(?:vereinbaren|festhalten)|wir\s+einigen\s+uns\s+(?:darauf|auf))(?![${LETTER}])`, 'iu'),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // das Vereinbarte, zurückgefragt: "hatten wir nicht BEM vereinbart?"
    // wie es das Haus immer oder nie tut, das Verb vorn: "Übersetzungen bearbeiten wir nie direkt", "Releases taggen wir
    // immer im CI" (not "prüfen wir generell, die sind nie leer": the "nie" of another clause; nor "wir
    // testen immer noch auf staging": still)
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<=(?<![${LETTER}])[${LETTER}]{3,}en\s+)wir\s+(?:[^\s,.;:!?]+\s+){0,3}?(?:nie|niemals|immer(?!\s+(?:noch|wieder|mehr|öfter|weniger|besser|schlimmer|langsamer|schneller)(?![${LETTER}]))|grundsätzlich|durchgehend|prinzipiell)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // wie man es nicht tut: "das Lockfile löscht man nicht einfach", "die .env committet man nie"
    {
      id: 'not-done',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:fasst|ändert|löscht|pusht|committet|editiert|bearbeitet|überschreibt|hardcodet|rührt|macht|benutzt|nutzt|verwendet)\s+man\s+(?:[^\s,.;:!?]+\s+){0,3}?(?:nicht|nie|niemals)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // wie es hier überall ist: "bei uns ist überall HALF_EVEN", "wir nehmen überall UTC"
    {
      id: 'convention',
      pattern: anyWord(['bei\\s+uns\\s+(?:ist|gilt|nehmen\\s+wir|nutzen\\s+wir)\\s+überall', 'wir\\s+(?:nehmen|nutzen|verwenden)\\s+überall']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // das Vereinbarte, festgestellt: "wir hatten doch festgelegt, dass …"; das Bekannte: "das weißt du doch"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:wir\s+)?hatten\s+(?:doch|eigentlich)\s+(?:\S+\s+){0,2}?(?:festgelegt|vereinbart|abgemacht|besprochen|beschlossen|gesagt)|(?:das\s+)?weißt\s+du\s+doch)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      pattern: new RegExp(String.raw`(?<![${LETTER}])hatten\s+wir\s+nicht\s+(?:\S+\s+){0,3}?(?:gesagt|vereinbart|abgemacht|beschlossen)(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // was der Agent gemacht hat, geht nicht: "zehn t-Tests ohne Korrektur sind nicht ok"
    // der Agent hat das Falsche genommen: "falsche Tabelle, die Zertifikate liegen in crew_cert"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?:^|[.!;,]\s*|(?<![${LETTER}])(?:das\s+ist|du\s+hast|du\s+nimmst|du\s+hast\s+(?:die|den|das)))\s*(?:die|der|das|den|ein[e]?)?\s*falsche[rsnm]?\s+(?:Tabelle|Datei|Ordner|Branch|Zweig|Spalte|Repo|Datenbank|DB|Endpoint|Umgebung|Server|Version|Pfad|Feld|Schema|Port|Format|Methode|Projekt|Sheet|Blatt|Schlüssel|Key|Konto|Region|Vorlage|Modul|Paket)(?![${LETTER}])(?!\s*\?)`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:ist|sind)\s+(?:so\s+)?(?:nicht\s+(?:ok|okay|akzeptabel|in\s+ordnung)|inakzeptabel|ein\s+no-?go)|geht\s+so\s+nicht|(?:geht|gehen)\s+gar\s+nicht)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    // eine Gewohnheit des Agenten, gefragt: "warum baust du jedes Mal im Release-Modus?"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])warum\s+[^?.!]{0,60}?\bjedes\s+(?:einzelne\s+)?mal(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // was der Agent gebaut hat, gibt es schon: "wir haben doch schon einen fetch-Wrapper in lib/http"
    {
      id: 'already-have',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])wir\s+haben\s+(?:doch\s+)?(?:schon|bereits)\s+(?:ein|eine|einen)\s+[${LETTER}${DIGIT}./-]+|(?<![${LETTER}])es\s+gibt\s+(?:doch\s+)?(?:schon|bereits)\s+(?:ein|eine|einen)\s+[${LETTER}${DIGIT}./-]+`,
        'iu',
      ),
      confidence: 0.75,
    },
    // eine Tatsache der Maschine oder des Projekts: "die Kiste ist ein Pi 5", "kein Internet auf dem Runner", "wir sind noch auf Node 16", "9092 ist … belegt"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:das|den|die|es)\s+haben\s+wir\s+(?:\S+\s+){0,3}?(?:abgeschafft|entfernt|rausgeworfen|rausgenommen|abgekündigt|ausgebaut)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])das\s+ist\s+(?:die\s+|eine\s+)?(?:alte\s+)?[${LETTER}${DIGIT}.]+(?:[\s-]v?[${DIGIT}][\w.]*)?-?syntax(?![${LETTER}])|(?<![${LETTER}])das\s+ist\s+(?:die\s+)?(?:alte\s+)?syntax\s+(?:von|aus|für)\s`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:die|diese|unsere|der|dieser|unser)\s+(?:maschine|server|kiste|box|vm|instanz|rechner|build-?server|runner|umgebung)\s+(?:ist|hat|l[äa]uft)\s+(?:noch\s+)?(?:ein|eine|einen|kein|keine|keinen|nur|[${LETTER}.-]+\s*v?\d|\d)|(?<![${LETTER}])(?:kein|keinen)\s+(?:internet|internetzugang|zugriff\s+nach\s+au(?:ß|ss)en|gpu|docker|sudo|root)(?![${LETTER}])|(?<![${LETTER}])(?:sind|ist|l[äa]uft|laufen)\s+(?:noch\s+)?(?:auf|mit)\s+(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d|(?<![${LETTER}${DIGIT}])\d{2,5}\s+ist\s+(?:\S+\s+){0,6}?belegt(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
    },
    // worauf das Projekt läuft, mit Version: "bei uns läuft noch Java 8", "wir sind noch auf Electron 22"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:bei\s+uns\s+(?:l[äa]uft|laufen|ist|sind)|wir\s+sind)\s+(?:noch\s+|immer\s+noch\s+|nur\s+)?(?:auf\s+|bei\s+)?(?!(?:schritt|seite|tag|woche|phase|zeile|punkt|folie|kapitel|runde|ticket|sprint|stufe|teil|version)(?![${LETTER}]))[a-z][\w.+-]*\s+v?\d`,
        'iu',
      ),
      confidence: 0.7,
    },
    // was das Team nicht tut: "wir pinnen hier keine transitiven Abhängigkeiten", "wir committen das nie" (nicht "wir wissen nicht warum")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])wir\s+(?!(?:wissen|sehen|verstehen|k[öo]nnen|haben|hatten|sind|waren|finden|kriegen|bekommen|m[üu]ssen|d[üu]rfen|wollen|erreichen|empfangen|kommen|schaffen)(?![${LETTER}]))[${LETTER}]{3,}\s+(?:\S+\s+){0,3}?(?:nicht|nie|niemals|keine?[nms]?)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // der Agent hat bearbeitet, was ein Werkzeug schreibt: "das Changelog wird beim Release generiert"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:wird|werden)\s+(?:[${LETTER}${DIGIT}._/-]+\s+){0,5}?(?:generiert|erzeugt)|(?:wird|werden)\s+(?:bei\s+jedem|beim|jedes\s+Mal|vom|von\s+(?:der|dem))\s+(?:[${LETTER}${DIGIT}._/-]+\s+){0,3}?überschrieben|(?:ist|sind)\s+(?:ein\s+)?(?:git-?)?submodul(?:e)?|(?:ist|sind)\s+generiert|generiert\s+(?:von|aus))(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // was der Agent entfernt hat, war gewollt: "der Timeout ist absichtlich so", "das Math.round hatte schon seinen Grund"
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:mit\s+absicht|absichtlich|bewusst\s+so|(?:ist|war)\s+(?:so\s+)?gewollt|nicht\s+ohne\s+grund|hat(?:te)?\s+(?:schon\s+)?(?:seinen|einen)\s+grund)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony: "was soll schon schiefgehen", "Compliance wird sich freuen", "interessante Interpretation", praise with 🙃 or 🙄
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])was\s+(?:soll|kann|k[öo]nnte)\s+(?:da\s+)?(?:schon\s+)?schief\s*gehen(?=(?:[,\s]+(?:oder|ne|gell|nicht\s+wahr|hm)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
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
        String.raw`(?<![${LETTER}${DIGIT}_])(?:wird|werden)\s+(?:sich\s+)?(?:begeistert\s+sein|freuen|das\s+lieben)(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])interessante\s+(?:interpretation|auslegung|idee)(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:super|toll|klasse|genial|prima|gro(?:ß|ss)artig|sehr\s+sch[öo]n|bravo)\b[^.!?\n]{0,80}?(?:🙃|🙄|🤦|🤡)|^(?:na\s+|oh\s+)?(?:toll|super|klasse|prima|cool|gro(?:ß|ss)artig|wunderbar|spitze|fantastisch|herrlich)\s*[,.!]*\s+(?:schon\s+wieder\s|noch\s+so\s+(?:ein|eine|einen)\s|ein\s+(?:zweiter|zweites|dritter|drittes|vierter|viertes)\s|eine\s+(?:zweite|dritte|vierte)\s|du\s+hast\s+[^.!?\n]{0,60}?ge[${LETTER}]+t(?![${LETTER}]))`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // "das soll bei allen unseren Berichten so sein": what holds for all of a kind
    {
      id: 'standing',
      pattern: anyWord([String.raw`(?:bei|für|in)\s+allen\s+(?:unseren\s+)?[${LETTER}-]+\s+so\s+sein`, 'soll\\s+(?:überall|immer)\\s+so\\s+sein']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // what our project runs on, said as its fact: "unser Projekt läuft in 25832", "unser Repo nutzt pnpm"
    {
      id: 'convention',
      pattern: anyWord([
        'unser(?:e)?\\s+(?:projekt|repo|app|service|dienst|team|code)\\s+(?:läuft\\s+(?:in|auf|mit|unter)|nutzt|verwendet|benutzt|ist\\s+auf|setzt\\s+auf)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a fact of the place shared with others: "die Dev-DB teilen wir mit QA", "ist geteilt"
    {
      id: 'machine',
      pattern: anyWord([
        '(?:db|datenbank|server|cluster|umgebung|staging|instanz|bucket|account|maschine)\\s+(?:ist|wird)\\s+(?:mit\\s+\\S+\\s+)?(?:geteilt|gemeinsam\\s+genutzt)',
        '(?:db|datenbank|server|cluster|umgebung|staging)\\s+teilen\\s+wir',
      ]),
      confidence: 0.7,
    },
    // what the house moved to, where its truth is kept, what the rest does: "wir sind auf XLIFF 2 umgestiegen", "die
    // echte Quelle ist der Export", "alles andere liest die Config"
    {
      id: 'convention',
      pattern: anyWord([
        'wir\\s+(?:sind|haben)\\s+(?:\\S+\\s+){0,4}?(?:auf|zu|nach)\\s+(?:\\S+\\s+){1,4}?(?:umgestiegen|migriert|gewechselt)',
        'quelle\\s+der\\s+wahrheit',
        'single\\s+source\\s+of\\s+truth',
        'die\\s+(?:echte|eigentliche|richtige|maßgebliche)\\s+quelle\\s+(?:ist|sind)',
        '(?:alles\\s+andere|alle\\s+anderen\\s+\\S+|die\\s+anderen\\s+\\S+)\\s+(?:schon\\s+)?(?:liest|lesen|nutzt|nutzen|verwendet|verwenden|holt|holen|geht\\s+über|gehen\\s+über|läuft\\s+über|laufen\\s+über|ruft|rufen)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "jede neue Funktion braucht einen Doxygen-Kommentar" (not "jedes Mal")
    {
      id: 'always-never',
      pattern: anyWord([String.raw`jede[rsn]?\s+(?:neue[rsn]?\s+)?(?!mal(?![${LETTER}]))[${LETTER}-]+\s+(?:braucht|muss|benötigt|erfordert|bekommt)`]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // everything of a kind must: "alle Tabellen müssen das Dezimalkomma nehmen"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`alle\s+[${LETTER}]{3,}(?:\s+\S+){0,6}?\s+(?:müssen|sollen)\s+(?!(?:\S+\s+)?(?:durchlaufen|laufen|grün|funktionieren|bestehen))[${LETTER}]+`,
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a shortcut the agent took, called out: "du kannst nicht einfach …", "Sie können nicht einfach …"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`(?:du\s+kannst|sie\s+können)\s+(?:doch\s+)?nicht\s+einfach\s+(?!(?:\S+\s+){0,3}?(?:klicken|drücken|tippen|öffnen|scrollen|einloggen|anmelden|aufrufen)(?![${LETTER}]))\S+`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // what does not pass here: "DateTime.Now geht bei uns nicht durch den Review"
    // how it is in the house, said as a statement: "bei uns laufen alle Schemaänderungen über Flyway", "Docker Hub ist bei uns
    // gesperrt", "OPUS hört bei uns auf 2000" (a question not: "ist das bei uns Localization 1.5?"; nor what the house has or
    // sees now: "bei uns gibt es gerade ein Problem mit dem VPN", "bei uns geht der Login nicht")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])bei\s+uns(?![${LETTER}])(?!\s*,?\s*(?:gibt(?:'?s|\s+es)|haben\s+wir\s+(?:gerade|grad|grade|heute|ein|einen|eine)|ist\s+(?:gerade|grad|grade|heute)|geht|klappt|läuft\s+(?:gerade|grad|nichts|nix))(?![${LETTER}]))`,
        'iu',
      ),
      confidence: 0.7,
      explicit: true,
      standingRule: true,
      notInFailure: true,
    },
    { id: 'not-done', pattern: anyWord(['geht\\s+bei\\s+uns\\s+nicht\\s+durch']), confidence: 0.8, explicit: true, standingRule: true },
    // a work verb said to the agent with "immer"/"nie" after it: "nimm immer den Logger", "schreib bitte nie in den Ordner dist/"
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:nimm|benutz|benutze|verwende|mach|schreib|lies|setz|frag|teste|test|prüf|prüfe|lass|bau|nutz|nutze|lauf|starte|leg)\s+(?:bitte\s+|mir\s+)?(?:immer|nie|niemals)`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // for a kind of case, every time: "für sowas immer warning", "in solchen Fällen nie …"
    {
      id: 'always-never',
      pattern: anyWord([String.raw`(?:für\s+(?:sowas|so\s+etwas|solche\s+[${LETTER}]+)|in\s+solchen\s+fällen)\s*,?\s+(?:immer|nie|niemals)`]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // how it is done here, said as such: "so machen wir das hier", "das ist bei uns so üblich"
    {
      id: 'convention',
      pattern: anyWord([
        'so\\s+machen\\s+wir\\s+(?:das|es)(?:\\s+(?:hier|bei\\s+uns|im\\s+team))?',
        String.raw`wir\s+machen\s+(?:das|es)\s+(?:hier\s+|bei\s+uns\s+|im\s+team\s+)?(?:immer\s+)?so(?![${LETTER}])`,
        '(?:ist|sind)\\s+bei\\s+uns\\s+(?:so\\s+)?(?:üblich|konvention|standard)',
        'bei\\s+uns\\s+(?:ist\\s+das\\s+)?so\\s+üblich',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // an emphatic prohibition: "auf keinen Fall …", "unter keinen Umständen …", "keinesfalls …"
    {
      id: 'always-never',
      pattern: atClauseStart(['auf\\s+keinen\\s+fall', 'unter\\s+keinen\\s+umständen', 'keinesfalls'], SOFTENERS),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // what does not belong somewhere: "Namen haben in Logs nichts verloren", "hat im Repo nichts zu suchen"
    {
      id: 'not-done',
      pattern: anyWord(['ha(?:t|ben)\\s+(?:\\S+\\s+){0,4}?nichts\\s+(?:verloren|zu\\s+suchen)']),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // the same mistake again, counted: "schon zum zweiten Mal", "schon zweimal"
    {
      id: 'reproach',
      pattern: anyWord(['(?:du|sie)\\s+(?:\\S+\\s+){0,3}?schon\\s+(?:zum\\s+zweiten\\s+mal|zweimal|dreimal)', 'schon\\s+zum\\s+zweiten\\s+mal\\s*[.!]*$']),
      confidence: 0.8,
      addressesAgent: true,
    },
    // the agent's manner: "hör auf, dich zu entschuldigen", "sag einfach, was du geändert hast"
    {
      id: 'complaint',
      pattern: anyWord(['hör\\s+auf,?\\s+dich\\s+(?:ständig\\s+)?zu\\s+entschuldigen', 'sag\\s+(?:mir\\s+)?(?:einfach|nur),?\\s+was\\s+(?:du\\s+)?geändert']),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // what the team does not want: "Converter mit Logik drin mögen wir nicht", "das wollen wir bei uns nicht"
    {
      id: 'convention',
      pattern: anyWord([String.raw`(?:mögen|wollen|machen)\s+wir\s+(?:hier\s+|bei\s+uns\s+)?(?:nicht|nie)(?![${LETTER}])`]),
      confidence: 0.75,
      explicit: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord([
        'wie\\s+(?:im\\s+)?(?:rest\\s+des|restlichen)\\s+(?:repos?|projekts?|codes?)',
        'wie\\s+überall\\s+(?:sonst\\s+)?im\\s+(?:repo|projekt|code)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always like this", said of what was just shown: it holds every time
    {
      id: 'standing',
      pattern: anyWord(['immer\\s+(?:so|in\\s+diesem\\s+format|dieses\\s+format)(?=\\s*[.!]|\\s*$)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        '(?:haben|hat)\\s+kein(?:en)?\\s+(?:internet|internetzugang|netz)',
        'ohne\\s+internet',
        'hinter\\s+(?:einem|dem)\\s+proxy',
        'air[-\\s]?gapped',
        'vom\\s+internet\\s+(?:abgeschottet|getrennt)',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(['merk\\s+(?:dir|euch)\\s+(?:das|es)', 'behalte?\\s+(?:das|es)\\s+im\\s+(?:kopf|hinterkopf)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(['(?:zum\\s+)?(?:dritten|vierten|fünften)\\s+mal']),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // where a kind of code goes and only there: "code goes only between the USER CODE markers", "gehört ausschließlich zwischen …"
    {
      id: 'convention',
      pattern: anyWord([
        'gehör(?:t|en)\\s+(?:\\S+\\s+)?(?:nur|ausschließlich|immer|grundsätzlich)\\s+(?:in|ins|nach|zwischen|unter)',
        'gehör(?:t|en)\\s+(?:nur|ausschließlich)?\\s*(?:zwischen|unter)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord(['(?:dieses|unser)\\s+(?:Projekt|Repo|Repository)\\s+(?:nutzt|verwendet|benutzt|läuft\\s+(?:mit|auf)|basiert\\s+auf)']),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "Branches heißen bei uns PLAT-<ticket>/…", "die Namenskonvention ist …"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`bei\s+uns\s+(?:\S+\s+){0,3}?(?:heißen|heissen|nennen|benennen|schreiben|formatieren)(?![${LETTER}])`,
        '(?:heißen|heissen|formatieren|benennen|nennen)\\s+(?:wir\\s+)?bei\\s+uns',
        String.raw`(?:benennen|nennen)\s+wir\s+(?:\S+\s+){0,2}?(?:immer|nach|so|mit|als)(?![${LETTER}])`,
        String.raw`namens(?:konvention|schema|regel)[${LETTER}]*`,
        '(?:branch|commit|datei|tabellen|pr)-?(?:namen|nachrichten|message|titel)\\s+(?:sind|ist|lauten|lautet|haben)\\s+bei\\s+uns',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "ich bin auf Windows", "den Befehl gibt es hier nicht", "die IT
    // erlaubt nur den Edge-Browser"
    {
      id: 'machine',
      pattern: anyWord([
        `ich\\s+(?:bin|arbeite)\\s+(?:auf|unter|mit)\\s+(?:einem\\s+)?${OPERATING_SYSTEMS}`,
        `ich\\s+(?:nutze|benutze|verwende|habe)\\s+(?:nur\\s+)?(?:einen\\s+)?${OPERATING_SYSTEMS}`,
        `ich\\s+habe\\s+kein(?:en)?\\s+${OPERATING_SYSTEMS}`,
        "gibt(?:\\s+es|'?s)\\s+(?:hier|bei\\s+mir|auf\\s+(?:dem|diesem|meinem|unserem)\\s+(?:Rechner|Laptop|Mac|PC|Server|Host|Runner|Build-?Server|Cluster|Kiste))\\s+nicht",
        '(?:die\\s+IT|der\\s+Admin|die\\s+Firma|unsere\\s+IT)\\s+erlaubt\\s+(?:hier\\s+|bei\\s+uns\\s+)?nur',
        '(?:hier|bei\\s+mir|auf\\s+meinem\\s+(?:Rechner|Laptop|Mac|PC))\\s+(?:gibt\\s+es\\s+kein|ist\\s+\\S+\\s+nicht\\s+installiert)',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      // also asked back: "¿quién te dijo que …?", "кто тебе сказал …?"
      inQuestion: true,
      pattern: anyWord([
        'ich\\s+(?:habe|hab)\\s+(?:dir|euch|ihnen)\\s+(?:doch\\s+|schon\\s+)?(?:gesagt|geschrieben)',
        'wer\\s+hat\\s+(?:dir|dich)\\s+(?:gesagt|gebeten)',
        'wie\\s+(?:ich\\s+)?(?:schon\\s+)?gesagt',
        'wie\\s+oft\\s+(?:noch|muss\\s+ich)',
        '(?:ich\\s+)?(?:habe|hab)\\s+(?:\\S+\\s+){0,2}?(?:gerade|eben)\\s+(?:erst\\s+)?(?:gesagt|geschrieben)',
        '(?:hab|habe|hatte)\\s+ich\\s+(?:dir\\s+)?(?:(?:doch|schon|bereits|vorhin|vorher|eben|gerade|oben)\\s+){0,3}(?:gesagt|geschrieben)',
        'ich\\s+hatte\\s+(?:dir\\s+)?(?:doch\\s+|schon\\s+)?(?:gesagt|geschrieben)',
        // "wir hatten doch CSV ausgemacht", "war so abgesprochen": what was agreed
        'wir\\s+hatten\\s+(?:doch\\s+)?(?:\\S+\\s+){0,3}?(?:gesagt|besprochen|ausgemacht|vereinbart|abgesprochen)',
        'war\\s+(?:doch\\s+|so\\s+)?(?:abgemacht|ausgemacht|abgesprochen|vereinbart)',
        // "ich hab ausdrücklich gesagt …", "wie besprochen", "hast du die Regeln überhaupt gelesen?"
        '(?:ich\\s+(?:habe|hab|hatte)|(?:habe|hab|hatte)\\s+ich)\\s+(?:(?:dir|euch|ihnen|doch|schon|dann)\\s+)*(?:ausdrücklich|ausdruecklich|extra|explizit|deutlich|mehrfach|klar\\s+und\\s+deutlich)\\s+(?:gesagt|geschrieben|gebeten)',
        'wie\\s+(?:besprochen|vereinbart|abgemacht|abgesprochen)',
        'hast\\s+du\\s+(?:\\S+\\s+){0,3}?überhaupt\\s+gelesen',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyWord([
        'ab\\s+jetzt',
        'von\\s+nun\\s+an',
        'ab\\s+sofort',
        'künftig',
        // "in Zukunft bitte …", "in Zukunft nie …" (not "das machen wir in Zukunft vielleicht")
        String.raw`in\s+zukunft(?=\s*[,:;]|\s+(?:bitte|immer|nie|niemals|kein[${LETTER}]*|nicht|nur|grundsätzlich)(?![${LETTER}]))`,
        'zukünftig',
        'nächstes\\s+mal',
        'beim\\s+nächsten\\s+mal',
        'jedes\\s+mal',
        'merk\\s+dir',
        'denk\\s+dran',
        'generell',
        'grundsätzlich',
        'von\\s+jetzt\\s+an',
        'ab\\s+heute',
        'fürs\\s+nächste\\s+mal',
        'für\\s+das\\s+nächste\\s+mal',
        'merke?\\s+dir',
        'denk\\s+(?:bitte\\s+)?dran',
        'denk\\s+(?:bitte\\s+)?daran',
        'immer\\s+wenn\\s+du',
        'vergiss\\s+(?:das\\s+)?nicht\\s+(?:wieder|mehr|nochmal)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        'frag(?:e)?\\s+(?:mich\\s+)?nicht',
        'ohne\\s+(?:mich\\s+)?zu\\s+fragen',
        'hör\\s+auf,?\\s+(?:mich\\s+)?zu\\s+fragen',
        'nimm\\s+einfach\\s+die\\s+empfohlene',
        'nicht\\s+(?:\\S+\\s+)?(?:nach)?fragen',
        'nimm\\s+einfach\\s+(?:die|deine)\\s+(?:empfohlene|option)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "für die Zukunft: …" opens a rule ("das machen wir in der Zukunft" only puts work off)
    {
      id: 'standing',
      pattern: atClauseStart(['für\\s+die\\s+zukunft', 'in\\s+zukunft', 'zur\\s+info\\s+für\\s+später'], SOFTENERS),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: /^(?:nein|nee|falsch)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    // was der Agent gerade benutzt hat, gibt es hier nicht: "es gibt kein Docker auf dem Server", "wir nutzen kein
    // Redis" (nur bei einem Begriff aus seinen letzten Worten, und nicht als Antwort auf seine Frage)
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:darf|kann|dürfen|können)\s+nicht\s+(?:der\s+|die\s+|das\s+)?[\x60'"]?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s+sein(?![${LETTER}])`,
        'iu',
      ),
    ),
    absentCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:es\s+gibt\s+kein(?:e|en)?|(?:wir|ich)\s+(?:hab(?:e|en)?|nutzen|benutzen|verwenden)\s+(?:hier\s+)?kein(?:e|en)?|(?:der\s+server|die\s+kiste|die\s+maschine)\s+hat\s+kein(?:e|en)?)\s+\x60?(?<replaced>[\w@./+-]{2,})`,
        'iu',
      ),
    ),
    {
      id: 'x-not-y',
      pattern: anyWord(['(?:nimm|verwende|benutze|nutze)\\s+\\S+\\s+(?:statt|anstatt)', 'nicht\\s+\\S+,?\\s+sondern']),
      confidence: 0.85,
      answers: true,
    },
    {
      id: 'instead-of',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:statt|anstatt)\s+(?:de[mnrs]\s+|die\s+|das\s+)?(?<replaced>[${LETTER}${DIGIT}@./_-]{3,})`, 'iu'),
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\sund|\saber)\s*nicht\s+(?:in|im|ins|den|die|das|der|dem|ein|eine|mit|gegen|auf|über|per|via|nach|aus|von|vom|zu|zum|zur|für|als)\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\sund)\s*nicht\s+(?!(?:jetzt|mehr|so|ganz|nur|immer|gut|schlecht|nötig|schlimm|wirklich|unbedingt|sofort|heute|hier)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "mit Jest, kein Vitest": the noun the agent used, turned away from
    {
      id: 'x-not-y',
      pattern: new RegExp(String.raw`,\s*kein(?:e|en|er)?\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})\s*(?:[.!]|$)`, 'iu'),
      confidence: 0.8,
      redirect: true,
      answers: true,
    },
    // "ein Index reicht", "reicht völlig": less than the agent did or plans is enough (an answer too)
    {
      id: 'enough',
      pattern: anyWord(['(?:reicht|genügt)(?:\\s+(?:völlig|vollkommen|auch|doch|locker|aus))?(?=\\s*[,.!;]|\\s*$)', 'es\\s+reicht,?\\s+wenn']),
      confidence: 0.7,
      answers: true,
    },
    {
      id: 'verify-first',
      pattern: anyWord(['bevor\\s+du\\s+(?:mir\\s+|uns\\s+)?(?:sagst|meldest|behauptest|schreibst)']),
      confidence: 0.8,
      explicit: true,
      addressesAgent: true,
    },
    {
      id: 'always-never',
      pattern: atClauseStart(['immer(?!\\s+noch)', 'nie', 'niemals'], SOFTENERS),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // "push niemals direkt auf main", "committe nie ohne Tests": an imperative said for every time
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`(?:^|[.!?;:,]\s*|(?<![${LETTER}])(?:und|aber|bitte)\s+)(?:${IMPERATIVES})[${LETTER}]*\s+(?:\S+\s+){0,3}?(?:nie|niemals)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'dont',
      pattern: new RegExp(
        String.raw`(?:^|[.!?;:,]\s*)(?:bitte\s+)?(?:${IMPERATIVES})[${LETTER}]*\s+(?:\S+\s+){0,3}?(?:nicht|kein[${LETTER}]*)(?![${LETTER}])|(?<![${LETTER}])bitte\s+(?:\S+\s+){0,2}?nicht(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
    },
    // an instruction in the infinitive: "nicht direkt auf main pushen", "nichts anfassen", "niemals force-pushen"
    { id: 'dont', pattern: atClauseStart([`(?:nicht|nichts|nie|niemals)\\s+(?:\\S+\\s+){0,3}?(?:${INFINITIVES})`], SOFTENERS), confidence: 0.8 },
    // a prohibition by noun: "keine Kommentare in den Code", "bitte keine Emojis"
    // (not "keine CAN-Botschaften mehr auf dem Bus": no longer there, a report)
    // (not what was seen: "kein Fehler im Log", "keine Reaktion", "keine Ausgabe")
    {
      id: 'no-x',
      pattern: atClauseStart(
        [
          String.raw`kein(?:e|en)?\s+(?!(?:Fehler|Fehlermeldung(?:en)?|Ausgabe|Reaktion|Antwort|Logs?|Meldung(?:en)?|Änderung(?:en)?|Probleme?|Ahnung|Zeit|Eile|Sorge|Idee)(?![${LETTER}]))[${LETTER}-]{3,}(?![${LETTER}-]*\s+(?:\S+\s+){0,3}?mehr(?![${LETTER}]))`,
        ],
        SOFTENERS,
      ),
      confidence: 0.75,
    },
    // "die .env wird nicht committet", "gehört nicht ins Repo", "ist verboten": how things are not done
    {
      id: 'not-done',
      pattern: anyWord([
        String.raw`(?:wird|werden)\s+(?:bei\s+uns\s+|hier\s+)?(?:nicht|nie|niemals)\s+(?:\S+\s+){0,2}?(?:committet|commitet|eingecheckt|gepusht|gemergt|angefasst|verwendet|benutzt|genutzt|hardcodiert|gemockt|deployt|manuell\s+[${LETTER}]+)`,
        '(?:kommt|kommen|gehört|gehören)\\s+(?:\\S+\\s+)?nicht\\s+(?:ins|in\\s+das|in\\s+den)\\s+(?:repo|git|repository|image|commit|main)',
        '(?:ist|sind)\\s+(?:bei\\s+uns\\s+|hier\\s+)?(?:(?:eigentlich|grundsätzlich|absolut|streng|komplett|total)\\s+)?(?:verboten|nicht\\s+erlaubt|tabu|nicht\\s+gestattet)',
        String.raw`darf\s+(?:man\s+)?(?:hier\s+|bei\s+uns\s+)?(?:nicht|nie|kein[${LETTER}]*)`,
      ]),
      confidence: 0.8,
      explicit: true,
    },
    // "brauchst du nicht", "ist nicht nötig", "kannst du dir sparen": what the agent did or plans is not needed (an answer too)
    {
      id: 'no-need',
      pattern: anyWord([
        '(?:ist\\s+|sind\\s+)?nicht\\s+(?:nötig|notwendig|erforderlich)',
        '(?:brauchst|musst)\\s+du\\s+nicht',
        'braucht(?:\\s+es|\\s+man|\\s*\\x27s)\\s+(?:\\S+\\s+)?nicht',
        String.raw`brauchen\s+wir\s+(?:\S+\s+)?(?:nicht|kein[${LETTER}]*)`,
        'kannst\\s+du\\s+dir\\s+sparen',
        '(?:ist|sind)\\s+überflüssig',
        'unnötig',
      ]),
      confidence: 0.8,
      answers: true,
    },
    {
      id: 'stop',
      pattern: atClauseStart(['hör\\s+auf', 'lass\\s+das', 'schluss\\s+mit', 'lass\\s+(?:die|den|das)\\s+\\S+\\s+weg'], SOFTENERS),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    {
      id: 'wrong',
      pattern: anyWord([
        '(?:das\\s+)?(?:ist|sind)\\s+(?:falsch|nicht\\s+richtig|nicht\\s+korrekt)',
        'nicht\\s+was\\s+ich\\s+(?:wollte|meinte)',
        'du\\s+hast\\s+(?:mich\\s+)?falsch\\s+verstanden',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // "hab ich nicht verlangt": the agent did what no one asked; "mach das rückgängig": take it back; "frag mich vorher"
    {
      id: 'unasked',
      pattern: anyWord([
        '(?:hab(?:e)?\\s+ich|ich\\s+hab(?:e)?)\\s+(?:nicht|nie)\\s+(?:verlangt|gesagt|gefragt|bestellt|gewollt)',
        'niemand\\s+hat\\s+(?:\\S+\\s+){0,4}(?:verlangt|gefragt|gesagt|gewollt)',
        'wer\\s+hat\\s+(?:dir\\s+)?(?:das\\s+)?(?:gesagt|erlaubt)',
        'wer\\s+hat\\s+dich\\s+(?:darum\\s+)?gebeten',
        'davon\\s+war\\s+(?:nie\\s+)?(?:nicht\\s+)?die\\s+rede',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'rückgängig',
        'setz(?:e)?\\s+(?:das|es|sie|ihn)\\s+zurück',
        'stell(?:e)?\\s+(?:das|es|sie|ihn)\\s+wieder\\s+her',
        'wie\\s+(?:vorher|es\\s+war|sie\\s+waren)(?=\\s*[.!,]|\\s*$)',
        'zurück\\s*(?:ändern|setzen|bauen|drehen)',
        'revert(?:e|en)?(?=\\s+(?:das|es|den|die|bitte)|\\s*[.!,]|\\s*$)',
        // "lösch das wieder", "nimm die Migration wieder raus", "das wieder entfernen": take back what the agent added
        String.raw`(?:lösch|entfern|nimm)(?:e)?\s+(?:\S+\s+){0,2}?wieder(?:\s+raus)?(?![${LETTER}])`,
        'wieder\\s+(?:löschen|entfernen|rausnehmen|ausbauen|zurücknehmen)',
        '(?:lass|lasse)\\s+(?:es|das|sie|ihn)\\s+(?:so\\s+)?wie\\s+(?:es|sie|er)\\s+(?:war|ist)',
        // "remove that" said of what the agent just added ("mach das weg", "nimm es raus"; not "mach das", "nimm das": do it, that one)
        '(?:lösch|entfern)(?:e)?\\s+(?:das|es)(?:\\s+(?:bitte|einfach))?(?:\\s+(?:raus|weg))?(?=\\s*[,.;!]|\\s*$)',
        '(?:nimm|mach)(?:e)?\\s+(?:das|es)(?:\\s+(?:bitte|einfach))?\\s+(?:raus|weg)(?=\\s*[,.;!]|\\s*$)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    {
      id: 'ask-first',
      pattern: anyWord([
        'frag(?:e)?\\s+(?:mich\\s+)?(?:vorher|zuerst)',
        'vorher\\s+(?:fragen|nachfragen|absprechen)',
        'ohne\\s+(?:Rückfrage|Rücksprache|zu\\s+fragen|nachzufragen|vorher\\s+zu\\s+fragen)',
      ]),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'du\\s+hast\\s+(?:\\S+\\s+){0,3}?schon\\s+wieder',
        'schon\\s+wieder\\s+(?:vergessen|ignoriert)',
        'du\\s+hast\\s+(?:\\S+\\s+)?(?:vergessen|ignoriert|nicht\\s+getestet)',
        'du\\s+(?:vergisst|ignorierst)\\s+(?:immer|ständig)',
        'du\\s+testest\\s+(?:nie|nicht)',
        'nicht\\s+schon\\s+wieder',
        String.raw`du\s+hast\s+(?:\S+\s+){0,3}?(?:wieder|erneut)\s+(?:\S+\s+){0,3}?[${LETTER}]+(?:t|en)(?=\s*[.!?,;]|\s*$)`,
        '(?:du\\s+hast|hast\\s+du)\\s+(?:\\S+\\s+){0,3}?(?:nicht|nie)\\s+(?:getestet|ausgeführt|gelesen|geprüft|gelaufen\\s+lassen|angeschaut)',
        'hast\\s+(?:du\\s+)?(?:\\S+\\s+){0,3}?vergessen',
        'du\\s+hörst\\s+(?:mir\\s+)?nicht\\s+zu',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // the same again, opening a sentence, of what the agent made: "schon wieder console.log überall?", "wieder mal ein
    // eigener Helper" (not "wieder rot", a failure; not "wieder bitte", a request to repeat)
    againCue(
      new RegExp(
        String.raw`^(?:schon\s+wieder|wieder\s+mal|wieder)\s+(?:mit\s+\S|du\s+\S|(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:rot|kaputt|fehlgeschlagen|abgestürzt|gecrasht|down|weg|leer|nichts|nicht|kein[${LETTER}]*|da|bitte|derselbe|der\s+gleiche|die\s+gleiche|das\s+gleiche)(?![${LETTER}]))\S)`,
        'iu',
      ),
    ),
    // "schon wieder?", "nochmal?!": the agent did the same again
    {
      id: 'reproach',
      pattern: atStart(['(?:schon\\s+wieder|wieder|nochmal|echt\\s+jetzt)(?=\\s*[?!]|\\s*$)']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "warum hast du Flyway genommen? das macht das DBA-Team": a why-question at what the agent did, beside a statement
    {
      id: 'why-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:warum|wieso|weshalb)\s+(?:hast|bist|machst|nimmst|nutzt|verwendest|benutzt|fügst|legst|änderst|löschst|[${LETTER}]+st)\s+du(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "diesmal bitte vorher testen": the agent failed at it before
    {
      id: 'this-time',
      pattern: atClauseStart(
        [String.raw`(?:diesmal|dieses\s+mal)\s+(?!(?:hat\s+es|hat\x27s|geht|läuft|klappt|funktioniert)(?![${LETTER}]))[${LETTER}]+`],
        SOFTENERS,
      ),
      confidence: 0.7,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord([
        'sollte(?:n)?\\s+(?:das|es|er|sie|man)\\s+nicht',
        '(?:warum|wieso)\\s+hast\\s+du\\s+(?:\\S+\\s+)?nicht',
        'müsste(?:n)?\\s+(?:das|es)\\s+nicht',
      ]),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyWord(['ich\\s+(?:bevorzuge|mag\\s+lieber|hätte\\s+lieber)']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: atStart(['(?:aber|jedoch)\\s*,?\\s+(?:ich\\s+)?(?:will|möchte|wollte|brauche)']), confidence: 0.75, addressesAgent: true },
    {
      id: 'dislike',
      pattern: anyWord([String.raw`ich\s+(?:will|möchte|mag)\s+(?:\S+\s+)?(?:nicht|kein[${LETTER}]*)`, 'gefällt\\s+mir\\s+nicht']),
      confidence: 0.7,
      aloneOnEcho: true,
      ownWant: true,
    },
    {
      id: 'must-use',
      pattern: atClauseStart(['(?:das|es|der|die)\\s+(?:\\S+\\s+)?muss\\s+(?:\\S+\\s+){0,4}?(?:sein|bleiben|laufen|nutzen|verwenden)'], SOFTENERS),
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'should', pattern: anyWord(['du\\s+(?:solltest|musst|sollst)', 'sie\\s+(?:sollten|müssen)']), confidence: 0.65, addressesAgent: true },
    {
      id: 'complaint',
      pattern: anyWordStart(['zu\\s+(?:lang|komplex|kompliziert)', 'unübersichtlich', 'redundant']),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart(['doppelt'])),
    namedStateCue(anyWordStart(['inkonsistent', 'uneinheitlich', 'nicht\\s+einheitlich'])),
    {
      id: 'disagree',
      pattern: anyWord(['ich\\s+(?:glaube|denke)\\s+nicht,?\\s+dass', 'ich\\s+glaube,?\\s+wir\\s+brauchen\\s+(?:kein|nicht)']),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord([
        'wir\\s+(?:nutzen|verwenden|benutzen|nehmen)\\s+hier',
        'hier\\s+(?:nutzen|verwenden|benutzen|nehmen)\\s+wir',
        'in\\s+diesem\\s+(?:repo|projekt)',
        String.raw`wir\s+(?:nutzen|verwenden|benutzen)(?![${LETTER}])`,
        '(?:team|unsere)-?(?:regel|konvention)',
        // "Schema-Änderungen laufen bei uns nie über Flyway", "bei uns gehen PRs immer gegen develop"
        String.raw`bei\s+uns\s+(?:\S+\s+){0,4}?(?:immer(?!\s+noch)|nie|niemals|nur|grundsätzlich|generell|ausschließlich|kein[${LETTER}]*)(?![${LETTER}])`,
        String.raw`(?:im|in\s+unserem)\s+team\s+(?:\S+\s+){0,4}?(?:immer|nie|niemals|nur|grundsätzlich|kein[${LETTER}]*)(?![${LETTER}])`,
        String.raw`wir\s+(?:machen|schreiben|committen|pushen|deployen|mergen|nehmen|arbeiten)\s+(?:\S+\s+){0,3}?(?:immer(?!\s+(?:noch|wieder|mehr|öfter|weniger|besser|schlimmer|langsamer|schneller)(?![${LETTER}]))|nie|niemals|nur|grundsätzlich|ausschließlich)(?![${LETTER}])`,
        // "das macht das DBA-Team", "Migrationen übernimmt das Plattform-Team"
        String.raw`(?:macht|machen|übernimmt|übernehmen|erledigt|pflegt|verwaltet)\s+(?:bei\s+uns\s+)?(?:das|die|der|unser|unsere)\s+[${LETTER}-]*team`,
        // "läuft immer über die CI", "geht nur über Argo"
        '(?:läuft|laufen|geht|gehen)\\s+(?:bei\\s+uns\\s+)?(?:immer|nur|ausschließlich|grundsätzlich)\\s+über',
        'niemand\\s+(?:hier\\s+)?(?:nutzt|verwendet|benutzt|macht|committet|pusht)',
        '(?:die\\s+)?konvention\\s+(?:ist|hier|bei\\s+uns)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // "ich wollte eigentlich, dass …", "eigentlich sollte es …": how it was wanted, against what the agent made
    {
      id: 'wanted',
      pattern: anyWord([
        'ich\\s+wollte\\s+(?:eigentlich|doch|aber)(?!\\s+(?:nur\\s+|mal\\s+|noch\\s+)?(?:fragen|wissen|sagen|kurz))',
        'eigentlich\\s+(?:wollte\\s+ich|sollte\\s+(?:das|es|der|die|sie|er))',
        String.raw`ich\s+wollte,?\s+dass\s+(?:das|es|der|die|sie|er)\s+(?:\S+\s+){0,4}?(?:bleibt|bleiben|ist|sind|wird|werden)(?![${LETTER}])`,
      ]),
      confidence: 0.7,
      aboutWork: true,
    },
    { id: 'clarify', pattern: anyWord(['ich\\s+meinte', 'gemeint\\s+war', 'damit\\s+meine\\s+ich']), confidence: 0.65, addressesAgent: true, statement: true },
    // "warte", "stopp, …", "halt!": what the agent is doing must stop (after an interrupt: a correction)
    // "das gilt für alle Services", "das ist bei uns die Regel"; "die partitions.csv fasst du nie an"
    {
      id: 'standing',
      pattern: anyWord([
        '(?:das\\s+)?gilt\\s+(?:übrigens\\s+|auch\\s+|natürlich\\s+)?(?:für|bei)\\s+(?:alle|jede[nsmr]?|sämtliche|überall)',
        '(?:das\\s+ist|ist)\\s+(?:bei\\s+uns\\s+)?(?:die\\s+)?(?:Regel|Standard|Konvention)\\s+(?:für\\s+alle|hier|im\\s+Projekt|im\\s+Team|bei\\s+uns)',
        String.raw`[${LETTER}]+s?t\s+du\s+(?:nie|niemals)(?:\s+(?:mehr|wieder))?`,
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // what comes before any change: "bevor du irgendwas installierst, schau in die package.json" — asked first, and inside
    // a spec of new work how that work goes ("zeig mir den Plan, bevor du irgendwas änderst")
    {
      id: 'ask-first',
      pattern: anyWord(['bevor\\s+du\\s+(?:irgendwas|irgendetwas|etwas|was|irgendeine?[nm]?|neue)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "grundsätzlich gilt", "als Regel"
    {
      id: 'standing',
      pattern: anyWord(['grunds[äa]tzlich\\s+gilt', 'generell\\s+gilt', 'als\\s+(?:feste\\s+)?Regel', 'Faustregel']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'wait',
      pattern: atStart([
        'warte(?!\\s+\\d)',
        // "nein halt, …", "nee warte": a no before the halt
        String.raw`n(?:ein|ee|e)\s*[,.!]?\s*(?:halt|stopp|warte|moment)(?![${LETTER}])`,
        'wart\\s+mal',
        'moment',
        'stopp',
        'halt',
        'sekunde',
        String.raw`stop(?!\s+(?:den|die|das|dem|mal\s+(?:den|die|das))(?![${LETTER}]))`,
        'abbrechen(?=\\s*[,.!:;—–-]|\\s*$)',
      ]),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyWord(['(?:vor|nach)\\s+jede[mnrs]?\\s+(?:push|commit|merge|deploy|release|änderung|aenderung|schritt|antwort|pr|migration)'], 'iu'),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'ist\\s+das\\s+dein\\s+ernst',
        'im\\s+ernst\\s*\\?{2,}',
        'willst\\s+du\\s+mich\\s+(?:verarschen|veräppeln|veraeppeln)',
        'das\\s+ist\\s+nicht\\s+dein\\s+ernst',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord([
        'dafür\\s+haben\\s+wir',
        String.raw`wir\s+haben\s+(?:doch\s+|schon\s+|bereits\s+)?(?:einen|eine|ein)\s+\S*(?:service|helper|util|utils|wrapper|klasse|funktion|modul|komponente|hook|client)(?![${LETTER}])`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyWord([
        '(?:antworte|antworten\\s+sie|antworte\\s+mir|schreib\\s+mir|sprich\\s+mit\\s+mir)\\s+(?:bitte\\s+)?(?:immer\\s+|nur\\s+)?auf\\s+(?:deutsch|englisch|französisch|spanisch|russisch|chinesisch|japanisch)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // where the agent may work, and only there: "du darfst nur zwischen den Markern ändern"
    {
      id: 'only-there',
      pattern: anyWord(['du\\s+darfst\\s+(?:nur|ausschließlich)\\s+(?:\\S+\\s+){0,6}?(?:ändern|anfassen|bearbeiten|editieren)']),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "kannst du aufhören, mir Zusammenfassungen zu schreiben?"
    {
      id: 'stop',
      pattern: anyWord(['(?:kannst|könntest)\\s+du\\s+(?:bitte\\s+)?(?:mal\\s+)?(?:damit\\s+)?aufhören']),
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
    // how we always or never do it, said with "wir": "wir selektieren nie mit *", "wir testen immer gegen die echte DB"
    // (not what keeps happening to us: "wir haben immer Ärger mit …")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?:^|[.!?,;:]\s*)wir\s+(?!(?:haben|hatten|sind|waren|bekommen|kriegen|kommen|müssen|brauchen)(?![${LETTER}]))[${LETTER}]+en\s+(?:hier\s+|bei\s+uns\s+|eigentlich\s+)?(?:nie|niemals|immer(?!\s+(?:noch|wieder|mehr|öfter|weniger|besser|schlimmer|langsamer|schneller)(?![${LETTER}]))|grundsätzlich|ausschließlich)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
  ],
  reasks: new RegExp(
    String.raw`^(?:(?:sorry|sorri|ah|ok)[\s,.!?]+)*(?:ich\s+)?(?:hab(?:e)?\s+mich\s+(?:unklar|falsch|missverständlich)\s+ausgedrückt|war\s+(?:wohl\s+)?unklar)\s*[,:;.!—–-]*\s*(?:welche[rsmn]?|was|wo|warum|wie|wer)(?![${LETTER}])|^(?:(?:nein|nee|sorry|moment)[\s,.!?、，。]+)*(?:ich\s+(?:habe|hab)\s+(?:\S+\s+){0,3}?gefragt|ich\s+frag(?:e|te)?,?\s+(?:dich\s+|euch\s+)?(?:nach|ob|wie|was|wo|wann|warum|wieso|welche[rsnm]?|wer)(?![${LETTER}])|ich\s+(?:wollte|will|möchte)\s+wissen|meine\s+frage\s+(?:war|ist)|(?:noch\s*(?:ein)?mal\s+)?anders\s+gefragt|(?:ich\s+)?formulier(?:e|s)?\s+(?:es\s+|die\s+frage\s+)?(?:mal\s+)?(?:anders|um))|^(?:(?:nein|nee|sorry|moment)[\s,.!?、，。]+)*ich\s+meinte[^.!?]*?(?<![${LETTER}])(?:welche[rsnm]?|was|warum|wieso|wo|wann|wer|wie|ob)(?![${LETTER}])`,
    'iu',
  ),
  retracts: new RegExp(
    String.raw`(?<![${LETTER}])ich\s+hab(?:e)?\s+(?:vorhin\s+|vorher\s+|eben\s+|gestern\s+)?(?:gesagt|geschrieben)\s*,?\s*(?:kein|keine|nicht|nie)[^.!?]{0,60}?(?:vergiss|gilt\s+nicht\s+mehr|hinfällig|nehme\s+ich\s+zurück)(?![${LETTER}])|(?<![${LETTER}])ich\s+nehme\s+(?:das\s+)?zur[üu]ck\s*,?\s+was\s+ich(?![${LETTER}])|(?<![${LETTER}])(?:vergiss|ignorier)\s*,?\s+was\s+ich\s+(?:\S+\s+){0,3}?(?:gesagt|geschrieben|verlangt)(?![${LETTER}])|ich\s+hab(?:e)?\s+(?:dir\s+)?(?:gesagt|geschrieben)[^.!?]{0,60}?aber[^.!?]{0,60}?(?:ok|okay|in\s+ordnung|darfst|kannst|erlaubt)(?![${LETTER}])|(?<![${LETTER}])ich\s+wei(?:ß|ss)\s*,?\s+(?:dass\s+)?ich\s+(?:hab(?:e)?\s+)?(?:\S+\s+){0,3}?gesagt(?![${LETTER}])`,
    'iu',
  ),
  deferrals: new RegExp(
    String.raw`(?<![${LETTER}])(?:noch\s+nicht|(?:bei|für|in)\s+diese[mnr]?\s+(?:Ticket|Task|Aufgabe|Änderung|PR|MR)|erstmal|erst\s+mal|vorerst|fürs\s+erste|bis\s+ich)(?![${LETTER}])|(?<![${LETTER}])(?:solange\s+ich|während\s+ich|bis\s+ich\s+zurück)(?![${LETTER}])|(?<![${LETTER}])nur\s+(?:berichten|melden|anschauen|ansehen|auflisten|prüfen|zeigen|sagen|lesen)(?![${LETTER}])`,
    'iu',
  ),
  // wozu die neue Arbeit da ist, mit einem Wort für später: "eine Lint-Regel, damit die CI das nächstes Mal fängt"
  purposes: new RegExp(
    String.raw`(?<![${LETTER}])damit\s+(?:[${LETTER}'-]+\s+){1,8}?(?:nächstes\s+mal|beim\s+nächsten\s+mal|in\s+zukunft|künftig|jedes\s+mal)(?![${LETTER}])(?!\s*,?\s*(?:du|sie)(?![${LETTER}]))|(?<![${LETTER}])damit\s+(?:wir|es|das|so\s+was|sowas|man|niemand|keiner|kein[${LETTER}]*\s+[${LETTER}-]+)\s+(?:[${LETTER}-]+\s+){0,3}?(?:nie|niemals|nicht|keine?[nmrs]?)(?![${LETTER}])`,
    'iu',
  ),
  curiosity: new RegExp(
    String.raw`^(?:(?:ok|sag\s+mal)[\s,]+)?(?:eine\s+|kurze\s+)?frage\s*[,:—–-]|(?<![${LETTER}])(?:nur|rein)\s+(?:aus\s+)?(?:neugier(?:de)?|interesse)|(?:bin\s+)?nur\s+neugierig(?![${LETTER}])`,
    'iu',
  ),
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'der',
    'die',
    'das',
    'den',
    'dem',
    'des',
    'ein',
    'eine',
    'und',
    'oder',
    'im',
    'in',
    'am',
    'an',
    'auf',
    'aus',
    'bei',
    'mit',
    'von',
    'vom',
    'zum',
    'zur',
    'pro',
    'neu',
    'alt',
    'nicht',
    'auch',
    'aber',
    'dann',
    'noch',
    'eine',
    'einen',
    'einem',
    'einer',
    'eines',
    'dass',
    'sind',
    'wird',
    'werden',
    'wenn',
    'mach',
    'mache',
    'machen',
    'bitte',
    'hier',
    'doch',
    'ganz',
    'schon',
    'jetzt',
    'immer',
    'niemals',
    'keine',
    'keinen',
    'keiner',
    'habe',
    'hast',
    'haben',
    'hatte',
    'soll',
    'sollst',
    'sollte',
    'muss',
    'musst',
    'kannst',
    'können',
    'kann',
    'danke',
    'okay',
    'also',
    'oder',
    'über',
    'unter',
    'nach',
    'durch',
    'damit',
    'dort',
    'diese',
    'dieser',
    'dieses',
    'diesen',
    'alle',
    'alles',
    'nochmal',
    'wieder',
    'warum',
    'wieso',
    'weil',
    'ohne',
    'statt',
    'sondern',
    'richtig',
    'falsch',
    'mehr',
    'erst',
    'zuerst',
    'einfach',
    'gerade',
    'gleich',
  ],
  stepsFirst: new RegExp(
    String.raw`(?<![${LETTER}])(?:zuerst|erst(?:\s+mal)?|vorher|davor|auch\s+noch|noch\s+(?:was|etwas|eine\s+Sache|eins)|bevor\s+(?:du|wir|ihr|Sie|das|es))(?![${LETTER}])`,
    'iu',
  ),
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:das|den|die|was|dem)\s+du\s+(?:gerade|eben|vorhin)|du\s+(?:hast\s+)?(?:gerade|eben|vorhin)\s+[${LETTER}]+|(?:das|den|die|was)\s+du\s+[^,.;!?]{0,40}?(?:eingebaut|hinzugefügt|geschrieben|gesetzt|angelegt|gemacht|eingefügt|verwendet|benutzt|eingetragen)\s+hast)(?![${LETTER}])`,
    'iu',
  ),
  asides: new RegExp(String.raw`^(?:(?:und|ach|ok)[\s,]+)?(?:übrigens|uebrigens|btw|nebenbei(?:\s+bemerkt)?|zur\s+info|fyi|p\.?s\.?)(?![${LETTER}])`, 'iu'),
  standing: anyWord([
    // a prohibition with its one exception: "keine Plugins updaten, es sei denn ich sage es"
    '(?:nicht|keine[nmrs]?|nie)\\s+(?:\\S+\\s+){0,8}?es\\s+sei\\s+denn\\s+(?:ich|du|wir)',
    'ab\\s+jetzt',
    'im\\s+ganzen\\s+(?:Repo|Repository|Projekt|Code|Codebase)',
    'gilt\\s+(?:fürs|für\\s+das|im)\\s+ganzen?\\s+(?:Repo|Repository|Projekt|Code|Team)',
    'von\\s+nun\\s+an',
    'künftig',
    'in\\s+zukunft',
    'jedes\\s+mal',
    'in\\s+diesem\\s+(?:repo|projekt)',
    'für\\s+alles,?\\s+was\\s+du\\s+(?:hier\\s+)?(?:anfasst|änderst|aenderst)',
    'für\\s+(?:die\\s+(?:ganze|restliche)|den\\s+Rest\\s+der|diese)\\s+(?:Sitzung|Session|Unterhaltung)',
  ]),
  eachTime: anyWord(['jedes\\s+(?:einzelne\\s+)?mal', '(?:vor|nach|bei)\\s+jede[mnrs]?']),
  buildsItIn: new RegExp(
    String.raw`(?<![${LETTER}])(?:füg|bau|schreib|ergänz)[${LETTER}]*\s+(?:[${LETTER}]+\s+){0,3}?(?:Tests?|Prüfung(?:en)?|Checks?|Validierung(?:en)?|Assertions?|Guards?|Sperren?|Obergrenzen?)(?![${LETTER}])|(?<![${LETTER}])(?:plus|und)\s+(?:einen|eine|ein)\s+(?:[${LETTER}-]+\s+)?(?:Test|Check|Prüfung)(?![${LETTER}])`,
    'iu',
  ),
  stepsAway: new RegExp(
    String.raw`(?<![${LETTER}])(?:gleich\s+zurück|(?:Kollege|Kollegin|jemand|wer)\s+braucht\s+(?:den|meinen)\s+(?:Rechner|Laptop|PC)|ich\s+muss\s+kurz\s+(?:weg|telefonieren|in\s+(?:ein|das)\s+Meeting)|bin\s+(?:gleich|kurz)\s+(?:wieder\s+)?(?:da|zurück)|melde\s+mich\s+(?:gleich|später|nachher))(?![${LETTER}])`,
    'iu',
  ),
  featureScope: new RegExp(
    String.raw`(?<![${LETTER}])(?:in|aus|für|bei|auf)\s+(?:diese[mnrs]?|dem\s+neuen|der\s+neuen|das\s+neue|die\s+neue|den\s+neuen)\s+(?!(?:repo|repository|projekt|team|firma|haus|sitzung|session|rechner|server|labor|maschine|art|fall|fälle|fällen|sachen|dinge|typ|typen|datei|dateien|ordner|verzeichnis|modul|paket)(?![${LETTER}]))[${LETTER}]+`,
    'iu',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "jetzt nicht", "noch nicht", "später".',
      patterns: [
        // weiter, wenn der Mensch zurück ist: "machen wir in 30 Minuten weiter", "später weiter"
        new RegExp(
          String.raw`(?:machen\s+wir\s+(?:in\s+\d+\s*(?:min(?:uten)?|std|stunden?)|später|morgen|nachher)\s+weiter|(?:in\s+\d+\s*(?:min(?:uten)?|std|stunden?)|später|morgen|nachher)\s+(?:geht'?s\s+)?weiter)(?![${LETTER}])`,
          'iu',
        ),
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(
          String.raw`^(?:(?:warte|moment|halt)\s*,?\s*)?(?:ich\s+(?:(?!(?:du|dir|dich|euch|ihr|sie|dass)(?![${LETTER}]))\S+\s+){0,4}?selbst|das\s+mach\s+ich\s+selbst)(?![${LETTER}])`,
          'iu',
        ),
        // the human stepping away ("moment, der Kunde ruft an", "warte, bin im Meeting"): no halt of the agent's work
        new RegExp(
          String.raw`^(?:(?:warte|moment|halt|stopp)\s*,?\s*)?(?:(?:der|die|mein|meine)\s+[${LETTER}]+\s+ruft\s+an|ich\s+(?:hab|habe)\s+(?:einen|nen|'nen)\s+anruf|(?:ich\s+)?bin\s+(?:im|in\s+(?:einem|nem|'nem))\s+(?:meeting|call|termin|zug)|(?:ich\s+)?muss\s+(?:kurz\s+|gleich\s+|jetzt\s+)*(?:in\s+(?:ein|eine|einen|einem|den|das|die|nen|ne|'n|'ne|'nen)\s+[${LETTER}-]*(?:meeting|call|termin|besprechung)|telefonieren|weg)|bin\s+gleich\s+zur[üu]ck)(?![${LETTER}])`,
          'iu',
        ),
        // the work held for a meeting or a decision elsewhere ("warte, Besprechung, bin gleich wieder da", "die Prioritäten
        // könnten sich noch ändern"): no halt of the agent's work for a reason of it
        new RegExp(
          String.raw`^(?:(?:ich\s+hab|hab)\s+)?(?:(?:ein|eine|'?n|'?ne)\s+)?(?:meeting|besprechung|call|termin|stand-?up|redaktionskonferenz)(?:\s+(?:jetzt|gleich|mit\s+[^,.;!?]{1,30}))?\s*[.!]*$|^(?:bin\s+)?(?:gleich|sofort)\s+wieder\s+da(?![${LETTER}])|priorit[äa]ten\s+(?:k[öo]nnten|werden)\s+sich\s+(?:noch\s+)?[äa]ndern`,
          'iu',
        ),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(
          String.raw`^(?:(?:warte|moment|halt)\s*,?\s*)?(?:lass\s+mich\s+(?:erst|zuerst|noch\s+kurz|mal\s+kurz)|ich\s+(?:muss|will|möchte)\s+(?:erst|zuerst|noch\s+kurz))(?![${LETTER}])`,
          'iu',
        ),
        new RegExp(String.raw`^(?:jetzt\s+nicht|noch\s+nicht|später|heute\s+nicht|nicht\s+jetzt)(?=\s*[,.!;:—–-]|\s*$)`, 'iu'),
      ],
      examples: ['moment, ich schau selbst in die Logs', 'jetzt nicht, ich nehme gerade den Bildschirm auf', 'Besprechung mit der Chefin'],
    },
    {
      id: 'request',
      description: 'A request for new work: bitte …, kannst du …, füge … hinzu, lass uns …',
      patterns: [
        // "wir brauchen ein Lasttest-Skript für …": the work named by what it makes
        new RegExp(
          String.raw`^(?:ok\s*,?\s+|also\s*,?\s+)?(?:wir\s+brauchen|ich\s+brauche)\s+(?:noch\s+|auch\s+)?(?:ein|eine|einen)\s+(?!(?:moment|minute|sekunde|entscheidung|antwort)\b)`,
          'iu',
        ),
        atStart([
          'bitte(?!\\s+(?:nicht|kein))',
          'kannst\\s+du',
          'könntest\\s+du',
          'füge',
          'füg',
          'erstelle',
          'implementiere',
          'mach',
          'schreib',
          'schreibe',
          'behebe',
          'prüfe',
          'such',
          'lass\\s+uns',
          // git's steps and other work: "committe auf den Branch", "starte die Tests", "erkläre mir …"
          'committe',
          'commite',
          'pushe',
          'lösche',
          'entferne',
          'aktualisiere',
          'teste',
          'starte',
          'installiere',
          'richte',
          'baue',
          'erkläre',
          'zeig',
          'zeige',
          'dokumentiere',
          'migriere',
          'generiere',
          'ergänze',
          'registriere',
          'veröffentliche',
          'öffne',
          // "jetzt mach …" asks; "jetzt ist das Layout kaputt", "jetzt geht nichts mehr" report
          String.raw`jetzt(?!\s+(?:ist|sind|geht|gehts|läuft|laeuft|kommt|kommen|fehlt|fehlen|funktioniert|klappt|habe|hab|haben|sehe|bekomme|krieg[${LETTER}]*|steht|stehen|war|waren|wird|werden|hängt|stürzt|crasht|nicht|kein[${LETTER}]*|der|die|das|es|ich|wir|alles|nichts|gar)(?![${LETTER}]))`,
          'dann',
          'als\\s+nächstes',
          'außerdem',
        ]),
      ],
      examples: ['füge einen Dark-Mode-Schalter hinzu', 'kannst du den Parser prüfen?'],
    },
    {
      id: 'question',
      description: 'A question: opens with a question word or a verb and ends with ?.',
      patterns: [
        new RegExp(
          String.raw`^(?:was|wie|warum|wieso|weshalb|wo|wann|welche[rsnm]?|wer|ist|sind|gibt|hast|kann|können|soll|muss|darf)(?![${LETTER}])[^]*\?\s*$`,
          'iu',
        ),
        // a question re-asked: "was ich wissen wollte, ist …"
        /^was\s+ich\s+(?:wissen|fragen)\s+wollte\b/iu,
      ],
      examples: ['was macht diese Option?', 'hast du gepusht?'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: ja, ok, danke, passt, weiter.',
      patterns: [
        atStart([
          'ja',
          'jo',
          'ok',
          'okay',
          'danke',
          'super',
          'passt',
          'gut',
          'prima',
          'perfekt',
          'klasse',
          'genau',
          'stimmt',
          'weiter',
          'mach\\s+weiter',
          'alles\\s+klar',
          'spitze',
          'toll',
          'wunderbar',
          'sehr\\s+gut',
          'geil',
          // also ordinary words: alone in their clause only ("schön, jetzt …", not "schön wäre, wenn …")
          '(?:schön|sauber|stark|läuft|top|cool)(?=\\s*[,.!:;]|\\s*$)',
        ]),
      ],
      examples: ['passt', 'danke, super', 'ja'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: ja, mach weiter; leg los.',
      patterns: [
        // a pick among the options the agent offered: an answer
        /\b(?:option|variante)\s+[A-D1-9]\b/iu,
        atStart(['ja', 'passt']),
        anyWord(['mach\\s+weiter', 'leg\\s+los', 'fang\\s+an']),
      ],
      examples: ['ja, leg los', 'Variante B bitte'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord([
        'immer\\s+noch\\s+(?:kaputt|fehler|derselbe|nicht)',
        'noch\\s+immer\\s+nicht',
        'gleiche(?:r|n)?\\s+fehler',
        '(?:schon\\s+)?wieder\\s+(?:dasselbe|das\\s+gleiche|derselbe\\s+fehler)',
        '(?:schon\\s+)?wieder\\s+(?:rot|kaputt|fehlgeschlagen|abgestürzt)',
      ]),
      examples: ['schon wieder dasselbe', 'geht immer noch nicht', 'der gleiche Fehler'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord(['(?:funktioniert|geht|läuft|lädt|kompiliert)\\s+(?:\\S+\\s+)?nicht', 'ist\\s+kaputt', 'stürzt\\s+ab']),
      examples: ['der Login funktioniert nicht'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyWord(
        [
          String.raw`ist\s+(?:komplett\s+|ganz\s+|völlig\s+|nur\s+)?(?:leer|schwarz|weiß)`,
          String.raw`(?:zeigt|rendert|druckt)\s+(?:gar\s+)?nichts(?:\s+an)?`,
          String.raw`(?:man\s+)?sieht\s+(?:man\s+)?(?:gar\s+)?nichts`,
          String.raw`nichts\s+zu\s+sehen`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['das PDF ist leer', 'man sieht gar nichts'],
    },
  ],
  casual: anyWord(['keine\\s+sorge', 'kein\\s+problem', 'macht\\s+nichts', 'weiß\\s+nicht', 'keine\\s+ahnung', 'nicht\\s+schlimm', 'keine\\s+panik'], 'giu'),
  interjections: leadingRun(['ok', 'okay', 'na', 'naja', 'hm+', 'äh', 'ähm']),
  // "noch was: …", "letzte Sache, …" open one more request
  clauseOpeners: leadingRun([
    'und',
    'aber',
    'dann',
    'auch',
    'warte',
    'noch\\s+(?:was|etwas|eine\\s+sache)',
    '(?:eine\\s+)?letzte\\s+sache',
    'eine\\s+sache\\s+noch',
    'zum\\s+schluss',
  ]),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: new RegExp(
    String.raw`(?<![${LETTER}])ich\s+(?:füge|baue|schreibe|erstelle|implementiere|lege|richte|mache)\s+(?:jetzt|nun|als\s+nächstes|gleich)(?![${LETTER}])|(?<![${LETTER}])als\s+nächstes\s+(?:baue|schreibe|füge|erstelle|implementiere|kümmere|mache|lege)(?![${LETTER}])|(?<![${LETTER}])ich\s+werde\s+(?:[${LETTER}-]+\s+){0,5}?(?:hinzufügen|bauen|schreiben|erstellen|implementieren|anlegen|einbauen|umsetzen)(?![${LETTER}])|(?<![${LETTER}])ich\s+(?:fange|beginne)\s+(?:jetzt\s+|nun\s+)?(?:mit|an)(?![${LETTER}])`,
    'iu',
  ),
  agentInvites:
    /(?:wie\s+kann\s+ich\s+(?:dir\s+|ihnen\s+|euch\s+)?(?:heute\s+)?helfen|was\s+(?:brauchst\s+du|steht\s+als\s+n[äa]chstes\s+an|soll\s+ich\s+als\s+n[äa]chstes\s+(?:machen|tun|angehen)|machen\s+wir\s+(?:als\s+n[äa]chstes|heute))|n[äa]chstes\s+(?:ticket|thema)|womit\s+kann\s+ich\s+helfen|(?:gibt\s+es\s+)?(?:besondere\s+)?(?:anforderungen|vorgaben|w[üu]nsche)|worauf\s+(?:soll|muss)\s+ich\s+achten|(?:gibt\s+es\s+)?(?:noch\s+)?etwas\s+zu\s+beachten)[^?]{0,60}\?\s*$/iu,
  agentGoAhead:
    /(?:soll\s+ich\s+(?:loslegen|fortfahren|weitermachen|anfangen|das\s+so\s+umsetzen|so\s+vorgehen)|passt\s+(?:das|der\s+plan)|einverstanden|kann\s+ich\s+(?:loslegen|anfangen))\s*\?\s*$/iu,
  agentOffers: new RegExp(
    String.raw`\?\s*$|soll\s+ich|möchtest\s+du|willst\s+du|wenn\s+du\s+(?:willst|möchtest)|ich\s+kann\s+(?:auch\s+)?[${LETTER}]+|ich\s+(?:würde|empfehle)|man\s+könnte|wir\s+könnten|eine\s+möglichkeit`,
    'iu',
  ),
  rules: {
    negators: ['nicht', 'kein', 'keine', 'keinen', 'keinem', 'keiner', 'keines', 'nie', 'niemals', 'ohne', 'hör auf', 'statt', 'anstatt', 'anstelle von'],
    concepts: {
      ask: ['frag', 'nachfrag', 'bestätig'],
      choose: ['wähl', 'auswähl'],
      recommend: ['empfohl', 'empfehl'],
      option: ['option', 'variante'],
      comment: ['kommentar'],
      database: ['datenbank'],
      'read-only': ['schreibgeschützt', 'nur lesend', 'nur-lese'],
      add: ['schreib', 'füg', 'hinzufüg', 'erstell'],
      english: ['englisch'],
      commit: ['commit'],
      message: ['nachricht'],
      push: ['push'],
      branch: ['branch', 'zweig'],
      test: ['test'],
      run: ['ausführ', 'laufen'],
      finish: ['fertig'],
      error: ['fehler'],
      name: ['name', 'benenn'],
      component: ['komponente'],
      general: ['allgemein', 'generisch', 'einheitlich'],
      mechanism: ['mechanismus'],
      'case-by-case': ['einzeln', 'fall für fall'],
      fix: ['beheb', 'korrigier', 'fix'],
      gui: ['fenster'],
      hang: ['hängt', 'blockiert'],
    },
    prefix: /^(?:(?:ab\s+jetzt|von\s+nun\s+an|ab\s+sofort|künftig|in\s+zukunft|bitte|und)[,\s]*)+/iu,
    taskReferences: new RegExp(String.raw`(?<![${LETTER}])(?:das|dies|diese[snmr]?|hier)(?![${LETTER}])`, 'iu'),
  },
  examples: {
    corrections: [
      { text: 'open öffnet hier ein Fenster, nimm was anderes', cue: 'machine' },
      { text: 'der Schlüssel kommt aus dem Vault, wie bei allen anderen', cue: 'convention' },
      { text: 'node 22 gibt es auf dem Build-Server nicht, dort läuft nur die 18', cue: 'machine' },
      { text: 'nein halt, die alten Exporte bleiben liegen, die braucht die Buchhaltung noch', cue: 'wait' },
      { text: 'die Übersetzungsdateien bearbeiten wir nie direkt, die kommen aus Crowdin', cue: 'convention', explicit: true },
      { text: 'das Lockfile löscht man nicht einfach, das gibt nur Ärger', cue: 'not-done', explicit: true },
      { text: 'der Staging-Server hat nur 4 GB RAM, das weißt du doch', cue: 'told-you' },
      { text: 'wir hatten doch vereinbart, dass alle Zeiten in UTC gespeichert werden', cue: 'told-you' },
      { text: 'harte Pfade auf C: gehen gar nicht, das läuft auch auf Linux', cue: 'wrong' },
      { text: 'nimm immer das Logging aus utils/log.py, nicht print', cue: 'always-never' },
      { text: 'für die ganze Sitzung: benutz kein sudo, gib mir einfach den Befehl', cue: 'dont', explicit: true },
      { text: 'die Bundle-ID ist com.example.app, nicht com.example.ios', cue: 'machine' },
      { text: 'der Build-Server ist air gapped, die Wheels liegen in /opt/wheelhouse', cue: 'machine' },
      { text: 'Auf dem Jenkins-Agent läuft noch Python 3.6, das = in f-Strings geht da nicht', cue: 'machine' },
      { text: 'die Prod-DB ist MySQL 5.7, bau die Abfrage ohne JSONB', cue: 'machine' },
      { text: 'Geld als Float ist bei uns eigentlich tabu, Cent als Integer bitte', cue: 'not-done', explicit: true },
      { text: 'das ist kein Fix, das versteckt den Fehler nur', cue: 'complaint' },
      { text: 'du hast die Testmail an echte Kunden geschickt, das darf nicht nochmal passieren', cue: 'standing' },
      { text: 'nimm den Token aus der Config, das will ich nicht nochmal sehen', cue: 'reproach' },
      { text: 'lass die Config in Ruhe, letztes Mal hast du die auch überschrieben', cue: 'reproach' },
      { text: 'schon wieder console.log überall? wir haben einen Logger', cue: 'reproach' },
      { text: 'lass uns vereinbaren: Datumsangaben immer in ISO', cue: 'standing' },
      { text: 'zehn t-Tests ohne Korrektur sind nicht ok, nimm Holm', cue: 'wrong' },
      { text: 'hatten wir nicht BEM vereinbart?', cue: 'told-you' },
      { text: 'die Nummer kommt zuerst, steht doch in den Regeln, die ich dir reinkopiert habe', cue: 'told-you', explicit: true },
      { text: 'wir haben doch schon einen Datums-Helper in utils', cue: 'already-have' },
      { text: 'warum lässt du jedes Mal die ganze Suite laufen? nur das geänderte Paket', cue: 'reproach' },
      { text: 'der Server läuft noch mit Python 3.8, kein match bitte', cue: 'machine' },
      { text: 'kein Internet auf dem Runner, nimm den internen Mirror', cue: 'machine' },
      { text: 'wir pinnen hier keine transitiven Abhängigkeiten, mach das rückgängig', cue: 'convention' },
      { text: 'Docker Hub ist bei uns gesperrt, Images immer über den Harbor-Mirror ziehen', cue: 'convention', explicit: true },
      { text: 'das alte Staging ist tot, alles läuft jetzt auf stage2', cue: 'convention', explicit: true },
      { text: 'die 30 Sekunden Verzögerung sind absichtlich so, die API drosselt uns', cue: 'on-purpose' },
      { text: 'das sleep im Test hatte schon seinen Grund, bau es wieder ein', cue: 'on-purpose' },
      { text: 'der Client wird aus der openapi.yaml generiert, änder lieber die Spec', cue: 'generated' },
      { text: 'themes/paper ist ein Submodul, überschreib das in layouts/ im Root', cue: 'generated' },
      { text: 'die Übersetzungsdateien werden bei jedem Sync überschrieben, neue Keys nur in de.json', cue: 'generated' },
      { text: 'du hast alle Caches in der Produktion geleert, was soll schon schiefgehen', cue: 'irony' },
      { text: 'super, jetzt ruft jeder Test die echte API auf 🙄', cue: 'irony' },
      { text: 'der Datenschutz wird sich freuen über die Klarnamen im Log', cue: 'irony' },
      { text: 'na toll, schon wieder ein Date-Helper. wir haben schon drei', cue: 'irony' },
      { text: 'super, du hast einfach die Kopfzeile gelöscht', cue: 'irony' },
      { text: 'Warum SELECT * ?? Wir lesen nie ganze Tabellen, nur die Felder, die wir brauchen', cue: 'convention' },
      { text: 'danke. kannst du aufhören, mir jedes Mal drei Absätze Zusammenfassung zu schreiben?', cue: 'stop' },
      { text: 'Achtung, die Dateien sind generiert, du darfst nur zwischen den Markern ändern', cue: 'only-there' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'lass vor jedem Commit den Linter laufen, die Pipeline ist langsam', cue: 'standing' },
      { text: 'du hast die ganze Tabelle gelöscht. Ist das dein Ernst?', cue: 'reproach' },
      { text: 'dafür haben wir den DateHelper, nimm den', cue: 'convention' },
      { text: 'danke. Und antworte bitte auf Deutsch', cue: 'reply-language' },
      { text: 'Property im ViewModel. Converter mit Logik drin mögen wir nicht', cue: 'convention' },
      { text: 'die Namen wie im restlichen Repo, auf Englisch', cue: 'convention' },
      { text: 'das Format ist fix(scope): Nachricht. immer so', cue: 'standing', explicit: true },
      { text: 'zum dritten Mal: das ist die alte API', cue: 'reproach' },
      { text: 'die Build-Server haben kein Internet, nimm den internen Mirror', cue: 'machine' },
      { text: 'Staging teilen wir mit QA, merk dir das', cue: 'standing' },
      { text: 'nee, nimm yarn', cue: 'no-then-directive' },
      { text: 'Nein! Code gehört ausschließlich zwischen die USER CODE Marker', cue: 'convention' },
      { text: 'nein, nimm pnpm', cue: 'no-then-directive' },
      { text: 'dieses Projekt nutzt pnpm, also bitte kein npm install', cue: 'convention', explicit: true },
      { text: 'jetzt ist das Layout kaputt. nimm das raus, ich wollte nur die Farbe', cue: 'undo' },
      { text: 'Commits formatieren wir bei uns nach Conventional Commits', cue: 'convention', explicit: true },
      { text: 'ich arbeite unter Windows, den Befehl gibt es hier nicht', cue: 'machine' },
      { text: 'das ist Python-2-Syntax, wir sind auf 3.12', cue: 'machine' },
      { text: 'warum Lombok? das haben wir letztes Jahr überall rausgeworfen', cue: 'machine' },
      { text: 'ja, mach. aber lösch niemals die alten Migrationen', cue: 'always-never', explicit: true, answer: true },
      { text: 'hab ich doch gerade gesagt, die Datei bleibt UTF-8', cue: 'told-you', explicit: true },
      { text: 'grundsätzlich gilt: keine neuen Abhängigkeiten ohne Review', cue: 'standing', explicit: true },
      { text: 'das gilt für alle Services, keine Ausnahme', cue: 'standing', explicit: true },
      { text: 'die Migrationen fasst du nie an', cue: 'standing', explicit: true },
      { text: 'bevor du irgendwas installierst, schau in die package.json', cue: 'ask-first', explicit: true },
      { text: 'das muss asynchron sein, das Gateway bricht nach 3 s ab', cue: 'must-use' },
      { text: 'das Refactoring hab ich nicht verlangt', cue: 'unasked' },
      { text: 'mach die Umbenennung rückgängig, das Frontend nutzt die alten Namen', cue: 'undo' },
      { text: 'frag mich vorher, bevor du die gemeinsame Config änderst', cue: 'ask-first', explicit: true },
      { text: 'ab jetzt frag mich nicht, nimm einfach die empfohlene Option', cue: 'dont-ask', explicit: true },
      { text: 'benutze kein axios, wir nehmen hier fetch', cue: 'dont' },
      { text: 'nimm pnpm statt npm', cue: 'x-not-y' },
      { text: 'du hast schon wieder die Tests vergessen', cue: 'reproach' },
      { text: 'die Fehlermeldungen sind uneinheitlich', cue: 'complaint' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'alle Tabellen müssen das Dezimalkomma nehmen', cue: 'convention' },
      { text: 'du kannst nicht einfach die Toleranz hochdrehen', cue: 'reproach' },
      { text: 'DateTime.Now geht bei uns nicht durch den Review', cue: 'not-done' },
      { text: 'Für sowas immer warning, critical nur bei Kundenimpact', cue: 'always-never' },
      { text: 'Gilt übrigens für alle neuen Operationen, nicht nur diese', cue: 'standing' },
      { text: 'wir machen das hier immer so: ein Commit pro Änderung', cue: 'convention' },
      { text: 'auf keinen Fall echte Daten ins Repo', cue: 'always-never' },
      { text: 'Patientennamen haben in Logs nichts verloren', cue: 'not-done' },
      { text: 'du hast schon zum zweiten Mal die Tests vergessen', cue: 'reproach' },
      { text: 'hör auf, dich zu entschuldigen', cue: 'complaint' },
      { text: 'gilt übrigens für alle neuen Endpunkte', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'committe auf den Branch. übrigens: immer die Logs auf Englisch schreiben', cue: 'always-never', explicit: true },
      { text: 'fürs nächste Mal: erst den Linter laufen lassen, dann committen', cue: 'standing', explicit: true },
      { text: 'von jetzt an nimmst du pnpm', cue: 'standing', explicit: true },
      { text: 'für die Zukunft: jeder neue Endpoint bekommt Tests', cue: 'standing', explicit: true },
      { text: 'in Zukunft bitte keine Emojis in Commits', cue: 'standing', explicit: true },
      // a team convention stated as a fact
      { text: 'bei uns gehen PRs immer gegen develop', cue: 'convention', explicit: true },
      { text: 'Schema-Änderungen laufen bei uns nie über Flyway', cue: 'convention', explicit: true },
      { text: 'Migrationen macht das Plattform-Team, lösch deine wieder', cue: 'convention', explicit: true },
      { text: 'die .env wird nicht committet', cue: 'not-done', explicit: true },
      { text: 'dist gehört nicht ins Repo', cue: 'not-done', explicit: true },
      { text: 'Secrets im Code sind bei uns verboten', cue: 'not-done', explicit: true },
      // prohibitions and "no need"
      { text: 'nicht direkt auf main pushen', cue: 'dont' },
      { text: 'fass den Lockfile nicht an', cue: 'dont' },
      { text: 'der TTL-Index ist nicht nötig', cue: 'no-need' },
      { text: 'den Wrapper kannst du dir sparen', cue: 'no-need' },
      // redirects
      { text: 'der PR geht gegen develop, nicht gegen main', cue: 'x-not-y' },
      { text: 'speicher das in Redis und nicht im Speicher', cue: 'x-not-y' },
      { text: 'ein Index reicht, nimm den zweiten wieder raus', cue: 'enough' },
      { text: 'check-mode gegen prod ist ok, aber mit --limit web-01, nicht alle auf einmal', cue: 'x-not-y' },
      // reproach of how the agent works
      { text: 'warum hast du moment eingebaut? wir haben date-fns', cue: 'why-you' },
      { text: 'hast du den leeren Fall vergessen?', cue: 'reproach' },
      { text: 'du hast wieder die Config gelöscht', cue: 'reproach' },
      { text: 'schon wieder?', cue: 'reproach' },
      { text: 'diesmal bitte vorher die Tests laufen lassen', cue: 'this-time' },
      { text: 'wir hatten doch CSV ausgemacht, nimm Excel wieder raus', cue: 'told-you', explicit: true },
      { text: 'Ich hab ausdrücklich gesagt, die alte Signatur bleibt', cue: 'told-you', explicit: true },
      { text: 'wie besprochen: erst auf Staging, dann Prod', cue: 'told-you', explicit: true },
      { text: 'ich wollte eigentlich, dass die Reservierung als abgelaufen gespeichert bleibt', cue: 'wanted' },
      // take back
      { text: 'lösch das wieder, was du in die composer.json geschrieben hast', cue: 'undo' },
      { text: 'die neue Dependency bitte wieder entfernen', cue: 'undo' },
      // stop at the start of a turn
      { text: 'stopp, das löscht die Datenbank', cue: 'wait' },
      { text: 'stop, noch nicht pushen', cue: 'wait' },
      { text: 'hast du das alte Schema genommen? wir sind letzten Monat auf v2 umgestiegen', cue: 'convention', explicit: true },
      { text: 'das Wiki ist veraltet, die echte Quelle ist die openapi.yaml', cue: 'convention', explicit: true },
      { text: 'warum ist der Port fest verdrahtet? alles andere liest die Config', cue: 'convention', explicit: true },
      { text: 'passt. und für alles, was du hier anfasst: jede neue Funktion braucht einen Kommentar', cue: 'always-never', explicit: true },
      { text: 'wer hat dir gesagt, dass das nur ein Cache ist? da liegt auch der Rate Limiter', cue: 'told-you', explicit: true },
      { text: 'customers ist falsch, `list(limit=10)` gibt nur die erste Seite', cue: 'wrong' },
      { text: 'Warum transformierst du nach 4326?? Unser Projekt läuft in 25832', cue: 'convention', explicit: true },
      { text: 'Bitte keine neuen Pakete ohne Rückfrage', cue: 'ask-first', explicit: true },
      { text: 'Die Summenzeile als echte Formel. Das soll bei allen unseren Berichten so sein.', cue: 'standing', explicit: true },
    ],
    others: [
      { text: 'Bitte Zentimeter statt Zoll in der Tabelle', kind: 'request' },
      { text: 'ok, dann der Export. fass bei diesem Ticket das Datenbankschema nicht an', kind: 'request' },
      { text: 'wir testen immer noch auf staging, prod kommt nächste Woche', kind: 'other' },
      { text: 'warum geht der Export gar nicht mehr?', kind: 'question' },
      { text: 'wir brauchen ein Lasttest-Skript für den Such-Endpoint. Token aus einer Umgebungsvariable lesen, nicht hart codieren', kind: 'request' },
      { text: 'ich weiß, ich hab keine Modals gesagt, das hier ist die Ausnahme: nimm einen Dialog für die Warnung', kind: 'request' },
      { text: 'leg eine Lint-Regel an, damit die CI das nächstes Mal fängt', kind: 'request' },
      { text: 'warte, mach vorher ein Backup der Datenbank', kind: 'request' },
      { text: 'ich hab gesagt, fass die Config nicht an, aber jetzt ist es ok, der Lead hat zugestimmt', kind: 'other' },
      { text: 'Schau bitte, ob der Zyklus korrekt startet. Nur berichten, nichts ändern.', kind: 'other' },
      { text: 'auf dem Gerät hängt der Flow beim Login, Button reagiert nicht. Kein Fehler im Log.', kind: 'other' },
      { text: 'moment, ich muss kurz in eine Besprechung', kind: 'other' },
      { text: 'ich bin kurz in einem Call, solange ich weg bin nichts deployen', kind: 'other' },
      { text: 'warum nicht date-fns? nur aus Neugier', kind: 'question' },
      { text: 'schau dir die Logs an und fass die Fehler zusammen, aber noch nichts ändern', kind: 'request' },
      { text: 'Analysiere bitte die Abhängigkeiten, vorerst keine Änderungen am Code', kind: 'request' },
      { text: 'wir erreichen den Server seit heute Morgen nicht', kind: 'other' },
      { text: 'nach dem Flashen keine CAN-Botschaften mehr auf dem Bus', kind: 'other' },
      { text: 'ist es ok, wenn ich den Branch heute Abend pushe?', kind: 'other' },
      { text: 'nein, ich meinte, wo das gespeichert wird, nicht wer es speichert', kind: 'question' },
      { text: 'vergiss, was ich über den Footer gesagt habe, das ist jetzt freigegeben', kind: 'other' },
      { text: 'es gibt schon einen Termin um 3, schaffst du es vorher?', kind: 'other' },
      { text: 'der Server ist schon wieder down seit dem Deploy', kind: 'other' },
      { text: 'hat der Runner Node 18?', kind: 'other' },
      { text: 'wir wissen nicht, warum der Job nachts abbricht', kind: 'other' },
      { text: 'wir haben keine Tests für das Modul', kind: 'other' },
      { text: 'ist die Verzögerung von 30 Sekunden absichtlich?', kind: 'question' },
      { text: 'generier den Client bitte neu aus der Spec', kind: 'request' },
      { text: 'super, läuft jetzt 🎉', kind: 'other' },
      { text: 'was kann schiefgehen, wenn die Migration zweimal läuft?', kind: 'question' },
      { text: 'wir haben immer Ärger mit dem Proxy', kind: 'other' },
      { text: 'die Zeiten sind falsch, 2 Stunden zu früh', kind: 'other' },
      // near misses of the classes above
      { text: 'warte, lass mich erst meine Änderungen committen', kind: 'other' },
      { text: 'im Ernst? das wusste ich nicht', kind: 'other' },
      { text: 'wie heißen die Branches bei euch im Team?', kind: 'question' },
      { text: 'ich habe einen neuen Mac, wie richte ich node ein?', kind: 'question' },
      { text: 'ja, das dauert immer so lange', kind: 'answer' },
      { text: 'füge einen Dark-Mode-Schalter hinzu', kind: 'request' },
      { text: 'hast du gepusht?', kind: 'question' },
      { text: 'passt, danke', kind: 'acknowledgement' },
      { text: 'alle Tests müssen grün sein', kind: 'request' },
      { text: 'sauber, danke', kind: 'acknowledgement' },
      { text: 'der Login funktioniert immer noch nicht', kind: 'failure-report' },
      { text: 'wieder rot, derselbe Test wie gestern', kind: 'failure-report' },
      // near misses: a cue's words that put work off, ask, constrain new work, report or answer
      { text: 'das machen wir in Zukunft vielleicht mit Redis, jetzt erst mal den Login fixen', kind: 'request' },
      { text: 'als nächstes den Export-Endpoint bauen', kind: 'request' },
      { text: 'bei uns funktioniert der Login immer noch nicht', kind: 'failure-report' },
      { text: 'brauchst du nicht', kind: 'answer' },
      { text: 'die Unit-Tests reichen', kind: 'answer' },
      { text: 'ja, nicht jetzt', kind: 'answer' },
      { text: 'warum schlägt der Test fehl?', kind: 'question' },
      { text: 'diesmal hat es geklappt, danke', kind: 'request' },
      { text: 'stop den Container und starte ihn neu', kind: 'request' },
      { text: 'ich wollte eigentlich fragen, ob wir Redis haben', kind: 'request' },
      { text: 'noch was: kannst du einen Test schreiben? wir nehmen vitest, nicht jest', kind: 'request' },
      { text: 'der Build braucht nicht lange', kind: 'request' },
      { text: 'jedes Mal muss ich neu starten, woran liegt das?', kind: 'other' },
      { text: 'wir sind gestern ins neue Büro umgezogen, alles gut', kind: 'other' },
      { text: 'die Summe ist falsch, sollte um 7 000 liegen', kind: 'other' },
    ],
    agentAnnouncements: ['Ich baue jetzt den Export für die Lieferscheine.', 'Als Nächstes schreibe ich den Parser für die Tarife.'],
    agentInvitations: ['Hallo! Wie kann ich dir heute helfen?', 'HK-57 ist fertig. Nächstes Ticket?', 'Ich fange mit dem Export an. Worauf soll ich achten?'],
    agentGoAheads: ['Plan: 1. migrieren 2. testen. Soll ich loslegen?'],
    agentQuestions: [
      'Es gibt zwei Wege: (a) synchron im Import, (b) über die Outbox.',
      'Man könnte die Logos einmal laden und cachen.',
      'Soll ich das auch in die CLI einbauen?',
      'Wenn du willst, kann ich eine Migration schreiben.',
    ],
  },
}));
