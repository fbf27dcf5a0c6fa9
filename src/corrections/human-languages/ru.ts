/** Russian: cues, clause classes and failure reports (see types.ts). */
import { anyWord, anyWordStart, atClauseStart, atStart, leadingRun } from './patterns.js';
import type { HumanLanguage } from './types.js';

const SOFTENERS = ['пожалуйста', 'и', 'но', 'а', 'просто', 'тогда', 'также'];

export const ru: HumanLanguage = {
  id: 'ru',
  name: 'Russian',
  script: /\p{Script=Cyrillic}/u,
  cues: [
    {
      id: 'told-you',
      pattern: anyWord([
        'я\\s+(?:же\\s+|уже\\s+)?(?:говорил|говорила|сказал|сказала|просил|просила)',
        'как\\s+я\\s+(?:уже\\s+)?(?:говорил|сказал)',
        'сколько\\s+раз',
      ]),
      confidence: 0.9,
      explicit: true,
    },
    {
      id: 'standing',
      pattern: anyWord(['впредь', 'отныне', 'с\\s+этого\\s+момента', 'в\\s+следующий\\s+раз', 'каждый\\s+раз', 'запомни']),
      confidence: 0.9,
      explicit: true,
    },
    {
      id: 'dont-ask',
      pattern: anyWord([
        'не\\s+(?:спрашивай|переспрашивай|уточняй)',
        'без\\s+(?:вопросов|подтверждения)',
        '(?:хватит|перестань)\\s+спрашивать',
        'выбери\\s+(?:рекомендуемый|сам)',
      ]),
      confidence: 0.85,
      explicit: true,
    },
    { id: 'no-then-directive', pattern: /^(?:нет|неа|не\s+так)\s*[,.!:;—–-]+\s*\S/iu, confidence: 0.85, answers: true },
    { id: 'x-not-y', pattern: anyWord(['вместо', 'а\\s+не\\s+\\S+$']), confidence: 0.85 },
    { id: 'always-never', pattern: atClauseStart(['всегда', 'никогда'], SOFTENERS), confidence: 0.8, explicit: true },
    { id: 'dont', pattern: atClauseStart(['не\\s+\\p{L}+(?:й|йте|и|ите)', 'не\\s+надо', 'не\\s+нужно'], SOFTENERS), confidence: 0.8 },
    { id: 'stop', pattern: atClauseStart(['хватит', 'перестань', 'прекрати', 'перестаньте', 'прекратите'], SOFTENERS), confidence: 0.8 },
    {
      id: 'wrong',
      pattern: anyWord(['(?:это\\s+)?(?:неправильно|неверно)', 'не\\s+то,?\\s+что\\s+я\\s+(?:просил|хотел)', 'ты\\s+(?:неправильно|не\\s+так)\\s+понял']),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyWord([
        'ты\\s+опять',
        'опять\\s+ты',
        'опять\\s+(?:забыл|не\\s+\\p{L}+л)',
        'снова\\s+(?:то\\s+же|та\\s+же|забыл)',
        'ты\\s+(?:забыл|забыла|проигнорировал|не\\s+протестировал|не\\s+запустил|не\\s+прочитал)',
        'ты\\s+всё\\s+время',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyWord(['разве\\s+не', 'не\\s+должно\\s+ли', 'почему\\s+(?:ты\\s+)?не\\s+(?:проверил|запустил|протестировал)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
    },
    { id: 'prefer', pattern: anyWord(['я\\s+предпочитаю', 'мне\\s+больше\\s+нравится']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: atStart(['(?:но|однако)\\s*,?\\s+(?:я\\s+)?(?:хочу|хотел|хотела)']), confidence: 0.75, addressesAgent: true },
    { id: 'dislike', pattern: anyWord(['я\\s+не\\s+хочу', '(?:мне\\s+)?не\\s+нравится']), confidence: 0.7 },
    {
      id: 'should',
      pattern: anyWord(['ты\\s+(?:должен|должна)', 'тебе\\s+(?:нужно|надо|следует)', 'надо\\s+было', 'нужно\\s+было']),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'complaint',
      pattern: anyWordStart(['непоследовательн', 'несогласованн', 'слишком\\s+(?:длинн|сложн)', 'дублиру', 'избыточн']),
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'disagree', pattern: anyWord(['(?:я\\s+)?не\\s+думаю,?\\s+что', 'не\\s+считаю,?\\s+что']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyWord(['у\\s+нас\\s+(?:принято|используем|используется)', 'в\\s+этом\\s+(?:репо|проекте|репозитории)']),
      confidence: 0.75,
      explicit: true,
    },
    {
      id: 'clarify',
      pattern: anyWord(['я\\s+имел\\s+в\\s+виду', 'я\\s+имела\\s+в\\s+виду', 'имелось\\s+в\\s+виду']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    { id: 'wait', pattern: atStart(['подожди', 'погоди', 'стоп', 'секунду']), confidence: 0.6 },
  ],
  standing: anyWord(['впредь', 'отныне', 'в\\s+следующий\\s+раз', 'каждый\\s+раз', 'в\\s+этом\\s+(?:репо|проекте|репозитории)']),
  classes: [
    {
      id: 'request',
      description: 'A request for new work: пожалуйста …, можешь …, добавь …, давай …',
      patterns: [
        atStart([
          'пожалуйста',
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
          'теперь',
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
      patterns: [new RegExp(String.raw`^(?:что|как|почему|зачем|где|когда|какой|какая|какие|сколько|есть|ты)(?![\p{L}])[^]*\?\s*$`, 'iu'), anyWord(['ли'])],
      examples: ['что делает эта опция?', 'ты запушил?'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: да, ок, хорошо, спасибо, продолжай.',
      patterns: [atStart(['да', 'ок', 'окей', 'хорошо', 'спасибо', 'отлично', 'супер', 'понял', 'ясно', 'продолжай', 'давай', 'ага', 'угу', 'норм'])],
      examples: ['ок', 'отлично, спасибо', 'да'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: да, продолжай; делай.',
      patterns: [
        // a pick among the options the agent offered: an answer
        /(?<![\\p{L}])(?:вариант|опция)\\s+[A-D1-9А-Г](?![\\p{L}])/iu,
        atStart(['да', 'хорошо']),
        anyWord(['продолжай', 'делай', 'вперёд', 'поехали']),
      ],
      examples: ['да, делай'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyWord(['(?:всё\\s+ещё|по-прежнему)\\s+(?:не|ошибк|пада)\\p{L}*', 'та\\s+же\\s+ошибка']),
      examples: ['всё ещё не работает'],
    },
    {
      id: 'does-not-work',
      pattern: anyWord(['не\\s+(?:работает|запускается|компилируется|грузится|открывается)', 'ошибка', 'сломал\\p{L}*', 'падает']),
      examples: ['логин не работает'],
    },
  ],
  casual: anyWord(['не\\s+волнуйся', 'не\\s+переживай', 'без\\s+проблем', 'не\\s+знаю', 'не\\s+за\\s+что', 'ничего\\s+страшного'], 'giu'),
  interjections: leadingRun(['ок', 'ну', 'так', 'хм+', 'эм', 'слушай']),
  clauseOpeners: leadingRun(['и', 'но', 'а', 'потом', 'также', 'подожди']),
  agentOffers: /\?\s*$|хочешь|хотите|нужно\s+ли|если\s+хочешь|могу\s+(?:также\s+)?\p{L}+/iu,
  examples: {
    corrections: [
      { text: 'впредь не спрашивай меня, выбирай рекомендуемый вариант', cue: 'dont-ask', explicit: true },
      { text: 'не используй axios, у нас fetch', cue: 'dont' },
      { text: 'используй pnpm вместо npm', cue: 'x-not-y' },
      { text: 'ты опять забыл запустить тесты', cue: 'reproach' },
    ],
    others: [
      { text: 'добавь переключатель тёмной темы', kind: 'request' },
      { text: 'ты запушил?', kind: 'question' },
      { text: 'ок, спасибо', kind: 'acknowledgement' },
      { text: 'логин всё ещё не работает', kind: 'failure-report' },
    ],
    agentQuestions: ['Хочешь, чтобы я добавил это и в CLI?', 'Если хочешь, могу написать миграцию.'],
  },
};
