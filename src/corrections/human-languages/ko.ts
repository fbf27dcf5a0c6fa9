/** Korean: cues, clause classes and failure reports (see types.ts). Endings attach to words: phrases match where they stand. */
import {
  absentCue,
  anyPhrase,
  CODE_TERM,
  DATABASE_ENGINES,
  eyeRollCue,
  leadingRun,
  LETTER,
  namedStateCue,
  notAfter,
  OPERATING_SYSTEMS,
  phraseAtStart,
  stateCue,
  houseUsesCue,
  notWhatTheAgentUsedCue,
} from './patterns.js';
import { lazyLanguage } from '../lazy-language.js';

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?:만약|만일)`;
/** Hangul syllables that end in ㄴ: the past adnominal of a verb ("고친", "바꾼", "끝난"). */
const ENDS_IN_N = Array.from({ length: 399 }, (_, index) => String.fromCharCode(0xac00 + 28 * index + 4)).join('');
/** Hangul syllables that end in ㄹ: the future adnominal of a verb ("쓸", "고를", "할"). */
const ENDS_IN_L = Array.from({ length: 399 }, (_, index) => String.fromCharCode(0xac00 + 28 * index + 8)).join('');
/** "그 다음엔", "고친 다음엔": after that step of the work, not "next time". */
const NOT_AFTER_A_STEP = `(?<!(?:그|[${ENDS_IN_N}])\\s?)`;
const CONDITION_GAP = String.raw`[^.,!?]{0,20}`;

export const ko = lazyLanguage({ id: 'ko', name: 'Korean', script: /\p{Script=Hangul}/u }, () => ({
  cues: () => [
    eyeRollCue(),
    // 코드 속 이름은 이것이지 저것이 아니다: "bundle id는 com.example.app이에요, com.example.ios 아니고요"
    // 에이전트가 고른 게 프로젝트가 도는 곳에서는 안 돌아감: "서버에서는 그거 안 돌아가요"
    // 어떤 건 어디에 두는 게 아님: "토큰은 DB에 넣는 거 아니에요, 키체인에 있어요"
    {
      id: 'convention',
      pattern: /(?:에|에는|엔)\s*(?:넣는|두는|올리는|저장하는)\s*(?:거|게)\s*아니(?:에요|야|죠|거든요|고)/u,
      confidence: 0.75,
      explicit: true,
    },
    // 프로젝트가 쓰는 걸 사실로 말함: "이 프로젝트는 poetry 써요"
    {
      id: 'convention',
      pattern: /(?:이|우리)\s*(?:프로젝트|레포|저장소)(?:는|은|에서는)\s*[A-Za-z][\w.+-]*\s*(?:써요|씁니다|쓰고|써|사용해요|사용합니다|이에요|예요|기반)/u,
      confidence: 0.75,
      explicit: true,
    },
    // 에이전트의 X가 아님: "CPF 아니에요, NIF예요"
    houseUsesCue(
      /우리(?:는|도|\s*팀은|\s*회사는)?\s*(?<named>[A-Za-z][\w.+@/-]*)\s*(?:을|를)?\s*(?:써요|씁니다|사용해요|사용합니다|쓰는데요?|쓰잖아요|이에요|예요|입니다)/u,
    ),
    notWhatTheAgentUsedCue(/`?(?<replaced>[A-Za-z][\w@./+-]+)\s*(?:이면|면|로\s*하면|으로\s*하면)\s*안\s*(?:돼|되|됩)/u),
    notWhatTheAgentUsedCue(/^(?<replaced>[^\s,.]{2,20}?)\s*(?:아니에요|아니고|아닙니다|아니야|이\s*아니라|가\s*아니라)\s*[,.]?/u),
    {
      id: 'machine',
      pattern:
        /(?:서버|운영|거기|실기기|CI|빌드\s*서버)(?:에서는?|선|에선)\s*[^.!?\n]{0,16}?(?:안\s*돌아(?:가요|가|요)?|안\s*돌아가|작동\s*안|안\s*깔려|설치\s*안\s*돼|안\s*떠요|빌드\s*안\s*돼)/u,
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`${CODE_TERM}\s*(?:이에요|예요|입니다|이고|고)?\s*[,，]?\s*${CODE_TERM}\s*(?:아니|말고)`, 'iu'),
      confidence: 0.7,
    },
    // 운영 DB의 엔진: "운영 DB는 MySQL 5.7이에요"
    {
      id: 'machine',
      pattern: new RegExp(String.raw`(?:운영|프로덕션|프로드)\s*(?:DB|db|디비|데이터베이스)\s*(?:는|은)\s*${DATABASE_ENGINES}`, 'iu'),
      confidence: 0.7,
    },
    // 이제 전부 거기: "이제 전부 stage2에 있어요"
    {
      id: 'convention',
      pattern: /이제\s*(?:전부|다|모두)\s*[^.!?\n]{0,20}?(?:에\s*있어|에서\s*돌아|로\s*옮겼|로\s*넘어갔)/u,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // 준 문서에 있다: "붙여 드린 규칙에 있잖아요"
    {
      id: 'told-you',
      pattern: /(?:붙여\s?준|보내\s?준|붙여\s?드린|보내\s?드린|공유한)\s?[^.?？]{0,10}에\s?(?:있|써\s?있|적혀\s?있)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // 전에도 같은 걸 했다: "지난번에도 DataAsset 잡으시던데", "아까도 그러셨잖아요"
    {
      id: 'reproach',
      pattern: /(?:지난번|저번|아까|전에)(?:에)?도\s*[^.!?\n]{0,40}?(?:던데|더니|셨잖아|했잖아|었잖아|았잖아|그러셨|그랬)/u,
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: /(?:건|것은)\s*(?:수정|해결)이\s*아니|(?:숨기는|가리는|덮는)\s*(?:거|것)(?:예요|에요|이에요|일\s*뿐|밖에)/u,
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    { id: 'standing', pattern: /다시는\s*(?:이런|그런)\s*일\s*(?:없|안\s*생기)/u, confidence: 0.85, explicit: true, standingRule: true, addressesAgent: true },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    { id: 'reproach', pattern: /(?:다시는|두\s*번\s*다시)\s*(?:보고\s*싶지\s*않|안\s*보고\s*싶)/u, confidence: 0.8, addressesAgent: true },
    // "저희 DB 오라클이에요": 우리 쪽 사실
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: /(?:그거|그건|그것)\s*(?:이미|예전에|작년에)?\s*(?:없앴|뺐|폐기했|안\s*쓰기로\s*했)/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: /(?:그건|이건|그거|이거|저건)\s*[^,.!?]{1,20}?\s*문법(?:이에요|이야|입니다|이잖아요|이잖아)/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: /(?:저희|우리)\s*(?:DB|디비|서버|환경|데이터베이스)(?:는|가)?\s*[A-Za-z가-힣]+(?:이에요|예요|임|입니다|이야)/iu,
      confidence: 0.7,
    },
    // 정한 규칙: "정해 두자: 날짜는 전부 ISO"
    { id: 'standing', pattern: /(?:정해\s*두자|약속하자|규칙으로\s*하자)/u, confidence: 0.8, explicit: true, standingRule: true },
    // 했던 말, 되묻기: "싱글톤 체크 넣으라고 했던 거 기억 안 나세요?"
    // 저희는 전부…: "저희는 전부 HALF_EVEN이에요", "우리는 다 UTC 써요"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:저희|우리)(?:는|팀은)\\s*(?:전부|어디서나|일괄)\\s'], 'iu'),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: /(?:라고|하라고|으라고)\s*했던\s*(?:거|것)\s*기억\s*(?:안|못)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // 알고 있을 것을 되묻는다: "키가 로그에 찍히는 거 알지?", "빌드하면 다 덮어써지는 거 아시죠?"
    {
      id: 'told-you',
      pattern: /(?:거|것|걸)\s?(?:알지|아시죠|알죠|알잖아요?|아시잖아요)(?![가-힣])/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // "0으로 채우면 안 되죠": 그렇게 하면 안 된다
    { id: 'dont', pattern: /(?:으면|면)\s*안\s*되(?:죠|지|잖아요?|는데요?)/u, confidence: 0.75, addressesAgent: true },
    // 에이전트의 버릇을 묻는다: "왜 매번 릴리스 빌드를 해?"
    { id: 'reproach', pattern: /왜\s*매번/u, confidence: 0.75, inQuestion: true, addressesAgent: true },
    // 에이전트가 만든 게 이미 있다: "fetch 래퍼 이미 lib/http에 있잖아"
    { id: 'already-have', pattern: /이미\s*[^.!?]{0,20}?(?<!고\s?)(?:있어(?!서)|있잖아|있는데|있어요|있습니다)/u, confidence: 0.75 },
    // 장비나 프로젝트의 사실: "운영 서버가 RHEL 8에 파이썬 3.9라서요", "외부망이 막혀 있어요"
    {
      id: 'machine',
      pattern:
        /(?:서버|장비|머신|환경|빌드\s*서버|개발\s*서버|운영)(?:가|는|이|은)\s*[^.!?]{0,20}?(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel|우분투|노드|파이썬|자바|윈도우|센토스)\s*v?\d|(?:인터넷|외부\s*망|외부망)(?:이|은|는)?\s*(?:안\s*돼|없|막혀)|(?:^|\s)(?:저|제\s*거|이거|여기|(?:이|그|운영|빌드)\s*서버(?:는|가)?)\s*(?:M\d\s*)?(?:맥북|맥|윈도우|리눅스)(?:이에요|예요|임|이야|인데|입니다|이라(?:서)?)/iu,
      confidence: 0.7,
    },
    // 에이전트가 도구가 만드는 파일을 고쳤다: "CHANGELOG는 릴리스 때 자동 생성돼요"
    {
      id: 'generated',
      pattern:
        /(?:때마다|매번)[^.!?\n]{0,15}덮어(?:써|쓰|씌)|(?:서브모듈|submodule)\s*(?:이에요|이라서|입니다|이니까|예요)|자동\s*생성|생성(?:되는|된)\s*(?:파일|거|것|코드)/iu,
      confidence: 0.75,
    },
    // 에이전트가 바꾼 게 의도된 것: "타임아웃 90초는 일부러 그런 거예요", "그 반올림은 이유가 있어서 넣은 거야"
    { id: 'on-purpose', pattern: /일부러|의도적으로|의도된\s*(?:거|것|동작)|이유가\s*있어서|이유가\s*있는\s*(?:거|것)/iu, confidence: 0.75 },
    // irony: praise with 🙃 or 🙄, a laugh before praise ("다 지우셨네요 ㅋㅋ 대단하다")
    {
      id: 'irony',
      pattern: /뭐가\s*(?:문제|잘못)(?:겠어|겠어요|일까|일까요)[?？]\s*(?:🙃|🙄|ㅋ+)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      inQuestion: true,
    },
    {
      id: 'irony',
      pattern:
        /(?:대단하|천재|훌륭하|최고|잘\s*하셨|잘했|멋지)[^.!?\n]{0,40}?(?:🙃|🙄|😅|🤦|🤡)|ㅋㅋ+\s*(?:대단하|천재|훌륭하|멋지)|^(?:와+\s*|오+\s*)?(?:대단하네요|대단하다|최고네요|최고다|훌륭하네요|멋지네요)[,.!\s]*(?:또\s|하나\s*더|(?:두|세|네)\s*번째)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // a prohibition told on, from someone: "문자열로 넣으면 안 된대요"
    { id: 'dont', pattern: anyPhrase(['(?:으면|면) 안 ?(?:된대요|된대|된다고|된답니다)']), confidence: 0.8 },
    // "저희 원칙이에요", "우리 규칙이에요": the house rule named
    {
      id: 'convention',
      pattern: anyPhrase(['(?:저희|우리)(?: 팀)?(?:의)? (?:원칙|규칙|룰)(?:이에요|입니다|이야|예요|임)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "하면 안 되는 거 알죠?": a prohibition asked back
    { id: 'dont', pattern: anyPhrase(['(?:으면|면) 안 ?되는 거 (?:알죠|아시죠|알지|알잖아)']), confidence: 0.8, inQuestion: true, addressesAgent: true },
    // "jose 왜 추가함??": why the agent added it, beside what is already there
    {
      id: 'why-you',
      pattern: anyPhrase(['왜 (?:\\S+ )?(?:추가|설치|변경|삭제)(?:함|했어|했어요|하셨어요|했냐|한 거예요)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "테스트에서 실제 API를 호출하면 어떡해요": what the agent did, reproached
    { id: 'reproach', pattern: anyPhrase(['(?:으면|면) (?:어떡해|어떻게 해)(?:요)?(?:[?？!.]|$|\\s)']), confidence: 0.8, addressesAgent: true },
    // what the house moved to, where its truth is kept, what the rest does: "지난달에 v2로 옮겼어요", "기준은 openapi.yaml",
    // "나머지는 다 config에서 읽어요"
    {
      id: 'convention',
      pattern: anyPhrase([
        '(?:으로|로) (?:옮겼|바꿨|넘어갔|이전했|마이그레이션했|갈아탔)',
        '(?:을|를) 기준으로 (?:해|하세요|해요|해 주세요)',
        // (not "나머지는 다 괜찮아요": what the rest does, not how it is)
        '나머지(?:는|도) (?:다|전부|모두) [^?!。]{0,30}?(?:써요|씁니다|읽어요|읽습니다|사용해요|사용합니다|에서 읽|을 써|를 써)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // for a kind of case, every time: "이런 경우엔 항상 warning"
    { id: 'always-never', pattern: anyPhrase(['이런 (?:경우|건)(?:에는|엔|는)? ?(?:항상|무조건|절대)']), confidence: 0.8, explicit: true, everyTime: true },
    // a principle of the team: "우리 팀은 의존성 최소화가 원칙이라"
    { id: 'convention', pattern: anyPhrase(['우리(?: ?팀)?(?:은|는) [^.?!]{0,30}원칙']), confidence: 0.75, explicit: true, standingRule: true },
    // how it is done here, said as such: "우리는 이렇게 해요", "팀 관례예요"
    {
      id: 'convention',
      pattern: anyPhrase([
        '우리(?:는| 팀은) (?:항상 )?이렇게 (?:해요|합니다|해)',
        '(?:팀|우리) (?:관례|규칙|컨벤션)(?:이에요|예요|입니다|이라)',
        // "… 이런 식으로. 컨벤션임": it is the convention, said alone
        '(?:^|[.!。\\s])(?:컨벤션|관례|규칙|룰)(?:임|이에요|예요|입니다|이야|이거든요?)(?=[.!。~\\s]|$)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // the same mistake again, counted: "벌써 두 번째예요", "두 번이나"
    { id: 'reproach', pattern: anyPhrase(['벌써 ?두 ?번째(?:예요|에요|야|입니다)?']), confidence: 0.8, addressesAgent: true },
    // the agent's manner: "사과는 그만", "뭘 바꿨는지만 말해"
    { id: 'complaint', pattern: anyPhrase(['사과는? ?(?:그만|하지 ?마)', '뭘 ?바꿨는지만']), confidence: 0.75, addressesAgent: true, notInFailure: true },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyPhrase(['(?:레포|저장소|프로젝트)의?\\s?(?:다른|나머지)\\s?(?:부분|파일|코드)(?:이랑|과|와)\\s?(?:똑같이|같이|동일하게)'], 'iu'),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyPhrase(['인터넷(?:이|에)\\s?(?:안\\s?(?:돼|되|됩니다)|연결\\s?안|접속\\s?(?:안|못))', '폐쇄망'], 'iu'),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    // how names are written, for all of them: "파일명은 kebab-case로 통일", "상수는 전부 대문자 스네이크 케이스로"
    {
      id: 'convention',
      pattern: anyPhrase([
        '(?:케이스|case)로\\s?(?:통일|맞춰)',
        '전부\\s?(?:[^\\s.!?]{1,12}\\s)?(?:스네이크|카멜|케밥|파스칼|snake|camel|kebab|pascal)[_ -]?(?:케이스|case)로',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a command that opens a window on this machine, where nobody sees it: "여기서 open 하면 창이 떠요, 다른 방법으로"
    {
      id: 'machine',
      pattern: anyPhrase([
        '(?:여기서|여기선|이\\s?(?:서버|PC|피씨|컴퓨터|머신)에서)[^.!?\\n]{0,30}?(?:창|윈도우|GUI|브라우저|에디터)(?:이|가)\\s?(?:떠|뜨|뜹|열려|열리|열립)',
      ]),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'standing',
      pattern: anyPhrase(['기억해\\s?(?:두세요|둬|주세요)', '(?:앞으로|다음부터)\\s?(?:주의|조심)해'], 'iu'),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyPhrase(['(?:세|네|다섯)\\s?번째(?:예요|에요|입니다|야|잖아)'], 'iu'),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // where a kind of code goes and only there: "code goes only between the USER CODE markers", "gehört ausschließlich zwischen …"
    {
      id: 'convention',
      pattern: anyPhrase(['에만\\s*(?:넣|둬|두|써|작성)'], 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyPhrase(['이\\s?(?:프로젝트|저장소|레포|앱)(?:는|은)\\s*[^.?!]{1,30}?(?:을|를)\\s*(?:써요|씁니다|사용해요|사용합니다|사용하고|쓰고)'], 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "저희는 브랜치 이름을 PLAT-<ticket>/… 으로 해요", "네이밍 규칙"
    {
      id: 'convention',
      pattern: anyPhrase(
        [
          '(?:저희|우리)(?:는|\\s?팀은|\\s?팀에서는|\\s?회사는)?\\s*[^.?!]{0,20}?이름(?:은|을)\\s*[^.?!]{0,30}?(?:으로|로|형식으로)\\s*(?:해요|합니다|지어요|짓습니다|써요|씁니다|맞춰요)',
          '(?:네이밍|명명)\\s*(?:규칙|컨벤션|규칙은)',
          '(?:커밋\\s*메시지|브랜치\\s*이름)\\s*(?:형식|규칙|포맷)(?:은|는)',
        ],
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the human's machine the agent assumed wrong: "저는 윈도우라서", "여기엔 그 명령이 없어요"
    {
      id: 'machine',
      pattern: anyPhrase(
        [
          `(?:${OPERATING_SYSTEMS}|윈도우|윈도|맥북|맥|리눅스|우분투)\\s*(?:라서|이라서|환경이라|환경이에요|환경입니다|를\\s*써요|를\\s*쓰고|를\\s*사용)`,
          '(?:여기|제\\s*(?:컴퓨터|PC|맥|노트북|환경))(?:에서는|엔|에는|에선)\\s*[^.!?。]{0,20}?(?:없어|없습니다|없네요|안\\s*돼|설치(?:가)?\\s*안)',
        ],
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'told-you',
      pattern: anyPhrase([
        '말했잖아',
        // "지난번에도 말했는데 …", "저번에도 얘기했는데": said before, said again
        '(?:지난번|저번|지난주|예전)(?:에)?도\\s?(?:말했|얘기했|말씀드렸)',
        '누가 [^.?？]{0,20}(?:하래요|하래|하라고 했|그러던가요|그랬어요)',
        '누가 ?(?:해 ?달래|해 ?달랬|시켰)',
        '시킨 (?:것|거)만 해',
        '얘기했잖아',
        '말했지',
        '몇 ?번(?:을)? 말해',
        '말씀드렸',
        // "영어로 쓰라고 했잖아", "pnpm 쓰라고 했는데": what was said to do
        '(?:라고|하라고)\\s?(?:했|말했|얘기했)(?:잖|는데|을 텐데|지|던데|죠)',
        // "swr로 하자고 했잖아요": what was proposed together
        '자고\\s?(?:했|말했|얘기했)(?:잖|는데|지|죠)',
        // "직접 쓰지 말라니까요", "staging으로 하라니까": what was said to do, insisted on
        '(?:말라|하라|으라)니까',
        // "스테이징에서 먼저 보기로 했잖아요", "붙여준 규칙 읽었어요?": what was agreed
        '기로\\s?(?:했|정했|약속했|합의했)(?:잖|는데|던|지\\s?않)',
        '(?:붙여\\s?준|보내\\s?준|공유한|올려\\s?준)\\s(?:규칙|룰|가이드|문서)[^.?？]{0,6}(?:읽었|봤)(?:어요|어|나요|니)?\\s?[?？]',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
      inQuestion: true,
    },
    {
      id: 'standing',
      pattern: anyPhrase([
        // (not a span of time ahead: "앞으로 2주 일정", "앞으로 한 달 동안")
        '앞으로(?:는|도)?(?!\\s*(?:\\d+|한|두|세|네|몇)\\s*(?:주|달|개월|일|시간|년|분기))',
        '다음부터(?:는)?',
        '담부터(?:는)?',
        '다음번(?:에)?',
        `${NOT_AFTER_A_STEP}다음에는`,
        `${NOT_AFTER_A_STEP}다음엔`,
        '담엔',
        '이제부터',
        '매번',
        '기억해',
        '명심해',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyPhrase([
        '묻지 ?(?:말고|마)',
        '물어보지 ?(?:말고|마)',
        '확인(?:하지|받지) ?(?:말고|마)',
        '허락(?:을)? 구하지',
        '추천(?:하는|된)? (?:걸|것을|옵션을?) (?:골라|선택해)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: phraseAtStart(['(?:아니(?:요|야)?|아뇨|틀렸어)[,.!\\s]+\\S']), confidence: 0.85, answers: true },
    // 에이전트가 방금 쓴 것이 여기 없다: "서버에 docker 없어요", "redis 안 써요" (직전 발언에 있는 말만, 질문에 대한 답은 제외)
    absentCue(/`?(?<replaced>[A-Za-z][\w@./+-]+)\s*(?:은|는|이|가)?\s*(?:없어|없어요|없습니다|없음|안\s*써요?|안\s*씁니다|안\s*깔려)/u),
    // "moment 말고 date-fns", "jest가 아니라 vitest": what the agent used, then what to use (not "X 말고 Y도 같이": Y as well)
    {
      id: 'x-not-y',
      pattern: anyPhrase(['(?<replaced>[\\w@./`-]+)`?\\s?말고(?![^,.!?。]{0,30}?(?:도|까지)\\s*(?:같이|함께|추가|넣어|보여|줘|해))']),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "그거 말고 …": not that — what the agent just said or did
    { id: 'x-not-y', pattern: phraseAtStart(['(?<replaced>그거|그건|그것|이거|저거)\\s?말고']), confidence: 0.85, redirect: true, answers: true },
    { id: 'x-not-y', pattern: anyPhrase(['(?<replaced>[\\w@./`-]+)`?(?:이|가)?\\s?아니(?:라|고)']), confidence: 0.85, redirect: true, answers: true },
    {
      id: 'x-not-y',
      pattern: anyPhrase(['\\S{1,40} 말고 (?![^,.!?。]{0,30}?(?:도|까지)\\s*(?:같이|함께|추가|넣어|보여|줘|해))', '(?<=\\S\\s?)(?<![.!?。]\\s?)대신(?:에)?']),
      confidence: 0.85,
      answers: true,
    },
    {
      id: 'always-never',
      pattern: anyPhrase(['절대(?:로)?', '항상', '언제나', '반드시', '무조건', '두 ?번 ?다시']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'dont',
      pattern: anyPhrase([
        '지 ?(?:마|말고|말아|마세요|마라|말아요)(?![가-힣])',
        // "넣지 말아 주세요", "하지 말아줘"
        '지 ?말아 ?(?:주세요|줘|주시고|주십시오)',
        '지 ?말 ?것',
        '금지',
        // ".env는 커밋 안 해요": what is not done here
        '(?:커밋|푸시)\\s?(?:안\\s?(?:해요|함|합니다|해(?![가-힣]))|하지 않(?:습니다|아요|음))(?!\\s?[?？])',
      ]),
      confidence: 0.8,
    },
    // "tenacity는 설치할 필요 없어요", "테스트 안 해도 돼": no need
    {
      id: 'no-need',
      pattern: anyPhrase([
        '필요\\s?(?:없어|없음|없습니다|없어요|없다|없고|없는데|없으니)',
        '안\\s?(?:해도|써도|넣어도|만들어도|추가해도|설치해도|돌려도)\\s?(?:돼|됩니다|돼요|됨|된다)',
        '(?:하지|쓰지|넣지|만들지)\\s?않아도\\s?(?:돼|됩니다|돼요|됨)',
      ]),
      confidence: 0.75,
    },
    // "Retry로 충분해요": X is enough; "서버 컴포넌트로 두면 되잖아요": it could simply be
    { id: 'suggest', pattern: anyPhrase(['(?:로|으로|만으로(?:도)?|면|으면)\\s?충분']), confidence: 0.65 },
    { id: 'suggest', pattern: anyPhrase(['(?:면|으면)\\s?되잖아']), confidence: 0.7, inQuestion: true, addressesAgent: true },
    { id: 'must-not', pattern: anyPhrase(['(?:면|으면)\\s?안\\s?(?:돼|됨|됩니다|된다|되고)']), confidence: 0.8 },
    {
      id: 'verify-first',
      pattern: anyPhrase([
        '(?:말하기|보고하기)\\s?전에',
        '(?:됐다고|고쳤다고|끝났다고|완료했다고|된다고)\\s?(?:하기|말하기|보고하기)?\\s?전에',
        '(?:직접|먼저)\\s?(?:확인|테스트|돌려\\s?보)(?:하)?고\\s?(?:말해|얘기해|보고해)',
      ]),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    { id: 'stop', pattern: anyPhrase(['그만(?:해|하세요|둬)']), confidence: 0.8 },
    // 에이전트가 다른 걸 잡음: "테이블 잘못 잡았어요, 인증서는 crew_cert에 있어요"
    {
      id: 'wrong',
      pattern:
        /(?:테이블|파일|폴더|브랜치|컬럼|레포|DB|디비|엔드포인트|환경|서버|버전|경로|필드|스키마|포트|포맷|메서드|프로젝트|시트|계정|리전|템플릿|모듈|패키지)\s*(?:을|를|이|가)?\s*잘못\s*(?:잡|골랐|고르|썼|쓰|봤|보|넣|건드)|잘못된\s*(?:테이블|파일|폴더|브랜치|컬럼|레포|DB|디비|엔드포인트|환경|서버|버전|경로|필드|스키마|포트|포맷|프로젝트|시트|계정|리전)(?:을|를|이에요|입니다|이네요|예요)/u,
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    {
      id: 'wrong',
      pattern: anyPhrase(['틀렸(?!다고|다는)', '잘못(?:됐|되었|했)(?!다고|다는)', '아니잖아', '그게 아니']),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // 요청한 적 없어요: the agent did what no one asked; 원래대로: take it back; 먼저 물어봐: ask first
    {
      id: 'unasked',
      pattern: anyPhrase([
        '(?:요청|부탁)(?:한|드린) 적 ?(?:없|이 없)',
        '(?:요청|부탁)(?:하지|드리지) 않았',
        '시키지 않은',
        '안 시킨',
        '시킨 적 ?없',
        '누가 \\S+(?:라고|하라고) 했',
        // "clustering 누가 하래요?": who told you to
        '누가\\s?(?:\\S+\\s?)?(?:하래|하라고\\s?했|시켰)',
        // "왜 마음대로 의존성 추가했어": on its own (not "마음대로 해", which leaves it to the agent)
        '(?:마음대로|맘대로|멋대로|임의로)\\s?[^.?!]{0,20}(?:었|았|했|꿨|웠|썼)',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyPhrase([
        '원래대로',
        '되돌려',
        '롤백해',
        '원복',
        '(?:원래|예전|이전|전)처럼',
        // "추가한 패키지 지워 줘": what the agent added
        '(?:추가한|넣은|만든|설치한|생성한)\\s?[^.?!]{0,15}?(?:지워|삭제해|빼|제거해)',
        // "remove that" said of what the agent just added
        '(?:그거|이거|그것|이것)(?:는|은|을|를)?\\s*(?:빼|지워|삭제해|제거해|없애)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    // "그대로 둬": leave it as it was
    { id: 'keep-as-is', pattern: anyPhrase(['그대로\\s?(?:둬|두세요|놔|놔둬|놔두세요|두라고|유지해)']), confidence: 0.7, answers: true },
    {
      id: 'ask-first',
      pattern: anyPhrase([
        '(?:먼저|전에) ?(?:물어|여쭤)(?:봐|보고|보세요|봐 ?주세요|봤어야|보셨어야)(?!야겠|야지)',
        '(?:먼저|전에) ?(?:확인 ?받|상의)(?:고|으세요|아 ?주세요|았어야|으셨어야)',
        '(?:먼저|전에) ?상의(?:하고|하세요|해 ?주세요|했어야|하셨어야)',
        '(?:기|하기) 전에 (?:먼저 )?(?:말해|알려|얘기해)(?: ?주세요| ?줘|요)',
      ]),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase([
        '왜 또',
        '또 (?:틀렸|잊었|빼먹었)',
        '또\\s?(?:같은|그러|이러)',
        '또\\s?[A-Za-z][\\w@./-]*(?:이)?(?:네|야|냐|잖아)',
        // "또 any 썼네": the same thing used again
        '또\\s?[A-Za-z][\\w@./-]*\\s*(?:을|를|이|가)?\\s*(?:썼|쓰셨|넣었|넣으셨|붙였|만들었|깔았|추가했|추가하셨)',
        '잊었',
        '안 했잖아',
        '빼먹었',
        '테스트(?:를)? 안 (?:했|돌렸)',
        // "이번에는 꼭", "제대로 확인하고": this time, properly
        '이번에는\\s?(?:꼭|반드시|제대로|진짜)',
        '제대로\\s?(?:확인|테스트|읽|보)(?:하고|해|해 ?줘|해 ?주세요)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyPhrase(['(?:해야|되어야|돼야) 하지 않', '왜 안 (?:했|해)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "왜 전부 use client 붙였어요? 필요한 곳에만 붙여 주세요": why the agent did it, with what it should have done
    {
      id: 'why-you',
      pattern: anyPhrase(['왜\\s[^.?!？]{0,30}?(?:였|었|았|했|썼|꿨|웠)(?:어|어요|나요|습니까|지|니|냐|는지)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyPhrase(['(?:이|가)? ?더 좋아', '선호']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: phraseAtStart(['(?:근데|하지만|그런데)[,\\s]*[^.?!]{0,20}(?:원해|싶어)']), confidence: 0.75, addressesAgent: true },
    { id: 'dislike', pattern: anyPhrase(['싫어', '원하지 않', '마음에 안 들']), confidence: 0.7, ownWant: true, aloneOnEcho: true },
    { id: 'should', pattern: anyPhrase(['해야 ?(?:해|돼|합니다|됩니다)']), confidence: 0.65, notAlone: true },
    // "먼저 물어봤어야죠": what the agent should have done, a reproach of its own doing
    // what the agent should have done, said after: a reproach of its work
    { id: 'should-have', pattern: anyPhrase(['했어야', '봤어야', '었어야', '았어야']), confidence: 0.65 },
    {
      id: 'complaint',
      pattern: anyPhrase(['너무 길', '너무 복잡', '의미\\s?없']),
      confidence: 0.65,
      aloneFirst: true,
      aboutWork: true,
      notInFailure: true,
    },
    stateCue(anyPhrase(['중복'])),
    namedStateCue(anyPhrase(['일관성이 없', '통일이 안'])),
    { id: 'disagree', pattern: anyPhrase(['필요 없을 것 같', '필요 없는 것 같', '라고 생각하지 않']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyPhrase([
        '이 (?:저장소|프로젝트|레포)에서는',
        '우리는 (?:항상 )?\\S+(?:을|를) 써',
        '우리(?:는)?\\s*\\S+\\s*안\\s*(?:써|씀|쓴다|씁니다|써요)',
        // "우리는 pnpm 씀", "우리 프로젝트에서는 vitest 사용합니다"
        '우리(?:는|\\s?팀은|\\s?팀에서는|\\s?회사는|\\s?회사에서는|\\s?프로젝트는|\\s?프로젝트에서는|\\s?쪽은|\\s?쪽에서는)\\s*(?:항상\\s*|다\\s*|전부\\s*|보통\\s*)?[\\w@./가-힣-]+(?:을|를|만)?\\s*(?:써|씀|씁니다|써요|쓴다|쓰고 있|사용(?:해|함|합니다|해요|하고 있|중))',
        // "여기서는 fixtures 안 써요", "아무도 var 안 써요": not done here
        '(?:여기(?:서)?는|아무도)\\s*[^.?!]{0,20}(?:안\\s?(?:써|씀|씁니다|써요|쓴다)|쓰지 않|사용하지 않)',
        // "전부 apiClient 거쳐서 해야 돼", "dayjs로 통일했어요"
        '(?:전부|모두|다|항상|반드시)\\s[^.?!]{0,20}(?:거쳐|통해서만)',
        '(?:로|으로)\\s?통일(?:했|해 ?놨|되어 ?있|돼 ?있|하고 있)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a rule of the team, named as one ("우리 팀 규칙", "회사 컨벤션"): for every time, even inside a request or an answer
    {
      id: 'convention',
      pattern: anyPhrase(['(?:우리|팀|회사)\\s?(?:팀|회사)?\\s?(?:의\\s?)?(?:규칙|룰|컨벤션|방침|정책)']),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    { id: 'clarify', pattern: anyPhrase(['내 말은', '제 말은', '그 뜻이', '말한 건']), confidence: 0.65, addressesAgent: true, statement: true },
    // "모든 서비스에 똑같이 적용", "이게 우리 규칙이야"; "뭐 새로 설치하기 전에 먼저 확인해"
    {
      id: 'standing',
      pattern: anyPhrase([
        '모든\\s*\\S+\\s*(?:에\\s*)?(?:다\\s*)?(?:적용|똑같|마찬가지)',
        '(?:이게|그게|이건|그건)\\s*(?:우리\\s*)?(?:규칙|룰|원칙)',
        '(?:뭐|무언가|뭔가|새|새로운)(?:\\s*\\S+)?\\s*(?:추가|설치|넣)\\S*\\s*전에',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "원칙적으로 …"
    {
      id: 'standing',
      pattern: anyPhrase(['원칙적으로', '원칙상']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    { id: 'wait', pattern: phraseAtStart(['잠깐', '잠시만', '기다려', '멈춰(?![가-힣])', '스톱', '스탑', '중지(?:해)?(?![가-힣])']), confidence: 0.6 },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // the language the agent answers in
    {
      id: 'standing',
      pattern: anyPhrase(['(?:커밋|푸시|배포|릴리스|변경|수정)(?:하기)?\\s*(?:전|후)에\\s*(?:는\\s*)?(?:매번|항상|꼭)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase(['진심이(?:에요|세요|야|냐)\\s*\\?', '장난(?:해|하세요|하냐|치냐)\\s*\\?', '농담이(?:죠|지)\\s*\\?']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reply-language',
      pattern: anyPhrase(['(?:한국어|영어|한글)로\\s*(?:답해|대답해|답변해|말해|얘기해)']),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
  ],
  reasks:
    /^(?:(?:죄송|미안)\S*[\s,.]*)*(?:제가\s*)?(?:설명|질문)을?\s*(?:잘못|애매하게|헷갈리게)\s*(?:했|드렸)\S*[\s,.]*(?:어느|뭐|무엇|왜|어디|어떻게)|^(?:(?:아뇨|아니요?|아니)[\s,.!?、，。]+)*(?:(?:그게\s*아니라[,\s]*)?[^.!?]*?(?:냐고|냐는\s*(?:거|말|얘기|이야기)|(?:는지|인지)\s*(?:물어본|여쭤본|얘기|이야기))|(?:제가|내가|아까|제가\s*아까)\s*(?:물어본|여쭤본|물어봤던|여쭤봤던)\s*(?:건|거는|것은)|질문은)|^(?:(?:아뇨|아니요?|아니)[\s,.!?、，。]+)*제\s*말은[^.!?]*?(?:냐|는지|인지|어디|언제|누가|왜|어떻게|뭐)/u,
  retracts:
    /(?:라고|고)\s*(?:했던|한)\s*(?:거|건|것|부분)\s*(?:은|는)?\s*(?:취소|잊어|무시|없던\s*걸로)|(?:아까|전에|앞에서)\s*(?:말한|한\s*말|얘기한)\s*(?:거|건|것은)?\s*(?:잊어|취소|무시|없던\s*걸로)|(?:라고|말라고|하라고)\s*(?:했는데|했지만|했었는데)[^.!?]{0,60}?(?:돼요|됩니다|괜찮|해도\s*(?:돼|됩)|OK|오케이)|(?:말한|했던)\s*(?:거|건)\s*(?:아는데|알지만|알아요)/u,
  deferrals: /아직[^.!?]{0,60}?마(?:세요|요|라|)(?![가-힣])|일단|당분간|돌아올\s*때까지|자리\s*비운\s*동안|(?:보고|확인|설명)만|알려만/u,
  // 새 작업의 목적, 앞으로라는 말과 함께: "앞으로 이런 거 잡히게 로그를 남겨 주세요" ("앞으로 …하도록 해 주세요"는 규칙)
  purposes:
    /다시는\s*[^.!?\n]{0,20}?(?:않게|안\s*(?:생기|일어나|나)게|없게|않도록|없도록)(?=\s)(?!\s*(?:해|하세요|해요|해\s*주세요|부탁))|앞으로\s*[^.!?\n]{0,30}?(?<!그렇|이렇|저렇)(?:게|도록)(?=\s)(?!\s*(?:해|하세요|해요|해\s*주세요|부탁))/u,
  curiosity: /^(?:질문\s*(?:하나|이요|인데요|있는데요))[\s,:]|(?:그냥|순수하게|단순히)\s*궁금해서|궁금해서\s*(?:여쭤|물어)/u,
  commonWords: [
    '그럼',
    '이제',
    '그리',
    '지금',
    '여기',
    '거기',
    '이거',
    '그거',
    '저거',
    '그냥',
    '진짜',
    '정말',
    '아니',
    '감사',
    '혹시',
    '다시',
    '계속',
    '먼저',
    '나중',
    '우리',
    '저희',
    '제가',
    '해주',
    '해줘',
    '하지',
    '하고',
    '해서',
    '했는',
    '있어',
    '있는',
    '없어',
    '없는',
    '이건',
    '그건',
    '같아',
    '같은',
    '어떻',
    '어떤',
    '이렇',
    '그렇',
    '좋아',
    '좋은',
    '너무',
    '모든',
    '모두',
    '일단',
    '근데',
    '그런',
    '이런',
    '저런',
    '하는',
    '해요',
    '했어',
    '했습',
    '합니',
    '됩니',
    '되는',
    '안돼',
    '말고',
  ],
  stepsFirst: /먼저|그\s*전에|우선|기\s*전에|부터\s*(?:해|하)|하나\s*더|한\s*가지\s*더/u,
  pointsBack: /(?:방금|아까)\s?(?:추가|만든|만드신|작성|넣|바꾼|바꾸신|고친|고치신|하신|쓴|쓰신|지운|지우신)/u,
  asides: /^(?:아\s*|그리고\s*)?(?:참고로|덧붙이자면|참고\s*[:：])/u,
  standing: anyPhrase([
    // a prohibition with its one exception: "제가 말하지 않는 한 플러그인 업데이트하지 마세요"
    '(?:말하지|요청하지|시키지|얘기하지)\\s?않는\\s?한',
    '이번\\s*세션\\s*(?:에서는|동안|내내)',
    '앞으로(?!\\s*(?:\\d+|한|두|세|네|몇)\\s*(?:주|달|개월|일|시간|년|분기))',
    '다음부터',
    '담부터',
    `${NOT_AFTER_A_STEP}다음에는`,
    '매번',
    '이 (?:저장소|프로젝트|레포)에서',
  ]),
  eachTime: anyPhrase(['매번', '(?:할|될)?\\s?때마다']),
  buildsItIn: /(?:테스트|검증|체크|가드|상한)(?:도|를|을)?\s*(?:추가|넣어|작성)/u,
  stepsAway:
    /(?:전화|콜)\s*(?:와서|왔어요|왔네|받고|좀|들어와서|들어왔어요)|회의\s*(?:들어가|가야|있어서)|뒤에\s*다시|이따\s*(?:다시|봐요|올게요)|금방\s*올게|다녀올게/u,
  featureScope: new RegExp(
    String.raw`(?:이|그|새)\s?(?!레포|프로젝트|팀|회사|세션|서버|경우|종류|파일|폴더|디렉터리|모듈)[${LETTER}]{1,8}?(?:에서는|에서)`,
    'u',
  ),
  classes: [
    {
      id: 'information',
      description: 'A deferral: "지금은 말고", "나중에 하자".',
      patterns: [
        // 돌아와서 계속: "30분 뒤에 계속하자", "이따가 이어서 해요"
        /(?:\d+\s*(?:분|시간)\s*(?:뒤|후)에?|나중에|이따(?:가)?|내일)\s*(?:다시\s*)?(?:계속|이어서)\s*(?:하자|해요|할게요|합시다|하죠|해)/u,
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        new RegExp(String.raw`^(?:잠깐(?:만요?)?[,\s]*)?(?:제가|내가)\s*직접`, 'u'),
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        new RegExp(String.raw`^(?:잠깐(?:만)?[,\s]*)?(?:제가\s*먼저|먼저\s*제가|내가\s*먼저)`, 'u'),
        // the human stepping away ("잠깐 밥 먹고 올게요", "잠깐만요 회의 들어가요"): no halt of the agent's work
        new RegExp(
          String.raw`^(?:잠깐(?:만요?)?|잠시만요?)?[,\s]*[^.!?]{0,12}?(?:먹고\s*올게|다녀올게|갔다\s*올게|비울게|자리\s*비|(?:회의|미팅|통화)\s*(?:들어가|있어|가요|가야|중|좀|라서|이라서)|(?:회의|미팅|통화)\s*[.!~]*$|나갔다\s*올게|전화\s*(?:왔|받고|좀\s*받))`,
          'u',
        ),
        // the work held for a decision elsewhere ("잠깐 멈춰 주세요, 팀장님이 우선순위 바꿀 수도 있대요"): no halt of the agent's
        // work for a reason of it
        new RegExp(String.raw`우선순위(?:가|를)?\s*(?:바뀔|바꿀|변경될)\s*수도`, 'u'),
        new RegExp(String.raw`^(?:지금은\s*(?:말고|안\s*돼|안돼|좀)|나중에\s*(?:해|하자|할게)|아직은?\s*(?:말고|안))`, 'u'),
      ],
      examples: [
        '잠깐 밥 먹고 올게요',
        '잠깐 멈춰 주세요, 팀장님이 우선순위 바꿀 수도 있대요',
        '잠깐만요, 제가 직접 로그 볼게요',
        '지금은 말고요, 화면 녹화 중이에요',
      ],
    },
    {
      id: 'request',
      description: 'A request for new work: …해 줘, …해 주세요, 부탁…',
      patterns: [anyPhrase(['(?:해|만들어|추가해|고쳐|봐|찾아|구현해|작성해|바꿔|확인해) ?(?:줘|주세요|줄래|주실래요)', '부탁'])],
      examples: ['다크 모드 토글 추가해 줘', '이 함수 어디서 호출되는지 찾아 주세요'],
    },
    {
      id: 'question',
      description: 'A question: ends with ?, or holds 뭐, 왜, 어떻게, …까요, …나요.',
      patterns: [
        /[?？]\s*$/u,
        // not inside a clause it embeds: "뭐 바꿨는지 요약하지 마", "왜 그런지 모르겠어"; nor …니까요, said to insist
        // ("staging으로 하라니까요": I told you to)
        anyPhrase([
          `(?:뭐|왜|어떻게|어디|언제(?!나|든)|무슨|어떤)(?![^?？.!。\\n]{0,40}?(?:는지|은지|인지|을지|[${ENDS_IN_N}${ENDS_IN_L}]지)(?:\\s|$|[,.!]))`,
          '(?<!니)까요',
          '나요',
        ]),
      ],
      examples: ['이 플래그는 뭐야', '캐시가 재시작 후에도 남나요'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: 네, 좋아요, 알겠어요, 감사합니다, 계속.',
      // a short word alone, not the start of a longer one ("네가 만든", "예전처럼", "그래서")
      patterns: [
        phraseAtStart([
          '네(?![가-힣])',
          '넵',
          '응(?![가-힣])',
          '예(?![가-힣])',
          '좋아',
          '좋아요',
          '좋습니다',
          '알겠',
          '오케이',
          '감사',
          '고마워',
          '계속',
          '그래(?:요)?(?![가-힣])',
          '굿(?![가-힣])',
          '최고',
          '완벽',
          '훌륭',
          '멋지',
          '멋져',
          '대박',
          '좋네',
          '수고',
          '나이스',
        ]),
      ],
      examples: ['네', '좋아요', '감사합니다'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: 진행해 주세요, 그렇게 해.',
      patterns: [
        // a pick among the options the agent offered: an answer
        anyPhrase(['[1-9]번', '(?:옵션|방안) ?[1-9A-D]']),
        phraseAtStart(['(?:네|좋아|좋아요)?[,\\s]*(?:진행해|진행하세요|그렇게 해|시작해)']),
      ],
      examples: ['네, 진행해 주세요'],
    },
  ],
  failures: [
    { id: 'still-failing', pattern: anyPhrase(['여전히', '아직도', '똑같은 (?:에러|오류)']), examples: ['여전히 안 돼요'] },
    {
      id: 'does-not-work',
      pattern: anyPhrase([
        '에러(?:가)? (?:나|떠)',
        '오류(?:가)? (?:나|떠)',
        '(?<!(?:면|서는?|선)\\s?)안 ?돼',
        '(?<!(?:면|서는?|선)\\s?)안 ?됩니다',
        '실패(?:해|했)',
        '작동(?:하지|을 안)',
      ]),
      examples: ['저장 버튼이 안 돼요'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyPhrase(
        [
          String.raw`비어\s*있`,
          String.raw`아무것도\s*안\s*(?:보여|나와|떠|나옵니다|보입니다)`,
          String.raw`새까맣`,
          String.raw`까맣게`,
          String.raw`검은\s*화면`,
          String.raw`하얀\s*화면`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['그래프가 비어 있어요', '아무것도 안 보여요'],
    },
  ],
  casual: anyPhrase(['괜찮아', '괜찮아요', '걱정 마', '문제없']),
  interjections: leadingRun(['아', '음+', '어', '오케이'], false),
  clauseOpeners: leadingRun(['그리고', '그럼', '그러면', '근데', '그런데', '하지만', '또'], false),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: /(?:만들|구현하|추가하|작성하|시작하)겠습니다|(?:만들|구현할|추가할|작성할|시작할)게요/u,
  agentInvites:
    /(?:뭘|무엇을|뭐|뭘로)\s*(?:할까요|하면\s*될까요|해\s*드릴까요|도와\s*드릴까요)|다음(?:은|엔)?\s*(?:뭐|무엇|어떤)|요구\s*사항|주의할\s*(?:점|것|사항)|어떤\s*작업[^?？]{0,20}[?？]\s*$/u,
  agentGoAhead: /(?:진행할까요|진행해도 될까요|진행해도 되나요|시작할까요|이대로 할까요|괜찮을까요|괜찮으세요)\s*[？?]\s*$/u,
  agentOffers: anyPhrase(['[?？]\\s*$', '추천', '권장', '방법이 있', '하는 게 좋', '할까요', '드릴까요', '원하시면', '원하세요', '선택해']),
  rules: {
    negators: ['지 마', '지마', '지 말', '지말', '말고', '안 ', '않', '금지', '그만', '대신', '아니고'],
    negationAfter: true,
    concepts: {
      ask: ['묻', '물어보', '물어', '확인'],
      choose: ['선택', '고르', '골라'],
      recommend: ['추천'],
      option: ['옵션', '방안', '선택지'],
      comment: ['주석'],
      database: ['데이터베이스', '디비'],
      'read-only': ['읽기 전용'],
      add: ['추가', '작성', '쓰기'],
      english: ['영어'],
      commit: ['커밋'],
      message: ['메시지'],
      push: ['푸시'],
      branch: ['브랜치'],
      test: ['테스트'],
      run: ['실행', '돌리', '돌려'],
      finish: ['완료', '끝났'],
      error: ['에러', '오류'],
      name: ['이름', '파일명', '네이밍'],
      component: ['컴포넌트'],
      general: ['범용', '공통', '일반적'],
      mechanism: ['메커니즘'],
      'case-by-case': ['하나씩', '개별'],
      fix: ['수정', '고치', '고쳐'],
      gui: ['창'],
      hang: ['멈춰', '멈춤', '멈추'],
      short: ['짧게', '간결'],
    },
    prefix: /^(?:(?:앞으로(?:는)?|다음부터(?:는)?|이제부터|제발|야)[,\s]*)+/u,
    taskReferences: /이거|그거|저거|여기|이것|그것/u,
  },
  examples: {
    corrections: [
      { text: '지난번에도 말했는데 커밋 메시지는 영어로 써 주세요', cue: 'told-you' },
      { text: '이 서버에서는 xdg-open 하면 창이 떠요, 다른 방법 쓰세요', cue: 'machine' },
      { text: '모듈 이름은 kebab-case로 통일해 주세요', cue: 'convention' },
      { text: '어떤 거 쓸지 묻지 말고 추천하는 걸로 해', cue: 'dont-ask' },
      { text: '다음엔 커밋 전에 린트 돌려 주세요', cue: 'standing' },
      { text: '그 서버 리눅스예요, 경로에 역슬래시 쓰면 안 돼요', cue: 'machine' },
      { text: '배포 키를 코드에 넣으면 깃 히스토리에 남는 거 알지? 환경 변수로 읽어', cue: 'told-you' },
      { text: '저번에 swr로 하자고 했잖아요, 그걸로 바꿔 주세요', cue: 'told-you' },
      { text: '이번 세션 동안 sudo 쓰지 마세요', cue: 'dont', explicit: true },
      { text: 'bundle id는 com.example.app이에요, com.example.ios 아니고요', cue: 'machine' },
      { text: '운영 DB는 MySQL 5.7이에요. JSONB 없이 다시 짜 주세요', cue: 'machine' },
      { text: '앞으로는 커밋 전에 테스트 돌리도록 해주세요', cue: 'standing' },
      { text: '타임아웃 늘리는 건 수정이 아니라 숨기는 거예요', cue: 'complaint' },
      { text: '테스트 메일을 실제 고객한테 보냈더라고요 다시는 이런 일 없게 해 주세요', cue: 'standing' },
      { text: '토큰 설정에서 빼 주세요 다시는 보고 싶지 않아요', cue: 'reproach' },
      { text: '그건 빼 주세요. 지난번에도 DataAsset 잡으시던데', cue: 'reproach' },
      { text: '정해 두자: 날짜는 전부 ISO로', cue: 'standing' },
      { text: '저희 DB 오라클이에요', cue: 'machine' },
      { text: '저 맥북이에요, 포트는 /dev/cu.usbserial이에요', cue: 'machine' },
      { text: '결측을 0으로 채우면 안 되죠, NA로 두세요', cue: 'dont' },
      { text: '싱글톤 체크 넣으라고 했던 거 기억 안 나세요?', cue: 'told-you' },
      { text: '배포 전에 확인을 했어야죠', cue: 'should-have' },
      { text: '번호는 맨 앞이에요. 붙여 드린 규칙에 있잖아요', cue: 'told-you', explicit: true },
      { text: '날짜 헬퍼 이미 utils에 있잖아, 그거 써', cue: 'already-have' },
      { text: '왜 매번 전체 빌드 돌려? 바뀐 것만 해', cue: 'reproach' },
      { text: '또 var 썼네, let으로 바꿔', cue: 'reproach' },
      { text: '빌드 서버가 우분투 18에 노드 14라서요', cue: 'machine' },
      { text: '외부망이 막혀 있어서 내부 미러 써야 돼요', cue: 'machine' },
      { text: '브랜치 이름 feature/티켓번호로 해. 컨벤션임', cue: 'convention' },
      { text: '예전 스테이징은 없어졌어요, 이제 전부 stage2에 있어요', cue: 'convention', explicit: true },
      { text: '재시도 간격 30초는 일부러 그런 거예요, 업스트림 제한 때문에', cue: 'on-purpose' },
      { text: '테스트의 sleep은 이유가 있어서 넣은 거니까 다시 넣어 주세요', cue: 'on-purpose' },
      { text: 'API 클라이언트는 openapi.yaml에서 자동 생성되는 파일이에요', cue: 'generated' },
      { text: 'themes/paper는 서브모듈이라서 루트 layouts/에서 덮어써 주세요', cue: 'generated' },
      { text: '번역 파일은 동기화할 때마다 덮어써져요. 새 키는 ko.json에만 넣어 주세요', cue: 'generated' },
      { text: '테스트 다 지우셨네요 ㅋㅋ 대단하다', cue: 'irony' },
      { text: '운영 캐시를 다 날리다니 천재네요 🙄', cue: 'irony' },
      { text: '와 대단하네요, 또 날짜 헬퍼를 만드셨네요. 이미 세 개 있는데', cue: 'irony' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: '커밋하기 전에 매번 린트 돌려 주세요', cue: 'standing' },
      { text: '테이블을 통째로 지웠다고요? 장난해?', cue: 'reproach' },
      { text: '한국어로 답해 주세요', cue: 'reply-language' },
      { text: '이름은 레포의 다른 부분이랑 똑같이 snake_case로 해 주세요', cue: 'convention' },
      { text: '이번이 세 번째예요, 또 예전 API를 썼어요', cue: 'reproach' },
      { text: '빌드 서버는 인터넷이 안 돼요, 내부 미러를 쓰세요', cue: 'machine' },
      { text: '스테이징은 QA랑 같이 써요, 기억해 두세요', cue: 'standing' },
      { text: 'clustering 누가 하래요? 빼주세요', cue: 'unasked' },
      { text: '생성 코드는 덮어써져요. 코드는 USER CODE 블록에만 넣어요', cue: 'convention' },
      { text: '이 프로젝트는 pnpm을 써요, npm install 하지 마세요', cue: 'convention', explicit: true },
      { text: '레이아웃이 깨졌어요. 그거 빼 주세요, 색만 바꾸고 싶었어요', cue: 'undo' },
      { text: '저희는 브랜치 이름을 TICKET-123/설명 형식으로 해요', cue: 'convention', explicit: true },
      { text: '저는 윈도우라서 그 명령어가 없어요', cue: 'machine' },
      { text: '그건 Vue 2 문법이에요, 프로젝트는 Vue 3예요', cue: 'machine' },
      { text: '왜 lombok 넣었어요? 그거 작년에 없앴어요', cue: 'machine' },
      { text: '네, 진행해 주세요. 근데 운영 설정은 절대 건드리지 마세요', cue: 'always-never', explicit: true, answer: true },
      { text: '원칙적으로 새 의존성은 추가하지 마', cue: 'standing', explicit: true },
      { text: '이게 우리 규칙이야, 토큰은 로그에 남기지 마', cue: 'standing', explicit: true },
      { text: '새 라이브러리 설치하기 전에 package.json부터 확인하세요', cue: 'standing', explicit: true },
      { text: '설정 파일 수정은 요청한 적 없어요', cue: 'unasked' },
      { text: '로그 포맷은 원래대로 돌려주세요', cue: 'undo' },
      { text: '공용 모듈은 건드리기 전에 먼저 물어봐 주세요', cue: 'ask-first', explicit: true },
      { text: '앞으로는 주석 추가하지 마', cue: 'standing', explicit: true },
      { text: 'npm 말고 pnpm 써', cue: 'x-not-y' },
      { text: '매번 묻지 말고 추천하는 걸 골라', cue: 'dont-ask', explicit: true },
      { text: '왜 또 테스트 안 돌렸어?', cue: 'reproach' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      { text: '이런 경우엔 항상 warning이에요. critical은 고객 영향 있을 때만', cue: 'always-never' },
      { text: '배포 테스트는 무조건 스테이징에서 하라니까요', cue: 'always-never' },
      { text: '로그에 print 쓰지 말라니까요, logger 써요', cue: 'told-you' },
      { text: '우리는 이렇게 해요. 변경마다 커밋', cue: 'convention' },
      { text: '벌써 두 번째예요, 테스트 빠뜨린 거', cue: 'reproach' },
      { text: '사과는 그만하고 뭘 바꿨는지만 말해 주세요', cue: 'complaint' },
      { text: '우리 팀은 의존성 최소화가 원칙이에요', cue: 'convention' },
      { text: '업로드 응답에 presigned URL 넣지 말아주세요', cue: 'dont' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: '커밋해 주세요. 참고로 로그는 항상 영어로 써요', cue: 'always-never', explicit: true },
      { text: '담부터는 커밋 전에 린트 돌려', cue: 'standing', explicit: true },
      { text: '다음에는 PR 설명 한국어로 써 줘', cue: 'standing', explicit: true },
      { text: '언제나 테스트 먼저 돌리고 커밋해', cue: 'always-never', explicit: true },
      { text: '두 번 다시 force push 하지 마', cue: 'always-never', explicit: true },
      // conventions stated as facts
      { text: '우리는 pnpm 씀', cue: 'convention', explicit: true },
      { text: '우리 프로젝트에서는 vitest 사용합니다', cue: 'convention', explicit: true },
      { text: '여기서는 fixtures 안 써요', cue: 'convention', explicit: true },
      { text: '아무도 var 안 써요', cue: 'convention', explicit: true },
      { text: '날짜 처리는 dayjs로 통일했어요', cue: 'convention', explicit: true },
      { text: 'HTTP 호출은 전부 apiClient 거쳐서 해야 돼', cue: 'convention', explicit: true },
      { text: '커밋 메시지는 영어로. 회사 컨벤션이에요', cue: 'convention', explicit: true },
      // prohibitions and "no need"
      { text: 'tenacity는 설치할 필요 없어요', cue: 'no-need' },
      { text: '테스트 안 해도 돼, 급한 거니까', cue: 'no-need' },
      { text: '.env는 커밋 안 해요', cue: 'dont' },
      { text: 'console.log 남기지 말 것', cue: 'dont' },
      // redirects
      { text: 'moment 말고 date-fns', cue: 'x-not-y' },
      { text: 'jest가 아니라 vitest예요', cue: 'x-not-y' },
      { text: 'urllib3 Retry로 충분해요', cue: 'suggest' },
      { text: '서버 컴포넌트로 두면 되잖아요', cue: 'suggest' },
      // reproach of the agent's manner
      { text: '왜 전부 use client 붙였어요? 필요한 곳에만 붙여 주세요', cue: 'why-you' },
      { text: '왜 마음대로 의존성 추가했어?', cue: 'unasked' },
      { text: '영어로 쓰라고 했잖아', cue: 'told-you', explicit: true },
      { text: '배포 전에 스테이징에서 먼저 보기로 했잖아요', cue: 'told-you', explicit: true },
      { text: 'pnpm 쓰라고 했는데 또 npm이네', cue: 'told-you', explicit: true },
      { text: '이번에는 꼭 테스트 돌리고 보고해', cue: 'reproach' },
      { text: '고쳤다고 하기 전에 직접 확인해 줘', cue: 'verify-first', explicit: true },
      // take back, keep
      { text: '추가한 패키지 지워 줘', cue: 'undo' },
      { text: '들여쓰기는 예전처럼 해 줘', cue: 'undo' },
      { text: '그대로 둬, 건드리지 마', cue: 'dont' },
      // stop
      { text: '스톱, 그 브랜치 아니야', cue: 'wait' },
      { text: '옛날 스키마 쓰셨어요? 지난달에 v2로 옮겼어요', cue: 'convention', explicit: true },
      { text: '위키는 오래됐어요. 나머지는 다 openapi.yaml을 써요', cue: 'convention', explicit: true },
      { text: '그리고 매번 뭐 바꿨는지 길게 요약하지 마', cue: 'dont' },
      { text: '그 서버 다른 팀이랑 같이 써요. 재시작하기 전에 말해주세요', cue: 'ask-first', explicit: true },
      { text: '?? 테스트에서 실제 API를 호출하면 어떡해요', cue: 'reproach' },
      { text: '법정 기준값은 전부 테이블에서 읽는 게 저희 원칙이에요', cue: 'convention', explicit: true },
      { text: '근데 재화 지급은 이 서비스에서 하면 안 되는 거 알죠? 검증만 해 주세요', cue: 'dont' },
      { text: 'jose 왜 추가함?? 이미 jsonwebtoken 쓰고 있잖아요', cue: 'why-you' },
      { text: '로거는 왜 만듦?? 누가 해달래 지워. 시킨 것만 해', cue: 'told-you', explicit: true },
      { text: '사수님이 금액을 문자열로 넣으면 안 된대요', cue: 'dont' },
    ],
    others: [
      { text: '잔액은 항상 원 단위로 보여 주세요', kind: 'request' },
      { text: '이 설정은 어떤 파일에서 읽어요', kind: 'question' },
      { text: '작업 끝나면 로그를 남기고 그 다음엔 알림을 보내 주세요', kind: 'request' },
      { text: '테스트 추가한 다음엔 문서도 업데이트해 주세요', kind: 'request' },
      { text: '잠깐만요, 적용하기 전에 지금 설정부터 백업해 주세요', kind: 'request' },
      { text: '모달 쓰지 말라고 했던 거 아는데 이건 예외예요, 타임아웃 경고는 다이얼로그로 해 주세요', kind: 'request' },
      { text: '앞으로 이런 거 잡히게 쿼리 로그를 남겨 주세요', kind: 'request' },
      { text: '아까 설정 파일 건드리지 말라고 했는데 팀장님이 OK 했어요. 넣어도 돼요', kind: 'other' },
      { text: '왜 느린지 봐 주세요 코드는 건드리지 말고 원인만 알려만 주세요', kind: 'other' },
      { text: '회의 다녀올게요 돌아올 때까지 아무것도 건드리지 마세요', kind: 'other' },
      { text: '잠깐만요 미팅 좀', kind: 'other' },
      { text: '왜 date-fns 안 써요? 그냥 궁금해서요', kind: 'question' },
      { text: '로그 보고 원인만 알려줘요 아직 고치지 마세요', kind: 'request' },
      { text: '의존성 목록만 정리해 주세요. 일단 코드는 건드리지 마세요', kind: 'request' },
      { text: '이미 다른 배포가 돌고 있어요', kind: 'other' },
      { text: '오늘 배포해도 되죠?', kind: 'other' },
      { text: '아뇨 제 말은, 데이터가 어디에 저장되냐는 거예요', kind: 'question' },
      { text: '아까 말한 건 취소, 푸터 건드려도 돼요', kind: 'other' },
      { text: '이미 회의가 3시에 있어서 그 전에 끝내 주세요', kind: 'other' },
      { text: '서버가 또 죽었어요', kind: 'other' },
      { text: '빌드 서버는 노드 18 쓰나요?', kind: 'question' },
      { text: '컨벤션이 뭐예요?', kind: 'question' },
      { text: '재시도 간격 30초는 의도적으로 그런 건가요?', kind: 'question' },
      { text: 'API 문서 자동 생성해 주세요', kind: 'request' },
      { text: '대단하다 이제 잘 돌아가네요 🎉', kind: 'other' },
      { text: '최고예요, 빨라졌어요', kind: 'other' },
      { text: 'battery_mv 말고 배터리 % 도 같이 보여 줘', kind: 'request' },
      // near misses of the classes above
      { text: '잠깐, 제가 먼저 제 변경사항 커밋할게요', kind: 'other' },
      { text: '브랜치 이름은 보통 어떻게 지어요?', kind: 'question' },
      { text: '맥을 새로 샀는데 node는 어떻게 설치해요?', kind: 'question' },
      { text: '네, 그 작업은 원래 오래 걸려요', kind: 'answer' },
      { text: '잠깐만요, 팀장님한테 먼저 물어볼게요', kind: 'answer' },
      { text: '다크 모드 추가해 줘', kind: 'request' },
      { text: '푸시했어?', kind: 'question' },
      { text: '좋아요', kind: 'acknowledgement' },
      { text: '최고네요', kind: 'acknowledgement' },
      { text: '여전히 안 돼요', kind: 'failure-report' },
      // near misses of the cues above
      { text: '다음에 회의 때 얘기해요', kind: 'answer' },
      { text: '우리 팀에서 쓰는 API 문서 좀 찾아 줘', kind: 'request' },
      { text: '우리는 어떤 DB 쓰고 있어?', kind: 'question' },
      { text: '필요 없어요', kind: 'answer' },
      { text: '설치할 필요 없는 라이브러리 추천해 줘', kind: 'request' },
      { text: '확인하고 알려 줘', kind: 'request' },
      { text: '예전 버전 로그 보여 줘', kind: 'request' },
      { text: '왜 이 방식을 선택했어요?', kind: 'question' },
      { text: '마음대로 해', kind: 'answer' },
      { text: '오래된 파일 삭제해 줘', kind: 'request' },
      { text: '앱이 멈춰요', kind: 'answer' },
      { text: '그건 나중에 해도 돼', kind: 'request' },
      { text: '왜 그런지 모르겠지만 지금은 돼요', kind: 'other' },
      { text: '나머지는 다 괜찮아요, 감사합니다', kind: 'other' },
    ],
    agentAnnouncements: ['다음으로 주문 알림 기능을 만들겠습니다.', '이제 정산 배치를 작성할게요.'],
    agentInvitations: ['안녕하세요. 무엇을 도와드릴까요?', '내보내기 끝났습니다. 다음은 뭘 할까요?', '로그인부터 시작할게요. 주의할 점 있나요?'],
    agentGoAheads: ['계획: 1. 마이그레이션 2. 테스트. 진행할까요?'],
    agentQuestions: [
      '링 크기를 1024로 늘리는 것을 추천합니다.',
      '1) 기존 테이블에 컬럼 추가 2) 별도 이력 테이블 생성 중 어느 쪽으로 진행할까요?',
      'CLI에도 추가할까요?',
      '원하시면 마이그레이션도 만들게요.',
    ],
  },
}));
