/** Korean: cues, clause classes and failure reports (see types.ts). Endings attach to words: phrases match where they stand. */
import { anyPhrase, leadingRun, phraseAtStart } from './patterns.js';
import type { HumanLanguage } from './types.js';

export const ko: HumanLanguage = {
  id: 'ko',
  name: 'Korean',
  script: /\p{Script=Hangul}/u,
  cues: [
    {
      id: 'told-you',
      pattern: anyPhrase(['말했잖아', '얘기했잖아', '말했지', '몇 ?번(?:을)? 말해', '말씀드렸']),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyPhrase(['앞으로(?:는)?', '다음부터(?:는)?', '다음번(?:에)?', '이제부터', '매번', '기억해']),
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
    { id: 'x-not-y', pattern: anyPhrase(['\\S+ 말고 ', '대신(?:에)?']), confidence: 0.85 },
    { id: 'always-never', pattern: anyPhrase(['절대(?:로)?', '항상', '반드시', '무조건']), confidence: 0.8, explicit: true },
    { id: 'dont', pattern: anyPhrase(['지 ?(?:마|말고|말아|마세요|마라|말아요)(?![가-힣])', '금지']), confidence: 0.8 },
    { id: 'stop', pattern: anyPhrase(['그만(?:해|하세요|둬)']), confidence: 0.8 },
    { id: 'wrong', pattern: anyPhrase(['틀렸', '잘못(?:됐|되었|했)', '아니잖아', '그게 아니']), confidence: 0.75, addressesAgent: true },
    {
      id: 'reproach',
      pattern: anyPhrase(['왜 또', '또 (?:틀렸|잊었|빼먹었)', '잊었', '안 했잖아', '빼먹었', '테스트(?:를)? 안 (?:했|돌렸)']),
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
    },
    { id: 'prefer', pattern: anyPhrase(['(?:이|가)? ?더 좋아', '선호']), confidence: 0.75, preference: true },
    { id: 'contrast-wish', pattern: phraseAtStart(['(?:근데|하지만|그런데)[,\\s]*[^.?!]{0,20}(?:원해|싶어)']), confidence: 0.75, addressesAgent: true },
    { id: 'dislike', pattern: anyPhrase(['싫어', '원하지 않', '마음에 안 들']), confidence: 0.7 },
    { id: 'should', pattern: anyPhrase(['해야 ?(?:해|돼|합니다|됩니다)', '했어야']), confidence: 0.65 },
    { id: 'complaint', pattern: anyPhrase(['일관성이 없', '통일이 안', '너무 길', '너무 복잡', '중복']), confidence: 0.65, aboutWork: true },
    { id: 'disagree', pattern: anyPhrase(['필요 없을 것 같', '필요 없는 것 같', '라고 생각하지 않']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyPhrase(['이 (?:저장소|프로젝트|레포)에서는', '우리는 (?:항상 )?\\S+(?:을|를) 써', '우리(?:는)?\\s*\\S+\\s*안\\s*(?:써|씀|쓴다|씁니다|써요)']),
      confidence: 0.75,
      explicit: true,
    },
    { id: 'clarify', pattern: anyPhrase(['내 말은', '제 말은', '그 뜻이', '말한 건']), confidence: 0.65, addressesAgent: true, statement: true },
    { id: 'wait', pattern: phraseAtStart(['잠깐', '잠시만', '기다려']), confidence: 0.6 },
  ],
  standing: anyPhrase(['앞으로', '다음부터', '매번', '이 (?:저장소|프로젝트|레포)에서']),
  classes: [
    {
      id: 'request',
      description: 'A request for new work: …해 줘, …해 주세요, 부탁…',
      patterns: [anyPhrase(['(?:해|만들어|추가해|고쳐|봐|찾아|구현해|작성해|바꿔|확인해) ?(?:줘|주세요|줄래|주실래요)', '부탁'])],
      examples: ['다크 모드 토글 추가해 줘', '이 함수 어디서 호출되는지 찾아 주세요'],
    },
    {
      id: 'question',
      description: 'A question: ends with ?, or holds 뭐, 왜, 어떻게, …까요, …나요.',
      patterns: [/[?？]\s*$/u, anyPhrase(['뭐', '왜', '어떻게', '어디', '언제', '무슨', '어떤', '까요', '나요'])],
      examples: ['이 플래그는 뭐야', '캐시가 재시작 후에도 남나요'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: 네, 좋아요, 알겠어요, 감사합니다, 계속.',
      patterns: [phraseAtStart(['네', '넵', '응', '예', '좋아', '좋아요', '좋습니다', '알겠', '오케이', '감사', '고마워', '계속', '그래'])],
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
      pattern: anyPhrase(['에러(?:가)? (?:나|떠)', '오류(?:가)? (?:나|떠)', '안 ?돼', '안 ?됩니다', '실패(?:해|했)', '작동(?:하지|을 안)']),
      examples: ['저장 버튼이 안 돼요'],
    },
  ],
  casual: anyPhrase(['괜찮아', '괜찮아요', '걱정 마', '문제없']),
  interjections: leadingRun(['아', '음+', '어', '오케이'], false),
  clauseOpeners: leadingRun(['그리고', '그럼', '그러면', '근데', '그런데', '하지만', '또'], false),
  agentOffers: anyPhrase(['[?？]\\s*$', '할까요', '드릴까요', '원하시면', '원하세요', '선택해']),
  examples: {
    corrections: [
      { text: '앞으로는 주석 추가하지 마', cue: 'standing', explicit: true },
      { text: 'npm 말고 pnpm 써', cue: 'x-not-y' },
      { text: '매번 묻지 말고 추천하는 걸 골라', cue: 'dont-ask', explicit: true },
      { text: '왜 또 테스트 안 돌렸어?', cue: 'reproach' },
    ],
    others: [
      { text: '다크 모드 추가해 줘', kind: 'request' },
      { text: '푸시했어?', kind: 'question' },
      { text: '좋아요', kind: 'acknowledgement' },
      { text: '여전히 안 돼요', kind: 'failure-report' },
    ],
    agentQuestions: ['CLI에도 추가할까요?', '원하시면 마이그레이션도 만들게요.'],
  },
};
