/** Portuguese: cues, clause classes and failure reports (see types.ts). */
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

const SOFTENERS = ['por\\s+favor', 'pfv', 'e', 'mas', 'então', 'também', 'só', 'aliás', 'alias', 'inclusive', 'ah\\s+e', 'cara'];
/** What a thing does or did, after "sempre" / "nunca": a description, not a rule ("sempre demora", "nunca funcionou"). */
const DESCRIBES =
  'se|me|te|o|a|lhe|nos|é|era|foi|est[áa]|esteve|tem|teve|h[áa]|demora|demorou|falha|falhou|funciona|funcionou|d[áa]|deu|fica|ficou|termina|terminou|carrega|carregou|quebra|quebrou|passa|passou|sai|saiu|chega|chegou|responde|respondeu|aparece|apareceu|pede|pediu|diz|disse|faz|fez|trava|travou';
/**
 * What the human never did, after "nunca" ("nunca usei isso", "nunca mexi com 220", "nunca o tivemos"): their own past,
 * not a rule — and Spanish's ("nunca lo hemos usado"), which these cues also read.
 */
const NEVER_DID = String.raw`(?:(?:o|a|os|as|lo|la|lhe|me|nos)\s+)?(?:tinha|tínhamos|tive|tivemos|fiz|fizemos|vi|vimos|ouvi|hemos|he|había|[${LETTER}]{2,}ei)`;
/**
 * "sempre que" before a subject of its own ("sempre que o boleto vencer …", "sempre que se fechar um caixa …"): when something
 * happens, what the product does — a requirement of the work, not how the agent works ("sempre que mexer no schema …").
 */
const WHEN_IT_HAPPENS = String.raw`\s+que\s+(?:o|a|os|as|um|uma|algum|alguma|se|ele|ela|eles|elas)(?![${LETTER}])`;
/** What the agent did, said of it ("criou", "apagou", "mexeu"): not what broke ("quebrou", "deu erro"). */
const AGENT_DID = String.raw`(?:(?:cri|adicion|apag|mud|mex|ignor|esquec|us|coloc|remov|delet|commit|comit|invent|bot|troc|alter|duplic|sobrescrev|reescrev|renome|inclu|instal)(?:ou|eu|iu)|fez|pôs|pos)(?![${LETTER}])`;

/** Where someone other than the agent is the subject ("ele mudou", "o banco mudou", "a Ana apagou"), it is not said of the agent. */
const NOT_SAID_OF_OTHERS = String.raw`(?<!(?:^|[^${LETTER}])(?:ele|ela|eles|elas|[oa]s?\s+[${LETTER}]+)\s+)`;

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?<![${LETTER}])(?:se|caso|onde)(?![${LETTER}])`;
const CONDITION_GAP = String.raw`[^,.;:!?]{0,40}`;

export const pt = lazyLanguage({ id: 'pt', name: 'Portuguese', script: /[A-Za-z]/ }, () => ({
  markers: {
    words: anyWord(
      [
        'de',
        'em',
        'e',
        'o',
        'a',
        'no',
        'na',
        'não',
        'nao',
        'é',
        'está',
        'você',
        'voce',
        'isso',
        'uma',
        'um',
        'com',
        'para',
        'pra',
        'mas',
        'sim',
        'também',
        'agora',
        'do',
        'da',
        'os',
        'as',
        'que',
        'eu',
        'já',
        'gente',
        'nunca',
        'sempre',
        'aqui',
        'tá',
      ],
      'giu',
    ),
    letters: /[ãõçê]/iu,
  },
  spellings: [
    [new RegExp(String.raw`(?<![${LETTER}])(?:vc|vcs)(?![${LETTER}])`, 'giu'), 'você'],
    [new RegExp(String.raw`(?<![${LETTER}])q(?![${LETTER}'])`, 'giu'), 'que'],
    [new RegExp(String.raw`(?<![${LETTER}])(?:tb|tbm)(?![${LETTER}])`, 'giu'), 'também'],
  ],
  cues: () => [
    eyeRollCue(),
    // um nome de código que é um e não outro: "o bundle id é com.example.app, não com.example.ios"
    { id: 'machine', pattern: new RegExp(String.raw`(?<![${LETTER}])(?:[ée]|s[ãa]o)\s+${CODE_TERM}\s*,?\s+n[ãa]o\s+${CODE_TERM}`, 'iu'), confidence: 0.7 },
    // o motor do banco de produção: "o banco de prod é mysql 5.7"
    // o que o agente escolheu não vai rodar onde o projeto roda: "no servidor isso nem instala"
    // onde um tipo de coisa não vai: "token não vai no banco, fica no chaveiro"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])n[ãa]o\s+(?:vai|v[ãa]o|fica|ficam)\s+(?:em|no|na|nos|nas|num|numa)\s+(?:um|uma)?\s*[${LETTER}\d./_-]+(?:\s+[${LETTER}\d./_-]+){0,4}?\s*[,;—–.]`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // como vai ser daqui pra frente, dito do que acabou de ser combinado: "e vai ser sempre assim pros scripts batch"
    {
      id: 'standing',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:vai\s+ser|será|sera|tem\s+que\s+ser)\s+sempre\s+assim\s+(?:pra|pros|pras|para|no|na|nos|nas|em|com)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // onde vai sempre um tipo de coisa: "segredo vai sempre no vault"
    {
      id: 'convention',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:vai|v[ãa]o|fica|ficam)\s+sempre\s+(?:em|no|na|nos|nas|pelo|pela)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // não é o X do agente: "não é CPF, é o NIF"
    houseUsesCue(
      new RegExp(
        String.raw`(?<![${LETTER}])aqui\s+(?:é|e)\s+(?!(?:o|a|os|as|um|uma|assim|isso|normal)(?![${LETTER}]))(?<named>[A-Za-z][\w.+@\/-]*)(?=\s*(?:[.,;!?)]|$))`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`(?<![${LETTER}])n[ãa]o\s+(?:pode|deve|podem|devem)\s+ser\s+(?:o\s+|a\s+|um\s+|uma\s+)?[\x60'"]?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(String.raw`^(?:(?:isso|isto|aqui)\s+)?n[ãa]o\s+é\s+(?:o\s+|a\s+|um\s+|uma\s+)?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s*[,;.—–-]`, 'iu'),
    ),
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:lá|la|no\s+servidor|nos\s+servidores|na\s+m[áa]quina|em\s+prod(?:u[çc][ãa]o)?)\s+(?:[${LETTER}.-]+\s+){0,3}?(?:n[ãa]o|nem)\s+(?:vai\s+|v[ãa]o\s+)?(?:funcionar|rodar|instalar|subir|compilar|funciona|roda|instala|sobe|compila)(?![${LETTER}])|(?<![${LETTER}])(?:n[ãa]o\s+vai|nem\s+vai|nem)\s+(?:funcionar|rodar|instalar|subir|compilar|instala|roda)\s+(?:direito\s+)?(?:lá|no\s+servidor|nos\s+servidores|em\s+prod(?:u[çc][ãa]o)?)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:banco(?:\s+de\s+dados)?|bd|db)\s+(?:de\s+|da\s+)?prod(?:u[çc][ãa]o)?\s+(?:[ée]|est[áa]\s+em|roda\s+(?:em|no)|usa)\s+${DATABASE_ENGINES}(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
    },
    // como é aqui, sempre ou desde a mudança: "aqui é sempre poetry run pytest", "tudo roda no stage2 agora"
    // a command that opens a window on this machine, where nobody sees it: "aqui o `code` abre uma janela, usa outro jeito"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:aqui|nessa\s+m[áa]quina|nesse\s+servidor|na\s+minha\s+m[áa]quina|no\s+meu\s+pc)[^.!?\n]{0,40}?(?:abre|lan[çc]a)\s+(?:uma?\s+|o\s+|a\s+)?(?:janela|gui|interface\s+gr[áa]fica|navegador|editor)|(?:abre|lan[çc]a)\s+(?:uma?\s+|o\s+|a\s+)?(?:janela|gui|interface\s+gr[áa]fica|navegador|editor)[^.!?\n]{0,40}?(?:aqui|nessa\s+m[áa]quina|nesse\s+servidor|na\s+minha\s+m[áa]quina|no\s+meu\s+pc))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // how every other one of its kind is done, against what the agent did: "a chave vem do vault como todas as outras", "mocka como o resto dos testes"
    likeTheRestCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:como|igual\s+a(?:os|s)?)\s+(?:todos\s+os\s+|todas\s+as\s+)?(?:outros|outras|demais)(?![${LETTER}])|(?<![${LETTER}])como\s+(?:no\s+)?(?:o\s+)?resto\s+d[oa]s?(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:aqui\s+(?:[ée]\s+sempre|sempre\s+[ée])|tudo\s+(?:roda|fica|est[áa]|t[áa])\s+n[oa]\s+\S+\s+agora|agora\s+tudo\s+(?:roda|fica|est[áa]|t[áa])\s+n[oa])(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // está no que o humano passou: "tá nas regras que eu te passei"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:t[áa]|est[áa])\s+n[oa]s?\s+[^.?!]{0,30}?que\s+(?:eu\s+)?te\s+(?:passei|colei|mandei)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // o mesmo da última vez: "da última vez você também commitou a senha"
    // o que o agente fez, dito no começo da oração: "vc comparou o horário com datetime.now() sem timezone", "você colocou
    // a chave no código" (não "você disse …", "você resolveu"; uma pergunta não: "vc testou no sandbox?")
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:mas|e|porque|pq|já\s+que|aí)\s+)?(?:você|voce|vc|tu)\s+(?:já\s+|de\s+novo\s+|também\s+|simplesmente\s+)?(?!(?:disse|falou|perguntou|pediu|resolveu|arrumou|consertou|viu|entendeu|acertou|mandou\s+bem)(?![${LETTER}]))[${LETTER}]{2,}(?:ou|eu|iu)(?![${LETTER}])(?!\s+(?:qual|quais|quanto|quantos|onde|como|o\s+que|que)(?![${LETTER}]))`,
        'iu',
      ),
    ),
    // o que o agente está fazendo: "vc tá logando o payload inteiro", "você está somando o frete duas vezes" (não "vc tá
    // olhando em UTC né?", que pergunta)
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:mas|e|porque|pq|cara|aí)\s+)?(?:você|voce|vc|tu)\s+(?:tá|ta|está|esta)\s+(?:de\s+novo\s+|só\s+)?[${LETTER}]{2,}(?:ando|endo|indo)(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'reproach',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:da\s+última\s+vez|ontem)\s+(?:você\s+|vc\s+)?também\s+(?:[${LETTER}]+\s+)?[${LETTER}]+ou(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])n[ãa]o\s+[ée]\s+(?:um\s+|uma\s+)?(?:fix|corre[çc][ãa]o|solu[çc][ãa]o)|(?:isso|isto|ele)\s+s[óo]\s+(?:esconde|mascara|disfar[çc]a)(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])(?:isso|isto)\s+n[ãa]o\s+pode\s+(?:acontecer|se\s+repetir)\s+(?:de\s+novo|outra\s+vez|mais)(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])(?:n[ãa]o\s+quero|nunca\s+mais\s+quero)\s+ver\s+(?:isso|isto)\s*(?:de\s+novo|outra\s+vez|nunca\s+mais)?(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      addressesAgent: true,
    },
    // uma regra combinada: "vamos combinar: datas sempre em ISO"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:vamos\s+combinar|combinado\s+ent[ãa]o|fica\s+combinado)(?![${LETTER}])`, 'iu'),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // o combinado, perguntado: "a gente não tinha combinado BEM?"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:a\s+gente|n[óo]s)\s+n[ãa]o\s+(?:tinha(?:mos)?|t[íi]nhamos)\s+(?:combinado|decidido|falado)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // o que o agente fez não serve: "dez testes t sem correção não tá certo"
    // o agente pegou o que não era: "tabela errada, os certificados estão na crew_cert"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:tabela|arquivo|pasta|branch|coluna|repo|banco|endpoint|ambiente|servidor|vers[ãa]o|caminho|campo|schema|porta|formato|m[ée]todo|projeto|planilha|chave|conta|regi[ãa]o|template|m[óo]dulo|pacote)\s+errad[oa](?![${LETTER}])(?!\s*\?)`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:n[ãa]o\s+(?:t[áa]|est[áa])\s+(?:certo|ok)|n[ãa]o\s+[ée]\s+aceit[áa]vel|[ée]\s+inaceit[áa]vel)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    // um hábito do agente, perguntado: "por que você builda release toda vez?"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])por\s*que\s+[^?.!]{0,60}?\btoda\s+(?:santa\s+)?vez(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // o que o agente fez já existe: "já temos um wrapper de fetch em lib/http"
    {
      id: 'already-have',
      pattern: new RegExp(String.raw`(?<![${LETTER}])j[áa]\s+(?:temos|tem|existe)\s+(?:um|uma)\s+[${LETTER}${DIGIT}./-]+`, 'iu'),
      confidence: 0.75,
    },
    // um fato da máquina ou do projeto: "o servidor roda Python 3.8", "não tem internet no runner", "ainda estamos no Node 16"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:isso|essa|esse)\s+(?:a\s+gente|n[óo]s)\s+(?:j[áa]\s+)?(?:tirou|tiramos|removeu|removemos|aposentou|aposentamos|parou\s+de\s+usar|paramos\s+de\s+usar)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:isso|isto|essa|esta)\s+[ée]\s+(?:a\s+)?sintaxe\s+(?:antiga\s+|velha\s+)?d[oae]s?\s`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:essa|esta|a|nossa|esse|este|o|nosso)\s+(?:m[áa]quina|servidor|placa|inst[âa]ncia|vm|runner)\s+(?:[ée]|tem|n[ãa]o\s+tem|roda|usa|ainda\s+est[áa]\s+(?:no|na|em))\s+(?:um|uma|nenhum|s[óo]|[${LETTER}.-]+\s*v?\d|\d)|(?<![${LETTER}])n[ãa]o\s+(?:tem|h[áa])\s+(?:internet|sa[íi]da\s+pra\s+internet|gpu|docker|sudo)(?![${LETTER}])|(?<![${LETTER}])(?:estamos|t[áa]|ainda\s+estamos)\s+(?:no|na|em|com)\s+(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d`,
        'iu',
      ),
      confidence: 0.7,
    },
    // o que a equipe não faz: "a gente não versiona o dist", e o não dobrado de quem proíbe: "não recria o tópico não" (não "não sei não")
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:a\s+gente|n[óo]s)\s+(?:aqui\s+)?n[ãa]o\s+(?!(?:sabe|sabemos|consegue|conseguimos|tem|temos|pode|podemos|est[áa]|estamos|entende|entendemos|v[êe]|vemos|recebe|recebemos|acessa|acessamos|conecta|conectamos|acha|achamos|lembra|lembramos)(?![${LETTER}]))[${LETTER}]{3,}|^n[ãa]o\s+(?!(?:sei|sabe|tenho|tem|vou|posso|pode|d[áa]|acho|quero|entendi|funciona|rola|deu|foi|[ée]|est[áa])(?![${LETTER}]))[${LETTER}]{3,}[^,.!?]{0,60}?\s+n[ãa]o(?=\s*[,.!]|\s*$)`,
        'iu',
      ),
      confidence: 0.75,
    },
    // o agente editou o que uma ferramenta escreve: "o client é gerado a partir do spec"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:[ée]|s[ãa]o)\s+gerad[oa]s?|(?:[ée]|s[ãa]o)\s+sobrescrit[oa]s?\s+(?:a\s+cada|em\s+cada|toda|todo|pelo|pela|no|na|quando)|(?:[ée]|s[ãa]o)\s+(?:um\s+)?subm[óo]dulos?|gerad[oa]s?\s+(?:pelo|pela|a\s+partir|automaticamente))(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // o que o agente tirou era de propósito: "o timeout é assim de propósito", "isso não está ali à toa"
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:de\s+prop[óo]sito|propositalmente|(?:[ée]|s[ãa]o)\s+intencional(?:is)?|por\s+(?:um|algum)\s+motivo|n[ãa]o\s+(?:[ée]|est[áa])\s+(?:(?:ali|a[íi]|l[áa])\s+)?(?:[àa]|a)\s+toa)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony: "o que poderia dar errado", "o jurídico vai adorar", praise with 🙃 or 🙄
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])o\s+que\s+(?:poderia|pode)\s+dar\s+errado(?=(?:[,\s]+(?:n[ée]|n[ãa]o\s+[ée]|hein|kkk+)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
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
        String.raw`(?<![${LETTER}${DIGIT}_])(?:vai|v[ãa]o)\s+adorar(?![${LETTER}${DIGIT}_])|(?<![${LETTER}${DIGIT}_])(?:vai|v[ãa]o)\s+ficar\s+(?:encantad|felizes|feliz)|(?<![${LETTER}${DIGIT}_])(?:[óo]timo|genial|perfeito|excelente|maravilha|lindo|parab[ée]ns)\b[^.!?\n]{0,80}?(?:🙃|🙄|🤦|🤡)|^(?:ah\s+|oh\s+)?(?:[óo]timo|perfeito|show|maravilha|que\s+beleza|excelente|lindo|top)\s*[,.!]*\s+(?:um\s+(?:segundo|terceiro|quarto)\s|uma\s+(?:segunda|terceira|quarta)\s|(?:voc[êe]\s+|vc\s+)?(?:apagou|deletou|removeu|quebrou)\s)`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // "e no PR sempre bota print das telas": always, said before the work verb too
    {
      id: 'always-never',
      pattern: anyWord([
        '(?:sempre|nunca)\\s+(?:bota|bote|põe|poe|ponha|coloca|coloque|roda|rode|usa|use|testa|teste|manda|mande|faz|faça|escreve|escreva|inclui|inclua|adiciona|adicione|pede|pergunta|avisa|avise|anexa|anexe)',
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // how a thing is here, said at the head of a clause: "aqui os branches são feat/<issue>-descricao", "aqui o schema é todo
    // em português", "blz mas aqui no server todo comando de perfil é ephemeral", "aqui no brasil a gente usa dia/mês/ano"
    // (a question not; not "aqui o app é lento", a report, nor "aqui a ideia é …", the plan of the work)
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?:^|[.,;:!?]\s+|(?<![${LETTER}])(?:mas|e|cara|mano|blz|olha)\s+)(?:aqui|aca|acá)\s+(?:n[oa]\s+[${LETTER}]+\s+)?(?:(?:o|a|os|as|todo|toda|todos|todas)\s+(?!(?:ideia|plano|objetivo|meta|problema|bug|erro|tarefa|prazo|pedido|dúvida|duvida)(?![${LETTER}]))(?:[${LETTER}_-]+\s+){1,3}?(?:é|são|sao|fica|ficam|vai|vão|vao|vive|vivem|chama|chamam|leva|levam)(?!\s+(?:muito\s+|meio\s+|bem\s+|super\s+)?(?:lento|lenta|lentos|lentas|rápido|rapido|instável|instavel|quebrado|quebrada|estranho|estranha|esquisito|travado|travada|pesado|pesada|bugado|bugada)(?![${LETTER}]))|a\s+gente\s+(?:usa|escreve|põe|poe|coloca|chama|faz))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
      notInFailure: true,
    },
    // what the house uses all over: "a gente usa o logger nosso no projeto todo", "nós já usamos zod em todo o repo"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:a\s+gente\s+(?:já\s+|ja\s+)?usa|(?:nós\s+|nos\s+)?(?:já\s+|ja\s+)?usamos)\s+[^.!?\n]{1,40}?\s+(?:n[oa]\s+(?:projeto|repo|código|codigo|sistema|app|monorepo)\s+(?:todo|toda|inteiro|inteira)|em\s+tod[oa]\s+(?:o\s+|a\s+)?(?:projeto|repo|código|codigo|sistema|app|lugar|canto|parte))`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how every one of a kind is here: "aqui todo mart é incremental", "aqui toda tabela tem created_at"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:aqui|aca|acá|na\s+empresa|no\s+time)\s+(?:todo|toda|todos|todas)\s+(?:os\s+|as\s+)?[${LETTER}-]+\s+(?:é|são|sao|usa|usam|tem|têm|fica|ficam|vai|vão)`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the place shared with others: "o banco de dev é compartilhado com o QA"
    {
      id: 'machine',
      pattern: anyWord([
        '(?:banco|base|servidor|máquina|maquina|cluster|ambiente|staging|instância|instancia|bucket|conta|redis)(?:\\s+de\\s+\\S+)?\\s+(?:é|são|sao|ta|tá)\\s+compartilhad[oa]s?',
      ]),
      confidence: 0.7,
    },
    // what the house moved to, where its truth is kept, what the rest does: "a gente migrou pro pnpm", "a fonte da
    // verdade é o openapi.yaml", "todo o resto lê a config"
    {
      id: 'convention',
      pattern: anyWord([
        '(?:a\\s+gente\\s+)?(?:migramos|migrou)\\s+(?:já\\s+)?(?:pro|pra|para\\s+o|para\\s+a|para)(?=\\s+\\S)',
        'passamos\\s+a\\s+usar',
        'fonte\\s+(?:única\\s+|unica\\s+)?da\\s+verdade',
        'a\\s+fonte\\s+(?:real|certa|oficial|de\\s+verdade)\\s+é',
        '(?:todo\\s+o\\s+resto|o\\s+resto|todos\\s+os\\s+outros\\s+\\S+|os\\s+outros\\s+\\S+)\\s+(?:já\\s+)?(?:usa|usam|lê|le|leem|pega|pegam|passa|passam\\s+por|chama|chamam|segue|seguem)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "toda mudança precisa do ticket", "cada função nova tem que ter docstring"
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:cada|toda|todo)\s+(?:novo\s+|nova\s+)?[${LETTER}-]+(?:\s+(?:novo|nova))?\s+(?:precisa|exige|deve|tem\s+que|tem\s+de|leva)`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // a prohibition by noun opening a sentence: "nenhum log com cpf" (not "nenhum erro no console")
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`(?:^|[.!;:]\s*)(?:nenhum|nenhuma)\s+(?!(?:erro|erros|problema|mudança|mudanca|resultado|aviso|warning|mensagem|falha|teste|dado)(?![${LETTER}]))[${LETTER}]+`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // everything of a kind must: "todas as tabelas têm que usar vírgula"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`tod[oa]s\s+[oa]s\s+[${LETTER}]{3,}(?:\s+\S+){0,6}?\s+(?:t[êe]m\s+que|devem|precisam)\s+(?!passar|funcionar|rodar|ficar\s+verdes?)[${LETTER}]+`,
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a shortcut the agent took, called out: "você não pode simplesmente …", "não podes só …"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`(?:voc[êe]\s+|vc\s+)?n[ãa]o\s+(?:pode|podes)\s+(?:simplesmente|s[óo]|apenas)\s+(?!(?:clicar|apertar|tocar|abrir|entrar|digitar|logar)(?![${LETTER}]))[${LETTER}]+`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // for a kind of case, every time: "pra essas coisas sempre …"; what we use for everything of a kind
    {
      id: 'always-never',
      pattern: anyWord(['(?:(?:pra|para)\\s+(?:essas|estas)\\s+coisas|(?:nesses|nestes)\\s+casos)\\s*,?\\s+(?:sempre|nunca)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'convention',
      pattern: anyWord(['(?:usamos|a\\s+gente\\s+usa)\\s+(?:\\S+\\s+){1,3}?(?:pra|para)\\s+tudo']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how it is done here, said as such: "aqui a gente faz assim", "é o padrão do time"
    {
      id: 'convention',
      pattern: anyWord([
        'aqui\\s+(?:a\\s+gente\\s+)?(?:faz|fazemos)\\s+assim',
        'aqui\\s+[ée]\\s+assim',
        '[ée]\\s+(?:o\\s+)?padr[ãa]o\\s+(?:aqui|do\\s+time|da\\s+equipe|da\\s+casa)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // an emphatic prohibition: "de jeito nenhum …", "em hipótese alguma …", "nem pensar em …"
    {
      id: 'always-never',
      pattern: atClauseStart(['de\\s+jeito\\s+nenhum', 'em\\s+hip[óo]tese\\s+(?:alguma|nenhuma)', 'em\\s+nenhuma\\s+hip[óo]tese', 'nem\\s+pensar'], SOFTENERS),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // the same mistake again, counted: "já é a segunda vez", "já são duas vezes"
    {
      id: 'reproach',
      pattern: anyWord(['j[áa]\\s+(?:(?:[ée]\\s+a\\s+)?segunda\\s+vez|(?:s[ãa]o|foram)\\s+(?:duas|tr[êe]s|\\d+)\\s+vezes)\\s+que\\s+(?:voc[êe]|vc|tu)']),
      confidence: 0.8,
      addressesAgent: true,
    },
    // the agent's manner: "para de pedir desculpas", "só me diz o que mudou"
    {
      id: 'complaint',
      pattern: anyWord([
        '(?:para|pare)\\s+de\\s+(?:pedir\\s+desculpas?|se\\s+desculpar)',
        's[óo]\\s+(?:me\\s+)?(?:diz|diga|fala)\\s+o\\s+que\\s+(?:mudou|mudaste|voc[êe]\\s+mudou)',
      ]),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord(['como\\s+(?:n)?o\\s+resto\\s+do\\s+(?:repo|projeto|c[óo]digo|time)', 'como\\s+em\\s+todo\\s+o\\s+(?:repo|projeto)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always like this", said of what was just shown: it holds every time
    {
      id: 'standing',
      pattern: anyWord(['sempre\\s+(?:assim|desse\\s+jeito|nesse\\s+formato)(?=\\s*[.!]|\\s*$)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // Portugal's forms: "porque é que mudaste para plotly?!", "volta a pôr ggplot", "usamos tidyverse na equipa toda"
    {
      id: 'reproach',
      pattern: anyWord([String.raw`porque\s+é\s+que\s+(?:[${LETTER}]+\s+)?[${LETTER}]+(?:aste|este|iste)(?![${LETTER}])`]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // como é aqui, em tudo: "aqui é HALF_EVEN em tudo", "a gente usa UTC em todo lugar"
    {
      id: 'convention',
      pattern: anyWord(['(?:aqui|a\\s+gente|n[óo]s)\\s+(?:é|eh|usa|usamos)\\s+[^.!?]{1,40}?\\s+em\\s+(?:tudo|todo\\s+lugar|todos\\s+os\\s+lugares)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'volt[ae]\\s+a\\s+(?:pôr|por|colocar|meter)',
        'volt[ae]\\s+(?:aos?|às?|pr[oa]s?)\\s+(?:nomes?|vers[ãa]o|jeito|formato|c[óo]digo)\\s+(?:antig[oa]s?|originais|original|em\\s+portugu[êe]s|de\\s+antes)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    { id: 'convention', pattern: anyWord(['usamos\\s+\\S+\\s+(?:na|em)\\s+(?:equipa|equipe)(?:\\s+toda)?']), confidence: 0.75, explicit: true },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        '(?:n[ãa]o\\s+t[êe]m|sem)\\s+(?:acesso\\s+[àa]\\s+)?internet',
        '(?:bloquead[oa]s?\\s+(?:pelo|por)|atr[áa]s\\s+de)\\s+(?:um\\s+|o\\s+)?proxy',
        'air[-\\s]?gapped',
        'isolad[oa]s?\\s+da\\s+internet',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(['(?:tenha|tem|tenham)\\s+(?:isso|isto)\\s+em\\s+mente', 'lembr[ae]-?te\\s+disso', 'guarda\\s+isso']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(['(?:já\\s+)?(?:(?:é\\s+)?a\\s+)?(?:terceira|quarta|quinta)\\s+vez']),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord(['(?:esse|este|nosso)\\s+(?:projeto|repo|repositório)\\s+(?:usa|utiliza|roda\\s+(?:com|em)|é\\s+feito\\s+com)']),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "aqui as branches se chamam PLAT-<ticket>/…", "padrão de nomes"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:aqui|a\s+gente|n[óo]s|no\s+(?:nosso\s+)?time|na\s+(?:nossa\s+)?equipe)\s+(?:\S+\s+){0,3}?(?:se\s+chamam|chamamos|chama|nomeamos|nomeia|se\s+nomeiam)(?![${LETTER}])`,
        'padr[ãa]o\\s+de\\s+(?:nome(?:s|ação|acao)?|nomenclatura)',
        'conven[çc][ãa]o\\s+de\\s+(?:nomes|nomenclatura)',
        '(?:formato|padr[ãa]o)\\s+d[eo]s?\\s+(?:commits?|branch(?:es)?|mensagens?\\s+de\\s+commit)\\s+(?:é|aqui)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "eu uso Windows", "esse comando não existe aqui"
    {
      id: 'machine',
      pattern: anyWord([
        `(?:uso|estou\\s+(?:no|em|com)|t[ôo]\\s+(?:no|com)|trabalho\\s+(?:no|com)|tenho)\\s+(?:o\\s+|um\\s+)?${OPERATING_SYSTEMS}`,
        `(?:não|nao)\\s+tenho\\s+${OPERATING_SYSTEMS}`,
        '(?:aqui|nessa\\s+m[áa]quina|no\\s+meu\\s+(?:pc|computador|notebook|mac))\\s+(?:não|nao)\\s+(?:existe|tem|h[áa]|funciona)',
        '(?:não|nao)\\s+existe\\s+(?:aqui|nessa\\s+m[áa]quina|no\\s+meu\\s+(?:pc|computador|notebook|mac))',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      // also asked back: "¿quién te dijo que …?", "кто тебе сказал …?"
      inQuestion: true,
      pattern: anyWord([
        '(?:já\\s+)?(?:te\\s+)?(?:disse|falei|pedi)\\s+(?:isso|que|pra|para)',
        'quem\\s+(?:te\\s+)?(?:disse|falou|pediu)\\s+(?:que|pra|para)',
        'como\\s+eu\\s+(?:disse|falei)',
        // "quantas vezes eu vou ter que falar" (not "quantas vezes rodou?": how often something ran)
        'quantas\\s+vezes\\s+(?:(?:eu|vou|preciso|tenho|que|ter|de|te|vai)\\s+){0,4}(?:falar|dizer|repetir|pedir|explicar|avisar)',
        'acabei\\s+de\\s+(?:te\\s+)?(?:dizer|falar|pedir)',
        '(?:eu\\s+)?j[áa]\\s+(?:te\\s+)?(?:disse|falei|pedi|avisei)',
        // "a gente tinha combinado CSV", "combinamos que …": what was agreed
        '(?:a\\s+gente\\s+)?(?:tinha(?:mos)?\\s+)?(?:combinado|combinamos|ficou\\s+combinado)(?:\\s+(?:que|de|em))?',
        // "a gente combinou ontem que …", "como combinado", "você leu mesmo as regras?"
        'a\\s+gente\\s+(?:j[áa]\\s+)?combinou',
        '(?:como|conforme)\\s+(?:a\\s+gente\\s+|n[óo]s\\s+)?(?:combinado|combinamos|combinou)',
        '(?:vc|voc[êe])\\s+(?:nem\\s+)?leu\\s+(?:mesmo\\s+)?(?:as|o|a|os)\\s+[^.?!]{0,30}?que\\s+eu\\s+(?:colei|mandei|passei)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyWord([
        'a\\s+partir\\s+de\\s+agora',
        'daqui\\s+(?:pra|para)\\s+frente',
        'de\\s+agora\\s+em\\s+diante',
        'da\\s+próxima\\s+vez',
        'no\\s+futuro',
        // (not "toda vez que o scraper roda", "toda vez que eu rodo": what happens each time, told)
        String.raw`toda\s+vez\s+que(?!\s+(?:o|a|os|as|um|uma|eu|ele|ela|eles|elas|a\s+gente|algu[ée]m|[ée]|est[áa]|tem|h[áa]|se|(?:o|a|me)\s+[${LETTER}]+o)(?![${LETTER}]))`,
        'lembre-se',
        'lembra\\s+(?:de|que)',
        'daqui\\s+em\\s+diante',
        'de\\s+agora\\s+(?:pra|para)\\s+frente',
        'da\\s+proxima\\s+vez',
        'na\\s+pr[óo]xima\\s+vez',
        'nas\\s+pr[óo]ximas\\s+vezes',
        String.raw`(?<!(?:bora|vamos|vamo|partiu|passa|passando)\s)(?:pra|para)\s+(?:a\s+)?pr[óo]xima(?=\s*[,.!:;]|\s*$|\s+(?:vez|já|ja|lembra|lembre)(?![${LETTER}]))`,
        'todas\\s+as\\s+vezes',
        'toda\\s+vez(?=\\s*[,.!:;]|\\s*$)',
        'n[ãa]o\\s+(?:se\\s+)?esque[çc]a\\s+(?:mais|nunca)',
        'anota\\s+(?:a[íi]|isso)',
        'fica\\s+(?:a\\s+dica|registrado)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        'não\\s+(?:me\\s+)?pergunte',
        'sem\\s+(?:me\\s+)?perguntar',
        'pare\\s+de\\s+(?:me\\s+)?perguntar',
        'para\\s+de\\s+(?:me\\s+)?perguntar',
        'escolha\\s+a\\s+(?:opção\\s+)?recomendada',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "pro futuro: …", "no futuro, …" open a rule; "deixa isso pro futuro" only puts work off
    {
      id: 'standing',
      pattern: atClauseStart(['(?:pro|para\\s+o)\\s+futuro', 'no\\s+futuro', 'de\\s+agora\\s+em\\s+diante'], SOFTENERS),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: /^(?:não|nao|errado)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    // o que o agente acabou de usar não existe aqui: "não tem docker no servidor", "a gente não usa redis" (só de um
    // termo das últimas palavras dele, e não como resposta à pergunta dele)
    absentCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:n[ãa]o\s+(?:tem|temos|existe|usamos|usa|roda)|n[ãa]o\s+h[áa])\s+(?:nenhum\s+|nenhuma\s+)?\x60?(?<replaced>[\w@./+-]{2,})`,
        'iu',
      ),
    ),
    { id: 'x-not-y', pattern: anyWord(['(?:use|usa|utilize)\\s+\\S+\\s+(?:em\\s+vez|ao\\s+invés|no\\s+lugar)\\s+de']), confidence: 0.85, answers: true },
    {
      id: 'instead-of',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:em\s+vez|ao\s+invés|no\s+lugar)\s+d[eoa]s?\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{3,})`, 'iu'),
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\se)\s*(?:não|nao)\s+(?!da\s+(?:pra|para|pro)(?![${LETTER}]))(?:em|no|na|nos|nas|o|a|os|as|com|contra|pra|pro|para|do|da|de|dos|das|por|pelo|pela|via|ao|à|sobre|como)\s+(?!(?:agora|ainda|hoje|nada|muito|tanto|mal|aqui)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,|\se)\s*(?:não|nao)\s+(?!(?:agora|ainda|hoje|nada|muito|tanto|mal|aqui|sei|precisa|foi|é|era|tem|vai|dá|da)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})\s*(?:[.!]|$)`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "não X, e sim Y", "não é X, é Y"
    { id: 'x-not-y', pattern: anyWord(['(?:não|nao)\\s+(?:é\\s+)?\\S+,?\\s+(?:e\\s+sim|mas\\s+sim)']), confidence: 0.85, answers: true },
    // (not what the human has never done: "nunca usei isso", "nunca mexi com 220 antes", "nunca tinha visto")
    {
      id: 'always-never',
      pattern: atClauseStart([`sempre(?!${WHEN_IT_HAPPENS})`, String.raw`(?:nunca|jamais)(?!\s+(?:${NEVER_DID})(?![${LETTER}]))`], SOFTENERS),
      confidence: 0.8,
      explicit: true,
    },
    // the same said to the agent, not of what a thing does ("sempre demora", "nunca funcionou", "sempre se perde")
    {
      id: 'always-never',
      pattern: atClauseStart([`(?:sempre|nunca|jamais)(?!\\s+(?:${DESCRIBES}|${NEVER_DID})(?![${LETTER}])|${WHEN_IT_HAPPENS})`], SOFTENERS),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'dont',
      pattern: atClauseStart(
        [
          '(?:não|nao)\\s+(?:use|usa|faça|faz|coloque|coloca|adicione|mexa|mexe|altere|altera|mude|muda|apague|apaga|remova|remove|crie|cria|escreva|escreve|instale|instala|edite|edita|toque|toca|commite|commita|suba|sobe|invente|assuma|rode|roda|execute|executa|atualize|atualiza|arredonda|arredonde|formata|formate|converte|converta|traduz|traduza|loga|logue|publica|publique|importa|importe)',
          String.raw`(?:não|nao)\s+(?:me\s+)?(?:bota|bote|põe|poe|ponha|pusha|deleta|delete|mocka|mocke|chuta|chute|comita|comite|renomeia|renomeie|refatora|refatore|troca|troque|tira|tire|hardcoda|mergeia|mergea|inventa|duplica|duplique|reescreve|reescreva|inclua|inclui|deixa|deixe)(?![${LETTER}])`,
          // "não é pra usar any": how it is not meant to be done
          String.raw`(?:não|nao)\s+(?:é|eh|era)\s+(?:pra|para)\s+[${LETTER}]+`,
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
    },
    { id: 'must-not', pattern: anyWord(['(?:não|nao)\\s+pode(?:\\s+(?:usar|fazer|colocar))?(?=\\s*[,.!]|$)']), confidence: 0.8 },
    { id: 'verify-first', pattern: anyWord(['antes\\s+de\\s+(?:dizer|falar|me\\s+dizer|avisar)']), confidence: 0.8, explicit: true, addressesAgent: true },
    // "o .env não se commita", "aqui não se usa moment", "é proibido": how things are not done
    {
      id: 'not-done',
      pattern: anyWord([
        '(?:não|nao)\\s+se\\s+(?:commita|comita|pusha|versiona|mexe|usa(?:m)?|sobe\\s+(?:pro|para\\s+o)\\s+repo|faz\\s+(?:assim|isso))',
        '(?:é|são|eh)\\s+proibid[oa]s?',
        '(?:não|nao)\\s+(?:é|são)\\s+permitid[oa]s?',
        '(?:não|nao)\\s+(?:vai|v[ãa]o|entra(?:m)?)\\s+(?:pro|no|para\\s+o)\\s+(?:repo|git|reposit[óo]rio)',
      ]),
      confidence: 0.8,
      explicit: true,
    },
    // "não precisa do índice", "não é necessário": what the agent did or plans is not needed (an answer too)
    {
      id: 'no-need',
      pattern: anyWord([
        '(?:não|nao)\\s+precisa(?:va)?(?:\\s+(?:de|do|da|dos|das))?',
        '(?:não|nao)\\s+(?:é|eh)\\s+necess[áa]ri[oa]',
        '(?:não|nao)\\s+tem\\s+(?:que|porque|por\\s+que|pq|necessidade)',
        'sem\\s+necessidade\\s+de',
        'desnecess[áa]ri[oa]s?',
      ]),
      confidence: 0.8,
      answers: true,
    },
    // a prohibition by noun: "nada de any", "nada de console.log em produção" (not "nada disso")
    {
      id: 'no-x',
      pattern: atClauseStart([String.raw`nada\s+de\s+(?!(?:isso|isto|eso|esto|aquilo|nada|o\s+que)(?![${LETTER}]))\S+`], SOFTENERS),
      confidence: 0.75,
    },
    { id: 'stop', pattern: atClauseStart(['pare\\s+de', 'para\\s+de', 'chega\\s+de'], SOFTENERS), confidence: 0.8, everyTime: true, addressesAgent: true },
    {
      id: 'wrong',
      pattern: anyWord([
        // (not "algo tá errado": something unnamed is off, as a report says)
        '(?<!(?:algo|alguma\\s+coisa)\\s)(?:isso\\s+)?(?:está|ta|tá)\\s+errad[oa]',
        'não\\s+é\\s+(?:isso|o\\s+que\\s+eu\\s+(?:pedi|queria))',
        'você\\s+(?:entendeu\\s+errado|se\\s+enganou)',
        'incorreto',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // "não pedi isso", "ninguém pediu": the agent did what no one asked; "volta como estava": take it back
    {
      id: 'unasked',
      pattern: anyWord([
        '(?:eu\\s+)?(?:não|nao)\\s+(?:te\\s+)?pedi',
        'ningu[ée]m\\s+(?:te\\s+)?pediu',
        'quem\\s+(?:te\\s+)?(?:pediu|mandou|falou)',
        '(?:não|nao)\\s+mandei',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'volt[ae]\\s+(?:como|o\\s+que)\\s+estava',
        // "… volta." alone at the end, after what is wrong with it
        'volt[ae](?=\\s*[.!]*\\s*$)',
        'desfa(?:z|ça)',
        'revert[ae]',
        'deixa\\s+como\\s+estava(?:m)?',
        '(?:coloca|põe|poe)\\s+de\\s+volta',
        'como\\s+estava(?:m)?(?=\\s*[.!,]|\\s*$)',
        'volt[ae]\\s+(?:atr[áa]s|(?:pra|para)\\s+(?:como|o\\s+que)\\s+(?:era|estava))',
        'deixa\\s+(?:do\\s+jeito\\s+que|como)\\s+(?:estava|era)',
        // "tira o que você colocou", "remove isso que você adicionou": take back what the agent added
        '(?:tir|remov|apag|delet)[ae]\\s+(?:tudo\\s+)?(?:o|isso|isto|aquilo)\\s+que\\s+(?:voc[êe]\\s+|vc\\s+)?(?:colocou|adicionou|criou|botou|mudou|fez|incluiu)',
        // "remove that" said of what the agent just added
        '(?:tir|remov|apag)[ae]\\s+(?:isso|isto)(?=\\s*[,.;!]|\\s*$)',
        // "tira essa divisão", "remove esse import": what was just named, by a demonstrative
        '(?:tir|remov|apag)[ae]\\s+(?:essa|esse|essas|esses)\\s+[^\\s,.;!?]+(?=\\s*[,.;!]|\\s*$)',
        '(?:tir|remov|apag)[ae]-(?:o|a|os|as)(?=\\s*[,.;!]|\\s*$)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    {
      id: 'ask-first',
      pattern: anyWord(['(?:me\\s+)?pergunt[ae](?:-me)?\\s+(?:antes|primeiro)', 'me\\s+consult[ae]\\s+antes']),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'você\\s+(?:esqueceu|ignorou|não\\s+testou|não\\s+rodou|não\\s+leu)',
        '(?:você|vc)\\s+continua\\s+\\w+ndo',
        'de\\s+novo\\s+(?:o\\s+mesmo|a\\s+mesma)',
        // "de novo criou um arquivo", "esqueceu de rodar": subject left out
        `(?:de\\s+novo|outra\\s+vez)\\s+(?:voc[êe]\\s+|vc\\s+)?${AGENT_DID}`,
        // (not "ele mudou de ideia de novo", "o banco mudou o layout de novo": someone else did it again)
        `${NOT_SAID_OF_OTHERS}${AGENT_DID}\\s+(?:\\S+\\s+){0,3}?(?:de\\s+novo|outra\\s+vez)`,
        '(?:voc[êe]\\s+|vc\\s+)?esqueceu\\s+(?:de|do|da|dos|das|o|a)',
        '(?:voc[êe]\\s+|vc\\s+)?(?:n[ãa]o\\s+)?(?:me\\s+)?(?:ouviu|leu\\s+o\\s+que)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "de novo?", "outra vez?": the agent did the same again
    { id: 'reproach', pattern: atStart(['(?:de\\s+novo|outra\\s+vez)(?=\\s*[?!]|\\s*$)']), confidence: 0.75, inQuestion: true, addressesAgent: true },
    // the same again, opening a sentence, of what the agent made: "de novo o -g??", "outra vez com console.log"
    // (not "de novo falhou", a failure; not "de novo, roda os testes", a request to repeat)
    againCue(
      new RegExp(
        String.raw`^(?:de\s+novo|outra\s+vez)\s+(?:com\s+\S|(?:voc[êe]|vc|tu)\s+\S|(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:n[ãa]o|nada|falhou|quebrou|caiu|o\s+mesmo|a\s+mesma)(?![${LETTER}]))\S)`,
        'iu',
      ),
    ),
    // "dessa vez roda os testes antes": the agent failed at it before
    {
      id: 'this-time',
      pattern: atClauseStart([String.raw`(?:dessa|desta)\s+vez\s+(?!(?:sim\s+)?(?:funcion|deu|passou|rodou)[${LETTER}]*)[${LETTER}]+`], SOFTENERS),
      confidence: 0.7,
      addressesAgent: true,
    },
    {
      id: 'why-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:por\s*que|pq)\s+(?:você|voce|vc|cê|ce|tu)\s+(?:(?:[${LETTER}]+\s+)?[${LETTER}]+(?:ou|eu|iu)|(?:tá|ta|está|esta)\s+[${LETTER}]+(?:ando|endo|indo)|(?:usa|coloca|põe|poe|mexe|cria|adiciona|muda|apaga|remove|reescreve|importa|instala))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord(['não\\s+deveria', 'não\\s+era\\s+(?:pra|para)', 'por\\s+que\\s+(?:você\\s+)?não\\s+(?:testou|rodou|usou)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyWord(['prefiro', 'gosto\\s+mais']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: atStart(['(?:mas|porém)\\s*,?\\s+(?:eu\\s+)?(?:quero|queria|preciso)']), confidence: 0.75, addressesAgent: true },
    { id: 'dislike', pattern: anyWord(['(?:não|nao)\\s+(?:gosto|quero)', 'odeio']), confidence: 0.7, ownWant: true, aloneOnEcho: true },
    {
      id: 'must-use',
      pattern: atClauseStart(
        [
          '(?:isso\\s+|isto\\s+|ele\\s+|ela\\s+)?(?:tem|precisa)\\s+(?:que|de)\\s+(?:ser|usar|ficar|rodar|estar|ir)',
          '(?:isso\\s+)?precisa\\s+(?:ser|usar|ficar|rodar|estar)',
        ],
        SOFTENERS,
      ),
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'should', pattern: anyWord(['você\\s+(?:deve|deveria|precisa|tem\\s+que)']), confidence: 0.65, addressesAgent: true },
    {
      id: 'complaint',
      pattern: anyWordStart(['muito\\s+(?:longo|complexo|complicado)', 'bagunçad', 'redundante']),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart(['duplicad'])),
    namedStateCue(anyWordStart(['inconsistente', 'não\\s+está\\s+consistente'])),
    { id: 'disagree', pattern: anyWord(['(?:não|nao)\\s+acho\\s+que', '(?:não|nao)\\s+creio\\s+que']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyWord([
        'aqui\\s+(?:a\\s+gente\\s+)?usa(?:mos)?',
        'neste\\s+(?:repo|projeto|repositório)',
        'fica(?:m)?\\s+(?:todas?\\s+|todos?\\s+)?(?:em|no|na)\\s+\\S*[/.]\\S*',
        // "aqui os PRs sempre vão pra develop", "no time nunca usamos any", "a gente só faz squash"
        String.raw`(?:aqui|a\s+gente|n[óo]s|no\s+(?:nosso\s+)?time|na\s+(?:nossa\s+)?equipe|na\s+empresa|no\s+projeto)\s+(?:\S+\s+){0,3}?(?:sempre|nunca|jamais|só|so|somente|n[ãa]o)\s+(?:usa(?:mos)?|faz(?:emos)?|commita(?:mos)?|comita(?:mos)?|escreve(?:mos)?|coloca(?:mos)?|bota(?:mos)?|sobe|subimos|mergea(?:mos)?|mergeia|deploya(?:mos)?|trabalha(?:mos)?|vai|v[ãa]o|passa(?:m)?\s+por|fica(?:m)?)(?![${LETTER}])`,
        // "isso quem faz é o time de infra", "as migrações são com o time de dados"
        'quem\\s+(?:faz|cuida(?:\\s+disso)?|mexe)\\s+(?:\\S+\\s+){0,2}?(?:é|eh)\\s+(?:o|a)\\s+(?:time|equipe|pessoal)',
        '(?:é|eh|s[ãa]o)\\s+(?:com|responsabilidade\\s+d)[oa]\\s+(?:time|equipe|pessoal)',
        'ningu[ée]m\\s+(?:usa|faz|commita|mexe\\s+n)\\S*\\s+\\S+\\s+aqui',
        '(?:o\\s+)?(?:nosso\\s+)?padr[ãa]o\\s+(?:aqui|do\\s+time|da\\s+casa|é)',
        // "aqui a gente nunca mocka service na mão": any verb after always/never
        String.raw`(?:aqui\s+)?(?:a\s+gente|n[óo]s|no\s+(?:nosso\s+)?time|na\s+(?:nossa\s+)?equipe|na\s+empresa)\s+(?:\S+\s+){0,2}?(?:sempre|nunca|jamais)\s+[${LETTER}]{3,}`,
        '(?:tudo|todos?|todas?)\\s+(?:\\S+\\s+)?(?:passa(?:m)?|v[ãa]o|vai)\\s+(?:sempre\\s+)?(?:por|pelo|pela)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // "eu queria que ficasse salva como expirada": how the human wanted it to be, against what the agent made
    {
      id: 'wanted',
      pattern: anyWord([
        '(?:eu\\s+)?queria\\s+que\\s+(?:\\S+\\s+)?(?:ficasse|fosse|continuasse|mantivesse|estivesse|salvasse|guardasse)',
        'o\\s+que\\s+eu\\s+(?:queria|pedi)\\s+(?:era|é)',
      ]),
      confidence: 0.7,
      aboutWork: true,
    },
    // "um índice já basta", "só o log já resolve": less than the agent did or plans is enough (an answer too)
    {
      id: 'enough',
      pattern: anyWord(['j[áa]\\s+(?:basta|chega|resolve|é\\s+suficiente|serve)', 'basta\\s+(?:um|uma|o|a|só)', '(?:é|eh)\\s+suficiente']),
      confidence: 0.7,
      answers: true,
    },
    {
      id: 'clarify',
      pattern: anyWord([
        'eu\\s+quis\\s+dizer',
        'me\\s+refiro\\s+a',
        'estava\\s+falando\\s+d[oae]',
        '(?:n[ãa]o|desculpa)[\\s,]+(?:eu\\s+)?quis\\s+dizer',
        '(?:t[ôo]|estou)\\s+falando\\s+d[oae]',
      ]),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // "espera", "para!", "stop, …": what the agent is doing must stop (after an interrupt: a correction)
    // "isso vale pra todos os serviços", "é o padrão do projeto"; "antes de instalar qualquer lib, procura no shared"
    {
      id: 'standing',
      pattern: anyWord([
        '(?:isso\\s+|isto\\s+)?vale\\s+(?:pra|para)\\s+(?:todos?|todas?|qualquer)',
        '(?:é|eh)\\s+(?:a\\s+regra|o\\s+padr[ãa]o)\\s+(?:pra|para)\\s+(?:todos?|todas?|qualquer)',
        '(?:é|eh)\\s+o\\s+padr[ãa]o\\s+(?:do|da)\\s+(?:projeto|time|equipe|empresa|casa|repo)',
        'antes\\s+de\\s+(?:instalar|adicionar|colocar|criar|subir|incluir|botar|mexer\\s+em)\\s+(?:qualquer|algo|alguma?|nada|outra?)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "regra geral: …", "como regra"
    {
      id: 'standing',
      pattern: anyWord(['regra\\s+geral', 'como\\s+regra(?:\\s+geral)?', 'via\\s+de\\s+regra']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a rule for a kind of thing: "dados reais de clientes nunca entram no git" (not what keeps failing)
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?!(?:eu|yo|isso|isto|eso|esto|ele|ela|él|que|quem|quien|aqui|aquí|acá|ali|allí|quase|casi|ainda|todavía|mas|pero|porque|se|si|e|y)(?![${LETTER}]))[${LETTER}]{3,}\s+(?:nunca|jamais)\s+(?!(?:funciona|funcionou|falha|falhou|quebra|quebrou|trava|travou|carrega|passa|passou|termina|terminou|aparece|apareceu|d[áa]|deu|chega|chegou|acaba|acabou|responde|respondeu)(?![${LETTER}]))[${LETTER}]{3,}`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'wait',
      pattern: atStart([
        'espera(?!\\s+(?:\\d|uns|um\\s+pouco|até))',
        'peraí',
        'perai',
        'pera',
        'péra',
        'calma',
        'stop',
        String.raw`p[áa]ra(?=\s*[,.!:;—–-]|\s*$|\s+(?:tudo|já|ja|a[íi]|para|p[áa]ra)(?![${LETTER}]))`,
      ]),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyWord(
        ['(?:antes|depois)\\s+de\\s+cada\\s+(?:push|commit|merge|deploy|release|mudan[çc]a|altera[çc][ãa]o|passo|resposta|mensagem|pr|migra[çc][ãa]o)'],
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        '(?:t[áa]|est[áa])\\s+de\\s+brincadeira',
        'voc[êe]\\s+(?:t[áa]|est[áa])\\s+brincando',
        '[ée]\\s+s[ée]rio\\s+isso\\s*\\?{2,}',
        's[ée]rio\\s*\\?{2,}',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord(['(?:j[áa]\\s+)?(?:temos|a\\s+gente\\s+tem)\\s+(?:um|uma|o|a|nosso|nossa)?\\s*\\S+(?:\\s+\\S+){0,3}?\\s+(?:para|pra)\\s+isso']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyWord([
        '(?:responde|responda|me\\s+responde|fala\\s+comigo|escreve\\s+pra\\s+mim)\\s+(?:sempre\\s+|s[óo]\\s+)?em\\s+(?:portugu[êe]s|ingl[êe]s|espanhol|franc[êe]s|alem[ãa]o|chin[êe]s|japon[êe]s|coreano|russo)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // a work verb said to the agent with "always" after it: "verifica sempre …", "usa sempre …" (not "trava sempre")
    {
      id: 'always-never',
      pattern: atClauseStart(
        [
          '(?:usa|use|verifica|verifique|confere|confira|roda|rode|executa|execute|testa|teste|faz|faça|coloca|coloque|põe|pergunta|pergunte|olha|olhe|lê|leia|escreve|escreva|adiciona|adicione|segue|siga|valida|valide|documenta|documente)\\s+sempre',
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // where the agent may work, and only there: "você só pode mexer no que está entre os marcadores"
    {
      id: 'only-there',
      pattern: anyWord([
        '(?:s[óo]|somente|apenas)\\s+(?:pode|podes)\\s+(?:mexer|mudar|alterar|editar)\\s+(?:\\S+\\s+){0,4}?(?:arquivos?|c[óo]digo|partes?|linhas?|se[çc][ãa]o|se[çc][õo]es|pastas?|entre|dentro)',
      ]),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "pode parar de me mandar resumo?"; "para o futuro: …" opens a rule
    {
      id: 'stop',
      pattern: anyWord([String.raw`(?:pode|podes|poderia|d[áa]\s+pra)\s+(?:por\s+favor\s+)?parar\s+de\s+[${LETTER}]+`]),
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
    { id: 'standing', pattern: atClauseStart(['para\\s+o\\s+futuro', 'pro\\s+futuro'], SOFTENERS), confidence: 0.85, explicit: true, standingRule: true },
  ],
  reasks: new RegExp(
    String.raw`^(?:(?:desculpa|foi\s+mal|ah|ok)[\s,.!?]+)*(?:n[ãa]o\s+fui\s+clar[oa]|me\s+expressei\s+mal)\s*[,:;.!—–-]*\s*(?:qual|quais|que|o\s+que|onde|por\s*que|como|quem)(?![${LETTER}])|^(?:(?:n[ãa]o|pera|desculpa)[\s,.!?、，。]+)*(?:(?:eu\s+)?(?:perguntei|t[ôo]\s+perguntando|estou\s+perguntando|tava\s+perguntando|queria\s+saber)|minha\s+pergunta\s+(?:[ée]|era)|o\s+que\s+eu\s+perguntei)|^(?:(?:n[ãa]o|pera|desculpa)[\s,.!?、，。]+)*(?:eu\s+)?quis\s+dizer[^.!?]*?(?<![${LETTER}])(?:qu[eê]|qual|por\s*qu[eê]|onde|quando|quem|como|se)(?![${LETTER}])|^(?:(?:n[ãa]o|pera|desculpa)[\s,.!?、，。]+)*(?:eu\s+)?(?:me\s+referia\s+a|(?:es|t)tava\s+falando\s+d[oae]s?)[^.!?]*?(?<![${LETTER}])(?:quant[oa]s?|qua(?:l|is)|por\s*qu[eê]|onde|quando|quem)(?![${LETTER}])`,
    'iu',
  ),
  retracts: new RegExp(
    String.raw`(?<![${LETTER}])(?:eu\s+)?(?:te\s+)?(?:falei|disse)\s+(?:antes\s+)?(?:pra\s+|para\s+)?(?:não|nada\s+de)\s+[^.!?]{0,60}?(?:esquece|cancela|não\s+vale\s+mais|retiro)(?![${LETTER}])|(?<![${LETTER}])(?:esquece|ignora)\s+(?:aquilo|aquela\s+hist[óo]ria)\s+(?:que|de)\s+[^.!?]{0,60}?(?:falei|disse|pedi)(?![${LETTER}])|(?<![${LETTER}])retiro\s+o\s+que\s+(?:eu\s+)?(?:falei|disse)(?![${LETTER}])|(?<![${LETTER}])(?:esquece|ignora)\s+(?:o\s+que|tudo\s+(?:o\s+)?que)\s+eu\s+(?:falei|disse|pedi|escrevi)(?![${LETTER}])|(?:eu\s+)?(?:te\s+)?(?:falei|disse)\s+(?:pra|para|que)[^.!?]{0,60}?mas[^.!?]{0,60}?(?:pode|t[áa]\s+liberado|est[áa]\s+liberado|tudo\s+bem)|(?<![${LETTER}])(?:eu\s+)?sei\s+que\s+(?:eu\s+)?(?:te\s+)?(?:falei|disse)(?![${LETTER}])`,
    'iu',
  ),
  deferrals: new RegExp(
    String.raw`(?<![${LETTER}])(?:ainda\s+não|(?:pra|para)\s+(?:esse|este)\s+(?:ticket|card)|(?:pra|para)\s+(?:essa|esta)\s+(?:tarefa|parte)|não\s+(?:\S+\s+){0,4}ainda|por\s+enquanto|por\s+ora|at[ée]\s+eu\s+(?:revisar|confirmar|falar|mandar))(?![${LETTER}])|(?<![${LETTER}])(?:enquanto\s+eu|at[ée]\s+eu\s+voltar)(?![${LETTER}])|(?<![${LETTER}])(?:s[óo]|apenas)\s+(?:me\s+)?(?:diz|diga|fala|fale|mostra|mostre|lista|liste|olha|olhe|verifica|verifique|explica|explique|l[êe])(?![${LETTER}])`,
    'iu',
  ),
  // pra que serve o trabalho novo, com uma palavra de depois: "um script pra não fazer isso na mão da próxima vez"
  purposes: new RegExp(
    String.raw`(?<![${LETTER}])(?:pra|para)\s+(?:que\s+)?(?:[${LETTER}'-]+\s+){1,8}?(?:da\s+pr[óo]xima\s+vez|na\s+pr[óo]xima\s+vez|no\s+futuro|toda\s+vez)(?![${LETTER}])(?!\s*,?\s*(?:voc[êe]|vc|tu)(?![${LETTER}]))|(?<![${LETTER}])(?:pra|para)\s+que\s+(?:nunca|n[ãa]o|ningu[ée]m|nenhum[a]?)(?![${LETTER}])`,
    'iu',
  ),
  curiosity: new RegExp(
    String.raw`^(?:(?:ok|ei)[\s,]+)?(?:uma\s+)?(?:pergunta|d[úu]vida)\s*[,:—–-]|(?<![${LETTER}])(?:(?:s[óo]|pura)\s+curiosidade|por\s+curiosidade|[ée]\s+s[óo]\s+uma\s+pergunta)(?![${LETTER}])`,
    'iu',
  ),
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'o',
    'a',
    'os',
    'as',
    'um',
    'uma',
    'do',
    'da',
    'dos',
    'das',
    'no',
    'na',
    'nos',
    'nas',
    'em',
    'de',
    'por',
    'com',
    'e',
    'ou',
    'seu',
    'sua',
    'meu',
    'para',
    'como',
    'esta',
    'este',
    'isso',
    'isto',
    'esse',
    'essa',
    'mais',
    'quando',
    'onde',
    'porque',
    'também',
    'fazer',
    'nunca',
    'sempre',
    'agora',
    'você',
    'voce',
    'aqui',
    'pode',
    'podes',
    'tudo',
    'todos',
    'obrigado',
    'beleza',
    'então',
    'entao',
    'sobre',
    'desde',
    'usar',
    'favor',
    'primeiro',
    'antes',
    'depois',
    'mesmo',
    'mesma',
    'algo',
    'nada',
    'assim',
  ],
  stepsFirst: new RegExp(String.raw`(?<![${LETTER}])(?:antes|primeiro|tamb[ée]m|uma\s+coisa(?:\s+a\s+mais)?|outra\s+coisa)(?![${LETTER}])`, 'iu'),
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:você|voce|vc|tu)\s+acabou\s+de|(?:que|o\s+que)\s+(?:você|voce|vc|tu)\s+(?:colocou|fez|adicionou|escreveu|mudou|usou|criou|botou|pôs|meteu))(?![${LETTER}])`,
    'iu',
  ),
  asides: new RegExp(String.raw`^(?:(?:e|ah|ok)[\s,]+)?(?:ali[áa]s|por\s+sinal|s[óo]\s+pra\s+(?:voc[êe]\s+)?saber|obs|p\.?s\.?)(?![${LETTER}])`, 'iu'),
  standing: anyWord([
    // a prohibition with its one exception: "não atualiza plugin a não ser que eu peça"
    'n[ãa]o\\s+(?:\\S+\\s+){0,8}?a\\s+n[ãa]o\\s+ser\\s+que\\s+(?:eu|voc[êe]|vc)',
    'a\\s+partir\\s+de\\s+agora',
    'daqui\\s+(?:pra|para)\\s+frente',
    'da\\s+próxima\\s+vez',
    'sempre\\s+que',
    String.raw`toda\s+vez(?!\s+que\s+(?:o|a|os|as|um|uma|eu|ele|ela|eles|elas|a\s+gente|algu[ée]m|[ée]|est[áa]|tem|h[áa]|se|(?:o|a|me)\s+[${LETTER}]+o)(?![${LETTER}]))`,
    'neste\\s+(?:repo|projeto|repositório)',
    'em\\s+tudo\\s+(?:o\\s+)?que\\s+(?:você|voce|vc|tu)\\s+mexer',
    '(?:durante|em|para)\\s+(?:toda\\s+)?(?:esta|essa)\\s+sess[ãa]o',
    '(?:durante|para)\\s+toda\\s+a\\s+sess[ãa]o',
    'o\\s+resto\\s+da\\s+sess[ãa]o',
  ]),
  eachTime: anyWord(['sempre\\s+que', 'toda\\s+vez', '(?:antes|depois)\\s+de\\s+cada']),
  buildsItIn: new RegExp(
    String.raw`(?<![${LETTER}])(?:adicion[${LETTER}]*|coloc[${LETTER}]*|p[õo]e|bota)\s+(?:(?:um|uma|uns|esse|essa|esses|os|as|o|a)\s+)?(?:[${LETTER}]+\s+){0,2}?(?:testes?|valida[çc][ãa]o|valida[çc][õo]es|checagem|verifica[çc][ãa]o|travas?|limites?)(?![${LETTER}])`,
    'iu',
  ),
  stepsAway: new RegExp(
    String.raw`(?<![${LETTER}])(?:já\s+volto|ja\s+volto|volto\s+(?:em|já|ja|logo)|te\s+(?:aviso|falo)\s+(?:quando|depois|já|ja)|já\s+te\s+(?:falo|aviso))(?![${LETTER}])`,
    'iu',
  ),
  featureScope: new RegExp(
    String.raw`(?<![${LETTER}])(?:neste|nesta|nesse|nessa|no\s+novo|na\s+nova|para\s+(?:esse|essa|este|esta|o\s+novo|a\s+nova))\s+(?!(?:repo|repositório|projeto|time|equipe|empresa|sess[ãa]o|servidor|m[aá]quina|lab|tipos?|casos?|coisas|arquivos?|pastas?|diret[óo]rio|m[óo]dulos?|pacotes?)(?![${LETTER}]))[${LETTER}]+`,
    'iu',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "agora não", "ainda não", "mais tarde".',
      patterns: [
        // continua na volta: "continuamos daqui a 30 min", "a gente continua depois"
        new RegExp(
          String.raw`(?:^|[,.;!—–-]\s*)(?:continuamos|a\s+gente\s+continua|seguimos|retomamos)\s+(?:daqui\s+a\s+\d+\s*(?:min(?:utos?)?|h(?:oras?)?)|depois|mais\s+tarde|amanh[ãa])(?![${LETTER}])`,
          'iu',
        ),
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(String.raw`^(?:(?:espera|pera[íi]?)\s*,?\s*)?(?:eu\s+mesm[oa]|deixa\s+que\s+eu)(?![${LETTER}])`, 'iu'),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(String.raw`^(?:(?:espera|pera[íi]?)\s*,?\s*)?(?:deixa\s+eu|deixe-me|primeiro\s+(?:vou|preciso|eu\s+vou))\s+[${LETTER}]+`, 'iu'),
        // the human stepping away ("espera aí, vou almoçar", "já volto"): no halt of the agent's work
        new RegExp(
          String.raw`^(?:(?:espera(?:\s+a[íi])?|pera[íi]?|um\s+minuto)\s*,?\s*)?(?:(?:eu\s+)?(?:vou|preciso|tenho\s+que)\s+(?:almoçar|almocar|jantar|comer|sair|dar\s+uma\s+sa[íi]da|entrar\s+(?:numa|em\s+uma)\s+reuni[ãa]o|buscar)|j[áa]\s+volto|volto\s+(?:j[áa]|logo|em)|(?:o|a)\s+[${LETTER}]+\s+(?:t[áa]|est[áa])\s+(?:me\s+)?ligando|(?:t[ôo]|estou)\s+(?:numa|em\s+uma)\s+(?:liga[çc][ãa]o|reuni[ãa]o|call))(?![${LETTER}])`,
          'iu',
        ),
        // a meeting, or the work held for a decision elsewhere ("pera, reunião, já volto", "as prioridades podem mudar"):
        // no halt of the agent's work for a reason of it
        new RegExp(
          String.raw`^(?:(?:tenho\s+(?:uma\s+)?)?(?:reuni[ãa]o|liga[çc][ãa]o|call|daily|stand-?up)(?:\s+(?:agora|com\s+[^,.;!?]{1,30}|de\s+[^,.;!?]{1,30}))?)\s*[.!]*$|prioridades\s+(?:podem|v[ãa]o|poderiam)\s+mudar`,
          'iu',
        ),
        new RegExp(
          String.raw`^(?:agora\s+(?:não|nao)|ainda\s+(?:não|nao)|mais\s+tarde|depois\s+a\s+gente\s+v[êe]|hoje\s+(?:não|nao))(?=\s*[,.!;:—–-]|\s*$)`,
          'iu',
        ),
      ],
      examples: ['espera aí, vou almoçar', 'reunião com a editora', 'pera, deixa que eu olho os logs', 'agora não, estou gravando a tela'],
    },
    {
      id: 'request',
      description: 'A request for new work: por favor …, pode …, adicione …, vamos …',
      patterns: [
        // a result asked for ("make sure the whole app compiles"; not "make sure you …")
        new RegExp(String.raw`^(?:por\s+favor\s+)?(?:garant[ae]|certifique-se\s+(?:de\s+)?|confirma)\s+que\s+(?!voc[êe]\b|vc\b|tu\b)`, 'iu'),
        // "precisamos de um script de carga pro …": the work named by what it makes
        new RegExp(
          String.raw`^(?:beleza\s*,?\s+|ok\s*,?\s+)?(?:precisamos|preciso|a\s+gente\s+precisa)\s+(?:tamb[ée]m\s+)?de\s+(?:um|uma|uns|umas)\s+(?!(?:minuto|segundo|momento|decis[ãa]o|resposta)\b)`,
          'iu',
        ),
        atStart([
          'por\\s+favor(?!,?\\s+(?:não|nao|no)\\b)(?!\\s*[,.!;:]*\\s*$)',
          // "pode, mas …" alone says go ahead (a plan approval), "pode fazer X" asks for it
          String.raw`pode(?!\s*[,.!;:]|\s*$|\s+(?:sim|ir|seguir)(?![${LETTER}]))`,
          'poderia',
          'adicione',
          'adiciona',
          // more work named by its verb: "troca as cores do painel …", "otimiza a query …"
          // (not "troca pra X", "muda pra X": what to turn to instead)
          String.raw`troca(?!\s+(?:pra|para|por|pro)(?![${LETTER}]))`,
          String.raw`muda(?!\s+(?:pra|para|por|pro)(?![${LETTER}]))`,
          'otimiza',
          'melhora',
          'simplifica',
          'limpa',
          'separa',
          'exporta',
          'importa',
          'envia',
          'traduz',
          'refatora',
          'reescreve',
          'crie',
          'cria',
          'implemente',
          'faça',
          'faz',
          'corrija',
          'conserta',
          'verifique',
          'veja',
          'vê',
          'olha',
          'procure',
          // git's steps and other work: "commita na branch …", "roda os testes", "prepara o release"
          'commita',
          'comita',
          'sobe',
          'publica',
          'prepara',
          'atualiza',
          'apaga',
          'roda',
          'testa',
          'gera',
          'escreve',
          'escreva',
          'mostra',
          'explica',
          'instala',
          'configura',
          'migra',
          'documenta',
          'vamos',
          // "agora adiciona …" asks; "agora quebrou", "agora não compila" report
          String.raw`agora(?!\s+(?:não|nao|é|eh|está|esta|tá|ta|estão|deu|dá|da|quebrou|falhou|funciona|funcionou|compila|aparece|apareceu|o|a|os|as|tudo|nada|sim|ficou|fica|tem|tenho|vejo|sai|saiu|me|se)(?![${LETTER}]))`,
          'depois',
          'também',
        ]),
      ],
      examples: ['adicione um botão de modo escuro', 'pode revisar o parser?', 'troca as cores do painel pro verde da marca, só as cores'],
    },
    {
      id: 'question',
      description: 'A question: opens with a question word and ends with ?.',
      patterns: [
        new RegExp(String.raw`^(?:o\s+que|que|como|por\s+que|porque|onde|quando|qual|quanto|é|está|tem|posso|você)(?![${LETTER}])[^]*\?\s*$`, 'iu'),
        // a question re-asked: "o que eu quis saber é …"
        /^o\s+que\s+eu\s+(?:quis|queria)\s+(?:saber|perguntar)\b/iu,
        // a question by its tag: "os testes falham, por quê?", "… né?", "… certo?"
        /(?:^|[\s,])(?:por\s+qu[eê]|n[ée]|certo|n[ãa]o\s+[ée])\s*\?+\s*$/iu,
      ],
      examples: ['o que essa opção faz?', 'você fez push?'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: sim, beleza, perfeito, obrigado, continua.',
      patterns: [
        atStart([
          'sim',
          'ok',
          'beleza',
          'blz',
          'perfeito',
          'obrigad[oa]',
          'valeu',
          'ótimo',
          'otimo',
          'certo',
          'pode\\s+ser',
          'continua(?=[\\s.!]*$)',
          'continue(?=[\\s.!]*$)',
          'segue(?=[\\s.!]*$)',
          'manda\\s+ver',
          'excelente',
          'maravilha',
          'sensacional',
          'muito\\s+bem',
          'mandou\\s+bem',
          'arrasou',
          'show\\s+de\\s+bola',
          'fechado',
          // also ordinary words: alone in their clause only ("show, agora …", not "show the total")
          '(?:show|massa|top|boa|legal|demais)(?=\\s*[,.!:;]|\\s*$)',
        ]),
      ],
      examples: ['beleza', 'perfeito, obrigado', 'sim'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: sim, pode seguir; manda ver.',
      patterns: [
        // a pick among the options the agent offered: an answer
        /\bop[cç][aã]o\s+[A-D1-9]\b/iu,
        atStart(['sim', 'beleza', String.raw`pode(?=\s*[,.!;:]|\s*$|\s+(?:sim|ir)(?![${LETTER}]))`]),
        anyWord(['pode\\s+seguir', 'pode\\s+fazer', 'manda\\s+ver', 'vai\\s+em\\s+frente']),
      ],
      examples: ['sim, pode seguir', 'opção 2'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord([
        '(?:continua|segue)\\s+(?:dando\\s+(?:erro|pau)|falhando|quebrando|travando|caindo|sem\\s+funcionar)',
        'ainda\\s+(?:n[ãa]o\\s+(?:funciona|roda|carrega|compila)|(?:d[áa]|est[áa]\\s+dando)\\s+erro|quebra)',
        'mesmo\\s+erro',
        '(?:de\\s+novo|outra\\s+vez)\\s+a\\s+mesma\\s+coisa',
        'a\\s+mesma\\s+coisa\\s+(?:de\\s+novo|outra\\s+vez)',
        '(?:de\\s+novo|outra\\s+vez)\\s+(?:deu\\s+erro|quebrou|falhou|caiu|travou)',
      ]),
      examples: ['de novo a mesma coisa', 'continua dando erro', 'continua quebrando no mesmo lugar'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord(['(?:não|nao)\\s+(?:funciona|carrega|compila|abre|roda)', '(?:dá|deu)\\s+erro', 'quebrou', 'está\\s+quebrado']),
      examples: ['o login não funciona'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyWord(
        [
          String.raw`est[áa]\s+(?:completamente\s+|todo\s+)?(?:vazi[oa]|em\s+branco|pret[oa])`,
          String.raw`(?:fica|ficou|sai|saiu|veio)\s+(?:tudo\s+)?(?:em\s+)?(?:branco|pret[oa]|vazi[oa])`,
          String.raw`n[ãa]o\s+(?:aparece|mostra|sai)\s+nada`,
          String.raw`tudo\s+pret[oa]`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['o PDF está vazio', 'não aparece nada'],
    },
  ],
  casual: anyWord(['não\\s+se\\s+preocupe', 'não\\s+se\\s+assuste', 'não\\s+entre\\s+em\\s+pânico', 'sem\\s+problema', 'não\\s+sei', 'de\\s+nada'], 'giu'),
  interjections: leadingRun(['ok', 'bom', 'então', 'olha', 'ei', 'hmm+', 'tá', 'ta']),
  // "mais uma coisa: …", "por último, …" open one more request
  clauseOpeners: leadingRun(['e', 'mas', 'aí', 'também', 'espera', 'mais\\s+uma\\s+coisa', 'uma\\s+última\\s+coisa', 'outra\\s+coisa', 'por\\s+último']),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: new RegExp(
    String.raw`(?<![${LETTER}])vou\s+(?:agora\s+)?(?:escrever|adicionar|criar|implementar|construir|fazer|montar|come[çc]ar|preparar|desenvolver|colocar)(?![${LETTER}])|(?<![${LETTER}])(?:estou\s+come[çc]ando|come[çc]o\s+(?:com|pelo|pela|a))(?![${LETTER}])|(?<![${LETTER}])(?:agora|em\s+seguida|depois|a\s+seguir)\s*,?\s*(?:vou|fa[çc]o|crio|implemento|escrevo|adiciono)(?![${LETTER}])`,
    'iu',
  ),
  agentInvites:
    /(?:o\s+que\s+(?:voc[êe]\s+)?(?:precisa|vamos\s+fazer|fazemos)|em\s+que\s+(?:posso\s+ajudar|vamos\s+trabalhar)|como\s+(?:posso|eu\s+posso)\s+(?:te\s+|lhe\s+)?ajudar|qual\s+[ée]\s+o\s+pr[óo]ximo|pr[óo]xim[oa]\s+(?:tarefa|ticket|passo)|algo\s+que\s+eu\s+(?:deva|precise)\s+(?:saber|considerar|levar\s+em\s+conta)|algum\s+(?:requisito|detalhe)|alguma\s+(?:restri[çc][ãa]o|prefer[êe]ncia))[^?]{0,60}\?\s*$/iu,
  agentGoAhead: /(?:posso\s+(?:seguir|prosseguir|come[çc]ar|aplicar)|sigo|pode\s+ser|tudo\s+certo|fechado)\s*\?\s*$/iu,
  agentOffers: new RegExp(
    String.raw`\?\s*$|quer\s+que\s+eu|gostaria|prefere|se\s+quiser|posso\s+(?:também\s+)?[${LETTER}]+|recomendo|sugiro|poder[íi]amos|uma\s+op[çc][ãa]o\s+[ée]`,
    'iu',
  ),
  rules: {
    negators: [
      'não',
      'nao',
      'nunca',
      'jamais',
      'sem',
      'pare de',
      'para de',
      'em vez de',
      'ao invés de',
      'no lugar de',
      'em vez do',
      'em vez da',
      'ao invés do',
      'ao invés da',
      'no lugar do',
      'no lugar da',
    ],
    concepts: {
      ask: ['pergunt', 'consult', 'confirm'],
      choose: ['escolh'],
      recommend: ['recomend', 'suger'],
      option: ['opç', 'opc'],
      comment: ['comentário', 'comentario'],
      database: ['banco de dados', 'base de dados'],
      'read-only': ['somente leitura', 'apenas leitura', 'só leitura'],
      add: ['escrev', 'adicion', 'cri'],
      english: ['inglês', 'ingles'],
      commit: ['commit'],
      message: ['mensage'],
      push: ['push'],
      branch: ['branch'],
      test: ['teste'],
      run: ['execut', 'rod'],
      finish: ['termin', 'pronto'],
      error: ['erro'],
      name: ['nome'],
      component: ['componente'],
      general: ['geral', 'genéric'],
      mechanism: ['mecanismo'],
      'case-by-case': ['um por um', 'caso a caso'],
      fix: ['corrig', 'consert'],
      gui: ['janela'],
      hang: ['trava'],
    },
    prefix: /^(?:(?:a\s+partir\s+de\s+agora|daqui\s+(?:pra|para)\s+frente|de\s+agora\s+em\s+diante|por\s+favor|da\s+próxima\s+vez|e)[,\s]*)+/iu,
    taskReferences: new RegExp(String.raw`(?<![${LETTER}])(?:isso|isto|aqui|esse|essa|este|esta)(?![${LETTER}])`, 'iu'),
  },
  examples: {
    corrections: [
      { text: 'aqui o code abre uma janela, usa outro jeito', cue: 'machine' },
      { text: 'mocka isso como o resto dos testes de integração', cue: 'convention' },
      { text: 'sempre que mexer nas migrations roda o seed de novo', cue: 'always-never' },
      { text: 'pq vc tá apagando os logs antigos? eles ficam guardados pra auditoria', cue: 'why-you' },
      { text: 'por que escrever um parser na mão? a gente já usa o papaparse no app todo', cue: 'convention' },
      { text: 'não formata as datas no banco, guarda em ISO e formata só na tela', cue: 'dont' },
      { text: 'durante toda a sessão, não use sudo, me passa o comando', cue: 'dont', explicit: true },
      { text: 'o bundle id é com.example.app, não com.example.ios', cue: 'machine' },
      { text: 'o servidor de build é isolado da internet, as wheels estão em /opt/wheelhouse', cue: 'machine' },
      { text: 'o banco de prod é mysql 5.7, refaz a query sem JSONB', cue: 'machine' },
      { text: 'aumentar o timeout não é correção, só esconde o problema', cue: 'complaint' },
      { text: 'você mandou o e-mail de teste pros clientes, isso não pode acontecer de novo', cue: 'standing' },
      { text: 'tira o token do config, não quero ver isso de novo', cue: 'reproach' },
      { text: 'não commita a senha, da última vez você também commitou', cue: 'reproach' },
      { text: 'vamos combinar: datas sempre em ISO', cue: 'standing' },
      { text: 'dez testes t sem correção não tá certo, usa Holm', cue: 'wrong' },
      { text: 'a gente não tinha combinado BEM?', cue: 'told-you' },
      { text: 'vc gravou a data sem timezone, por isso o relatório fecha 3h antes', cue: 'you-did' },
      { text: 'vc tá somando o frete duas vezes, o total já vem com frete', cue: 'you-did' },
      { text: 'aqui os commits são em português, renomeia', cue: 'convention', explicit: true },
      { text: 'cara para de rodar go mod tidy toda hora, ele bagunça o vendor', cue: 'stop' },
      { text: 'o número vai no começo, tá nas regras que eu te passei', cue: 'told-you', explicit: true },
      { text: 'já temos um helper de datas no utils, usa ele', cue: 'already-have' },
      { text: 'por que você roda a suíte inteira toda vez? só o pacote alterado', cue: 'reproach' },
      { text: 'o servidor roda Python 3.8, nada de match', cue: 'machine' },
      { text: 'não tem internet no runner, usa o mirror interno', cue: 'machine' },
      { text: 'a gente não versiona o dist, tira isso', cue: 'convention' },
      { text: 'remove esse log, tá poluindo tudo', cue: 'undo' },
      { text: 'aqui é sempre poetry run pytest, senão pega o python do sistema', cue: 'convention', explicit: true },
      { text: 'o staging antigo morreu, tudo roda no stage2 agora', cue: 'convention', explicit: true },
      { text: 'não apaga a tabela não, tem dado de cliente', cue: 'convention' },
      { text: 'o atraso de 30s é de propósito, a API limita a gente', cue: 'on-purpose' },
      { text: 'esse sleep no teste não está ali à toa, coloca de volta', cue: 'on-purpose' },
      { text: 'o client é gerado a partir do openapi.yaml, muda o spec', cue: 'generated' },
      { text: 'themes/paper é um submódulo, sobrescreve em layouts/ na raiz', cue: 'generated' },
      { text: 'os arquivos de tradução são sobrescritos a cada sync, chave nova só no pt.json', cue: 'generated' },
      { text: 'apagou o cache de todo mundo em produção, o que poderia dar errado', cue: 'irony' },
      { text: 'ótimo, agora todo teste chama a API de verdade 🙄', cue: 'irony' },
      { text: 'o jurídico vai adorar esse CPF no log', cue: 'irony' },
      { text: 'ótimo, um terceiro helper de datas. já temos dois', cue: 'irony' },
      { text: 'perfeito, você apagou a linha de cabeçalho', cue: 'irony' },
      { text: 'obrigado. pode parar de me mandar resumo de três parágrafos?', cue: 'stop' },
      { text: 'beleza. para o futuro: branch sempre começa com o número do ticket', cue: 'standing' },
      { text: 'cuidado, esses arquivos são gerados, você só pode mexer no que está entre os marcadores', cue: 'only-there' },
      { text: 'isso quebrou o build. verifica sempre a versão do resto do repo', cue: 'always-never' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'roda os testes antes de cada push, o CI é lento', cue: 'standing' },
      { text: 'você tá de brincadeira, apagou a pasta inteira', cue: 'reproach' },
      { text: 'a gente tem um serviço de e-mail pra isso, usa ele', cue: 'convention' },
      { text: 'valeu. e responde em português daqui pra frente', cue: 'reply-language' },
      { text: 'os nomes como no resto do projeto, em inglês', cue: 'convention' },
      { text: 'o formato é fix(scope): mensagem. sempre assim', cue: 'standing', explicit: true },
      { text: 'é a terceira vez que usas a API antiga', cue: 'reproach' },
      { text: 'os nós não têm acesso à internet, usa o mirror interno', cue: 'machine' },
      { text: 'Porque é que mudaste para plotly?! Volta a pôr o ggplot', cue: 'reproach' },
      { text: 'usamos tidyverse na equipa toda', cue: 'convention' },
      { text: 'esse projeto usa pnpm, então nada de npm install', cue: 'convention', explicit: true },
      { text: 'agora quebrou o layout. tira isso, só queria a cor', cue: 'undo' },
      { text: 'aqui as branches se chamam TICKET-123/descricao', cue: 'convention', explicit: true },
      { text: 'eu uso Windows, esse comando não existe aqui', cue: 'machine' },
      { text: 'isso é sintaxe do Vue 2, o projeto tá no Vue 3', cue: 'machine' },
      { text: 'pra que lombok? isso a gente tirou ano passado', cue: 'machine' },
      { text: 'pode, mas nunca roda a migration em produção', cue: 'always-never', explicit: true, answer: true },
      { text: 'acabei de dizer que o arquivo fica em UTF-8', cue: 'told-you', explicit: true },
      { text: 'cara, a gente combinou ontem que aqui é logging, não print', cue: 'told-you', explicit: true },
      { text: 'senhas de produção nunca entram no repositório', cue: 'always-never', explicit: true },
      { text: 'regra geral: nada de lib nova sem falar comigo', cue: 'standing', explicit: true },
      { text: 'isso vale pra todos os serviços, nada de URL fixa', cue: 'standing', explicit: true },
      { text: 'usa o helper, é o padrão do projeto', cue: 'standing', explicit: true },
      { text: 'antes de instalar qualquer pacote, procura na pasta shared', cue: 'standing', explicit: true },
      { text: 'aqui a gente nunca loga o token inteiro', cue: 'convention', explicit: true },
      { text: 'tem que ser assíncrono, o gateway corta em 3s', cue: 'must-use' },
      { text: 'ninguém pediu pra mexer no Dockerfile', cue: 'unasked' },
      { text: 'desfaz a mudança no arquivo de rotas, o gateway depende dele', cue: 'undo' },
      { text: 'me pergunta antes de mudar a config compartilhada', cue: 'ask-first', explicit: true },
      { text: 'daqui pra frente não me pergunte, escolha a opção recomendada', cue: 'dont-ask', explicit: true },
      { text: 'não use axios, aqui a gente usa fetch', cue: 'dont' },
      { text: 'use pnpm em vez de npm', cue: 'x-not-y' },
      { text: 'você esqueceu de rodar os testes de novo', cue: 'reproach' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'todas as tabelas têm que usar vírgula decimal', cue: 'convention' },
      { text: 'você não pode simplesmente aumentar a tolerância', cue: 'reproach' },
      { text: 'pra essas coisas sempre warning', cue: 'always-never' },
      { text: 'a gente usa Testcontainers pra tudo de infra', cue: 'convention' },
      { text: 'aqui a gente faz assim: um commit por mudança', cue: 'convention' },
      { text: 'de jeito nenhum sobe dados reais pro repo', cue: 'always-never' },
      { text: 'já é a segunda vez que você esquece os testes', cue: 'reproach' },
      { text: 'para de pedir desculpas, só me diz o que mudou', cue: 'complaint' },
      { text: 'isso vale pra todos os endpoints novos', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'commita na branch. aliás, sempre escreve os logs em inglês', cue: 'always-never', explicit: true },
      { text: 'pra próxima lembra de rodar o lint antes do commit', cue: 'standing', explicit: true },
      { text: 'daqui em diante usa pnpm', cue: 'standing', explicit: true },
      { text: 'pro futuro: endpoint novo sempre com teste', cue: 'standing', explicit: true },
      // a team convention stated as a fact
      { text: 'aqui as tags sempre vão com v na frente', cue: 'convention', explicit: true },
      { text: 'no time a gente nunca usa any', cue: 'convention', explicit: true },
      { text: 'migração quem faz é o time de dados, apaga a sua', cue: 'convention', explicit: true },
      { text: 'o dist não se commita', cue: 'not-done', explicit: true },
      { text: 'segredo no yaml é proibido', cue: 'not-done', explicit: true },
      { text: 'o .env não vai pro repo', cue: 'not-done', explicit: true },
      // prohibitions and "no need"
      { text: 'não commita os logs de debug', cue: 'dont' },
      { text: 'não é pra usar any', cue: 'dont' },
      { text: 'não precisa do segundo índice', cue: 'no-need' },
      { text: 'esse wrapper é desnecessário', cue: 'no-need' },
      { text: 'nada de console.log no serviço', cue: 'no-x' },
      // redirects
      { text: 'o PR vai contra develop, não contra main', cue: 'x-not-y' },
      { text: 'salva no redis e não na memória', cue: 'x-not-y' },
      { text: 'um índice já basta, tira o outro', cue: 'enough' },
      // reproach of how the agent works
      { text: 'por que vc adicionou o moment? a gente já tem date-fns', cue: 'why-you' },
      { text: 'esqueceu de tratar o caso vazio', cue: 'reproach' },
      { text: 'de novo apagou o arquivo de config', cue: 'reproach' },
      { text: 'de novo?', cue: 'reproach' },
      { text: 'de novo o axios? o projeto todo usa fetch', cue: 'reproach' },
      { text: 'dessa vez roda os testes antes de avisar', cue: 'this-time' },
      { text: 'a gente tinha combinado CSV, nada de excel', cue: 'told-you', explicit: true },
      { text: 'eu queria que ficasse salva como expirada', cue: 'wanted' },
      // take back
      { text: 'tira o que você colocou no composer', cue: 'undo' },
      { text: 'volta atrás a mudança do router', cue: 'undo' },
      // stop at the start of a turn
      { text: 'para, isso apaga o banco', cue: 'wait' },
      { text: 'stop, não faz push ainda', cue: 'wait' },
      { text: 'usou o esquema velho? a gente migrou pro v2 mês passado', cue: 'convention', explicit: true },
      { text: 'a wiki tá desatualizada, a fonte da verdade é o openapi.yaml', cue: 'convention', explicit: true },
      { text: 'por que a porta tá fixa? todo o resto lê da config', cue: 'convention', explicit: true },
      { text: 'pode ir. uma coisa nesse repo: toda mudança precisa do número do ticket', cue: 'always-never', explicit: true },
      { text: 'tira esse log. nenhum log com cpf, nem em debug', cue: 'always-never', explicit: true },
      { text: 'quem te disse que é só cache? o rate limiter tá lá também', cue: 'told-you', explicit: true },
      { text: 'ué, por que materializou como table? aqui todo mart é incremental', cue: 'convention', explicit: true },
      { text: 'e no PR sempre bota print das telas, o PO só aprova com print', cue: 'always-never', explicit: true },
      { text: 'Pá, não. O caderno de encargos obriga. Volta aos nomes em português', cue: 'undo' },
    ],
    others: [
      { text: 'no recibo nunca mostre o telefone completo do cliente', kind: 'request' },
      { text: 'sempre que a fatura vencer manda um lembrete por email', kind: 'request' },
      { text: 'agora o relatório mensal. não mexe no módulo de pagamento para essa tarefa', kind: 'request' },
      { text: 'vamos pra próxima: a tela de login', kind: 'request' },
      { text: 'precisamos de um script de carga pro endpoint de busca. lê o token de variável de ambiente, não deixa fixo', kind: 'request' },
      { text: 'usa o showfreqs então, modo bar, cor amarela', kind: 'request' },
      { text: 'eu sei que falei sem modal, esse é a exceção: usa um diálogo pro aviso', kind: 'request' },
      { text: 'cria um script pra não fazer isso na mão da próxima vez', kind: 'request' },
      { text: 'adiciona um filtro que só esconde os itens arquivados', kind: 'request' },
      { text: 'falei pra não mexer no config, mas o líder liberou, pode mexer', kind: 'other' },
      { text: 'vê por que está lento, não muda nada, só me diz', kind: 'other' },
      { text: 'vou reiniciar o pc, não mexe em nada enquanto eu estiver fora', kind: 'other' },
      { text: 'por que não date-fns? só curiosidade', kind: 'question' },
      { text: 'vc testou no sandbox ou em produção?', kind: 'question' },
      { text: 'analisa o stack trace e me diz a causa, não mexe em nada ainda', kind: 'request' },
      { text: 'lista os arquivos que usam a API antiga, por enquanto não altera nenhum', kind: 'request' },
      { text: 'a gente não recebe os emails desde ontem', kind: 'other' },
      { text: 'tá certo se eu subir a branch hoje à noite?', kind: 'other' },
      { text: 'não, eu perguntei onde isso é salvo, não quem salva', kind: 'question' },
      { text: 'esquece o que eu falei de não mexer no footer, já foi aprovado', kind: 'other' },
      { text: 'já tem uma reunião às 3, termina antes?', kind: 'other' },
      { text: 'o servidor caiu de novo depois do deploy', kind: 'other' },
      { text: 'o runner tem Node 18?', kind: 'other' },
      { text: 'não vou conseguir testar hoje não', kind: 'other' },
      { text: 'a gente não consegue logar desde ontem', kind: 'other' },
      { text: 'o atraso de 30s é intencional?', kind: 'other' },
      { text: 'gera o client de novo a partir do spec', kind: 'request' },
      { text: 'ótimo, agora funciona 🎉', kind: 'other' },
      { text: 'o que pode dar errado se a migração rodar duas vezes?', kind: 'question' },
      { text: 'o app trava sempre na abertura', kind: 'other' },
      // near misses of the classes above
      { text: 'espera, deixa eu commitar o meu primeiro', kind: 'other' },
      { text: 'sério? que legal', kind: 'other' },
      { text: 'rodou, mas continua dando erro no excel, não dá pra somar', kind: 'failure-report' },
      { text: 'como se chamam as branches no seu time?', kind: 'question' },
      { text: 'tenho um mac novo, como configuro o node nele?', kind: 'question' },
      { text: 'sim, sempre demora assim', kind: 'answer' },
      { text: 'os testes nunca passam na primeira vez, por quê?', kind: 'question' },
      { text: 'a gente sempre esquece disso? é normal?', kind: 'question' },
      { text: 'não, o que eu quis saber é qual dos dois o teste usa', kind: 'question' },
      { text: 'adicione um botão de modo escuro', kind: 'request' },
      { text: 'você fez push?', kind: 'question' },
      { text: 'beleza, valeu', kind: 'acknowledgement' },
      { text: 'show, agora faz o export em csv', kind: 'request' },
      { text: 'continua dando erro no login', kind: 'failure-report' },
      { text: 'de novo deu erro no login depois do deploy', kind: 'failure-report' },
      // near misses: a cue's words that put work off, ask, constrain new work, report or answer
      { text: 'deixa o cache pro futuro, agora corrige o login', kind: 'request' },
      { text: 'na próxima versão a gente adiciona o modo escuro', kind: 'request' },
      { text: 'aqui sempre trava o build quando roda o lint', kind: 'request' },
      { text: 'o build falhou de novo', kind: 'request' },
      { text: 'nada disso funciona', kind: 'request' },
      { text: 'não precisa', kind: 'answer' },
      { text: 'só os unitários já basta', kind: 'answer' },
      { text: 'sim, não agora', kind: 'answer' },
      { text: 'por que o teste falha?', kind: 'question' },
      { text: 'dessa vez funcionou, valeu', kind: 'request' },
      { text: 'para o login usa o mesmo layout', kind: 'request' },
      { text: 'eu queria que você adicionasse um botão', kind: 'request' },
      { text: 'mais uma coisa: pode adicionar um teste? usamos vitest, não jest', kind: 'request' },
      { text: 'nenhum erro no console, funcionou', kind: 'other' },
      { text: 'a gente mudou pra sala nova, depois te mostro', kind: 'other' },
    ],
    agentAnnouncements: ['Vou criar a tela de cadastro de fornecedores.', 'Estou começando o relatório de vendas.'],
    agentInvitations: ['Olá! Como posso te ajudar hoje?', 'Terminei o scraper. O que vamos fazer agora?', 'Vou começar pelo login. Algo que eu deva saber?'],
    agentGoAheads: ['Plano: 1. migrar 2. testar. Posso seguir?'],
    agentQuestions: ['Recomendo guardar o estado no banco.', 'Quer que eu adicione isso ao CLI também?', 'Se quiser, posso criar uma migração.'],
  },
}));
