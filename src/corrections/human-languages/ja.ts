/** Japanese: cues, clause classes and failure reports (see types.ts). Written without spaces: phrases match where they stand. */
import { anyPhrase, leadingRun, phraseAtStart } from './patterns.js';
import type { HumanLanguage } from './types.js';

export const ja: HumanLanguage = {
  id: 'ja',
  name: 'Japanese',
  script: /[\p{Script=Hiragana}\p{Script=Katakana}]/u,
  cues: [
    {
      id: 'told-you',
      pattern: anyPhrase(['言ったでしょ', '言ったよね', '前にも言った', '何度も言って', '何回言えば', '言いましたよね']),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'standing',
      pattern: anyPhrase(['今後', 'これからは', '次から', '次回から', '以後', '毎回', '覚えておいて', '忘れないで']),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyPhrase([
        '(?:聞か|確認し|質問し)(?:ないで|なくていい|なくて良い|ずに)',
        'いちいち(?:聞|確認)',
        '確認不要',
        'おすすめ(?:の方)?を(?:選んで|採用して)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    { id: 'no-then-directive', pattern: phraseAtStart(['(?:いや|いいえ|違う|ちがう|違います)[、,。！!\\s]+\\S']), confidence: 0.85, answers: true },
    { id: 'x-not-y', pattern: anyPhrase(['ではなく', 'じゃなくて', 'じゃなく']), confidence: 0.85 },
    { id: 'always-never', pattern: anyPhrase(['絶対に', '決して', '必ず', '常に']), confidence: 0.8, explicit: true },
    {
      id: 'dont',
      pattern: anyPhrase([
        'ないで(?:ください|下さい|いただけ|もらえ|ほしい|欲しい|ね|よ|[。、！!]|$)',
        '(?:する|使う|書く|触る|入れる|消す)な(?:[。、！!]|$)',
        '禁止',
      ]),
      confidence: 0.8,
    },
    { id: 'stop', pattern: anyPhrase(['(?<!ここで|一旦|いったん|少し)(?:やめて|止めて)']), confidence: 0.8 },
    { id: 'instead', pattern: anyPhrase(['代わりに']), confidence: 0.8, directive: false },
    {
      id: 'wrong',
      pattern: anyPhrase(['違う', '違います', '間違って', '間違い', 'そうじゃない', 'そうではない', '誤解']),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase(['また(?:同じ|やって|忘れ|間違)', '忘れて(?:る|いる|た)', 'テストして(?:ない|いない)', '確認して(?:ない|いない)']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyPhrase(['べきでは(?:ない)?', '(?:じゃ|では)ないの[？?]', 'なんで[^。？?]{0,12}(?:しない|しなかった)の', 'はずでは']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
    },
    { id: 'prefer', pattern: anyPhrase(['の方が(?:好き|いい|良い)', 'を好む']), confidence: 0.75, preference: true },
    {
      id: 'contrast-wish',
      pattern: phraseAtStart(['(?:でも|しかし|だけど)[、,\\s]*[^。]{0,20}(?:ほしい|欲しい|たい)']),
      confidence: 0.75,
      addressesAgent: true,
    },
    { id: 'dislike', pattern: anyPhrase(['(?:ほしく|欲しく)ない', '嫌です', '好きじゃない', '気に入らない', '望んでいない']), confidence: 0.7 },
    { id: 'should', pattern: anyPhrase(['べき(?:だ|です)', 'なければ(?:いけない|ならない|いけません|なりません)']), confidence: 0.65 },
    {
      id: 'complaint',
      pattern: anyPhrase(['一貫性がない', '統一されていない', 'バラバラ', '長すぎ', '複雑すぎ', '冗長', '重複して']),
      confidence: 0.65,
      aboutWork: true,
    },
    { id: 'disagree', pattern: anyPhrase(['必要(?:は)?ないと思', 'とは思わない', 'とは思いません']), confidence: 0.65, addressesAgent: true },
    { id: 'convention', pattern: anyPhrase(['このリポジトリでは', 'このプロジェクトでは', 'うちでは']), confidence: 0.75, explicit: true },
    {
      id: 'clarify',
      pattern: anyPhrase(['つまり', 'という意味', '(?:言い|いい)たいのは', 'のことです']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    { id: 'machine', pattern: anyPhrase(['(?:この|私の)(?:マシン|PC|パソコン)(?:で|では)', 'GUIが(?:開|起動)']), confidence: 0.65, addressesAgent: true },
    { id: 'wait', pattern: phraseAtStart(['待って', 'ちょっと待って', 'まって', 'ストップ']), confidence: 0.6 },
  ],
  standing: anyPhrase(['今後', 'これから', '次から', '毎回', 'このリポジトリ', 'このプロジェクト']),
  classes: [
    {
      id: 'request',
      description: 'A request for new work: …してください, …して欲しい, お願い…',
      patterns: [
        anyPhrase([
          '(?<!ない)(?:て|で)(?:ください|下さい|くれ|ほしい|欲しい|もらえ)(?!く)',
          '^(?!.*ないで)[^]*?(?:お願い|を追加|作成して|(?:いただけ|もらえ)ますか)',
        ]),
      ],
      examples: ['ダークモードのトグルを追加してください', 'このファイルをリファクタリングしてほしい'],
    },
    {
      id: 'question',
      description: 'A question: ends with ？ or か, or holds 何, なぜ, どう, どこ.',
      patterns: [
        /[？?]\s*$/u,
        anyPhrase(['ですか', '(?<!いただけ|もらえ|くれ)ますか', 'でしょうか', 'のか', 'かな', '何', 'なぜ', 'なんで', 'どう', 'どこ', 'いつ', 'どれ', 'どの']),
      ],
      examples: ['このフラグは何ですか', 'キャッシュは再起動後も残りますか'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement or thanks: はい, 了解, OK, ありがとう, 続けて.',
      patterns: [
        phraseAtStart([
          'はい',
          'うん',
          'ええ',
          '了解',
          'りょうかい',
          'OK',
          'オッケー',
          'いいね',
          'いいです',
          '大丈夫',
          'ありがとう',
          '続けて',
          '進めて',
          'お願いします',
          '完璧',
          'よし',
        ]),
      ],
      examples: ['はい', '了解です', 'ありがとう'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: 進めて, それでお願いします.',
      patterns: [
        // a pick among the options the agent offered: an answer
        anyPhrase(['案[1-9A-D一二三]', '[1-9]番', 'オプション[1-9A-D]']),
        phraseAtStart(['(?:はい|OK|了解)?[、,\\s]*(?:進めて|それで(?:お願い|いい|進めて)|実行して|始めて)']),
      ],
      examples: ['はい、進めてください', 'それでお願いします'],
    },
  ],
  failures: [
    { id: 'still-failing', pattern: anyPhrase(['まだ[^。]{0,10}(?:ない|ません|エラー|失敗)', '同じエラー']), examples: ['まだ動きません', '同じエラーが出る'] },
    {
      id: 'does-not-work',
      pattern: anyPhrase(['エラー(?:が出|になり|です)', '動かない', '動きません', '失敗し', '表示されない', '落ちる', 'クラッシュ']),
      examples: ['保存ボタンが動かない'],
    },
  ],
  casual: anyPhrase(['気にしないで', '問題ない', '問題ありません']),
  interjections: leadingRun(['あ+', 'ああ', 'えっと', 'えーと', 'うーん', 'ん+', 'あの', 'OK'], false),
  clauseOpeners: leadingRun(['じゃあ', 'では', 'あと', 'それと', 'でも'], false),
  agentOffers: anyPhrase(['[？?]\\s*$', 'しますか', 'しましょうか', 'いかがですか', 'どちらに', '選んで', 'ご希望']),
  examples: {
    corrections: [
      { text: '今後はコメントを追加しないでください', cue: 'standing', explicit: true },
      { text: 'npmではなくpnpmを使って', cue: 'x-not-y' },
      { text: 'いちいち確認しないで、おすすめを選んで', cue: 'dont-ask', explicit: true },
      { text: 'また同じミスをしている', cue: 'reproach' },
      { text: 'エラーメッセージの書き方がバラバラです', cue: 'complaint' },
    ],
    others: [
      { text: 'ダークモードを追加してください', kind: 'request' },
      { text: 'プッシュしましたか？', kind: 'question' },
      { text: '了解です', kind: 'acknowledgement' },
      { text: 'まだ動きません', kind: 'failure-report' },
    ],
    agentQuestions: ['CLIにも追加しますか？', 'どちらの案にしましょうか'],
  },
};
