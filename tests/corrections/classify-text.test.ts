import { describe, expect, it } from 'vitest';
import { agentAsks, agentSeeksGoAhead } from '../../src/corrections/agent-asks.js';
import { classifyCorrectionText, classifyHumanTurn, type TextContext, type TextSource } from '../../src/corrections/classify-text.js';

interface Case {
  text: string;
  source?: TextSource;
  /** undefined: not a correction. */
  kind?: string;
  explicit?: boolean;
  minConfidence?: number;
  rule?: string;
  /** Default: the agent changed something before the message. */
  context?: TextContext;
}

const NOTHING_CHANGED: TextContext = { agentChanged: false };

/** The kind a message is read as once the agent has changed something and last said `agentText`. */
function kindAfter(text: string, agentText: string): string {
  return classifyHumanTurn(text, 'message', { agentChanged: true, agentText }).kind;
}

/** The same, with what the agent's words ask read from them as the detector reads them (a question, a plan put up). */
function kindAfterAsking(text: string, agentText: string): string {
  return classifyHumanTurn(text, 'message', {
    agentChanged: true,
    agentText,
    agentAsked: agentAsks(agentText),
    agentSeeksGoAhead: agentSeeksGoAhead(agentText),
  }).kind;
}

const corrections: Record<string, Case> = {
  // said of the agent's doing or not (agent-terms.ts): a rule said alone, a fact of the machine, a term the agent said or did
  'a rule said alone, naming nothing the agent said': {
    text: "please don't sprinkle comments over every line you touch",
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'Done, the tests pass.' },
  },
  'a fact of the machine, naming nothing the agent said': {
    text: 'this box is a pi 5, so the image has to be built for arm64 as well',
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'Done, the tests pass.' },
  },
  'a requirement beside other work that names what the agent said': {
    text: "the release script already takes care of that part, don't run the migrations by hand",
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'Running the migrations by hand now.' },
  },
  'a requirement beside other work that names what the agent did': {
    text: 'scale the worker pool to 8 through the helm values, not by hand in the cluster',
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'Done.', agentWords: 'Bash kubectl scale deployment worker --replicas=6\nDone.' },
  },
  'no, then a directive': { text: 'no, use pnpm', kind: 'instruction', rule: 'use pnpm', minConfidence: 0.85 },
  'pnpm, not npm!': { text: 'pnpm, not npm!', kind: 'instruction', rule: 'pnpm, not npm' },
  "don't as an imperative": { text: "don't add comments to the code", kind: 'instruction', rule: "don't add comments to the code" },
  'curly apostrophe': { text: 'don’t add comments', kind: 'instruction' },
  'stop doing': { text: 'stop adding emojis everywhere', kind: 'instruction' },
  'a prohibition by noun': { text: 'no docstrings in what you write unless I ask', kind: 'instruction', rule: 'no docstrings in what you write unless I ask' },
  'a prohibition by noun, short': { text: 'no emojis please', kind: 'instruction' },
  'I told you': { text: 'I told you to use the HTTPS remote', kind: 'instruction', explicit: true },
  remember: { text: 'remember: run the linter before committing', kind: 'instruction', explicit: true },
  'ALWAYS in caps': { text: 'ALWAYS run the tests first', kind: 'instruction', explicit: true },
  'always, lower case: a standing instruction, explicit': { text: 'always run the tests first', kind: 'instruction', explicit: true },
  'in this repo: a standing instruction, explicit': { text: "don't install packages with npm in this repo, we use yarn", kind: 'instruction', explicit: true },
  'a weak cue without a standing word: not explicit': { text: 'we should keep the old name', kind: 'instruction', explicit: false },
  'thanks first, the correction after it': { text: 'ok thanks. but avoid print() calls for debugging, use the logger', kind: 'instruction' },
  'thanks and a strong directive in one sentence': { text: "thanks, but don't use npm here, use pnpm", kind: 'instruction' },
  'an approval, then a standing rule': { text: 'yes, but never push to main directly', kind: 'instruction', explicit: true },
  // a clause of no class after the opener says more than a yes: the message is not framed by the request at its end
  // "not that": a word that points back at what the agent just said, turned away from
  'ko: not that, then what to do instead': {
    text: '그거 말고 환경 변수에서 읽어 주세요',
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'I will hard-code the URL in config.ts.' },
  },
  'ja: not that, then what to do instead': {
    text: 'それじゃなくて、環境変数から読んでください',
    kind: 'instruction',
    context: { agentChanged: true, agentText: 'I will hard-code the URL in config.ts.' },
  },
  'after a rejected call, a no before what to do instead': {
    text: "non ! c'est le dossier de prod. teste seulement dans /tmp",
    source: 'after-refusal',
    kind: 'after-refusal',
    context: { agentChanged: true, afterRejection: true },
  },
  'a no that turns down the plan the agent asked to go ahead with': {
    text: 'no, that table is hit by every service already. cache it in-process, 30s ttl',
    kind: 'instruction',
    context: { agentChanged: false, agentAsked: true, agentSeeksGoAhead: true, agentText: 'Simplest is to query it on every request. Want me to proceed?' },
  },
  'a rule said in passing after a request, its rule without the aside': {
    text: 'commit on the sensor branch. and fwiw: always dispatch on the instance, the callbacks are global',
    kind: 'instruction',
    explicit: true,
    rule: 'always dispatch on the instance',
  },
  'an aside in Chinese after a request, its rule without the aside': {
    text: '提交吧。顺便说一下，日志一律用英文写',
    kind: 'instruction',
    rule: '日志一律用英文写',
  },
  'a bare no, then what holds in the next sentence': { text: 'Nein. Ein Port heißt gleiches Verhalten, bau die alte Tabelle wieder ein.', kind: 'instruction' },
  'a bare no on its line, then what to do': { text: 'no.\nthe config lives in config/app.toml, read it from there', kind: 'instruction' },
  'an opener, what went wrong, a prohibition, then a request': {
    text: "hey, the tmp folder had my notes in it. do not delete files you didn't create. can you get them back?",
    kind: 'instruction',
    rule: "do not delete files you didn't create",
  },
  'a rule for every time given with the go-ahead the agent asked for': {
    text: 'sure, commit it. and never add the co-authored-by line',
    kind: 'instruction',
    explicit: true,
    context: { agentChanged: true, agentAsked: true, agentText: 'Want me to commit?' },
  },
  // corpus: -Users-dain-workspace-claude-code-log-sample/37f83ec9-…jsonl:194, after a rejected Edit and an interrupt
  // a question after a rejected call only asks (the devset guide: questions that only hint stay questions)
  'after a rejected call, a statement says why': {
    text: "I think the library is setting it, it's an inline style",
    source: 'after-refusal',
    kind: 'after-refusal',
    context: { agentChanged: true, afterRejection: true },
  },
  'failure report: still broken': { text: 'the tests still fail after your change, same TypeError as before', kind: 'failure-report', minConfidence: 0.5 },
  // corpus: -Users-dain-workspace-claude-code-log-sample/37f83ec9-…jsonl:294 (after the agent's edits)
  'failure report after an interrupt': { text: 'Oh no, we lost the session navigation section somehow :(', source: 'after-refusal', kind: 'failure-report' },
  'failure report: blank page': { text: 'Oh no, the page is blank', kind: 'failure-report' },
  'failure report as a doubt': { text: 'are you sure the cache is the problem? the API answers fine', kind: 'failure-report' },
  // corpus: -Users-dain-workspace-claude-code-log-sample/937c6e6b-…jsonl:43 (the pasted pytest output is not read)
  'failure report before a paste': {
    text: `A couple of tests are unhappy now:\n\n${'_'.repeat(30)} test_row_expansion ${'_'.repeat(30)}\n\n    @pytest.mark.tui\n    def test_row():\n        browser = SessionBrowser(path)\n${'E   AssertionError: instead of 2 got 3\n'.repeat(12)}`,
    kind: 'failure-report',
  },
  'use X instead of Y': { text: 'use vitest instead of jest', kind: 'instruction' },
  // pasted output alone reports on the agent's work; the words in it are not read as the human's
  'a pasted stack trace alone': {
    text: '    at Object.<anonymous> (src/a.js:3:9)\n    at Module._compile (node:internal:1:1)\nError: do not call this instead',
    kind: 'failure-report',
  },
  'stated preference': { text: 'I prefer tabs over spaces', kind: 'preference' },
  'a question with a strong cue still corrects': { text: 'can you use yarn instead?', kind: 'instruction' },
  'a bug report with a direction': {
    text: 'the build still fails, use the HTTPS remote instead',
    kind: 'instruction',
    rule: 'use the HTTPS remote instead',
  },
  'rejection reason': { text: 'use pnpm', source: 'rejection-reason', kind: 'rejection-reason', explicit: true, minConfidence: 0.95 },
  'after an interrupt, a plain redirect': {
    text: 'You can set group.visible using the vis library which is less work',
    source: 'after-refusal',
    kind: 'after-refusal',
    minConfidence: 0.6,
  },
  'after an interrupt, uptalk is no question': {
    text: "I don't think we need to loop through all items, the group names should match the filters?",
    source: 'after-refusal',
    kind: 'after-refusal',
  },
  // "…, not Y" corrects when Y is what the agent just said: two Han characters name it as three letters would
  'a redirect from a two-character term the agent said': {
    text: '要未税的，不是含税',
    kind: 'instruction',
    context: { agentChanged: true, agentText: '汇总的是订单总额，是含税金额。' },
  },
  'a pasted log after the first paragraph is not read': {
    text: `Please have a look at this.\n\n${'trace line that says use the other approach instead\n'.repeat(20)}`,
    // the paste holds "instead", the human's words do not
  },
};

const notCorrections: Record<string, Case> = {
  'what the human will do: "… and revert" is no bare undo': { text: 'thank you. I will trigger the pipeline and revert' },
  // a "don't" or "not X" beside other work, naming nothing the agent said or did: a requirement of that work
  'a requirement of new work, naming nothing the agent said': {
    text: 'scale the worker pool to 8 through the helm values, not by hand in the cluster',
    context: { agentChanged: true, agentText: 'The queue backlog is at 40k messages.' },
  },
  'the same beside work of its own, when the agent said nothing of migrations': {
    text: "the release script already takes care of that part, don't run the migrations by hand",
    context: { agentChanged: true, agentText: 'Done, the tests pass.' },
  },
  'zh: a requirement of new work, naming nothing the agent said': {
    text: '下载完成以后自动移动到 /srv/media 对应的目录，别删除原始文件，硬盘空间够用',
    context: { agentChanged: true, agentText: '好的，先保持现在的设置。' },
  },
  'de: a requirement of new work, naming nothing the agent said': {
    text: 'Leg einen Cronjob für den Export an, nachts um drei, nicht während der Geschäftszeiten',
    context: { agentChanged: true, agentText: 'Die Tabelle hat jetzt zwei Millionen Zeilen.' },
  },
  'after a rejected call, the human does something first themselves': {
    text: 'wait, let me commit my own changes first',
    source: 'after-refusal',
    context: { agentChanged: true, afterRejection: true },
  },
  'ko: besides that, without anything the agent said': { text: '그거 말고 다른 것도 해 주세요' },
  'something happening twice now is a report, not the same mistake counted': { text: 'nice. btw the landing sound plays twice now on moving platforms' },
  'no as an answer, not a prohibition': { text: 'no errors now, thanks' },
  'no luck': { text: 'no luck with the new build' },
  'a no that picks among the options the agent offered': {
    text: 'no, the second one, with the smaller cache',
    context: { agentChanged: true, agentAsked: true, agentText: 'I can cache per request or per process. Which do you prefer?' },
  },
  'an opener and a request for new work': { text: 'hey, looks good. can you also add a test for the empty list?' },
  'the go-ahead and what a thing always does': {
    text: 'yes go ahead, the nightly build always takes an hour anyway',
    context: { agentChanged: true, agentAsked: true, agentText: 'Shall I start the nightly build?' },
  },
  'a request for new work with a requirement of it for every item': { text: "let's add a tabbed settings panel. each tab should show one group of settings" },
  'substring "no" in "know"': { text: 'I know this part is tricky, thanks for checking' },
  '"no" inside a word': { text: 'Another note: the page renders fine' },
  'a question': { text: 'Do we even need _generate_html_with_combined_link then?' },
  'a question after a rejected call': {
    text: 'Do we even need _generate_html_with_combined_link then?',
    source: 'after-refusal',
    context: { agentChanged: true, afterRejection: true },
  },
  'a question after the agent only looked': { text: 'Do we even need this function?' },
  'a task request': { text: 'Can you please add tests for the cache version check?' },
  'please add': { text: 'please add a GitHub Action to run the tests' },
  praise: { text: 'Excellent work, thank you!' },
  'a bug report before the agent changed anything': { text: 'the build still fails', context: NOTHING_CHANGED },
  'a weak cue before the agent changed anything': { text: 'I think we should use the vis library', context: NOTHING_CHANGED },
  // corpus: -Users-dain-workspace-claude-code-log-sample/37f83ec9-…jsonl:12, after the agent only ran git diff
  'a dislike and a request before the agent changed anything': {
    text: "oh, I didn't find those cross-session navigation links helpful, can you please replace them with a single link to the combined transcript instead?",
    context: NOTHING_CHANGED,
  },
  'a why question holding a failure word': { text: 'why is it failing?' },
  'a request that opens the message frames its weak cues': { text: 'New feature: we support .zip. We should support .tar as well.' },
  // corpus: -src-deep-manifest/a7da6a22-…jsonl:250, after a refused ExitPlanMode
  'after a refusal, an approval with a step before it': {
    text: 'OK, so first commit the changes related to the previous task, adding support for tar, then proceed with this new plan (reporting archive errors).',
    source: 'after-refusal',
  },
  'after a refusal, only thanks': { text: 'ok, thanks', source: 'after-refusal' },
  'a request with "instead"': { text: 'can you please replace them with a single link instead?' },
  'a request however it starts': { text: 'wait, we also need the same fix in scheduler_test.go' },
  'no idea': { text: 'no idea why that happened, keep going' },
  "don't worry": { text: "don't worry about the warnings" },
  'a description with "don\'t"': { text: "I saw that in case of BadZipFile we don't do anything; propose a fix" },
  'never as a description': { text: 'I never said that was the cause' },
  'oh no, before the agent changed anything': { text: 'Oh no, the page is blank', context: NOTHING_CHANGED },
  empty: { text: '   ' },
  'a "…, not Y" the agent did not say': { text: '我看了下，不是网络', context: { agentChanged: true, agentText: '汇总的是订单总额，是含税金额。' } },
};

describe('classifyCorrectionText', () => {
  it.each(Object.entries(corrections))('%s', (_name, { text, source = 'message', kind, explicit, minConfidence, rule, context }) => {
    const verdict = classifyCorrectionText(text, source, context);
    if (kind === undefined) {
      expect(verdict).toBeUndefined();
      return;
    }
    expect(verdict?.kind).toBe(kind);
    if (explicit !== undefined) expect(verdict?.explicit).toBe(explicit);
    if (minConfidence !== undefined) expect(verdict!.confidence).toBeGreaterThanOrEqual(minConfidence);
    if (rule !== undefined) expect(verdict?.rule).toBe(rule);
  });

  it.each(Object.entries(notCorrections))('not a correction: %s', (_name, { text, source = 'message', context }) => {
    expect(classifyCorrectionText(text, source, context)).toBeUndefined();
  });

  // near misses of cues said of the agent: reports, and how a screen works told with a generic "you"
  it.each([
    ['a crash counted a second time', "that's the second time it crashed today"],
    ['a build that fell over twice (es)', 'ya van dos veces que se cae el build'],
    ['a build that fails a second time (ru)', 'уже второй раз падает сборка'],
    ['restarted twice already (de)', "ich hab's schon zweimal neu gestartet"],
    ['a build that crashes a second time (fr)', "c'est la deuxième fois que le build plante"],
    ['failed on the second run (ja)', '2回目の実行で失敗しました'],
    ['failed twice (ko)', '두 번이나 실패했어요'],
    ['what keeps happening to us (ru)', 'мы всегда получаем 500 на этом эндпоинте'],
    ['we are only starting (ru)', 'мы только начинаем этот проект'],
    ['a greyed-out button', "you can't just click the button, it's greyed out until you log in"],
    ['a greyed-out button (fr)', 'vous ne pouvez pas juste cliquer sur le bouton, il est grisé'],
    ['a disabled button (es)', 'no puedes simplemente pulsar el botón, está deshabilitado'],
    ['a greyed-out button (de)', 'du kannst nicht einfach auf den Button klicken, der ist ausgegraut'],
    ['how the app works', "you don't need to log in to see the dashboard"],
    // "again" before a result is a report, not a reproach of what the agent made
    ['a status code again', 'again a 500 on /login'],
    ['no output again', 'again no output from the script'],
    ['a hang again', 'again it hangs at 99%'],
    ['a red build again (es)', 'otra vez el build rojo'],
    ['a 500 again (de)', 'schon wieder ein 500er beim Login'],
    ['a failing build again (ru)', 'опять с ошибкой падает сборка'],
    ['a broken build again (pt)', 'de novo o build quebrou'],
  ])('no correction: %s', (_why, text) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: true }).kind).not.toBe('correction');
  });

  it('a failure report is less sure than any correction language', () => {
    const failure = classifyCorrectionText('that did not help, the chart is still blank', 'message')!;
    const instruction = classifyCorrectionText('we should keep the old name', 'message')!;
    expect(failure.kind).toBe('failure-report');
    expect(failure.confidence).toBeLessThan(instruction.confidence);
    expect(failure.explicit).toBe(false);
  });

  it('a rejection reason is stronger than the same words in a message', () => {
    const reason = classifyCorrectionText('use pnpm', 'rejection-reason')!;
    const message = classifyCorrectionText('use pnpm', 'message')!;
    expect(reason.confidence).toBeGreaterThan(message.confidence);
    expect(message.explicit).toBe(false);
  });

  it('the rule is the sentence holding the cue, without interjections', () => {
    expect(classifyCorrectionText('Thanks for the summary. No wait, never push to main directly!', 'message')?.rule).toBe('never push to main directly');
  });
});

describe('"wait" or "stop" alone is a control, in every language; with words after it, it may correct', () => {
  it.each(['wait', 'hold on…', 'стоп', 'подожди', 'ちょっと待って', '잠깐만요', 'espera', 'warte', 'attends !', '等一下', 'stop.'])('%s', (text) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: true }).kind).toBe('other');
  });

  it.each(['wait, never push to main', 'стоп, не трогай прод', '等一下 别动数据库'])('%s', (text) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: true }).kind).toBe('correction');
  });
});

describe('output quoted in backticks is not the human’s words; a name in backticks and the words between spans are', () => {
  it('a line of output quoted is no correction', () => {
    expect(classifyHumanTurn('now kubectl says `error: You must be logged in to the server`', 'message', { agentChanged: true }).kind).not.toBe('correction');
  });

  it('names in backticks leave the words between them to be read', () => {
    expect(classifyHumanTurn('use `foo` and never push to main, see `bar`', 'message', { agentChanged: true }).kind).toBe('correction');
  });
});

// what the agent just used is not there: a correction only of a term the agent's last words hold, never as the
// answer to its question, never beside pasted output (there it describes when the failure happens)
describe('words quoted inside a sentence are what the work shows, not the human’s words; one quoted word is a term', () => {
  const agentText = 'The login page is scaffolded with email and password.';
  it.each([
    "add google sign-in and keep email+password as a fallback behind a 'use password instead' link",
    'add a checkbox labelled "Don\'t show again" under the banner',
    'the banner needs a “never show this again” link at the bottom',
    'バナーの下に「二度と表示しない」のチェックボックスを追加してください',
    '差异类型再加「金额不一致」和「状态不一致」两种',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each(["don't put the password in the url, it's logged", "no, use 'pnpm' not 'npm'"])('an apostrophe or a quoted term still counts: %s', (text) => {
    expect(kindAfter(text, 'I ran npm install and put the password in the url.')).toBe('correction');
  });
});

describe('a thing the agent just used, said not to be there', () => {
  const used = [
    ['en', "there's no docker on this laptop, postgres runs from homebrew", 'I will run `docker compose up -d db` for the tests.'],
    ['es', 'no hay flask por ningún lado, es FastAPI', 'Creé el endpoint en Flask con un Blueprint.'],
    ['pt', 'não tem redis no servidor do cliente, usa o cache do banco', 'Configurei o cache com Redis no settings.py.'],
    ['fr', "il n'y a pas de systemd sur le NAS, passe par le planificateur", "J'ai créé un service systemd pour lancer le script."],
    ['de', 'es gibt kein Redis, der Cache ist die Datenbank', 'Ich habe den Cache auf Redis umgestellt.'],
    ['ru', 'на сервере нет docker, там всё через pm2', 'Добавил Dockerfile и шаг docker build в деплой.'],
    ['zh', '小程序里哪来的 localStorage，要用 uni.setStorageSync', '已在购物车页用 localStorage 缓存选中的规格。'],
    ['ja', 'このサーバーに docker はないです。pm2 で動かしてます', 'Dockerfile を追加して docker compose で起動するようにしました。'],
    ['ko', '서버에 docker 없어요, pm2로 돌려요', 'Dockerfile을 추가하고 docker compose로 띄우게 했어요.'],
    ['ja', 'うちはredis入ってないですよ、キャッシュはDBです', 'キャッシュを redis に移しました。'],
    // the machine named by what it is for: a build server, a build machine
    ['fr', "la machine de build n'a pas docker, c'est un windows nu", "J'ai lancé les tests avec docker compose."],
    ['ru', 'на билд-сервере нет docker, там голый windows', 'Добавил Dockerfile и шаг docker build в деплой.'],
    ['zh', '构建机上没有 docker，是一台裸的 windows', '我加了 Dockerfile，构建步骤改成 docker build。'],
  ] as const;
  it.each(used)('%s: "%s" after the agent used it', (_language, text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'fyi prod db is mysql 5.7 not postgres, so no JSONB. redo the query',
    'btw the pi is still on 32bit raspbian so arm64 images wont even start on it',
    'btw the bundle id is com.example.app not com.example.ios, the .ios one is the old dead record',
    'this machine runs podman, not docker. point DOCKER_HOST at the podman socket',
    "you can't apt install anything here, use what is in the image",
  ])('a fact of the machine or its database: %s', (text) => {
    expect(kindAfter(text, 'I rewrote the upsert with a JSONB merge and started the docker compose stack.')).toBe('correction');
  });
  it('a machine that lacks a thing is a fact of the machine, whatever the agent named', () => {
    expect(kindAfter("the build agent doesn't have WSL, it's a bare windows box", 'The build script now runs the bash steps.')).toBe('correction');
    expect(kindAfter("the build agent doesn't have any issues, it was the cache", 'I restarted the build.')).not.toBe('correction');
  });
  it.each(used)('%s: "%s" when the agent named something else', (_language, text) => {
    const agentText = 'I renamed the helper and updated its two callers.';
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each(used)('%s: "%s" as the answer to its question', (_language, text, agentText) => {
    const asked = `${agentText} Which one do you want?`;
    expect(classifyHumanTurn(text, 'message', { agentChanged: true, agentAsked: true, agentText: asked }).kind).not.toBe('correction');
  });
  it.each([
    ['en', 'there are no tests for the parser module, write them', 'I updated the README and added tests for the parser module.'],
    ['en', "there's no README in the docs folder, can you add one", 'I updated the README.'],
    ['es', 'no hay tests para el parser, agrega algunos', 'Actualicé el README y agregué tests para el parser.'],
    ['de', 'es gibt keine Tests für den Parser, schreib welche', 'Ich habe Tests für den Parser ergänzt.'],
  ])('%s: "%s" asks for the missing thing', (_language, text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('asked, not said', () => {
    const text = "wait so if someone opens step 2 from a link there's no recommended badge?";
    expect(classifyHumanTurn(text, 'message', { agentChanged: true, agentText: 'The recommended plan now shows a badge on step 1.' }).kind).not.toBe(
      'correction',
    );
  });
  it('beside pasted output, when the failure happens', () => {
    const text = 'deu isso\n```\nFileNotFoundError: checkpoints/state.json\n```\nna primeira execução, quando ainda não tem checkpoints';
    expect(classifyHumanTurn(text, 'message', { agentChanged: true, agentText: 'O script agora salva checkpoints a cada época.' }).kind).not.toBe('correction');
  });
});

describe('a spec says its requirements of the work it asks for', () => {
  const agentText = 'The import script is done and the old table is read through the new model.';
  const specs = [
    [
      'en',
      "next, the nightly export. read every order of the day from the replica, group them by store, write one csv per store to the exports bucket and mail the store managers a link. the whole thing has to run in under ten minutes, the mail server throttles us after that. log each store's row count.",
    ],
    [
      'fr',
      "ok on passe à l'export du soir : toutes les commandes du jour depuis le réplica, regroupées par magasin, un csv par magasin dans le bucket d'export et un mail aux responsables avec le lien. il faut que ça tourne en moins de dix minutes, le serveur mail nous bride après. loggue le nombre de lignes par magasin.",
    ],
    [
      'de',
      'Nächster Punkt: der nächtliche Export. Alle Bestellungen des Tages aus dem Replikat lesen, nach Filiale gruppieren, pro Filiale eine CSV in den Export-Bucket schreiben und den Filialleitern einen Link mailen. Das Ganze muss in unter zehn Minuten laufen, danach drosselt uns der Mailserver. Pro Filiale die Zeilenzahl loggen.',
    ],
  ] as const;
  it.each(specs)('%s: "it has to …" in a spec', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('the same form said of what the agent made still corrects', () => {
    expect(classifyHumanTurn('it has to be async, the handler blocks the event loop', 'message', { agentChanged: true, agentText }).kind).toBe('correction');
  });
});

describe('a spec in Chinese, Japanese or Korean runs a ticket’s length in a third of the characters', () => {
  it.each([
    [
      'zh',
      '报表模块要加一个导出功能：财务可以按月份导出 csv。文件名带上月份和门店编号，金额保留两位小数，空的月份也要有表头。每次导出都记一条操作日志，写明导出人和导出时间。先写接口设计给我看，不要直接开始改数据库。',
      '报表模块现在只能在页面上看。',
    ],
    [
      'zh-Hant',
      '報表模組要加一個匯出功能：財務可以按月份匯出 csv。檔名帶上月份跟門市編號，金額保留兩位小數，空的月份也要有表頭。每次匯出都記一筆操作紀錄，寫明匯出人跟匯出時間。先寫介面設計給我看，不要直接開始改資料庫。',
      '報表模組現在只能在頁面上看。',
    ],
    [
      'ja',
      'レポート画面に月別のCSV出力がほしいです。ファイル名には月と店舗コードを入れて、金額は小数点以下2桁まで、空の月でもヘッダーは出す形で。まず設計を見せてください、いきなりDBを変更しないでください。',
      'レポート画面は今は表示だけです。',
    ],
  ])('%s: a limit of the work asked for', (_language, text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('task-request');
  });
  it('a short turn of the same words still corrects what the agent made', () => {
    expect(kindAfter('不要直接改数据库，先写接口设计给我看', '报表模块的导出加好了，数据库也改了。')).toBe('correction');
  });
});

describe('a redirect echoes the agent only by a word that names something', () => {
  const agentText = 'Logging now runs inside the performance loop and the totals are summed at the end.';
  it.each([
    ['a preposition', 'ok add the retry too. log the totals once when the run ends, not per step'],
    ['an article', 'ok add the retry too. put the totals into the summary tab of the report, not in the sheet'],
  ])('%s', (_name, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('what the human wants, said after the question the turn opens with, is why they ask', () => {
  it.each([
    ['en', "does the nightly job keep the old exports? I don't want the bucket to fill up", 'The nightly job now writes the exports to the bucket.'],
    ['en', 'is the lavalink token in the repo anywhere? dont want it leaking', 'I read the lavalink token from the environment now.'],
    ['es', '¿el job nocturno borra los exports viejos? no quiero que se llene el bucket', 'El job nocturno ahora escribe los exports en el bucket.'],
    ['pt', 'o job noturno apaga os exports antigos? não quero que o bucket encha', 'O job noturno agora grava os exports no bucket.'],
    ['de', 'löscht der Nachtjob die alten Exporte? ich will nicht, dass der Bucket vollläuft', 'Der Nachtjob schreibt die Exporte jetzt in den Bucket.'],
    [
      'fr',
      'est-ce que le job de nuit supprime les vieux exports ? je ne veux pas que le bucket se remplisse',
      'Le job de nuit écrit maintenant les exports dans le bucket.',
    ],
    ['ru', 'ночной джоб удаляет старые выгрузки? я не хочу, чтобы бакет переполнился', 'Ночной джоб теперь пишет выгрузки в бакет.'],
    ['zh', '夜间任务会删旧的导出文件吗？我不希望存储桶被塞满', '夜间任务现在把导出文件写到存储桶里。'],
  ])('%s: %s', (_language, text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['said first', "I don't want the export in a nightly job, run it on demand"],
    ['said after a statement', "the export works. I don't like the nightly job though, run it on demand"],
  ])('%s, it stays a correction', (_name, text) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: true, agentText: 'I moved the export into a nightly job.' }).kind).toBe('correction');
  });
});

describe('"we should …" corrects alone only where it names what the agent did', () => {
  it.each([
    ['of the trigger the agent wrote', 'I think we should run it on every push, not only on main', 'The workflow now runs on push to main.'],
    ['of the cache the agent added', 'we should drop the cache, the lookups are cheap', 'I added a cache in front of the price lookups.'],
  ])('%s', (_name, text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['the next step, named nowhere before', 'we should debounce that, 300ms, configurable', 'Diagnostics are now published on every didChange.'],
    ['a new piece of work', 'we should break those 312 down by reason code and psp, dump it to a csv', 'Reconciliation left 312 exceptions open.'],
    [
      'a capability added to what the agent named',
      'we should cache the price list for 5 min, it barely changes',
      'The price list endpoint calls the supplier on every request.',
    ],
    [
      'a limit added to what the agent named',
      'we should cap the batch at 500 rows in dev, all of them only in prod',
      'The batch job loads every row of the export.',
    ],
  ])('%s is work asked for', (_name, text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('es/pt: how a thing is here, said at the head of a clause', () => {
  const agentText = 'Listo, añadí el endpoint /getUserData y el test.';
  it.each([
    'oye aquí los endpoints van en kebab-case, renómbralos',
    'estoy en españa, aquí el IVA general es 21',
    'aqui os commits são em português, tá no CONTRIBUTING',
    'blz mas aqui no server todo comando de admin é ephemeral',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'aquí el build va lento desde ayer',
    'aqui o app é lento demais no android, dá uma olhada',
    'ok, aquí la idea es que cada cliente tenga su propio tenant. arma el modelo de datos',
    'aqui a ideia é migrar tudo pro postgres até março, faz um plano',
    '¿aquí los endpoints van en kebab-case?',
  ])('no correction: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('de/fr: how it is in the house ("bei uns", "chez nous"), said as a statement', () => {
  const agentText = 'Ich habe die Integrationstests gestartet; sie ziehen die Images von Docker Hub.';
  it.each([
    'Docker Hub ist bei uns gesperrt, Images immer über harbor.intern ziehen',
    'chez nous les dates sont en AAAA-MM-JJ, jamais en JJ/MM/AAAA',
    "ok. au passage, les messages de commit ici c'est en français, regarde le git log",
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'Ist das bei uns Version 1.4 oder 1.5?',
    "non je parlais de la taille max d'un message, pas du batch. c'est combien chez nous ?",
    'ici on voit que le test échoue sur la date',
    'bei uns gibt es gerade ein Problem mit dem VPN',
  ])('asks or tells what is seen: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"wrong" inside a spec of new work is that work\'s (a bug to fix, a field to flag), not said of the agent', () => {
  const agentText = 'The history endpoint is done and documented.';
  it.each([
    'bug: the per-sample coverage plots in the QC report are wrong for samples that were sequenced across two runs (e.g. D14, D22). their coverage is about half of what mosdepth reports for the merged BAM. please find where the runs get split, fix it so the plot uses the merged depth, and add a test with a two-run sample from tests/data',
    '不对称负载分配那部分先不做，把文档补全就行',
    '下周上线储值卡活动：充值金额和赠送金额分开记账，消费时先扣本金再扣赠送，退卡只退本金。老会员之前的余额全部算本金，迁移的时候别搞错。',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('still corrects beside another cue', () => {
    expect(
      kindAfter(
        'Charts yes, but first: the shift boundaries are wrong. you used 00:00/08:00/16:00 and this plant runs 06:00/14:00/22:00, that is why the night shift totals are split across two days. fix the boundaries, rerun the last week and show me the night shift for Tuesday before we go on with the charts and the export to the shift leads',
        agentText,
      ),
    ).toBe('correction');
  });
});

describe('"undo" inside a spec of new work is a step of that work unless it names what the agent did', () => {
  it('a step of the new work', () => {
    expect(
      kindAfter(
        'yes please, and also: 1) if the bank rejects the refund, reverse the ledger entry with a compensating entry (never delete), 2) notify the merchant with refund.failed, 3) count a metric per reason code so we can alert on spikes, and 4) add tests for each of the three cases with the sandbox fixtures',
        'Want me to handle the case where the bank rejects the refund?',
      ),
    ).not.toBe('correction');
  });
  it('puts back what the agent removed', () => {
    expect(
      kindAfter(
        "ok pour la validation. par contre tu ne supprimes rien dans les IR sans me demander, même vide, c'est du contenu archivistique. remets les chronlist et convertis-les en EAD3, et ajoute au rapport les fichiers où la liste est vide",
        "J'ai regardé : ce sont des chronlist vides. Pour que la validation passe, je les ai supprimés.",
      ),
    ).toBe('correction');
  });
});

describe('a turn that opens by reporting a failure goes on describing it', () => {
  const agentText = 'The KM plot is written to output/dev/f_km_pfs.png.';
  it('a report', () => {
    expect(kindAfter('the plot is blank. just the axes, no curves, no error', agentText)).not.toBe('correction');
  });
  it('a doubt asked is no report', () => {
    expect(
      kindAfter(
        "are you sure that's prod? 4411 is the sandbox org. always check the caller identity before anything that writes",
        'Deleting the stale buckets in prod now.',
      ),
    ).toBe('correction');
  });
});

describe('de "mach das" does it; "mach das weg" takes it back', () => {
  const agentText = 'Bei parallelem Lauf könnten zwei Aufträge entstehen. Ich kann einen Lock einbauen.';
  it.each(['mach das', 'nimm das'])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('takes back', () => {
    expect(kindAfter('mach das weg', 'Ich habe einen Debug-Print eingebaut.')).toBe('correction');
  });
});

describe('mock praise of what the agent did', () => {
  const agentText = "Committed with the message 'update stuff'.";
  it('corrects', () => {
    expect(kindAfter("'update stuff'. very GxP of you. commit messages need the ticket id", agentText)).toBe('correction');
  });
  it.each(['thanks, very kind of you', 'how many of you use the staging db?', 'so many of you asked for dark mode, add it'])('no correction: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"make sure X always/never …" is a result to secure in the work asked for', () => {
  const agentText = 'Which approach do you prefer for overtime? 1) compute it nightly 2) compute it on approval';
  it.each(['go with 2, and make sure rejected timesheets never produce overtime rows', 'B. keep the cookie name and make sure bots always get control'])(
    '%s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
  it('a rule for a kind of thing still is one', () => {
    expect(kindAfter('security fixes always get their own commit', 'I folded the security fix into the refactor commit.')).toBe('correction');
  });
});

describe('where things live names a path, not the end of a sentence', () => {
  it.each([
    ['jobs just sit in pending. horizon dashboard shows 0 processes', 'Horizon is configured; jobs should be processed now.'],
    ["existing worker, we don't need another thing to deploy", 'Do you want it as a cron job in the existing worker container or a new service?'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('still a convention', () => {
    expect(kindAfter('hooks live in src/hooks, move it there', 'I put the hook next to the page.')).toBe('correction');
  });
});

describe('a halt beside the human stepping away is their own lot', () => {
  const agentText = 'Running the load test against the mock server now.';
  it.each([
    'hold on, stop that for now, I need the bandwidth for a call. brb',
    'attends, conseil de classe, je reviens dans 1h',
    'un momento que estoy sacando un backup de la base, ahora te digo',
    '잠깐만요 그 테이블 지금 다른 분이 쓰고 계셔서요. 10분 뒤에 다시 해요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('still corrects what it says besides', () => {
    expect(kindAfter("stop! you're hitting the prod server, not the mock. I'll be back in 5", agentText)).toBe('correction');
  });
});

describe('what the human never did is their own past, not a rule', () => {
  const agentText = 'I added wbraid handling to the click-id parser.';
  it.each(['whats wbraid? never seen that one', 'pera, qual a diferença do db push pro migrate dev? nunca usei isso', 'nunca vi ese campo, ¿de dónde sale?'])(
    '%s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
  it.each(['never push to main', 'nunca mexa no banco de produção', 'nunca subas el .env', 'nunca use print para depurar'])('still a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('"I asked for X" against what the agent did beyond it', () => {
  const agentText = 'Done: README updated, config.ts refactored and eslint bumped to 9.';
  it.each(['i asked for the README. why is eslint bumped', 'I asked for the README only. put config.ts back'])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'I asked for a review from the DBA yesterday, still waiting',
    'ok. i asked for a quote from the vendor, will share',
    'I asked for this feature last week, thanks for doing it',
    'thanks! exactly what I asked for.',
  ])('no correction: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('the whole point, said against what the agent did', () => {
  const agentText = 'I added tokio as a dev-dependency and wrapped the examples in #[tokio::main].';
  it('corrects', () => {
    expect(kindAfter("the crate is runtime agnostic, that's the whole point of it. examples can use pollster", agentText)).toBe('correction');
  });
  it.each(["what's the whole point of the pollster crate?", 'is the whole point of the crate to be runtime agnostic?'])('asks: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"always"/"never" in a turn that asks it built in (a test, a check, a guard) is that requirement', () => {
  const agentText = 'The sender now posts each batch to the provider and logs the response.';
  it.each([
    'never resend a batch that already got a 202, we would spam people. add that guard + a test',
    'the total must never go negative, even with every discount stacked. please make sure there is a test for that',
    'la remise ne doit jamais dépasser 25 %, ajoute un contrôle',
    'nunca reenvíes un lote que ya tuvo 202, añade una prueba para eso',
    '折扣永远不能超过 25%，加个校验',
    'the watchdog must never be disabled by software once locked. add the lock bit and a test that tries to clear it',
    'we should never let an RGB image through on this path. add a check after conversion that fails the job',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    'from now on never resend a batch that already got a 202. add a test for it',
    'you retried the batch that already got a 202. never do that, add a guard',
  ])('still corrects, said for good or beside another cue: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe("a slip is the human's own, not what they would find by accident", () => {
  const agentText = 'Found it: the cleanup script closed all 63 tickets. I have reopened the 16 it should not have touched.';
  it('a rule for next time with "by accident" in its reason still corrects', () => {
    expect(kindAfter("good. next time a script writes to prod, show me the row count first, I don't want to discover these by accident", agentText)).toBe(
      'correction',
    );
  });
  it("the human's own slip leaves what came of it to the agent", () => {
    expect(kindAfter('sorry, pressed escape by accident, go on', agentText)).not.toBe('correction');
  });
});

describe('mock praise said as a sentence of its own after what the agent did', () => {
  const agentText = 'Done: the export job retries failed uploads and logs each attempt.';
  it.each([
    'a retry loop with no backoff against the bucket. bold move. add exponential backoff',
    'wow, logging the whole payload on every attempt. very professional',
    'so now every attempt writes 40 lines to the log. cool cool cool. one line per attempt',
    'retries that ignore the 4xx codes and hammer the api anyway. classic.',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(['cool cool, ship it', 'thanks. love that', 'it works now. love that', 'worked. genius', 'love that, next the docs page'])(
    'said first, after thanks or after a short success, it is praise: %s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
});

describe("picking one of the agent's options asks for that work", () => {
  const options = 'Two ways to log the runs: 1) sink() per program, 2) logrx::axecute() with a full log.';
  it.each(['option 2', 'Option 2 bitte', 'la opción B', 'opção 2', "l'option 1 stp", 'вариант 1', '方案二', 'go ahead with option 2'])('%s', (text) => {
    expect(kindAfter(text, options)).toBe('task-request');
  });
  it.each(['yes, go ahead', 'ok', 'да, давай'])('a go-ahead without a pick is an acknowledgement: %s', (text) => {
    expect(kindAfter(text, 'Plan: write the loader, then the tests. Shall I go ahead?')).toBe('acknowledgement');
  });
  it.each([
    'Option 2 bitte, aber die Ausgaben nach out/ und nicht ins Quellverzeichnis',
    'option B, but write the logs to logs/, not next to the programs',
    'la opción 2, pero con la clave en el vault y no en el .env',
  ])('what the pick adds is of the work picked, not a correction: %s', (text) => {
    expect(kindAfter(text, options)).not.toBe('correction');
  });
});

describe('a limit said after new work is asked for is a limit of that work ("add X. don\'t touch Y")', () => {
  const agentText = 'The invoice module computes totals per line and writes them to the ledger table.';
  it.each([
    ['en', "right, that explains the gap. add a net total beside the gross one, don't replace the gross one, the auditors read it"],
    ['en', "ok that lines up with the support tickets. make the fee apply once per invoice. don't refactor the posting rules, it ships tonight"],
    ['zh', '那你改一下，对账完成就写一条记录。另外同步最多跑 2 次，还失败就发告警，别无限循环'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    [
      'a limit that turns from what the agent said',
      'then resize them when the page is served, not at upload. the sizes change per device',
      'The thumbnails are resized at upload time and cached with the item.',
    ],
    ['a limit said for good', 'add a monthly summary. from now on never write straight to the ledger table', agentText],
    ['a limit before the work asked', "don't write to the ledger table, it's append only. add a staging table instead", agentText],
    [
      'a go-ahead is no new work',
      'yes go with that. and write the migration with Liquibase, not Flyway',
      'Plan: 1. add the table 2. write a Flyway migration 3. run the tests. OK to proceed?',
    ],
  ])('%s: %s', (_name, text, agent) => {
    expect(kindAfter(text, agent)).toBe('correction');
  });
});

describe('Chinese "别再 …了" stops a habit of the agent\'s, also before a request', () => {
  it.each([
    ['别再手写 SQL 了，查询请用 repo 里的 QueryBuilder', '我在 UserService 里手写了一段 SQL。'],
    ['不要再用 any 了，类型请照 types/api.ts 里的 Order', '我在 OrderService 里先用 any 接住返回的数据。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['接下来做导出：导出过的文件不要再生成一次，直接复用缓存', '导出页面已经加好了。'],
    ['加个缓存：同一个文件不要再下载一遍，先查本地目录', '下载脚本已经写好了。'],
  ])('without "了" it is said of the work asked for: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('an eye-roll before the fix meets what the agent did, in any language', () => {
  const agentText = 'I added a cache of the whole orders table in memory.';
  it.each([
    ['en', 'loading 2 million rows to show ten 🙄 page it in the query'],
    ['fr', "t'as chargé toute la table en mémoire 🙃 on pagine côté base ici"],
    ['pt', 'carregou a tabela inteira na memória? 🙄 pagina no banco'],
    ['de', 'die ganze Tabelle im Speicher 🤦 bitte in der Query paginieren'],
    ['es', 'toda la tabla en memoria, claro 🙃 pagina en la consulta'],
    ['zh', '整张表都读进内存 🙄 分页在查询里做'],
    ['ru', 'всю таблицу в память 🙄 пагинацию делай в запросе'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['said last: a sigh at a result', 'the nightly job ran twice again 🙃'],
    ["said last: the human's own lot", 'I keep copying these ids by hand 🙃'],
    ['in parentheses', 'we still run webforms here (yes, still 🙃). add a field for the expiry date'],
    ['beside pasted output', 'deployed and now every checkout fails 🙃 see\n```\nError: stale price for EUR\n    at check (limits.ts:12:3)\n```'],
    ["before the human's own lot", 'how long will this take? 🙃 i have a meeting at 3'],
    ['before a go-ahead', 'lol ok 🙃 go ahead'],
  ])('%s', (_name, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a question said to be asked idly is a question, its "not …" with it', () => {
  it.each([
    'would it be bad to store them as strings? just curious, not asking to change it',
    'would a set be faster to look them up? just wondering, not asking for a change',
  ])('%s', (text) => {
    expect(kindAfter(text, 'The ids are stored in a map keyed by user.')).toBe('question');
  });
});

describe('an instruction to the agent inside a spec of new work says how that work is done', () => {
  const agentText = 'Phase 1 is done: consents are stored with the text version.';
  it.each([
    [
      'ask first, in a plan of the next phases',
      'next phases: 1. withdrawal from the profile page, synced to the CRM within a day 2. an export per person for audits 3. import the old paper forms. start with phase 1 and ask me first if the schema has to change',
    ],
    [
      '"you need to …" in a spec',
      'implement the rate push for this channel. it must send computed amounts since the channel has no derivation rules, after tax with 2 decimals, and if we only have a double rate you need to apply the single-use discount for one guest. log every push with the channel response code.',
    ],
    [
      'a fact of the machine, in a spec',
      'write a rule that downloads the reference genomes listed in config/refs.txt into refs/, checks each md5 against the manifest and rebuilds the index only when a file changed. it has to run on the login node only, compute nodes have no internet here. log what was fetched and skipped',
    ],
    [
      'verify first, in a bug ticket',
      'Bug: the daily arrivals report shows the wrong date for hotels in UTC-2 when the booking is made after 22:00. Check reports/daily.py and the view behind it, add a test with a booking at 22:30 local time and verify it against the staging data before you tell me it is fixed.',
    ],
  ])('%s', (_name, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    [
      'what it should have done, said inside a spec',
      'next phase: move the invoice generation into its own service with a queue in front, keep the old endpoint as a proxy for a week and add metrics on both paths. also you should have run the linter before pushing, CI failed on 40 lint errors and I fixed them by hand this morning',
    ],
    ['said on its own', 'ask me first before you change the schema'],
    [
      'said for good inside the spec',
      'next phases: 1. withdrawal from the profile page 2. an export per person. from now on ask me first before any schema change',
    ],
  ])('%s, it is a rule', (_name, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('words of each time inside a spec say how the new work runs', () => {
  const agentText = 'The importer is merged.';
  it.each([
    [
      'en',
      'next: a nightly sync of the supplier catalogue. pull the csv from the sftp drop, diff it against the products table, upsert what changed and archive the file. write a summary row per run into sync_runs. commit after each step so I can review them one by one, and every time a row fails validation put it in sync_rejects with the reason',
    ],
    [
      'de',
      'Als Nächstes der nächtliche Abgleich des Lieferantenkatalogs: CSV vom SFTP holen, mit der Produkttabelle vergleichen, Änderungen upserten und die Datei archivieren. Pro Lauf eine Zeile in sync_runs schreiben. Bitte nach jedem Schritt committen, damit ich einzeln reviewen kann.',
    ],
    [
      'zh',
      '接下来做供应商目录的夜间同步：从 SFTP 拉 csv，和商品表做对比，有变化的 upsert，处理完把文件归档。每次同步都在 sync_runs 里写一行汇总，校验失败的行放进 sync_rejects 并写上原因，每一步做完提交一次方便我逐个看。',
    ],
  ])('%s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    [
      'said for good in the spec',
      'next: the nightly catalogue sync from the sftp drop into the products table, with a summary row per run in sync_runs and failed rows in sync_rejects. and from now on run the linter after each change before you tell me it is done',
    ],
    ['outside a spec, as before', 'run the linter after each change'],
  ])('%s: a rule', (_name, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('what opens a window: a fact of the machine, or the product described', () => {
  it('a command that opens a GUI here corrects', () => {
    expect(kindAfter('git mergetool opens a GUI here, use the cli diff', 'Running git mergetool to resolve the conflicts.')).toBe('correction');
  });
  it.each([
    'next: a toolbar button that opens the export dialog with the active layer filled in',
    'installed it on the test vm and the app opens to a blank window, nothing else',
  ])('%s', (text) => {
    expect(kindAfter(text, 'The plugin is built.')).not.toBe('correction');
  });
});

describe('what the agent did, told back to it at the head of a clause', () => {
  const agentText = 'Done: the nightly export now runs as a cronjob.';
  it.each([
    'hm the whole point was to run it in the cluster where the db is, you put it in mgmt. move it',
    "client says the mails land in spam. it's because you set the From header to the visitor's address",
    'go ahead. btw staging listens on 5433, you pointed both scripts at the prod port',
    'thanks, you made a second date helper though. we have lib/time.ts',
    "the amounts in that table are gross already, you're adding the vat twice",
    'so the thing is you are truncating each line to 80 chars, the parser needs the whole line',
    'cara vc tá gravando a senha em texto puro no log, tira isso',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'add tests for the files you touched today',
    'nice, you fixed it',
    'great, you nailed it',
    'you said it would take five minutes, how long now?',
    'thanks, you made it work',
    'ok you created the table, now add the api for it',
    'you added the endpoint. next, write tests for it',
    'you moved it to utils, fine. now the tests',
    "tu as créé la table, maintenant l'API",
    'tu as fait du bon boulot, merci',
    'спасибо, ты сделал всё как надо',
    "you're doing great, keep going",
    "so you're adding the endpoint first, then the ui?",
    'since you are editing that file, also bump the version',
    "ok you're reading the config from env, that's fine",
    "so you're saying we need a new index. ok do it",
    'the loader you are writing needs the fr-CA fallback too',
    "you're going to need the admin token for that, it's in 1password",
    'vc tá fazendo um ótimo trabalho, valeu',
  ])('no correction: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"X not Y" where Y is what the agent used', () => {
  it.each([
    ['the nodata in these rasters is -9999 not -32768, that one is a real depth here', 'I built the mosaic with -srcnodata -32768 so the collars are masked.'],
    ['sure go ahead, but its yarn here not npm', 'I will run npm install and then the build.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['of something the agent never named', 'ticket goes in SEC not ACCESS, I will ask HR about the rest', 'I listed the six accounts without an owner.'],
    ["a verb's not", "it's not reading right, the numbers are shifted by one column", 'I wrote the loader for the plate reader export.'],
    ['where a failure lies', 'power is fine so its the anemometer not the turbine', 'I wrote the loader for the turbine exports.'],
  ])('%s', (_why, text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a challenge, then a musing beside a plain statement', () => {
  const agentText = 'The client authenticates with basic auth, user and password read from .env.';
  it('tells', () => {
    expect(kindAfter("why basic auth?? i thought everything goes through the oauth token in vault. we can't have passwords sitting in .env", agentText)).toBe(
      'correction',
    );
  });
  it.each([
    'why basic auth?? i thought the vendor only did oauth',
    'users say they can claim the bonus twice by changing the phone clock?? acho que usa hora local. vê onde calcula o reset',
  ])('a musing alone, or before a request, wonders: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"always"/"never" scoped to one piece of the work is its requirement', () => {
  const agentText = 'The packing report now lists weights per parcel.';
  it.each([
    ['en', 'always round weights to 1 decimal in this report, the scale has 0.1 kg resolution'],
    ['de', 'in diesem Export die Gewichte immer auf eine Nachkommastelle runden'],
    ['fr', 'dans ce rapport, arrondis toujours les poids à une décimale'],
    ['es', 'en este reporte redondea siempre los pesos a un decimal'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['a scope of the house', "never push to main in this repo, it's protected for a reason"],
    ['a kind of thing, not one piece', 'for these kinds of files always keep the original line endings'],
  ])('%s: a rule', (_name, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('praise said in irony about what the agent did', () => {
  const agentText = 'I added a small date helper in utils/date-format.ts and used it in the report.';
  it.each([
    ['en', 'cool cool, a fourth date helper. we already have lib/time.ts'],
    ['en', 'oh great you deleted the header row. the import reads the column names from it'],
    ['en', 'oh cool, another helper file. we have lib/time.ts for exactly this 🙃'],
    ['de', 'na toll, schon wieder ein Date-Helper. wir haben lib/time.ts'],
    ['fr', 'super, encore un helper de dates. on a déjà lib/time.ts'],
    ['zh', '好家伙，又来一个日期工具函数，我们已经有 lib/time.ts 了'],
    ['en', 'oh amazing, you deleted the header row. the import reads the column names from it'],
    ['ru', 'ну зашибись, ты удалил строку заголовков. импорт берёт из неё имена колонок'],
    ['de', 'wunderbar, schon wieder ein Date-Helper. wir haben lib/time.ts'],
    ['es', 'excelente, un segundo helper de fechas. ya tenemos lib/time.ts'],
    ['pt', 'excelente, um segundo helper de datas. a gente já tem lib/time.ts'],
    ['fr', 'magnifique, encore un helper de dates. on a déjà lib/time.ts'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'great, now add another endpoint for cancelling, admins only',
    'nice, another thing: the footer needs the new logo',
    'super, jetzt noch ein Endpoint zum Stornieren, nur für Admins',
    'cool, thanks. works now 🎉',
    'amazing, thanks! now the export please',
    'excelente, agora o relatório mensal',
  ])('not irony: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['en', 'the api key in a public repo, what could go wrong, right? 🙃 read it from the env'],
    ['pt', 'a chave da api no repo público, o que poderia dar errado né 🙃 lê da variável de ambiente'],
    ['es', 'la clave de la api en el repo público, qué podría salir mal, no? 🙃 léela de una variable de entorno'],
    ['de', 'der API-Key im öffentlichen Repo, was soll schon schiefgehen, oder? 🙃 lies ihn aus der Umgebung'],
    ['fr', "la clé d'api dans le dépôt public, qu'est-ce qui pourrait mal tourner, hein 🙃 lis-la depuis l'environnement"],
    ['ru', 'ключ api в публичном репо, что может пойти не так, да? 🙃 читай его из переменной окружения'],
  ])('%s: "what could go wrong" with a tag word after it', (_language, text) => {
    expect(kindAfter(text, 'I put the API key in config.ts and pushed.')).toBe('correction');
  });
});

describe('what the agent wrote, said to be of another platform or version', () => {
  const agentText = 'I connected the signal in _ready() and exported the speed variable.';
  it.each(['ok makes sense, that’s the integer division thing', 'is that godot 3 syntax? I never know', 'that’s valid syntax, the linter is just old'])(
    'not a correction: %s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
});

describe('what was meant, put right, and the question asked again after it, is a question', () => {
  const agentText = 'The pricing cache is invalidated on every price import.';
  it.each([
    ['en', 'sorry I meant the cdn cache, not the redis one. how does that get purged'],
    ['de', 'nein ich meinte den CDN-Cache, nicht den Redis-Cache. wie wird der geleert?'],
    ['fr', 'non je parlais du cache CDN, pas de Redis. il est vidé comment ?'],
    ['es', 'no, me refería a la caché del CDN, no a la de Redis. ¿cómo se purga?'],
    ['ko', '아니요, 제 말은 레디스 말고 CDN 캐시요. 그건 어떻게 비워지나요?'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).toBe('question');
  });
  it('a later question that reproaches the agent is read as usual', () => {
    const text = 'I meant the cdn cache, not the redis one. why did you flush redis on prod?';
    expect(classifyHumanTurn(text, 'message', { agentChanged: true, agentText: 'I flushed the redis cache on prod.' }).kind).toBe('correction');
  });
});

describe('the human stepping away is no halt of the agent’s work', () => {
  it.each([
    ['pt', 'espera aí, vou almoçar'],
    ['ru', 'подожди, я отойду на обед'],
    ['ko', '잠깐 밥 먹고 올게요'],
    ['ko', '잠깐만요 회의 들어가요'],
    ['ja', 'ちょっと待ってて、会議入ります'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, 'Running the tests now.')).not.toBe('correction');
  });
  it.each([
    ['pt', 'espera, não roda isso'],
    ['ko', '잠깐, 그거 지우지 마세요'],
    ['ja', 'ちょっと待ってて、それ消さないで'],
  ])('%s: a wait with what to do instead still corrects: %s', (_language, text) => {
    expect(kindAfter(text, 'Running the tests now.')).toBe('correction');
  });
});

describe('a wait that opens a question asked without its question mark', () => {
  it.each(['wait so is the 71.2 with or without the system prompt', "wait why, what's wrong with the functions", 'hold on how long does that take'])(
    'asks: %s',
    (text) => {
      expect(kindAfter(text, 'I will refactor the helpers now.')).not.toBe('correction');
    },
  );
  it.each(["wait don't push yet", 'wait, revert that', 'hold on, do not touch prod'])('halts: %s', (text) => {
    expect(kindAfter(text, 'I will refactor the helpers now.')).toBe('correction');
  });
});

describe('"should always / never" of a thing is a requirement of the work; said to the agent it is a rule', () => {
  const agentText = 'The export job now writes one csv per store.';
  it.each([
    'the function should never return NaN for an empty group. return 0 and add a test',
    'we should never rely on color alone for the error state btw, make sure the red border also comes with an icon and inline text',
    'the audit log should always record the actor, add it to the schema',
  ])('a requirement: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each(['you should never push to main, open a PR', 'never push to main, open a PR', 'we removed it last year, use records'])('a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('以后 is "from now on" where a clause or a word to the agent opens with it, not "later" or "after …"', () => {
  const agentText = '脚本已经改好了。';
  it.each([
    '帮我把这段 VBA 改写成 Python 吧，功能一样就行，以后想放到 NAS 上定时跑',
    '把今天改的这些写个 README，以后我自己看得懂就行',
    '优惠券叠加以后订单金额可能出现负数，帮我查一下分摊逻辑',
  ])('not a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each(['以后别贴整个文件了，告诉我改了哪几行就行', '另外以后所有变更都先开分支', '我希望以后所有改动都先列出步骤'])('a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('words for later that say a span of time, a heading or the purpose of the work are no standing rule', () => {
  const agentText = 'The loader is done.';
  it.each([
    ['ko', '앞으로 2주 일정 공유할게요. 1주차: 딥링크 마무리, 2주차: 푸시 연동. 오늘은 로그만 봐 주세요'],
    ['ja', 'PR の説明文にまとめて。見出しは「背景」「変更内容」「今後の作業」の3つで'],
    ['de', 'als nächstes ein eval-skript, die embeddings bitte cachen, damit wir nicht jedes mal neu encoden'],
    ['en', 'next the eval script, cache the embeddings on scratch so we do not re-encode every time'],
    ['en', 'now write a README section on running the webhook locally, for future me at 2am'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['ko', '앞으로는 커밋 전에 테스트 돌려 주세요'],
    ['ja', '変数名は意味のある名前にしてください。今後の教材も全部そうで'],
    ['de', 'frag mich bitte nicht jedes Mal, ob du den Plan laufen lassen darfst'],
  ])('%s: still a rule: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a clause that says what the new work keeps from happening is its purpose, no rule', () => {
  const agentText = 'The invoice job is scheduled.';
  it.each([
    ['en', 'add a sent_reminders log table so we never send the same reminder twice for the same invoice'],
    ['de', 'leg eine Tabelle für gesendete Erinnerungen an, damit wir nie dieselbe Erinnerung zweimal schicken'],
    ['es', 'agrega una tabla de recordatorios enviados para que nunca mandemos el mismo recordatorio dos veces'],
    ['pt', 'cria uma tabela de lembretes enviados pra que nunca mande o mesmo lembrete duas vezes'],
    ['fr', "ajoute une table des rappels envoyés pour qu'on n'envoie jamais deux fois le même rappel"],
    ['ru', 'добавь таблицу отправленных напоминаний, чтобы мы никогда не слали одно и то же напоминание дважды'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('a rule beside such a clause still corrects', () => {
    const text = 'never push straight to main, open a PR so we never lose the review trail';
    expect(kindAfter(text, 'Pushed the invoice job to main.')).toBe('correction');
  });
});

describe('a rule taken back is no rule, however it is said', () => {
  it.each([
    ['en', 'actually I take back what I said earlier about not using tenacity, platform approved it. use it in the new workers'],
    ['en', 'ok scratch what i said about not restarting klipper yourself. go ahead and restart after each change today'],
    ['es', 'lo de que no usaras Livewire que te dije ayer olvídalo, úsalo para el panel'],
    ['de', 'ich nehme zurück, was ich über tenacity gesagt habe, das ist jetzt freigegeben. nutz es in den neuen Workern'],
    ['fr', "je retire ce que j'ai dit sur tenacity, c'est validé. utilise-le dans les workers"],
    ['pt', 'retiro o que eu falei sobre o tenacity, foi aprovado. usa nos workers'],
    ['ru', 'беру свои слова обратно про tenacity, его одобрили. используй в воркерах'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, 'I wrote the retry loop by hand as you asked.')).not.toBe('correction');
  });
});

describe('a go-ahead that turns away from part of the plan put up for it', () => {
  /** The context the correction detector gives: whether the agent's last words asked something, and the go-ahead. */
  const plan = "To start quickly I'll read the HMAC key from the env var CLAIMS_HMAC_KEY and wire Vault in a follow-up. Proceed?";
  it('corrects when the plan holds what it turns away from', () => {
    expect(kindAfterAsking('go ahead but not the env var thing. keys come from Vault or nowhere', plan)).toBe('correction');
  });
  it('not when it names nothing of the plan', () => {
    expect(kindAfterAsking('go ahead but not the weekend batch, that one runs itself', plan)).not.toBe('correction');
  });
  it('not when the agent offered options', () => {
    expect(kindAfterAsking('go with vault, but not the env var', 'Option A: the env var CLAIMS_HMAC_KEY. Option B: Vault. Which one?')).not.toBe('correction');
  });
  // a convention of the house, told with the go-ahead, says what the plan went against
  it.each([
    ['de', 'ja mach, aber Secrets kommen bei uns immer aus Vault'],
    ['zh', '可以。另外我们所有密钥都是从 Vault 读的，别自己换方式'],
    ['es', 'sí, dale, pero aquí usamos Vault para todos los secretos'],
    ['en', 'go ahead, but we use Vault for all secrets'],
  ])('%s: a convention with the go-ahead', (_language, text) => {
    expect(kindAfterAsking(text, plan)).toBe('correction');
  });
  it('"make sure all our … are …" with the go-ahead is a requirement of the work, no convention', () => {
    expect(kindAfterAsking('OK, go with the env var. We also need to make sure all our changes are reflected in the docs', plan)).not.toBe('correction');
  });
});

describe('a convention stated inside a spec is context for the work it asks for', () => {
  const agentText = 'Phase 1 is merged.';
  it('a spec', () => {
    const text =
      "ok. back office: they use the Django admin, we never build a separate front for it here. we need: 1. a list of today's incidents with filters by depot and status 2. a CSV export of the filtered list 3. a button to mark an incident handled, with who and when. translations go through gettext like the rest of the project.";
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('said alone it corrects', () => {
    expect(kindAfter('we never build a separate front for the back office here, use the Django admin', 'I scaffolded a React back office.')).toBe('correction');
  });
});

describe('"after each step" of the work asked for, a date "in the future", what happens "每次都会" are no standing rules', () => {
  const agentText = 'The migration plan is ready.';
  it.each([
    'go, but do the backfill in batches of 10k, the table is big. and commit after each step so I can review',
    'add a check between validate and load: no nulls in user_id, event_ts not in the future',
    '总体数量和抽样方法也要写清楚，审计员每次都会问。',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each(['from now on, commit after every change', '以后每次都先跑测试再提交'])('still a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a complaint inside the failure a sentence reports describes the failure', () => {
  it.each(['测试环境执行报错：ERROR 1071 (42000): Specified key was too long; max key length is 767 bytes'])('%s', (text) => {
    expect(kindAfter(text, '迁移脚本已经写好了。')).not.toBe('correction');
  });
  it('said of what the agent made it still corrects', () => {
    expect(kindAfter('the error messages are inconsistent, some say Fehler and some say error', 'I added the validation messages.')).toBe('correction');
  });
});

describe('output pasted without a fence, and a count of how often it came back, report a failure', () => {
  it.each([
    'E/flutter ( 8123): [ERROR:flutter/runtime/dart_vm_initializer.cc(41)] Unhandled Exception: HiveError: Cannot read, unknown typeId: 34. Did you forget to register an adapter?',
    '[E ProcessGroupNCCL.cpp:475] [Rank 3] Watchdog caught collective operation timeout\nffs this is the third time today',
    '==4121== 24 bytes in 1 blocks are definitely lost\n==4121==    at 0x4848899: malloc\nugh this is the third time',
    'Error from server (Forbidden): deployments.apps "api" is forbidden: User "deployer" cannot patch resource',
  ])('%s', (text) => {
    expect(kindAfter(text, 'The run is up on 4 nodes.')).not.toBe('correction');
  });
  it('a count said to the agent still corrects', () => {
    expect(kindAfter('this is the third time you pushed to main', 'Pushed to main.')).toBe('correction');
  });
});

describe('"only", "wrong" and "has to" beside pasted output describe the output', () => {
  it('a narrowing of where the failure shows', () => {
    const text = '```\nERROR:  assertion failed: column ref #12 not found in input schema\nquery: tpch q21\n```\non SF10 only, SF1 is fine lol';
    expect(kindAfter(text, 'The decorrelation pass is in.')).not.toBe('correction');
  });
});

describe('a result asked for is a request', () => {
  it.each([
    'Just make sure the entire application compiles with no errors and no warnings and declare phase 6 complete.',
    'ensure the export runs nightly',
    'asegúrate de que toda la app compile sin warnings',
    "assure-toi que toute l'appli compile sans warnings",
    'garante que o app inteiro compila sem warnings',
    '确保整个应用编译没有警告',
  ])('right after a rejected call too: %s', (text) => {
    expect(classifyHumanTurn(text, 'after-refusal', { agentChanged: true, afterRejection: true }).kind).not.toBe('correction');
  });
  it('"make sure you …" says how the agent works', () => {
    expect(kindAfter('make sure you run the tests before you tell me it works', 'Done, it works.')).toBe('correction');
  });
});

describe('what was meant by a question, put right, is the question asked again', () => {
  it.each([
    ['no, me refería a cuánto tarda cada lote, no el total', 'El backfill completo tardó 6 horas.'],
    ['não, eu me referia a quanto tempo leva cada lote', 'O backfill inteiro levou 6 horas.'],
    ['non, je parlais du cache CDN, pourquoi il garde encore la vieille image', "J'ai expliqué le cache du navigateur."],
    ['je reformule : combien de temps on garde les logs ?', 'Les logs sont dans Loki.'],
    ['anders gefragt: warum läuft der Job zweimal?', 'Der Job ist als CronJob angelegt.'],
    ['さっき聞いたのは本番の方です。そっちのログはどこにありますか？', 'ステージングのログは /var/log/app にあります。'],
    ['我刚才问的是测试环境，不是生产。那边的日志在哪？', '生产的日志在 /var/log/app 下面。'],
    ['아까 물어본 건 운영 서버예요. 로그 어디 있어요?', '스테이징 로그는 /var/log/app 에 있습니다.'],
    ['let me rephrase: which process holds the lock?', 'The lock file is in /tmp.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('question');
  });
  it('what was meant of the work, with no question, still corrects', () => {
    expect(kindAfter('no, me refería al bucket de staging, no el de prod. bórralo ahí', 'Borré el bucket de prod.')).toBe('correction');
  });
  // the agent only answered: it changed nothing and put up no plan, so the human puts their own words right
  it.each([
    ['no i mean the retention in the collector, not the bucket lifecycle', 'The bucket keeps objects for 30 days.'],
    ['Nein, ich meinte den Stack vom Interrupt, nicht vom Task', 'Der Task hat 1024 Wörter Stack.'],
    ['non je voulais dire en pourcentage, pas en nombre', 'La colonne a 2 314 valeurs manquantes.'],
  ])('after an answer only: %s', (text, agentText) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: false, agentText }).kind).not.toBe('correction');
  });
  it('before the go-ahead on a plan it corrects the plan', () => {
    const agentText = 'I will drop the orders table on prod now. Shall I proceed?';
    expect(
      classifyHumanTurn('no, I meant the staging table, not prod', 'message', { agentChanged: false, agentText, agentAsked: true, agentSeeksGoAhead: true })
        .kind,
    ).toBe('correction');
  });
});

describe('words for later that name a point of a plan, a date or what the app keeps are no standing rule', () => {
  const agentText = 'The list screen is done.';
  it.each([
    '今日は①だけやって、②以降は来週レビューしてから決めます。',
    '好，然后再加：会员页可以看到下次出货日，还有出货前一天的通知',
    '列表可以按时间或价格排序，排序选择也要记住。',
    'yes, do it for all 12 plates. write the logs to logs/',
    'phase plan for the rebuild, lets agree on it before code: phase 1 static pages, phase 2 the booking widget',
    'ojo que da resultados distintos cada vez que lo corro, revisa la semilla',
    'quero uma API: salva os preços no sqlite toda vez que o scraper roda',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    '今後はブランチを切ってから作業して',
    '行吧先这样 不过下次改接口别把字段改成驼峰了',
    '记住，提交信息用中文',
    "let's agree: no force pushes to main",
    'cada vez que toques el esquema, corre las migraciones',
    'toda vez que você mexer no schema, roda as migrations',
  ])('still a rule: %s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a question word typed without its apostrophe', () => {
  it('"wait whats …" opens a question, no halt', () => {
    expect(kindAfter('wait whats non_exhaustive do', 'I marked the Error enum #[non_exhaustive].')).not.toBe('correction');
  });
});

describe('a result that shows nothing is a failure report, and what it shows describes it', () => {
  const agentText = 'The figure is in figs/fig5.pdf.';
  it.each([
    'Das PDF ist leer, nur Achsen, keine Daten',
    '图全部都是黑的，什么都看不到',
    'the plot is empty, only the axes, no lines',
    'el pdf sale en blanco, solo los ejes',
    'グラフが真っ白で何も表示されない',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('failure-report');
  });
  it.each(['does it handle the case where the cart is empty?', 'skip rows where the price is empty', 'а это не упадёт, если файл пустой?'])(
    'a condition is no failure: %s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('failure-report');
    },
  );
  it.each(['没选规格的时候按钮要禁用，点了不能报错', '첫 화면에서 바로 권한 팝업 띄우면 안 돼요'])(
    'what must not happen is asked for, not reported: %s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('failure-report');
    },
  );
  it('a failure foreseen ("or it won\'t even compile") is none: the requirement beside it corrects', () => {
    expect(
      kindAfter('the grader runs it as package lab4, it has to be in src/lab4/ or it wont even compile on their side', 'I put the solution in src/main/.'),
    ).toBe('correction');
  });
});

describe('"always" and "never" of the new work asked for, naming nothing the agent said, are its requirements', () => {
  it.each([
    ['never show it on first launch or right after a crash, add both checks. and max once every 90 days', 'The rating prompt is wired up.'],
    ['never log the raw token, mask it like ****. and add a retry on 429', 'The API client is done.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('said of what the agent did it corrects', () => {
    expect(kindAfter('never push to main directly, open a PR and wait for the review', 'Pushed the fix to main.')).toBe('correction');
  });
  // the agent only looked (read files, searched) and said nothing: there is nothing of its own the rule could be about
  it.each([
    'we should always retry once on a 503 but never on a 400, set that up in the http client',
    'we need a load test for the login endpoint. ramp to 50 users over a minute, read the password from an env var, don’t hardcode it',
    '我们需要一个登录接口的压测脚本，一分钟内加到 50 个用户，密码从环境变量读，别写死在脚本里',
  ])('after only looking, a requirement of the work: %s', (text) => {
    expect(classifyHumanTurn(text, 'message', { agentChanged: false }).kind).not.toBe('correction');
  });
  it.each(['never push to main, open a PR', 'stop reading every file one by one, search with rg'])(
    'after only looking, a rule said alone still corrects: %s',
    (text) => {
      expect(classifyHumanTurn(text, 'message', { agentChanged: false }).kind).toBe('correction');
    },
  );
  it('"no, not this time" declines an offer', () => {
    expect(
      kindAfter('no not this time, they said budget is tight', 'I drafted the proposal. Do you want me to add the maintenance retainer section?'),
    ).not.toBe('correction');
  });
});

describe('"always" and "never" in the answer to "anything I should know?" are the requirements asked for', () => {
  it.each([
    ['never log the wifi password, even at debug level. mask it', "Next I'll add debug logging to the provisioning flow. Anything I should know?"],
    ['nunca guardes la contraseña en texto plano, usa bcrypt', 'Voy a empezar con el login. ¿Algo que deba tener en cuenta?'],
    ['永远不要在 Display 里输出 token 原文，都打成 ***', '我准备新增一个 Credential 类型。有什么要求吗？'],
  ])('%s', (text, agentText) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
  it('a rule said for good still corrects', () => {
    expect(kindAfterAsking('from now on never push without asking me first', "The export is done. What's next?")).toBe('correction');
  });
});

describe('"wrong" of something unnamed, asked about or reported is no verdict on what the agent made', () => {
  it.each([
    ['make the errors friendlier, tell the user which line and which key is wrong', 'The config validator is in.'],
    ['还是不对，CI 挂了：\n```\nthread main panicked at src/lib.rs:12\n```', '单测已经加上了。'],
    ['312 proyectos hoy es imposible, la mayoría son sandboxes. algo está mal', 'Con los datos de hoy marca 312 proyectos.'],
    ['共通部分をテンプレートにして、違うのはパラメータファイルだけにする感じで', 'scripts/ に 12 個のジョブがあります。'],
    ['답을 맞게 입력해도 틀렸다고 나와요', '퀴즈를 실행해 보세요.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('said of what the agent made it corrects', () => {
    expect(kindAfter('that is wrong, the survey has a weight column. use the weighted mean', 'I took the simple mean.')).toBe('correction');
  });
});

describe('a limit said after the agent put up advice answers the advice', () => {
  it.each([
    ['在 staging 加一列 order_date_cst，原来的 order_date 别动', '一般建议在 staging 层派生一个本地日期列。'],
    [
      'Tailscale経由で十分なので、その設定だけお願いします。ルーターのポート開放はしないでください',
      '外から見るにはポートを開けるか、Tailscale を使う方法があります。',
    ],
    ["ok split it out, retry three times, don't touch the fallback path", 'You could move the sms sending into its own queue job.'],
  ])('%s', (text, agentText) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
});

describe('a Japanese or Korean "it has to …" said to no one is a requirement of the work unless another cue corrects', () => {
  it.each([
    ['아 그렇구나. 근데 경로도 출력해야 돼요, 최단 거리랑 같이', '최단 거리를 출력합니다.'],
    ['結果は CSV でも出力するべきです', '集計結果を画面に表示しました。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('beside a cue that corrects it counts', () => {
    expect(kindAfter('그거 말고요, 운영 DB는 건드리면 안 돼요. 스테이징에서 해야 돼요', '운영 DB에 마이그레이션을 적용했습니다.')).toBe('correction');
  });
});

describe('a fact of the project told after a question that asks, not challenges, of nothing the agent said is what the question needs', () => {
  it.each([
    ["are the cadvisor metrics scraped with the pod label here? we're on an old prom-operator", 'The dashboard queries container_cpu_usage_seconds_total.'],
    ['这个限流是存在内存里还是 redis？我们线上是多实例部署的', '登录接口已经加好了。'],
    ['これ Windows でも動きますか？チームの半分は Windows なので', 'ビルドスクリプトを追加しました。'],
    ['liegt das am Classpath-Trenner? ich bin auf Windows', 'Der Test schlägt beim Laden der Ressourcen fehl.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ["why is there a requirements.txt now? we're on uv, pyproject only", 'I added requirements.txt with the new dependencies.'],
    ['이거 LiveData 쓴 이유가 있어요? 우리 프로젝트는 전부 StateFlow로 통일했는데', 'ViewModel에 LiveData로 상태를 노출했습니다.'],
  ])('a question that challenges still corrects: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('the next piece of work named as such opens a request, whose limits are its own', () => {
  it.each([
    ['下一步：把检索到的片段拼进 prompt 的时候带上编号。如果模型引用了不存在的编号，就记一条 warning，不要直接抛异常。', '检索部分已经完成。'],
    ['给排队脚本加上显卡检查，空闲显存小于20G就等，别抢别人的卡', 'queue.sh 会按顺序分配任务。'],
    ['对 QC 样本单独算一下每个特征的 CV，超过 30% 的标记出来，不要删', 'QC 样本已经单独标记出来了。'],
    ['Steamのクラウドセーブに対応させたいです。Auto-Cloudじゃなくて ISteamRemoteStorage で', 'セーブデータは JSON で保存しています。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('a convention stated inside a request as long as a ticket is its context', () => {
    const text =
      '次のフェーズの相談です。①料金マスタを PostgreSQL に移す ②管理画面から更新する API ③変更履歴を残す。今日は①だけ実装して、②③は設計だけ Markdown で書いてください。マイグレーションは goose で、既存の命名規則に合わせてください。①のテーブルは料金を円単位の integer にして、将来の改定に備えて適用開始日も持たせたいです。';
    expect(kindAfter(text, '追加料金の対応はマージ済みです。')).not.toBe('correction');
  });
  it('a convention said beside a short request still corrects', () => {
    expect(
      kindAfter('next: add the export button. we never hardcode colors outside the design system, use the tokens', 'I hardcoded #1E88E5 for the header.'),
    ).toBe('correction');
  });
});

describe('a question asked twice over challenges', () => {
  it('a fact told after it still corrects', () => {
    expect(kindAfter('is that even maintained?? we only use libraries the platform team approved', 'I added the left-pad-ng dependency.')).toBe('correction');
  });
});

describe('a fact of the host the agent works against, however the host is named', () => {
  it.each([
    ['ojo que el servidor de la uni corre python 3.9, ni match ni X | None', 'Ahora uso `str | None` y un `match`.'],
    ['кстати в этом кластере нет metrics-server, так что HPA по CPU не заработает', 'Добавил HPA по CPU.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it('a host of the work asked for is no fact against the agent', () => {
    expect(kindAfter('на этом сервере только надо поднять nginx и всё', 'Готово, бэкенд собран.')).not.toBe('correction');
  });
});

describe('praise that opens a turn and an eye-roll that ends it are irony, across sentences', () => {
  it.each([
    ["oh great, two force unwraps in one line. can't wait for the crash reports 🙃", 'I added the currentUser helper.'],
    ['love how every panel has a title again 🙄 journal figures get captions, not titles', 'All six figures are regenerated.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it('praise without the eye-roll is praise', () => {
    expect(kindAfter('oh great, two panels done. now the third one with the same axes', 'Panels A and B are done.')).not.toBe('correction');
  });
});

describe("the human's own situation, told when stepping away, halts nothing", () => {
  it.each([
    ['pause, my laptop is at 3%', 'Starting the sweep now.'],
    ['подожди, я в метро, связь плохая', 'Начинаю рефакторинг модуля.'],
    ["attends deux minutes, le client m'appelle", 'Je regarde le fichier checkout.liquid.'],
    ['un momento q reinicio el portátil', 'Voy a lanzar la build completa.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('a wait that halts the agent still corrects', () => {
    expect(kindAfter("attends, ne touche pas au fichier de config, c'est la prod", 'Je modifie config/prod.yml.')).toBe('correction');
  });
});

describe('a Korean "should have" is said of what the agent did', () => {
  it('alone it still corrects', () => {
    expect(kindAfter('배포하기 전에 테스트부터 했어야죠', '운영 서버에 배포했습니다.')).toBe('correction');
  });
});

describe('the turn that opens the work, after a greeting and before the agent changed anything, asks for that work', () => {
  const opening = (text: string, agentText: string): string =>
    classifyHumanTurn(text, 'message', { agentChanged: false, agentText, agentAsked: agentAsks(agentText), agentSeeksGoAhead: agentSeeksGoAhead(agentText) })
      .kind;
  it.each([
    [
      'need a CLI that syncs the calendars. before you write anything, read the old cron script and tell me what it does. no new deps',
      'Hi! What would you like to work on?',
    ],
    ['Wir bauen den Export nach. Bitte erst lesen und mir sagen, was das alte Programm macht, bevor du was schreibst.', 'Hallo! Womit kann ich helfen?'],
    ['necesito que el panel cargue más rápido. antes de tocar nada mide con lighthouse y no optimices nada todavía', '¡Hola! ¿En qué trabajamos hoy?'],
    ['帮我写一个导入脚本，下次跑的时候要能断点续传，不要自己新增依赖', '你好！今天想做什么？'],
  ])('%s', (text, agentText) => {
    expect(opening(text, agentText)).not.toBe('correction');
  });
  it.each([
    [
      'next: the status page. also, yesterday you switched the frames to 29-bit ids. put them back to 11-bit and keep the buses apart from now on',
      "Welcome back. Yesterday's branch is pushed. What's next?",
    ],
    ['as I told you yesterday, staging first, never prod from your session', 'Hi! What would you like to work on?'],
  ])('a word of earlier work still corrects: %s', (text, agentText) => {
    expect(opening(text, agentText)).toBe('correction');
  });
});

describe('what was agreed, said in every language, corrects', () => {
  it.each([
    ['edit the repo copy, not the file on the server, like we agreed', 'I patched config.php on the server.'],
    ['Nein! Ich hab ausdrücklich gesagt, die alte Signatur bleibt. Mach den Parameter wieder optional', 'Ich habe den Parameter verpflichtend gemacht.'],
    ['cara, print de novo? a gente combinou ontem que aqui é logging', 'Criei o script de teste.'],
    ['あれ、まず検証環境で確認するって決めてましたよね？', '本番に適用する準備ができました。'],
    ['did you even read the checklist I pasted this morning?', 'I pushed the release tag.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a redirect naming what the agent asks about answers it; naming what it made puts that right', () => {
  it.each([
    ['no, add it as a schedule in the scheduler instead, not cron. 02:00 daily', 'The backup playbook works. Shall I also add a cron job for it?'],
    ['nein, nicht löschen. Aber schreib mir eine Liste der alten Tabellen', 'Ich könnte die alten Tabellen löschen. Soll ich?'],
  ])('%s', (text, agentText) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['yeah go ahead but this repo is foundry, not hardhat. scripts go in script/', "I'll set up Hardhat with a deploy script. Shall I proceed?"],
    [
      'да давай накатывай, только цены храним integer а не float, поправь тип',
      'Я подготовил миграцию с колонкой price типа FLOAT. Применить её к локальной базе?',
    ],
  ])('%s', (text, agentText) => {
    expect(kindAfterAsking(text, agentText)).toBe('correction');
  });
  it('"put back the …" takes back what the agent changed', () => {
    expect(kindAfter('the server is php 5.4. put back the isset() ternaries', 'I replaced the isset() ternaries with ??.')).toBe('correction');
  });
});

describe('a question asked twice over, then what is so said plainly, corrects in any language', () => {
  it.each([
    ['merged straight to main?? we use release branches here. rel/<version>', 'Merged the fix into main.'],
    ['precio en float?? en este proyecto todo es decimal, cámbialo', 'Añadí la columna precio como float.'],
    ['warum jetzt überall print drin?? wir loggen mit dem logger, raus damit', 'Ich habe Debug-Ausgaben ergänzt.'],
    ['用 double？？金额一律 BigDecimal，改掉', '我把金额字段改成了 double。'],
    [
      'you seriously call the API 300 times for one number? we have it in the subscriptions table, read it from there',
      'The dashboard now sums the invoices from the API.',
    ],
    ['ты серьёзно делаешь 300 запросов? у нас всё лежит в таблице, считай из базы', 'Я добавил подсчёт через API.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['how did you spot that?? i stared at it for an hour', 'Found it: the cache key ignores the locale.'],
    ['ah donc le staging a un autre index ?? comment c est possible', "L'index de staging diffère de la prod."],
    ['the sdk runs on edge functions?? pensé que era solo node', 'The SDK works in edge functions.'],
    ['that 0.99?? is that real or are we leaking labels', 'Validation AUC is 0.99.'],
    ['total is wrong??\n\nSubtotal 1200\nTax 96\nTotal 1200.96', 'The invoice generator is done.'],
  ])('wondering, asking again or pasting is no correction: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a first clause that only leads into the request after it opens that request', () => {
  const agentText = 'The search screen UI is done.';
  it.each([
    ['ja', '検索履歴を最大10件まで保存して、入力欄フォーカス時に出してください。履歴は必ず端末内だけに保存すること'],
    ['en', 'the wrapper should back off exponentially with jitter, and never retry on 4xx. add unit tests for those cases'],
    ['ru', 'поставь тег hvc1 для hevc, h264 оставь как есть, и добавь в тесты проверку'],
  ])('%s: %s', (_language, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['en', 'never push to main, open a PR', 'I pushed the fix to main.'],
    ['ja', 'いや、そこは Shift_JIS のままにしてください。帳票サーバーが SJIS 前提なので', '帳票テンプレートを UTF-8 に変換しました。'],
  ])('a first clause with its own cue, or a bare no, is no lead-in: %s', (_language, text, agent) => {
    expect(kindAfter(text, agent)).toBe('correction');
  });
});

describe('a "why …?" of what the agent did, then the house’s way told, corrects; a "why" then anything else asks', () => {
  it.each([
    ['why a python UDF? every python udf here needs a security review that takes weeks', 'Added `is_api_created` as a python UDF.'],
    ['¿por qué el IVA en el front? eso siempre lo calcula el backend', 'Calculé el IVA en el front.'],
    ['а почему напрямую через ALTER TABLE? у нас все изменения схемы через Liquibase', 'Добавил колонку через ALTER TABLE.'],
    ['warum ein eigener Logger? wir nehmen überall den aus libs/log', 'Ich habe einen eigenen Logger angelegt.'],
    ['为什么用 System.out 打日志？我们一律走 slf4j', '我用 System.out 打了日志。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['why a python UDF? I thought SQL could do it', 'Added `is_api_created` as a python UDF.'],
    ['why does the reference generator turn dots into dashes? can we not keep them', 'The reference generator slugifies headings.'],
    ['¿por qué luxon y no date-fns? pregunto nomás', 'Usé luxon para las fechas.'],
    ['why a python UDF? the reviewers will ask, that is all', 'Added `is_api_created` as a python UDF.'],
  ])('asks: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"no, I mean X, not Y" puts right what the human asked or asked for', () => {
  const after = (text: string, agentText: string, previousAsked: boolean): string =>
    classifyHumanTurn(text, 'message', { agentChanged: true, agentText, previousAsked }).kind;
  it.each([
    ['no I mean the netbox url, not the token', 'It only reads NETBOX_TOKEN from the environment.'],
    ['nein, ich meinte den Stack vom ISR, nicht vom Task', 'Der Task hat 1024 Wörter Stack.'],
    ['no, me refiero a por qué vuelca en cada curva, no a cómo funciona el rigidbody', 'El Rigidbody calcula la física con la masa.'],
  ])('after the human asked, it asks again: %s', (text, agentText) => {
    expect(after(text, agentText, true)).not.toBe('correction');
  });
  it('after a request the agent misread, it corrects', () => {
    expect(after('no I mean the staging config, not prod. revert prod', 'I updated the prod config.', false)).toBe('correction');
  });
});

describe('a go-ahead given unasked answers the plan the agent reported; a prohibition with its one exception is a rule for good', () => {
  it.each([
    ["looks fine, go ahead with phase 2. don't refactor the plotting code while you're in there", 'Phase 1 is done: all tests pass.'],
    ['Ja, mach das. Und zusätzlich: die anderen drei Reports einzeln erklären', 'Der erste Report ist ein echter Race.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ["ok go ahead with that. don't strengthen orderings unless you can name the reordering you're preventing", 'It should be Release on the store.'],
    ['ok, mach weiter. keine Plugins updaten, es sei denn ich sage es', 'Ich habe die Plugins aktualisiert.'],
    ['vale, sigue. no actualices plugins a menos que te lo pida', 'Actualicé los plugins.'],
    ['ok continue. ne mets pas à jour les plugins sauf si je te le demande', "J'ai mis à jour les plugins."],
    ['pode seguir. não atualiza plugin a não ser que eu peça', 'Atualizei os plugins.'],
    ['ок, продолжай. не обновляй плагины, если я не попрошу', 'Я обновил плагины.'],
    ['好的继续。除非我说，否则别更新插件', '我更新了插件。'],
    ['続けてください。私が言わない限りプラグインは更新しないで', 'プラグインを更新しました。'],
    ['계속하세요. 제가 말하지 않는 한 플러그인 업데이트하지 마세요', '플러그인을 업데이트했습니다.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe("the human's own slip, put right, corrects nothing; the agent's does", () => {
  it.each([
    ['あ、すみません、止めたのは間違いです。続けてください', 'マイグレーションを実行しています。'],
    ['不好意思，误点了停止，继续吧', '正在运行迁移。'],
    ['sorry, hit stop by accident, keep going', 'Running the migration now.'],
    ['perdón, lo paré sin querer, sigue', 'Ejecutando la migración.'],
  ])('%s', (text, agentText) => {
    expect(classifyHumanTurn(text, 'after-refusal', { agentChanged: true, agentText }).kind).not.toBe('correction');
  });
  it('"you accidentally …" is the agent\'s', () => {
    expect(kindAfter("you accidentally deleted my fixtures, don't touch tests/fixtures", 'Cleaned up the test folder.')).toBe('correction');
  });
  // the failure was the human's own doing: what they put back is theirs, not a correction of the agent
  it.each([
    ['いや、それ私がローカルで古い設定を上書きしてたせいだった。戻したら通った', 'チェックが12ファイルで失敗しています。'],
    ['不对，是我本地配置的问题，改回去就好了', '检查在 12 个文件上失败了。'],
    ['нет, мой косяк, у меня локально был старый конфиг, верни как было', 'Проверка падает на 12 файлах.'],
    ['no wait, my bad, that was my local config. revert the checkstyle change', 'The check fails on 12 files, so I relaxed two rules.'],
    ['non, ma faute, c’était ma config locale. remets comme avant', 'La vérification échoue sur 12 fichiers.'],
  ])('the human’s own fault: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a call that takes the human away halts nothing', () => {
  it.each([
    ['стоп, клиент звонит, подожди', 'Запускаю миграцию.'],
    ['moment, der Kunde ruft an', 'Ich starte die Migration.'],
    ['espera, me está llamando el cliente', 'Ejecutando la migración.'],
    ['pera, o cliente tá ligando', 'Rodando a migração.'],
    ['等一下，客户来电话了', '正在运行迁移。'],
    ['ちょっと待って、電話きた', 'マイグレーションを実行中です。'],
    ['잠깐만요 전화 왔어요', '마이그레이션 실행 중입니다.'],
    ['wait, the client is calling', 'Running the migration.'],
    ['잠깐 나 방송 켜야 돼서 30분 뒤에 계속하자', '마이그레이션 실행 중입니다.'],
    ['ちょっと配信始めるので30分後に続けましょう', 'マイグレーションを実行中です。'],
    ['wait, have to start my stream, let’s continue in 30 min', 'Running the migration.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([['잠깐 나 방송 켜야 돼서 30분 뒤에 계속하자'], ['завтра продолжим с зонами для Казахстана'], ['ok 我先下了 明天继续']])(
    'the work put off until the human is back is information: %s',
    (text) => {
      expect(kindAfter(text, 'Running the migration.')).toBe('other');
    },
  );
});

describe('a redirect of the go-ahead names what the agent said; a repository done one way is a rule for good', () => {
  it('"go ahead but use X not Y" of the Y the agent named', () => {
    expect(kindAfterAsking('yep go ahead but use `log/slog` not logrus, we ripped it out', "I'll add logrus for the request logs. Shall I go ahead?")).toBe(
      'correction',
    );
  });
  it('"这个仓库注释统一写中文" inside a request', () => {
    expect(kindAfter('好的 另外注释别写英文 这个仓库注释统一写中文', '已经加好了。')).toBe('correction');
  });
});

describe('what new work is for — "so this does not happen again" — gives no rule', () => {
  it.each([
    ['напиши заметку для MOP, как выставлять mtu, чтобы это больше не повторялось', 'MTU не совпадает.'],
    ['write a short runbook note on the mtu settings so this doesn’t happen again', 'The MTU did not match.'],
    ['schreib eine kurze Notiz zur MTU, damit das nicht wieder passiert', 'Die MTU passte nicht.'],
    ['écris une note sur le MTU pour que ça ne se reproduise plus', 'Le MTU ne correspondait pas.'],
    ['写个 MTU 配置说明，以免再出这种问题', 'MTU 不一致。'],
    ['二度と起きないように、MTU 設定の手順書を書いてください', 'MTU が一致していませんでした。'],
    ['다시는 안 생기게 MTU 설정 문서 좀 써 주세요', 'MTU가 맞지 않았습니다.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a fact of the machine given with the go-ahead puts the plan right', () => {
  it.each([
    ['продолжай, только учти что у нас Delphi 7 — дженериков там нет', 'Я переписал модуль на TList<T>.'],
    ['на хосте, где это будет крутиться, питон 3.6 — f-строки с = там не взлетят', 'Я написал скрипт сравнения.'],
    ['go on, but the server is php 5.4, `??` does not exist there', 'I rewrote the helpers with ??.'],
    ["we're still on Electron 22 because of the win7 clients", 'I bumped Electron to 31.'],
    ['bei uns läuft noch Java 8, das gibt es da nicht', 'Ich habe den neuen HttpClient aus Java 11 genommen.'],
    ['我们还在用 Java 8，没有这个 API', '我用了 Java 11 的 HttpClient。'],
    ['у нас ещё Java 8, такого API нет', 'Я взял HttpClient из Java 11.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('how it is here, for everything, corrects what the agent changed', () => {
  it.each([
    ['vc mudou o arredondamento pra HALF_UP? aqui é HALF_EVEN em tudo. volta', 'Fluxo de devolução pronto; arredondamento agora HALF_UP.'],
    ['¿cambiaste el redondeo a HALF_UP? aquí es HALF_EVEN en todo', 'Listo; el redondeo ahora es HALF_UP.'],
    ['hast du das Runden auf HALF_UP geändert? bei uns ist überall HALF_EVEN', 'Fertig; Rundung jetzt HALF_UP.'],
    ["you changed the rounding to HALF_UP? here it's HALF_EVEN everywhere", 'Done; rounding is now HALF_UP.'],
    ['tu as changé l’arrondi en HALF_UP ? chez nous c’est HALF_EVEN partout', 'Fini ; arrondi en HALF_UP.'],
    ['ты поменял округление на HALF_UP? у нас везде HALF_EVEN', 'Готово, округление теперь HALF_UP.'],
    ['你把舍入改成 HALF_UP 了？我们这边全部是 HALF_EVEN', '完成，舍入改成了 HALF_UP。'],
    ['丸めを HALF_UP に変えました？うちは全部 HALF_EVEN です', '完了しました。丸めは HALF_UP です。'],
    ['반올림을 HALF_UP으로 바꿨어요? 저희는 전부 HALF_EVEN이에요', '완료했습니다. 반올림은 HALF_UP입니다.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a bare "stop" opens the telling of the human\'s own situation, and halts anything else', () => {
  it('before a question it still halts', () => {
    expect(kindAfter('stop. why are you deleting the prod db?', 'Dropping the old tables now.')).toBe('correction');
  });
});

describe('a place in the work is no version of the machine', () => {
  it.each([
    ['wir sind bei Schritt 3, mach weiter', 'Schritt 2 ist fertig.'],
    ['we are on step 3 now, keep going', 'Step 2 is done.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a stop or pause for a meeting, or for a decision made elsewhere, halts nothing and is no request', () => {
  it.each([
    ['hold on, meeting, brb', 'Running the migration.'],
    ['pause please, the PM might change the priorities', 'Running the migration.'],
    ['attends, réunion d’équipe, je reviens', 'Je lance la migration.'],
    ['warte, Besprechung, bin gleich wieder da', 'Ich starte die Migration.'],
    ['espera, reunión con el editor, ya vuelvo', 'Ejecutando la migración.'],
    ['pera, reunião com a editora, já volto', 'Rodando a migração.'],
    ['стоп, совещание, скоро вернусь', 'Запускаю миграцию.'],
    ['ちょっと止めてください、会議です', 'マイグレーションを実行中です。'],
    ['잠깐 멈춰 주세요, 팀장님이 우선순위 바꿀 수도 있대요', '마이그레이션 실행 중입니다.'],
    ['先停一下，开个会，马上回来', '正在运行迁移。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('other');
  });
  it.each([
    ['stop, meeting notes go in docs/ not in the repo root', 'Wrote meeting-notes.md to the repo root.'],
    ['stop, das ist die Produktionsdatenbank, nicht die Testdatenbank', 'Ich lösche die alten Tabellen in der Produktionsdatenbank.'],
  ])('a stop with a reason about the work still corrects: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a judgement after the first sentence, or one or a wish of nothing the agent said, asks for work', () => {
  it.each([
    ['I dont want them installed system wide, point it at ./fonts', 'The subtitle renderer cannot find two typefaces.'],
    ['hacé un script que liste los duplicados por sku, en csv', 'Hay 40 productos con el mismo título.'],
    ['接着做注释，两种结果并排放在一张表里。不一致的标出来', '聚类已经完成。'],
    ['Bau noch einen Export. Die Datumsformate der Quellen sind uneinheitlich, bitte alles auf ISO 8601', 'Die Karte ist fertig.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['that just hides it, the pod is getting OOMKilled', 'I raised the liveness probe timeout to 30s.'],
    ['this is way too complicated, I said no classes. redo it with plain functions', 'I refactored it into three classes.'],
    ['sessionStorage feels overkill for a prototype. fall back to product usage', 'I stored the wizard state in sessionStorage.'],
  ])('beside a cue that speaks of the agent’s work it still corrects: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('what a thing needs or what was used, told, is no rule to the agent', () => {
  it.each([
    ['列出问题清单按严重程度排序，不需要设计师确认的先修', '开票页已经放到测试站。'],
    ['`sjoin` 跟 `overlay` 差在哪？我看你两个都用了', '学历已经抓完。'],
    ['liste les problèmes et corrige ce qui ne demande pas de validation graphique', 'La page est en préproduction.'],
    ['il faut que ça marche aussi pour le site de Lyon, leurs codes ont un tiret en plus', 'Le parsing des emplacements est fait.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['不用问我，直接选推荐的', '要用方案 A 还是方案 B？'],
    ['ne me demande pas à chaque fois, prends l’option recommandée', 'Je prends l’option A ou B ?'],
    ['这些都用 pnpm，别用 npm', '我用 npm install 装好了依赖。'],
  ])('the same words said to the agent still correct: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('"stop, <why>" and "you don\'t <do this>" halt or rule out what the agent does', () => {
  it.each([
    ['stop, that file is generated, the codegen will overwrite it', 'Editing src/api/client.generated.ts.'],
    ['whoa. you don’t deploy. ever. you open the PR and stop there', 'The flag is on; deploying to production now.'],
    ['you never push to main here, open a PR', 'Pushed the fix to main.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['you don’t need to restart it, it reloads by itself', 'Should I restart the server?'],
    ['stop, meeting, brb', 'Running the migration.'],
    ['stop stop', 'Running the migration.'],
  ])('no rule: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('informal spellings are read as standard only in prose', () => {
  it('a code span and a flag keep what was typed', () => {
    expect(classifyCorrectionText('dont run `-u` over the whole suite', 'message')?.rule).toBe("don't run `-u` over the whole suite");
    expect(classifyCorrectionText('never git push -u to main', 'message')?.rule).toBe('never git push -u to main');
  });
  it('"u" in prose still reads as "you"', () => {
    expect(classifyCorrectionText('u should never push to main', 'message')?.rule).toBe('you should never push to main');
  });
});

describe('"again" said of someone else reproaches no one', () => {
  it.each([
    ['o cliente pediu pra trocar a fonte pra Poppins, ele mudou de ideia de novo 🙄', 'Atualizei o tema com a fonte Montserrat.'],
    ['o banco mudou o layout de novo pelo visto', 'O parser lê o extrato novo.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('said of the agent it still reproaches', () => {
    expect(kindAfter('mudou o layout de novo sem eu pedir', 'Mudei o layout da página.')).toBe('correction');
  });
});

describe('"duplicated" and "inconsistent" say a state of things: alone they judge only what the agent made and named', () => {
  it.each([
    ['the payment events still arrive duplicated, same id three times in the topic', 'I added the outbox relay.'],
    ['haz un script que liste los productos duplicados por sku', 'El catálogo ya está importado.'],
    ['zwei Proben heißen nach dem Umbenennen doppelt', 'Die Umbenennung der Proben ist fertig.'],
    ['导入以后有两条记录重复了，订单号都是 8812', '导入脚本已经跑完。'],
    ['공통 텍스처가 두 번들에 중복으로 들어가 있어요. 공용 그룹으로 빼주세요', '번들 빌드가 끝났습니다.'],
    ['merge the two sheets and flag the inconsistent rows', 'Both exports are in data/.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    ['the error messages are inconsistent across commands', 'I rewrote the error messages of every command.'],
    ['各命令的描述风格不一致', '我给每个命令都写了描述。'],
    ['you duplicated the retry helper, we always import it from lib/retry', 'Added a retry helper to the client.'],
  ])('said of what the agent made, or beside another cue, it corrects: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a halt said twice halts what the agent is doing, whatever follows it', () => {
  it.each([
    ['stop stop. a full rebuild takes hours on this box, only rebuild the module you changed', 'Rebuilding every module now.'],
    ['Stop, stop! that table is shared with billing', 'Truncating the events table.'],
    ['生成的文件别手改，改模板再生成', '我直接改了生成的 api_client.dart。'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('an outcry that is all the human wrote beside pasted output is the angry line of a failure report', () => {
  const pasted = '\n```\nError: connect ECONNREFUSED 127.0.0.1:5432\n    at TCPConnectWrap.afterConnect (node:net:1555:16)\n```';
  it.each(['are you kidding me', 'опять', '又來了 == 到底要修幾次', 'c’est pas vrai', 'ugh, seriously?'])('%s', (outcry) => {
    expect(kindAfter(`${outcry}${pasted}`, 'Fixed the connection string.')).not.toBe('correction');
  });
  it('one that names what the agent did still corrects', () => {
    expect(kindAfter(`are you kidding me, you pointed it at the prod database again${pasted}`, 'Fixed the connection string.')).toBe('correction');
  });
});

describe('a wait before a step the human wants first asks for that step', () => {
  it.each([
    ['hold on, before the refactor can you tell me how many places call `listByCustomer`', 'I’ll refactor the repository next.'],
    ['wait, before any of that, back up the config folder', 'Applying the new config now.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('a stop with a rule is still one', () => {
    expect(kindAfter('stop, before the deploy you always run the smoke tests', 'Deploying now.')).toBe('correction');
  });
});

describe('what a machine runs, or what is the project’s past, told, is a fact the agent got wrong', () => {
  it.each([
    ['the lab boxes are on python 3.8', 'I used a `match` statement for the dispatch.'],
    ['their cpanel runs php 7.4, str_contains doesnt exist there', 'I added a `str_contains()` check.'],
    ['thats the old dir, goose reads from `db/migrations` since the monorepo move', 'I added the migration under `migrations/`.'],
  ])('%s', (text, agentText) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['the crash is on windows 11 only', 'I fixed the crash in the settings page.'],
    ['it runs python 3.12 fine but fails on 3.8', 'I fixed the crash in the settings page.'],
    ['the worker process is dead again, same OOM', 'I raised the memory limit.'],
  ])('not where a failure shows: %s', (text, agentText) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a yes that turns away from what the agent did or planned corrects it; one that keeps a part out of the work limits it', () => {
  it.each([
    [
      'I uploaded the first batch and retry each failed upload three times. Shall I go on with the rest?',
      "ok go on. but don't retry the uploads, the gateway charges twice",
    ],
    ['Plan: 1) concatenate the filter values into the SQL 2) add the endpoint. OK to proceed?', 'sí, adelante, pero nada de concatenar, usa parámetros'],
    ['Ich habe die Commit-Nachricht mit Emojis formatiert 🚀. Soll ich pushen?', 'ja, aber keine Emojis in den Commit-Nachrichten'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).toBe('correction');
  });

  it.each([
    ['Plan: 1) regenerate the sprite atlas 2) update the UI textures. OK to proceed?', 'go ahead, but dont touch the sprite atlas'],
    ['새 배치 옆에 정산 스크립트를 따로 만들까요?', '네 그렇게 해 주세요. 기존 배치는 건드리지 말고요'],
    ['I can also open a PR for the retry change. Want me to?', 'no, no PR, I merge it myself'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
});

describe('a "why …?" of what the agent did, then how everything of its kind is done, corrects; then a fact of one thing asks', () => {
  const agentText = "I've put the new route under /api/v1/orders.";
  it('why v1? everything for orders lives in v2 now', () => {
    expect(kindAfter('why v1? everything for orders lives in v2 now', agentText)).toBe('correction');
  });
  it('why v1? the orders route lives in v2 now', () => {
    expect(kindAfter('why v1? the orders route lives in v2 now', agentText)).not.toBe('correction');
  });
});

describe('"do you really need X?" of what the agent took, then what the house has, corrects; asked alone it asks', () => {
  const agentText = 'I added lodash to the dependencies for the deep clone.';
  it.each([
    'do you really need lodash for that? we already have structuredClone, keep the deps small',
    "t'as vraiment besoin de lodash pour ça ? on a déjà structuredClone",
    '¿de verdad necesitas lodash para eso? ya tenemos structuredClone',
    'precisa mesmo de lodash pra isso? a gente já tem structuredClone',
    'brauchst du wirklich lodash dafür? wir haben doch structuredClone',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(['do you really need lodash for that?', 'do you really need lodash for that? just curious'])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"X, not Y" corrects where its sentence names what the agent said or did; of new work that names none of it, it asks for that work', () => {
  it.each([
    ['I ran `npm install` to add the date library.', 'use pnpm here, not npm'],
    ['주문 시간을 GMT로 가정해서 집계했습니다.', '그 컬럼은 GMT 아니고 KST로 들어가 있어요'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['The day/night cycle now drives the sun light and the sky tint.', 'fade the music in with it too. crossfade over 3s, not instant'],
    ['The export job writes one CSV per warehouse.', 'schedule it for 02:00 local time, not midnight'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('"instead of" alone asks for work; with a yes it turns away what the agent did', () => {
  const agentText = 'I set up a cron job for the sync. Want me to add the retry too?';
  it('with a yes', () => {
    expect(kindAfterAsking('yes please add the retry, and instead of the cron job, run it from a queue worker', agentText)).toBe('correction');
  });
  it('alone', () => {
    expect(kindAfterAsking('run it from a queue worker instead of the cron job', agentText)).not.toBe('correction');
  });
});

describe('a "wait" before the human steps away for a call or a meeting halts nothing the agent did', () => {
  it.each([
    ['Running the migration on the server now.', "hold on, phone's ringing"],
    ['Запускаю миграцию на сервере.', 'погоди, звонок от клиента'],
    ['다음으로 알림 테이블을 만들겠습니다.', '잠깐만요 팀장님 전화 와서'],
    ['继续吗？', '等下 我去开个会'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('after the agent says what it builds next, the requirements of that work ask for it; a no, hands off or its own words turned away correct', () => {
  it.each([
    ["Next I'll write the nightly digest mail for the support leads.", "ok. dont include closed tickets older than a week though, they're noise"],
    ['Je vais écrire le module de relance des factures.', 'il faut que tout soit en centimes dans le nouveau module, pas de flottants'],
    ['Ich baue jetzt den Export für die Lieferscheine.', 'Immer wenn ein Feld fehlt, soll eine Zeile ins Fehlerprotokoll, kein Abbruch'],
    ['次は在庫アラートの画面を作ります。', 'はい。アラートには仕入先の電話番号を絶対に出さないでね'],
    ['다음으로 정산 배치를 만들겠습니다.', '반드시 환불 건은 빼고 합계 내주세요'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
  it.each([
    ["Next I'll rebuild all the monthly statements from scratch with the new layout.", 'no no, never rebuild a statement that was already mailed'],
    ['Voy a agregar la tarea al crontab del usuario `deploy` con crontab -e.', 'no toques el crontab de deploy, eso lo maneja infra'],
    ['Vou criar a tabela de eventos no schema public e rodar a migração.', 'aqui tudo de evento fica no schema audit, nunca no public'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).toBe('correction');
  });
});

describe('a no to more work offered on top of what was done declines the offer; a no to the plan put up still turns it away', () => {
  it.each([
    ['The Lisbon import is done. Shall I run the Porto one as well?', 'no, Lisbon is enough for now. finish the tests'],
    ['리스본 가져오기 끝났습니다. 포르투도 바로 진행할까요?', '아니요, 리스본만 하면 돼요'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
  it('after a plan put up', () => {
    expect(kindAfterAsking('no, run it against staging first', 'I will run the import against production now. Shall I proceed?')).toBe('correction');
  });
});

describe('a question put again in the present ("I\'m asking about …") is a question, in every language', () => {
  const agentText = 'I explained that the timeout is read from the environment.';
  it.each([
    "no, I'm asking about the timeout field in the yaml, not the env var",
    'no, pregunto por el campo timeout del yaml, no la variable',
    'nein, ich frag nach dem Feld im yaml, nicht der Variable',
    'non, je demande pour le champ du yaml, pas la variable',
    'いや、環境変数のことじゃなくて、yaml の値が空のときは何が起きるのかって話です',
    '아니요, 환경 변수 말고 yaml 값이 비어 있으면 어떻게 되는지 얘기예요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('question');
  });
  it.each(["no, I'm asking you to use the yaml value", 'no, pregunto por qué usaste la variable si aquí va en el yaml'])('%s still corrects', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a halt with how long it lasts, a pause or a call is a control; one with what to do instead corrects', () => {
  const agentText = "I'm going to run the full suite now.";
  it.each(['hang on, pause', 'wait a sec', 'espera un segundo', 'pera aí, um minuto', 'warte kurz', 'стоп, минутку', '等一下', '待って、電話'])(
    '%s',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
  it.each(['wait, dont run the e2e, only unit', 'espera, no corras los e2e'])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('"never mind what I said about X" takes the human\'s own rule back', () => {
  it.each([
    "never mind what I said about no tabs in the makefile, they're needed there",
    'nevermind the thing i said about no emojis, keep them',
    'forget the node18 thing I told you before, the runner is on 22 now',
    'scrap the v2.1 rule I mentioned, pin whatever is latest',
  ])('%s', (text) => {
    expect(kindAfter(text, 'The build file now uses spaces everywhere.')).not.toBe('correction');
  });
});

describe('the go-ahead the agent asked for, then a "but" that names what its plan named, puts the plan right', () => {
  const agentText = 'Plan: 1) convert the nightly exports to parquet 2) upload them to the archive bucket. Proceed?';
  it.each([
    'go, but keep the exports as csv, the finance team opens them in excel',
    'pode, mas sem parquet, o leitor deles só aceita csv',
    '可以，但是 exports 别转 parquet，财务那边只能开 csv',
  ])('%s', (text) => {
    expect(kindAfterAsking(text, agentText)).toBe('correction');
  });
  it.each([
    'yes, but also upload the weekly exports',
    "ok, but I'm off at five so leave the rest for tomorrow",
    'yes go, but how big will the bucket get?',
    'yes please, and also: a dry-run flag and colored output but only on a tty for the exports',
  ])('%s', (text) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
});

describe('what the agent chose will not run where the project runs: a fact of the machine, in every language', () => {
  const agentText = 'I switched the image resizing to libvips with the sharp package.';
  it.each([
    'en el servidor eso no va a andar, es un VPS viejo. redimensiona en el cliente',
    'no servidor isso nem instala, é um VPS de 256MB. redimensiona no cliente',
    'sur le serveur ton code va planter, c’est du 32 bits. redimensionne côté client',
    'das läuft auf dem Server nicht, der ist 32-bit. skalier im Client',
    'на сервере это не запустится, там 32 бита. ресайзь на клиенте',
    '服务器上这个跑不了，是 32 位的。在客户端缩放',
    '서버에서는 그거 안 돌아가요, 32비트라서. 클라이언트에서 줄여 주세요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it("reported as a failure with its log, it is one: the service won't start on the server now, here's the log: Error: EACCES", () => {
    expect(kindAfter("the service won't start on the server now, here's the log: Error: EACCES", agentText)).toBe('failure-report');
  });
});

describe('"wrong table", "tabla equivocada", "не та таблица": the agent took the wrong thing, in every language', () => {
  const agentText = 'I built the expiry report from the documents table.';
  it.each([
    'wrong table, documents only holds the scans. expiry dates are in certificates',
    'tabla equivocada, documents solo tiene los escaneos. las fechas están en certificates',
    'tabela errada, documents só tem os scans. as datas estão em certificates',
    'mauvaise table, documents n’a que les scans. les dates sont dans certificates',
    'falsche Tabelle, documents hat nur die Scans. die Daten stehen in certificates',
    'не та таблица, в documents только сканы. даты лежат в certificates',
    '테이블 잘못 잡았어요, documents에는 스캔본만 있어요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(['is it the wrong table?', 'the report shows wrong totals for march', 'Validation error: wrong index type on [total]'])(
    '%s is no correction',
    (text) => {
      expect(kindAfter(text, agentText)).not.toBe('correction');
    },
  );
});

describe('where a kind of thing does not go, then where it does: a convention of the house, in every language', () => {
  const agentText = 'I put the mail password in config/mail.py.';
  it.each([
    "passwords don't go in a .py in the repo, they live in the keychain",
    'las contraseñas no van en un .py del repo, viven en el llavero',
    'senha não fica num .py do repo, vai no chaveiro',
    'les mots de passe ne vont pas dans un .py du dépôt, ils sont dans le trousseau',
    'Passwörter gehören nicht in eine .py im Repo, die liegen im Schlüsselbund',
    'пароли не храним в .py в репо, они в связке ключей',
    '密码不能放在仓库的 .py 里，都在钥匙串',
    '비밀번호는 레포 .py에 넣는 거 아니에요, 키체인에 있어요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('a no to what the agent just changed, with a "don\'t", turns it away even where it names none of its words', () => {
  it('いや、…しないで after a change', () => {
    expect(
      kindAfter(
        'いや、ログに日本時間で書かないで。ログは全部UTCで、画面のときだけ日本時間にしてる',
        '記録時刻を日本時間に変換してから保存するようにしました。',
      ),
    ).toBe('correction');
  });
  it('a no before a request for new work asks for it', () => {
    expect(
      kindAfter(
        'いや、それとは別に、ログの画面に検索欄を追加してほしいです。日付とユーザー名で絞り込めるように',
        '記録時刻を日本時間に変換してから保存するようにしました。',
      ),
    ).not.toBe('correction');
  });
});

describe('"and it\'ll always be like that for …", "больше не трогай", "бери всегда": said for good, in every language', () => {
  const agentText = 'I set the report to open a window with the chart at the end.';
  it.each([
    "write it to a png instead, and it'll always be like that for the cron jobs",
    'écris-le en png ; ça sera toujours comme ça pour les tâches cron',
    'escríbelo a png, y va a ser siempre así para los cron',
    'grava em png, e vai ser sempre assim pros cron',
    '改成存 png，定时任务以后都这样',
    'сохрани в png и больше окна не открывай',
    'пиши в png, и так делай всегда для крона',
    'los gráficos van siempre en png al bucket, nada de ventanas',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(["c'est toujours comme ça avec ce build, il plante au démarrage", 'es siempre así con este build, se cae al arrancar'])('%s is no rule', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a question of what the agent did, then what the question needs, asks; "why …?" or "are you sure …?" then the house\'s way tells', () => {
  const agentText = 'I added `retry_after: 30` to the sync config.';
  it.each([
    'is retry_after in seconds there? every other value in that file is in ms',
    '¿retry_after va en segundos? todos los demás valores de ese archivo van en ms',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it.each([
    "t'es sûr pour retry_after ? on est passé au backoff du client l'an dernier, ce réglage est déprécié chez nous",
    'why retry_after? every other value in that file is in ms',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('"this project uses X", said against what the agent reached for, in every language', () => {
  const agentText = "I'll install the dev dependencies with pip install -e . and run pytest.";
  it.each([
    'das Projekt nutzt poetry, steht doch in der pyproject',
    'этот проект на poetry, это же в pyproject написано',
    '这个项目用 poetry 啊，pyproject 里都写着呢',
    'このプロジェクトは poetry です、pyproject に書いてあります',
    '이 프로젝트는 poetry 써요, pyproject에 있잖아요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(['这个项目用什么管理依赖？', 'no dont know yet, ask Priya'])('%s is no correction', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('a no before a prohibition, without a comma: no dont -e, install it plain', () => {
    expect(kindAfter('no dont -e, install it plain', agentText)).toBe('correction');
  });
});

describe('"it\'s not X, …" of what the agent just used, in every language; a fact told in passing beside a yes still tells', () => {
  const agentText = 'I added SSN validation to the tax id field.';
  it.each([
    "it's not SSN, this is the Canadian form, it's the SIN",
    'não é SSN, isto é o formulário do Canadá, é o SIN',
    'no es SSN, esto es el formulario de Canadá, es el SIN',
    "c'est pas le SSN, c'est le formulaire canadien, c'est le SIN",
    'das ist nicht SSN, das ist das kanadische Formular, es ist die SIN',
    'это не SSN, это канадская форма, там SIN',
    'SSN じゃないです、カナダ向けなので SIN です',
    'SSN 아니에요, 캐나다용이라 SIN이에요',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each(['not sure, it depends on the province', 'no es para tanto, seguí'])('%s is no correction', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('yep go ahead. fyi the prod box is still on java 11 so no records', () => {
    expect(kindAfterAsking('yep go ahead. fyi prod is still on java 11 so no records', 'The parser is done. Shall I wire it into the importer?')).toBe(
      'correction',
    );
  });
});

describe('an "only"/"except" right after the yes is a "but" of the plan', () => {
  it.each([
    ['Миграция готова. Накатываю её на прод-кластер, применять?', 'да, применяй. только сначала на стейдж-кластер, прод завтра'],
    ['Plan: 1) add the column 2) backfill it on prod. Proceed?', 'yes, except the backfill runs on staging first'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).toBe('correction');
  });
});

describe('what the agent did, told back to it, in German, Spanish and Russian too', () => {
  const agentText = 'The sign-up pages are done.';
  it.each([
    "wir siezen die Kunden in allen Texten, du hast überall 'du' geschrieben",
    "tratamos de usted en todos los textos, pusiste 'tú' en todas partes",
    'мы везде на «вы», а ты везде написал «ты»',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    'du hast recht, danke',
    '잘하셨네요',
    '오 벌써 다 하셨네요',
    '¿pusiste el IVA?',
    'mail de la cliente (Atelier, fleuriste) : elle veut un bandeau « Vendu »',
  ])('%s is no correction', (text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe("the human's own ticket was wrong; 'if we only …' is no convention", () => {
  it.each([
    ['That says one week rather than 5 days.', "yeah so it's one week, not 5 days, my ticket was wrong. change the calc"],
    ['Eso dice una semana, no 5 días.', 'sí, es una semana, no 5 días, mi ticket estaba mal. cambia el cálculo'],
    ['Shall I update the cost section?', 'yes update the numbers and add a line on what it would cost if we only did the invoices'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfterAsking(text, agentText)).not.toBe('correction');
  });
});

describe("a prohibition told with how everything is done here is the house's rule, not a requirement of other work", () => {
  const agentText = 'The import job and its resolver are done.';
  it.each([
    'bitte keine englischen Log-Meldungen im Importmodul, hier ist alles auf Deutsch',
    'nada de mensajes en inglés en el importador, aquí todo va en español',
    'pas de messages en anglais dans l’import, ici tout est en français',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
});

describe('what has or has not happened, in a failure, is no prohibition or reproach', () => {
  it.each([
    ["J'ai ajouté l'export.", "Le fichier fait 30 Mo et n'a pas été compressé. dossier 2023-0112."],
    ['Pushed the dependency split; the api image is green.', 'CI red again `ImportError: cannot import name x` on the worker image this time'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it("n'ajoute pas de dépendance still tells", () => {
    expect(kindAfter("n'ajoute pas de dépendance, on a déjà jszip", "J'ai ajouté l'export.")).toBe('correction');
  });
});

describe('"why …?" then a statement that ends asking to be confirmed still asks; a rhetorical one tells', () => {
  it.each([
    ['The sync runs every 30s on 40 tablets.', "why every 30s? the counters are 64 bit so we'd never wrap even at 10 min right"],
    ['Je propose de passer par drug_era.', 'pourquoi drug_era ? drug_exposure suffit non'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
  it('"…这是常识吧" tells', () => {
    expect(kindAfter('金额用 float？？？用 decimal，这是常识吧', '金额字段我用了 float。')).toBe('correction');
  });
});

describe('a few words asked after the disbelief are more of it', () => {
  it('are you loading it from a CDN?? on a bank site? we self-host everything', () => {
    expect(
      kindAfter(
        'wait are you loading the font from a CDN?? on a bank site? we self-host everything, no third-party requests',
        'I styled the login page with the Inter font.',
      ),
    ).toBe('correction');
  });
  it('a real question after it still asks', () => {
    expect(kindAfter('wait are you loading the font from a CDN?? how big is it?', 'I styled the login page with the Inter font.')).not.toBe('correction');
  });
});

describe('a request for new work that points back at what the agent just did, with a cue there, corrects that work', () => {
  it.each([
    [
      'I wrapped the SMS client in a retry loop.',
      'next: the opt-out page, with a confirm step. and the retry loop you just added — dont retry there, the gateway already does',
    ],
    ['导出功能做好了，文件名用时间戳。', '好，接下来做批量导入，支持 csv 和 xlsx。另外你刚才把文件名写成时间戳了，不要这样，用订单号'],
    ['CSV出力を追加しました。ヘッダーは英語にしています。', 'ありがとう、次はPDF出力をお願いします。あとさっき追加したCSVのヘッダー、英語はやめて'],
    [
      '알림 배치를 추가했고 로그에 전화번호를 남기도록 했습니다.',
      '좋아요 다음은 월간 리포트 작업이에요 항목은 매출 환불 순이익 세 가지요. 그리고 방금 추가한 로그에 전화번호 남기지 마세요',
    ],
    [
      'He añadido la clave del proveedor en settings.py.',
      'listo. ahora el informe mensual con los mismos filtros. y lo que acabas de meter en settings.py no va ahí, no pongas claves en el código',
    ],
    [
      'Coloquei a senha do banco no settings.py.',
      'beleza, agora o relatório mensal com os mesmos filtros. e o que você colocou no settings.py não pode, nada de senha no código',
    ],
    [
      "J'ai ajouté une tâche cron qui tourne chaque minute.",
      "ok, maintenant l'export PDF des factures. et la tâche que tu viens d'ajouter, ne la lance pas chaque minute",
    ],
    [
      'Ich habe einen Retry um den Client gebaut.',
      'gut, als Nächstes die Monatsübersicht. Und den Retry, den du gerade eingebaut hast, bitte nicht, das macht schon der Client',
    ],
    ['Записал токен в config.py.', 'ок, дальше недельная сводка. и то, что ты только что добавил в config.py, не надо, токены в коде не храним'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['I added the CSV export.', 'the export you added works fine. next: a PDF one with the same columns'],
    ['导出功能做好了。', '你刚才做的导出没问题，接下来做批量导入'],
  ])('pointing back without a cue asks for the next work: after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('a figure is a number said, not a name of code written bare', () => {
  it('the rounding with toFixed(2) is wrong', () => {
    expect(kindAfter('the formatting with toFixed(3) is wrong here, prices have two decimals', 'Prices are printed with toFixed(3).')).toBe('correction');
  });
});

describe('"wait, one more thing" or "wait, before you …: first …" adds a step; it halts nothing the agent did', () => {
  it.each([
    ['Pushing the release branch now.', 'wait one more thing, add a changelog entry too'],
    ['Ich starte jetzt das Deployment.', 'Moment, bevor du deployst: mach erst ein Backup der DB'],
    ['Voy a publicar la versión ahora.', 'espera, una cosa más: añade también el changelog'],
    ['现在开始发布。', '等一下，还有一件事，把 changelog 也加上'],
    ['이제 배포하겠습니다.', '잠깐만요 하나 더, changelog도 추가해 주세요'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe("the human's own earlier rule, taken back, is no correction, in every language", () => {
  it.each([
    ['I said no docker earlier, turns out the box has it now. so use it'],
    ['之前说不要用 redis 那个取消，可以用'],
    ['아까 외부 라이브러리 금지라고 한 거 취소할게요 써도 돼요'],
    ['さっき外部ライブラリ禁止って言った件は取り消しで、使っていいです'],
    ['te dije que no usaras redis, olvídalo, úsalo sin problema'],
    ['eu disse pra não usar redis, esquece, pode usar'],
    ["je t'ai dit de ne pas utiliser redis, oublie, tu peux"],
    ['ich hab vorhin gesagt, kein Redis, vergiss das, nimm es ruhig'],
    ['я до этого сказал, что без redis, отменяю, можно'],
  ])('%s', (text) => {
    expect(kindAfter(text, 'I wrote the cache in memory.')).not.toBe('correction');
  });
});

describe('a question asked again after "I wasn\'t clear" is a question, its "not X" with it', () => {
  it.each([
    ['The worker is started by WorkerPool.', "sorry wasn't clear — which queue does the worker consume, not which pool"],
    ['El informe lo arma ReportService.', 'no me expliqué bien, ¿qué tabla lee el informe? no qué servicio'],
    ['Le rapport est construit par ReportService.', 'je me suis mal exprimé, quelle table lit le rapport, pas quel service'],
    ['报表是 ReportService 生成的。', '我没说清楚，是哪张表，不是哪个服务'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).not.toBe('correction');
  });
});

describe('fr "toujours" before a quoted value is "still", what a result shows', () => {
  it('toujours « vide » sur la page 2', () => {
    expect(kindAfter("toujours 'vide' sur la page 2 😤", "J'ai corrigé la pagination.")).not.toBe('correction');
  });
});

describe('es "nunca lo hemos …" is what the human never did', () => {
  it('nunca lo hemos configurado', () => {
    expect(kindAfter('hay que darlo de alta desde cero, nunca lo hemos configurado en ningún entorno', '¿Ya está configurado el proveedor?')).not.toBe(
      'correction',
    );
  });
});

describe('what the house uses, named bare, corrects where it is not what the agent used', () => {
  const agentText = 'Set up the project with poetry; the tests pass.';
  it.each([
    'あれ、なんでpoetry？うちuvだよね',
    'pourquoi poetry ? on est sur uv',
    'зачем poetry? у нас uv',
    '왜 poetry예요? 우리 uv 써요',
    'porque poetry? aqui é uv',
  ])('%s', (text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it.each([
    ['Set up the project with uv; the tests pass.', 'うちuvだよね、了解です'],
    ['The report page is done.', 'on est sur vercel, prépare une redirection pour /de'],
  ])('not against the agent: after "%s": %s', (agent, text) => {
    expect(kindAfter(text, agent)).not.toBe('correction');
  });
});

describe('what the agent used is also what its calls named', () => {
  const read = (did: string): string =>
    classifyHumanTurn('this runs on the build server, there is no brew there', 'message', {
      agentChanged: true,
      agentText: 'Installing the language packs now.',
      agentWords: `Installing the language packs now.\n${did}`,
    }).kind;
  it('"there is no brew there" after `brew install …` ran', () => {
    expect(read('Bash brew install tesseract-lang')).toBe('correction');
  });
  it('not after calls that named no brew', () => {
    expect(read('Bash apt-get install tesseract-ocr-deu')).not.toBe('correction');
  });
});

describe('what the agent used, said to be impossible for the thing ("can\'t be X")', () => {
  it.each([
    ['I keyed the cache by the session id.', "the cache key can't be the session id, it rotates on every refresh"],
    ['Usé el email como clave del cliente.', 'la clave no puede ser el email, la gente lo cambia'],
    ['Сделал email ключом клиента.', 'ключ не может быть email, его меняют'],
    ['顧客のキーを email にしました。', 'キーはemailじゃダメです、変更されるので'],
    ['고객 키를 email로 했습니다.', '키를 email로 하면 안 돼요, 바뀌거든요'],
    ['我用 email 当了客户主键。', '主键不能是 email，用户会改'],
    ["J'ai pris l'email comme clé client.", "la clé ne peut pas être l'email, les gens le changent"],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).toBe('correction');
  });
  it('of a thing the agent never named it is a requirement', () => {
    expect(kindAfter("the title can't be empty, show an error under the field", 'I added the form for new posts.')).not.toBe('correction');
  });
});

describe('hands kept off something before the agent changed anything since the human spoke limit the work to come', () => {
  const read = (text: string, agentText: string, agentChangedSince: boolean): string =>
    classifyHumanTurn(text, 'message', { agentChanged: true, agentChangedSince, agentText }).kind;
  it.each([
    ["don't touch the legacy export in this one, only the new endpoint", 'I will update the legacy export and the new endpoint.'],
    ['no toques el cobro en esta tarea, solo el informe', 'Voy a cambiar el cobro y el informe.'],
    ['別動舊的 v1 介面，新的都放到 v2', '我準備在 v1 介面加上新欄位。'],
    ['ne touche pas à la facturation dans cette tâche, seulement l’écran', 'Je vais modifier la facturation puis l’écran.'],
  ])('%s', (text, agentText) => {
    expect(read(text, agentText, false)).not.toBe('correction');
    expect(read(text, agentText, true)).toBe('correction');
  });
});

describe('a weak cue after the agent only talked since the human asked for work plans the work to come', () => {
  const read = (agentChangedSince: boolean, previousAsked: boolean): string =>
    classifyHumanTurn('ok, but please avoid console.log in the importer, use the logger', 'message', {
      agentChanged: true,
      agentChangedSince,
      previousAsked,
      agentText: 'The import now skips rows without an email.',
    }).kind;
  it('after a change since the human spoke it corrects', () => {
    expect(read(true, false)).toBe('correction');
  });
  it('after talk only it plans', () => {
    expect(read(false, false)).not.toBe('correction');
  });
  it("after talk that answered the human's own question, the agent's earlier work is what it is about", () => {
    expect(read(false, true)).toBe('correction');
  });
});

describe("after the agent answered the human's question in words, a limit is of the work the answer leads to", () => {
  const read = (text: string, agentText: string): string =>
    classifyHumanTurn(text, 'message', { agentChanged: true, agentChangedSince: false, previousAsked: true, agentText }).kind;
  it.each([
    [
      "ok then merge the two statuses, but don't change what we send to the partner API",
      'Only the partner sync sets AWAITING_REVIEW; the rest treats both alike.',
    ],
    ['entonces júntalos, pero no toques lo que recibe el proveedor', 'Solo la sincronización con el proveedor usa EN_REVISION.'],
    ['那就两个都做，不要改旧的接口', '目前只有旧接口在发这个通知。'],
    ['그럼 둘 다 해 주세요, 기존 API는 건드리지 마세요', '지금은 기존 API만 알림을 보냅니다.'],
  ])('%s', (text, agentText) => {
    expect(read(text, agentText)).not.toBe('correction');
  });
  it('a rule for every time still corrects', () => {
    expect(read('the prod db is read-only, never write to it', 'The nightly job writes its totals to the prod db.')).toBe('correction');
  });
});

describe('a turn that opens by saying it is a question asks', () => {
  it.each([
    ['I used findOrCreate in the importer.', 'quick question, why findOrCreate there and not upsert'],
    ['Usé findOrCreate en el importador.', 'una pregunta, por qué findOrCreate ahí y no upsert'],
    ['Ich habe findOrCreate im Import benutzt.', 'kurze Frage: warum findOrCreate und nicht upsert'],
    ['我在导入里用了 findOrCreate。', '问一下，为什么用 findOrCreate 不用 upsert'],
  ])('after "%s": %s', (agentText, text) => {
    expect(kindAfter(text, agentText)).toBe('question');
  });
});

describe('the same failure again, over pasted output, reports it', () => {
  const pasted = '\n```\nParseException: First segment is not MSH\n```';
  it.each(['otra vez lo mismo', 'de novo a mesma coisa', 'encore la même erreur', 'schon wieder dasselbe', 'опять то же самое', '又是一样的错'])(
    '%s',
    (words) => {
      expect(kindAfter(`${words}${pasted}`, 'I fixed the newline handling in the listener.')).toBe('failure-report');
    },
  );
  it('"otra vez con lo mismo" said to the agent still corrects', () => {
    expect(kindAfter('otra vez con lo mismo, saca los console.log', 'Agregué console.log en el servicio.')).toBe('correction');
  });
});

describe('what the agent said and did is joined at most once a turn, and only when a rule asks', () => {
  it('a turn that needs it several times asks once', () => {
    let asked = 0;
    const agentWords = (): string => {
      asked++;
      return 'Installing the language packs now.\nBash brew install tesseract-lang';
    };
    classifyHumanTurn("this runs on the build server, there is no brew there, don't use it", 'message', {
      agentChanged: true,
      agentText: 'Installing the language packs now.',
      agentWords,
    });
    expect(asked).toBe(1);
  });
  it('a turn without a cue never asks', () => {
    let asked = 0;
    classifyHumanTurn('thanks, looks good', 'message', { agentChanged: true, agentText: 'Done.', agentWords: () => String(++asked) });
    expect(asked).toBe(0);
  });
});
