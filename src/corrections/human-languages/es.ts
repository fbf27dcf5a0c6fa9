/** Spanish: cues, clause classes and failure reports (see types.ts). */
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

const SOFTENERS = [
  'por favor',
  'porfa',
  'y',
  'pero',
  'así que',
  'entonces',
  'también',
  'solo',
  'sólo',
  'por\\s+cierto',
  'de\\s+paso',
  'eso\\s+sí',
  'eso\\s+si',
  'oye',
];
/** What a thing does or did, after "siempre" / "nunca": a description, not a rule ("siempre tarda", "nunca funcionó"). */
const DESCRIBES =
  'se|me|te|lo|la|le|les|nos|es|era|fue|est[áa]|estuvo|hay|tarda|tard[óo]|demora|demor[óo]|falla|fall[óo]|funciona|funcion[óo]|anda|anduvo|pasa|pas[óo]|sale|sali[óo]|da|dio|queda|qued[óo]|termina|termin[óo]|carga|carg[óo]|rompe|rompi[óo]|tiene|tuvo|llega|lleg[óo]|responde|respondi[óo]|aparece|apareci[óo]|pide|pidi[óo]|dice|dijo|hace|hizo';
/**
 * What the human never did, after "nunca" ("nunca he usado eso", "nunca vi ese campo", "nunca toqué Kotlin"): their own
 * past, not a rule (the first person's -é written with its accent: "nunca use print" is the formal imperative).
 */
const NEVER_DID = String.raw`(?:(?:lo|la|los|las|le|les|me|te|nos|se)\s+)?(?:he|hemos|había|habia|habíamos|habiamos|hice|hicimos|vi|vimos|tuve|tuvimos|supe|[${LETTER}]{2,}é)`;
/**
 * "siempre que" before a subject of its own ("siempre que el pago rebote …", "siempre que se cierre una caja …"): when
 * something happens, what the product does — a requirement of the work, not how the agent works ("siempre que exportes …").
 */
const WHEN_IT_HAPPENS = String.raw`\s+que\s+(?:el|la|los|las|un|una|algún|algun|alguna|se|él|ella|ellos|ellas)(?![${LETTER}])`;

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?<![${LETTER}])(?:si|aunque|caso|donde)(?![${LETTER}])`;
const CONDITION_GAP = String.raw`[^,.;:!?]{0,40}`;

export const es = lazyLanguage({ id: 'es', name: 'Spanish', script: /[A-Za-z]/ }, () => ({
  markers: {
    words: anyWord(
      [
        'de',
        'en',
        'y',
        'no',
        'un',
        'mi',
        'el',
        'la',
        'los',
        'las',
        'que',
        'qué',
        'del',
        'es',
        'está',
        'esta',
        'por',
        'para',
        'con',
        'una',
        'pero',
        'sí',
        'cómo',
        'también',
        'muy',
        'ahora',
        'esto',
        'eso',
        'usa',
        'hay',
        'yo',
        'tú',
        'te',
        'lo',
        'se',
      ],
      'giu',
    ),
    letters: /[ñ¿¡áíóú]/iu,
  },
  spellings: [
    [new RegExp(String.raw`(?<![${LETTER}])q(?![${LETTER}'])`, 'giu'), 'que'],
    [new RegExp(String.raw`(?<![${LETTER}])(?:tb|tmb)(?![${LETTER}])`, 'giu'), 'también'],
  ],
  cues: () => [
    eyeRollCue(),
    // un nombre de código que es uno y no otro: "el bundle id es com.example.app, no com.example.ios"
    { id: 'machine', pattern: new RegExp(String.raw`(?<![${LETTER}])(?:es|son)\s+${CODE_TERM}\s*,?\s+no\s+${CODE_TERM}`, 'iu'), confidence: 0.7 },
    // el motor de la base de producción: "la base de prod es mysql 5.7"
    // lo que eligió el agente no va a andar donde corre el proyecto: "en el servidor eso no va a andar"
    // dónde no va una clase de cosas: "los tokens no van en la base, viven en el llavero"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])no\s+(?:va|van)\s+(?:en|dentro\s+de)\s+(?:un|una|el|la|los|las)?\s*[${LETTER}\d./_-]+(?:\s+[${LETTER}\d./_-]+){0,4}?\s*[,;—–.]`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // cómo será de aquí en adelante, dicho de lo recién acordado: "y va a ser siempre así para los scripts batch"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:va\s+a\s+ser|será|sera|tiene\s+que\s+ser)\s+siempre\s+así\s+(?:para|en|con)(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // dónde va siempre una clase de cosas: "las claves van siempre en el llavero"
    {
      id: 'convention',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:va|van)\s+siempre\s+(?:en|por|dentro\s+de)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // no es el X del agente: "no es CPF, es el NIF"
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`(?<![${LETTER}])no\s+(?:puede|debe|pueden|deben)\s+ser\s+(?:el\s+|la\s+|un\s+|una\s+)?[\x60'"]?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(String.raw`^(?:(?:eso|esto|aquí|aqui)\s+)?no\s+es\s+(?:el\s+|la\s+|un\s+|una\s+)?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s*[,;.—–-]`, 'iu'),
    ),
    // lo que hizo el agente, dicho al principio de una cláusula: "pusiste 'tú' en todas partes", "sumaste el IVA dos
    // veces" (no "dijiste", "tenías razón"; una pregunta no cuenta)
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:pero|y|porque|o\s+sea|encima)\s+)?(?:tú\s+|vos\s+|ya\s+|otra\s+vez\s+)?(?!(?:dijiste|preguntaste|pediste|entendiste|tuviste|explicaste|comentaste|propusiste|arreglaste|resolviste|acertaste|existe|insiste|consiste|resiste|persiste|asiste|desiste|subsiste|contraste|desgaste|triste|chiste|quiste|alpiste|artiste|liste|piste|vaste|caste|modiste|pianiste)(?![${LETTER}]))[${LETTER}]{2,}(?:aste|iste)(?=\s+[${LETTER}${DIGIT}'"\x60«_])(?![^.!?¿]*\?)`,
        'iu',
      ),
    ),
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:ahí|ahi|allí|alli|allá|alla|en\s+(?:el|los|la|las)\s+(?:servidor(?:es)?|máquinas?|nodos?|equipos?)|en\s+prod(?:ucción|uccion)?)\s+(?:[${LETTER}.-]+\s+){0,3}?no\s+(?:va\s+a\s+|vas\s+a\s+|van\s+a\s+)?(?:andar|funcionar|correr|arrancar|instalar|compilar|anda|funciona|corre|arranca)(?![${LETTER}])|(?<![${LETTER}])no\s+(?:va\s+a|van\s+a)\s+(?:andar|funcionar|correr|arrancar|instalar|compilar)\s+(?:ahí|ahi|allí|alli|allá|alla|en\s+(?:el|los|la|las)\s+(?:servidor(?:es)?|máquinas?|nodos?)|en\s+prod(?:ucción|uccion)?)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:base(?:\s+de\s+datos)?|bd|db)\s+(?:de\s+)?prod(?:ucci[óo]n)?\s+(?:es|est[áa]\s+en|corre\s+(?:en|sobre)|usa)\s+${DATABASE_ENGINES}(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
    },
    // cómo es aquí, siempre o desde la mudanza: "aquí siempre es poetry run pytest", "todo vive en stage2 ahora"
    // a command that opens a window on this machine, where nobody sees it: "aquí `open` abre una ventana, usa otra forma", "xdg-open en este servidor lanza un navegador"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:aqu[íi]|ac[áa]|en\s+(?:esta|mi)\s+m[áa]quina|en\s+este\s+servidor|en\s+local)[^.!?\n]{0,40}?(?:abre|lanza|levanta)\s+(?:una?\s+|el\s+|la\s+)?(?:ventana|gui|interfaz\s+gr[áa]fica|navegador|editor)|(?:abre|lanza|levanta)\s+(?:una?\s+|el\s+|la\s+)?(?:ventana|gui|interfaz\s+gr[áa]fica|navegador|editor)[^.!?\n]{0,40}?(?:aqu[íi]|ac[áa]|en\s+(?:esta|mi)\s+m[áa]quina|en\s+este\s+servidor|en\s+local))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // how every other one of its kind is done, against what the agent did: "las claves salen del vault como todos los demás secretos", "mockéalo como el resto de los tests"
    likeTheRestCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:como|igual\s+que)\s+(?:todos\s+los\s+|todas\s+las\s+)?(?:dem[áa]s|otros|otras)(?![${LETTER}])|(?<![${LETTER}])como\s+(?:en\s+)?el\s+resto\s+de(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:aqu[íi]\s+(?:siempre\s+es|es\s+siempre)|todo\s+(?:vive|est[áa]|corre)\s+en\s+\S+\s+ahora|ahora\s+todo\s+(?:vive|est[áa]|corre)\s+en)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // lo dice lo que el humano le pasó: "está en las reglas que te pegué"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:est[áa]|lo\s+dice|lo\s+pone)\s+en\s+(?:las|el|la|los)\s+[^.?!]{0,30}?que\s+te\s+(?:pas[ée]|pegu[ée]|mand[ée])(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // lo mismo que la última vez: "la última vez también lo metiste en el repo"
    {
      id: 'reproach',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:la\s+última\s+vez|ayer)\s+también\s+(?:lo\s+|la\s+|los\s+|las\s+|me\s+)?[${LETTER}]+ste(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])no\s+es\s+(?:un\s+|una\s+)?(?:arreglo|fix|soluci[óo]n)|(?:solo|sólo)\s+lo\s+(?:esconde|oculta|tapa|disimula)(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])(?:esto|eso)\s+no\s+puede\s+(?:volver\s+a\s+pasar|pasar\s+(?:otra\s+vez|de\s+nuevo)|repetirse)|que\s+no\s+vuelva\s+a\s+pasar(?![${LETTER}])`,
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
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])no\s+quiero\s+(?:volver\s+a\s+ver|ver\s+(?:eso|esto)\s+(?:otra\s+vez|de\s+nuevo|nunca\s+más))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      addressesAgent: true,
    },
    // una regla acordada: "quedemos en que todas las fechas van en ISO"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:quedemos\s+en\s+que|pongámonos\s+de\s+acuerdo|acordemos\s+que)(?![${LETTER}])`, 'iu'),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // lo acordado, preguntado: "¿no habíamos quedado en BEM?"
    {
      id: 'told-you',
      pattern: new RegExp(String.raw`(?<![${LETTER}])no\s+hab[íi]amos\s+(?:quedado|acordado|dicho)(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // lo que hizo el agente no vale: "diez t-tests sin corrección no está bien"
    // el agente tomó lo que no era: "tabla equivocada, los certificados están en crew_cert"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:tabla|archivo|fichero|carpeta|rama|columna|repo|base\s+de\s+datos|bd|endpoint|entorno|servidor|versi[óo]n|ruta|campo|esquema|puerto|formato|m[ée]todo|proyecto|hoja|clave|cuenta|regi[óo]n|plantilla|m[óo]dulo|paquete)\s+(?:equivocad[oa]|incorrect[oa]|err[óo]ne[oa])(?![${LETTER}])(?!\s*[?¿])|(?<![${LETTER}])te\s+equivocaste\s+de\s+(?:tabla|archivo|fichero|carpeta|rama|columna|repo|base|entorno|servidor|versi[óo]n|ruta|campo|esquema|proyecto|hoja|cuenta)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:no\s+(?:est[áa]\s+bien|es\s+aceptable|vale|se\s+permite)|es\s+inaceptable)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    // lo que hizo el agente está invertido: "lo tienes al revés", "eso está al revés" (no "lo mismo pero al revés", que pide)
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:lo\s+tienes|lo\s+ten[ée]s|lo\s+pusiste|lo\s+hiciste|est[áa]n?|quedó|quedo)\s+(?:todo\s+)?(?:al\s+rev[ée]s|invertid[oa]s?)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    // un hábito del agente, preguntado: "¿por qué compilas en release cada vez?"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])por\s*qu[ée]\s+[^?.!]{0,60}?\bcada\s+vez(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // lo que el agente hizo ya existe: "ya tenemos un wrapper de fetch en lib/http"
    {
      id: 'already-have',
      pattern: new RegExp(String.raw`(?<![${LETTER}])ya\s+(?:tenemos|hay)\s+(?:un|una)\s+[${LETTER}${DIGIT}./-]+`, 'iu'),
      confidence: 0.75,
    },
    // un hecho de la máquina o del proyecto: "el servidor tiene Python 3.8", "no hay internet en el runner", "seguimos en Node 16"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:eso|esa|ese|eso\s+ya)\s+lo\s+(?:quitamos|eliminamos|sacamos|deprecamos|dejamos\s+de\s+usar)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:eso|esto|esa|esta)\s+es\s+(?:la\s+)?sintaxis\s+(?:vieja\s+|antigua\s+)?de\s`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:esta|la|nuestra|este|el|nuestro)\s+(?:m[áa]quina|servidor|hosting|placa|instancia|vm|runner|equipo|emulador|simulador|m[óo]vil|dispositivo)(?:\s+(?:de|del)\s+(?:la\s+|el\s+|los\s+|las\s+)?[${LETTER}]+)?\s+(?:no\s+tiene\s+[${LETTER}]|(?:es|tiene|corre|usa|sigue\s+en)\s+(?:un|una|ning[úu]n|solo|s[óo]lo|[${LETTER}.-]+\s*v?\d|\d))|(?<![${LETTER}])no\s+hay\s+(?:internet|salida\s+a\s+internet|gpu|docker|sudo)(?![${LETTER}])|(?<![${LETTER}])(?:estamos|seguimos)\s+(?:en|con)\s+(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d`,
        'iu',
      ),
      confidence: 0.7,
    },
    // lo que el equipo no hace: "aquí no subimos el build", "no usamos lodash" (no "no sabemos por qué")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])no\s+(?!(?:sabemos|vemos|entendemos|podemos|tenemos|estamos|hemos|somos|encontramos|conseguimos|logramos|recibimos|obtenemos|llegamos|conectamos|accedemos|queremos\s+saber)(?![${LETTER}]))[${LETTER}]{2,}(?:amos|emos|imos)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // el agente editó lo que escribe una herramienta: "el CHANGELOG se genera en el release"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:se\s+genera(?:n)?|(?:es|son)\s+generad[oa]s?|se\s+sobrescriben?\s+(?:en\s+cada|con\s+cada|cada|al|cuando)|(?:es|son)\s+(?:un\s+)?subm[óo]dulos?|(?:es|son)\s+sobrescrit[oa]s?\s+(?:en\s+cada|con\s+cada|cada|por|al|cuando)|generad[oa]s?\s+(?:por|desde|autom[áa]ticamente))(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // lo que el agente quitó estaba a propósito: "el timeout es así a propósito", "está en el gitignore por algo"
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:a\s+prop[óo]sito|adrede|aposta|intencionad[oa]s?|(?:es|son)\s+intencional(?:es)?|por\s+(?:algo|una\s+raz[óo]n)(?!\s+(?:as[íi]|m[áa]s|parecido|que|de|para))|no\s+es\s+casualidad)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony: "qué podría salir mal", "a seguridad le va a encantar", praise with 🙃 or 🙄
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])qu[ée]\s+(?:podr[íi]a|puede)\s+salir\s+mal(?=(?:[,\s]+(?:no|eh|verdad|jaja+)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
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
        String.raw`(?<![${LETTER}${DIGIT}_])(?:le|les)\s+va(?:n)?\s+a\s+encantar(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:va|van)\s+a\s+estar\s+encantad[oa]s?(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:genial|perfecto|excelente|brillante|maravilloso|qu[ée]\s+bien|bravo)\b[^.!?\n]{0,80}?(?:🙃|🙄|🤦|🤡)|^(?:ah\s+|oh\s+)?(?:genial|perfecto|estupendo|qu[ée]\s+bien|bravo|excelente|maravilloso|fant[áa]stico)\s*[,.!]*\s+(?:un\s+(?:segundo|tercer|cuarto)\s|una\s+(?:segunda|tercera|cuarta)\s|(?:ya\s+)?(?:borraste|eliminaste|metiste|pusiste|rompiste)\s)`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // what the house uses all over: "usamos el logger propio en todo el proyecto", "en todo el repo ya usamos zod"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:ya\s+)?usamos\s+[^.!?\n]{1,40}?\s+en\s+(?:todo\s+el\s+(?:repo|repositorio|proyecto|código|codigo|sistema|monorepo|backend|frontend)|todos\s+(?:lados|los\s+sitios)|todas\s+partes)`,
        String.raw`en\s+todo\s+el\s+(?:repo|repositorio|proyecto|código|codigo|sistema|monorepo)\s+(?:ya\s+)?usamos`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how every one of a kind is here: "aquí todo mart es incremental"; "como el resto" said of what the agent made
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:aquí|aqui|acá|aca)\s+(?:todo|toda|todos|todas)\s+(?:los\s+|las\s+)?[${LETTER}-]+\s+(?:es|son|usa|usan|tiene|tienen|va|van)`,
        'como\\s+(?:todo\\s+)?el\\s+resto(?=\\s*(?:[,.;!]|$))',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // where it never goes: "la UMA no va fija en código", "los secretos no van en el repo"
    {
      id: 'not-done',
      pattern: anyWord(['no\\s+va(?:n)?\\s+(?:fij[oa]s?|hardcodead[oa]s?|en\\s+(?:el\\s+)?(?:código|codigo|repo))']),
      confidence: 0.75,
      explicit: true,
    },
    // a fact of the place shared with others: "la base de dev es compartida con QA"
    {
      id: 'machine',
      pattern: anyWord([
        '(?:base|servidor|máquina|maquina|cluster|entorno|ambiente|staging|instancia|bucket|cuenta|redis)(?:\\s+de\\s+\\S+)?\\s+(?:es|son|está|esta)\\s+compartid[oa]s?',
      ]),
      confidence: 0.7,
    },
    // how the house always does it: "en el periódico siempre usamos el censo CER+CERA", "nunca usamos floats para plata"
    {
      id: 'convention',
      pattern: anyWord(['(?:siempre|nunca|jamás)\\s+(?:usamos|ponemos|hacemos|trabajamos|publicamos|guardamos|calculamos|redondeamos)(?=\\s+\\S)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // what the house moved to, where its truth is kept, what the rest does: "nos pasamos a pnpm", "la fuente de verdad
    // es el openapi.yaml", "todo lo demás lee la config"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:nos\s+(?:pasamos|cambiamos)|migramos)\s+(?:ya\s+)?(?:al|a)(?=\s+(?!(?:ver|revisar|otra\s+cosa|la\s+siguiente)(?![${LETTER}]))\S)`,
        'fuente\\s+(?:única\\s+|unica\\s+)?de\\s+(?:la\\s+)?verdad',
        'la\\s+(?:fuente|referencia)\\s+(?:real|buena|oficial)\\s+es',
        '(?:todo\\s+lo\\s+dem[áa]s|todos\\s+los\\s+dem[áa]s\\s+\\S+|los\\s+otros\\s+\\S+|el\\s+resto)\\s+(?:ya\\s+)?(?:usa|usan|lee|leen|toma|toman|saca|sacan|pasa|pasan\\s+por|llama|llaman|sigue|siguen)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "cada cambio necesita el ticket", "toda función nueva lleva docstring"
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:cada|toda|todo)\s+(?:nuevo\s+|nueva\s+)?[${LETTER}-]+(?:\s+(?:nuevo|nueva))?\s+(?:necesita|requiere|debe|tiene\s+que|lleva)`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a prohibition by noun opening a sentence: "ningún log con datos personales" (not "ningún error en consola")
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`(?:^|[.!;:]\s*)(?:ningún|ningun|ninguna)\s+(?!(?:error|errores|problema|cambio|resultado|aviso|warning|mensaje|fallo|test|dato|registro\s+nuevo)(?![${LETTER}]))[${LETTER}]+`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // everything of a kind must: "todas las tablas tienen que ir con coma"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`tod[oa]s\s+l[oa]s\s+[${LETTER}]{3,}(?:\s+\S+){0,6}?\s+(?:tienen\s+que|deben|han\s+de)\s+(?!pasar|funcionar|andar|estar\s+en\s+verde)[${LETTER}]+`,
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a shortcut the agent took, called out: "no puedes simplemente …", "no podés solo …"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`no\s+(?:puedes|pod[ée]s|puede)\s+(?:simplemente|solo|sólo|nom[áa]s)\s+(?!(?:hacer\s+clic|clicar|pulsar|tocar|abrir|entrar|escribir)(?![${LETTER}]))[${LETTER}]+`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // for a kind of case, every time: "para estas cosas siempre …"; what we use for everything of a kind
    {
      id: 'always-never',
      pattern: anyWord(['(?:para\\s+(?:estas|esas)\\s+cosas|en\\s+(?:estos|esos)\\s+casos)\\s*,?\\s+(?:siempre|nunca)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    { id: 'convention', pattern: anyWord(['(?:usamos|utilizamos)\\s+(?:\\S+\\s+){1,3}?para\\s+todo']), confidence: 0.75, explicit: true, standingRule: true },
    // how it is done here, said as such: "así lo hacemos acá", "es la convención del equipo"
    {
      id: 'convention',
      pattern: anyWord([
        'as[íi]\\s+(?:lo\\s+)?(?:hacemos|se\\s+hace)\\s+(?:ac[áa]|aqu[íi]|en\\s+el\\s+equipo)',
        'es\\s+(?:la\\s+)?convenci[óo]n\\s+(?:de\\s+)?(?:ac[áa]|aqu[íi]|del\\s+equipo|nuestra)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // an emphatic prohibition: "de ninguna manera …", "bajo ningún concepto …", "ni se te ocurra …"
    {
      id: 'always-never',
      pattern: atClauseStart(['de\\s+ninguna\\s+manera', 'bajo\\s+ning[úu]n\\s+concepto', 'en\\s+ning[úu]n\\s+caso', 'ni\\s+se\\s+te\\s+ocurra'], SOFTENERS),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // the same mistake again, counted: "ya van dos veces", "ya es la segunda vez"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`ya\s+(?:van\s+(?:dos|tres|cuatro|\d+)\s+veces|es\s+la\s+segunda\s+vez)\s+que\s+(?:me\s+|te\s+|lo\s+|la\s+)?[${LETTER}]+(?:as|es|ás|és)`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // the agent's manner: "deja de disculparte", "solo dime qué cambiaste"
    {
      id: 'complaint',
      pattern: anyWord(['(?:deja|dej[áa]|basta)\\s+de\\s+(?:disculparte|pedir\\s+perd[óo]n)', 'solo\\s+(?:dime|decime)\\s+qu[ée]\\s+(?:cambiaste|hiciste)']),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // how it is done here, impersonal: "acá siempre se corre como www-data", "en esta agencia todo texto va traducible"
    {
      id: 'convention',
      pattern: anyWord([
        // not what keeps happening: "acá siempre se cuelga el build"
        String.raw`(?:acá|aca|aquí|aqui)\s+(?:siempre|nunca|jamás)\s+se\s+(?!(?:cuelga|colg[óo]|rompe|rompi[óo]|cae|cay[óo]|traba|trab[óo]|tilda|tild[óo]|muere|muri[óo]|queda|qued[óo]|pierde|perdi[óo]|borra|borr[óo]|reinicia|apaga|congela|bloquea|corta|cort[óo])(?![${LETTER}]))[${LETTER}]+`,
        String.raw`en\s+(?:esta|la|nuestra)\s+(?:agencia|empresa|oficina|casa)\s+(?:\S+\s+){0,4}?(?:siempre|nunca|jamás|todo|toda|todos)(?![${LETTER}])`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord(['como\\s+(?:en\\s+)?(?:el\\s+)?resto\\s+del\\s+(?:repo|proyecto|c[óo]digo|equipo)', 'como\\s+en\\s+todo\\s+el\\s+(?:repo|proyecto)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always like this", said of what was just shown: it holds every time
    {
      id: 'standing',
      pattern: anyWord(['siempre\\s+(?:as[íi]|de\\s+esta\\s+forma|con\\s+este\\s+formato)(?=\\s*[.!]|\\s*$)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a way of doing a kind of thing, "siempre" closing its clause: "los importes van con coma decimal siempre", "tono
    // cercano siempre" (not "para siempre", forever; nor what keeps happening: "en el CI pasa siempre")
    {
      id: 'always-never',
      pattern: new RegExp(String.raw`(?<=(?<![${LETTER}])(?!(?:para|${DESCRIBES})\s)[${LETTER}]{3,}\s+)siempre(?=\s*(?:[.,;!:)]|$))`, 'iu'),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        '(?:no\\s+tiene(?:n)?|sin)\\s+(?:acceso\\s+a\\s+)?internet',
        '(?:bloquead[oa]s?|detr[áa]s\\s+de)\\s+(?:un|el|del)\\s+proxy',
        'air[-\\s]?gapped',
        'aislad[oa]s?\\s+de\\s+internet',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(['t[eé]n(?:lo|ganlo)\\s+(?:en\\s+cuenta|presente)(?!\\s+para\\s+(?:hoy|ahora))']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(['(?:ya\\s+)?(?:(?:es\\s+)?la\\s+)?(?:tercera|cuarta|quinta)\\s+vez']),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord(['(?:este|nuestro)\\s+(?:proyecto|repo|repositorio)\\s+(?:usa|utiliza|corre\\s+(?:con|en)|está\\s+hecho\\s+con)']),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "acá las ramas se llaman PLAT-<ticket>/…", "convención de nombres"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:aquí|aqui|acá|aca|nosotros|en\s+(?:el|nuestro)\s+(?:equipo|proyecto))\s+(?:\S+\s+){0,3}?(?:se\s+llaman|llamamos|nombramos|se\s+nombran)(?![${LETTER}])`,
        'convenci[óo]n\\s+de\\s+(?:nombres|nombrado|nomenclatura)',
        '(?:formato|convenci[óo]n)\\s+de\\s+(?:los\\s+)?(?:commits|ramas|mensajes\\s+de\\s+commit)\\s+(?:es|acá|aquí)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "uso Windows", "aquí no existe ese comando"
    {
      id: 'machine',
      pattern: anyWord([
        `(?:uso|estoy\\s+(?:en|con)|trabajo\\s+(?:en|con)|tengo)\\s+(?:un\\s+|una\\s+)?${OPERATING_SYSTEMS}`,
        `no\\s+tengo\\s+${OPERATING_SYSTEMS}`,
        '(?:aqu[íi]|ac[áa]|en\\s+(?:mi|esta)\\s+(?:m[áa]quina|compu|pc|computadora|port[áa]til))\\s+no\\s+(?:existe|hay|est[áa]\\s+instalad[oa]|funciona)',
        'no\\s+existe\\s+(?:aqu[íi]|ac[áa]|en\\s+(?:mi|esta)\\s+(?:m[áa]quina|compu|pc))',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      // also asked back: "¿quién te dijo que …?", "кто тебе сказал …?"
      inQuestion: true,
      pattern: anyWord([
        '(?:ya\\s+)?te\\s+(?:lo\\s+)?(?:dije|he\\s+dicho|había\\s+dicho|habia\\s+dicho|pedí|pedi|había\\s+pedido|habia\\s+pedido)',
        '(?:quién|quien)\\s+te\\s+(?:dijo|pidió|pidio)\\s+que',
        'como\\s+(?:te\\s+)?dije',
        'cu[áa]ntas\\s+veces',
        'acabo\\s+de\\s+(?:decir|decirte|pedir|pedirte)',
        // "habíamos dicho CSV", "quedamos en que …": what was agreed
        '(?:ya\\s+)?(?:habíamos|habiamos|hab[ií]amos\\s+quedado|quedamos)\\s+(?:dicho|en)',
        // "como acordamos", "¿leíste siquiera las reglas que te pasé?"
        'como\\s+(?:lo\\s+)?(?:acordamos|hablamos|quedamos|hab[ií]amos\\s+(?:acordado|hablado|quedado))',
        'le[íi]ste\\s+(?:siquiera\\s+)?(?:las|el|la|los)\\s+[^.?!]{0,30}?que\\s+te\\s+(?:pas[ée]|pegu[ée]|mand[ée])',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyWord([
        'a\\s+partir\\s+de\\s+ahora',
        'de\\s+ahora\\s+en\\s+adelante',
        'desde\\s+ahora',
        'la\\s+próxima\\s+vez',
        'en\\s+el\\s+futuro',
        // (not "cada vez que lo corro", "cada vez que el job arranca": what happens each time, told)
        String.raw`cada\s+vez\s+que(?!\s+(?:el|la|los|las|un|una|yo|él|ella|ellos|ellas|alguien|es|está|hay|se|(?:lo|la|le|los|las|me|nos)\s+[${LETTER}]+o)(?![${LETTER}]))`,
        'recuerda',
        'record[áa](?:\\s+que)?',
        'acu[ée]rdate',
        'acordate',
        'de\\s+(?:aquí|aqui|acá|aca)\\s+en\\s+adelante',
        'de\\s+ahora\\s+en\\s+m[áa]s',
        'la\\s+proxima\\s+vez',
        String.raw`para\s+la\s+pr[óo]xima(?=\s*[,.!:;]|\s*$|\s+(?:vez|ya|acordate|acuérdate|record[áa]|ten|tené)(?![${LETTER}]))`,
        'todas\\s+las\\s+veces',
        't[eé]n(?:lo)?\\s+en\\s+cuenta\\s+para\\s+(?:la\\s+pr[óo]xima|el\\s+futuro|adelante)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        'no\\s+(?:me\\s+)?(?:preguntes|pidas\\s+confirmación|consultes)',
        'sin\\s+preguntar(?:me)?',
        'deja\\s+de\\s+preguntar(?:me)?',
        'elige\\s+(?:tú|la\\s+(?:opción\\s+)?recomendada)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "para el futuro: …", "a futuro, …" open a rule; "déjalo para el futuro" only puts work off
    {
      id: 'standing',
      pattern: atClauseStart(['para\\s+el\\s+futuro', 'a\\s+futuro', 'en\\s+adelante'], SOFTENERS),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: /^(?:no|nop|incorrecto)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    // lo que el agente acaba de usar no está: "no hay docker en el server", "no usamos redis" (solo de un término
    // de sus últimas palabras, y no como respuesta a su pregunta)
    absentCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:no\s+hay|no\s+(?:tenemos|usamos|tiene|existe)|ac[áa]\s+no\s+hay)\s+(?:ning[úu]n\s+|ninguna\s+)?\x60?(?<replaced>[\w@./+-]{2,})`,
        'iu',
      ),
    ),
    { id: 'x-not-y', pattern: anyWord(['(?:usa|utiliza|usemos)\\s+\\S+\\s+en\\s+(?:lugar|vez)\\s+de', 'no\\s+\\S+\\s+sino']), confidence: 0.85, answers: true },
    {
      id: 'instead-of',
      pattern: new RegExp(String.raw`(?<![${LETTER}])en\s+(?:lugar|vez)\s+de\s+(?:la\s+|el\s+|los\s+|las\s+)?(?<replaced>[${LETTER}${DIGIT}@./_-]{3,})`, 'iu'),
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\sy)\s*no\s+(?:en|el|la|los|las|un|una|con|contra|a|al|del|de|desde|por|para|sobre|como|vía|via)\s+(?!(?:ahora|ahorita|ahí|ahi|aquí|aqui|acá|aca|nada|todavía|mucho|tanto|mal)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(String.raw`,\s*no\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})\s*(?:[.!]|$)`, 'iu'),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    { id: 'verify-first', pattern: anyWord(['antes\\s+de\\s+(?:decir|decirme|avisar|avisarme)']), confidence: 0.8, explicit: true, addressesAgent: true },
    // (not what the human has never done: "nunca he usado eso", "nunca vi ese campo", "nunca toqué Kotlin")
    {
      id: 'always-never',
      pattern: atClauseStart([`siempre(?!${WHEN_IT_HAPPENS})`, String.raw`(?:nunca|jamás)(?!\s+(?:${NEVER_DID})(?![${LETTER}]))`], SOFTENERS),
      confidence: 0.8,
      explicit: true,
    },
    // the same said to the agent, not of what a thing does ("siempre tarda", "nunca funciona", "siempre se cuelga")
    {
      id: 'always-never',
      pattern: atClauseStart(
        [`(?:(?:tú|vos|usted)\\s+)?(?:siempre|nunca|jamás)(?!\\s+(?:${DESCRIBES}|${NEVER_DID})(?![${LETTER}])|${WHEN_IT_HAPPENS})`],
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
          // (the pronoun group with one \s+ after it: V8 compiles that 3× faster than a \s+ in each alternative)
          'no\\s+(?:(?:me|lo|la|los|las|le)\\s+)?vuelvas\\s+a',
          'no\\s+(?:(?:me|lo|la|los|las|le)\\s+)?(?:uses|hagas|pongas|agregues|añadas|toques|cambies|borres|edites|escribas|crees|metas|instales|modifiques|subas|inventes|asumas|elimines)',
          // more verbs, tú and vos ("no toqués", "no commitees", "no mockees")
          'no\\s+(?:(?:me|lo|la|los|las|le|les|te)\\s+)?(?:us|hag|pong|agregu|añad|toqu|cambi|borr|edit|escrib|cre|met|instal|modifiqu|sub|invent|asum|elimin|commite|comite|pushe|merge|ejecut|corr|muev|renombr|saqu|quit|llam|import|mocke|hardcode|actualic|gener|despliegu|reescrib|refactoric|expong|dupliqu|ignor|hardcod|formate|reformate|indent)(?:es|as|és|ás)',
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
    },
    // "el .env no se commitea", "acá no se usa moment", "eso no se hace así": how things are not done
    {
      id: 'not-done',
      pattern: anyWord([
        'no\\s+se\\s+(?:commitea(?:n)?|comitea(?:n)?|pushea(?:n)?|versiona(?:n)?|toca(?:n)?|usa(?:n)?|mergea(?:n)?|mockea(?:n)?|hardcodea(?:n)?|sube(?:n)?\\s+al\\s+repo)',
        'no\\s+se\\s+hace(?:n)?\\s+(?:así|asi|eso|nunca)',
        '(?:est[áa]n?|queda(?:n)?)\\s+prohibid[oa]s?',
        'no\\s+(?:est[áa]n?\\s+)?permitid[oa]s?',
        'no\\s+se\\s+permite(?:n)?',
      ]),
      confidence: 0.8,
      explicit: true,
    },
    // "no hace falta el índice", "no es necesario que …": what the agent did or plans is not needed (an answer too)
    {
      id: 'no-need',
      pattern: anyWord([
        'no\\s+hace\\s+falta',
        'no\\s+es\\s+necesari[oa]',
        'no\\s+(?:lo|la|los|las)\\s+necesit(?:o|amos)',
        'no\\s+(?:tienes|tenés|tenes|necesitas|necesitás)\\s+que',
        'sobra(?:n)?(?=\\s*[.!,]|\\s*$)',
        'está(?:n)?\\s+de\\s+más',
      ]),
      confidence: 0.8,
      answers: true,
    },
    // a prohibition by noun: "nada de any", "nada de console.log en prod" (not "nada de eso")
    { id: 'no-x', pattern: atClauseStart([String.raw`nada\s+de\s+(?!(?:eso|esto|nada|lo\s+que)(?![${LETTER}]))\S+`], SOFTENERS), confidence: 0.75 },
    {
      id: 'stop',
      pattern: atClauseStart(['deja\\s+de', 'para\\s+de', 'basta\\s+de', 'dej[áa]\\s+de', 'par[áa]\\s+de'], SOFTENERS),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    {
      id: 'wrong',
      pattern: anyWord([
        // (not "algo está mal": something unnamed is off, as a report says)
        '(?<!algo\\s)(?:eso\\s+)?(?:está|esta)\\s+(?:mal|incorrecto)',
        'no\\s+es\\s+(?:lo\\s+que\\s+(?:pedí|quería)|correcto)',
        'te\\s+equivocaste',
        'es\\s+incorrecto',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // "no te pedí eso", "nadie pidió": the agent did what no one asked; "vuelve a ponerlos como estaban": take it back
    {
      id: 'unasked',
      pattern: anyWord([
        '(?:yo\\s+)?no\\s+te\\s+(?:pedí|pedi)',
        'nadie\\s+(?:te\\s+)?(?:pidió|pidio|dijo)',
        'qui[ée]n\\s+te\\s+(?:pidió|pidio|dijo|mandó|mando)',
        'no\\s+(?:lo\\s+)?(?:pedí|pedi)',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    // cómo es aquí, en todo: "aquí es HALF_EVEN en todo", "usamos UTC en todos lados"
    {
      id: 'convention',
      pattern: anyWord([
        '(?:aqu[íi]|ac[áa])\\s+(?:es|usamos|se\\s+usa)\\s+[^.!?]{1,40}?\\s+en\\s+(?:todo|todos\\s+lados|todas\\s+partes)',
        'usamos\\s+[^.!?]{1,40}?\\s+en\\s+(?:todos\\s+lados|todas\\s+partes)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'vuelve\\s+a\\s+poner(?:lo|la|los|las)?',
        'devu[ée]lve(?:lo|la|los|las)',
        'revierte',
        'deshaz',
        'd[ée]ja(?:lo|la|los|las)\\s+como\\s+estaba(?:n)?',
        'como\\s+estaba(?:n)?(?=\\s*[.!,]|\\s*$|\\s+(?:antes|porfa|por\\s+favor))',
        'revert[íi](?:lo|la|los|las)?',
        'deshac[ée](?:lo|la|los|las)?',
        'volv[ée]\\s+(?:atr[áa]s|a\\s+(?:como|lo\\s+que)\\s+(?:estaba|era|había|habia))',
        // "quita lo que agregaste", "sacá eso que pusiste": take back what the agent added
        '(?:quit|sac|borr|elimin)[aá](?:lo|la|los|las)?\\s+(?:todo\\s+)?(?:lo|eso|esto)\\s+que\\s+(?:agregaste|añadiste|pusiste|creaste|metiste|cambiaste|hiciste)',
        // "remove that" said of what the agent just added
        '(?:qu[ií]t|s[aá]c|b[oó]rr|elim[ií]n)[aá](?:lo|la|los|las)(?=\\s*[,.;!]|\\s*$)',
        '(?:quit|sac|borr|elimin)[aá]\\s+(?:eso|esto)(?=\\s*[,.;!]|\\s*$)',
        // "quita esa validación", "saca ese import": what was just named, by a demonstrative
        '(?:quit|sac|borr|elimin)[aá]\\s+(?:esa|ese|esas|esos)\\s+[^\\s,.;!?]+(?=\\s*[,.;!]|\\s*$)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    {
      id: 'ask-first',
      pattern: anyWord(['preg[úu]ntame\\s+(?:antes|primero)', 'cons[úu]ltame\\s+(?:antes|primero)']),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'olvidaste',
        'se\\s+te\\s+(?:olvidó|olvido|pasó|paso)',
        'ignoraste',
        'no\\s+me\\s+(?:hiciste\\s+caso|escuchaste|leíste|leiste)',
        String.raw`de\s+nuevo\s+[${LETTER}]+(?:aste|iste)`,
        String.raw`[${LETTER}]+(?:aste|iste)\s+de\s+nuevo`,
        'no\\s+(?:probaste|ejecutaste|leíste|revisaste)',
        'sigues\\s+\\w+ndo',
        'no\\s+estás\\s+\\w+ndo',
        String.raw`otra\s+vez\s+[${LETTER}]+(?:aste|iste)`,
        String.raw`[${LETTER}]+(?:aste|iste)\s+otra\s+vez`,
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "otra vez con lo mismo", "de nuevo el mismo …": the same thing again, said to the agent — not where the sentence
    // reports the same failure again ("otra vez lo mismo" over a pasted error)
    {
      id: 'reproach',
      pattern: anyWord(['(?:de\\s+nuevo|otra\\s+vez)\\s+(?:con\\s+)?(?:lo\\s+mismo|el\\s+mismo|la\\s+misma)']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
      notInFailure: true,
    },
    // "¿otra vez?", "¿de nuevo?": the agent did the same again
    { id: 'reproach', pattern: atStart(['¿?(?:otra\\s+vez|de\\s+nuevo)(?=\\s*[?!¿¡]|\\s*$)']), confidence: 0.75, inQuestion: true, addressesAgent: true },
    // the same again, opening a sentence, of what the agent made: "¿otra vez requests?", "otra vez con los console.log"
    // (not "otra vez falla", a failure; not "de nuevo, corre los tests", a request to repeat)
    againCue(
      new RegExp(
        String.raw`^¿?\s*(?:otra\s+vez|de\s+nuevo)\s+(?:con\s+\S|(?:vos|t[úu]|usted)\s+\S|(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:no|nada|falla|fall[óo]|el\s+mismo|la\s+misma)(?![${LETTER}]))\S)`,
        'iu',
      ),
    ),
    // "¿por qué agregaste maatwebsite? no lo pedí": a why-question at what the agent did, beside a statement
    {
      id: 'why-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:¿\s*)?por\s*qu[ée]\s+(?:me\s+|lo\s+|la\s+|los\s+|las\s+|le\s+|les\s+|te\s+)?(?:[${LETTER}]{2,}(?:aste|iste)|(?:usas|usás|pones|ponés|metes|metés|cambias|cambiás|borras|borrás|añades|agregas|agregás|creas|reescribes|tocas|tocás|sacas|quitas|importas|instalas))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "esta vez corré los tests antes": the agent failed at it before
    {
      id: 'this-time',
      pattern: atClauseStart(
        [String.raw`esta\s+vez\s+(?:sí\s+|si\s+)?(?!(?:sí\s+|si\s+)?(?:funcion|anduvo|pasó|paso|sali)[${LETTER}]*)[${LETTER}]+`],
        SOFTENERS,
      ),
      confidence: 0.7,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord(['no\\s+debería', 'no\\s+se\\s+supone', 'por\\s+qué\\s+no\\s+(?:lo\\s+)?(?:probaste|usaste|ejecutaste|hiciste)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyWord(['prefiero', 'me\\s+gusta\\s+más']), confidence: 0.75, preference: true },
    {
      id: 'contrast-wish',
      pattern: atStart(['(?:pero|sin\\s+embargo)\\s*,?\\s+(?:yo\\s+)?(?:quiero|quería|necesito)']),
      confidence: 0.75,
      addressesAgent: true,
    },
    { id: 'dislike', pattern: anyWord(['no\\s+me\\s+gusta', 'no\\s+quiero', 'odio']), confidence: 0.7, ownWant: true, aloneOnEcho: true },
    // (not "usa el interlock entonces", "usa o showfreqs então": taking what the agent just offered)
    { id: 'use', pattern: atStart([String.raw`(?:usa|utiliza)\s+(?![^,.;!?]*(?<![${LETTER}])(?:entonces|então|entao)(?![${LETTER}]))\S`]), confidence: 0.7 },
    {
      id: 'must-use',
      pattern: atClauseStart(
        [
          '(?:esto\\s+|eso\\s+)?tiene\\s+que\\s+(?:ser|usar|ir|estar|quedar)',
          'hay\\s+que\\s+usar',
          String.raw`debe\s+(?:ser(?!\s+(?:el|la|los|las|por|que|un|una|eso|esto)(?![${LETTER}]))|usar|ir|estar)`,
        ],
        SOFTENERS,
      ),
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'should', pattern: anyWord(['deberías', 'debes', 'tienes\\s+que']), confidence: 0.65, addressesAgent: true },
    {
      id: 'complaint',
      pattern: anyWordStart([
        'demasiado\\s+(?:largo|complejo|complicado)',
        'desordenado',
        'redundante',
        'déjalo\\s+simple',
        'un\\s+montón\\s+de\\s+código',
        'te\\s+pasaste',
      ]),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart(['duplicad'])),
    namedStateCue(anyWordStart(['inconsistente', 'no\\s+es\\s+consistente'])),
    { id: 'disagree', pattern: anyWord(['no\\s+creo\\s+que', 'no\\s+pienso\\s+que']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyWord([
        '(?:aquí|acá|aca)\\s+(?:no\\s+)?usamos',
        '(?:eso|esto|esa|ese)\\s+va(?:n)?\\s+en\\s+\\S*[/.]\\S*',
        '(?:regla|norma|convención)\\s+del\\s+equipo',
        'en\\s+este\\s+(?:repo|proyecto|repositorio)',
        // "acá los PR siempre van contra develop", "en el equipo nunca usamos any", "nosotros solo mergeamos con squash"
        String.raw`(?:aquí|aqui|acá|aca|nosotros|en\s+(?:el|mi|nuestro)\s+(?:equipo|team|proyecto)|en\s+la\s+(?:empresa|ofi(?:cina)?))\s+(?:\S+\s+){0,3}?(?:(?:siempre|nunca|jamás|jamas|solo|sólo|solamente)\s+(?:se\s+(?:usa|hace|escribe|pone|mergea|commitea|pushea|despliega|deploya|nombra|llama|testea|prueba)(?:n)?|va(?:n)?)|(?:siempre|nunca|jamás|jamas|solo|sólo|solamente|no)\s+(?:usamos|hacemos|trabajamos|escribimos|ponemos|mergeamos|commiteamos|pusheamos|desplegamos|deployamos|pasa(?:n)?\s+por))(?![${LETTER}])`,
        '(?:usamos|trabajamos\\s+con)\\s+\\S+(?:\\s+\\S+)?\\s+(?:acá|aca|aquí|aqui|en\\s+el\\s+equipo)',
        // "eso lo hace el equipo de DBA", "las migraciones las maneja infra"
        '(?:lo|la|los|las)\\s+(?:hace(?:n)?|maneja(?:n)?|gestiona(?:n)?|lleva(?:n)?)\\s+(?:siempre\\s+)?(?:el\\s+equipo|la\\s+gente|el\\s+team|los\\s+de)',
        'nadie\\s+(?:usa|hace|commitea|toca|escribe)\\s+\\S+\\s+(?:acá|aca|aquí|aqui)',
        '(?:la\\s+)?(?:regla|norma|convención|convencion)\\s+(?:acá|aca|aquí|aqui|es)',
        '(?:todo|todos|todas)\\s+(?:\\S+\\s+)?(?:va|van|pasa|pasan)\\s+(?:siempre\\s+)?por',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how a thing is here, said at the head of a clause: "aquí el IVA general es 21", "aquí todo lo de impresión vive en el
    // paquete impresion/", "acá los endpoints van en kebab-case" (a question not; not "aquí el build va lento", a report, nor "aquí la idea es
    // que …", the plan of the work)
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?:^|[.,;:!?]\s+|(?<![${LETTER}])(?:pero|y|oye|ojo\s+que|che|mira)\s+)(?:aquí|aqui|acá|aca)\s+(?:en\s+[${LETTER}]+\s+)?(?:(?:el|la|los|las)\s+(?!(?:idea|plan|objetivo|meta|problema|bug|error|tarea|plazo|pedido|duda)(?![${LETTER}]))(?:[${LETTER}_-]+\s+){1,3}?(?:es|son|va|van|vive|viven|lleva|llevan|se\s+llama|se\s+llaman)(?!\s+(?:muy\s+|medio\s+|bastante\s+|super\s+)?(?:lento|lenta|lentos|lentas|rápido|rapido|inestable|roto|rota|raro|rara|pesado|pesada|mal|fatal|caído|caido)(?![${LETTER}]))|todo\s+lo\s+de\s+(?:[${LETTER}_-]+\s+){1,2}?(?:va|vive|está|esta))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
      notInFailure: true,
    },
    // "yo quería que quede guardada como caducada": how the human wanted it to be, against what the agent made
    {
      id: 'wanted',
      pattern: anyWord([
        '(?:yo\\s+)?(?:quería|queria)\\s+que\\s+(?:se\\s+|no\\s+)?(?:quede|quedara|quedase|sea|fuera|fuese|siga|siguiera|esté|este|estuviera|mantenga|mantuviera|guarde|guardara)',
        'lo\\s+que\\s+(?:yo\\s+)?(?:quería|queria|pedí|pedi)\\s+(?:era|es)',
      ]),
      confidence: 0.7,
      aboutWork: true,
    },
    // "con un índice alcanza", "basta con un log": less than the agent did or plans is enough (an answer too)
    {
      id: 'enough',
      pattern: anyWord(['(?:con\\s+\\S+(?:\\s+\\S+)?\\s+)(?:alcanza|basta|sobra|es\\s+suficiente)', '(?:alcanza|basta)\\s+con']),
      confidence: 0.7,
      answers: true,
    },
    {
      id: 'clarify',
      pattern: anyWord(['quise\\s+decir', 'me\\s+refiero\\s+a', 'me\\s+refería\\s+a', '(?:no|perd[óo]n)[\\s,]+quiero\\s+decir', 'hablaba\\s+de']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // "espera", "pará", "stop, …": what the agent is doing must stop (after an interrupt: a correction)
    // "eso vale para todos los servicios", "es el estándar del proyecto"; "antes de instalar cualquier cosa, revisá"
    {
      id: 'standing',
      pattern: anyWord([
        '(?:eso\\s+|esto\\s+)?(?:vale|aplica|sirve)\\s+(?:para|pa|a)\\s+(?:todos?|todas?|cualquier)',
        'es\\s+(?:la\\s+regla|el\\s+est[áa]ndar|la\\s+norma)\\s+(?:para|de)\\s+(?:todos?|todas?|cualquier)',
        'por\\s+regla\\s+general',
        '(?:es|son)\\s+(?:el\\s+est[áa]ndar|la\\s+norma|la\\s+convenci[óo]n)\\s+(?:del|de\\s+la)\\s+(?:proyecto|equipo|casa|empresa|repo)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // what comes before any change: "antes de instalar cualquier cosa, pregúntame" — asked first, and inside a spec of
    // new work how that work goes ("pásame el plan antes de tocar nada")
    {
      id: 'ask-first',
      pattern: anyWord(['antes\\s+de\\s+(?:instalar|añadir|agregar|meter|crear|sumar|tocar)\\s+(?:cualquier|algo|nada|alguna?|otra?)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "regla general: …", "como regla"
    {
      id: 'standing',
      pattern: anyWord(['regla\\s+general', 'como\\s+regla(?:\\s+general)?', 'por\\s+regla\\s+general']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a rule for a kind of thing: "dados reais de clientes nunca entram no git" (not what keeps failing)
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?!(?:eu|yo|isso|isto|eso|esto|ele|ela|él|que|quem|quien|aqui|aquí|acá|ali|allí|quase|casi|ainda|todavía|mas|pero|porque|se|si|e|y)(?![${LETTER}]))[${LETTER}]{3,}\s+(?:nunca|jam[áa]s)\s+(?:(?:en|con|por|sin|desde|dentro\s+de)\s+[${LETTER}]+|(?!(?:funciona|funcion[óo]|falla|fall[óo]|rompe|rompi[óo]|carga|carg[óo]|pasa|pas[óo]|termina|termin[óo]|aparece|apareci[óo]|da|dio|llega|lleg[óo]|acaba|acab[óo]|responde|respondi[óo]|anda|anduvo)(?![${LETTER}]))[${LETTER}]{3,})`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'wait',
      pattern: atStart([
        'espera(?!\\s+(?:\\d|unos|un\\s+rato|a\\s+que|hasta))',
        'esper[áa]',
        'un\\s+momento',
        'alto(?=\\s*[,.!:;]|\\s*$|\\s+ahí)',
        'detente',
        'fren[áa]',
        'stop',
        String.raw`par[áa](?=\s*[,.!:;—–-]|\s*$|\s+(?:ya|para|par[áa]|todo|porfa|por\s+favor)(?![${LETTER}]))`,
      ]),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyWord(
        ['(?:antes|despu[ée]s)\\s+de\\s+cada\\s+(?:push|commit|merge|deploy|despliegue|release|cambio|paso|respuesta|mensaje|pr|migraci[óo]n)'],
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        '(?:es\\s+)?en\\s+serio\\s*\\?{2,}',
        '¿?es\\s+en\\s+serio\\s*(?:[?.!]|$)',
        'me\\s+est[áa]s\\s+(?:tomando\\s+el\\s+pelo|jodiendo)',
        '¿?est[áa]s\\s+de\\s+(?:broma|coña)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord(['(?:ya\\s+)?tenemos\\s+(?:un|una|el|la|nuestro|nuestra)?\\s*\\S+(?:\\s+\\S+){0,3}?\\s+para\\s+(?:eso|esto)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyWord([
        '(?:resp[óo]nde(?:me)?|resp[óo]ndeme|contest[áa](?:me)?|h[áa]blame|escr[íi]beme)\\s+(?:siempre\\s+|solo\\s+)?en\\s+(?:espa[ñn]ol|castellano|ingl[ée]s|franc[ée]s|alem[áa]n|portugu[ée]s|chino|japon[ée]s|coreano|ruso)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // a work verb said to the agent with "always" after it: "revisá siempre …", "usa siempre …" (not "falla siempre")
    {
      id: 'always-never',
      pattern: atClauseStart(
        [
          '(?:usa|usá|revisa|revisá|verifica|verificá|comprueba|comprobá|prueba|probá|corre|corré|ejecuta|ejecutá|haz|hacé|pon|poné|pregunta|preguntá|mira|mirá|lee|leé|escribe|escribí|añade|agrega|agregá|deja|dejá|sigue|seguí|valida|validá|documenta|documentá)\\s+siempre',
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // where the agent may work, and only there: "solo podés tocar lo que está entre los marcadores"
    {
      id: 'only-there',
      pattern: anyWord([
        '(?:solo|sólo|únicamente)\\s+(?:pod[ée]s|puedes)\\s+(?:tocar|cambiar|modificar|editar)\\s+(?:\\S+\\s+){0,4}?(?:archivos?|ficheros?|c[óo]digo|partes?|l[íi]neas?|secci[óo]n|secciones|carpetas?|entre|dentro)',
        '(?:pod[ée]s|puedes)\\s+(?:tocar|cambiar|modificar|editar)\\s+(?:solo|sólo|únicamente)\\s+(?:\\S+\\s+){0,4}?(?:archivos?|ficheros?|c[óo]digo|partes?|l[íi]neas?|secci[óo]n|secciones|carpetas?|entre|dentro)',
      ]),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "¿puedes dejar de hacerme resúmenes?"; "para el futuro: …" opens a rule
    {
      id: 'stop',
      pattern: anyWord([String.raw`(?:puedes|pod[ée]s|podr[íi]as|puede)\s+(?:por\s+favor\s+)?dejar\s+de\s+[${LETTER}]+`]),
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
    { id: 'standing', pattern: atClauseStart(['para\\s+el\\s+futuro', 'a\\s+futuro'], SOFTENERS), confidence: 0.85, explicit: true, standingRule: true },
  ],
  reasks: new RegExp(
    String.raw`^(?:(?:perd[óo]n|ups|ah|ok)[\s,.!?]+)*no\s+me\s+expliqu[ée](?:\s+bien)?\s*[,:;.!—–-]*\s*¿?\s*(?:qu[ée]|cu[áa]l(?:es)?|d[óo]nde|por\s+qu[ée]|c[óo]mo|qui[ée]n)(?![${LETTER}])|^(?:(?:no|perdón|perdon|espera)[\s,.!?、，。]+)*(?:(?:lo\s+que\s+)?(?:te|le)\s+pregunt(?:o|aba|é|e)|lo\s+que\s+pregunt(?:o|aba|é|e)|pregunto\s+(?:por(?!\s*qu[ée])|sobre|si|qu[ée]|c[óo]mo|d[óo]nde|cu[áa]ndo|cu[áa]l|cu[áa]nt[oa]s?)(?![${LETTER}])|mi\s+pregunta\s+(?:es|era)|estoy\s+preguntando|quer[íi]a\s+saber)|^(?:(?:no|perdón|perdon|espera)[\s,.!?、，。]+)*quer[íi]a\s+decir[^.!?]*?(?<![${LETTER}])(?:qu[ée]|cu[áa]l|por\s*qu[ée]|d[óo]nde|cu[áa]ndo|qui[ée]n|c[óo]mo|si)(?![${LETTER}])|^(?:(?:no|perdón|perdon|espera)[\s,.!?、，。]+)*me\s+refer(?:[íi]a|iero)\s+a[^.!?]*?(?<![${LETTER}])(?:qué|cuál(?:es)?|cu[áa]nt[oa]s?|por\s*qu[ée]|dónde|cuándo|quién|cómo|si)(?![${LETTER}])`,
    'iu',
  ),
  retracts: new RegExp(
    String.raw`(?<![${LETTER}])(?:te\s+)?dije\s+(?:antes\s+)?(?:que\s+)?(?:no|nada\s+de)\s+[^.!?]{0,60}?(?:olv[íi]dalo|ya\s+no\s+(?:aplica|vale)|lo\s+retiro|cancelado|queda\s+anulado)(?![${LETTER}])|(?<![${LETTER}])lo\s+(?:de|que)\s+[^.!?]{0,80}?(?:te\s+dije|dije|te\s+ped[íi])[^.!?]{0,40}?(?:olv[íi]d(?:alo|ate|elo)|ign[óo]ralo)(?![${LETTER}])|(?<![${LETTER}])(?:olv[íi]da(?:te)?|ignora)\s+(?:de\s+)?(?:lo\s+que|todo\s+lo\s+que)\s+(?:te\s+|le\s+)?(?:dije|ped[íi]|escrib[íi])(?![${LETTER}])|(?:te\s+dije|le\s+dije|dije)\s+que[^.!?]{0,60}?pero[^.!?]{0,60}?(?:ya\s+(?:se\s+puede|pod[ée]s|puedes|est[áa]\s+bien)|est[áa]\s+bien|pod[ée]s|puedes)|(?<![${LETTER}])(?:ya\s+)?s[ée]\s+que\s+(?:te\s+)?dije(?![${LETTER}])`,
    'iu',
  ),
  deferrals: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:todav[íi]a|a[úu]n)\s+no|para\s+(?:esto|este\s+(?:ticket|cambio|caso)|esta\s+(?:tarea|parte))|no\s+(?:\S+\s+){0,4}(?:todav[íi]a|a[úu]n)|por\s+ahora|de\s+momento|por\s+el\s+momento|hasta\s+que\s+(?:yo\s+)?(?:te\s+)?(?:diga|revise|confirme))(?![${LETTER}])|(?<![${LETTER}])(?:mientras\s+(?:no\s+)?(?:estoy|esté|vuelvo|vuelva)|hasta\s+que\s+vuelva)(?![${LETTER}])|(?<![${LETTER}])(?:solo|sólo|nomás|nada\s+más)\s+(?:dime|decime|mira|mirá|revisa|revisá|lista|listá|muéstrame|mostrame|explica|explicá|lee|leé)(?![${LETTER}])`,
    'iu',
  ),
  // para qué es el trabajo nuevo, con una palabra de después: "un script para no hacerlo a mano la próxima vez"
  purposes: new RegExp(
    String.raw`(?<![${LETTER}])para\s+(?:que\s+)?(?:[${LETTER}'-]+\s+){1,8}?(?:la\s+pr[óo]xima\s+vez|en\s+el\s+futuro|cada\s+vez)(?![${LETTER}])(?!\s*,?\s*(?:vos|t[úu]|usted)(?![${LETTER}]))|(?<![${LETTER}])para\s+que\s+(?:nunca|no|nadie|ning[úu]n[a]?)(?![${LETTER}])`,
    'iu',
  ),
  curiosity: new RegExp(
    String.raw`^(?:(?:ok|oye)[\s,]+)?(?:una\s+)?(?:pregunta|duda)\s*[,:—–-]|(?<![${LETTER}])(?:(?:solo|sólo|pura)\s+curiosidad|por\s+curiosidad|es\s+(?:solo|sólo)\s+una\s+pregunta)(?![${LETTER}])`,
    'iu',
  ),
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'del',
    'al',
    'en',
    'de',
    'por',
    'con',
    'sin',
    'y',
    'o',
    'su',
    'sus',
    'mi',
    'tu',
    'lo',
    'pero',
    'para',
    'como',
    'esta',
    'este',
    'esto',
    'estos',
    'estas',
    'todo',
    'todos',
    'toda',
    'cuando',
    'donde',
    'porque',
    'solo',
    'también',
    'bien',
    'hace',
    'hacer',
    'nunca',
    'siempre',
    'ahora',
    'otra',
    'otro',
    'vale',
    'gracias',
    'bueno',
    'mejor',
    'luego',
    'pues',
    'entonces',
    'sobre',
    'desde',
    'hasta',
    'sino',
    'está',
    'están',
    'puedes',
    'tienes',
    'usar',
    'favor',
    'primero',
    'antes',
    'después',
    'despues',
    'mismo',
    'misma',
    'algo',
    'nada',
  ],
  stepsFirst: new RegExp(String.raw`(?<![${LETTER}])(?:antes|primero|tambi[ée]n|una\s+cosa(?:\s+m[áa]s)?|otra\s+cosa)(?![${LETTER}])`, 'iu'),
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:que|lo\s+que)\s+(?:acabas|acaba)\s+de|(?:que|lo\s+que)\s+(?:pusiste|hiciste|añadiste|agregaste|metiste|escribiste|cambiaste|usaste|creaste|has\s+(?:puesto|hecho|añadido|agregado|metido|escrito|cambiado|usado|creado)))(?![${LETTER}])`,
    'iu',
  ),
  asides: new RegExp(String.raw`^(?:(?:y|ah|ok)[\s,]+)?(?:por\s+cierto|de\s+paso|para\s+que\s+sepas|ojo|p\.?d\.?)(?![${LETTER}])`, 'iu'),
  standing: anyWord([
    // a prohibition with its one exception: "no actualices plugins a menos que te lo pida"
    'no\\s+(?:\\S+\\s+){0,8}?a\\s+menos\\s+que\\s+(?:yo\\s+|t[úu]\\s+)?(?:te\\s+|me\\s+)?(?:lo\\s+)?\\S+',
    'a\\s+partir\\s+de\\s+ahora',
    'de\\s+ahora\\s+en\\s+adelante',
    'la\\s+próxima\\s+vez',
    'siempre\\s+que',
    String.raw`cada\s+vez(?!\s+que\s+(?:el|la|los|las|un|una|yo|él|ella|ellos|ellas|alguien|es|está|hay|se|(?:lo|la|le|los|las|me|nos)\s+[${LETTER}]+o)(?![${LETTER}]))`,
    'en\\s+este\\s+(?:repo|proyecto|repositorio)',
    '(?:en|para)\\s+todo\\s+lo\\s+que\\s+toques',
    '(?:durante|en|para)\\s+(?:toda\\s+)?esta\\s+sesi[oó]n',
    '(?:durante|para)\\s+toda\\s+la\\s+sesi[oó]n',
    'el\\s+resto\\s+de\\s+la\\s+sesi[oó]n',
  ]),
  eachTime: anyWord(['siempre\\s+que', 'cada\\s+vez', '(?:antes|despu[ée]s)\\s+de\\s+cada']),
  buildsItIn: new RegExp(
    String.raw`(?<![${LETTER}])(?:añad[${LETTER}]*|agreg[${LETTER}]*|pon)\s+(?:(?:un|una|unos|unas|esos|esas|ese|esa|los|las|el|la)\s+)?(?:[${LETTER}]+\s+){0,2}?(?:(?:a|en)\s+los\s+)?(?:controles?|chequeos?|tests?|pruebas?|validaci[oó]n|validaciones|guardas?|l[ií]mites?|topes?)(?![${LETTER}])`,
    'iu',
  ),
  stepsAway: new RegExp(
    String.raw`(?<![${LETTER}])(?:ahora\s+te\s+(?:digo|aviso|cuento)|te\s+(?:aviso|digo)\s+(?:cuando|en|luego|después|despues)|vuelvo\s+(?:en|enseguida|ahora)|ya\s+vuelvo)(?![${LETTER}])`,
    'iu',
  ),
  featureScope: new RegExp(
    String.raw`(?<![${LETTER}])(?:en|para|desde)\s+(?:este|esta|estos|estas|ese|esa|el\s+nuevo|la\s+nueva)\s+(?!(?:repo|repositorio|proyecto|equipo|empresa|sesi[oó]n|servidor|m[aá]quina|laboratorio|tipos?|casos?|cosas|clases?|archivos?|carpetas?|directorio|m[óo]dulos?|paquetes?)(?![${LETTER}]))[${LETTER}]+`,
    'iu',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "ahora no", "todavía no", "más tarde".',
      patterns: [
        // se sigue a la vuelta: "seguimos en 30 min", "continuamos luego"
        new RegExp(
          String.raw`(?:^|[,.;!—–-]\s*)(?:seguimos|continuamos|lo\s+retomamos|retomamos)\s+(?:en\s+(?:\d+|una|media)\s*(?:min(?:utos?)?|h(?:oras?)?)|luego|despu[ée]s|m[áa]s\s+tarde|ma[ñn]ana)(?![${LETTER}])`,
          'iu',
        ),
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(String.raw`^(?:(?:espera|un\s+momento)\s*,?\s*)?(?:lo\s+(?:hago|miro|reviso|veo|subo)\s+yo|yo\s+mism[oa])(?![${LETTER}])`, 'iu'),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(String.raw`^(?:(?:esper[áa]|un\s+momento)\s*,?\s*)?(?:d[ée]jame|primero\s+(?:voy\s+a|tengo\s+que))\s+[${LETTER}]+`, 'iu'),
        new RegExp(String.raw`^(?:ahora\s+no|todav[íi]a\s+no|m[áa]s\s+tarde|despu[ée]s\s+lo\s+vemos|hoy\s+no)(?=\s*[,.!;:—–-]|\s*$)`, 'iu'),
        // the human's own doing, told when stepping away ("un momento q reinicio el portátil", "espera, estoy en una reunión")
        new RegExp(
          String.raw`^(?:(?:espera|esper[áa]|un\s+momento|un\s+segundo)\s*,?\s*)?(?:(?:que|q)\s+(?:me\s+)?[${LETTER}]+o(?![${LETTER}])|(?:(?:que|q)\s+)?estoy\s+en\s+(?:una\s+(?:reuni[óo]n|llamada|videollamada|call|junta)|el\s+(?:metro|tren|coche)|un\s+meet)|me\s+(?:est[áa]\s+)?llama(?:ndo)?\s+(?:el|la|mi)\s+[${LETTER}]+|tengo\s+una\s+llamada)`,
          'iu',
        ),
        // the human stepping away, or the work held for a decision elsewhere ("espera, reunión, ya vuelvo", "las prioridades
        // pueden cambiar"): no halt of the agent's work for a reason of it
        new RegExp(
          String.raw`^(?:(?:tengo\s+(?:una\s+)?)?(?:reuni[óo]n|llamada|call|junta|daily|stand-?up)(?:\s+(?:ahora|con\s+[^,.;!?]{1,30}|de\s+[^,.;!?]{1,30}))?)\s*[.!]*$|^(?:ya\s+vuelvo|ahor(?:a|ita)\s+vuelvo|vuelvo\s+(?:en\s+\S+|ya|enseguida|luego))(?![${LETTER}])|prioridades\s+(?:pueden|podr[íi]an|van\s+a)\s+cambiar`,
          'iu',
        ),
      ],
      examples: ['espera, lo miro yo', 'reunión con el editor', 'ahora no, estoy grabando la pantalla', 'espera que estoy en una llamada'],
    },
    {
      id: 'request',
      description: 'A request for new work: por favor …, puedes …, añade …, vamos a …',
      patterns: [
        // a result asked for ("make sure the whole app compiles"; not "make sure you …")
        new RegExp(String.raw`^(?:por\s+favor\s+)?aseg[úu]rate\s+de\s+que\s+(?!t[úu]\b|vos\b)`, 'iu'),
        // "necesitamos un script de carga para …": the work named by what it makes
        new RegExp(
          String.raw`^(?:vale\s*,?\s+|bueno\s*,?\s+)?(?:necesitamos|necesito|nos\s+hace\s+falta)\s+(?:tambi[ée]n\s+)?(?:un|una|unos|unas)\s+(?!(?:momento|segundo|minuto|decisi[óo]n|respuesta)\b)`,
          'iu',
        ),
        atStart([
          // (alone in its clause, "por favor, no hagas …", it opens what follows)
          'por\\s+favor(?!,?\\s+no\\b)(?!\\s*[,.!;:]*\\s*$)',
          'porfa(?!,?\\s+no\\b)(?!\\s*[,.!;:]*\\s*$)',
          'puedes',
          'pod[ée]s',
          'podrías',
          'podrias',
          // vos: "agregá", "hacé", "corregí", "commiteá", "subí" — any verb stressed on its last vowel (not aquí, así, más …)
          String.raw`(?!(?:aqu[íi]|ah[íi]|all[íi]|ac[áa]|all[áa]|as[íi]|m[áa]s|est[áa]|caf[ée]|mam[áa]|pap[áa]|sof[áa]|tambi[ée]n|adem[áa]s|jam[áa]s|quiz[áa]|qu[ée]|s[íi]|m[íi]|t[úu]|[ée]l|ya|bueno|dale|perfecto|listo|genial|par[áa]|esper[áa]|fren[áa]|mir[áa]|dej[áa])(?![${LETTER}]))[${LETTER}]{2,}[áéí](?:lo|la|los|las|me|nos)?(?![${LETTER}])`,
          'agreg[áa]',
          'hacé',
          'cre[áa]',
          'implement[áa]',
          'arregl[áa]',
          'correg[íi]',
          'revis[áa]',
          'busc[áa]',
          'añad[íi]',
          // more work named by its verb: "cambia los colores del panel …", "optimiza la consulta …" (not "cambia a X":
          // what to turn to instead)
          String.raw`cambia(?!\s+(?:a|al|por|para)(?![${LETTER}]))`,
          'optimiza',
          'mejora',
          'simplifica',
          'limpia',
          'separa',
          'exporta',
          'importa',
          'traduce',
          'refactoriza',
          'reescribe',
          'añade',
          'agrega',
          'crea',
          'implementa',
          'haz',
          'arregla',
          'corrige',
          'revisa',
          'busca',
          // git's steps and other work: "commitea en la rama …", "ejecuta los tests", "prepara el release"
          'commitea',
          'pushea',
          'sube',
          'publica',
          'prepara',
          'actualiza',
          'elimina',
          'borra',
          'ejecuta',
          'genera',
          'escribe',
          'muestra',
          'explica',
          'instala',
          'configura',
          'migra',
          'documenta',
          'registra',
          'vamos\\s+a',
          // "ahora agrega …" asks; "ahora no compila", "ahora sale un error" report
          String.raw`ahora(?!\s+(?:no|ya\s+no|es|está|esta|están|estan|sale|salen|se|me|nos|hay|tengo|tenemos|veo|aparece|aparecen|falla|fallan|funciona|compila|da|dan|el|la|los|las|todo|nada|sí|si)(?![${LETTER}]))`,
          'luego',
          'también',
        ]),
      ],
      examples: ['añade un botón de modo oscuro', 'puedes revisar el parser?', 'optimiza la consulta del informe mensual, sin tocar el esquema'],
    },
    {
      id: 'question',
      description: 'A question: opens with ¿ or a question word and ends with ?.',
      patterns: [
        /^¿/u,
        // a question re-asked: "lo que quería saber es …"
        /^lo\s+que\s+(?:quería|queria|quise)\s+(?:saber|preguntar)\b/iu,
        new RegExp(String.raw`^(?:qué|que|cómo|como|por\s+qué|dónde|donde|cuándo|cuál|cuánto|hay|es|está|tienes|puedo|hiciste)(?![${LETTER}])[^]*\?\s*$`, 'iu'),
      ],
      examples: ['¿qué hace esta opción?', 'hiciste push?'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: sí, vale, perfecto, gracias, continúa.',
      patterns: [
        atStart([
          'sí',
          'si',
          'vale',
          'ok',
          'perfecto',
          'gracias',
          'genial',
          'dale',
          'de\\s+acuerdo',
          'listo',
          'continúa(?=[\\s.!]*$)',
          'continua(?=[\\s.!]*$)',
          'sigue(?=[\\s.!]*$)',
          'adelante',
          'claro',
          'excelente',
          'buen[ií]simo',
          'joya',
          'de\\s+lujo',
          'b[aá]rbaro',
          'ch[eé]vere',
          'guay',
          'muy\\s+bien',
          'bien\\s+hecho',
          'buen\\s+trabajo',
          'incre[ií]ble',
          'impecable',
        ]),
      ],
      examples: ['vale', 'perfecto, gracias', 'sí'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: sí, adelante; procede; hazlo.',
      patterns: [
        // a pick among the options the agent offered: an answer
        /\bopci[oó]n\s+[A-D1-9]\b/iu,
        atStart(['sí', 'si', 'vale', 'dale']),
        anyWord(['adelante', 'procede', 'hazlo']),
      ],
      examples: ['sí, adelante', 'procede con el plan', 'la opción B'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord([
        'sigue\\s+(?:fallando|sin\\s+funcionar|dando\\s+error)',
        'mismo\\s+error',
        '(?:otra\\s+vez|de\\s+nuevo)\\s+lo\\s+mismo',
        'lo\\s+mismo\\s+(?:otra\\s+vez|de\\s+nuevo)',
        '(?:otra\\s+vez|de\\s+nuevo)\\s+(?:falla|fall[óo]|se\\s+cay[óo]|se\\s+rompi[óo]|(?:da|dio)\\s+error|peta|pet[óo])',
      ]),
      examples: ['otra vez lo mismo', 'sigue fallando', 'el mismo error'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord([
        'no\\s+(?:funciona|carga|compila|arranca|abre)',
        '(?:da|sale|tira)\\s+(?:un\\s+)?error',
        'se\\s+rompió',
        'está\\s+roto',
        'no\\s+se\\s+(?:guarda|carga|ve|muestra|actualiza|abre)',
        'se\\s+(?:cuelga|tilda|congela)',
      ]),
      examples: ['no funciona el login', 'no se guarda el formulario', 'se cuelga el build'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyWord(
        [
          String.raw`est[áa]\s+(?:completamente\s+|todo\s+)?(?:vac[íi][oa]|en\s+blanco|negr[oa])`,
          String.raw`sale\s+(?:todo\s+)?(?:en\s+)?(?:blanco|negro|vac[íi]o)`,
          String.raw`no\s+(?:se\s+)?(?:ve|muestra|aparece|sale)\s+nada`,
          String.raw`tod[oa]s?\s+(?:en\s+)?negr[oa]s?`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['el PDF está vacío', 'sale todo en negro'],
    },
  ],
  casual: anyWord(
    [
      'no\\s+pasa\\s+nada',
      'no\\s+te\\s+preocupes',
      'no\\s+te\\s+asustes',
      'no\\s+entres\\s+en\\s+p[áa]nico',
      'no\\s+hay\\s+problema',
      'no\\s+sé',
      'de\\s+nada',
    ],
    'giu',
  ),
  interjections: leadingRun(['ok', 'vale', 'bueno', 'pues', 'oye', 'eh', 'mmm+', 'a\\s+ver']),
  // "una cosa más: …", "por último, …" open one more request
  clauseOpeners: leadingRun([
    'y',
    'pero',
    'entonces',
    'también',
    'espera',
    'una\\s+(?:última\\s+)?cosa\\s+más',
    'una\\s+última\\s+cosa',
    'otra\\s+cosa',
    'por\\s+último',
  ]),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: new RegExp(
    String.raw`(?<![${LETTER}])voy\s+a\s+(?:escribir|añadir|agregar|crear|implementar|construir|hacer|montar|empezar|armar|preparar|desarrollar|meter)(?![${LETTER}])|(?<![${LETTER}])(?:ahora|a\s+continuación|después|luego)\s*,?\s*(?:voy\s+a|escribo|añado|agrego|creo|implemento|monto|armo|preparo)(?![${LETTER}])|(?<![${LETTER}])(?:empiezo\s+(?:con|por|a)|me\s+pongo\s+con)(?![${LETTER}])`,
    'iu',
  ),
  agentInvites:
    /(?:qu[ée]\s+necesitas|en\s+qu[ée]\s+(?:trabajamos|te\s+(?:ayudo|puedo\s+ayudar))|qu[ée]\s+(?:sigue|hacemos\s+(?:ahora|hoy)|quieres\s+que\s+haga\s+(?:ahora|despu[ée]s))|algo\s+que\s+(?:deba|tenga\s+que)\s+tener\s+en\s+cuenta|alg[úu]n\s+(?:requisito|requerimiento|detalle)|alguna\s+(?:restricci[óo]n|preferencia))[^?]{0,60}\?\s*$/iu,
  agentGoAhead: /(?:¿\s*)?(?:procedo|sigo|avanzo|lo\s+aplico|empiezo|te\s+parece\s+bien|est[áa]\s+bien\s+as[íi]|le\s+doy)\s*\?\s*$/iu,
  agentOffers: new RegExp(
    String.raw`\?\s*$|¿quieres|te\s+gustaría|prefieres|si\s+quieres|puedo\s+(?:también\s+)?[${LETTER}]+|(?:te\s+)?(?:recomiendo|sugiero)|podr[íi]amos|una\s+opci[óo]n\s+es`,
    'iu',
  ),
  rules: {
    negators: ['no', 'nunca', 'jamás', 'sin', 'ni', 'deja de', 'para de', 'en vez de', 'en lugar de', 'en vez del', 'en lugar del'],
    concepts: {
      ask: ['pregunt', 'consult', 'confirm'],
      choose: ['elig', 'elij', 'escog', 'eleg'],
      recommend: ['recomend', 'suger'],
      option: ['opci'],
      comment: ['comentario'],
      database: ['base de datos', 'bd'],
      'read-only': ['solo lectura', 'sólo lectura'],
      add: ['escrib', 'agreg', 'añad', 'cre'],
      english: ['inglés', 'ingles'],
      commit: ['commit'],
      message: ['mensaje'],
      push: ['push'],
      branch: ['rama'],
      test: ['prueba', 'test'],
      run: ['ejecut', 'corr'],
      finish: ['termin', 'listo'],
      error: ['error'],
      name: ['nombre'],
      component: ['componente'],
      general: ['general', 'genéric'],
      mechanism: ['mecanismo'],
      'case-by-case': ['uno por uno', 'caso por caso'],
      fix: ['arregl', 'correg'],
      gui: ['ventana'],
      hang: ['cuelg', 'bloque'],
    },
    prefix: /^(?:(?:a\s+partir\s+de\s+ahora|de\s+ahora\s+en\s+adelante|desde\s+ahora|por\s+favor|porfa|la\s+próxima\s+vez|y)[,\s]*)+/iu,
    taskReferences: new RegExp(String.raw`(?<![${LETTER}])(?:esto|eso|aquí|aqui|este|esta|ese|esa)(?![${LETTER}])`, 'iu'),
  },
  examples: {
    corrections: [
      { text: 'aquí el comando open abre una ventana, usa otra forma', cue: 'machine' },
      { text: 'la clave sale del vault, como todos los demás secretos', cue: 'convention' },
      { text: 'siempre que toques el esquema, corre las migraciones', cue: 'always-never' },
      { text: '¿por qué metes lodash para esto? con el map nativo alcanza', cue: 'why-you' },
      { text: 'usamos pino en todo el backend, nada de console.log', cue: 'convention' },
      { text: 'durante toda la sesión, no uses sudo, pásame el comando', cue: 'dont', explicit: true },
      { text: 'ojo, el bundle id es com.example.app, no com.example.ios', cue: 'machine' },
      { text: 'el servidor de build está aislado de internet, los wheels están en /opt/wheelhouse', cue: 'machine' },
      { text: 'ojo que la base de prod es mysql 5.7, rehaz la consulta sin JSONB', cue: 'machine' },
      { text: 'el hosting del cliente corre php 7.4', cue: 'machine' },
      { text: 'subir el timeout no es un arreglo, solo esconde el problema', cue: 'complaint' },
      { text: 'mandaste el correo de prueba a los clientes, esto no puede volver a pasar', cue: 'standing' },
      { text: 'saca el token del config, no quiero volver a ver eso', cue: 'reproach' },
      { text: 'no metas la clave en el repo, la última vez también la subiste', cue: 'reproach' },
      { text: 'porfa no hagas copias v2 v3, para eso está git', cue: 'dont' },
      { text: 'quedemos en que todas las fechas van en ISO', cue: 'standing' },
      { text: 'el emulador no tiene nfc, eso hay que probarlo en el móvil', cue: 'machine' },
      { text: 'diez t-tests sin corrección no está bien, usa Holm', cue: 'wrong' },
      { text: '¿no habíamos quedado en usar BEM?', cue: 'told-you' },
      { text: 'el número va al principio, está en las reglas que te pegué', cue: 'told-you', explicit: true },
      { text: 'ya tenemos un helper de fechas en utils, úsalo', cue: 'already-have' },
      { text: '¿por qué corres todos los tests cada vez? solo el paquete cambiado', cue: 'reproach' },
      { text: 'el servidor tiene Python 3.8, no uses match', cue: 'machine' },
      { text: 'no hay internet en el runner, usa el mirror interno', cue: 'machine' },
      { text: 'aquí no subimos el build al repo, quítalo', cue: 'convention' },
      { text: 'oye aquí los endpoints van en kebab-case, renómbralos', cue: 'convention', explicit: true },
      { text: 'ojo, en nuestro estándar 0 es evento y 1 es censura, lo tienes al revés', cue: 'wrong' },
      { text: 'aquí siempre es poetry run pytest, si no agarra el python del sistema', cue: 'convention', explicit: true },
      { text: 'el staging viejo murió, todo vive en stage2 ahora', cue: 'convention', explicit: true },
      { text: 'el retraso de 30s está a propósito, la API nos limita', cue: 'on-purpose' },
      { text: 'ese sleep del test está ahí por algo, vuelve a ponerlo', cue: 'on-purpose' },
      { text: 'el cliente se genera desde openapi.yaml, cambia el spec', cue: 'generated' },
      { text: 'themes/paper es un submódulo, sobreescribe en layouts/ de la raíz', cue: 'generated' },
      { text: 'los archivos de traducción se sobrescriben en cada sync, las claves nuevas solo en es.json', cue: 'generated' },
      { text: 'borraste la caché de todos los clientes en producción, qué podría salir mal', cue: 'irony' },
      { text: 'genial, ahora cada test llama a la API real 🙄', cue: 'irony' },
      { text: 'a auditoría le va a encantar esa contraseña en el código', cue: 'irony' },
      { text: 'genial, un tercer helper de fechas. ya tenemos dos', cue: 'irony' },
      { text: 'perfecto, borraste la fila de cabecera', cue: 'irony' },
      { text: 'gracias. ¿puedes dejar de hacerme resúmenes de tres párrafos?', cue: 'stop' },
      { text: 'listo. para el futuro: las ramas empiezan con el número de ticket', cue: 'standing' },
      { text: 'ojo, esos archivos son generados, solo podés tocar lo que está entre los marcadores', cue: 'only-there' },
      { text: 'eso rompió el build. revisá siempre qué versión usa el resto del repo', cue: 'always-never' },
      { text: 'los importes con coma decimal siempre, el cliente es de Chile', cue: 'always-never' },
      { text: 'las contraseñas nunca en el yaml, se leen del gestor de secretos', cue: 'always-never' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'revisá el lint antes de cada commit, la CI tarda una eternidad', cue: 'standing' },
      { text: 'borraste la tabla entera. ¿es en serio?', cue: 'reproach' },
      { text: 'tenemos un helper de fechas para eso, usalo', cue: 'convention' },
      { text: 'gracias. y respóndeme en español de ahora en más', cue: 'reply-language' },
      { text: 'sí, pero deja de resumir todo al final', cue: 'stop' },
      { text: '¿lo corriste como root? acá siempre se corre como www-data', cue: 'convention' },
      { text: 'los nombres como en el resto del repo, en inglés', cue: 'convention' },
      { text: 'el formato es fix(scope): mensaje. siempre así', cue: 'standing', explicit: true },
      { text: 'es la tercera vez que usas la API vieja', cue: 'reproach' },
      { text: 'los nodos no tienen acceso a internet, usa el mirror interno', cue: 'machine' },
      { text: 'staging es compartido con QA, tenlo en cuenta', cue: 'standing' },
      { text: 'este proyecto usa pnpm, así que nada de npm install', cue: 'convention', explicit: true },
      { text: 'ahora no compila. quita eso, solo quería el color', cue: 'undo' },
      { text: 'bórralo, no lo pedí', cue: 'undo' },
      { text: 'quita ese import, no se usa', cue: 'undo' },
      { text: 'acá las ramas se llaman TICKET-123/descripcion', cue: 'convention', explicit: true },
      { text: 'uso Windows, ese script de bash no me sirve', cue: 'machine' },
      { text: 'en mi compu no existe make, dame el comando de npm', cue: 'machine' },
      { text: 'eso es sintaxis de Vue 2, el proyecto está en Vue 3', cue: 'machine' },
      { text: '¿por qué lombok? eso lo quitamos el año pasado', cue: 'machine' },
      { text: 'sí, dale. y nunca subas el lockfile a mano', cue: 'always-never', explicit: true, answer: true },
      { text: 'acabo de decirte que no se toca la tabla de clientes', cue: 'told-you', explicit: true },
      { text: 'los secretos nunca van en el código', cue: 'always-never', explicit: true },
      { text: 'eso vale para todos los endpoints, sin excepción', cue: 'standing', explicit: true },
      { text: 'antes de instalar cualquier librería mirá si ya la tenemos', cue: 'ask-first', explicit: true },
      { text: 'tiene que ser asíncrono, el gateway corta a los 3s', cue: 'must-use' },
      { text: 'no te pedí que tocaras el Dockerfile', cue: 'unasked' },
      { text: 'deja los nombres como estaban, los usa el frontend', cue: 'undo' },
      { text: 'pregúntame antes de cambiar la configuración compartida', cue: 'ask-first', explicit: true },
      { text: 'a partir de ahora no me preguntes, elige la opción recomendada', cue: 'dont-ask', explicit: true },
      { text: 'no uses axios, aquí usamos fetch', cue: 'dont' },
      { text: 'usa pnpm en lugar de npm', cue: 'x-not-y' },
      { text: 'olvidaste correr los tests otra vez', cue: 'reproach' },
      { text: 'los nombres de las funciones son inconsistentes', cue: 'complaint' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'todas las tablas tienen que ir con coma decimal', cue: 'convention' },
      { text: 'no puedes simplemente subir la tolerancia para que pase', cue: 'reproach' },
      { text: 'para estas cosas siempre warning, nunca critical', cue: 'always-never' },
      { text: 'usamos Testcontainers para todo lo que sea infra', cue: 'convention' },
      { text: 'por regla general, nada de dependencias nuevas', cue: 'standing' },
      { text: 'así lo hacemos acá, un commit por cambio', cue: 'convention' },
      { text: 'de ninguna manera subas datos reales al repo', cue: 'always-never' },
      { text: 'ya van dos veces que te olvidás de los tests', cue: 'reproach' },
      { text: 'deja de disculparte, solo dime qué cambiaste', cue: 'complaint' },
      { text: 'esto vale para todos los endpoints nuevos', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'commitea en la rama. por cierto, siempre escribe los logs en inglés', cue: 'always-never', explicit: true },
      { text: 'para la próxima acordate de correr el linter antes del commit', cue: 'standing', explicit: true },
      { text: 'de acá en adelante usá pnpm', cue: 'standing', explicit: true },
      { text: 'para el futuro: los endpoints nuevos llevan tests', cue: 'standing', explicit: true },
      // a team convention stated as a fact
      { text: 'acá los tags siempre van con la v al principio', cue: 'convention', explicit: true },
      { text: 'en el equipo nunca usamos any', cue: 'convention', explicit: true },
      { text: 'las migraciones las maneja el equipo de datos, borrá la tuya', cue: 'convention', explicit: true },
      { text: 'el dist no se commitea', cue: 'not-done', explicit: true },
      { text: 'acá no se usa lodash, hay utils propios', cue: 'not-done', explicit: true },
      { text: 'los secretos en el yaml están prohibidos', cue: 'not-done', explicit: true },
      // prohibitions and "no need"
      { text: 'no commitees los logs de debug', cue: 'dont' },
      { text: 'no toqués el lockfile', cue: 'dont' },
      { text: 'no hace falta el segundo índice', cue: 'no-need' },
      { text: 'el wrapper sobra', cue: 'no-need' },
      { text: 'nada de console.log en el servicio', cue: 'no-x' },
      // redirects
      { text: 'el PR va contra develop, no contra main', cue: 'x-not-y' },
      { text: 'guardalo en redis y no en memoria', cue: 'x-not-y' },
      { text: 'con un índice alcanza, sacá el otro', cue: 'enough' },
      { text: 'basta con un log por request', cue: 'enough' },
      // reproach of how the agent works
      { text: '¿por qué agregaste moment? ya tenemos date-fns', cue: 'why-you' },
      { text: 'se te olvidó el caso vacío', cue: 'reproach' },
      { text: 'de nuevo borraste el archivo de config', cue: 'reproach' },
      { text: '¿otra vez?', cue: 'reproach' },
      { text: '¿otra vez moment.js? ya usamos date-fns', cue: 'reproach' },
      { text: 'de nuevo con los print por todas partes, quítalos', cue: 'reproach' },
      { text: 'esta vez corré los tests antes de avisar', cue: 'this-time' },
      { text: 'habíamos dicho CSV, nada de excel', cue: 'told-you', explicit: true },
      { text: 'como acordamos, nada de tocar la tabla de clientes', cue: 'told-you', explicit: true },
      { text: 'yo quería que quede guardada como caducada', cue: 'wanted' },
      // take back
      { text: 'quitá lo que agregaste en el composer', cue: 'undo' },
      { text: 'volvé atrás el cambio del router', cue: 'undo' },
      // stop at the start of a turn
      { text: 'pará, eso borra la base', cue: 'wait' },
      { text: 'stop, no hagas push todavía', cue: 'wait' },
      { text: '¿usaste el esquema viejo? nos pasamos al v2 el mes pasado', cue: 'convention', explicit: true },
      { text: 'la wiki está vieja, la fuente de verdad es el openapi.yaml', cue: 'convention', explicit: true },
      { text: '¿por qué el puerto está fijo? todo lo demás lee la config', cue: 'convention', explicit: true },
      { text: 'dale. una cosa para este repo: cada cambio necesita su entrada en el changelog', cue: 'always-never', explicit: true },
      { text: 'sí, pero el deploy lo hago yo. tú nunca corras deploy', cue: 'always-never', explicit: true },
      { text: 'ningún log con datos personales, ni en debug', cue: 'always-never', explicit: true },
      { text: 'ojo, acá siempre usamos el padrón completo, no solo residentes', cue: 'convention', explicit: true },
      { text: '¿quién te dijo que era solo una caché? ahí vive el rate limiter', cue: 'told-you', explicit: true },
      { text: 'bien, pero los nombres de tests en español como el resto', cue: 'convention', explicit: true },
      { text: 'la UMA no va fija en código, cambia cada febrero', cue: 'not-done', explicit: true },
      { text: 'no formatees archivos que no tocaste, posta', cue: 'dont' },
      { text: 'genial, el diff es enorme 🙃 no formatees archivos que no tocaste', cue: 'dont' },
    ],
    others: [
      { text: 'nunca muestres el precio de coste en la ficha del producto', kind: 'request' },
      { text: 'el botón abre una ventana nueva', kind: 'request' },
      { text: 'siempre que el pedido se cancele, devuelve el stock', kind: 'request' },
      { text: 'ahora la pantalla de perfil. no cambies la API pública para esta tarea', kind: 'request' },
      { text: 'el spinner se queda girando para siempre', kind: 'other' },
      { text: 'en el CI de GitLab pasa siempre', kind: 'other' },
      { text: 'necesitamos un script de carga para el endpoint de búsqueda. lee el token de una variable de entorno, no lo pongas fijo', kind: 'request' },
      { text: 'usa el interlock entonces, y haz un script que las corra en secuencia', kind: 'request' },
      { text: 'sé que dije nada de modales, este es la excepción: usa un diálogo para el aviso', kind: 'request' },
      { text: 'añade un script para no tener que hacerlo a mano la próxima vez', kind: 'request' },
      { text: 'espera, antes sacá un backup de la base y después migrá', kind: 'request' },
      { text: 'agrega un filtro que solo oculta los archivados', kind: 'request' },
      { text: 'te dije que no tocaras el config, pero ya se puede, el líder dio el ok', kind: 'other' },
      { text: 'mirá por qué tarda tanto, no cambies nada, solo decime', kind: 'other' },
      { text: 'reinicio el portátil, no hagas nada mientras no estoy', kind: 'other' },
      { text: '¿por qué no date-fns? pura curiosidad', kind: 'question' },
      { text: 'no, lo que pregunto es cuántos días se guardan los backups, no dónde', kind: 'question' },
      { text: 'revisá los logs y decime qué pasa, no cambies nada todavía', kind: 'request' },
      { text: 'haz un inventario de las dependencias, por ahora no actualices ninguna', kind: 'request' },
      { text: 'no recibimos los correos desde ayer', kind: 'other' },
      { text: 'por favor, agrega un test para el parser', kind: 'request' },
      { text: 'el emulador va lento hoy', kind: 'other' },
      { text: '¿está bien si subo la rama esta noche?', kind: 'question' },
      { text: 'no, lo que te pregunto es dónde se guarda, no quién lo guarda', kind: 'question' },
      { text: 'olvidate de lo que te dije de no tocar el footer, ya está aprobado', kind: 'other' },
      { text: 'ya hay una reunión a las 3, ¿terminas antes?', kind: 'other' },
      { text: 'el servidor está caído desde el deploy', kind: 'other' },
      { text: '¿el runner tiene Node 18?', kind: 'question' },
      { text: 'no sabemos por qué falla el job de noche', kind: 'other' },
      { text: 'no encontramos el log del worker', kind: 'other' },
      { text: '¿el retraso de 30s es intencional?', kind: 'question' },
      { text: 'algo así por algo más simple estaría bien', kind: 'other' },
      { text: 'genial, ya funciona 🎉', kind: 'other' },
      { text: '¿qué podría salir mal si lanzamos la migración dos veces?', kind: 'question' },
      { text: 'los totales están mal, sale 123.456 € y debería ser 1.234', kind: 'other' },
      { text: 'solo puedes editar borradores en la app', kind: 'other' },
      { text: 'la app falla siempre al arrancar', kind: 'other' },
      // near misses of the classes above
      { text: 'esperá, dejame guardar lo mío primero', kind: 'other' },
      { text: '¿en serio? no lo sabía', kind: 'other' },
      { text: 'escribe el changelog en inglés', kind: 'request' },
      { text: 'bueno, commiteá todo en la rama nueva y no pushees, lo reviso mañana', kind: 'request' },
      { text: '¿cómo se llaman las ramas en tu equipo?', kind: 'question' },
      { text: 'tengo un mac nuevo, ¿me ayudas a configurarlo?', kind: 'question' },
      { text: 'sí, siempre tarda un poco', kind: 'answer' },
      { text: 'los tests nunca pasan a la primera, ¿por qué será?', kind: 'question' },
      { text: 'añade un botón de modo oscuro', kind: 'request' },
      { text: '¿hiciste push?', kind: 'question' },
      { text: 'vale, gracias', kind: 'acknowledgement' },
      { text: 'todos los tests tienen que pasar', kind: 'request' },
      { text: 'excelente. ahora agrega el export, sin librerías nuevas', kind: 'request' },
      { text: 'sigue fallando el login', kind: 'failure-report' },
      { text: 'otra vez falla el login después del deploy', kind: 'failure-report' },
      // near misses: a cue's words that put work off, ask, constrain new work, report or answer
      { text: 'dejemos el cache para el futuro, ahora arreglá el login', kind: 'request' },
      { text: 'en la próxima versión agregamos el modo oscuro', kind: 'request' },
      { text: 'acá siempre se cuelga el build cuando corre el linter', kind: 'failure-report' },
      { text: 'no se guarda el formulario', kind: 'failure-report' },
      { text: 'nada de eso funciona', kind: 'request' },
      { text: 'no hace falta', kind: 'answer' },
      { text: 'con tests unitarios alcanza', kind: 'answer' },
      { text: 'sí, no por ahora', kind: 'answer' },
      { text: '¿por qué falla el test?', kind: 'question' },
      { text: 'esta vez sí funcionó, gracias', kind: 'request' },
      { text: 'para el login usá el mismo layout', kind: 'request' },
      { text: 'quería pedirte que agregues un botón', kind: 'request' },
      { text: 'una cosa más: podés agregar un test? usamos vitest, no jest', kind: 'request' },
      { text: 'ningún error en la consola, ya anda', kind: 'other' },
      { text: '¿nos pasamos a pnpm algún día?', kind: 'question' },
      { text: 'sigue fallando lo mismo, debe ser el redondeo', kind: 'failure-report' },
    ],
    agentAnnouncements: ['Voy a crear el endpoint de reservas.', 'Ahora armo la tabla de tarifas.'],
    agentInvitations: ['Voy a empezar con el login. ¿Algo que deba tener en cuenta?', '¿Qué necesitas para el proyecto?'],
    agentGoAheads: ['Plan: 1. migrar 2. probar. ¿Procedo?'],
    agentQuestions: [
      'Te recomiendo derivar una columna de fecha local en staging.',
      '¿Quieres que lo añada también al CLI?',
      'Si quieres, puedo añadir una migración.',
    ],
  },
}));
