/** Russian: cues, clause classes and failure reports (see types.ts). */
import {
  absentCue,
  againCue,
  anyWord,
  anyWordStart,
  atClauseStart,
  atStart,
  CODE_TERM,
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

const SOFTENERS = ['пожалуйста', 'и', 'но', 'а', 'просто', 'тогда', 'также', 'слушай', 'давай', 'кстати', 'заодно', 'кроме\\s+того'];

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?<![${LETTER}])(?:если|ли|где|чтобы)(?![${LETTER}])`;
const CONDITION_GAP = String.raw`[^,.;:!?]{0,40}`;

export const ru = lazyLanguage({ id: 'ru', name: 'Russian', script: /\p{Script=Cyrillic}/u }, () => ({
  spellings: [
    [new RegExp(String.raw`(?<![${LETTER}])(?:пж|пжл|пжлст|плз|пожалста)(?![${LETTER}])`, 'giu'), 'пожалуйста'],
    [new RegExp(String.raw`(?<![${LETTER}])щас(?![${LETTER}])`, 'giu'), 'сейчас'],
    [new RegExp(String.raw`(?<![${LETTER}])ничо(?![${LETTER}])`, 'giu'), 'ничего'],
  ],
  cues: () => [
    eyeRollCue(),
    // на чём мы сидим: "мы на 22 сидим из-за win7", "electron 22 у нас"
    // то, что выбрал агент, не запустится там, где работает проект: "на сервере это не запустится"
    // где такому не место: "токены не храним в базе, они в связке ключей"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])не\s+(?:кладём|кладем|храним|держим|лежат|лежит|должен\s+лежать|должны\s+лежать|место)\s+(?:в|во|на)\s+[${LETTER}\d./_-]+(?:\s+[${LETTER}\d./_-]+){0,4}?\s*[,;—–.]`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // what is to be done with it every time, said after how: "этот шаблон и используй всегда для отчётов", "так и делай всегда"
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:бери|берите|используй|используйте|ставь|ставьте|делай|делайте|пиши|пишите|клади|кладите|запускай|запускайте|храни|храните|проверяй|проверяйте|кидай|держи|трогай|меняй|меняйте|добавляй|коммить|пушь|лезь|открывай|открывайте|удаляй|удаляйте|создавай|вызывай|включай|выключай|отключай|перезапускай|форматируй|пихай)\s+(?:(?:его|её|ее|их|это|так|тоже)\s+)?всегда(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // never again, said to the agent: "верни как было и больше конфиг не трогай"
    {
      id: 'standing',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])больше\s+(?:[${LETTER}]+\s+){0,2}?не\s+(?:бери|берите|используй|используйте|ставь|ставьте|делай|делайте|пиши|пишите|клади|кладите|запускай|запускайте|храни|храните|проверяй|проверяйте|кидай|держи|трогай|меняй|меняйте|добавляй|коммить|пушь|лезь|открывай|открывайте|удаляй|удаляйте|создавай|вызывай|включай|выключай|отключай|перезапускай|форматируй|пихай)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // на чём проект, сказано как факт: "этот проект на poetry, это же в pyproject"
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:этот|наш)\s+(?:проект|репо|репозиторий)\s+(?:на|использует|работает\s+на|собирается\s+(?:через|на))\s+(?!(?:чем|чём|каком|какой)(?![${LETTER}]))`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // это не X агента: "это не CPF, это NIF"
    houseUsesCue(
      new RegExp(
        String.raw`(?<![${LETTER}])у\s+нас\s+(?:же\s+)?(?:везде\s+|всё\s+на\s+|все\s+на\s+)?(?<named>[A-Za-z][\w.+@\/-]*)(?=\s*(?:[.,;!?)]|$|же|везде))`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(
      new RegExp(
        String.raw`(?<![${LETTER}])не\s+(?:может|должен|должна|должно|могут|должны)\s+быть\s+[\x60'"]?(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})`,
        'iu',
      ),
    ),
    notWhatTheAgentUsedCue(new RegExp(String.raw`^(?:это|оно|тут|здесь)\s+не\s+(?<replaced>[${LETTER}${DIGIT}@./+_-]{2,})\s*[,;.—–-]`, 'iu')),
    // что агент сделал везде: "а ты везде написал «ты»", "вы всюду поставили UTC+3"
    toldBackCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:ты|вы)\s+(?:везде|всюду|во\s+всех\s+[${LETTER}]+)\s+(?:[${LETTER}]+\s+)?[${LETTER}]{2,}(?:ил|ал|ел|ял|ул|ыл)(?:а|и)?(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:там|на\s+(?:сервере|серверах|проде|стенде|узлах|нодах)|в\s+проде)\s+(?:[${LETTER}.-]+\s+){0,3}?не\s+(?:запустится|заработает|будет\s+работать|соберётся|соберется|встанет|поставится|взлетит)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:мы\s+(?:ещё\s+|еще\s+|всё\s+ещё\s+|все\s+еще\s+)?(?:сидим\s+)?на\s+(?!(?:шаг|этап|стр|фаз|пункт|спринт|задач|тикет|урок|глав|строк|слайд|круг|раунд|недел|дн|итерац|part|step|page)[${LETTER}]*\s)(?:[${LETTER}.-]+\s+)?v?\d[\w.]*(?:\s+сидим)?|[${LETTER}.-]+\s+v?\d[\w.]*\s+у\s+нас(?![${LETTER}]))`,
        'iu',
      ),
      confidence: 0.7,
    },
    // имя в коде, которое одно, а не другое: "bundle id у нас com.example.app, а не com.example.ios"
    { id: 'machine', pattern: new RegExp(String.raw`${CODE_TERM}\s*,?\s+а\s+не\s+${CODE_TERM}`, 'iu'), confidence: 0.7 },
    // где теперь всё: "всё теперь живёт на stage2"
    // a command that opens a window on this machine, where nobody sees it: "тут `open` открывает окно, сделай по-другому"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:здесь|тут|у\s+меня|на\s+этом\s+сервере|на\s+этой\s+машине)[^.!?\n]{0,40}?(?:открывает(?:ся)?|запускает)\s+(?:окно|гуи|gui|браузер|редактор)|(?:открывает(?:ся)?|запускает)\s+(?:окно|гуи|gui|браузер|редактор)[^.!?\n]{0,40}?(?:здесь|тут|у\s+меня|на\s+этом\s+сервере|на\s+этой\s+машине))(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // how every other one of its kind is done, against what the agent did: "ключи берём из vault, как все остальные секреты", "делай через миграцию, как и везде"
    likeTheRestCue(
      new RegExp(
        String.raw`(?<![${LETTER}])как\s+(?:и\s+)?(?:все\s+)?(?:остальные|другие)(?![${LETTER}])|(?<![${LETTER}])как\s+(?:и\s+)?везде(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'convention',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:вс[её]\s+(?:теперь|сейчас)\s+(?:живёт|живет|крутится|лежит|работает)\s+на|(?:теперь|сейчас)\s+вс[её]\s+(?:живёт|живет|крутится|лежит|работает)\s+на)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // написано в том, что дал человек: "это есть в правилах, которые я скинул"
    {
      id: 'told-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:есть|написано)\s+в\s+[^.?!]{0,30}?(?:которые|что|который|которое)\s+я\s+(?:тебе\s+)?(?:скинул|вставил|дал|прислал|кинул)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // как в прошлый раз: "в прошлый раз ты тоже снёс конфиг"
    // что агент сделал, сказанное в начале предложения: "ты посчитал по старым правилам", "ты смотрел не тот fasta" (не "ты
    // говорил …", "ты исправил"; вопрос не в счёт: "ты запускал тесты?")
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+)(?:(?:но|и|потому\s+что|так\s+как|а)\s+)?(?:ты|вы)\s+(?:опять\s+|снова\s+|же\s+|зачем-то\s+|просто\s+|ещё\s+и\s+)?(?!(?:сказал|спросил|написал|говорил|предложил|исправил|починил|понял|прав)(?:а|и)?(?![${LETTER}]))[${LETTER}]{2,}(?:ил|ал|ел|ял|ул|ыл)(?:а|и)?(?![${LETTER}])(?!\s+(?:какой|какую|какие|какое|что|где|куда|сколько|как)(?![${LETTER}]))`,
        'iu',
      ),
    ),
    // что агент делает, сказанное в начале предложения: "ты в вебхуке вообще не проверяешь, откуда пришёл запрос", "ты опять
    // считаешь в милях" (не "ты можешь …", "ты знаешь …"; вопрос не в счёт)
    toldBackCue(
      new RegExp(
        String.raw`(?:^|[.,;:!?—–-]\s+|(?<![${LETTER}])(?:но|и|а|кстати|потому\s+что)\s+)(?:ты|вы)\s+(?:(?:в|на|во)\s+[${LETTER}]+\s+)?(?:вообще\s+|опять\s+|снова\s+|же\s+|зачем-то\s+|всё\s+ещё\s+|все\s+еще\s+)?(?:не\s+)?(?!(?:можешь|можете|сможешь|сможете|хочешь|хотите|знаешь|знаете|думаешь|думаете|помнишь|помните|видишь|видите|понимаешь|понимаете)(?![${LETTER}]))[${LETTER}]{3,}(?:ешь|ишь|ёшь|ете|ите)(?![${LETTER}])`,
        'iu',
      ),
    ),
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])в\s+прошлый\s+раз\s+(?:ты\s+)?тоже\s+(?:ты\s+)?[${LETTER}]+(?:л|ла|ли|ёс|ес)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])это\s+не\s+(?:фикс|исправление|решение)|это\s+(?:просто|только)\s+(?:прячет|маскирует|скрывает|замазывает)(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])(?:такого|это(?:го)?)\s+больше\s+не\s+должно\s+(?:быть|повториться|случиться)|чтобы\s+(?:такого|это)\s+больше\s+не\s+(?:повторялось|было)(?![${LETTER}])`,
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
        String.raw`(?<![${LETTER}])(?:(?:чтобы|что\s*бы)\s+я\s+(?:этого|такого|это)\s+больше\s+не\s+видел[аи]?|не\s+хочу\s+(?:этого|такого|это)\s+больше\s+видеть)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.8,
      addressesAgent: true,
    },
    // как у нас принято: "у нас всё на pytest с фикстурами"
    {
      id: 'convention',
      pattern: new RegExp(String.raw`(?<![${LETTER}])у\s+нас\s+(?:всё|все)\s+(?:на|через)\s+[${LETTER}${DIGIT}._-]+`, 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // правило по договорённости: "давай договоримся: все даты в ISO"
    {
      id: 'standing',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:давай(?:те)?\s+договоримся|договоримся\s*:)`, 'iu'),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // договорённость, напомненная: "мы же договаривались про BEM"
    // как у нас везде: "у нас везде HALF_EVEN", "мы везде используем UTC"
    {
      id: 'convention',
      pattern: anyWord(['у\\s+нас\\s+(?:везде|всюду)', 'мы\\s+(?:везде|всюду)\\s+(?:используем|пишем|ставим|берём|берем)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:мы\s+же\s+договаривались|разве\s+мы\s+не\s+договорились|мы\s+же\s+решили)(?![${LETTER}])`, 'iu'),
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // так, как сделал агент, нельзя: "десять t-тестов без поправки — так нельзя"
    // агент взял не то: "не та таблица, сертификаты лежат в crew_cert"
    {
      id: 'wrong',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])не\s+(?:та|тот|то|те|ту)\s+(?:таблица|таблицу|файл|папка|папку|ветка|ветку|колонка|колонку|репо|репозиторий|база|базу|эндпоинт|окружение|сервер|версия|версию|путь|поле|схема|схему|порт|формат|метод|проект|лист|ключ|аккаунт|регион|шаблон|модуль|пакет)(?![${LETTER}])(?!\s*\?)`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:так\s+нельзя|не\s+годится|недопустимо|это\s+не\s+ок)(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    // привычка агента, спрошенная: "зачем ты каждый раз собираешь релиз?"
    {
      id: 'reproach',
      pattern: new RegExp(String.raw`(?<![${LETTER}])(?:почему|зачем)\s+[^?.!]{0,60}?каждый\s+раз(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // то, что сделал агент, уже есть: "у нас уже есть обёртка над fetch в lib/http"
    {
      id: 'already-have',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])у\s+нас\s+(?:же\s+)?уже\s+есть(?![${LETTER}])|(?<![${LETTER}])уже\s+есть\s+(?:готов[${LETTER}]*\s+)?[${LETTER}${DIGIT}./-]+\s+(?:в|для)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // факт о машине или проекте: "у нас на сервере питон 3.8", "внешнего интернета нет", "контур закрытый"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])мы\s+(?:его|её|ее|это|их)\s+(?:уже\s+)?(?:убрали|выпилили|удалили|выкинули)(?![${LETTER}])|(?<![${LETTER}])от\s+(?:него|неё|нее|этого|них)\s+мы\s+(?:уже\s+)?отказались(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?<![${LETTER}])это\s+(?:старый\s+)?синтаксис\s`, 'iu'),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:в|на)\s+(?:этом|этой|нашем|нашей)\s+(?:кластере|сервере|машине|тачке|хосте|ноуте|ноутбуке|раннере|виртуалке|ноде|стенде)\s+(?:нет|стоит|крутится)(?![${LETTER}])|(?<![${LETTER}])на\s+(?:сервере|проде|стенде|машине|тачке|билд-?сервере|раннере|хосте|виртуалке|ноде),?\s+(?:\S+\s+){0,5}?(?:python|питон|node|нода|java|джава|postgres|постгрес|rhel|centos|debian|ubuntu|php|пхп|delphi|дельфи|ruby|руби)\s*\d|(?<![${LETTER}])у\s+нас\s+(?:на\s+)?(?:(?:стоит|крутится|работает|старый|старая|старое|только|всё\s+ещё|ещё|еще|до\s+сих\s+пор)\s+)?(?:python|питон|node|java|php|пхп|delphi|дельфи|ruby|postgres|mysql|oracle|centos|rhel|debian|ubuntu|windows|винда)\s*v?\d|(?<![${LETTER}])(?:внешнего\s+)?интернета\s+(?:там\s+)?нет|(?<![${LETTER}])нет\s+(?:внешнего\s+)?интернета|(?<![${LETTER}])контур\s+закрытый|(?<![${LETTER}])на\s+(?:этих|этом|этой|наших|нашем|нашей)\s+(?:хост|машин|сервер|тачк|стенд|раннер)[${LETTER}]*\s+нет\s+(?!(?:ошиб|проблем|сбо|запис|ответ)[${LETTER}]*)`,
        'iu',
      ),
      confidence: 0.7,
    },
    // агент правил то, что пишет инструмент: "changelog генерируется при релизе"
    {
      id: 'generated',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:генерир(?:уется|уются)|перезаписыва(?:ется|ются)\s+(?:при|каждый|каждым|на\s+каждом|после)|(?:это\s+)?(?:сабмодуль|подмодуль|submodule)(?![${LETTER}])|сгенерирован(?:а|о|ы)?(?![${LETTER}]))(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // то, что агент убрал, было сделано намеренно: "таймаут там специально", "округление стояло не просто так"
    {
      id: 'on-purpose',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}${DIGIT}_])(?:(?:это|он|она|оно|там|так)\s+специально|специально\s+(?:так|стоит|сделан[${LETTER}]*|оставлен[${LETTER}]*)|намеренно|не\s+просто\s+так|не\s+зря|так\s+задумано)(?![${LETTER}${DIGIT}_])`,
        'iu',
      ),
      confidence: 0.75,
    },
    // irony: "что может пойти не так", "ИБ будет в восторге", praise with 🙃 or 🙄
    // сарказм над тем, что сделал агент: "ну конечно, давай ещё jQuery притащим", "ну да, конечно, давай ещё и ssh с паролем
    // включим" (не просьба: "да, давай ещё тесты добавим")
    {
      id: 'irony',
      pattern: new RegExp(String.raw`(?:^|[.!?]\s*)(?:ну\s+)?(?:да,?\s+)?конечно[,!.]?\s+давай\s+(?:ещё|еще)(?:\s+и)?(?![${LETTER}])`, 'iu'),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    {
      id: 'irony',
      pattern: new RegExp(
        String.raw`что\s+(?:может|могло\s+бы)\s+пойти\s+не\s+так(?=(?:[,\s]+(?:да|ага|ну|а)(?![${LETTER}]))?\s*[?？!.…]*\s*(?:$|🙃|🙄|🤦|😅|lol(?![${LETTER}])|xd(?![${LETTER}])|jaja|kkk|хах))`,
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
        String.raw`(?:будет|будут)\s+в\s+восторге|(?<![${LETTER}])обрадуе(?:тся|тесь)|(?<![${LETTER}])(?:отлично|отличн(?:ое|ая|ый)\s+(?:решение|идея|ход)|супер|гениально|прекрасно|браво|класс)(?![${LETTER}])[^.!?\n]{0,80}?(?:🙃|🙄|🤦|🤡)|^(?:о+\s+|ну\s+)?(?:отлично|супер|класс|прекрасно|шикарно|зашибись|замечательно|великолепно|чудесно)\s*[,.!]*\s+(?:(?:второй|третий|четвёртый|четвертый)\s|(?:вторая|третья)\s|ты\s+(?:просто\s+)?(?:удалил|снёс|снес|сломал|стёр|стер))`,
        'iu',
      ),
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // how we never do it here: "в .env.example мы ничего не держим"; "у нас каждая задача — отдельная ветка"
    {
      id: 'convention',
      pattern: anyWord([
        'мы\\s+(?:ничего\\s+|никогда\\s+)?не\\s+(?:держим|храним|используем|пишем|коммитим|кладём|кладем|пушим|деплоим|ставим|мержим)(?=\\s|$|[,.;!])',
        'у\\s+нас\\s+(?:каждая|каждый|каждое)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "больше так не надо": the agent's doing, not again
    {
      id: 'stop',
      pattern: anyWord(['больше\\s+так\\s+не\\s+(?:надо|делай|нужно)', 'больше\\s+не\\s+делай']),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    // "ничего не переименовывай без спроса"
    { id: 'ask-first', pattern: anyWord(['без\\s+(?:спроса|спросу)', 'не\\s+спросив']), confidence: 0.8, explicit: true, addressesAgent: true },
    // how we always do it here: "ивенты мы шлём только через AnalyticsFacade"; "никакие внешние репы" (not "никакой ошибки")
    {
      id: 'convention',
      pattern: anyWord([String.raw`мы\s+(?:\S+\s+){0,3}?[${LETTER}]+(?:ём|ем|им)\s+только\s+(?:через|в|с|из|на)(?=\s+\S)`]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-x', pattern: atClauseStart(['(?:вообще\\s+)?никакие\\s+(?!ошибк|проблем)\\S{3,}'], SOFTENERS), confidence: 0.75 },
    // "X нельзя" said of a thing: "внешние репы нельзя", "напрямую в Firebase нельзя"
    { id: 'dont', pattern: anyWord([String.raw`[${LETTER}${DIGIT}_\x60.-]{3,40}\s+нельзя(?=\s*(?:[,.;!—–-]|$))`]), confidence: 0.8 },
    // "любое изменение на сервере — сначала --check": what comes first for every change of a kind
    {
      id: 'always-never',
      pattern: anyWord(['(?:любое|каждое|любой|каждый)\\s+(?:изменение|коммит|деплой|релиз|обновление)[^.!?]{0,60}?(?:сначала|всегда|только)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // what the house moved to, where its truth is kept, what the rest does: "мы перешли на xliff 2", "источник правды —
    // openapi.yaml", "всё остальное читает конфиг"
    {
      id: 'convention',
      pattern: anyWord([
        'мы\\s+(?:уже\\s+)?(?:перешли|мигрировали)\\s+на(?=\\s+\\S)',
        'источник\\s+(?:правды|истины)',
        '(?:всё|все)\\s+остальн(?:ое|ые)(?:\\s+\\S+)?\\s+(?:уже\\s+)?(?:читает|читают|берёт|берет|берут|использует|используют|ходит|ходят|вызывает|вызывают)(?=\\s+\\S)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "каждый коммит должен начинаться с тикета"
    {
      id: 'always-never',
      pattern: anyWord([
        String.raw`(?:каждый|каждая|каждое|любой|любая|любое)\s+(?:нов(?:ый|ая|ое)\s+)?(?!раз(?![${LETTER}]))[${LETTER}-]+\s+(?:должен|должна|должно|требует|нуждается)`,
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // "всегда" closing its clause, after how it is to be done: "отвечай по-английски всегда", "… сначала бэкап, потом деплой — и так
    // всегда" (not what keeps happening or how a thing is: "падает всегда", "так было всегда", "красный всегда")
    {
      id: 'always-never',
      pattern: new RegExp(
        String.raw`(?<=(?<![${LETTER}])(?!(?:падает|падают|падал|было|был|была|были|бывает|висит|виснет|тормозит|есть|работает|работал|ломается|ломалось|отваливается|происходит|случается|так\s+было)(?![${LETTER}]))(?![${LETTER}]*(?:ый|ий|ой|ая|яя|ое|ее|ые|ие)\s)[${LETTER}]{3,}\s+)всегда(?=\s*(?:[.,;!:)]|$))`,
        'iu',
      ),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // how we always do it, the pronoun left out: "деньги наружу всегда отдаём копейками", "никогда не мержим сами"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:всегда|никогда\s+не)\s+(?!(?:получаем|видим|ловим|имеем|падаем|теряем|ждём|ждем|упираемся)(?![${LETTER}]))[${LETTER}]{2,}(?:ем|ём|им)`,
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // everything of a kind must: "все таблицы должны …"
    {
      id: 'convention',
      pattern: anyWord([String.raw`все\s+[${LETTER}]{3,}(?:\s+\S+){0,5}?\s+должны\s+(?!пройти|проходить|работать|быть\s+зел[её]ными)[${LETTER}]+`]),
      confidence: 0.75,
      explicit: true,
    },
    // a shortcut the agent took, called out: "ты не можешь просто …", "нельзя просто так …"
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`(?:ты\s+не\s+можешь|вы\s+не\s+можете|нельзя)\s+просто(?:\s+так)?\s+(?!(?:нажать|кликнуть|открыть|ввести|зайти|войти)(?![${LETTER}]))[${LETTER}]+`,
      ]),
      confidence: 0.8,
      addressesAgent: true,
    },
    // for a kind of case, every time: "в таких случаях всегда …"; "никаких npm update"; "у нас так не пишут"
    {
      id: 'always-never',
      pattern: anyWord(['(?:для\\s+такого|в\\s+таких\\s+случаях)\\s*,?\\s+(?:всегда|никогда)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    { id: 'no-x', pattern: atClauseStart(['никаких\\s+\\S{3,}'], SOFTENERS), confidence: 0.75 },
    { id: 'convention', pattern: anyWord([String.raw`у\s+нас\s+так\s+не\s+[${LETTER}]{3,}`]), confidence: 0.75, explicit: true, standingRule: true },
    // how it is done here, said as such: "у нас так принято", "это наш стандарт"
    {
      id: 'convention',
      pattern: anyWord(['(?:у\\s+нас\\s+)?так\\s+(?:принято|заведено|положено)', 'это\\s+наш(?:а|е)?\\s+(?:стандарт|конвенция|соглашение|правило)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // the same mistake again, counted: "уже второй раз", "уже два раза"
    {
      id: 'reproach',
      pattern: anyWord(['уже\\s+(?:второй\\s+раз|(?:два|три|\\d+)\\s+раза)\\s+(?:ты|вы)', '(?:ты|вы)\\s+уже\\s+(?:второй\\s+раз|(?:два|три|\\d+)\\s+раза)']),
      confidence: 0.8,
      addressesAgent: true,
    },
    // the agent's manner: "хватит извиняться", "просто скажи, что поменял"
    {
      id: 'complaint',
      pattern: anyWord(['(?:хватит|перестань)\\s+(?:извиняться|оправдываться)', 'просто\\s+(?:скажи|напиши),?\\s+что\\s+(?:поменял|изменил)']),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyWord([
        'как\\s+(?:и\\s+)?(?:везде|во\\s+всём|во\\s+всем)\\s+(?:в\\s+)?(?:репо|проекте|коде|остальном\\s+коде)',
        'как\\s+в\\s+остальном\\s+(?:коде|проекте|репо)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "always like this", said of what was just shown: it holds every time
    {
      id: 'standing',
      pattern: anyWord(['всегда\\s+(?:так|в\\s+таком\\s+формате|этот\\s+формат)(?=\\s*[.!]|\\s*$)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyWord([
        String.raw`нет\s+(?:доступа\s+(?:в|к)\s+)?интернет[${LETTER}]*`,
        'без\\s+интернета',
        'за\\s+прокси',
        'air[-\\s]?gapped',
        String.raw`закрыт(?:ый|ом)\s+контур[${LETTER}]*`,
        String.raw`изолированн(?:ая|ой)\s+сет[${LETTER}]*`,
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyWord(['(?:имей|имейте)\\s+(?:это\\s+)?в\\s+виду', 'запомни(?:те)?(?=\\s*[,.!:;]|\\s*$|\\s+это)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyWord(['(?:уже\\s+)?(?:третий|четв[её]ртый|пятый)\\s+раз']),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyWord([
        '(?:этот|наш)\\s+(?:проект|репо|репозиторий)\\s+(?:использует|сидит\\s+на|написан\\s+на)',
        'в\\s+(?:этом|нашем)\\s+(?:проекте|репо|репозитории)\\s+используется',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "у нас ветки называются PLAT-<тикет>/…", "конвенция именования"
    {
      id: 'convention',
      pattern: anyWord([
        String.raw`(?:у\s+нас|в\s+(?:нашей\s+)?команде)\s+(?:\S+\s+){0,3}?(?:называ[${LETTER}]+|именуют|именуем|пишут\s+в\s+формате|оформля[${LETTER}]+)`,
        String.raw`(?:мы\s+)?(?:называем|именуем)\s+(?:\S+\s+){0,2}?(?:так|всегда|по)(?![${LETTER}])`,
        String.raw`(?:конвенция|правила?|соглашение)\s+(?:об?\s+)?(?:именовани[${LETTER}]+|нейминга)`,
        'нейминг\\s+(?:у\\s+нас|такой)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "у меня Windows", "такой команды тут нет"
    {
      id: 'machine',
      pattern: anyWord([
        `у\\s+меня\\s+(?:только\\s+)?(?:${OPERATING_SYSTEMS}|винда|винде|виндовс|мак|линукс|убунту)`,
        `я\\s+(?:на|под|сижу\\s+на)\\s+(?:${OPERATING_SYSTEMS}|винде|виндовс|маке|линуксе|убунту)`,
        '(?:тут|здесь|у\\s+меня)\\s+(?:нет|не\\s+установлен[аоы]?)\\s+(?:такой\\s+)?(?:команды|\\S+)',
        '(?:такой\\s+)?команды\\s+(?:тут|здесь|у\\s+меня)\\s+нет',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      // also asked back: "¿quién te dijo que …?", "кто тебе сказал …?"
      inQuestion: true,
      pattern: anyWord([
        'я\\s+(?:же\\s+|уже\\s+)?(?:говорил|говорила|сказал|сказала|просил|просила)',
        'кто\\s+тебе\\s+(?:сказал|говорил|разрешил|велел)',
        'как\\s+я\\s+(?:уже\\s+)?(?:говорил|сказал)',
        // "сколько раз тебе говорить" (not "сколько раз прогнал?": how often something ran)
        'сколько\\s+(?:(?:ещё|еще|можно)\\s+)?раз\\s+(?:(?:тебе|мне|я|ещё|еще|можно|же)\\s+){0,2}(?:говорить|повторять|просить|объяснять|писать|напоминать|буду|должен|должна|надо|нужно|сказать)',
        // "мы же договаривались на CSV", "договорились же": what was agreed
        '(?:мы\\s+(?:же\\s+)?)?договаривались(?:\\s+же)?',
        'мы\\s+(?:же\\s+)?договорились',
        'договорились\\s+же',
        // "как договорились", "ты вообще читал правила, которые я скинул?"
        'как\\s+(?:мы\\s+)?договорились',
        'ты\\s+(?:вообще|хоть)\\s+(?:читал|читала|смотрел|смотрела)',
        'я\\s+же\\s+(?:писал|писала|объяснял|объясняла)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyWord([
        'впредь',
        'отныне',
        // "дальше везде так же", "и дальше делай так же": the same for every one to come
        String.raw`(?:и\s+)?дальше\s+(?:(?:для\s+всех|везде|всегда|делай|пиши|оставляй)\s+)?так\s+же`,
        'с\\s+этого\\s+момента',
        'в\\s+следующий\\s+раз',
        'на\\s+следующий\\s+раз',
        'каждый\\s+раз',
        'запомни',
        'в\\s+дальнейшем',
        'с\\s+этих\\s+пор',
        'с\\s+сегодняшнего\\s+дня',
        'теперь\\s+(?:всегда|никогда)',
        'не\\s+забывай',
        'имей\\s+в\\s+виду\\s+на\\s+будущее',
        'заруби\\s+на\\s+носу',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        'не\\s+(?:спрашивай|переспрашивай|уточняй)',
        // (not what a program does without a confirmation: "никогда не запускался без подтверждения", "только без подтверждения по почте")
        'без\\s+(?:лишних\\s+)?вопросов',
        'без\\s+(?:моего|моих)\\s+(?:подтверждения|одобрения)',
        '(?:хватит|перестань)\\s+спрашивать',
        'выбери\\s+(?:рекомендуемый|сам)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "на будущее: …" opens a rule ("отложим на будущее" only puts work off)
    {
      id: 'standing',
      pattern: atClauseStart(['на\\s+будущее', 'в\\s+будущем', 'на\\s+потом\\s+запомни'], SOFTENERS),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: /^(?:нет|неа|не\s+так)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    // того, чем агент только что воспользовался, здесь нет: "там нет docker", "мы не используем redis" (только о
    // слове из его последних слов, и не в ответ на его вопрос)
    absentCue(
      new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:там|тут|здесь|у\s+нас|на\s+(?:[${LETTER}]+-)?(?:сервере|серваке|машине|агенте|раннере|ноуте|ноутбуке|проде|хосте|виртуалке|тачке))\s+(?:нет|нету)|мы\s+не\s+(?:используем|юзаем))\s+(?:никакого\s+|никакой\s+)?\x60?(?<replaced>[\w@./+-]{2,})`,
        'iu',
      ),
    ),
    { id: 'x-not-y', pattern: anyWord(['используй\\s+\\S+\\s+вместо', 'а\\s+не\\s+\\S+$']), confidence: 0.85, answers: true },
    // "в develop, а не в main", "через ssh, не через ftp": what the agent used, turned away from
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:,\s*|\s)а\s+не\s+(?:в|во|на|через|с|со|из|по|для|под|от|к|как)?\s*(?!(?:только|просто|сейчас|потом|так|то)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`,
        'iu',
      ),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: new RegExp(String.raw`,\s*не\s+(?:в|во|на|через|с|со|из|по|для|под|от|к)\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{2,})`, 'iu'),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "не main, а develop": what the agent used, then what it must be
    {
      id: 'x-not-y',
      pattern: new RegExp(
        String.raw`(?:^|[.!;:,]\s*)не\s+(?:в\s+|на\s+|через\s+)?(?!(?:только|просто|сейчас|надо|нужно|знаю|понял|уверен)(?![${LETTER}]))(?<replaced>[${LETTER}${DIGIT}@./_-]{2,}),?\s+а\s+\S`,
        'iu',
      ),
      confidence: 0.8,
      redirect: true,
      answers: true,
    },
    // "одного индекса хватит", "достаточно юнит-тестов": less than the agent did or plans is enough (an answer too)
    {
      id: 'enough',
      pattern: anyWord([
        '(?<!не\\s+)(?<!на\\s+(?:сегодня|сейчас)\\s*,?\\s*)(?:хватит|достаточно)(?!\\s*,?\\s*на\\s+(?:сегодня|сейчас))(?=\\s*[,.!;]|\\s*$)',
        'достаточно\\s+(?:одного|одной|просто|только)',
      ]),
      confidence: 0.7,
      answers: true,
    },
    {
      id: 'instead-of',
      pattern: new RegExp(String.raw`(?<![${LETTER}])вместо\s+(?<replaced>[${LETTER}${DIGIT}@./_-]{3,})`, 'iu'),
      confidence: 0.7,
      redirect: true,
      echoOnly: true,
    },
    {
      id: 'verify-first',
      pattern: anyWord(['(?:прежде\\s+чем|перед\\s+тем\\s+как)\\s+(?:сказать|говорить|писать|докладывать)']),
      confidence: 0.8,
      explicit: true,
      addressesAgent: true,
    },
    // (not what a value is, answering the agent's question: "нет, всегда заполнена", "никогда не пустой")
    {
      id: 'always-never',
      pattern: atClauseStart(
        [
          String.raw`(?:всегда|никогда)(?!\s+(?:не\s+)?(?:заполнен|пуст|null|ноль|нулев|есть|одинаков|положительн|отрицательн|уникальн|задан|указан)[${LETTER}]*)`,
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
          String.raw`не\s+[${LETTER}]+(?:й|йте|и|ите)`,
          // "не надо трогать конфиг" (alone, "не надо" answers: no-need)
          String.raw`не\s+(?:надо|нужно)(?=\s+[${LETTER}])`,
          // "не коммить .env", "не ставь моки", "не трогать lockfile" (an instruction in the infinitive)
          String.raw`не\s+[${LETTER}]+(?:ь|ьте)(?![${LETTER}])`,
          String.raw`не\s+(?:[${LETTER}]+\s+)?(?:коммитить|комитить|пушить|мержить|трогать|менять|удалять|добавлять|использовать|хардкодить|мокать|ставить|запускать|писать|создавать|переименовывать)`,
          'нельзя(?!\\s+ли)',
          'ни\\s+в\\s+коем\\s+случае',
        ],
        SOFTENERS,
      ),
      confidence: 0.8,
    },
    // ".env не коммитится", "у нас не используется moment", "запрещено": how things are not done
    {
      id: 'not-done',
      pattern: anyWord([
        String.raw`(?:не|никогда\s+не)\s+(?:коммит|комит|пуш|мерж|хардкод)[${LETTER}]*(?:ся|тся)`,
        '(?:не|никогда\\s+не)\\s+используют(?:ся)?',
        '(?:не|никогда\\s+не)\\s+используется',
        '(?<!доступ\\s+)запрещ[её]н[оаы]?',
        'не\\s+(?:принято|положено|разрешено)',
        'так\\s+не\\s+делается',
        'так\\s+не\\s+делаем',
      ]),
      confidence: 0.8,
      explicit: true,
    },
    // "индекс не нужен", "незачем", "не обязательно": what the agent did or plans is not needed (an answer too)
    {
      id: 'no-need',
      // (not "больше ничего не надо", "больше не надо ничего": nothing more is wanted)
      pattern: anyWord([
        '(?<!больше\\s+(?:ничего\\s+)?)не\\s+надо(?!\\s+ничего)',
        'не\\s+нужн(?:ы|а|о)?',
        'не\\s+нужен',
        'незачем',
        'не\\s+обязательно',
        'не\\s+требуется',
        'не\\s+стоит(?!\\s+ли)',
      ]),
      confidence: 0.8,
      answers: true,
    },
    {
      id: 'stop',
      pattern: atClauseStart(['хватит', 'перестань', 'прекрати', 'перестаньте', 'прекратите'], SOFTENERS),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    {
      id: 'wrong',
      pattern: anyWord([
        '(?:это\\s+)?(?:неправильно|неверно)',
        'не\\s+то,?\\s+что\\s+я\\s+(?:просил|хотел)',
        'ты\\s+(?:неправильно|не\\s+так)\\s+понял',
        '(?:так\\s+)?не\\s+пойд[её]т',
        'не\\s+годится',
        'не\\s+вариант',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // "я не просил", "кто просил": the agent did what no one asked; "верни как было": take it back; "спроси сначала"
    {
      id: 'unasked',
      pattern: anyWord([
        '(?:я\\s+)?не\\s+просил(?:а|и)?',
        'никто\\s+(?:\\S+\\s+){0,2}(?:не\\s+)?(?:просил|просили|говорил)',
        'кто\\s+(?:тебя\\s+|вас\\s+)?просил(?:и)?',
        'я\\s+не\\s+говорил(?:а)?',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyWord([
        'верни(?:те)?(?=\\s*[.!,]|\\s*$|\\s+(?:как|обратно|назад|всё|все|это|его|её|их|старое|старые|старый|прежн))',
        'откати(?:те)?',
        'как\\s+было',
        'отмени(?:те)?\\s+(?:это|изменения|правки)',
        'оставь(?:те)?\\s+как\\s+(?:было|есть)',
        'верни\\s+(?:\\S+\\s+)?(?:назад|обратно)',
        // "убери то, что ты добавил", "удали что ты создал": take back what the agent added
        '(?:убери|удали|выкинь|снеси)(?:те)?\\s+(?:всё\\s+|все\\s+|то\\s*,?\\s+)?что\\s+ты\\s+(?:добавил|добавила|создал|создала|написал|написала|поменял|поменяла|наделал|наделала)',
        '(?:убери|удали|выкинь|снеси)(?:те)?\\s+(?:\\S+\\s+){0,2}?обратно',
        // "remove that" said of what the agent just added
        '(?:убери|удали|выкинь|снеси)(?:те)?\\s+(?:это|его|её|их)(?=\\s*[,.;!]|\\s*$)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    {
      id: 'ask-first',
      pattern: anyWord(['спроси(?:те)?\\s+(?:меня\\s+)?(?:сначала|заранее|прежде)', 'сначала\\s+спроси(?:те)?']),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'ты\\s+опять',
        'опять\\s+ты',
        String.raw`опять\s+(?:забыл|не\s+[${LETTER}]+л)`,
        'снова\\s+(?:то\\s+же|та\\s+же|забыл)',
        'ты\\s+(?:забыл|забыла|проигнорировал|не\\s+протестировал|не\\s+запустил|не\\s+прочитал)',
        'ты\\s+всё\\s+время',
        // "опять добавил лишнее", "снова удалил конфиг": the subject left out, the past tense says it
        String.raw`(?:опять|снова|опять\s+же)\s+(?:\S+\s+)?[${LETTER}]{2,}(?:ил|ал|ял|ел|ул)(?:а|и)?(?![${LETTER}])(?<!\s(?:был|была|было|были|стал|стала|упал|упала|падал|упали))`,
        'ты\\s+(?:опять\\s+|снова\\s+)?(?:не\\s+)?(?:послушал|послушала|прочитал|прочитала|проверил|проверила)',
        'ты\\s+меня\\s+не\\s+слушаешь',
        // "опять захардкоженные ID", "снова закомментированные тесты": what the agent made again, as a participle of
        // the ways code gets made wrong (not "опять обновленные данные не пришли")
        String.raw`(?:опять|снова)\s+(?:\S+\s+)?(?:за)?(?:хардкож|закомментир|продублир|задублир|скопир|зашит|вшит|замоканн|замокир)[${LETTER}]*(?:ые|ый|ая|ое|ых|ую)(?![${LETTER}])`,
        // "мы это уже проходили": been here before
        'мы\\s+(?:это|такое|через\\s+это)\\s+уже\\s+проходили',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // "опять?", "снова?!": the agent did the same again
    {
      id: 'reproach',
      pattern: atStart(['(?:опять|снова|опять\\s+двадцать\\s+пять)(?=\\s*[?!.]|\\s*$)']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    // the same again, opening a sentence, of what the agent made: a place or a thing named after it ("опять в
    // __tests__?", "опять эти print-ы везде"; not "опять обновленные данные не пришли", "снова запусти тесты")
    againCue(
      new RegExp(
        String.raw`^(?:ну\s+)?(?:опять|снова)\s+(?:ты\s+\S|(?:в|во|с|со|на|через|эти|этот|эта|это|твои|твой|твоя|свои|свой|какие-то|какой-то)\s+(?=[^!?\d\n]{1,40}\?+\s*$)(?!(?:ошибк[${LETTER}]*|та\s+же|тот\s+же|то\s+же)(?![${LETTER}]))\S)`,
        'iu',
      ),
    ),
    // "зачем ты добавил maatwebsite? убери", "почему ты пишешь логи через print? есть логгер": a why-question at what
    // the agent did or does, beside a statement
    {
      id: 'why-you',
      pattern: new RegExp(
        String.raw`(?<![${LETTER}])(?:(?:зачем|нафига|нафиг)\s+(?:ты\s+)?|(?:почему|с\s+чего)\s+ты\s+)(?:[${LETTER}]+\s+)?[${LETTER}]{2,}(?:(?:ил|ал|ял|ел|ул)(?:а)?|ешь|ишь|ёшь|ешься|ишься|ёшься)(?![${LETTER}])`,
        'iu',
      ),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "в этот раз прогони тесты до того, как писать": the agent failed at it before
    {
      id: 'this-time',
      pattern: atClauseStart(
        [String.raw`(?:в\s+этот\s+раз|на\s+этот\s+раз)\s+(?!(?:всё\s+|все\s+)?(?:работает|заработало|получилось|прошло)(?![${LETTER}]))[${LETTER}]+`],
        SOFTENERS,
      ),
      confidence: 0.7,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord(['разве\\s+не', 'не\\s+должно\\s+ли', 'почему\\s+(?:ты\\s+)?не\\s+(?:проверил|запустил|протестировал)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyWord(['я\\s+предпочитаю', 'мне\\s+больше\\s+нравится']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: atStart(['(?:но|однако)\\s*,?\\s+(?:я\\s+)?(?:хочу|хотел|хотела)']), confidence: 0.75, addressesAgent: true },
    { id: 'dislike', pattern: anyWord(['я\\s+не\\s+хочу', '(?:мне\\s+)?не\\s+нравится']), confidence: 0.7, ownWant: true, aloneOnEcho: true },
    {
      id: 'must-use',
      pattern: atClauseStart(
        [
          '(?:это\\s+|он\\s+|она\\s+|оно\\s+)?(?:должно|должен|должна|должны)\\s+(?:быть|идти|работать|использовать)',
          '(?:надо|нужно)\\s+(?:через|использовать)',
        ],
        SOFTENERS,
      ),
      confidence: 0.65,
      aboutWork: true,
    },
    {
      id: 'should',
      pattern: anyWord(['ты\\s+(?:должен|должна)', 'тебе\\s+(?:нужно|надо|следует)']),
      confidence: 0.65,
      addressesAgent: true,
    },
    // what the agent should have done, said after: a reproach of its work ("отключать надо было в настройках pihole")
    { id: 'should-have', pattern: anyWord(['надо\\s+было', 'нужно\\s+было', 'следовало']), confidence: 0.65, addressesAgent: true },
    {
      id: 'complaint',
      pattern: anyWordStart(['слишком\\s+(?:длинн|сложн)', 'избыточн']),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyWordStart(['дублиру'])),
    namedStateCue(anyWordStart(['непоследовательн', 'несогласованн'])),
    { id: 'disagree', pattern: anyWord(['(?:я\\s+)?не\\s+думаю,?\\s+что', 'не\\s+считаю,?\\s+что']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyWord([
        'у\\s+нас\\s+(?:принято|используем|используется)',
        'в\\s+этом\\s+(?:репо|проекте|репозитории)',
        // "у нас PR всегда в develop", "коммиты у нас только на английском", "в команде никогда не мержим сами"
        String.raw`(?:у\s+нас|в\s+(?:нашей\s+)?команде|в\s+компании)\s+(?:\S+\s+){0,3}?(?:всегда|никогда|только|исключительно|строго)(?![${LETTER}])`,
        'мы\\s+(?:всегда|никогда\\s+не|только|не)\\s+(?:используем|пишем|делаем|коммитим|пушим|мержим|деплоим|ставим|кладём|кладем|работаем)',
        '\\S+\\s+у\\s+нас\\s+(?:всегда\\s+|только\\s+)?(?:на\\s+английском|на\\s+русском|в\\s+формате|через|по\\s+conventional)',
        'у\\s+нас\\s+в\\s+(?:команде|проекте|компании|репо)',
        // "это делает команда DBA", "миграциями занимается платформа"
        String.raw`(?:это\s+)?(?:делает|делают|занимается|занимаются|ведёт|ведет)\s+(?:\S+\s+)?(?:команда|отдел|тимлид|девопс[${LETTER}]*|dba|админ[${LETTER}]*)`,
        '(?:всё|все|это)\\s+(?:идёт|идет|идут|проходит|проходят|делается|делаются)\\s+(?:только\\s+|всегда\\s+)?через',
        'никто\\s+(?:у\\s+нас\\s+|здесь\\s+|тут\\s+)?(?:не\\s+)(?:использует|пишет|делает|коммитит|пушит|трогает)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    {
      id: 'clarify',
      pattern: anyWord(['я\\s+имел\\s+в\\s+виду', 'я\\s+имела\\s+в\\s+виду', 'имелось\\s+в\\s+виду', 'я\\s+имею\\s+в\\s+виду', 'нет[\\s,]+я\\s+про']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // "я хотел, чтобы бронь оставалась со статусом …": how it was wanted, against what the agent made
    {
      id: 'wanted',
      pattern: anyWord([
        String.raw`я\s+(?:же\s+|вообще-то\s+)?хотел(?:а)?,?\s+чтобы\s+(?:\S+\s+){0,3}?(?:был[${LETTER}]*|оставал[${LETTER}]*|остал[${LETTER}]*|сохранял[${LETTER}]*|сохранил[${LETTER}]*|хранил[${LETTER}]*)`,
        'вообще-то\\s+(?:я\\s+)?(?:хотел|просил|имел)',
      ]),
      confidence: 0.7,
      aboutWork: true,
    },
    // "подожди", "стоп, …", "стой!": what the agent is doing must stop (after an interrupt: a correction)
    // "это касается всех сервисов", "это правило для всех"; "прежде чем ставить что-то, проверь …"
    {
      id: 'standing',
      pattern: anyWord([
        '(?:это\\s+)?(?:касается|относится\\s+ко?)\\s+(?:всех|всего|любых|любого|каждого)',
        '(?:это|так)\\s+(?:правило\\s+)?для\\s+всех',
        'это\\s+(?:наш\\s+|наше\\s+)?(?:стандарт|правило|соглашение)\\s+(?:проекта|команды|для\\s+всех|у\\s+нас)',
        '(?:прежде\\s+чем|перед\\s+тем\\s+как)\\s+(?:что-(?:то|либо)\\s+|любую\\s+|любой\\s+|любые\\s+|новую\\s+|новые\\s+)?(?:ставить|добавлять|устанавливать|тащить|подключать|добавишь|поставишь)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "общее правило: …"
    {
      id: 'standing',
      pattern: anyWord(['общее\\s+правило', 'в\\s+принципе\\s+никогда']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'wait',
      pattern: atStart([
        'подожди(?!\\s+(?:\\d|минут|пару|немного|час|секунд|полчаса))',
        'погоди',
        'стоп',
        'секунду',
        'стой',
        'стопэ',
        'подождите',
        'погодите',
        'остановись',
        'тормози',
        'притормози',
        'отмена',
      ]),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyWord(
        [String.raw`(?:перед|после)\s+кажд(?:ым|ой|ого|ым)\s+(?:пуш|коммит|комит|мерж|деплое?|релиз|изменени|шаг|ответ|правк|миграци)[${LETTER}]*`],
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        String.raw`(?:ты|вы)\s+(?:что\s*,?\s+)?серь[её]зно(?:\s+[${LETTER}]+л[аио]?(?![${LETTER}])|\s*\?{2,}|\s*[.!]|$)`,
        '(?:ты|вы)\\s+(?:издеваешься|издеваетесь|прикалываешься)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyWord(['для\\s+этого\\s+(?:у\\s+нас\\s+)?(?:уже\\s+)?есть', 'у\\s+нас\\s+уже\\s+есть\\s+\\S+']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyWord([
        '(?:отвечай|отвечайте|пиши\\s+мне|говори\\s+со\\s+мной)\\s+(?:всегда\\s+|только\\s+)?(?:по-русски|по-английски|на\\s+(?:русском|английском|немецком|французском))',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // where the agent may work, and only there: "ты можешь менять только то, что между маркерами"
    {
      id: 'only-there',
      pattern: anyWord(['(?:ты\\s+)?можешь\\s+(?:менять|трогать|править|редактировать)\\s+только', '(?:меняй|трогай|правь)\\s+только']),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
    // stopping a habit, asked: "можешь перестать писать мне резюме?"; "на будущее: …" opens a rule
    {
      id: 'stop',
      pattern: anyWord(['(?:можешь|можете|мог\\s+бы|могла\\s+бы)\\s+(?:пожалуйста\\s+)?(?:перестать|прекратить)']),
      confidence: 0.8,
      inQuestion: true,
      everyTime: true,
      addressesAgent: true,
    },
    { id: 'standing', pattern: atClauseStart(['на\\s+будущее'], SOFTENERS), confidence: 0.85, explicit: true, standingRule: true },
    // a rule of the house announced: "у нас правило: …"
    {
      id: 'convention',
      pattern: anyWord(['у\\s+нас\\s+(?:такое\\s+|железное\\s+|строгое\\s+)?правило']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
  ],
  reasks: new RegExp(
    String.raw`^(?:(?:извини|сорри|ок)[\s,.!?]+)*(?:я\s+)?(?:неясно|непонятно|плохо)\s+(?:выразил(?:ся|ась)|спросил[аи]?|объяснил[аи]?)\s*[,:;.!—–-]*\s*(?:как(?:ой|ая|ое|ие)|что|где|почему|как|кто)(?![${LETTER}])|^(?:(?:нет|не|погоди|извини)[\s,.!?、，。]+)*(?:я\s+(?:\S+\s+){0,3}?спрашивал[аи]?|я\s+спрашиваю|мой\s+вопрос)|^(?:(?:нет|не|погоди|извини)[\s,.!?、，。]+)*я\s+имел[аи]?\s+в\s+виду[^.!?]*?(?<![${LETTER}])(?:какой|какая|какое|какие|почему|зачем|где|когда|кто|как|откуда|сколько|ли)(?![${LETTER}])`,
    'iu',
  ),
  retracts: new RegExp(
    String.raw`(?<![${LETTER}])я\s+(?:раньше\s+|до\s+этого\s+)?(?:говорил|сказал|писал)[аи]?\s*,?\s*(?:что\s+)?(?:не|без|никаких)[^.!?]{0,60}?(?:отменяю|забудь|уже\s+не\s+актуально)(?![${LETTER}])|(?<![${LETTER}])беру\s+(?:свои\s+)?слова\s+(?:обратно|назад)(?![${LETTER}])|(?<![${LETTER}])(?:забудь|игнорируй)\s*,?\s+(?:что|всё,?\s+что)\s+я\s+(?:говорил[аи]?|сказал[аи]?|писал[аи]?|просил[аи]?)(?![${LETTER}])|я\s+(?:говорил[аи]?|сказал[аи]?|просил[аи]?)[^.!?]{0,60}?(?:но|однако)[^.!?]{0,60}?(?:можно|разрешили)|(?<![${LETTER}])(?:я\s+)?знаю\s*,?\s+(?:что\s+)?я\s+(?:говорил[аи]?|сказал[аи]?)(?![${LETTER}])`,
    'iu',
  ),
  deferrals: new RegExp(
    String.raw`(?<![${LETTER}])(?:пока(?:\s+что)?|в\s+этой\s+задаче|для\s+этой\s+задачи|(?:ещё|еще)\s+не|до\s+того,?\s+как\s+я)(?![${LETTER}])|(?<![${LETTER}])только\s+(?:скажи|покажи|посмотри|проверь|перечисли|опиши|доложи|расскажи|прочитай)(?![${LETTER}])`,
    'iu',
  ),
  // зачем нужна новая работа, со словом о будущем: "добавь правило линтера, чтобы CI ловил это в следующий раз"
  purposes: new RegExp(
    String.raw`(?<![${LETTER}])чтобы\s+(?:[${LETTER}-]+\s+){1,8}?(?:в\s+следующий\s+раз|в\s+будущем|каждый\s+раз)(?![${LETTER}])(?!\s*,?\s*ты(?![${LETTER}]))|(?<![${LETTER}])чтобы\s+(?:(?:мы|оно|он|она|они|это|такое|никто|ни\s+один)\s+)?(?:(?:никогда|больше|снова|опять)\s+)?не(?![${LETTER}])`,
    'iu',
  ),
  curiosity: new RegExp(
    String.raw`^(?:(?:ок|слушай)[\s,]+)?(?:один\s+|небольшой\s+)?вопрос\s*[,:—–-]|(?<![${LETTER}])(?:просто\s+(?:интересно|любопытно|спрашиваю)|из\s+любопытства|чисто\s+(?:интересно|из\s+интереса))(?![${LETTER}])`,
    'iu',
  ),
  commonWords: [
    // short function words: never a term (termsOf reads words of four letters or more), never an echo either
    'в',
    'на',
    'по',
    'из',
    'за',
    'от',
    'до',
    'и',
    'или',
    'не',
    'тот',
    'та',
    'те',
    'это',
    'что',
    'как',
    'так',
    'для',
    'или',
    'если',
    'тоже',
    'уже',
    'надо',
    'только',
    'нужно',
    'всегда',
    'никогда',
    'сейчас',
    'тебе',
    'тебя',
    'меня',
    'было',
    'будет',
    'есть',
    'можно',
    'нельзя',
    'давай',
    'пожалуйста',
    'спасибо',
    'почему',
    'потому',
    'снова',
    'опять',
    'этот',
    'эта',
    'эти',
    'того',
    'чтобы',
    'когда',
    'где',
    'здесь',
    'там',
    'ещё',
    'еще',
    'сначала',
    'потом',
    'сделай',
    'делай',
  ],
  stepsFirst: new RegExp(String.raw`(?<![${LETTER}])(?:сначала|сперва|перед\s+этим|ещё|еще|также|одна\s+вещь|один\s+момент)(?![${LETTER}])`, 'iu'),
  pointsBack: new RegExp(
    String.raw`(?<![${LETTER}])(?:(?:ты|вы)\s+(?:только\s+что|сейчас|щас)\s+[${LETTER}]+л[аи]?|(?:который|которую|которое|которые|что)\s+(?:ты|вы)\s+(?:только\s+что\s+)?(?:добавил|написал|сделал|поставил|вставил|создал|поменял|использовал|засунул|прописал)[${LETTER}]*)(?![${LETTER}])`,
    'iu',
  ),
  asides: new RegExp(String.raw`^(?:(?:и|а|ок)[\s,]+)?(?:кстати|к\s+слову|для\s+справки|на\s+заметку|между\s+прочим|p\.?s\.?)(?![${LETTER}])`, 'iu'),
  standing: anyWord([
    '(?:до\\s+конца|на\\s+всю|всю)\\s+(?:эту\\s+)?сесси[юи]',
    // a prohibition with its one exception: "не обновляй плагины, если я не попрошу"
    'не\\s+(?:\\S+\\s+){0,8}?если\\s+(?:только\\s+)?я\\s+(?:сам\\s+)?не\\s+(?:попрошу|скажу|разрешу)',
    'в\\s+этой\\s+сессии',
    'впредь',
    'отныне',
    '(?:и\\s+)?дальше\\s+тоже',
    'в\\s+следующий\\s+раз',
    'каждый\\s+раз',
    'в\\s+этом\\s+(?:репо|проекте|репозитории)',
  ]),
  eachTime: anyWord(['каждый\\s+раз', '(?:перед|после|при)\\s+каждо[мйг]']),
  buildsItIn: new RegExp(
    String.raw`(?<![${LETTER}])добав[${LETTER}]*\s+(?:[${LETTER}]+\s+){0,2}?(?:тест[${LETTER}]*|проверк[${LETTER}]*|валидаци[${LETTER}]*|ограничени[${LETTER}]*|ассерт[${LETTER}]*)`,
    'iu',
  ),
  stepsAway: new RegExp(
    String.raw`(?<![${LETTER}])(?:звонок|созвон|мне\s+звонят|отойду|на\s+встречу|сейчас\s+вернусь|скоро\s+вернусь|вернусь\s+через|потом\s+(?:скажу|напишу)|отпишусь)(?![${LETTER}])`,
    'iu',
  ),
  featureScope: new RegExp(
    String.raw`(?<![${LETTER}])(?:в|для|из|на)\s+(?:этом|этой|этих|этот|эту|новом|новой|новый|новую)\s+(?!(?:репо|репозитории|проекте|команде|компании|сессии|сервере|машине|случа[ея]х?|вид[аеу]?|тип[аеу]?|файл[еа]?|папк[еи]|модул[еи]|пакет[еа]?)(?![${LETTER}]))[${LETTER}]+`,
    'iu',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "не сейчас", "пока не надо", "позже".',
      patterns: [
        // продолжим потом: "продолжим через 30 минут", "давай позже продолжим"
        new RegExp(
          String.raw`(?:продолжим|продолжаем)\s+(?:через\s+\d+\s*(?:мин(?:ут[ыу]?)?|час(?:а|ов)?)|позже|потом|завтра)|(?:позже|потом|завтра)\s+продолжим`,
          'iu',
        ),
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(String.raw`^(?:(?:подожди|погоди)\s*,?\s*)?я\s+(?:сам|сама)(?![${LETTER}])`, 'iu'),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(String.raw`^(?:(?:подожди|погоди|стоп)\s*,?\s*)?(?:дай(?:те)?\s+я\s+сначала|сначала\s+я|я\s+сначала)(?![${LETTER}])`, 'iu'),
        // the human stepping away ("подожди, я отойду на обед", "сейчас вернусь"): no halt of the agent's work
        new RegExp(
          String.raw`^(?:(?:подожди|погоди|секунду|стоп)\s*,?\s*)?(?:я\s+)?(?:(?:в|на)\s+(?:метро|дороге|такси|автобусе|поезде|совещании|созвоне|встрече|митинге|звонке)|(?:[${LETTER}]+\s+)?звонит|мне\s+звонят|отойду|отхожу|пойду\s+(?:пообедаю|поем|на\s+(?:обед|созвон|встречу|митинг))|сейчас\s+вернусь|скоро\s+вернусь|у\s+меня\s+(?:созвон|встреча|митинг))(?![${LETTER}])`,
          'iu',
        ),
        // a meeting, or the work held for a decision elsewhere ("стоп, совещание, скоро вернусь", "приоритеты могут
        // поменяться"): no halt of the agent's work for a reason of it
        new RegExp(
          String.raw`^(?:у\s+меня\s+)?(?:совещание|созвон|планёрка|планерка|митинг|встреча|летучка|дейли|стендап)(?:\s+(?:сейчас|с\s+[^,.;!?]{1,30}))?\s*[.!]*$|приоритеты\s+(?:могут|может)\s+(?:по)?меняться`,
          'iu',
        ),
        new RegExp(String.raw`^(?:не\s+сейчас|пока\s+не\s+надо|позже|потом|сегодня\s+не)(?=\s*[,.!;:—–-]|\s*$)`, 'iu'),
      ],
      examples: ['подожди, я отойду на обед', 'у меня совещание', 'подожди, я сам посмотрю логи', 'не сейчас, я записываю экран'],
    },
    {
      id: 'request',
      description: 'A request for new work: пожалуйста …, можешь …, добавь …, давай …',
      patterns: [
        atStart([
          'перепиши',
          'напиши',
          'сделай',
          'переделай',
          'вынеси',
          'пожалуйста(?!,?\\s+не\\b)',
          'можешь',
          'можете',
          'добавь',
          'создай',
          'сделай',
          'реализуй',
          'исправь',
          'почини',
          'проверь',
          'найди',
          'давай',
          // git's steps and other work: "закоммить в ветку …", "запусти тесты", "подготовь релиз"
          'закоммить',
          'закомить',
          'коммить',
          'запушь',
          'смержи',
          'залей',
          'выкати',
          'задеплой',
          'собери',
          'запусти',
          'прогони',
          'обнови',
          'удали',
          'настрой',
          'установи',
          'покажи',
          'объясни',
          'посмотри',
          'сгенерируй',
          'отрефактори',
          'подготовь',
          'зарегистрируй',
          'открой',
          'опиши',
          // "теперь добавь …" asks; "теперь вёрстка поехала", "теперь не собирается" report
          String.raw`теперь(?=\s+(?:[${LETTER}]+(?:й|йте|и|ите|ь|ьте)|нужно|надо|давай|давайте)(?![${LETTER}]))`,
          'потом',
          'также',
          'ещё',
        ]),
      ],
      examples: ['добавь переключатель тёмной темы', 'можешь проверить парсер?'],
    },
    {
      id: 'question',
      description: 'A question: opens with a question word and ends with ?, or holds ли.',
      patterns: [new RegExp(String.raw`^(?:что|как|почему|зачем|где|когда|какой|какая|какие|сколько|есть|ты)(?![${LETTER}])[^]*\?\s*$`, 'iu'), anyWord(['ли'])],
      examples: ['что делает эта опция?', 'ты запушил?'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: да, ок, хорошо, спасибо, продолжай.',
      patterns: [
        atStart([
          'да',
          'ок',
          'окей',
          'хорошо',
          'спасибо',
          'отлично',
          'супер',
          'понял',
          'ясно',
          'продолжай',
          'давай',
          'ага',
          'угу',
          'норм',
          'класс(?=\\s*[,.!:;]|\\s*$)',
          'круто',
          'огонь',
          'шикарно',
          'прекрасно',
          'замечательно',
          'здорово',
          'красота',
          'молодец',
          'благодарю',
          'то\\s+что\\s+надо',
        ]),
      ],
      examples: ['ок', 'отлично, спасибо', 'да'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: да, продолжай; делай.',
      patterns: [
        // a pick among the options the agent offered: an answer
        new RegExp(String.raw`(?<![${LETTER}])(?:вариант|опция)\s+[A-D1-9А-Г](?![${LETTER}])`, 'iu'),
        // "делай" alone says go ahead; "пагинацию делай в запросе" says how
        atStart(['да', 'хорошо', 'делай(?=\\s*(?:[,.!…]|$))']),
        anyWord(['продолжай', 'вперёд', 'поехали']),
      ],
      examples: ['да, делай', 'вариант B'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord([
        String.raw`(?:всё\s+ещё|по-прежнему)\s+(?:не|ошибк|пада)[${LETTER}]*`,
        'та\\s+же\\s+ошибка',
        'опять\\s+то\\s+же\\s+самое',
        'то\\s+же\\s+самое\\s+опять',
      ]),
      examples: ['опять то же самое', 'всё ещё не работает'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord([
        'не\\s+(?:работает|запускается|компилируется|грузится|открывается)',
        'ошибка',
        String.raw`сломал[${LETTER}]*`,
        'падает',
        'упал(?:а|о|и)?',
        'не\\s+хватает\\s+памяти',
        'памяти\\s+не\\s+хватает',
      ]),
      examples: ['логин не работает', 'опять упал билд'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyWord(
        [
          String.raw`пуст(?:ой|ая|ое|ые|о)`,
          String.raw`ничего\s+не\s+(?:видно|показывает|отображается|выводит|рисует)`,
          String.raw`(?:всё|все)\s+ч[её]рн[${LETTER}]*`,
          String.raw`ч[её]рный\s+экран`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['график пустой', 'ничего не видно'],
    },
  ],
  casual: anyWord(
    ['не\\s+волнуйся', 'не\\s+паникуй', 'не\\s+пугайся', 'не\\s+переживай', 'без\\s+проблем', 'не\\s+знаю', 'не\\s+за\\s+что', 'ничего\\s+страшного'],
    'giu',
  ),
  interjections: leadingRun(['ок', 'ну', 'так(?!\\s+(?:нельзя|не\\s+(?:годится|пойдёт|пойдет|делают|делается)))', 'хм+', 'эм', 'слушай']),
  // "ещё одно: …", "и последнее, …" open one more request
  clauseOpeners: leadingRun(['и', 'но', 'а', 'потом', 'также', 'подожди', 'ещё\\s+одно', 'еще\\s+одно', '(?:и\\s+)?последнее', 'и\\s+ещё', 'и\\s+еще']),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: new RegExp(
    String.raw`(?<![${LETTER}])(?:сейчас|теперь|дальше|далее|следующим\s+шагом|затем)\s*,?\s*(?:я\s+)?(?:напишу|добавлю|сделаю|создам|реализую|займусь|начну|соберу|настрою)(?![${LETTER}])|(?<![${LETTER}])(?:я\s+)?(?:начинаю|приступаю\s+к)(?![${LETTER}])|(?<![${LETTER}])я\s+(?:напишу|добавлю|создам|реализую|займусь)(?![${LETTER}])`,
    'iu',
  ),
  agentInvites:
    /(?:что\s+(?:делаем|дальше|нужно\s+сделать|будем\s+делать)|чем\s+(?:могу\s+помочь|займ[её]мся)|(?:есть\s+)?(?:какие-(?:то|нибудь)\s+)?(?:требования|пожелания|ограничения)|на\s+что\s+(?:обратить\s+внимание|мне\s+обратить\s+внимание)|что-(?:то|нибудь)\s+(?:учесть|важное))[^?]{0,60}\?\s*$/iu,
  agentGoAhead:
    /(?:продолжать|приступать|начинать|начинаю|применяю|применять|запускать|накатывать|выкатывать|мержить|деплоить|подходит|так\s+нормально|делаю|можно\s+(?:начинать|приступать)|готов[аы]?\s+(?:применить|запустить|накатить|выкатить|смержить)[^?]{0,80})\s*\?\s*$/iu,
  agentOffers: new RegExp(
    String.raw`\?\s*$|хочешь|хотите|нужно\s+ли|если\s+хочешь|могу\s+(?:также\s+)?[${LETTER}]+|рекомендую|предлагаю|можно\s+было\s+бы|один\s+из\s+вариантов`,
    'iu',
  ),
  rules: {
    negators: ['не', 'никогда', 'без', 'нельзя', 'хватит', 'перестань', 'вместо'],
    concepts: {
      ask: ['спрашива', 'переспрашива', 'уточня', 'спроси'],
      choose: ['выбира', 'выбери', 'выбор'],
      recommend: ['рекоменд'],
      option: ['вариант', 'опци'],
      comment: ['комментари'],
      database: ['база данных', 'базу данных', 'бд'],
      'read-only': ['только для чтения', 'только чтение'],
      add: ['пиш', 'запис', 'добав', 'созда'],
      english: ['английск'],
      commit: ['коммит'],
      message: ['сообщени'],
      push: ['пуш', 'запуш'],
      branch: ['ветк'],
      test: ['тест'],
      run: ['запуст', 'выполн', 'прогон'],
      finish: ['готов', 'законч'],
      error: ['ошибк'],
      name: ['имя', 'назва'],
      component: ['компонент'],
      general: ['общ', 'универсальн'],
      mechanism: ['механизм'],
      'case-by-case': ['по одному', 'отдельно'],
      fix: ['исправ', 'чин'],
      gui: ['окно'],
      hang: ['висн', 'зависа'],
    },
    prefix: /^(?:(?:впредь|отныне|с\s+этого\s+момента|пожалуйста|и)[,\s]*)+/iu,
    taskReferences: new RegExp(String.raw`(?<![${LETTER}])(?:это|тут|здесь|этот|эта|эти)(?![${LETTER}])`, 'iu'),
  },
  examples: {
    corrections: [
      { text: 'оставь комментарии на русском. и дальше так же', cue: 'standing' },
      { text: 'тут open открывает окно, сделай по-другому', cue: 'machine' },
      { text: 'ключ бери из vault, как все остальные секреты', cue: 'convention' },
      { text: 'почему ты пишешь логи через print? у нас есть логгер в utils/log.py', cue: 'why-you' },
      { text: 'сообщения коммитов пиши на английском всегда', cue: 'always-never', explicit: true },
      { text: 'до конца сессии, не используй sudo, просто дай команду', cue: 'dont', explicit: true },
      { text: 'bundle id у нас com.example.app, а не com.example.ios', cue: 'machine' },
      { text: 'билд-сервер в закрытом контуре, колёса лежат в /opt/wheelhouse', cue: 'machine' },
      { text: 'мы на 22 сидим из-за клиентов на win7, верни commonjs', cue: 'machine' },
      { text: 'увеличить таймаут — это не фикс, это просто прячет гонку', cue: 'complaint' },
      { text: 'ты отправил тестовое письмо реальным клиентам, такого больше не должно быть', cue: 'standing' },
      { text: 'опять захардкоженные пути, мы это уже проходили — бери из конфига', cue: 'reproach' },
      { text: 'не трогай конфиг, в прошлый раз ты тоже снёс его', cue: 'reproach' },
      { text: 'опять в utils? у нас хелперы лежат рядом с модулем', cue: 'reproach' },
      { text: 'так нельзя — вебхук надо проверять, прежде чем менять статус заказа', cue: 'wrong' },
      { text: 'убери токен из конфига, чтобы я этого больше не видел', cue: 'reproach' },
      { text: 'у нас всё на pytest с фикстурами, перепиши так же', cue: 'convention' },
      { text: 'старый стейджинг мёртв, всё теперь живёт на stage2', cue: 'convention', explicit: true },
      { text: 'давай договоримся: все даты в отчётах в ISO', cue: 'standing' },
      { text: 'на этих хостах нет systemd, там openrc', cue: 'machine' },
      { text: 'десять t-тестов без поправки — так нельзя, возьми Холма', cue: 'wrong' },
      { text: 'мы же договаривались про BEM для классов', cue: 'told-you' },
      { text: 'отключать надо было в настройках роутера, а не на хосте', cue: 'should-have' },
      { text: 'ты взял старый курс из кэша, поэтому суммы разъехались', cue: 'you-did' },
      { text: 'ну конечно, давай ещё jQuery притащим. у нас ванильный TS, убирай', cue: 'irony' },
      { text: 'кстати, ты в вебхуке вообще не проверяешь подпись, любой может дёрнуть урл', cue: 'you-did' },
      { text: 'номер идёт первым, это есть в правилах, которые я скинул', cue: 'told-you', explicit: true },
      { text: 'у нас уже есть хелпер для дат в utils, используй его', cue: 'already-have' },
      { text: 'зачем ты каждый раз гоняешь все тесты? только изменённый пакет', cue: 'reproach' },
      { text: 'у нас на сервере python 3.8, match там не заработает', cue: 'machine' },
      { text: 'прод у нас на node 16, optional chaining там есть, а fetch нет', cue: 'machine' },
      { text: 'внешнего интернета нет, ставь из внутреннего зеркала', cue: 'machine' },
      { text: 'нет, никогда не пушь в main напрямую', cue: 'always-never', answer: true },
      { text: 'мы не коммитим собранные файлы, убери dist', cue: 'convention' },
      { text: 'задержка в 30 секунд там специально, API нас ограничивает', cue: 'on-purpose' },
      { text: 'этот sleep в тесте стоял не просто так, верни его', cue: 'on-purpose' },
      { text: 'клиент генерируется из openapi.yaml, правь спецификацию', cue: 'generated' },
      { text: 'themes/paper это сабмодуль, переопредели в layouts/ в корне', cue: 'generated' },
      { text: 'файлы переводов перезаписываются при каждой синхронизации, новые ключи только в ru.json', cue: 'generated' },
      { text: 'ты почистил кэш у всех клиентов на проде, что может пойти не так', cue: 'irony' },
      { text: 'отлично, теперь каждый тест ходит в боевой API 🙄', cue: 'irony' },
      { text: 'безопасники будут в восторге от пароля в логах', cue: 'irony' },
      { text: 'отлично, третий хелпер для дат. у нас их уже два', cue: 'irony' },
      { text: 'супер, ты удалил строку заголовков', cue: 'irony' },
      { text: 'стоп. у нас правило: публичные поля не удаляем, только помечаем устаревшими', cue: 'convention' },
      { text: 'спасибо. можешь перестать писать мне резюме на три абзаца?', cue: 'stop' },
      { text: 'ок. на будущее: ветки начинаются с номера тикета', cue: 'standing' },
      { text: 'слушай, давай на будущее: тесты клади рядом с компонентом', cue: 'standing' },
      { text: 'этот файл генерируется, ты можешь менять только то, что между маркерами', cue: 'only-there' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'прогоняй линтер перед каждым коммитом, CI медленный', cue: 'standing' },
      { text: 'ты серьёзно удалил всю таблицу??', cue: 'reproach' },
      { text: 'для этого у нас уже есть хелпер, используй его', cue: 'convention' },
      { text: 'спасибо. и отвечай по-русски дальше', cue: 'reply-language' },
      { text: 'имена как в остальном коде, на английском', cue: 'convention' },
      { text: 'формат: fix(scope): сообщение. всегда так', cue: 'standing', explicit: true },
      { text: 'QGLWidget в Qt6 нет. Третий раз.', cue: 'reproach' },
      { text: 'на узлах нет доступа в интернет, ставь всё из локального зеркала', cue: 'machine' },
      { text: 'стенд общий с QA, имей это в виду', cue: 'standing' },
      { text: 'этот проект использует pnpm, так что без npm install', cue: 'convention', explicit: true },
      { text: 'теперь вёрстка поехала. убери это, мне нужен был только цвет', cue: 'undo' },
      { text: 'у нас ветки называются TASK-123/описание', cue: 'convention', explicit: true },
      { text: 'у меня винда, такой команды тут нет', cue: 'machine' },
      { text: 'это синтаксис aiogram 2, у нас третий', cue: 'machine' },
      { text: 'зачем lombok? мы его выпилили в прошлом году', cue: 'machine' },
      { text: 'да, давай. и никогда не трогай прод-конфиг', cue: 'always-never', explicit: true, answer: true },
      { text: 'общее правило: никаких новых зависимостей без ревью', cue: 'standing', explicit: true },
      { text: 'это касается всех сервисов, теги только по sha', cue: 'standing', explicit: true },
      { text: 'прежде чем ставить что-то новое, проверь package.json', cue: 'standing', explicit: true },
      { text: 'конфиг рядом с бинарником не пойдёт, там read-only', cue: 'wrong' },
      { text: 'это должно быть асинхронно, шлюз рвёт соединение через 3 с', cue: 'must-use' },
      { text: 'я не просил трогать Dockerfile', cue: 'unasked' },
      { text: 'откати переименование, фронт использует старые имена', cue: 'undo' },
      { text: 'спроси меня сначала, прежде чем менять общий конфиг', cue: 'ask-first', explicit: true },
      { text: 'впредь не спрашивай меня, выбирай рекомендуемый вариант', cue: 'dont-ask', explicit: true },
      { text: 'не используй axios, у нас fetch', cue: 'dont' },
      { text: 'используй pnpm вместо npm', cue: 'x-not-y' },
      { text: 'ты опять забыл запустить тесты', cue: 'reproach' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      // what not to use, then what to use; a shortcut called out; where things never go
      // everything of a kind must …; how we always do it; a rule after "one thing —"
      { text: 'все таблицы должны использовать десятичную запятую', cue: 'convention' },
      { text: 'деньги наружу всегда отдаём целыми копейками', cue: 'convention' },
      { text: 'нельзя просто так поднять допуск, чтобы тест прошёл', cue: 'reproach' },
      { text: 'в таких случаях всегда warning', cue: 'always-never' },
      { text: 'не-не-не, никаких npm update', cue: 'no-x' },
      { text: 'README убери, у нас так не пишут', cue: 'convention' },
      { text: 'коммит на английском, у нас так принято', cue: 'convention' },
      { text: 'ты уже второй раз забываешь тесты', cue: 'reproach' },
      { text: 'хватит извиняться, просто скажи, что поменял', cue: 'complaint' },
      { text: 'это касается всех новых эндпоинтов', cue: 'standing' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'закоммить в ветку. кстати, всегда пиши логи на английском', cue: 'always-never', explicit: true },
      { text: 'и на будущее: коммиты пиши по-английски', cue: 'standing', explicit: true },
      { text: 'в дальнейшем используй pnpm', cue: 'standing', explicit: true },
      { text: 'на следующий раз сначала прогони линтер', cue: 'standing', explicit: true },
      // a team convention stated as a fact
      { text: 'у нас PR всегда в develop', cue: 'convention', explicit: true },
      { text: 'деплой у нас только через ArgoCD', cue: 'convention', explicit: true },
      { text: 'миграциями занимается команда DBA, удали свою', cue: 'convention', explicit: true },
      { text: '.env не коммитится', cue: 'not-done', explicit: true },
      { text: 'секреты в yaml запрещены', cue: 'not-done', explicit: true },
      // prohibitions and "no need"
      { text: 'не коммить логи', cue: 'dont' },
      { text: 'не трогать lockfile', cue: 'dont' },
      { text: 'нельзя пушить прямо в main', cue: 'dont' },
      { text: 'индекс TTL не нужен', cue: 'no-need' },
      { text: 'мокать базу незачем', cue: 'no-need' },
      // redirects
      { text: 'PR в develop, а не в main', cue: 'x-not-y' },
      { text: 'не main, а develop', cue: 'x-not-y' },
      { text: 'одного индекса достаточно, второй убери', cue: 'enough' },
      // reproach of how the agent works
      { text: 'зачем ты добавил moment? у нас есть date-fns', cue: 'why-you' },
      { text: 'опять удалил конфиг', cue: 'reproach' },
      { text: 'опять?', cue: 'reproach' },
      { text: 'в этот раз прогони тесты до того, как писать что готово', cue: 'this-time' },
      { text: 'мы же договаривались на CSV, убери excel', cue: 'told-you', explicit: true },
      { text: 'ты вообще читал правила, которые я скинул утром?', cue: 'told-you', explicit: true },
      { text: 'я хотел, чтобы бронь оставалась со статусом истекла', cue: 'wanted' },
      // take back
      { text: 'убери то, что ты добавил в composer.json', cue: 'undo' },
      { text: 'оставь как было', cue: 'undo' },
      // stop at the start of a turn
      { text: 'стоп, это снесёт базу', cue: 'wait' },
      { text: 'стой, не пушь пока', cue: 'wait' },
      { text: 'ты взял старую схему? мы перешли на v2 в прошлом месяце', cue: 'convention', explicit: true },
      { text: 'вики устарела, источник правды — openapi.yaml', cue: 'convention', explicit: true },
      { text: 'почему порт захардкожен? всё остальное читает конфиг', cue: 'convention', explicit: true },
      { text: 'ок. и каждый коммит должен начинаться с номера тикета', cue: 'always-never', explicit: true },
      { text: 'а кто тебе сказал что это только кэш? там ещё rate limiter', cue: 'told-you', explicit: true },
      { text: 'ивенты мы шлём только через AnalyticsFacade, напрямую в Firebase нельзя', cue: 'convention', explicit: true },
      { text: 'на этом сервере внешние репы нельзя, только наше зеркало', cue: 'dont' },
      { text: 'и вообще, любое изменение на сервере — сначала --check --diff', cue: 'always-never', explicit: true },
      { text: 'в .env.example мы ничего не держим, всё в docs/config.md', cue: 'convention', explicit: true },
      { text: 'бот в прошлый раз закоммитил прямо в develop, больше так не надо', cue: 'stop' },
      { text: 'верни имена и ничего не переименовывай без спроса', cue: 'ask-first', explicit: true },
    ],
    others: [
      { text: 'теперь отчёт по складу. не трогай таблицы заказов в этой задаче', kind: 'request' },
      { text: 'тест на CI красный всегда, даже без изменений', kind: 'other' },
      { text: 'мы на шаге 3 сейчас, дальше будет проще', kind: 'other' },
      { text: 'сколько раз прогнал? и на каком окружении', kind: 'question' },
      { text: 'ты запускал тесты на стенде?', kind: 'question' },
      { text: 'знаю, я говорил без модалок, это исключение: сделай диалог для предупреждения', kind: 'request' },
      { text: 'добавь правило линтера, чтобы CI ловил это в следующий раз', kind: 'request' },
      { text: 'подожди, сначала сделай бэкап базы, потом уже гоняй миграции', kind: 'request' },
      { text: 'добавь фильтр, который просто скрывает архивные строки', kind: 'request' },
      { text: 'ну всё, на сегодня хватит, завтра продолжим', kind: 'other' },
      { text: 'опять обновленные данные не пришли, посмотри логи', kind: 'request' },
      { text: 'я говорил не трогать конфиг, но теперь можно, лид разрешил', kind: 'other' },
      { text: 'посмотри, почему тормозит, ничего не меняй, только скажи', kind: 'other' },
      { text: 'почему не date-fns? просто интересно', kind: 'question' },
      { text: 'посмотри логи и скажи, в чём дело, пока ничего не меняй', kind: 'request' },
      { text: 'составь список зависимостей, обновлять ещё не надо', kind: 'request' },
      { text: 'у нас всё на месте?', kind: 'other' },
      { text: 'на этих хостах нет ошибок в логах', kind: 'other' },
      { text: 'можно я запушу ветку вечером?', kind: 'other' },
      { text: 'нет, я спрашивал, где это хранится, а не кто это сохраняет', kind: 'question' },
      { text: 'забудь, что я говорил про футер, его уже согласовали', kind: 'other' },
      { text: 'у нас уже есть созвон в три, успеешь до него?', kind: 'other' },
      { text: 'сервер опять упал после деплоя', kind: 'other' },
      { text: 'на раннере есть node 18?', kind: 'other' },
      { text: 'нет, всегда заполнена', kind: 'answer' },
      { text: 'мы не знаем, почему ночью падает задача', kind: 'other' },
      { text: 'задержка в 30 секунд специально так сделана?', kind: 'other' },
      { text: 'сгенерируй клиент заново из спецификации', kind: 'request' },
      { text: 'отлично, теперь работает 🎉', kind: 'other' },
      { text: 'что может пойти не так, если миграция запустится дважды?', kind: 'other' },
      // near misses of the classes above
      { text: 'подожди, дай я сначала закоммичу свои правки', kind: 'other' },
      { text: 'серьёзно? круто', kind: 'other' },
      { text: 'как у вас называются ветки?', kind: 'question' },
      { text: 'у меня новый мак, как поставить на него node?', kind: 'question' },
      { text: 'да, он всегда долго собирается', kind: 'answer' },
      { text: 'добавь переключатель тёмной темы', kind: 'request' },
      { text: 'ты запушил?', kind: 'question' },
      { text: 'ок, спасибо', kind: 'acknowledgement' },
      { text: 'круто, спасибо', kind: 'acknowledgement' },
      { text: '👍 закоммить в ветку, пушить не надо', kind: 'request' },
      { text: 'класс User надо разбить на два', kind: 'request' },
      { text: 'логин всё ещё не работает', kind: 'failure-report' },
      // near misses: a cue's words that put work off, ask, constrain new work, report or answer
      { text: 'кэш отложим на будущее, сейчас почини логин', kind: 'request' },
      { text: 'в следующей версии добавим тёмную тему', kind: 'request' },
      { text: 'доступ запрещён, 403', kind: 'request' },
      { text: 'у нас всё ещё не работает логин', kind: 'failure-report' },
      { text: 'нельзя ли добавить кнопку экспорта?', kind: 'question' },
      { text: 'не нужно', kind: 'answer' },
      { text: 'юнит-тестов достаточно', kind: 'answer' },
      { text: 'да, не сейчас', kind: 'answer' },
      { text: 'почему тест упал? лог ниже', kind: 'failure-report' },
      { text: 'опять упал билд', kind: 'failure-report' },
      { text: 'снова запусти тесты, с подробным выводом', kind: 'request' },
      { text: 'в этот раз всё работает, спасибо', kind: 'request' },
      { text: 'ещё одно: можешь написать тест? у нас vitest, а не jest', kind: 'request' },
      { text: 'памяти не хватает', kind: 'failure-report' },
      { text: 'мы только начали, добавь README', kind: 'request' },
      { text: 'мы переехали на новый этаж, вернусь через час', kind: 'other' },
      { text: 'никакой ошибки нет, всё работает', kind: 'other' },
      { text: 'подожди минут 10 и повтори', kind: 'request' },
      { text: 'больше не надо ничего, спасибо', kind: 'other' },
    ],
    agentAnnouncements: ['Теперь добавлю выгрузку заказов в CSV.', 'Приступаю к модулю уведомлений.'],
    agentInvitations: ['Экспорт готов. Что дальше?', 'Начинаю с логина. Есть какие-то требования?'],
    agentGoAheads: ['План: 1. миграция 2. тесты. Подходит?'],
    agentQuestions: ['Рекомендую вынести настройки в конфиг.', 'Хочешь, чтобы я добавил это и в CLI?', 'Если хочешь, могу написать миграцию.'],
  },
}));
