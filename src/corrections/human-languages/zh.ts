/**
 * Chinese, Simplified and Traditional (each phrase in both where they differ): cues, clause classes and
 * failure reports (see types.ts). Written without spaces: phrases match where they stand, and words that
 * are also parts of other words (别 in 特别 and 区别, 以后 as "after" in 完成以后) are held to a clause start.
 */
import {
  absentCue,
  anyPhrase,
  CJK_CLAUSE_START,
  CODE_TERM,
  DATABASE_ENGINES,
  eyeRollCue,
  leadingRun,
  namedStateCue,
  notAfter,
  phraseAtClauseStart,
  phraseAtStart,
  stateCue,
  notWhatTheAgentUsedCue,
} from './patterns.js';
import { lazyLanguage } from '../lazy-language.js';

/** What may stand between a clause start and a prohibition: a subject, "please", "then", "also", "really". */
const BEFORE_PROHIBITION = [
  '你',
  '您',
  '请',
  '請',
  '就',
  '也',
  '千万',
  '千萬',
  '以后',
  '以後',
  '今后',
  '今後',
  '下次',
  '再也',
  '都',
  '还是',
  '還是',
  '否则',
  '否則',
  '不然',
];

/**
 * "每次提交前都要先 rebase", "每次改完跑一遍测试": a rule for every time, of what the agent does (not "每次点击都会报错"
 * or "每次刷新都要重新登录", which report what the product does).
 */
const EVERY_TIME = `每一?次[^，,。？?！!]{0,16}?(?:都|前|之前|后|後|完)都?(?:要|得|必须|必須|务必|務必|记得|記得)?先?\\s*(?:跑|用|加|写|寫|检查|檢查|确认|確認|更新|同步|测|測|提交|运行|運行|执行|執行|通知|告诉|告訴|问|問|格式化|rebase|lint)`;

/** Who "we" are when a convention is stated: the project, the team, this side of it. */
const OUR_SCOPE = '(?:项目|專案|项目里|專案裡|仓库|倉庫|这边|這邊|这里|這裡|团队|團隊|公司|组|組)';

/** What an agent adds to a project (a dependency, a file, a wrapper): "不用装", "刚才新增的". */
const ADDING = '(?:装|裝|安装|安裝|新增|添加|加上|加(?!班)|引入|写|寫|建|新建|创建|創建|封装|封裝|搞|弄|生成)';

/** What a request for new work opens with (帮我…, 请…, 把 X 改成 Y, 添加…), after an adverb such as 先 or 那就. */
const REQUEST_OPENERS = [
  '加(?=[，,。.\\s]|$)',
  // the next piece of work named as such: "下一步：…", "接下来做…", "另一个需求：…", "还有几个要求：…"
  '(?:下一步|接下来|接下來)(?:[:：]|要|做|是)',
  '(?:另一个|另一個|还有几个|還有幾個|再加几个|再加幾個)(?:需求|要求|功能)',
  // "给排队脚本加上…", "对 QC 样本算一下…": the thing named, then the work on it
  '(?:给|給)[^，,。！!？?]{1,20}?(?:加上|加个|加個|添加|增加|写一?个|寫一?個|做一?个|做一?個)',
  '(?:对|對)[^，,。！!？?]{1,20}?(?:算一下|统计一下|統計一下|跑一下|做一下|检查一下|檢查一下)',
  '新需求',
  '新功能',
  '需求[:：]',
  '做一?个',
  '做一?個',
  '把',
  // not 请求, the noun ("请求都走 apiClient")
  '(?:请|請)(?!问|問|不|别|別|勿|求)',
  '麻烦',
  '麻煩',
  '帮我',
  '幫我',
  '帮忙',
  '幫忙',
  '给我',
  '給我',
  '你帮',
  '你幫',
  '能不能帮',
  '能不能幫',
  '可以帮',
  '可以幫',
  '能否',
  '添加',
  '新增',
  '增加',
  '加上',
  // with its count: 加个 / 加一個 / 加一条 / 加几行
  '加(?:一|几|幾|两|兩)?(?:个|個|条|條|些|段|行|列|项|項|张|張|份|页|頁|组|組)',
  '实现',
  '實現',
  '创建',
  '創建',
  '建立',
  '生成',
  '新建',
  '写一?个',
  '寫一?個',
  '做一?个',
  '做一?個',
  '看一下',
  '看看',
  '检查',
  '檢查',
  '查找',
  '查一下',
  '找一下',
  '找找',
  '找到',
  '搜索',
  '运行',
  '運行',
  '执行',
  '執行',
  '部署',
  '重构',
  '重構',
  '优化',
  '優化',
  '补充',
  '補充',
  '完善',
  '基于',
  '基於',
  '那现在',
  '那現在',
  '现在帮',
  '現在幫',
  '接下来',
  '接下來',
  '接着',
  '接著',
  // "設一個合理的 CSP" (not 設定, 设置: "settings"); a pick among the options with its terms: "选 C，但是要加版本头"
  '(?:设|設)(?:一?个|一?個)',
  '(?:选|選)\\s*[A-Da-d1-9一二三四](?![A-Za-z0-9])',
  // the work named by what it needs: "我們需要支援…" (not "我们需要的是…")
  '(?:我们|我們)需要(?!的)(?![^，,。！!？?]*(?:吗|嗎|[？?]))',
  '然后',
  '然後',
  '同时',
  '同時',
  '另外',
  '还要',
  '還要',
  '再加',
  '也要',
  '重新来',
  '重新來',
  '移除',
  '删除',
  '刪除',
  '去掉',
  '去除',
];

/** Words of agreement, thanks or praise. */
const ACKNOWLEDGEMENTS = [
  '(?:对|對)(?:的|就是)[^，,。]*',
  '好的?',
  '好滴',
  '好吧',
  '可以',
  '行',
  '同意',
  '没问题',
  '沒問題',
  '对',
  '對',
  '是的',
  '嗯+',
  '继续',
  '繼續',
  '谢谢',
  '謝謝',
  '感谢',
  '感謝',
  '辛苦了',
  '完美',
  '不错',
  '不錯',
  '很好',
  '太好了',
  '收到',
  '明白',
  '了解',
  '懂了',
  '(?:这样|這樣)就(?:够|夠|好|行|可以)了?',
  // the verb of an A-not-A question said back alone: "要不要也处理 X？" → "要。"
  '(?:都)?要的?',
  '需要',
  '都可以',
  '漂亮',
  '牛(?:逼|批|啊)?',
  '厉害',
  '厲害',
  '赞',
  '讚',
  '棒',
  '太棒了',
  '好耶',
  '妥',
  '稳',
  '穩',
  '优秀',
  '優秀',
  '666+',
];

/** Chinese question particles and words: a clause holding one asks (unless it is a normative question). */
/** "别问我选哪个", "不用问我用什么": what the human will not be asked, no question. */
const NOT_ASKED = '(?<!(?:别|別|不用|不要|不必|无需|無需|没必要|沒必要)再?(?:问|問)[^，,。！!？?]{0,6})';

const QUESTION_MARKERS = [
  '吗',
  '嗎',
  `${NOT_ASKED}什么`,
  `${NOT_ASKED}什麼`,
  `${NOT_ASKED}(?<!不管|无论|無論)怎么`,
  `${NOT_ASKED}(?<!不管|无论|無論)怎麼`,
  '为什么',
  '為什麼',
  '为啥',
  '為啥',
  // "无论如何都…", "不管怎么样都…": whatever happens, not a question
  `${NOT_ASKED}(?<!无论|無論)如何`,
  '是否',
  `${NOT_ASKED}哪`,
  `${NOT_ASKED}啥`,
  `${NOT_ASKED}多少`,
  // A-not-A asks, unless it is reported ("问我要不要继续", "看看能不能"): then the clause says what was asked; nor a
  // negation said twice ("不行不行", "不是不是", "不对不对": no, no)
  ...['是不是', '有没有', '有沒有', '能不能', '可不可以', '要不要', '会不会', '會不會', '对不对', '對不對', '行不行', '好不好'].map(
    (form) => `(?<!问我|問我|问|問|看看|确认|確認|知道|决定|決定|判断|判斷|检查|檢查|不)${form}`,
  ),
  '呢[？?。.！!]?$',
  '嘛[？?。.！!]?$',
  '干嘛',
  '幹嘛',
  '么[？?]?$',
  '麼[？?]?$',
  // "A 还是 B" asks which, unless 还是 means "still" (还是不行, 还是报错)
  '还是(?!不|没|沒|报|報|一样|一樣|失败|失敗|有问题|有問題|会|會|出|很|太)',
  '還是(?!不|没|沒|报|報|一样|一樣|失败|失敗|有问题|有問題|会|會|出|很|太)',
];

/** Not after a word that forbids it: "不能报错" asks that it never errors, it reports no error. */
const NOT_FORBIDDEN = '(?<!不能|不要|别|別|不会|不會|不可以|不应该|不應該|不许|不許|避免|防止|不准)';

/** A word that opens a condition ("if it is empty"): what would be, not what was seen — and how far back it is looked for. */
const CONDITION = String.raw`(?:如果|若|假如|要是|万一|萬一|的话|的話)`;
const CONDITION_GAP = String.raw`[^，,。！!？?]{0,15}`;

export const zh = lazyLanguage({ id: 'zh', name: 'Chinese', script: /\p{Script=Han}/u }, () => ({
  cues: () => [
    eyeRollCue(),
    // 代码里的名字是这个不是那个: "bundle id 是 com.example.app，不是 com.example.ios"
    { id: 'machine', pattern: new RegExp(String.raw`是\s*${CODE_TERM}\s*[，,]?\s*(?:而)?不是\s*${CODE_TERM}`, 'iu'), confidence: 0.7 },
    // 生产库的引擎: "生产库是 mysql 5.7"
    // 代理选的东西在项目运行的地方跑不了：“服务器上这个跑不了”
    // 某类东西不放在哪儿：“token 不能放在数据库里，都在钥匙串”
    {
      id: 'convention',
      pattern: /不(?:能|该|該|应该|應該)(?:放|存|写|寫)(?:在|进|進|到)[^，。,；;]{1,24}?[，,；;]/u,
      confidence: 0.75,
      explicit: true,
    },
    // 以后都这样："批处理脚本以后都这样"
    {
      id: 'standing',
      pattern: /(?:以后|以後|今后|今後)(?:都|全都|一律)(?:这样|這樣|这么|這麼)(?:做|弄|办|辦|处理|處理)?/u,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // 项目用的是什么，当作事实说：“这个项目用 poetry 啊”
    {
      id: 'convention',
      pattern: /(?:这个|這個|我们的|我們的|本)(?:项目|項目|仓库|倉庫|repo)(?:是|都是)?(?:用|使用|基于|基於)(?!(?:什么|什麼|哪|啥))\s*[A-Za-z]/u,
      confidence: 0.75,
      explicit: true,
    },
    {
      id: 'machine',
      pattern:
        /(?:服务器|伺服器|线上|線上|生产|生產|那边|那邊|那台|产线|產線|板子)(?:上|环境|環境)?(?:[^，。！？,.!?\s]{0,12}?)(?:跑不了|跑不起来|跑不起來|用不了|装不上|裝不上|起不来|起不來|编译不过|編譯不過|根本跑不|没法跑|沒法跑|不能跑)/u,
      confidence: 0.7,
      notInFailure: true,
    },
    {
      id: 'machine',
      pattern: new RegExp(
        String.raw`(?:生产|生產|线上|線上|正式)(?:环境)?(?:库|庫|数据库|資料庫|DB|db)\s*(?:是|用的是|跑的是|還是|还是)\s*${DATABASE_ENGINES}`,
        'iu',
      ),
      confidence: 0.7,
    },
    // 这里禁止的东西: "NSLog 是禁止的", "float 存金额是不允许的"
    { id: 'not-done', pattern: /是(?:被)?(?:禁止|严禁|嚴禁|不允许|不允許|不被允许|不被允許)的/u, confidence: 0.8, explicit: true, standingRule: true },
    // 这边一向如此，或现在都搬到了哪: "我们这边一直是 poetry run pytest", "现在都在 stage2 上了"
    {
      id: 'convention',
      pattern:
        /我们(?:这边|這邊|这里|這裡)?(?:一直|一向|向来|向來)(?:都)?(?:是|用)|我們(?:這邊|這裡)?(?:一直|一向|向來)(?:都)?(?:是|用)|(?:现在|現在)(?:全部|都|全)(?:在|跑在|放在|迁到|遷到|搬到)/u,
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // 人给的东西里写着: "我贴的规则里写了不能加依赖"
    {
      id: 'told-you',
      pattern: /(?:我)?(?:贴|貼|发|發|给|給)(?:你|给你|給你)?的[^。？?]{0,10}(?:里|裡|上)(?:明明)?(?:写|寫)(?:了|着|著|的)/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // 上次也这样: "上次也是这么改坏的", "上次就是这样把库删了"
    { id: 'reproach', pattern: /上次(?:也|就)(?:是)?(?:这样|這樣|这么|這麼)/u, confidence: 0.75, addressesAgent: true, notInFailure: true },
    // a workaround called out: "that isn't a fix, it just hides it" — about what the agent made
    {
      id: 'complaint',
      pattern: /(?:这|這)(?:不是|不算)(?:修复|修復|解决|解決)|(?:只是|只会|只會)(?:掩盖|掩蓋|藏起来|藏起來|盖住|蓋住)/u,
      confidence: 0.8,
      notInFailure: true,
      aboutWork: true,
    },
    // what must not happen again, said of what the agent did: "this can't happen again", a rule for good
    {
      id: 'standing',
      pattern: /不能再(?:发生|發生|出现|出現)|下不为例|下不為例|别再(?:发生|發生)这种事|別再(?:發生|发生)這種事/u,
      confidence: 0.85,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // what the human never wants to see again: "I don't want to see that again", said of what the agent did
    { id: 'reproach', pattern: /(?:别|別|不要)让我再(?:看到|看見|看见)|(?:不想|不要)再(?:看到|看見|看见)/u, confidence: 0.8, addressesAgent: true },
    // 约定的规则: "约定一下：日期统一用ISO"
    { id: 'standing', pattern: /(?:咱们|我们|我們)?(?:约定|約定|说好|說好)(?:一下)?[:：]/u, confidence: 0.8, explicit: true, standingRule: true },
    // 说好的事, 反问: "不是说好用BEM吗"
    // 我们这边全部是…: "我们这边全部是 HALF_EVEN", "我們一律用 UTC"
    {
      id: 'convention',
      pattern: anyPhrase(['我(?:们|們)(?:这边|這邊|这里|這裡)?(?:全部|所有地方|到处|到處|一律)(?:都)?(?:是|用)'], 'iu'),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: /不是(?:说好|說好|讲好|講好)(?:了)?(?:的)?|不是(?:已经|已經)?(?:定好|约好|約好|商量好)(?:了)?/u,
      confidence: 0.85,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    // 智能体做的东西已经有了: "我们已经有fetch封装了", "不是有现成的工具函数吗"
    {
      id: 'already-have',
      pattern:
        /(?:我们|我們)?(?:已经|已經|本来就|本來就)有(?:现成的|現成的|一个|一個)?[A-Za-z\p{Script=Han}][\w.\p{Script=Han}/-]{0,20}?了|不是(?:已经|已經)?有[^？?，,。]{1,20}(?:吗|嗎)/u,
      confidence: 0.75,
    },
    // 机器或项目的事实: "这台是m2的mac", "服务器上只有python3.8", "没有外网" (不是 "服务器上没有报错")
    // what the agent wrote is of another platform or version than the project's: "that's godot 3 syntax", "это синтаксис aiogram 2"
    // what the agent used was taken out of the project: "we removed it last year", "das haben wir rausgeworfen"
    {
      id: 'machine',
      pattern: /(?:这个|這個|那个|那個|它)(?:我们|我們)[^，,。！!？?]{0,4}?(?:废弃|廢棄|去掉|删掉|刪掉|弃用|棄用|不用)了/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern: /(?:这|這|那)(?:是|个是|個是|都是)[^，,。！!？?]{1,20}?的?(?:语法|語法|写法|寫法)(?![吗嗎呢？?])/u,
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'machine',
      pattern:
        /(?:这台|這台)(?:是|机器|機器|服务器|伺服器|电脑|電腦)|(?:服务器|伺服器|机器|機器|线上|線上|生产|生產|测试机|測試機|板子)(?:上)?(?:是|用的是|跑的是|只有|没有|沒有|没装|沒裝)(?!问题|問題|报错|報錯|反应|反應|响应|回應|日志|日誌|文件|檔案|数据|數據|记录|記錄|输出|輸出|错误|錯誤|权限|權限)|(?:没有|沒有|不能|无法|無法)(?:访问|訪問|连|連)?(?:外网|外網|公网|公網|GPU|N卡|sudo|root)/u,
      confidence: 0.7,
    },
    // 项目跑在什么版本上: "我们还在用 Java 8", "我們還是 Node 16"
    {
      id: 'machine',
      pattern: /我(?:们|們)(?:这边|這邊)?(?:还|還)(?:在|是)?(?:用|使用|跑)?(?:的是)?\s*[A-Za-z][\w.+-]*\s*v?\d/u,
      confidence: 0.7,
    },
    // 团队不这么做: "我们不提交编译产物", "我们这边从来不用 lodash" (不是 "我们不知道")
    {
      id: 'convention',
      pattern:
        /我(?:们|們)(?:这边|這邊|这里|這裡|项目|專案|团队|團隊)?(?:从来|從來|一般|都|一直)?不(?:提交|用|装|裝|加|写|寫|上传|上傳|推|放|存|跑|碰|动|動|引入|依赖|依賴|commit|push)/u,
      confidence: 0.75,
    },
    // 智能体改了工具生成的文件: "CHANGELOG是发版时自动生成的"
    {
      id: 'generated',
      pattern: /(?:会|會)被覆(?:盖|蓋)|是(?:一个|一個|个|個)?(?:git\s*)?(?:子模块|子模組|submodule)|(?:自动|自動)生成|(?:脚本|腳本|工具|插件)生成的/iu,
      confidence: 0.75,
    },
    // 智能体删掉或改掉的东西是故意的: "超时90秒是故意的", "那个取整是有原因的"
    {
      id: 'on-purpose',
      pattern:
        /故意(?:的|这么|這麼|留|加|设|設)|是有原因的|不是没(?:有)?原因|有(?:它的|他的)?(?:原因|道理)的|特意(?:加|留|设|設|写|寫)的|专门(?:加|留|设|写)的|專門(?:加|留|設|寫)的/iu,
      confidence: 0.75,
    },
    // irony: "你可真行", "厉害了", "能出什么问题呢？", praise with 🙃 🙄 or 😅 (not "牛啊 跑通了 🎉")
    {
      id: 'irony',
      pattern: /(?:会|會|能)出(?:什么|什麼|啥)(?:问题|問題|事)(?:呢|呀|啊)?[？?]*\s*(?:🙃|🙄|😅|🤦)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
      inQuestion: true,
    },
    {
      id: 'irony',
      pattern:
        /(?:你)?(?:可)?真(?:行|有你的)|厉害了|厲害了|(?:牛啊|牛逼|nb|厉害|厲害|优秀|優秀|绝了|絕了|好家伙|好傢伙|真棒|天才|666|很好啊|很好嘛|挺好的|真好)[^。！？?!\n]{0,40}?(?:🙃|🙄|😅|🤦|🤡)|^(?:好家伙|好傢伙|真棒|厉害|厲害|牛啊|绝了|絕了)[，,。！!\s]*(?:又|再)(?:来|來|加|多|写|寫|搞|弄)?了?(?:一|第[二三四])(?:个|個|套|份|层|層)/iu,
      confidence: 0.75,
      ironic: true,
      addressesAgent: true,
    },
    // "hostkey_verify=False 不行，…用 known_hosts": a named thing turned down, what to use beside it (not "还是不行")
    // (only of what the agent itself named: "3.8 不行" after the agent proposed 3.8, not a failure told)
    {
      id: 'x-not-y',
      pattern: anyPhrase(['(?<![\\w.=`-])(?<replaced>[\\w.=`-]{2,40})\\s*(?<![还還也都又])不行(?=[，,。！!]|$)']),
      confidence: 0.8,
      redirect: true,
      echoOnly: true,
      answers: true,
    },
    // an emphatic prohibition: "金额绝对不能用 Double", "千万别动生产库"
    {
      id: 'always-never',
      pattern: anyPhrase(['绝对不能', '絕對不能', '绝对不要', '絕對不要', '绝不能', '絕不能', '千万不要', '千萬不要', '千万别', '千萬別', '坚决不', '堅決不']),
      confidence: 0.85,
      explicit: true,
      everyTime: true,
    },
    // a rule of the house named as such: "规定是这样", "这是公司规定", "按规定要写工单号"
    {
      id: 'convention',
      pattern: anyPhrase([
        '规定是这样',
        '規定是這樣',
        '(?:这|這)是(?:公司|团队|團隊|我们的|我們的)?(?:规定|規定|规矩|規矩)',
        '按(?:照)?(?:规定|規定)',
        '(?:公司|团队|團隊)(?:规定|規定)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // what the house moved to, where its truth is kept, what the rest does: "我们已经换成 pnpm 了", "以 openapi.yaml 为准",
    // "其他模块都从 config 读"
    {
      id: 'convention',
      pattern: anyPhrase([
        '我们[^，。！？,!?]{0,8}?(?:换成|改用|迁移到|迁到|切到|切换到|換成|遷移到|切換到)',
        '我們[^，。！？,!?]{0,8}?(?:換成|改用|遷移到|遷到|切到|切換到)',
        '以[^，。！？,!?]{1,30}(?:为准|為準)',
        '(?:真正的|唯一的|正式的|权威的|權威的)(?:数据源|數據源|资料来源|資料來源)(?:是|在)',
        '(?:其他|其它|别的|別的)(?:的|地方|模块|模組|服务|服務|文件|檔案|脚本|腳本)?(?:都|全都|全部)(?:用(?!不)|读|讀|从|從|走|调|調)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // what holds for every one of a kind: "每个新函数都要写注释", "每個提交都必須帶工單號"
    {
      id: 'always-never',
      pattern: anyPhrase(['(?:每个|每個|每一个|每一個|所有)(?:新的?)?[^，。！？,!?\\s]{1,8}都(?:要|需要|必须|必須|得)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // for a kind of case, every time: "这种情况一律用 warning"
    {
      id: 'always-never',
      pattern: anyPhrase(['(?:这种|這種|这类|這類)(?:情况|情況|事情?)?(?:一律|永远|永遠|都要)']),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    // how it is done here, said as such: "我们这边一直这样", "这是我们的规范"
    {
      id: 'convention',
      pattern: anyPhrase([
        '我们(?:这边|這邊|团队|團隊)?(?:一直|都是)这样',
        '我們(?:這邊|團隊)?(?:一直|都是)這樣',
        '这是我们的(?:规范|惯例|约定)',
        '這是我們的(?:規範|慣例|約定)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // the same mistake again, counted: "第二次了", "已经两次了"
    { id: 'reproach', pattern: anyPhrase(['第二次了', '(?:已经|已經)(?:两|兩|三|\\d+)次了']), confidence: 0.8, addressesAgent: true },
    // the agent's manner: "别再道歉了", "直接说改了什么"
    {
      id: 'complaint',
      pattern: anyPhrase(['(?:别|別|不要)(?:再|老是|总是|總是)?道歉', '(?:直接|只)(?:说|說)(?:你)?改了(?:什么|什麼|哪些)']),
      confidence: 0.75,
      notInFailure: true,
      addressesAgent: true,
    },
    // "like the rest of the repo": the house way, for every case
    {
      id: 'convention',
      pattern: anyPhrase(
        ['(?:跟|和|像)(?:仓库|倉庫|项目|專案|代码库|程式碼庫|repo)?(?:里|裡)?(?:其他|其它|别的|別的)(?:地方|文件|檔案|模块|模組)(?:一样|一樣)'],
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // Cantonese: "唔好順手改", "冇叫你做", "唔使加": don't, unasked, no need
    { id: 'dont', pattern: anyPhrase(['唔好(?!意思|彩|玩|食|睇)', '咪再', '咪咁']), confidence: 0.8 },
    { id: 'unasked', pattern: anyPhrase(['冇叫你', '我冇(?:叫|要)(?:你)?', '邊個叫你']), confidence: 0.8, inQuestion: true, addressesAgent: true },
    { id: 'no-need', pattern: anyPhrase(['唔使(?!客氣|客气|謝|谢)', '唔駛', '唔需要']), confidence: 0.8, answers: true },
    // a fact of the machines the agent assumed wrong: no internet there, a proxy, an air-gapped network
    {
      id: 'machine',
      pattern: anyPhrase(
        [
          '(?:没有|沒有|没|沒|不能|无法|無法)(?:访问|訪問|连|連|上)?(?:外网|外網|公网|公網|互联网|互聯網|网络|網路|github)',
          '(?:内网|內網)(?:环境|環境)',
          '物理隔离',
          '物理隔離',
          '(?:离线|離線)(?:环境|環境)',
        ],
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "keep that in mind": what was just said holds from now on
    {
      id: 'standing',
      pattern: anyPhrase(
        ['(?<!(?<![你您])要|[会會能])(?:记住|記住|记着|記著)(?:这一?点|這一?點|这个|這個)?(?:[，,。.！!]|$)', '(?:以后|以後)(?:都)?(?:注意|留意)'],
        'iu',
      ),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // the same mistake once more, counted: "third time", "Третий раз.", "第三次了"
    {
      id: 'reproach',
      pattern: anyPhrase(['第[三四五]次了', '(?:都|已经|已經)[三四五]次了'], 'iu'),
      confidence: 0.8,
      addressesAgent: true,
      counted: true,
    },
    // where a kind of code goes and only there: "code goes only between the USER CODE markers", "gehört ausschließlich zwischen …"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:只能|必须|必須|一律|都要|只)(?:放在|写在|寫在|放到|写到|寫到)'], 'iu'),
      confidence: 0.75,
      explicit: true,
    },
    // what the project uses, said as its fact: "this project uses the new Input System", "我們是用 conda 管的"
    {
      id: 'convention',
      pattern: anyPhrase(
        [
          '我(?:们|們)(?:是|都是)(?:用|使用)\\s*[A-Za-z`][\\w.@/`-]*\\s*(?:的|管的|来管|來管|管理)',
          '(?:这个|這個)(?:项目|專案|仓库|倉庫|repo)(?:是|都是|一直)?(?:用|使用)(?:的是|的)\\s*[A-Za-z`]',
          // "这个仓库是 pnpm workspace", "這個專案是 Vue 2 的": what the repository is
          '(?:这个|這個)(?:项目|專案|仓库|倉庫|repo)\\s*是\\s*[A-Za-z`][\\w.@/`-]*(?:\\s+[A-Za-z][\\w.-]*)?\\s*(?:的|workspace|monorepo|项目|專案|仓库|倉庫)',
          // "我们所有输出都是弧度": what all of a kind is here
          '我(?:们|們)(?:这边|這邊)?所有(?:的)?[^，。,！？]{1,10}?都(?:是|用)',
        ],
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
    },
    // what the whole repository does one way, for good: "这个仓库注释统一写中文"
    {
      id: 'convention',
      pattern: anyPhrase(['(?:这个|這個|本)(?:项目|專案|仓库|倉庫|repo)\\s*(?:里|裡|的)?[^，。,！？]{0,10}?(?:统一|統一|一律)'], 'iu'),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    // how things are named here: "我们这边分支都叫 PLAT-<ticket>/…", "命名规范"
    {
      id: 'convention',
      pattern: anyPhrase(
        [
          '我(?:们|們)(?:这边|這邊|这里|這裡|团队|團隊|公司|项目|專案)?[^，。,]{0,8}?(?:都|一般|统一|統一|一律)?(?:叫|命名为|命名為|命名成|起名叫)',
          '命名(?:规范|規範|规则|規則|约定|約定|风格|風格)',
          '(?:提交信息|提交資訊|commit\\s*信息|分支名)(?:的)?(?:格式|规范|規範)(?:是|为|為)',
          // "我們 repo 都是中文 commit": what the whole repository holds
          '我(?:们|們)(?:的)?\\s*(?:repo|仓库|倉庫|项目|專案|代码库|程式碼庫)\\s*(?:里|裡)?(?:都是|全是|全都是|一律|统一|統一)',
        ],
        'iu',
      ),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'told-you',
      pattern: anyPhrase([
        '我(?:已经|已經|早就|之前|刚才|剛才)?(?:说过|說過|讲过|講過|告诉过你|告訴過你|提醒过|提醒過)',
        '谁(?:让你|叫你|告诉你|跟你说|允许你)',
        '我(?:刚|剛)(?:刚|剛|才)?(?:说|說)(?:了|的)?(?:要|先|不|别|別|是)',
        '誰(?:讓你|叫你|告訴你|跟你說|允許你)',
        '(?:跟|和)你(?:说过|說過|讲过|講過)',
        '说了多少(?:次|遍)',
        '說了多少(?:次|遍)',
        '都说了',
        '都說了',
        '不是说(?:过)?了',
        '不是說(?:過)?了',
        '(?:说|說|讲|講)过了',
        // "这个导出之前说过要走后端": agreed before, said of the thing (not "之前说过的那个问题解决了吗")
        '(?:之前|早就|上次|一开始|一開始)(?:已经|已經)?(?:说过|說過|讲过|講過|说好|說好|讲好|講好)(?:要|了要|是|的是)',
        // "上次也講過了吧", "之前就说过了啊": said before, and reminded of (not "之前说过的那个问题")
        '(?:之前|早就|上次|上回)(?:也|就|都)?(?:已经|已經)?(?:说过|說過|讲过|講過|提过|提過)(?:了)?(?:吧|啊|呀|嘛|啦|耶)',
        // "按我们约好的来", "我贴的规范你看了吗": what was agreed
        '(?:按|照|就像)(?:我们|我們|咱们|咱們)?(?:约好|約好|商量好|说好|說好)的',
        '我(?:贴|貼|发|發|给|給)(?:你)?的(?:规范|規範|规则|規則|文档|文檔|说明|說明)[^。？?]{0,6}(?:看了吗|看過嗎|看过吗|看了嗎|读了吗|讀了嗎)',
        // "不是让你先跑测试吗", "说好的用 pnpm 呢": what was agreed
        // (not "我不是要你改，我是问为什么", which says what was not asked)
        '(?<!我)不是(?:让|讓|叫)你[^，,。！!]{0,30}(?:吗|嗎|么|麼)',
        // (not "说好的周五上线还来得及吗": the plan asked about)
        '(?:说好|說好|讲好|講好)(?:的|了要)(?![^，,。！!？?]{0,12}(?:来得及|來得及|还行|還行|能不能|可以吗|可以嗎))',
      ]),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
      inQuestion: true,
    },
    {
      id: 'standing',
      pattern: new RegExp(
        `(?<=^|[，,。.！!？?；;：:、\\s]|另外|还有|還有|所以|那|你|您|我们|我們|咱们|咱們|大家|希望|记住|記住|请|請|并且|並且|而且|然后|然後|顺便|順便|反正|总之|總之|不过|不過|但是|可是|只是)(?:以后|以後|今后|今後|往后|往後)(?![\\p{Script=Hiragana}]|再(?!也)|每(?:周|週|天|日|月|年|晚|早)|再说|再說|再看|排|推|挪|移|延|靠|想|我(?![们們])|升级|升級|扩展|擴展|维护|維護|的|可能|会|會|要是|如果|别的|別的|其他|其它|客户|客戶|客服|用户|用戶|他们|他們|业务|業務|运营|運營|产品|產品|老板|领导|領導|甲方|财务|財務|[^，,。！!？?]{0,8}?还要|[^，,。！!？?]{0,8}?還要)|${CJK_CLAUSE_START}(?:(?:之后|之後)(?:都|所有|全部|每一?个|每一?個|任何)|从现在开始|從現在開始|从今以后|從今以後|从今往后|從今往後)|从今天(?:起|开始)|從今天(?:起|開始)|从现在起|從現在起|(?<=^|[，,。.！!？?；;：:、\\s]|另外|还有|還有|所以|那|你|您|我们|我們|咱们|咱們|大家|希望|记住|記住|请|請|并且|並且|而且|然后|然後|顺便|順便|反正|总之|總之|不过|不過|但是|可是|只是)下次(?!会议|會議|见|見|再说|再說|再聊|讨论|討論|开启|開啟|打开|打開|启动|啟動|进入|進入|登录|登錄|登入|访问|訪問)|(?<=^|[，,。.！!？?；;：:、\\s]|另外|还有|還有|所以|那|你|您|我们|我們|咱们|咱們|大家|希望|记住|記住|请|請|并且|並且|而且|然后|然後|顺便|順便|反正|总之|總之|不过|不過|但是|可是|只是)下回|(?<!(?<![你您])要|[会會能])记住(?!登录|登錄|登入|密码|密碼|用户|用戶|选择|選擇|上次|位置|状态|狀態|账号|帳號)|(?<!(?<![你您])要|[会會能])記住(?!登錄|登入|密碼|用戶|選擇|上次|位置|狀態|帳號)|牢记|牢記|长点记性|長點記性|长记性|長記性|每次都(?![会會])|每回都(?![会會])|${EVERY_TIME}`,
        'u',
      ),
      confidence: 0.9,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'dont-ask',
      pattern: anyPhrase([
        // (not "不需要设计师确认的先修": what needs no one's sign-off, a kind of the work)
        '(?:不用|不要|别|別|无需|無需|不需要|不必)[^，,。！!？?]{0,8}?(?:问我|問我|问|問|询问|詢問|确认|確認|征求|徵求)(?!的)',
        '(?:无需|無需|不用|不必)再次(?:询问|詢問|确认|確認)',
        '直接(?:选|選|用|采用|採用)推荐',
        '直接(?:选|選)(?:第一个|第一個|默认|默認|最好)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'no-then-directive',
      pattern: phraseAtStart(['(?:不对|不對|不是(?:这样|這樣|那样|那樣)?|不|错了|錯了|错|錯|否)[，,。.！!\\s]+\\S']),
      confidence: 0.85,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: anyPhrase(['而不是\\s*(?<replaced>[^，,。.！!？?\\s]{1,16})', '而非', '不是[^，,。？?！!]{1,24}而是', '改用']),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // "用 vitest 不是 jest", "用 date-fns，不用 moment": what to use, and what the agent used
    {
      id: 'x-not-y',
      pattern: anyPhrase([
        '(?:用|使用)(?![户戶法途量例于於意心力])[^，,。！!？?]{1,24}?[，,]?\\s*(?:不是|不用|不要用|别用|別用)\\s*(?<replaced>[^，,。.！!？?\\s吗嗎吧呢]{2,20})',
      ]),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    {
      id: 'x-not-y',
      pattern: anyPhrase(['[A-Za-z`][\\w.@/`-]*\\s*[，,]?\\s*不是\\s*(?<replaced>[A-Za-z`][\\w.@/`-]*)']),
      confidence: 0.85,
      redirect: true,
      answers: true,
    },
    // 智能体刚用的东西这里没有: "部 server 冇 docker", "小程序里哪来的 localStorage", "我们没有 redis" (只认它刚说过的词,
    // 也不算回答它的问题)
    notWhatTheAgentUsedCue(/(?:不能|不可以|不应该|不應該|不该|不該)是\s*`?(?<replaced>[A-Za-z][\w@./+-]+|[\u4e00-\u9fff]{2,8}?)(?=[，。,.!！？?\s]|$)/u),
    absentCue(
      /(?:哪来的|哪來的|哪有|冇|(?:这里|這裡|这边|這邊|这台|這台|(?:构建机|構建機|打包机|打包機|编译机|編譯機|服务器|伺服器|机器|機器|电脑|電腦|主机|主機|虚拟机|虛擬機|容器|镜像|鏡像|板子|设备|設備|CI|runner)上|上面|我们|我們)(?:根本)?(?:没有|沒有|没|沒)(?:装|裝|用)?|没装|沒裝)\s*`?(?<replaced>[A-Za-z][\w@./+-]+)/u,
      true,
    ),
    // "要未税的，不是含税": "…, not Y" corrects only when Y is what the agent just said
    {
      id: 'x-not-y',
      pattern: anyPhrase(['[，,]\\s*(?:而)?不是\\s*(?<replaced>[^，,。.！!？?\\s吗嗎吧呢]{2,12})(?=[。.！!]|$)']),
      confidence: 0.8,
      redirect: true,
      echoOnly: true,
      answers: true,
    },
    {
      id: 'always-never',
      pattern: anyPhrase([
        '永远不要',
        '永遠不要',
        '绝对不要',
        '絕對不要',
        '千万不要',
        '千萬不要',
        '千万别',
        '千萬別',
        '一律',
        '始终',
        '始終',
        '务必',
        '務必',
        '绝不',
        '絕不',
        '永远',
        '永遠',
        '每次都要',
        '(?:无论如何|無論如何|不管怎样|不管怎樣|不管怎么样|不管怎麼樣|任何时候|任何時候|任何情况下|任何情況下)都',
        '总是要',
        '總是要',
        '必须(?:先|首先|都|要)',
        '必須(?:先|首先|都|要)',
      ]),
      confidence: 0.8,
      explicit: true,
      everyTime: true,
    },
    {
      id: 'dont',
      pattern: new RegExp(
        // 不要/不准/禁止 wherever they stand ("字串不要寫死"), not in 要不要; 别 at a clause start (not in 特别, 区别)
        // "先不要。" / "暂时不要" alone puts the offer off (an answer), "先不要提交" still forbids
        // Cantonese says 唔好 / 唔准 ("唔好再用print"; not 唔好意思, sorry)
        `(?<![要还還只])(?!(?<=先|暂时|暫時)不要(?:了)?(?:[，,。.！!\\s]|$))(?:不要|不准(?![。.！!，,？?~～]|\\s*$)|不許|不许|禁止|严禁|嚴禁|不允许|不允許|不准许|不准許|唔好(?!意思|彩|睇|食|玩|听|聽)|唔准|唔許|唔许)(?!的|紧|緊|客气|客氣|说|說了|\\p{Script=Hiragana})|${CJK_CLAUSE_START}(?:${BEFORE_PROHIBITION.join('|')})?(?:别|別|甭|勿)(?!的|人|处|處|管|急|担心|擔心|客气|客氣|着急|著急)`,
        'u',
      ),
      confidence: 0.8,
    },
    // a prohibition after its topic, mid-clause: "日志别用print", "回复里别带markdown", "代码别写死", "生成的文件别手改" (别
    // before a verb of doing, or before 手 and a verb: by hand; not 特别, 区别, 分别, 个别, 别人, 别的)
    {
      id: 'dont',
      pattern: new RegExp(
        `(?<![特区區分告识識类類性级級派个個辨鉴鑒差离離道送惜话話永决決判])(?:别|別)(?=再|乱|亂|老|总|總|又|直接|自己|随便|隨便|用|带|帶|加|写|寫|改|动|動|碰|删|刪|装|裝|跑|提交|推|放|打印|印|传|傳|上传|上傳|硬|把|让|讓|往|每|搞|瞎|怼|懟|手(?:动|動|工)?(?:改|写|寫|编|編|调|調|删|刪|加|跑|拼))`,
        'u',
      ),
      confidence: 0.8,
    },
    // impersonal: "dist 目录不提交", ".env 不进 git"
    {
      id: 'dont',
      pattern: anyPhrase([
        '不(?:进|進|入|提交到?|推到?|放进|放進)\\s*(?:[Gg]it|仓库|倉庫|版本库|版本庫|repo)',
        '不入库|不入庫',
        '(?<![还還没沒])不(?:提交|commit)(?=[。.！!，,]|$)',
      ]),
      confidence: 0.8,
    },
    // "这个表不能删", "日志不能打印手机号", Cantonese "唔可以印": must not (weak: "不能" also reports what does not work)
    {
      id: 'must-not',
      pattern: anyPhrase([
        '(?:不能|唔可以)(?:(?:写|寫)(?=\\s*[\\dA-Za-z"\'“「])|删(?!除)|刪(?!除)|动|動|提交|手改|写死|寫死|硬编码|硬編碼|暴露|打印|印|上传到|上傳到|直接改|直接用|直接推)',
      ]),
      confidence: 0.75,
    },
    { id: 'stop', pattern: anyPhrase(['别再', '別再', '不要再', '不准再', '不许再', '不許再']), confidence: 0.8, everyTime: true },
    // "不要再用 any 了", "别再加注释了": "…了" closes a habit the agent is to stop, as "stop …ing" does ("不要再下载" of a
    // spec, without it, is only "don't download again")
    {
      id: 'stop',
      pattern: anyPhrase(['(?:别再|別再|不要再|不准再|不许再|不許再)[^，,。.；;！!？?]{1,20}了(?:[吧啊啦嘛呀哦喔]|(?![\\p{Script=Han}]))']),
      confidence: 0.8,
      everyTime: true,
      addressesAgent: true,
    },
    { id: 'stop', pattern: anyPhrase(['停止', '停下']), confidence: 0.8 },
    // "no need to …" at a clause start: a softer prohibition ("无需考虑现有的", "不用加注释")
    {
      id: 'no-need',
      pattern: new RegExp(
        `${phraseAtClauseStart(['无需', '無需', '不用', '不需要', '不必', '没必要', '沒必要'], BEFORE_PROHIBITION).source}(?!管|担心|擔心|急|客气|客氣|谢|謝)`,
        'u',
      ),
      confidence: 0.75,
    },
    // "tenacity 不用装", "类型文件不用另外建", "这个没必要": no need, said of a topic
    {
      id: 'no-need',
      pattern: anyPhrase([
        `(?<![需我])(?:不用|不需要|不必|没必要|沒必要|无需|無需)(?:再|另外|额外|額外|单独|單獨|特意|专门|專門|特地)?${ADDING}`,
        '(?:没有?必要|沒有?必要)(?=[，,。.！!]|$|吧|啊)',
        '(?<![需我])不需要(?=[。.！!]|$)',
      ]),
      confidence: 0.75,
    },
    // "用内置的 sqlite3 就够了", "一个 Map 就够了": X is enough (not "这样就够了", which approves)
    {
      id: 'suggest',
      pattern: anyPhrase([
        '(?<!这样|這樣|现在|現在|目前|已经|已經|这些|這些|这个|這個)(?:就够了|就夠了|就足够了|就足夠了|就够用了|就夠用了)',
        '(?:用|使用)(?![户戶法途量例于於意心力])[^，,。！!？?]{1,30}?(?:就行|就可以|就好)了?(?=[，,。.！!]|$|啊)',
      ]),
      confidence: 0.65,
    },
    // (not a change tried that failed too: "换成 3.11 也一样", "改成 v2 也不行")
    {
      id: 'wrong',
      pattern: anyPhrase([
        // (not "格式不对就不回传": if it is wrong, then …, a condition of the work asked for; not a word it begins:
        // "不对称" asymmetric, "不对等" unequal, "不对外" not public)
        '不对(?![就称等外])',
        '不對(?![就稱等外])',
        // (not what the human did wrong: "刚才点错了", "我按错了", "选错了")
        '(?<![报報出点點按选選输輸打])错了',
        '(?<![报報出点點按选選输輸打])錯了',
        // (not "别搞错", "千万不要弄错": a care asked of the work to come)
        '(?<![别別要])搞错',
        '(?<![别別要])搞錯',
        '(?<![别別要])弄错',
        '(?<![别別要])弄錯',
        '不是我要的',
        '不是我想要的',
        '理解错',
        '理解錯',
        '误解',
        '誤解',
        '不正确',
        '不正確',
        '你(?:改|写|寫|弄|搞|用|看|删|刪)(?:错|錯)',
      ]),
      confidence: 0.75,
      notBesideFigures: true,
      addressesAgent: true,
    },
    // 没让你…, 谁让你…: the agent did what no one asked; 改回来: take it back; 改之前先问一下: ask first
    {
      id: 'unasked',
      pattern: anyPhrase([
        '(?:我|又)?(?:没|沒)有?(?:让|讓|叫|请|請)你',
        '(?:谁|誰|没人|沒人)(?:让|讓|叫|要)你',
        '我(?:没|沒)有?(?:说|說)(?:过|過)?要',
        '多此一举',
        '多此一舉',
        '擅自',
        '自作主张',
        '自作主張',
      ]),
      confidence: 0.8,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'undo',
      pattern: anyPhrase([
        '改回(?!调|調|复|復|答|应|應|车|車|头|頭)',
        '(?:恢复|恢復|还原|還原)(?:成|回|到)?(?:原来|原來|原样|原樣|之前)',
        '(?:撤销|撤銷|回滚|回滾)(?:你的|掉)?(?:修改|改动|改動)',
        '回到原来',
        '回到原來',
        // "删掉你刚加的配置", "刚才新增的文件都删了": what the agent added
        `(?:删掉|删除|刪掉|刪除|去掉|拿掉|撤掉|移除)(?:你|刚才|剛才|刚刚|剛剛)(?:刚|剛)?${ADDING}的`,
        `(?:你|刚才|剛才|刚刚|剛剛)(?:刚|剛)?${ADDING}的[^。！!？?]{0,24}?(?:删|刪|去掉|拿掉|撤掉|移除)`,
        // "remove that" said of what the agent just added
        '(?:把)?(?:这个|這個|那个|那個|它)(?:给我|給我)?(?:去掉|删掉|刪掉|拿掉|删了|刪了|移除)',
      ]),
      confidence: 0.7,
      aboutWork: true,
      takesBack: true,
    },
    // "保持原样就行", "原来那样就好": leave it as it was
    {
      id: 'keep-as-is',
      pattern: anyPhrase(['保持原样', '保持原樣', '保持不变', '保持不變', '维持原样', '維持原樣', '(?:原来|原來)(?:那样|那樣|的)(?:就好|就行|就可以)']),
      confidence: 0.7,
      answers: true,
    },
    {
      id: 'ask-first',
      pattern: anyPhrase([
        '(?:之前|以前)(?:能不能|能否|可不可以|可以|要|得|请|請)?先?(?:问|問)(?:一下|一声|一聲|我)',
        '(?<!我)先(?:问|問)我',
        '先跟我(?:说|說|确认|確認|商量)',
      ]),
      confidence: 0.8,
      explicit: true,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase([
        '你(?:这|這|怎么|怎麼|咋)?(?:又|还是没|還是沒|根本没|根本沒|都没|都沒|压根没|壓根沒)',
        '你(?:没有|沒有)(?:测试|測試|运行|運行|跑|检查|檢查|看|读|讀|按照|遵守)',
        '你(?:忘了|忘记|忘記|漏了|忽略了)',
        '怎么又',
        '怎麼又',
        '又来了',
        // "又是npm", "又用了print": the same thing again, named
        '又(?:是|用了?|加了?|写了?|寫了?|装了?|裝了?)\\s*[A-Za-z][\\w.@/-]*',
        // "又建一堆 helper", "又在 controller 里写 SQL": made again, where it was not wanted
        `^又(?:在\\s*[A-Za-z]|${ADDING}(?:了|一堆|一大堆|一个|一個|个|個))`,
        '又來了',
        '又(?:错|錯)了',
        // "导师说过好多次了": said many times already
        '(?:说|說|讲|講|提)(?:过|過)(?:好多|好几|好幾|很多|多少|无数|無數|几|幾|\\d+)(?:次|遍)',
        // "这种边界情况你自己就该测到": what the agent should have seen itself
        '你自己(?:就)?(?:该|該|应该|應該)',
        // "浮点误差没听说过吗", "把用例注释掉算哪门子修复": asked back, as a reproach
        '(?:没|沒)(?:听|聽)(?:说)?(?:过|過)吗',
        '算哪(?:门|門)子',
        '又(?:忘|漏|犯)',
        // "你怎么把迁移删了": how could you
        '你(?:怎么|怎麼|咋)(?:把|给|給|就|能|敢|自己|随便|隨便|还|還)',
        // "这次一定先跑测试": this time, for once
        '(?:这次|這次|这回|這回)(?:一定|务必|務必|记得|記得|可别|可別|千万|千萬|别再|別再|给我|給我)',
        // "为什么你每次回复都贴整个文件", "你能不能先别让我测": a habit of the agent's, reproached
        '你每一?次[^，,。？?！!]{0,12}都',
        '能不能(?:先)?(?:别|別|不要)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'normative-question',
      pattern: anyPhrase([
        '不(?:应该|應該|应|應|是应该|是應該|该|該)[^。？?！!]{0,40}(?:吗|嗎|么|麼|吧)',
        '难道',
        '難道',
        '怎么不',
        '怎麼不',
        '为什么没',
        '為什麼沒',
      ]),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    // "为什么不用 ring buffer？": another way asked about — a suggestion, which corrects only beside another cue
    {
      id: 'why-not',
      pattern: anyPhrase(['为什么不', '為什麼不', '为啥不', '為啥不']),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      notAlone: true,
    },
    // "为什么要全部改成 class？函数就好了": why the agent did what it did, with what it should have done beside it
    {
      id: 'why-you',
      pattern: anyPhrase([
        '(?:为什么|為什麼|为啥|為啥|干嘛|幹嘛|干吗|幹嗎)你?(?:要|又|非要|非得|还要|還要)?(?:全部|全都|都|把|去)?(?:加|改|删|刪|用|装|裝|搞|弄|写|寫|建|新建|引入|换|換|动|動)',
      ]),
      confidence: 0.7,
      inQuestion: true,
      addressesAgent: true,
      withStatement: true,
    },
    {
      id: 'prefer',
      pattern: anyPhrase(['我(?:更)?(?:喜欢|喜歡|倾向|傾向|偏好)', '更(?:倾向|傾向)于', '更(?:倾向|傾向)於']),
      confidence: 0.75,
      preference: true,
    },
    {
      id: 'contrast-wish',
      pattern: phraseAtStart(['(?:可是|但是|但|不过|不過)[，,\\s]*(?:我|我们|我們)?(?:想要|希望|要的是|需要的是)']),
      confidence: 0.75,
      addressesAgent: true,
    },
    {
      id: 'dislike',
      pattern: anyPhrase(['我不(?:太|是很|怎么|怎麼)?(?:希望|想要|想|要|喜欢|喜歡)', '不希望你', '我们不(?:希望|想要|要)', '我們不(?:希望|想要|要)']),
      confidence: 0.7,
      aloneOnEcho: true,
      ownWant: true,
    },
    { id: 'use', pattern: phraseAtStart(['(?:请|請)?(?:直接)?(?:用|使用)[A-Za-z`]']), confidence: 0.7 },
    {
      id: 'should',
      pattern: anyPhrase(['你(?:要|应该|應該|应当|應當|得|需要|必须|必須|最好)(?!不要|我|給我|给我|不)']),
      confidence: 0.65,
      addressesAgent: true,
    },
    // of what the agent made: "要分层抽样啊" (it should have been), "key 要加前缀，不然会撞" (or else)
    {
      id: 'should',
      pattern: new RegExp(
        `${CJK_CLAUSE_START}(?:要|得|应该|應該|该|該)[^，,。？?！!\\s]{1,12}(?:啊|嘛|呀)(?=[，,。！!\\s]|$)|要(?:加|用|改成|改为|改為|设成|設成|设为|設為|带|帶)\\s*[A-Za-z\`\\d][^，,。？?！!]{0,30}[，,]\\s*(?:不然|否则|否則|要不然)`,
        'u',
      ),
      confidence: 0.65,
      aboutWork: true,
    },
    {
      id: 'complaint',
      pattern: anyPhrase([
        '不固定',
        '不规范',
        '不規範',
        '太长',
        '太長',
        '太复杂',
        '太複雜',
        '太乱',
        '太亂',
        '很乱',
        '很亂',
        '乱七八糟',
        '亂七八糟',
        '冗余',
        '冗餘',
        '多余',
        '多餘',
        '啰嗦',
        '囉嗦',
        '过度设计',
        '過度設計',
        // "多了一个 package-lock.json": something extra came with the change
        '多了(?:一个|一個|一堆|好多|很多|一些)',
      ]),
      confidence: 0.65,
      aloneFirst: true,
      notInFailure: true,
      aboutWork: true,
    },
    stateCue(anyPhrase(['重复了', '重複了'])),
    namedStateCue(anyPhrase(['不一致', '不统一', '不統一'])),
    // how it must be done, said as a rule: "组件文件名要用大驼峰", "提交信息都用英文"
    // what the agent put in place of what it should have: "你把 443 端口写成 433 了", "你把单位弄成秒了"
    {
      id: 'you-did',
      pattern: anyPhrase(['你把[^，,。！!？?\\n]{1,24}?(?:写成|寫成|改成|弄成|搞成|当成|當成|算成|填成|看成)[^，,。！!？?\\n]{1,24}?了']),
      confidence: 0.8,
      addressesAgent: true,
    },
    {
      id: 'must-use',
      pattern: anyPhrase([
        // (not "其他都用不了": cannot be used; nor "我看你两个都用了": what was used, told)
        // (not a figure all of them are: "订单号都是 8812" tells the data)
        '(?:都|一律|统一|統一|必须|必須|一定|只能)(?:要)?(?:用(?!不|了|过|過)|使用|写|寫|是(?!\\s*[\\d.,%]+\\s*(?:[，,。！!？?]|$)))',
        // "注释统一英文", "定义统一放 regs.h": one way for all of them
        '(?:统一|統一|一律)(?:放|放在|改成|成|英文|中文|英语|英語|繁体|繁體|简体|簡體|大写|大寫|小写|小寫)',
        // (not "按钮大一点，我爸要用", "我上课要用": who will use the work, nothing named to use)
        '(?<![需还還不])要用(?![\\s，,。.！!？?~～]*$)(?![，,。.！!？?])',
        '得用',
        // (not the figure it should come to: "合计不对，应该是 75", "应该是 单价 12 × 3 = 36" — a wrong result reported)
        '(?:应该|應該)(?:用|是(?!\\s*[\\d.]|[^，,。！!？?\\n]*=))',
        // "请求都走 apiClient": goes through
        '(?:都|一律|统一|統一|全部|必须|必須|只能)(?:要)?走(?!了|吧|不)',
      ]),
      confidence: 0.65,
      aboutWork: true,
    },
    {
      id: 'verify-first',
      pattern: anyPhrase([
        '再(?:跟我|和我|向我)?(?:说|說|讲|講|汇报|彙報)(?:改好|修好|好了|完成|搞定|可以了)',
        '(?:说|說)(?:改好|修好|好了)(?:之前|以前)',
        '先自己(?:跑|测|測|试|試|验证|驗證|确认|確認)',
        '自己(?:先)?(?:跑|测|測|试|試|验证|驗證|确认|確認)[^，,。]{0,12}再(?:说|說|告诉|告訴|汇报|彙報|讲|講)',
        '(?:别|別|不要)(?:光|只)(?:说|說)',
      ]),
      confidence: 0.8,
      explicit: true,
      addressesAgent: true,
    },
    {
      id: 'disagree',
      pattern: anyPhrase(['我(?:觉得|覺得|认为|認為)(?:不|没有|沒有)(?:需要|必要|用|应该|應該)', '我不(?:觉得|覺得|认为|認為)']),
      confidence: 0.65,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyPhrase([
        '我们(?:这里|这边|项目里|项目中)(?:都|一律|统一)?(?:用|使用)',
        '我們(?:這裡|這邊|專案裡|專案中)(?:都|一律|統一)?(?:用|使用)',
        '我(?:们|們)(?:都|一律|统一|統一)(?:用|使用)',
        '(?:在)?这个(?:项目|仓库|代码库)(?:里|中)',
        '(?:在)?這個(?:專案|倉庫|程式碼庫)(?:裡|中)',
        // "我们项目用的是 pnpm", "我们这边一般用 dayjs", "我们前端都用 TS": what the project uses
        `我(?:们|們)${OUR_SCOPE}?(?:都|一律|统一|統一|一般|通常|一直|只)?(?:用的是|用的都是|使用的是)`,
        `我(?:们|們)${OUR_SCOPE}?(?:一般|通常|一直|向来|向來|历来|歷來|只)(?:用|使用|采用|採用)`,
        '我(?:们|們)\\s?[\\p{Script=Han}A-Za-z]{1,12}?\\s?(?:都|一律|统一|統一)(?:用|使用|看|写|寫|走)',
        // "我们用 pnpm，…": a tool named and nothing more (not "我们用 redis 做缓存吧", which plans)
        `我(?:们|們)${OUR_SCOPE}?(?:用|使用)\\s*[A-Za-z\`][\\w.@/\`-]*\\s*(?=[，,。.！!；;]|$|(?:而)?不是|不用)`,
        // "我们团队不用 Redux": what it does not
        `我(?:们|們)${OUR_SCOPE}?(?:都|一律|一般|通常|从来|從來|向来|向來)?不(?:用|使用|采用|採用)\\s*[A-Za-z\`]`,
        // "这里没人用 var 了": nobody does it here
        '(?:这里|這裡|这边|這邊|我们|我們|团队|團隊|项目|專案|公司)(?:里|裡)?(?:早就|已经|已經)?(?:没人|沒人|没有人|沒有人)(?:会|會|再)?(?:用|这样|這樣|这么|這麼)',
      ]),
      confidence: 0.75,
      explicit: true,
    },
    // a rule of the team, named as one ("按我们的惯例", "公司规定"): for every time, even inside a request or an answer
    {
      id: 'convention',
      pattern: anyPhrase([
        '(?:团队|團隊|我们|我們|公司|项目|專案)的?(?:仓库|倉庫|项目|專案|代码|代碼|团队|團隊|组|組)?的?(?:规范|規範|规矩|規矩|约定|約定|惯例|慣例|规定|規定)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'clarify',
      pattern: anyPhrase(['我是说', '我是說', '我的意思是', '我说的是', '我說的是', '是指', '指的是', '我要的是']),
      confidence: 0.65,
      addressesAgent: true,
      statement: true,
    },
    {
      id: 'machine',
      pattern: anyPhrase(
        [
          '我(?:用的是|在用|是在|的系统是|的系統是)\\s*(?:ubuntu|windows|mac|linux|wsl|win)',
          '(?:这台|這台|我的)(?:机器|機器|电脑|電腦)(?:上)?',
          '本机(?:上)?没有',
          '本機(?:上)?沒有',
          '会(?:弹出|打开)(?:一个)?(?:窗口|图形界面|浏览器)',
          '會(?:彈出|打開)(?:一個)?(?:視窗|窗口|圖形介面|瀏覽器)',
        ],
        'iu',
      ),
      confidence: 0.65,
      addressesAgent: true,
    },
    // "修改文件位置，…": redo what the agent just did (at the start of the message)
    { id: 'revise', pattern: phraseAtStart(['修改(?!一下这个|一下這個)', '改一下', '调整一下', '調整一下', '重新(?:改|修改)']), confidence: 0.6 },
    // "所有服务都要这样", "这是项目的规矩"; "加任何新依赖之前先查一下"
    {
      id: 'standing',
      pattern: anyPhrase([
        '(?:所有|每个|每個|任何)[^，,。？?！!]{0,10}都(?:要|得|必须|必須)(?:这样|這樣|这么|這麼)',
        '(?:这|這)(?:是|就是)(?:我们|我們|项目|專案|团队|團隊|公司)?的?(?:规矩|規矩|规定|規定|规范|規範|约定|約定)',
        '(?:对|對)所有[^，,。？?！!]{0,10}都适用|都適用',
        '(?:加|装|裝|引入|引|添加|安装|安裝)(?:任何|新的?)[^，,。？?！!]{0,10}(?:之前|前)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    // "原则上…", "一律…"
    {
      id: 'standing',
      pattern: anyPhrase(['原则上', '原則上', '一律(?:用|使用|走|不|不要|不准|禁止)']),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'wait',
      // (not the human stepping away: "等一下，我先去开个会")
      pattern: new RegExp(
        '^(?:等等|等一下|等下|先别|先別|慢着|慢著|稍等|停(?=[，,。.！!\\s停]|$)|打住|先停)(?!(?:一下|一会|一會)?[，,。.！!\\s]*(?:我|我们|我們)(?:先|要|得)?(?:去|出去|离开|離開|回来|回來|开个?会|開個?會|吃饭|吃飯|接个?电话|接個?電話)|(?:一下|一会|一會)?[，,。.！!\\s]*(?:客户|客戶|老板|老闆|领导|領導|有人)?(?:来|來|打)(?:电话|電話)了)',
        'u',
      ),
      confidence: 0.6,
    },
    // this stop's classes (docs/memory.md): the same check before or after each time, disbelief at what the agent did,
    // what the house already has for it, the language the agent answers in
    {
      id: 'standing',
      pattern: anyPhrase([
        '每次(?:提交|推送|push|commit|合并|合併|部署|发布|發布|改动|改動|修改|回答|回复|回覆)(?:代码|代碼)?(?:之前|以前|前|之后|之後|以后|以後)',
      ]),
      confidence: 0.85,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reproach',
      pattern: anyPhrase([
        '你(?:是)?认真的(?:吗|嗎)?',
        '你(?:是)?認真的(?:吗|嗎)?',
        '你在开玩笑吧',
        '你在開玩笑吧',
        '开什么玩笑',
        '開什麼玩笑',
        '你逗我(?:呢|吧)',
      ]),
      confidence: 0.75,
      inQuestion: true,
      addressesAgent: true,
    },
    {
      id: 'convention',
      pattern: anyPhrase([
        '我们(?:已经|已)?有(?:现成的)?[^，,。.！!？?]{1,20}(?:了)?[，,]\\s*(?:用|直接用)',
        '我們(?:已經|已)?有(?:現成的)?[^，,。.！!？?]{1,20}(?:了)?[，,]\\s*(?:用|直接用)',
      ]),
      confidence: 0.75,
      explicit: true,
      standingRule: true,
    },
    {
      id: 'reply-language',
      pattern: anyPhrase([
        '(?:用|请用|請用)(?:中文|简体中文|簡體中文|繁体中文|繁體中文|英文|英语|英語|日文|日语|日語)(?:回答|回复|回覆|跟我说|跟我說|和我说|和我說|交流)',
      ]),
      confidence: 0.8,
      explicit: true,
      standingRule: true,
      addressesAgent: true,
    },
    // where the agent may work, and only there: "你只能改 USER CODE 之间的部分"
    {
      id: 'only-there',
      pattern: anyPhrase(['你只(?:能|可以|准|許|许)(?:改|动|動|碰|修改|编辑|編輯)']),
      confidence: 0.75,
      explicit: true,
      addressesAgent: true,
    },
  ],
  reasks:
    /^(?:(?:抱歉|不好意思|哦)[\s,，。]*)*我(?:没|沒)(?:说|說|讲|講)清楚[\s,，。:：—-]*(?:是)?(?:哪|什么|什麼|为什么|為什麼|怎么|怎麼)|^(?:(?:不是|不|没有|沒有)[\s,.!?、，。]+)*(?:我(?:刚才|剛才|刚刚|剛剛|之前|前面)?(?:问|問)的(?:是|其实是|其實是)|我是(?:问|問)|(?:换|換)(?:个|個)(?:问法|問法|说法|說法)|我想(?:问|問)(?:的是)?|我的问题是|我的問題是)|^(?:(?:不是|不|没有|沒有)[\s,.!?、，。]+)*我的意思是[^。！？]*?(?:哪|什么|什麼|为什么|為什麼|为啥|為啥|怎么|怎麼|谁|誰|多少|多久|是否|有没有|有沒有|吗|嗎)/u,
  retracts:
    /(?:之前|刚才|剛才|前面|上次|早上|昨天)(?:我)?(?:说|說|讲|講|提)(?:的|过|過)?[^。！？]{0,30}?(?:取消|不算了?|作废|作廢|收回|撤回)|(?:忘了|忘掉|忽略|别管|別管)(?:我)?(?:之前|刚才|剛才|前面|上面)?(?:说|說|讲|講)的|(?:我之前说|我之前說|之前说过|之前說過|我说过|我說過)[^。！？]{0,40}?(?:但|不过|不過)[^。！？]{0,30}?(?:可以了|没问题|沒問題|没关系|沒關係|行了)|我知道我(?:之前|刚才|剛才)?(?:说过|說過|说了|說了)/u,
  deferrals:
    /先(?:别|不要|不用|別|不)|暂时|暫時|还不要|還不要|还别|還別|等我(?:确认|確認|看完|review|说|說)|(?:我)?回来(?:之前|前)|(?:我)?回來(?:之前|前)|我不在的时候|我不在的時候|只(?:看看?|说|說|告诉我|告訴我|列出|列一下|汇报|匯報|报告|報告|分析)|唔好[^，,。！!？?\s]{0,8}住/u,
  // 新工作是为了什么, 带着"以后": "这样我以后改文字不用每次找你", "打日志 方便以后查" (不是说给智能体的规则)
  purposes:
    /(?:以免|免得|避免|防止)(?:以后|以後|下次|再次|再)|(?:这样|這樣)(?:我|我们|我們|大家|他们|他們|别人|別人|用户|用戶)(?:以后|以後|下次|今后|今後)|(?:方便|以便|省得|免得|好让|好讓)(?:我|我们|我們|大家)?(?:以后|以後|下次|今后|今後)/u,
  curiosity:
    /^(?:问一下|問一下|有个问题|有個問題|一个问题|一個問題)[\s,，:：]|(?:单纯|單純|只是|就是|纯粹|純粹)(?:有点)?好奇|(?:随便|隨便)问问|(?:随口|隨口)一问/u,
  commonWords: [
    '这个',
    '那个',
    '一个',
    '可以',
    '我们',
    '你们',
    '他们',
    '没有',
    '现在',
    '已经',
    '因为',
    '所以',
    '如果',
    '但是',
    '还是',
    '就是',
    '不是',
    '这样',
    '什么',
    '怎么',
    '一下',
    '的话',
    '时候',
    '需要',
    '应该',
    '不要',
    '为什',
    '然后',
    '之后',
    '以后',
    '继续',
    '好的',
    '谢谢',
    '不用',
    '不能',
    '可能',
    '就好',
    '直接',
    '一样',
    '问题',
    '东西',
    '这里',
    '那里',
    '自己',
    '知道',
    '觉得',
    '看看',
    '别的',
    '其他',
    '這個',
    '那個',
    '一個',
    '我們',
    '你們',
    '他們',
    '沒有',
    '現在',
    '已經',
    '因為',
    '還是',
    '這樣',
    '什麼',
    '怎麼',
    '時候',
    '應該',
    '為什',
    '然後',
    '之後',
    '以後',
    '繼續',
    '謝謝',
    '一樣',
    '問題',
    '東西',
    '這裡',
    '那裡',
    '覺得',
  ],
  stepsFirst: /先|之前|也(?:加|把|改|做)|还有(?:一|个|個)件?事|還有(?:一|个|個)件?事/u,
  pointsBack: /你(?:刚才|剛才|刚刚|剛剛|刚|剛)|(?:刚才|剛才|刚刚|剛剛)你|你(?:加|新增|写|寫|改|用|放|设|設|建|装|裝|删|刪)的/u,
  asides:
    /^(?:还有|還有|哦|噢|啊)?[，,\s]*(?:顺便(?:说|提)一?(?:下|句)|順便(?:說|提)一?(?:下|句)|顺便一提|順便一提|对了|對了|补充一?(?:下|句)|補充一?(?:下|句)|提醒一?(?:下|句)|备注|備註)/u,
  standing: anyPhrase([
    // a prohibition with its one exception: "除非我说，否则别更新插件"
    '除非我(?:说|說|让你|讓你|要求|同意|开口|開口)',
    '(?:这次|這次|本次|整个|整個)(?:会话|會話|对话|對話)(?:里|裡|中)?(?:都|一直|全程)',
    // "以后" for good stands alone or after who is told ("以后别…", "你以后…"); after an event it means after it
    // ("下载完成以后移到…"); before someone else it is "later on", the purpose of the work ("以后别的服务也能用",
    // "以后客服也要用这个页面")
    '(?<!\\p{Script=Han})(?:以后|以後)(?!别的|別的|其他|其它|客户|客戶|客服|用户|用戶|他们|他們|业务|業務|运营|運營|产品|產品|老板|领导|領導|甲方|财务|財務|大家|可能)',
    '(?:你|您|我们|我們|咱们|咱們|请|請|那|所以|而且|并且|並且)(?:以后|以後)',
    '(?:以后|以後)(?=都|一律|统一|統一|请|請|记得|記得|不要|别(?!的)|別(?!的)|不准|不準|务必|務必|一定|永远|永遠|再也)',
    '今后',
    '今後',
    '往后',
    '往後',
    '下次',
    '每次',
    '在这个项目',
    '在這個專案',
    '在这个仓库',
    '在這個倉庫',
    '这个项目里',
    '這個專案裡',
  ]),
  eachTime: anyPhrase(['每一?次']),
  buildsItIn:
    /(?:加|添加|补|補|写|寫)(?:个|個|一个|一個|上|一下|几个|幾個)?(?:单测|單測|单元测试|單元測試|测试|測試|校验|校驗|检查|檢查|断言|斷言|限制|保护|保護)/u,
  stepsAway:
    /(?:我)?去开(?:个|一下)?会|(?:我)?去開(?:個|一下)?會|接个电话|接個電話|来电话了|來電話了|等我回来|等我回來|我回来再|我回來再|稍后再说|稍後再說|马上回来|馬上回來|回头再说|回頭再說/u,
  featureScope:
    /(?:这个|這個|那个|那個|新的|新加的)(?!项目|項目|仓库|倉庫|团队|團隊|公司|会话|會話|机器|機器|服务器|伺服器|文件|檔案|目录|目錄|模块|模組)[\p{Script=Han}A-Za-z]{1,8}?(?:里|裡|中)/u,
  classes: [
    {
      id: 'information',
      description: 'A deferral: "先不要", "暂时不用", "下周再说".',
      patterns: [
        // 回来再继续: "30分钟后再继续", "等会儿继续"
        /(?:\d+\s*(?:分钟|分鐘|小时|小時)(?:后|後|之后|之後)|等会儿?|等會兒?|等下|稍后|稍後|晚点|晚點|明天)\s*(?:再)?(?:继续|繼續|接着|接著)/u,
        // the human does it themselves ("wait, I'll look at the logs myself"): what they will do, no rule
        /^(?:(?:等一下|等等|稍等)[，,\s]*)?(?:我自己|让我自己|讓我自己)(?:来|來|看|查|弄|改|跑|试|試|处理|處理|确认|確認)/u,
        // the human does something first themselves ("let me commit first"): no reason of a rejection, no request
        /^(?:(?:等一下|等等|稍等)[，,\s]*)?(?:我先|让我先|讓我先)/u,
        // a meeting, or the work held for a decision elsewhere ("先停一下，开会，马上回来", "优先级可能会变"): no halt of the
        // agent's work for a reason of it
        /^(?:我)?(?:要|得)?(?:去)?(?:开个?会|開個?會|开会去了|開會去了)[。！!]*$|^(?:我)?(?:马上|馬上|一会儿?|一會兒?|等下)(?:就)?(?:回来|回來)|(?:优先级|優先級)可能(?:会|會)?(?:变|變|改|调整|調整)/u,
        /^(?:先不(?:要|用)(?:了)?|暂时不(?:要|用)|暫時不(?:要|用)|(?:以后|以後|下次|下周|下週|改天)再(?:说|說))(?=[，,。.！!\s]|$)/u,
      ],
      examples: ['等一下，我自己看日志', '先不要，这次只改采购。下周再说', '我去开个会'],
    },
    {
      id: 'request',
      description: 'A request for new work: 帮我…, 请…, 添加…, 实现…, 看一下…, 基于…生成…',
      // a verb before 的 names a thing, it asks for nothing ("生成的代码会被覆盖", "新增的文件")
      patterns: [
        // a result asked for ("make sure the whole app compiles"; not "make sure you …")
        /^(?:请|請|麻烦|麻煩)?(?:确保|確保)(?!你|您)/u,
        phraseAtStart(REQUEST_OPENERS.map((opener) => `(?:先|再|也|就|然后|然後|现在|現在|那就|那|继续|繼續)?${opener}(?!的)`)),
      ],
      examples: [
        '帮我加一个导出按钮',
        '請幫我找出這個函式在哪裡被呼叫',
        '添加 worktree feature-x',
        '基于当前的设计生成一个 skill',
        '設一個合理的逾時',
        '选 B，但是要加重试',
        '接着把 webhook 接上',
      ],
    },
    {
      id: 'question',
      description: 'A question: ends with ？ or holds a question particle or word (吗, 什么, 怎么, 为什么, 是否, A 还是 B).',
      patterns: [/[？?]\s*$/u, anyPhrase(QUESTION_MARKERS)],
      examples: ['这个参数是什么意思', '為什麼要用 map？', '缓存会在重启后保留吗'],
    },
    {
      id: 'acknowledgement',
      description: 'Agreement, thanks or praise: 好, 可以, 同意, 没问题, 谢谢, 继续.',
      patterns: [
        // the word alone in its clause: "好那幫我…" and "可以直接放在…" go on to ask for work
        phraseAtStart(ACKNOWLEDGEMENTS.map((word) => `${word}(?=[，,。.！!~～\\s]|$)`)),
      ],
      examples: ['好的', '同意', '可以', '谢谢', '繼續'],
    },
    {
      id: 'plan-approval',
      description: 'A yes to the plan: 同意, 可以开始, 按这个来, 就这样.',
      patterns: [
        // a pick among the options the agent offered: an answer
        anyPhrase(['方案[一二三四五六七八九1-9A-Da-d]', '选项[一二三1-9A-Da-d]', '選項[一二三1-9A-Da-d]', '第[一二三四五1-9](?:个|個|种|種|项|項)']),

        phraseAtStart([
          '(?:开始|開始|执行|執行|实施|實施)(?:吧|实施|實施|执行|執行)?(?=[，,。.！!\\s]|$)',
          '同意',
          '可以[，,\\s]*开始',
          '可以[，,\\s]*開始',
          '按这个',
          '按這個',
          '就这样',
          '就這樣',
          '开始吧',
          '開始吧',
          '执行吧',
          '執行吧',
        ]),
      ],
      examples: ['同意', '可以，开始实施', '就这样做'],
    },
  ],
  failures: [
    {
      id: 'still-failing',
      pattern: anyPhrase([
        '还是(?:不行|不对|不對|报错|報錯|失败|失敗|没有|沒有|不|一样|一樣|有问题|有問題|出错|出錯)',
        '還是(?:不行|不對|報錯|失敗|沒有|不|一樣|有問題|出錯)',
        '依然',
        '又是(?:一样|同样|一樣|同樣)的(?:错|錯|问题|問題|报错|報錯)',
        '仍然',
      ]),
      examples: ['又是一样的错', '还是报错', '還是不行', '页面依然是空白'],
    },
    {
      id: 'does-not-work',
      pattern: anyPhrase([
        // (not "点了不能报错", "不要白屏": what must not happen, asked for)
        ...['报错', '報錯', '出错', '出錯', '失败了', '失敗了'].map((word) => `${NOT_FORBIDDEN}${word}`),
        '没反应',
        '沒反應',
        '没有反应',
        '沒有反應',
        '不工作',
        '打不开',
        '打不開',
        `${NOT_FORBIDDEN}崩溃`,
        `${NOT_FORBIDDEN}崩潰`,
        `${NOT_FORBIDDEN}白屏`,
        '不生效',
        '没效果',
        '沒效果',
        '无效',
        '無效',
        '跑不起来',
        '跑不起來',
        '起不来',
        '起不來',
        // (not "绝对不能用 Double": what must not be used, a thing named after it)
        '(?<!绝对|絕對|千万|千萬|一定|坚决|堅決)不能用(?=了|\\s*[，,。.！!？?~～]|\\s*$)',
        '用不了',
      ]),
      examples: ['点击保存没反应', '启动就报错', '改了以后不生效'],
    },
    // a result that shows nothing: "the PDF is empty", "all black", "nothing shows" (not in a condition: "if it is empty")
    {
      id: 'shows-nothing',
      pattern: anyPhrase(
        [
          String.raw`全(?:部)?(?:都)?是黑的`,
          String.raw`全黑`,
          String.raw`黑屏`,
          String.raw`(?:什么|什麼)都(?:看不到|看不見|看不见|没有|沒有|不显示|不顯示|没显示|沒顯示)`,
          String.raw`是空的`,
          String.raw`一片空白`,
          String.raw`空白(?:页|頁)`,
        ].map((phrase) => notAfter(phrase, CONDITION, CONDITION_GAP)),
      ),
      examples: ['图全部都是黑的', '什么都看不到'],
    },
  ],
  casual: anyPhrase([
    '别慌',
    '別慌',
    '不用慌',
    '别担心',
    '別擔心',
    '不用担心',
    '不用擔心',
    '没关系',
    '沒關係',
    '不客气',
    '不客氣',
    '不要紧',
    '不要緊',
    '不用谢',
    '不用謝',
    '别客气',
    '別客氣',
    '不知道',
  ]),
  interjections: leadingRun(['嗯+', '哦+', '噢', '啊', '呃', '额', '哎', '唉', '好吧', 'ok', 'OK', '那个', '那個'], false),
  clauseOpeners: leadingRun(['那么', '那麼', '那', '所以', '然后', '然後', '而且', '还有', '還有', '另外', '可是', '但是', '不过', '不過', '等等'], false),
  // the agent says what it builds next ("Next I'll write …"): what the answer says of the thing is its requirements
  agentAnnounces:
    /(?:我|接下来|接下來|下一步|现在|現在|然后|然後)(?:我)?(?:就|将|將|会|會|来|來|先|开始|開始|准备|準備|打算)+(?:做|写|寫|实现|實現|加|添加|增加|创建|創建|搭建|开发|開發)/u,
  agentInvites:
    /(?:有什么(?:可以|能)?(?:帮|幫)(?:你|您)|有什麼(?:可以|能)?(?:帮|幫)(?:你|您)|需要我做什么|需要我做什麼|要做什么|要做什麼|想(?:处理|處理|做)(?:什么|什麼)|下一步(?:要)?做(?:什么|什麼)|有(?:什么|什麼)(?:要求|需要注意|注意事项|注意事項|需求|想法)|还有(?:其他|什么|别的)[^？?]{0,10}(?:吗|嗎)|還有(?:其他|什麼|別的)[^？?]{0,10}(?:吗|嗎)|需要注意(?:什么|什麼|的地方))[^？?]{0,20}[？?]\s*$/u,
  agentGoAhead:
    /(?:可以吗|可以嗎|可以开始吗|可以開始嗎|开始吗|開始嗎|继续吗|繼續嗎|执行吗|執行嗎|行吗|行嗎|这样可以吗|這樣可以嗎|没问题吗|沒問題嗎)\s*[？?]\s*$/u,
  agentOffers: anyPhrase([
    '[？?]\\s*$',
    // advice put up: "建议…", "一般推荐…", "可以把…"
    '建议|建議|推荐|推薦',
    '可以(?:把|改用|用|先|拆|在)',
    '需要我',
    '要不要',
    '是否需要',
    '是否要',
    '你想',
    '您想',
    '请选择',
    '請選擇',
    '请确认',
    '請確認',
    '我(?:可以|能)(?:再|继续|繼續|帮|幫|接着|接著)',
    '(?:请|請)?(?:告诉|告訴)我',
    '方案[一二三1-3A-C]',
  ]),
  rules: {
    negators: ['不要', '别', '別', '不用', '无需', '無需', '不需要', '不必', '禁止', '停止', '不准', '不许', '不許', '勿', '绝不', '絕不', '不', '没', '沒'],
    concepts: {
      ask: ['问我', '問我', '询问', '詢問', '确认', '確認', '让我选', '讓我選', '让我决定', '讓我決定', '征求', '徵求'],
      choose: ['选择', '選擇', '挑'],
      recommend: ['推荐', '推薦', '建议', '建議', '默认', '默認'],
      option: ['方案', '选项', '選項'],
      comment: ['注释', '註釋', '註解', '注解'],
      database: ['数据库', '資料庫', '數據庫', '资料库'],
      'read-only': ['只读', '唯读', '唯讀', '只讀'],
      add: ['写入', '寫入', '写', '寫', '添加', '加上', '新增', '创建', '創建'],
      english: ['英文', '英语', '英語'],
      commit: ['提交'],
      message: ['信息', '消息', '訊息'],
      push: ['推送', '推到'],
      branch: ['分支'],
      test: ['测试', '測試', '单测', '單測'],
      run: ['运行', '運行', '执行', '執行', '跑'],
      finish: ['完成', '做完', '搞定'],
      say: ['汇报', '彙報', '告诉我', '告訴我', '说好了'],
      wrap: ['包装', '包裝', '包裹'],
      error: ['错误', '錯誤', '报错', '報錯'],
      name: ['命名', '文件名', '檔名', '档名', '名字', '名称', '名稱'],
      pascalcase: ['大驼峰', '大駝峰', '帕斯卡'],
      camelcase: ['小驼峰', '小駝峰', '驼峰', '駝峰'],
      'kebab-case': ['短横线', '短橫線', '中划线', '中劃線', '连字符', '連字符'],
      snake_case: ['下划线', '下劃線', '蛇形'],
      component: ['组件', '組件', '元件'],
      general: ['通用', '统一', '統一', '一套', '整体', '整體'],
      mechanism: ['机制', '機制'],
      'case-by-case': ['一个一个', '一個一個', '逐个', '逐個', '挨个', '挨個', '个别', '個別', '单独', '單獨'],
      fix: ['修复', '修復', '修改', '修'],
      gui: ['图形界面', '圖形介面', '窗口', '视窗', '視窗'],
      hang: ['卡住', '卡死', '挂起', '掛起'],
      open: ['打开', '打開', '弹出', '彈出'],
      short: ['简短', '簡短', '简洁', '簡潔', '短一点', '短一點'],
      long: ['太长', '太長', '啰嗦', '囉嗦', '冗长', '冗長'],
      doc: ['文档', '文檔', '文件说明'],
      log: ['日志', '日誌'],
      emoji: ['表情'],
      mock: ['模拟', '模擬'],
    },
    prefix:
      /^(?:(?:我?希望|请|請|麻烦|麻煩|以后|以後|今后|今後|往后|往後|之后都|之後都|从现在开始|從現在開始|下次|记住|記住|还有|還有|另外|另外就是|等下|等等)[，,、\s]*)+/u,
    taskReferences: /这个|這個|那个|那個|这里|這裡|这些|這些|那些|它们|它們|(?<![其])它/u,
  },
  examples: {
    corrections: [
      { text: '你把超时写成 30 毫秒了，应该是秒', cue: 'you-did' },
      { text: '以后别再问我用哪个了，直接按你推荐的来', cue: 'dont-ask' },
      { text: '以后提交前都先跑一下测试', cue: 'standing' },
      { text: '日志里别打手机号，说过好几次了', cue: 'reproach' },
      { text: '跨时区的问题你自己就该测出来的，先在本地把时区改成 UTC+8 跑一遍', cue: 'reproach' },
      { text: '把断言删了算哪门子修好？恢复断言，修实现', cue: 'reproach' },
      { text: '这次会话里都别用 sudo，把命令给我就行', cue: 'dont', explicit: true },
      { text: 'bundle id 是 com.example.app，不是 com.example.ios', cue: 'machine' },
      { text: '构建机是物理隔离的，wheel 包在 /opt/wheelhouse', cue: 'machine' },
      { text: '生产库是 mysql 5.7，查询别用 JSONB', cue: 'machine' },
      { text: '用 os_log，NSLog 在我们这边是禁止的', cue: 'not-done', explicit: true },
      { text: '调大超时这不是修复 只是掩盖问题', cue: 'complaint' },
      { text: '你把测试邮件发给真实客户了，这种事不能再发生', cue: 'standing' },
      { text: '这个导入之前说过要走后台任务的 前端直接处理会卡死', cue: 'told-you' },
      { text: '编号放最前面，我贴的规则里写了', cue: 'told-you', explicit: true },
      { text: '把 token 从配置里拿掉，别让我再看到', cue: 'reproach' },
      { text: '别再手动改 lock 文件了，上次也是这样改坏的', cue: 'reproach' },
      { text: '约定一下：日期统一用ISO', cue: 'standing' },
      { text: '均值填充会把方差压小 说过好多次了', cue: 'reproach' },
      { text: 'p值不能写 0.000 要写 p < .001', cue: 'must-not' },
      { text: '不是说好用BEM命名吗', cue: 'told-you' },
      { text: '用 pnpm，这个仓库是 pnpm workspace，npm 会多出一个 package-lock', cue: 'convention', explicit: true },
      { text: '我们这边一直是 poetry run pytest，直接跑会用系统的 python', cue: 'convention', explicit: true },
      { text: '老的 staging 已经停了，现在都在 stage2 上', cue: 'convention', explicit: true },
      { text: '我们所有接口返回都是 {code,msg,data}，这个也改一下', cue: 'convention', explicit: true },
      { text: '注释别写英文，这个仓库注释统一写中文', cue: 'convention', explicit: true },
      { text: '按我们约好的来，先在测试环境跑一遍', cue: 'told-you', explicit: true },
      { text: '我们已经有日期工具函数了 别再引moment', cue: 'already-have' },
      { text: '又是yarn。。。我们用pnpm', cue: 'reproach' },
      { text: '这台是arm的机器 别装x86的包', cue: 'machine' },
      { text: '服务器上只有python3.8 别用match', cue: 'machine' },
      { text: '我们不提交编译产物 把dist删了', cue: 'convention' },
      { text: '接口文档统一英文 别写中文', cue: 'must-use' },
      { text: '我们项目规范就是驼峰命名', cue: 'convention' },
      { text: '重试间隔30秒是故意的 上游有限流', cue: 'on-purpose' },
      { text: '测试里那个sleep是有原因的 加回去', cue: 'on-purpose' },
      { text: '接口客户端是从openapi.yaml自动生成的 去改spec', cue: 'generated' },
      { text: 'themes/paper 是子模块，在根目录的 layouts/ 里覆盖', cue: 'generated' },
      { text: '翻译文件每次同步都会被覆盖，新的 key 只加到 zh.json 里', cue: 'generated' },
      { text: '把线上缓存全清了 你可真行', cue: 'irony' },
      { text: '牛啊，每个测试都去调真实接口了😅', cue: 'irony' },
      { text: '厉害了 密码直接写在README里', cue: 'irony' },
      { text: '好家伙，又来一个日期工具函数，我们已经有三个了', cue: 'irony' },
      { text: '接口返回别用驼峰 前端要下划线', cue: 'dont' },
      { text: '配置文件里别写死端口', cue: 'dont' },
      { text: 'vendor 目录里的文件别手改，改上游再同步过来', cue: 'dont' },
      { text: '不行不行，生产库上不准直接改表结构', cue: 'dont' },
      { text: '首頁不要自動輪播，上次也講過了吧', cue: 'told-you' },
      { text: '以后发版前先跑一遍冒烟测试 别直接打tag', cue: 'standing' },
      { text: '唔好再用print 用logger', cue: 'dont' },
      { text: 'log入面唔可以印手机号码', cue: 'must-not' },
      { text: '这些文件是生成的，你只能改标记之间的部分', cue: 'only-there' },
      // before or after every time; disbelief at what the agent did; what the house has for it; the reply language; stop doing
      { text: '每次提交之前都先跑一下 lint，CI 太慢了', cue: 'standing' },
      { text: '你把整张表都删了？你是认真的吗', cue: 'reproach' },
      { text: '用中文回答我，谢谢', cue: 'reply-language' },
      { text: '好，但是别再每次都写一大段总结了', cue: 'stop' },
      { text: '先不要提交，我还要看一下 diff', cue: 'dont' },
      { text: '唔好順手改啲冇叫你改嘅嘢', cue: 'dont' },
      { text: '吓？我冇叫你做 localization 喎', cue: 'unasked' },
      { text: '命名跟仓库里其他地方一样，用 snake_case', cue: 'convention' },
      { text: '第三次了，还是旧的 API', cue: 'reproach' },
      { text: '集群节点没有外网，依赖都从内部镜像装', cue: 'machine' },
      { text: '这是 Vue 2 的写法，项目用的是 Vue 3', cue: 'machine' },
      { text: '为什么加 lombok？这个我们去年就废弃了', cue: 'machine' },
      { text: '测试环境是和 QA 共用的，记住这一点。', cue: 'standing' },
      { text: '生成的代码会被覆盖，自己的代码只能写在 USER CODE 标记之间', cue: 'convention' },
      { text: '我們是用 conda 管的，environment.yml 要一起更新', cue: 'convention', explicit: true },
      { text: '提交吧，我們 repo 都是中文 commit', cue: 'convention', explicit: true },
      { text: '现在布局乱了。把这个去掉，我只想改颜色', cue: 'undo' },
      { text: '我们这边分支都叫 TICKET-123/描述 这种格式', cue: 'convention', explicit: true },
      { text: '可以，提交吧。但千万别动生产配置', cue: 'always-never', explicit: true, answer: true },
      { text: '原则上不要加新依赖，先问我', cue: 'standing', explicit: true },
      { text: '所有服务都要这样，镜像只用 sha 打标签', cue: 'standing', explicit: true },
      { text: '加任何新依赖之前先看一下 package.json', cue: 'standing', explicit: true },
      { text: '为什么你每次都把整个文件贴出来？只说改了什么', cue: 'reproach' },
      { text: '你能不能先别让我测，自己先跑一遍', cue: 'reproach' },
      { text: '我没让你改 README，删掉吧', cue: 'unasked' },
      { text: '变量名改回原来的中文拼音，别的组在引用', cue: 'undo' },
      { text: '公共组件改之前能不能先问一下？', cue: 'ask-first', explicit: true },
      { text: '以后不要自动提交，先问我', cue: 'standing', explicit: true },
      { text: '你又没跑测试就说好了', cue: 'reproach' },
      { text: '不要用 axios，我们这里用 fetch', cue: 'dont' },
      { text: '別再加註解了', cue: 'stop' },
      { text: '这个按钮不应该默认选中吗？需求文档里写的是默认选中', cue: 'normative-question' },
      { text: '为什么不直接用 lodash 的 debounce？你又自己写了一个', cue: 'why-not' },
      { text: '导出的文件名格式不一致', cue: 'complaint' },
      { text: '用 pnpm 而不是 npm', cue: 'x-not-y' },
      { text: '我不希望每次都重新建分支', cue: 'dislike' },
      { text: '不用每次都问我，直接选推荐的', cue: 'dont-ask', explicit: true },
      // standing rules, casual forms
      // conventions said as such, emphatic prohibitions, the same mistake counted, the agent's manner, rules for everything of a kind
      // for a kind of case every time, what we use for everything, what the agent need not do
      { text: '这种情况一律用 warning', cue: 'always-never' },
      { text: '我们这边一直这样，一个改动一个提交', cue: 'convention' },
      { text: '第二次了，又没跑测试', cue: 'reproach' },
      { text: '别再道歉了，直接说改了什么', cue: 'complaint' },
      // a rule said in passing inside a request (an aside) stands on its own
      { text: '提交吧。顺便说一下，日志一律用英文写', cue: 'always-never', explicit: true },
      { text: '从今天起提交前都先跑 lint', cue: 'standing', explicit: true },
      { text: '每次改完接口都要同步更新文档', cue: 'standing', explicit: true },
      { text: '長點記性，改 schema 要先寫 migration', cue: 'standing', explicit: true },
      { text: '不管怎么样都不要直接推 main', cue: 'always-never', explicit: true },
      // conventions stated as facts
      { text: '我们项目用的是 pnpm，不是 yarn', cue: 'convention', explicit: true },
      { text: '我們用 ruff，不用 flake8', cue: 'convention', explicit: true },
      { text: '我们这边一般用 dayjs 处理日期', cue: 'convention', explicit: true },
      { text: '我們團隊不用 Redux，狀態都放在 zustand 裡', cue: 'convention', explicit: true },
      { text: '我们前端都用 TypeScript 写', cue: 'convention', explicit: true },
      { text: '這裡沒人用 var 了', cue: 'convention', explicit: true },
      { text: '按我们的惯例，测试文件放在 __tests__ 目录下', cue: 'convention', explicit: true },
      { text: '公司規定日誌不能印出手機號', cue: 'convention', explicit: true },
      { text: '请求都走 apiClient 封装', cue: 'must-use' },
      { text: '設定一律走環境變數', cue: 'must-use' },
      // prohibitions and "no need", said of a topic or impersonally
      { text: '配置文件不允许手动改', cue: 'dont' },
      { text: 'dist 目录不提交', cue: 'dont' },
      { text: '.env 不進 git', cue: 'dont' },
      { text: '这个表不能删', cue: 'must-not' },
      { text: 'tenacity 不用装，requests 自带重试', cue: 'no-need' },
      { text: '類型檔不用另外建', cue: 'no-need' },
      { text: '这个封装没必要', cue: 'no-need' },
      // redirects
      { text: '用 vitest 不是 jest', cue: 'x-not-y' },
      { text: '用 date-fns，不用 moment', cue: 'x-not-y' },
      { text: '應該用 httpx 的逾時，不是自己寫 sleep', cue: 'x-not-y' },
      { text: '一个 Map 就够了', cue: 'suggest' },
      { text: '直接用 lodash 的 debounce 就行了', cue: 'suggest' },
      { text: '要按时间排序啊', cue: 'should' },
      { text: '超時要設成 30 秒，不然大檔案會斷', cue: 'should' },
      // reproach of the agent's manner
      { text: '你怎么把迁移文件删了？这个是要保留的', cue: 'reproach' },
      { text: '這次務必先跑測試', cue: 'reproach' },
      { text: '又忘了跑 lint', cue: 'reproach' },
      { text: '又建了一堆 util 文件 现有的 helpers 不够用吗', cue: 'reproach' },
      { text: '不是講好日期都用 dayjs 嗎', cue: 'told-you' },
      { text: '之後所有的表都要加分區', cue: 'standing' },
      { text: '不是讓你先跑測試嗎', cue: 'told-you', explicit: true },
      { text: '说好的用 pnpm 呢', cue: 'told-you', explicit: true },
      { text: '你怎么擅自改了 CI 配置', cue: 'unasked' },
      { text: '打住，你改错仓库了', cue: 'wrong' },
      { text: '為什麼要全部改成 class？函式就好了', cue: 'why-you' },
      { text: '自己跑一遍确认过了再说修好了', cue: 'verify-first', explicit: true },
      { text: '你加完又多了一个 utils.ts', cue: 'complaint' },
      // take back, keep
      { text: '把你刚加的那个配置删掉', cue: 'undo' },
      { text: '剛剛新增的檔案都刪掉', cue: 'undo' },
      { text: '這段保持原樣就好', cue: 'keep-as-is' },
      // stop
      { text: '停，先别动数据库', cue: 'wait' },
      { text: '你用的是旧版 schema？我们上个月已经换成 v2 了', cue: 'convention', explicit: true },
      { text: 'wiki 过时了，以 openapi.yaml 为准', cue: 'convention', explicit: true },
      { text: '端口为什么写死？其他模块都从 config 读', cue: 'convention', explicit: true },
      { text: '可以。另外每个新函数都要写注释', cue: 'always-never', explicit: true, answer: true },
      { text: '金额绝对不能用 Double！用 BigDecimal', cue: 'always-never', explicit: true },
      { text: 'comment 要写工单号，规定是这样', cue: 'convention', explicit: true },
      { text: '谁让你删的？那是共享目录', cue: 'told-you', explicit: true },
      { text: '我刚说先别删旧的！！线上还在用', cue: 'told-you', explicit: true },
    ],
    others: [
      { text: '这个按钮不应该默认选中吗', kind: 'question' },
      { text: '导出脚本先写好，以后每天早上八点自动跑一次', kind: 'request' },
      { text: '先存本地，以后再换成对象存储', kind: 'request' },
      { text: '总数不对，应该是 120，你算成了 135', kind: 'request' },
      // 以后 after an event means after it, no rule for good
      { text: '下载完成以后自动移到 media 目录', kind: 'request' },
      // 以后 before someone else: later on, the purpose of the work
      { text: '把这个锁封装成 pkg/lock 里的通用方法，以后别的服务也能用', kind: 'request' },
      { text: '加个校验，编号格式不对就跳过，记到日志里', kind: 'request' },
      { text: '我知道我之前说过不要弹窗，这个是例外，超时提醒用弹窗做', kind: 'request' },
      { text: '把模板放到配置里 这样我以后改文字不用每次找你', kind: 'request' },
      { text: '等下 先帮我看下这个报错是什么意思', kind: 'request' },
      { text: '刚才点错了，不好意思，继续吧', kind: 'other' },
      { text: '之前说过的那个登录问题现在解决了吗？', kind: 'question' },
      { text: '幫手睇下個 cron job 點解冇跑，睇完話我知原因先，唔好即刻改住', kind: 'request' },
      { text: '我之前说别动配置文件，不过组长同意了，现在可以了', kind: 'other' },
      { text: '看看为什么这么慢 别改代码 只告诉我原因', kind: 'other' },
      { text: '我去开个会，我回来之前什么都别动', kind: 'other' },
      { text: '为啥不用 date-fns？单纯好奇', kind: 'question' },
      { text: '为什么不用 ring buffer', kind: 'question' },
      { text: '再加一个参考答案，我上课要用', kind: 'request' },
      { text: '先看看日志找原因 先别改代码', kind: 'request' },
      { text: '把用到旧接口的文件列出来，暫時不要動', kind: 'request' },
      { text: '服务器上没有日志 不知道是不是没启动', kind: 'other' },
      { text: '这个文件我不能写入 权限不够', kind: 'other' },
      { text: '好的 再加一个：断开以后自动重连 最多3次', kind: 'request' },
      { text: 'CIDR从10.10.0.0/16开始往后排', kind: 'other' },
      { text: '说好的周五上线还来得及吗？', kind: 'question' },
      { text: '不是 我问的是数据存在哪 不是谁存的', kind: 'question' },
      { text: '忘了我之前说的别动footer 客户已经同意了', kind: 'other' },
      { text: '已经有人在处理这个bug了吗？', kind: 'question' },
      { text: '又是周一 先把昨天的bug看一下', kind: 'request' },
      { text: '服务器上没有报错 但是页面打不开', kind: 'other' },
      { text: '这台机器能装docker吗？', kind: 'question' },
      { text: '我们不知道为什么夜里任务会挂', kind: 'other' },
      { text: '统一一下这几个接口的返回格式', kind: 'request' },
      { text: '这个项目规范吗？', kind: 'question' },
      { text: '重试间隔30秒是故意的吗？', kind: 'question' },
      { text: '帮我自动生成一下接口文档', kind: 'request' },
      { text: '牛啊 跑通了 🎉', kind: 'other' },
      { text: '迁移跑两次会出什么问题？', kind: 'question' },
      { text: '这两个接口特别用心写的 你先看看', kind: 'other' },
      { text: '分别用两个线程跑一下 看看区别', kind: 'request' },
      { text: '唔好意思 我头先讲错咗', kind: 'other' },
      { text: '好 继续 顺便把测试也补上', kind: 'request' },
      // near misses of the classes above
      { text: '等一下，我先把我的改动提交了', kind: 'other' },
      { text: '帮我把发布说明翻译成英文', kind: 'request' },
      { text: '先不要，這次只改採購。下週再說', kind: 'answer' },
      { text: '旧的定时任务还在 setup.sh 里，能帮我删掉吗？', kind: 'question' },
      { text: '你们的分支一般叫什么？', kind: 'question' },
      { text: '对，这个任务一直都很慢', kind: 'answer' },
      { text: '等一下，我先去开个会，回来再测', kind: 'other' },
      { text: '帮我修改回调函数的签名，加一个 error 参数', kind: 'request' },
      { text: '帮我加一个导出按钮', kind: 'request' },
      { text: '請幫我重構這個檔案', kind: 'request' },
      { text: '推送了吗？', kind: 'question' },
      { text: '这两个有什么区别', kind: 'question' },
      { text: '同意', kind: 'acknowledgement' },
      { text: '牛', kind: 'acknowledgement' },
      { text: '加一個 cell 畫分佈圖，不要用預設配色', kind: 'request' },
      { text: '要，但不要写死函数名', kind: 'answer' },
      { text: '漂亮！再加一个导出按钮，不要用默认图标', kind: 'request' },
      { text: '可以，继续', kind: 'acknowledgement' },
      { text: '还是报错', kind: 'failure-report' },
      { text: '完成以后记得更新文档', kind: 'request' },
      { text: '特别是登录页要加上验证', kind: 'request' },
      // near misses of the cues above
      { text: '下次会议再讨论这个吧', kind: 'request' },
      { text: '记住登录状态，下次打开直接进首页', kind: 'request' },
      { text: '我记得这个函数以前是同步的，现在改异步了吗？', kind: 'question' },
      { text: '我们用 redis 做缓存吧，你看怎么设计', kind: 'question' },
      { text: '我們用 redis 做快取好不好？', kind: 'question' },
      { text: '帮我在 README 里写一下我们用 pnpm 安装依赖', kind: 'request' },
      { text: '你看需不需要加测试', kind: 'request' },
      { text: '今天不用加班吧', kind: 'request' },
      { text: '这不是 bug，是预期行为吗？', kind: 'question' },
      { text: '我看了下，不是网络的问题', kind: 'request' },
      { text: '这样就够了，谢谢', kind: 'acknowledgement' },
      { text: '好，用 redis 吧', kind: 'answer' },
      { text: '为什么这个接口返回 404？', kind: 'question' },
      { text: '為什麼要用 map？', kind: 'question' },
      { text: '你怎么看这个方案？', kind: 'question' },
      { text: '我不是让你改，我只是问问原因', kind: 'request' },
      { text: '把 README 里的旧段落删掉', kind: 'request' },
      { text: '保持原样的话会有什么问题？', kind: 'question' },
      { text: '要不要加个缓存啊？', kind: 'question' },
      { text: '要加个缓存，不然首页太慢，帮我做一下', kind: 'request' },
      { text: '每次点击都会报错', kind: 'failure-report' },
      { text: '每次刷新页面都要重新登录，帮我查一下', kind: 'request' },
      { text: '用户不能改密码，点了没反应', kind: 'failure-report' },
      { text: '测试不用写了，先把功能做完', kind: 'answer' },
      { text: '每次启动都要等很久，正常吗？', kind: 'question' },
      { text: '靠，银行自己的 spec 都不准。去掉千分位再解析吧', kind: 'request' },
      { text: '改了还是不行，换成 3.11 也一样', kind: 'failure-report' },
      { text: '其他都用不了，只有这个能跑', kind: 'other' },
    ],
    agentAnnouncements: ['接下来我来写库存同步的脚本。', '我开始做订单导出。'],
    agentInvitations: [
      '你好！有什么可以帮你的？',
      '我准备新增一个 Credential 类型。有什么要求吗？',
      '购物车缓存已完成。还有其他需要调整的吗？',
      '你好！今天想處理什麼？',
    ],
    agentGoAheads: ['计划：1. 迁移 2. 测试。可以开始吗？'],
    agentQuestions: [
      '一般建议在 staging 层派生一个本地日期列。',
      '方案一：加缓存；方案二：改表结构。我建议方案一，可以吗？',
      '需要我把它也加到 CLI 里吗？',
      '你想用方案一还是方案二',
      '如需调整，请告诉我。',
    ],
  },
}));
