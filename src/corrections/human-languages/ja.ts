/** Japanese: cues, clause classes and failure reports (see types.ts). Written without spaces: phrases match where they stand. */
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
/** What the human will not be asked, after an interrogative: "どれにするか聞かないで", "何を使うか確認しなくていい". */
const NOT_ASKED = String.raw`(?![^？?。！!\n]{0,20}?か(?:は|を|って)?\s?(?:聞か|訊か|尋ね|確認し)(?:ないで|ずに|なくて))`;
const CONDITION = String.raw`(?:もし|場合|なら)`;
const CONDITION_GAP = String.raw`[^、。！？]{0,15}`;

export const ja = lazyLanguage({ id: 'ja', name: 'Japanese', script: /[\p{Script=Hiragana}\p{Script=Katakana}]/u }, () => ({
  cues: () => [
    eyeRollCue(),
    // コード上の名前はこれであれではない: "bundle id は com.example.app です、com.example.ios じゃないです"
    // エージェントが選んだものはプロジェクトが動く場所では動かない：「本番ではそれ動かないです」
    // プロジェクトが使っているものを事実として言う：「このプロジェクトは poetry です」
    {
      id: 'convention',
      pattern: /(?:この|うちの)(?:プロジェクト|リポジトリ|リポ)(?:は|では|って)\s*[A-Za-z][\w.+-]*\s*(?:です|だよ|を使って|使って|で管理)/u,
      confidence: 0.75,
      explicit: true,
    },
    // エージェントの X ではない：「CPF じゃないです、NIF です」
    houseUsesCue(/うち(?:は|って|の(?:チーム|会社)は)?\s*(?<named>[A-Za-z][\w.+@/-]*)\s*(?:だよ|です|だし|なので|なんで|だから|でしょ|を使って|使って)/u),
    notWhatTheAgentUsedCue(/`?(?<replaced>[A-Za-z][\w@./+-]+)\s*(?:じゃ|では|だと)(?:ダメ|だめ|いけない|いけません|まずい|困る)/u),
    notWhatTheAgentUsedCue(/^(?<replaced>[^\s、。,]{2,20}?)\s*(?:じゃない|じゃありません|ではない|ではありません|じゃなくて)(?:です|よ)?\s*[、。,]/u),
    {
      id: 'machine',
      pattern:
        /(?:本番|サーバー|サーバ|向こう|そっち|あっち|実機|CI)(?:環境)?(?:で|上で)(?:は)?[^。！？\n]{0,16}?(?:動かない|動きません|動かないです|入らない|入りません|起動しない|ビルドできない|ビルド通らない)/u,
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(String.raw`は\s*${CODE_TERM}\s*(?:です|だ)?\s*[、,]?\s*${CODE_TERM}\s*(?:じゃない|ではない|じゃなくて|ではなく)`, 'iu'),
      confidence: 0.7,
    },
    // このマシンにないもの: "このマシンには Questa 入ってないです", "検証サーバーは4コアしかない", "このビルドサーバはプロキシ経由でしか
    // 外に出られない"
    {
      id: 'machine',
      pattern:
        /(?:この|その|うちの|検証|本番|社内|ビルド)(?:マシン|サーバー?|PC|環境|端末|機)(?:には|は|に|では|って)[^。！？!?]{0,40}?(?:入って(?:い)?ない|しか(?:ない|ありません|入って|出られ)|出られない|通らない)/u,
      confidence: 0.7,
      notInFailure: true,
    },
    // 本番DBのエンジン: "本番DBは MySQL 5.7 です"
    { id: 'machine', pattern: new RegExp(String.raw`本番(?:の)?(?:DB|db|データベース)\s*は\s*${DATABASE_ENGINES}`, 'iu'), confidence: 0.7 },
    // ここでは禁止のもの: "NSLogは禁止です", "printはNGです"
    {
      id: 'not-done',
      pattern: /[^\s。、！？!?]+\s?(?:は|も)(?:使用)?(?:禁止|NG)(?:です|なので|だから|になって(?:い)?ます|されて(?:い)?ます|。|$)/u,
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // うちはいつもこう、今は全部そこ: "うちはいつも poetry run pytest です", "今は全部 stage2 で動いてます"
    {
      id: 'convention',
      pattern: /うちは(?:いつも|常に|ずっと)|今は全部[^。！？\n]{0,20}?(?:で動いて|にあり|に移って|に移行)/u,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // 渡したものに書いてある: "貼ったルールに書いてあります"
    {
      id: 'told-you',
      pattern: /(?:貼った|送った|渡した|共有した)[^。？?]{0,10}に(?:書いて|書かれて)(?:ある|あります|ます|いる)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // 前にも同じことをした: "前回もそれでメモリ食い潰してました", "この前も同じミスでした"
    {
      id: 'reproach',
      pattern: /(?:前回|この前|さっき)も(?:それで|これで|同じ(?:こと|ミス|間違い)|そう(?:でした|だった))/u,
      confidence: 0.75,
      addressesAgent: true,
      notInFailure: true,
    },
    // a workaround called out: "that isn't a fix, it just hides it", "それじゃ比較の意味ないでしょ" — about what the agent made
    {
      id: 'complaint',
      pattern:
        /(?:それは|これは)?修正(?:じゃ|では)(?:なくて|ない)|(?:隠してる|隠している|ごまかしてる|誤魔化してる)だけ|意味(?:が)?(?:ない|無い)(?:でしょ|じゃん|じゃないですか|ですよね)/u,
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    {
      id: 'standing',
      pattern: /二度と(?:ないように|起きないように|しないように)|今後(?:この|こういう)ような?ことが(?:ないように|起きないように)/u,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    { id: 'reproach', pattern: /(?:二度と|もう)(?:見たくない|見せないで)/u, confidence: 0.8, addressesAgent: true },
    // 言ったことを思い出させる: "systemd のサービスにしてって最初に言ったはずなんですが"
    // うちは全部…: "うちは全部 HALF_EVEN です", "うちはどこでも UTC を使います"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:うち|弊社|うちのチーム|このリポジトリ)(?:は|では)(?:全部|すべて|全て|どこでも|一律)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    { id: 'told-you', pattern: /(?:言った|お伝えした|伝えた|書いた)はず/u, confidence: 0.85, explicit: true, inQuestion: true, addressesAgent: true },
    // where it is written, pointed at: "設計書に書いてあるよね？", "CONTRIBUTINGに書いてあるはず" (not "12 件って書いてあるけど": what a screen says)
    {
      id: 'told-you',
      pattern: /に(?:書いて|書かれて|記載されて)(?:ある|あります|いる|います)(?:よね|はず)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // what was said, against what came of it: "日付は補完しないでって書いたのに…", "英語でって言いましたよね"
    {
      id: 'told-you',
      pattern: /(?:って|と)(?:書いた|言った|言いました|書きました|伝えた|伝えました|お願いした|お願いしました)(?:のに|じゃないですか|よね|でしょ)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // ここの決まり: "ユニットテストでは DB に繋がない決まりになってます"
    {
      id: 'convention',
      pattern:
        /(?:決まり|ルール|方針)(?:に|と)?(?:なって|して)(?:い|おり)?(?:ます|まして)|(?:決まり|ルール|方針)(?:です|なので|だから|なんです|なんで|なんだ)/u,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // 決めたルール: "決めておこう：日付は全部ISO"
    { id: 'standing', pattern: /(?:決めておこう|ルールにしよう|約束して)/u, confidence: 0.8, explicit: true, standingRule: true },
    // 決めたこと, 聞き返し: "プレレジだと10歳刻みじゃなかったっけ？"
    {
      id: 'told-you',
      pattern: /(?:(?:だと|では)[^。？?！!]{0,20}?じゃなかったっけ|って(?:決めた|言った|話した)(?:よね|じゃん))/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // エージェントの癖を問う: "なんで毎回リリースビルドするの"
    { id: 'reproach', pattern: /(?:なんで|なぜ|どうして)\s*毎回/u, confidence: 0.75, inQuestion: true, addressesAgent: true },
    // エージェントが作ったものは既にある: "fetchのラッパーはもうlib/httpにあるよ"
    { id: 'already-have', pattern: /(?:既に|もう|すでに)[^。、！？]{0,20}?(?:ある|あります|あるじゃん|あるよ|あるので)/u, confidence: 0.75 },
    // マシンやプロジェクトの事実: "ビルド環境はまだ Node 16 です", "2021.3 LTS固定だから", "外部に出られない"
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: /(?:それ|あれ)(?:は)?(?:もう|去年|前に)?(?:廃止|削除|非推奨に)(?:しました|した|しています|してます|なりました|なった)/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: /(?:それ|これ|あれ)(?:は|って)[^、。！？!?]{1,20}?の(?:書き方|構文|文法)(?:です|だ|だよ|ですよ)?(?![か？?])/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern:
        /(?:環境|サーバ(?:ー)?|本番|マシン|端末|実機|ランナー)(?:は|が)\s*(?:まだ\s*)?(?:python|py|node(?:\.?js)?|java|jdk|go|golang|ruby|php|postgres(?:ql)?|pg|mysql|rhel|centos|ubuntu|debian|alpine|windows|win|macos|ios|android|\.net|dotnet|unity|gcc|clang|cuda|kernel)\s*v?\d|\d[\d.]*\s*(?:LTS\s*)?(?:固定|縛り)(?:だから|なので|です|だよ)|(?:外部|インターネット)(?:に|へ)?(?:は)?(?:出られない|繋がらない|つながらない|接続できない)/iu,
      confidence: 0.7,
    },
    // チームではやらないこと: "うちはlodash使わないです", "うちのリポジトリではビルド成果物は入れません"
    {
      id: 'convention',
      pattern: /うち(?:は|では|の[^。！？\n]{0,8}?は)[^。！？\n]{0,30}?(?:使わない|使いません|入れない|入れません|しない|しません|やらない|やりません|禁止)/u,
      confidence: 0.75,
    },
    // エージェントがツールの生成物を編集した: "CHANGELOGはリリース時に自動生成されます"
    {
      id: 'generated',
      pattern:
        /(?:たびに|毎回|ごとに)[^。！？\n]{0,12}上書きされ|(?:は|も)\s*(?:git\s*)?(?:サブモジュール|submodule)(?:です|なので|だから)|自動生成|生成(?:される|されてる|されている|物)/iu,
      confidence: 0.75,
    },
    // エージェントが消したものは意図的: "タイムアウト90秒はわざとです", "あの丸めは理由があって入れてる"
    {
      id: 'on-purpose',
      pattern: /わざと(?:です|だよ|だから|なので|なんで|入れ|残し|そう)|意図的|理由があって|理由があるので|あえて(?:そう|この|こう)/iu,
      confidence: 0.75,
    },
    // irony: praise with 🙃, 🙄 or a laugh after it ("さすがですね、全部消えましたけど🙃")
    {
      id: 'irony',
      pattern: /何(?:か|が)?(?:問題|もんだい)(?:でも)?(?:ある|あります)(?:の|んですか|か)?[？?]\s*(?:🙃|🙄|笑|w)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      inQuestion: true,
    },
    {
      id: 'irony',
      pattern:
        /(?:さすが|天才|すごい|素晴らしい|最高|お見事)[^。！？!?\n]{0,40}?(?:🙃|🙄|😅|🤦|🤡|w{2,}|ｗｗ|（笑）|\(笑\))|^(?:さすが|すごい|最高|素晴らしい)(?:です(?:ね)?)?[、,。！!\s]*(?:また|もう一つ|(?:2|3|4|二|三|四)つ目の)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // how a term or kind of file is settled: "用語は手引きに合わせて `浸水深` で統一", "テスト用のものは全部 src/test 以下に"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:で|に)統一(?:して|する|しています|してください|です|。|$)', '(?:は|も)(?:全部|すべて|全て)[^。]{0,30}(?:以下|配下)に']),
      confidence: 0.75,
      explicit: true,
    },
    // what the house moved to, where its truth is kept, what the rest does: "先月 v2 に移行しました", "正は openapi.yaml
    // です", "他は全部 config から読んでいます"
    {
      id: 'convention',
      pattern: anyPhrase([
        '(?:に|へ)(?:移行|切り替え|乗り換え)(?:しました|済み|ました|た)',
        '(?:が|を)正(?:です|だ|とする|として)',
        // (not the 正 of 修正: "修正は終わりました")
        '(?<![\\p{Script=Han}])正は',
        // (not "他は全部OKです": what the rest does, not how it is)
        '(?:他|ほか)(?:の[^、。！？]{1,8})?は(?:全部|すべて|全て|みんな)[^。！？]{0,20}?(?:使って|読んで|から読|から取|経由|通して|で書いて)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what the agent did is bad: "trim() はまずいです"
    {
      id: 'wrong',
      pattern: anyPhrase(['(?:は|が)まずい(?:です|よ|な|ね|。|$)']),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // for a kind of case, every time: "こういう場合は必ず warning で"
    { id: 'always-never', pattern: anyPhrase(['こういう(?:場合|時|とき)は(?:必ず|常に|絶対)']), confidence: 0.8, explicit: true, everyTime: true },
    // how it is done here, said as such: "うちではこうしています", "チームの慣例です"
    {
      id: 'convention',
      pattern: anyPhrase(['うちでは(?:こう|そう)(?:して|やって)(?:います|る)', '(?:チーム|うち)の(?:慣例|ルール|規約)(?:です|なので)']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // the same mistake again, counted: "これで二回目", "2回目です"
    { id: 'reproach', pattern: anyPhrase(['これで(?:二|2)回目', '(?:二|2)回目(?:です|だよ|ですよ)?[。！!]*$']), confidence: 0.8, addressesAgent: true },
    // the agent's manner: "謝らなくていいので何を変えたかだけ", "何を変えたかだけ教えて"
    {
      id: 'complaint',
      pattern: anyPhrase(['何を変えたか(?:だけ)(?:教えて|言って|書いて)']),
      confidence: 0.75,
      addressesAgent: true,
      inQuestion: true,
      notInFailure: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyPhrase(['(?:リポジトリ|リポ|プロジェクト)の?(?:他|ほか)の(?:部分|ファイル|箇所)と同じ(?:ように|形式で)'], 'iu'),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyPhrase(['インターネット(?:に|へ)(?:は)?(?:出られない|つながらない|繋がらない|接続できない)', '(?:社内|閉域)(?:ネットワーク|網)'], 'iu'),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyPhrase(['覚えておいて', '(?:今後|これから)は?(?:気をつけて|注意して)'], 'iu'),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyPhrase(['[3３三四4４]回目(?:です|だ|ですよ)?'], 'iu'),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // where a kind of code goes and only there: "code goes only between the USER CODE markers", "gehört ausschließlich zwischen …"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:の間|の中|の下)?にだけ(?:書|置|入れ)', '以外(?:に|には)(?:書|置)か(?:ないで|ない)'], 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyPhrase(['この(?:プロジェクト|リポジトリ|リポ|アプリ)は[^。？！?]{1,30}?を使って(?:い)?(?:ます|る)'], 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // how things are named here: "命名規則は…", "ブランチ名の形式は…"
    {
      id: 'convention',
      pattern: anyPhrase(
        ['命名規則', '(?:ブランチ名|コミットメッセージ)(?:の)?(?:形式|ルール|フォーマット)は', 'うちでは[^。？！]{0,20}?(?:という名前|と呼んで|と名付け)'],
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: anyPhrase([
        '言ったでしょ',
        '誰が[^。？?]{0,20}(?:言いました|言った|頼みました|頼んだ)',
        '言ったよね',
        '言ったじゃん',
        '言ったのに',
        '言ってるのに',
        '言ってるでしょ',
        '前にも(?:言った|言いました|言ってる|言ってます|伝えた|伝えました|お伝えしました|書いた|書きました)',
        '何度も言って',
        '何回言えば',
        '何度目',
        '言いましたよね',
        '伝えた(?:よね|でしょ|のに|じゃん)',
        // "まずステージングで確認って決めてましたよね", "約束しましたよね", "貼ったルール読みました？"
        '(?:決め|話し合っ|約束し|言っ|お願いし)(?:てい|て)?(?:まし|い)?たよね',
        '(?:貼った|送った|渡した|共有した)(?:ルール|規約|手順|ドキュメント)[^。？?]{0,6}(?:読みました|読んだ|見ました|見た)(?:か|？|\\?)',
        'お願いした(?:よね|でしょ|のに|じゃん)',
        '(?:って|と)(?:言った|伝えた|お願いした)(?:よね|でしょ|のに|じゃん|はず)',
        // "東京リージョンだけって最初に書きましたよ": what was said at the start, said again (not "…って前に言いましたけど、
        // やっぱり…", taken back)
        '(?:って|と)(?:最初に|前に|先に|さっき)(?:書き|言い|伝え|お願いし)ました(?:よ|のに)',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
      inQuestion: true,
    },
    {
      id: 'standing',
      pattern: anyPhrase([
        // (not "今後の作業" as a heading, nor "今後のために": "今後の X も" is the rule for every X to come; nor what will go on
        // happening: "テンプレートは今後も増える")
        '今後(?!の(?![^、。！？\\n]{1,12}?も)|も(?:増え|増加|減|続|変わ|出て|発生|起こ|起き|あり|来))',
        'これからは',
        'これから(?:も|ずっと)',
        '次から',
        '次回から',
        '次回以降',
        '今度から',
        // (not "②以降は来週", "3時以後": after a point named)
        '(?<=^|[、。！？!?\\s「『]|これ|それ|今|今回)以後',
        '(?<=^|[、。！？!?\\s「『]|これ|それ|今|今回)以降は',
        'この先',
        // (not "毎回出ます", "毎回エラーになる", which report)
        '毎回(?!出|起き|落ち|エラー|失敗|同じ)',
        '毎度',
        // "いつも…してね": always, asked of the agent (not "いつもこのエラーが出る")
        'いつも[^。？?]{0,30}(?:て|で)(?:ね|よ|ください|下さい|ほしい|欲しい|お願い)',
        '覚えておいて',
        '覚えと(?:いて|け)',
        '覚えておけ',
        '肝に銘じ',
        '忘れないで',
      ]),
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
    // エージェントが今使ったものはここにない: "このサーバーに docker はない", "redis は使ってない" (直前の発言にある語だけ、
    // 質問への答えは除く)
    absentCue(
      /`?(?<replaced>[A-Za-z][\w@./+-]+)\s*(?:(?:は|が|なんて)\s*(?:ない|無い|ありません|入ってない|入っていません|使ってない|使っていません|使えない|使えません)|(?:入ってない|入っていません|使ってない|使っていません))/u,
    ),
    // "moment じゃなくて date-fns": what the agent used, then what to use
    {
      id: 'x-not-y',
      pattern: anyPhrase(['(?<replaced>[A-Za-z`][\\w.@/`-]*)`?\\s*(?:では|じゃ)なく']),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    { id: 'x-not-y', pattern: anyPhrase(['ではなく', 'じゃなくて', 'じゃなく']), confidence: 0.85, answers: true },
    // "それじゃなくて …": not that — what the agent just said or did
    { id: 'x-not-y', pattern: phraseAtStart(['(?<replaced>それ|そっち|そちら|あれ)(?:じゃなくて|ではなく)']), confidence: 0.85, redirect: true, answers: true },
    { id: 'always-never', pattern: anyPhrase(['絶対(?:に)?', '決して', '必ず', '常に', '二度と', '一切']), confidence: 0.8, explicit: true, everyTime: true },
    {
      id: 'dont',
      pattern: anyPhrase([
        'ないで(?:ください|下さい|いただけ|もらえ|ほしい|欲しい|ね|よ|[。、！!]|$)',
        '(?:する|使う|書く|触る|入れる|消す|変える|いじる|上げる|やる|増やす|足す|作る|押す|消す)な(?:よ|って|ね)?(?:[。、！!\\s]|$)',
        '禁止',
        // "使わないこと", "残さないように": a rule said impersonally
        'ないこと(?:[。！!]|$)',
        'ないように(?:して|お願い|[。！!]|$)',
        // "しちゃダメ", "any を使うのはダメ", "ハードコードはNG"
        '(?:のは|ちゃ|じゃ|ては|では)(?:ダメ|だめ|駄目|いけない|いけません|NG)',
        '(?:は|も)\\s?NG',
        // ".env はコミットしない": what is not done here
        '(?:コミット|プッシュ|push|commit)しない(?![でくかとのよ])',
      ]),
      confidence: 0.8,
    },
    // "tenacity は入れなくていい", "そのラッパーは不要です", "コメントはいらない": no need
    {
      id: 'no-need',
      pattern: anyPhrase([
        'なくて(?:いい|良い|大丈夫|OK|結構|平気)(?!か|の)',
        '(?:は|も|とか)(?:不要|いらない|要らない|いりません|要りません|いらん)',
        '不要(?:です|だ|でしょ)',
      ]),
      confidence: 0.75,
    },
    // "urllib の Retry で十分", "Map だけで足りる": X is enough
    { id: 'suggest', pattern: anyPhrase(['で(?:十分|充分|足りる|足ります|事足りる)']), confidence: 0.65 },
    { id: 'stop', pattern: anyPhrase(['(?<!ここで|一旦|いったん|少し)(?:やめて|止めて)']), confidence: 0.8 },
    {
      id: 'wrong',
      pattern: anyPhrase([
        // (not "違うのは…", "WithError だけ違う理由", "英語版と日本語版で違う": what differs, told)
        '(?<!だけ|で)違う(?!の|理由|点|ところ|部分|ように|感じ)',
        '違います',
        '間違って',
        '間違い',
        'そうじゃない',
        'そうではない',
        // (not "誤解しやすい", "誤解を招く": what a text must avoid)
        '誤解(?!しやすい|されやすい|を招|のない|がない)',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // 頼んでない: the agent did what no one asked; 戻して: take it back; 先に聞いて: ask first
    {
      id: 'unasked',
      pattern: anyPhrase([
        '頼んで(?:ない|ません|いない|いません|なかった)',
        '(?:誰|だれ)も(?:頼んで|お願いして)',
        'お願いして(?:ない|ません|いない|いません)',
        '指示して(?:ない|ません|いない|いません)',
        // "勝手に依存を追加した": on its own (not "勝手に変更された", which reports)
        '勝手に[^。？?]{0,20}?(?:追加|変更|削除|修正|インストール|コミット|プッシュ|push|commit|入れ|消し|変え|書き換え|使っ|作っ)(?:し)?(?:た|ました|ちゃ)',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyPhrase([
        '(?:元に|もとに|元通りに)?戻して',
        '元に戻',
        '元通りに',
        'リバートして',
        '取り消して',
        // "追加したファイルは消して": what the agent added
        '(?:追加|作成|インストール|導入)した[^。？?]{0,20}(?:消して|削除して|外して|消しといて)',
        '(?:入れ|作っ|足し|加え)た[^。？?]{0,20}(?:消して|削除して|外して|消しといて)',
        // "remove that" said of what the agent just added
        '(?:それ|これ|あれ)(?:は|を)?(?:消して|削除して|外して|消しといて|取って)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    // "元のままでいい", "前のままにして": leave it as it was
    { id: 'keep-as-is', pattern: anyPhrase(['(?:元|前)のまま(?:で(?:いい|良い|お願い|大丈夫)|にして|にしておいて)']), confidence: 0.7, answers: true },
    {
      id: 'ask-first',
      pattern: anyPhrase(['(?:前に|先に|まず)(?:一言)?(?:聞いて|確認して|相談して|言って|教えて)']),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase([
        'また(?:同じ|やって|忘れ|間違)',
        'また(?:です|だ)(?:か|よ|ね)',
        'またか',
        'また[^。？?、]{0,20}(?:使って|入れて|追加して|書いて)(?:る|いる|ます)',
        '忘れて(?:る|いる|た)',
        'テストして(?:ない|いない)',
        '確認して(?:ない|いない)',
        // "今度こそ", "ちゃんと確認して": this time, properly
        '今度こそ',
        '今回は(?:ちゃんと|必ず|絶対)',
        'ちゃんと(?:確認|テスト|読ん|見)(?:して|しろ|してから|してください|してよ)',
      ]),
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
      withStatement: true,
    },
    // "なんで全部 use client にしたの？サーバーコンポーネントでいいのに": why the agent did it, with what it should have done
    {
      id: 'why-you',
      pattern: anyPhrase(['(?:なんで|なぜ|どうして)[^。？?]{0,24}(?:した|入れた|使った|変えた|消した|付けた|書いた)(?:の|ん)']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    { id: 'prefer', pattern: anyPhrase(['の(?:方|ほう)が(?:好き|いい|良い)', 'を好む']), confidence: 0.75, preference: true },
    {
      id: 'contrast-wish',
      pattern: phraseAtStart(['(?:でも|しかし|だけど)[、,\\s]*[^。]{0,20}(?:ほしい|欲しい|たい)']),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'dislike',
      pattern: anyPhrase(['(?:ほしく|欲しく)ない', '嫌です', '好きじゃない', '気に入らない', '望んでいない']),
      confidence: 0.7,
      ownWant: true,
      aloneOnEcho: true,
    },
    { id: 'should', pattern: anyPhrase(['べき(?:だ|です)', 'なければ(?:いけない|ならない|いけません|なりません)']), confidence: 0.65, notAlone: true },
    {
      id: 'complaint',
      pattern: anyPhrase(['長すぎ', '複雑すぎ', '冗長']),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyPhrase(['重複して'])),
    namedStateCue(anyPhrase(['一貫性がない', '統一されていない', 'バラバラ'])),
    { id: 'disagree', pattern: anyPhrase(['必要(?:は)?ないと思', 'とは思わない', 'とは思いません']), confidence: 0.65, addressesAgent: true },
    {
      id: 'convention',
      pattern: anyPhrase([
        'このリポジトリでは',
        'このリポでは',
        'このプロジェクトでは',
        'うちでは',
        // "うちは pnpm です", "うちのチームは yarn を使ってます"
        'うち(?:の(?:チーム|会社|プロジェクト|リポ))?(?:で)?は\\s*[A-Za-z`][\\w.@/`-]*`?\\s*(?:です|だ|を使|使っ|使用|なので|なんで|派|一択|じゃなく|ではなく)',
        // "ここでは fixtures は使いません": here, how things are done (not "ここではエラーが出る")
        '(?:ここ|このチーム|社内|チーム)では[^。？?]{0,30}(?:使わ|使い|使う|使って|しない|しません|ことになって|決まって|禁止)',
        // "HTTP はすべて apiClient 経由": goes through
        '(?:すべて|全部|全て|必ず)[^。？?]{0,20}経由',
        // "誰も var なんて使ってない": nobody does it here
        '誰も[^。？?]{0,20}(?:使って(?:い)?ない|使わない|書かない|しない|使ってません)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a rule of the team, named as one ("使わない方針", "社内の規約で"): for every time, even inside a request or an answer
    {
      id: 'convention',
      pattern: anyPhrase(['(?:使わない|しない|する|使う)方針', '(?:チーム|うち|社内|会社|プロジェクト|弊社)の(?:ルール|方針|規約|決まり|慣習|慣例|規則)']),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    // "直ったって言う前に自分で確認して": how the agent reports, for every time
    {
      id: 'verify-first',
      pattern: anyPhrase(['(?:言う|報告する|報告の)前に', '自分で(?:確認|テスト|動か|試|実行|チェック)', '確認して(?:から|ないのに)(?:報告|言)']),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'clarify',
      pattern: anyPhrase(['つまり', 'という意味', '(?:言い|いい)たいのは', '(?<!と)のことです']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    // how names are written, for all of them: "ファイル名はケバブケースで統一", "定数は大文字スネークケースに統一してください"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:ケース|case)(?:で|に)統一']),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // "このPCでは…", "Windows なので source はありません", "Mac を使っています"
    {
      id: 'machine',
      pattern: anyPhrase(
        [
          // "この検証用のPCはプロキシ経由だから…", "うちのビルドサーバーでは…"
          '(?:この|私の|うちの)(?:[^、。！？\\s]{1,6}の)?(?:マシン|PC|パソコン|サーバー?|端末)(?:で|では|は|だと)',
          'GUIが(?:開|起動)',
          `(?:${OPERATING_SYSTEMS}|ウィンドウズ|マック|リナックス)\\s*(?:なので|だから|環境なので|環境では|を使って(?:い)?ます|を使っているので)`,
        ],
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "全部のサービスで同じ", "これはうちのルール"; "何か新しいライブラリを入れる前に確認して"
    {
      id: 'standing',
      pattern: anyPhrase([
        '(?:全部|すべて|全て)(?:の[^、。？！]{1,8})?(?:で|に)(?:同じ|共通)',
        '(?:これ|それ)(?:は|が)(?:うちの|この|プロジェクトの|チームの)?(?:ルール|決まり|方針)',
        '(?:何か|新しい)[^、。？！]{0,10}(?:入れる|追加する|インストールする|足す)前に',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "原則として…"
    {
      id: 'standing',
      pattern: anyPhrase(['原則(?:として|的に)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'wait',
      pattern: phraseAtStart(['待って', 'ちょっと(?:待|まっ)', 'まって', '待った', 'ストップ(?![ァ-ヶー])', '止まって', 'タンマ']),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // the language the agent answers in
    {
      id: 'standing',
      pattern: anyPhrase(['(?:コミット|プッシュ|デプロイ|リリース|変更|修正|push|commit)(?:する|した)?(?:前|後)に(?:は)?(?:毎回|必ず)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase(['正気(?:ですか|か)', '本気(?:ですか|で言って)', '冗談でしょ']),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reply-language',
      pattern: anyPhrase(['(?:日本語|英語|中国語)で(?:答えて|返事して|返信して|話して|回答して|お願いします)']),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
  ],
  reasks:
    /^(?:(?:すみません|ごめん)[\s、。,]*)*(?:説明|聞き方|言い方)が(?:悪かった|わかりにくかった|分かりにくかった)(?:です)?(?:ね|けど)?[\s、。,]*(?:どの|何|なぜ|どこ|どう)|^(?:(?:いえ|いや|違う|ちがう|すみません)[\s,.!?、，。]+)*(?:[^。！？]{0,60}?(?:聞きたい|聞きたかった|伺いたい|伺いたかった|お聞きしたかった|知りたい|知りたかった)(?:のは|です|んです)?|質問は|(?:さっき|先ほど|前に)?(?:聞いた|質問した|お聞きした|伺った|尋ねた)の(?:は|って))|^(?:(?:いえ|いや|違う|ちがう)[、,\s]*)+[^。！？]{1,40}?の話(?:です|なんです|をしてます|[。.!！]*$)|^(?:(?:いえ|いや|違う|ちがう|そうじゃなくて|そうではなくて)[、,\s]*)+[^。！？]{0,80}?(?:どう|何|なに|なん|いつ|どこ|なぜ|誰|どれ|どの)[^。！？]{0,40}?(?:か|の)って(?:話|こと)(?:です|なんです|だよ|で)?[。！!]*$|^(?:(?:いえ|いや|違う|ちがう|そうじゃなくて|そうではなくて)[、,\s]*)+[^。！？]{1,80}?(?:か|の|こと)を?(?:聞いて(?:る|ます|います|いる)|質問して(?:る|ます|います))(?:んです|んだけど|んですけど|の)?[。！!]*$/u,
  retracts:
    /(?:と|って)(?:言った|言いました|お伝えした|書いた)(?:件|の|こと)(?:は|、)?\s*(?:取り消し|撤回|なし|忘れて)|(?:さっき|前に|先ほど)(?:言った|の|お伝えした)(?:こと|件)?(?:は|も)?(?:忘れて|取り消し|なし|無視して)|(?:と言いましたが|って言ったけど|と言ったけど|とお伝えしましたが)[^。！？]{0,60}?(?:いいです|大丈夫|OK|構いません|可です)|(?:言った|言いました|お伝えした)(?:のは|けど|が)(?:分かって|わかって)/u,
  deferrals: /まだ[^。！？!?]{0,60}?ないで|いったん|一旦|とりあえず|しばらく|当面|戻るまで|いない間|(?:報告|確認|調査|説明)だけ|見るだけ|教えてくれるだけ/u,
  // 新しい作業の目的、先のことば付き: "今後記事が増えても表示がブレないように、…", "今後のために、…" ("今後は…するようにしてください"
  // はルール)
  purposes:
    /二度と[^。！？\n]{0,20}?(?:ない|ません)ように|(?:今後|次回|この先|これから)[^。！？\n]{0,30}?(?<!その|この|あの|どの)ように(?=[、,\s])|(?:今後|将来|次回)のため(?:に)?(?=[、,\s])/u,
  curiosity:
    /^(?:ちょっと)?質問(?:です|なんですが|なんだけど|があって)[\s、,:：]?|(?:純粋に|単純に|ちょっと)?(?:気になって|気になっただけ|好奇心で)|(?:聞いてみた|聞いてる)だけ/u,
  commonWords: [
    '今回',
    '今後',
    '確認',
    '場合',
    '必要',
    '対応',
    '以下',
    '以上',
    '全部',
    '一旦',
    '大丈',
    '丈夫',
    '本当',
    '部分',
    '問題',
    '最初',
    '次回',
    '前回',
    '一度',
    '何度',
    '自分',
    '普通',
  ],
  stepsFirst: /まず|先に|その前に|(?<=[うくぐすつぬぶむる])前に|もう(?:一つ|ひとつ|1つ)/u,
  pointsBack:
    /さっき(?:の|追加|書い|入れ|作っ|変え|使っ|消し|直し|足し)|先ほど(?:の|追加|書い|入れ|作っ|変更|修正)|今(?:追加|書い|入れ|作っ|変え|消し|直し)(?:た|し)/u,
  asides: /^(?:あと[、,\s]*)?(?:ちなみに|補足(?:です(?:が|けど)|すると)?|念のため|参考までに|ついでに言うと)/u,
  standing: anyPhrase([
    // a prohibition with its one exception: "私が言わない限りプラグインは更新しないで"
    '(?:言わ|頼ま|指示し|お願いし)ない限り',
    'このセッション(?:中|の間)(?:は|ずっと)?',
    '今後(?!の(?![^、。！？\\n]{1,12}?も))',
    'これから',
    '次から',
    '次回以降',
    '今度から',
    'この先',
    '毎回',
    'このリポジトリ',
    'このリポ',
    'このプロジェクト',
  ]),
  eachTime: anyPhrase(['毎回', '(?:する|した)?(?:たび|度)に']),
  buildsItIn: /(?:テスト|チェック|バリデーション|検証|ガード|上限)(?:も|を)?(?:追加|入れ|書い|足し)/u,
  stepsAway: /電話(?:が来た|きた|出ます|してきます)|会議(?:に行って|入ります|なので)|戻ったら|後で(?:連絡|戻)|すぐ戻|また後で/u,
  featureScope: new RegExp(
    String.raw`(?:この|その|新しい)(?!リポジトリ|リポ|プロジェクト|チーム|会社|セッション|マシン|サーバー|種類|ケース|場合|ファイル|フォルダ|ディレクトリ|モジュール)[${LETTER}]{1,10}?(?:では|の中では|の中で)`,
    'u',
  ),
  classes: [
    {
      id: 'information',
      description: 'What the human does themselves: 自分で見る, 私がやります.',
      patterns: [
        // 戻ってから続き: "30分後に続けましょう", "あとで続きやります"
        /(?:\d+\s*(?:分|時間)後に?|後で|あとで|明日)\s*(?:また\s*)?(?:続け(?:ましょう|よう|ます|て)|続きを?(?:やり|し)ます|再開(?:しましょう|します))/u,
        // the human does it themselves ("ちょっと待って、自分でログ見る"): what they will do, no rule
        /^(?:(?:ちょっと)?待って[、,\s]*)?(?:自分で|私が|こっちで)(?:先に)?[^。？?]{0,20}?(?:見る|見ます|やる|やります|確認する|確認します|調べる|調べます|直す|直します)/u,
        // the human stepping away ("ちょっと待って、トイレ行ってくる", "会議入ります"): no halt of the agent's work
        /^(?:(?:ちょっと)?待って(?:て)?[、,\s]*)?[^。？?]{0,12}?(?:行ってくる|行ってきます|行ってきまーす|入ります|抜けます|離れます|席(?:を)?外します|戻ります|電話(?:が)?(?:きた|来た|入った|来ました|入りました|出ます))/u,
        // a meeting, or the work held for a decision elsewhere ("ちょっと止めて、会議です", "優先順位が変わるかも"): no halt
        // of the agent's work for a reason of it
        /^(?:これから|今から)?(?:会議|ミーティング|打ち合わせ|MTG|定例)(?:です|なので|中)?[。！!]*$|優先(?:順位|度)が?変わる(?:かも|可能性)/u,
      ],
      examples: ['ちょっと待ってて、会議入ります', 'これから会議です', 'ちょっと待って、自分でログ見る'],
    },
    {
      id: 'request',
      description: 'A request for new work: …してください, …して欲しい, お願い…',
      patterns: [
        anyPhrase([
          // not "…のはやめてください": asking to stop is no new work
          '(?<!ない|やめ|止め)(?:て|で)(?:ください|下さい|くれ|ほしい|欲しい|もらえ)(?!く)',
          '^(?!.*ないで)[^]*?(?:お願い|を追加|作成して|(?:いただけ|もらえ)ますか)',
          // the work wanted, said as a wish ("…を追加したいです", "…に対応させたい"), or named as the next phase
          '(?:し|させ|追加し|作り|入れ|変え|直し|揃え|まとめ)たい(?:です|と思います|んです)?(?=[。、！!\\s]|$)',
          '^次(?:の|は)(?:フェーズ|ステップ|タスク|作業)',
          // a plain imperative closing its clause: "…ようにしておいて", "…楽観ロックにして、…" (not "やめて", "止めて", "前のままにして")
          '(?<!ない|やめ|止め|待っ|まま|ままに)(?:して|にして|しておいて|しといて|ておいて|といて)(?:ね|よ)?$',
        ]),
      ],
      examples: ['ダークモードのトグルを追加してください', 'このファイルをリファクタリングしてほしい', 'ヒーターは起動時OFFになるようにしておいて'],
    },
    {
      id: 'question',
      description: 'A question: ends with ？ or か, or holds 何, なぜ, どう, どこ.',
      patterns: [
        /[？?]\s*$/u,
        anyPhrase([
          'ですか',
          '(?<!いただけ|もらえ|くれ)ますか',
          // (not "お願いできますでしょうか", "見ていただけますでしょうか": a request said politely)
          '(?<!(?:でき|いただけ|もらえ)ます)でしょうか',
          'のか[？?。]?$',
          'かな[？?。]?$',
          // (not 何か/何も/何でも/何度: something, nothing, anything, how many times)
          // (none of them inside what the human will not be asked: "どれにするか聞かないで", "何を使うか確認しなくていい")
          `何(?!か|も|でも|度|回|とか)${NOT_ASKED}`,
          'なぜ',
          // (not "ルールなんで", "仕様なんですが": "because", "it is that", after a noun)
          '(?<![\\p{Script=Han}\\p{Script=Katakana}ー])なんで(?!す)',
          `どう${NOT_ASKED}`,
          `どこ${NOT_ASKED}`,
          `いつ(?!も)${NOT_ASKED}`,
          `どれ${NOT_ASKED}`,
          `どの${NOT_ASKED}`,
          `どっち${NOT_ASKED}`,
        ]),
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
          '(?:これ|それ)で(?:いい|OK|大丈夫)',
          '大丈夫',
          'ありがとう',
          '続けて',
          '進めて',
          'お願いします',
          '完璧',
          'よし',
          '最高',
          'すご(?:い|っ)',
          'さすが',
          '助かり(?:ます|ました)',
          '助かった',
          '素晴らしい',
          'ナイス',
          'バッチリ',
          'ばっちり',
          'いい感じ',
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
        // "全部やって": every step the agent offered
        phraseAtStart(['(?:はい|OK|了解)?[、,\\s]*(?:全部|ぜんぶ|全て|すべて|両方)(?:やって|お願い|進めて)']),
      ],
      examples: ['はい、進めてください', 'それでお願いします'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyPhrase(['まだ[^。]{0,10}(?:ない|ません|エラー|失敗)', 'まだ(?:ダメ|だめ|駄目)', '同じエラー']),
      examples: ['まだ動きません', '同じエラーが出る', 'まだダメでした'],
    },
    {
      id: 'does-not-work',
      pattern: anyPhrase(['エラー(?:が出|になり|です)', '動かない', '動きません', '失敗し', '表示されない', '落ちる', 'クラッシュ']),
      examples: ['保存ボタンが動かない'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyPhrase(
        [String.raw`真っ黒`, String.raw`真っ白`, String.raw`空っぽ`, String.raw`何も(?:見えない|見えません|映らない|描画されない)`].map((phrase) =>
          notAfter(phrase, CONDITION, CONDITION_GAP),
        ),
      ),
      examples: ['グラフが真っ白', '何も見えない'],
    },
  ],
  casual: anyPhrase(['気にしないで', '(?:気に|心配)しなくて(?:いい|良い|大丈夫)(?:よ|です)?', '問題ない', '問題ありません']),
  interjections: leadingRun(['あ+', 'ああ', 'えっと', 'えーと', 'うーん', 'ん+', 'あの', 'OK'], false),
  clauseOpeners: leadingRun(['じゃあ', 'では', 'あと', 'それと', 'でも'], false),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces: /(?:実装|作成|追加|構築|作り|作)(?:します|していきます|に取りかかります|を始めます|ります)(?![かね]?[?？])|(?:取りかかります|着手します)/u,
  agentInvites:
    /(?:何を(?:しますか|しましょうか|やりますか|お手伝いしましょうか|お手伝いできますか)|(?:何か)?お手伝いできること|次は(?:何|どれ|どの)|(?:気をつける|注意する)(?:こと|点)|注意点|ご要望|要件|何か(?:ありますか|あれば))[^？?]{0,30}[？?]\s*$/u,
  agentGoAhead:
    /(?:進めてよいですか|進めてもいいですか|進めてもよろしいですか|進めますか|よろしいですか|始めてもいいですか|実行してもいいですか|この方針でいいですか)\s*[？?]\s*$/u,
  agentOffers: anyPhrase([
    '[？?]\\s*$',
    '方法があります',
    'おすすめ',
    '推奨',
    'ほうが(?:いい|良い)',
    'しますか',
    'しましょうか',
    'いかがですか',
    'どちらに',
    '選んで',
    'ご希望',
  ]),
  rules: {
    negators: ['ない', '禁止', 'やめ', 'ません', 'ず', 'じゃなく', 'ではなく', 'の代わりに'],
    negationAfter: true,
    concepts: {
      ask: ['聞', '確認', '質問', '選ばせ'],
      choose: ['選'],
      recommend: ['おすすめ', 'オススメ', '推奨'],
      option: ['案', 'オプション', '選択肢'],
      comment: ['コメント'],
      database: ['データベース'],
      'read-only': ['読み取り専用', '読み込み専用', 'リードオンリー'],
      add: ['追加', '書き込', '作成', '書'],
      english: ['英語'],
      commit: ['コミット'],
      message: ['メッセージ'],
      push: ['プッシュ'],
      branch: ['ブランチ'],
      test: ['テスト'],
      run: ['実行', '走らせ'],
      finish: ['完了', '終わ'],
      say: ['報告'],
      wrap: ['ラップ'],
      error: ['エラー'],
      name: ['名前', '命名', 'ファイル名'],
      pascalcase: ['パスカルケース'],
      camelcase: ['キャメルケース'],
      component: ['コンポーネント'],
      general: ['汎用', '共通', '統一'],
      mechanism: ['仕組み', 'メカニズム'],
      'case-by-case': ['一つずつ', 'ひとつずつ', '個別'],
      fix: ['修正', '直'],
      gui: ['ウィンドウ', '画面'],
      hang: ['固ま', 'フリーズ', 'ハング'],
      open: ['開'],
      short: ['短く', '簡潔'],
      long: ['長すぎ', '冗長'],
    },
    prefix: /^(?:(?:今後(?:は)?|これからは|次から(?:は)?|次回から(?:は)?|以後|すみません|お願いします)[、,\s]*)+/u,
    taskReferences: /これ|それ|あれ|ここ|この(?!リポジトリ|プロジェクト)|その/u,
  },
  examples: {
    corrections: [
      { text: 'このビルドサーバーは node 18 です', cue: 'machine' },
      { text: '定数は大文字スネークケースに統一してください', cue: 'convention' },
      { text: 'どれにするか聞かないで、おすすめで進めて', cue: 'dont-ask' },
      { text: '今後はコミット前にテストを回してください', cue: 'standing' },
      { text: 'ログに個人情報を出さないって運用ルールに書いてあるよね？マスクして', cue: 'told-you' },
      { text: 'このマシンには Questa 入ってないです。xrun で書き直してください', cue: 'machine' },
      { text: 'このセッション中は sudo を使わないでください', cue: 'dont', explicit: true },
      { text: 'bundle id は com.example.app です、com.example.ios じゃないです', cue: 'machine' },
      { text: '本番DBは MySQL 5.7 です。JSONB なしで書き直してください', cue: 'machine' },
      { text: 'os_log を使ってください。NSLog は禁止です', cue: 'not-done', explicit: true },
      { text: 'うちはコミットメッセージに先頭にチケット番号をつけるルールなんで、amend してください', cue: 'convention' },
      { text: 'うちはいつも poetry run pytest です。素の pytest だとシステムの python になります', cue: 'convention', explicit: true },
      { text: '古いステージングはもうないです、今は全部 stage2 で動いてます', cue: 'convention', explicit: true },
      { text: '恐れ入りますが、弊社ではログは英語で書く決まりになっておりまして…今後はそのようにお願いできますでしょうか', cue: 'convention' },
      { text: '今後はコミット前に必ずテストを実行するようにしてください', cue: 'standing' },
      { text: 'タイムアウトを延ばすのは修正じゃなくて、隠してるだけです', cue: 'complaint' },
      { text: 'テストメールを本番の顧客に送っていました。今後このようなことがないようにしてください', cue: 'standing' },
      { text: 'トークンを設定から外して。二度と見たくない', cue: 'reproach' },
      { text: '作業ファイルは /data に置いてください。前回もそれでメモリを食い潰してました', cue: 'reproach' },
      { text: 'ユニットテストでは DB に繋がない決まりになってます', cue: 'convention' },
      { text: 'systemd のサービスにしてって最初に言ったはずなんですが…', cue: 'told-you' },
      { text: '番号は先頭です。貼ったルールに書いてあります', cue: 'told-you', explicit: true },
      { text: 'うちは東京リージョンだけって最初に書きましたよ', cue: 'told-you' },
      { text: 'ゴールデンを今の出力で上書きしたら比較の意味ないでしょ', cue: 'complaint' },
      { text: '決めておこう：日付は全部ISOで', cue: 'standing' },
      { text: 'クラス名はBEMって決めたよね？', cue: 'told-you' },
      { text: 'あれ、まず検証環境で確認するって決めてましたよね？', cue: 'told-you', explicit: true },
      { text: 'テストは spec フォルダに置いてください。前にも言いました', cue: 'told-you' },
      { text: '日付のヘルパーはもうutilsにあるよ、それ使って', cue: 'already-have' },
      { text: 'なんで毎回フルビルドするの？差分だけでいい', cue: 'reproach' },
      { text: '本番環境はまだ Python 3.8 です', cue: 'machine' },
      { text: 'Unityは2021.3 LTS固定なので新しいAPIは使えません', cue: 'machine' },
      { text: 'うちはlodash使わないです', cue: 'convention' },
      { text: 'リトライ間隔30秒はわざとです、上流に制限があるので', cue: 'on-purpose' },
      { text: 'テストのsleepは理由があって入れてるんです', cue: 'on-purpose' },
      { text: 'APIクライアントはopenapi.yamlから自動生成なので、specの方を直してください', cue: 'generated' },
      { text: 'themes/paper はサブモジュールなので、ルートの layouts/ で上書きしてください', cue: 'generated' },
      { text: '翻訳ファイルは同期のたびに上書きされるので、新しいキーは ja.json だけに入れてください', cue: 'generated' },
      { text: 'さすがですね、テスト全部消えてますけど🙃', cue: 'irony' },
      { text: '本番のキャッシュ全部消すとか天才かよｗｗ', cue: 'irony' },
      { text: 'さすが、また日付のヘルパーが増えましたね。もう三つありますけど', cue: 'irony' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: 'コミットする前に毎回 lint を走らせてください', cue: 'standing' },
      { text: 'テーブルごと消したんですか。正気ですか', cue: 'reproach' },
      { text: '日本語で答えてください', cue: 'reply-language' },
      { text: '命名はリポジトリの他の部分と同じように snake_case で', cue: 'convention' },
      { text: 'これで3回目です、古い API を使わないでください', cue: 'reproach' },
      { text: 'ビルドサーバーはインターネットに出られないので、社内ミラーを使ってください', cue: 'machine' },
      { text: 'ステージングは QA と共用です。覚えておいてください', cue: 'standing' },
      { text: 'いいえ、コードは USER CODE ブロックの中にだけ書きます', cue: 'convention' },
      { text: 'このプロジェクトは新しい Input System を使っているので、そのメソッドは動きません', cue: 'convention', explicit: true },
      { text: 'レイアウトが崩れました。それは消してください、色だけ変えたかったです', cue: 'undo' },
      { text: 'ブランチ名の形式は TICKET-123/説明 です', cue: 'convention', explicit: true },
      { text: 'Windows なので、その bash のコマンドは使えません', cue: 'machine' },
      { text: 'それは Vue 2 の書き方です。プロジェクトは Vue 3 です', cue: 'machine' },
      { text: 'なんでlombok？それはもう廃止しました', cue: 'machine' },
      { text: 'はい、お願いします。ただ本番の設定には絶対に触らないでください', cue: 'always-never', explicit: true, answer: true },
      { text: '原則として新しい依存は追加しないでください', cue: 'standing', explicit: true },
      { text: 'これはうちのルールなので、ログにトークンを出さないで', cue: 'standing', explicit: true },
      { text: '何か新しいライブラリを入れる前に、package.json を見ておいて', cue: 'standing', explicit: true },
      { text: 'README の書き換えは頼んでないので、元に戻してください', cue: 'unasked' },
      { text: 'インデントの変更は戻して', cue: 'undo' },
      { text: '共通の設定を変える前に先に聞いてください', cue: 'ask-first', explicit: true },
      { text: '今後はコメントを追加しないでください', cue: 'standing', explicit: true },
      { text: 'npmではなくpnpmを使って', cue: 'x-not-y' },
      { text: 'いちいち確認しないで、おすすめを選んで', cue: 'dont-ask', explicit: true },
      { text: 'また同じミスをしている', cue: 'reproach' },
      { text: 'エラーメッセージの書き方がバラバラです', cue: 'complaint' },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      { text: 'こういう場合は必ず warning で。critical は顧客影響のときだけ', cue: 'always-never' },
      { text: 'うちではこうしています。変更ごとにコミット', cue: 'convention' },
      { text: 'これで二回目です、テストを忘れたの', cue: 'reproach' },
      { text: '何を変えたかだけ教えてください', cue: 'complaint' },
      { text: 'clippy --fix をワークスペース全体にかけるのはやめてください', cue: 'stop' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: 'コミットしてください。ちなみに、ログは必ず英語で書いてください', cue: 'always-never', explicit: true },
      { text: '今度からPRの説明は日本語で書いて', cue: 'standing', explicit: true },
      { text: '次回以降はブランチを切ってから作業して', cue: 'standing', explicit: true },
      { text: '覚えといて、テストは pytest で書く', cue: 'standing', explicit: true },
      { text: 'いつもマイグレーションを先に作ってね', cue: 'standing', explicit: true },
      { text: '二度と main に直接 push しないで', cue: 'always-never', explicit: true },
      // conventions stated as facts
      { text: 'うちは pnpm です', cue: 'convention', explicit: true },
      { text: 'うちのチームは yarn を使ってます', cue: 'convention', explicit: true },
      { text: 'ここでは fixtures は使いません', cue: 'convention', explicit: true },
      { text: 'HTTP はすべて apiClient 経由にしています', cue: 'convention', explicit: true },
      { text: '誰も var なんて使ってないです', cue: 'convention', explicit: true },
      { text: '社内の規約で console.log は残さない', cue: 'convention', explicit: true },
      // prohibitions and "no need"
      { text: 'tenacity は入れなくていいです', cue: 'no-need' },
      { text: 'そのラッパーは不要です', cue: 'no-need' },
      { text: 'コメントはいらない', cue: 'no-need' },
      { text: '.env はコミットしない', cue: 'dont' },
      { text: 'any を使うのはダメ', cue: 'dont' },
      { text: 'ハードコードはNG', cue: 'dont' },
      { text: 'ログに個人情報を出さないこと', cue: 'dont' },
      // redirects
      { text: 'moment じゃなくて date-fns', cue: 'x-not-y' },
      { text: '標準ライブラリの urllib で十分', cue: 'suggest' },
      { text: 'Map だけで足りる', cue: 'suggest' },
      // reproach of the agent's manner
      { text: '言ったじゃん、テストは FactoryBot で書くって', cue: 'told-you', explicit: true },
      { text: '前も伝えたよね、コミットメッセージは日本語', cue: 'told-you', explicit: true },
      { text: '何度も言ってるけど、なんで npm なの？', cue: 'told-you', explicit: true },
      { text: 'なんで全部 use client にしたの？サーバーコンポーネントでいいのに', cue: 'why-you' },
      { text: 'どうして勝手に依存を追加したんですか', cue: 'unasked' },
      { text: '今度こそちゃんとテストしてから報告して', cue: 'reproach' },
      { text: 'また npm を使ってる', cue: 'reproach' },
      { text: '報告する前に自分でテストを回してもらえますか', cue: 'verify-first', explicit: true },
      // take back, keep
      { text: '追加したファイルは消して', cue: 'undo' },
      { text: '入れたパッケージは削除して', cue: 'undo' },
      { text: 'インデントは前のままにして', cue: 'keep-as-is' },
      // stop
      { text: '止まって。マイグレーションはまだ流さないで', cue: 'dont' },
      { text: 'ちょっと待って、それ違うブランチ', cue: 'wrong' },
      { text: '古いスキーマを使いましたか？先月 v2 に移行しました', cue: 'convention', explicit: true },
      { text: 'wiki は古いです。openapi.yaml が正です', cue: 'convention', explicit: true },
      { text: 'trim() はまずいです。右側の空白だけ消してください', cue: 'wrong' },
      { text: '翻訳の用語がずれてる。用語は手引きに合わせて `浸水深` で統一', cue: 'convention', explicit: true },
      { text: 'このシステムJava6だから。ラムダとか使うなよ', cue: 'dont' },
      { text: '依存増やすときは絶対先に言って', cue: 'ask-first', explicit: true },
    ],
    others: [
      { text: 'テストは jest と vitest どっちを使ってるんだっけ', kind: 'question' },
      { text: '帳票の種類は今後も増えるので、定義は YAML から読むようにして', kind: 'request' },
      { text: '画面には 12 件って書いてあるけど、実際は 10 件しかない。どれが抜けてる？', kind: 'question' },
      { text: 'これってなんでキャッシュされないんですか', kind: 'question' },
      { text: 'いや、そうじゃなくて、夜間バッチが二回走るのはなぜかを聞いてるんです', kind: 'question' },
      { text: 'ちょっと待って、適用する前に今の設定をバックアップしてください', kind: 'request' },
      { text: 'モーダルなしって言ったのは分かってるけど、これは例外で、タイムアウトの警告はダイアログにしてください', kind: 'request' },
      { text: '今後記事が増えても表示がブレないように、日付は共通コンポーネントにまとめてください', kind: 'request' },
      { text: 'ちょっと待って、その前にバックアップを取ってください', kind: 'request' },
      { text: 'さっき設定ファイルは触らないでと言いましたが、リーダーの許可が出たので大丈夫です', kind: 'other' },
      { text: '遅い原因を調べて。コードは変えないで、報告だけでいいです', kind: 'other' },
      { text: 'ちょっと席を外します。戻るまで何も変更しないでください', kind: 'other' },
      { text: 'いえ、それは不要です', kind: 'answer' },
      { text: 'なんで date-fns じゃないの？純粋に気になって', kind: 'question' },
      { text: 'ログを見て原因を教えて。まだ直さないでね', kind: 'request' },
      { text: '依存関係を一覧にしてください。とりあえずコードは変更しないでください', kind: 'request' },
      { text: '決まりはありますか？', kind: 'question' },
      { text: '明日って祝日じゃなかったっけ？会議ある？', kind: 'other' },
      { text: 'いえ、保存先ではなく、誰が保存しているのかを伺いたかったです', kind: 'question' },
      { text: 'さっき言ったことは忘れて、フッターは触っていいよ', kind: 'other' },
      { text: 'もう会議があるので3時までにお願いします', kind: 'other' },
      { text: '本番環境は Python 3.11 にしますか？', kind: 'question' },
      { text: 'サーバーが落ちてます', kind: 'other' },
      { text: 'うちは明日休みです', kind: 'other' },
      { text: 'リトライ間隔30秒は意図的ですか？', kind: 'question' },
      { text: 'APIドキュメントを自動生成してください', kind: 'request' },
      { text: 'さすがです、ちゃんと動きました🎉', kind: 'other' },
      { text: 'すごい、速くなりましたね', kind: 'other' },
      // near misses of the classes above
      { text: 'リリースノートを英語で書いてください', kind: 'request' },
      { text: 'ブランチ名はいつもどうしていますか？', kind: 'question' },
      { text: 'Mac を買ったのですが、node はどう入れますか？', kind: 'question' },
      { text: 'はい、いつもこのくらい時間がかかります', kind: 'answer' },
      { text: 'ダークモードを追加してください', kind: 'request' },
      { text: 'プッシュしましたか？', kind: 'question' },
      { text: '了解です', kind: 'acknowledgement' },
      { text: '最高です！次はログ画面をお願いします', kind: 'request' },
      { text: 'まだ動きません', kind: 'failure-report' },
      // near misses of the cues above
      { text: 'これからミーティングなので少し待ってください', kind: 'request' },
      { text: 'うちの環境で動くか確認してください', kind: 'request' },
      { text: 'このプロジェクトでは何を使っていますか？', kind: 'question' },
      { text: 'テストは書かなくていいですか？', kind: 'question' },
      { text: 'いらないファイルを削除してください', kind: 'request' },
      { text: '不要なimportを消してください', kind: 'request' },
      { text: 'まだダメでした', kind: 'failure-report' },
      { text: 'これでいいです', kind: 'acknowledgement' },
      { text: 'なんでこのエラーが出るの？', kind: 'failure-report' },
      { text: 'どうしてこの設計にしたんですか？', kind: 'question' },
      { text: '古いファイルを削除してください', kind: 'request' },
      { text: 'ストップウォッチ機能を追加してください', kind: 'request' },
      { text: 'いつもこのエラーが出る', kind: 'failure-report' },
      { text: '勝手にログアウトされた', kind: 'answer' },
      { text: 'ここではエラーが出ます', kind: 'failure-report' },
      { text: 'このエラーは何ですか？毎回出ます', kind: 'question' },
      { text: 'あ、そこは気にしなくていいよ', kind: 'request' },
      { text: 'いらないです', kind: 'answer' },
      { text: '全部やって。デプロイは GitHub Actions になってるから、crontab じゃなくてそっちを更新', kind: 'answer' },
      { text: 'このままだとまずいですか？', kind: 'question' },
      { text: '修正は終わりました、他は全部OKです', kind: 'other' },
    ],
    agentAnnouncements: ['次は在庫アラートの画面を作ります。', '請求書のPDF出力を実装します。'],
    agentInvitations: ['こんにちは。今日は何をお手伝いしましょうか？', 'ログイン画面から始めます。注意点はありますか？', '完了しました。次は何をしますか？'],
    agentGoAheads: ['方針：1. 移行 2. テスト。進めてもいいですか？'],
    agentQuestions: ['外から見るにはポートを開けるか、Tailscale を使う方法があります。', 'CLIにも追加しますか？', 'どちらの案にしましょうか'],
  },
}));
