/**
 * Words the generated catalogue mixes into the demo texts, aligned across the three languages so
 * a generated prompt's zh-TW version says what its zh-CN version says without running OpenCC on
 * 100k texts. The zh-TW column uses Taiwan phrasing (资料 → 資料 rather than 數據), so searches
 * across scripts meet the same mismatches real content has.
 *
 * The order matters: words are drawn with Zipf-like weights, so the first ones land in a large
 * share of the catalogue and the last ones in a few hundred prompts.
 */
export type Term = readonly [zhCN: string, zhTW: string, en: string];

export const VOCABULARY: readonly Term[] = [
  ["写作", "寫作", "writing"], ["翻译", "翻譯", "translation"], ["数据", "資料", "data"], ["营销", "行銷", "marketing"],
  ["代码", "程式碼", "code"], ["学习", "學習", "learning"], ["简历", "履歷", "resume"], ["面试", "面試", "interview"],
  ["文案", "文案", "copywriting"], ["报告", "報告", "report"], ["邮件", "郵件", "email"], ["会议", "會議", "meeting"],
  ["产品", "產品", "product"], ["用户", "使用者", "user"], ["设计", "設計", "design"], ["品牌", "品牌", "brand"],
  ["教育", "教育", "education"], ["旅行", "旅行", "travel"], ["健身", "健身", "fitness"], ["预算", "預算", "budget"],
  ["海报", "海報", "poster"], ["视频", "影片", "video"], ["字幕", "字幕", "subtitles"], ["小说", "小說", "novel"],
  ["故事", "故事", "story"], ["诗歌", "詩歌", "poetry"], ["考试", "考試", "exam"], ["数学", "數學", "math"],
  ["英语", "英文", "English"], ["口语", "口說", "speaking"], ["食谱", "食譜", "recipe"], ["减脂", "減脂", "fat loss"],
  ["理财", "理財", "personal finance"], ["投资", "投資", "investing"], ["创业", "創業", "startup"], ["招聘", "徵才", "hiring"],
  ["谈判", "談判", "negotiation"], ["客服", "客服", "customer service"], ["销售", "銷售", "sales"], ["电商", "電商", "ecommerce"],
  ["直播", "直播", "livestream"], ["短视频", "短影音", "short video"], ["公众号", "社群帳號", "newsletter"], ["小红书", "小紅書", "Xiaohongshu"],
  ["人工智能", "人工智慧", "artificial intelligence"], ["机器学习", "機器學習", "machine learning"], ["数据分析", "資料分析", "data analysis"], ["项目管理", "專案管理", "project management"],
  ["时间管理", "時間管理", "time management"], ["心理健康", "心理健康", "mental health"], ["亲子教育", "親子教育", "parenting"], ["法律咨询", "法律諮詢", "legal advice"],
  ["医学科普", "醫學科普", "health science"], ["论文写作", "論文寫作", "thesis writing"], ["演讲稿", "演講稿", "speech"], ["周报", "週報", "weekly report"],
  ["年终总结", "年終總結", "year-end review"], ["产品经理", "產品經理", "product manager"], ["程序员", "程式設計師", "programmer"], ["前端", "前端", "frontend"],
  ["后端", "後端", "backend"], ["数据库", "資料庫", "database"], ["算法", "演算法", "algorithm"], ["网络安全", "網路安全", "cybersecurity"],
  ["云计算", "雲端運算", "cloud computing"], ["区块链", "區塊鏈", "blockchain"], ["游戏", "遊戲", "game"], ["音乐", "音樂", "music"],
  ["摄影", "攝影", "photography"], ["绘画", "繪畫", "painting"], ["书法", "書法", "calligraphy"], ["茶艺", "茶藝", "tea ceremony"],
  ["咖啡", "咖啡", "coffee"], ["宠物", "寵物", "pets"], ["园艺", "園藝", "gardening"], ["装修", "裝修", "renovation"],
  ["租房", "租屋", "renting"], ["留学", "留學", "study abroad"], ["签证", "簽證", "visa"], ["面包", "麵包", "bread"],
  ["烘焙", "烘焙", "baking"], ["火锅", "火鍋", "hotpot"], ["婚礼", "婚禮", "wedding"], ["生日", "生日", "birthday"],
  ["春节", "春節", "Spring Festival"], ["中秋", "中秋", "Mid-Autumn"], ["古诗词", "古詩詞", "classical poetry"], ["成语", "成語", "idioms"],
  ["历史", "歷史", "history"], ["哲学", "哲學", "philosophy"], ["经济学", "經濟學", "economics"], ["物理", "物理", "physics"],
  ["化学", "化學", "chemistry"], ["生物", "生物", "biology"], ["地理", "地理", "geography"], ["天文", "天文", "astronomy"],
  ["环保", "環保", "sustainability"], ["新能源", "新能源", "renewable energy"], ["汽车", "汽車", "cars"], ["保险", "保險", "insurance"],
  ["税务", "稅務", "tax"], ["会计", "會計", "accounting"], ["审计", "稽核", "audit"], ["供应链", "供應鏈", "supply chain"],
  ["物流", "物流", "logistics"], ["跨境电商", "跨境電商", "crossborder commerce"], ["私域流量", "私域流量", "private traffic"], ["用户增长", "使用者成長", "user growth"],
  ["社群运营", "社群經營", "community management"], ["品牌故事", "品牌故事", "brand story"], ["新闻稿", "新聞稿", "press release"], ["危机公关", "危機公關", "crisis communication"],
  ["读书笔记", "讀書筆記", "reading notes"], ["思维导图", "心智圖", "mind map"], ["知识库", "知識庫", "knowledge base"], ["提示词", "提示詞", "prompt"],
  ["智能体", "智慧代理", "agent"], ["大模型", "大型模型", "LLM"], ["机器人", "機器人", "robot"], ["自动化", "自動化", "automation"],
  ["表格", "表格", "spreadsheet"], ["幻灯片", "簡報", "slides"], ["合同审查", "合約審查", "contract review"], ["隐私政策", "隱私權政策", "privacy policy"],
  ["测试用例", "測試案例", "test cases"], ["接口文档", "介面文件", "API docs"], ["正则", "正規", "regex"], ["爬虫", "爬蟲", "web scraper"],
  ["脚本", "腳本", "script"], ["命令行", "命令列", "command line"], ["容器", "容器", "container"], ["微服务", "微服務", "microservices"],
  ["性能优化", "效能最佳化", "performance tuning"], ["代码重构", "程式碼重構", "refactoring"], ["设计模式", "設計模式", "design patterns"], ["操作系统", "作業系統", "operating system"],
  ["编译器", "編譯器", "compiler"], ["剧本杀", "劇本殺", "murder mystery"], ["桌游", "桌遊", "board games"], ["相声", "相聲", "crosstalk"],
  ["脱口秀", "脫口秀", "standup comedy"], ["冥想", "冥想", "meditation"], ["瑜伽", "瑜伽", "yoga"], ["马拉松", "馬拉松", "marathon"],
  ["露营", "露營", "camping"], ["钓鱼", "釣魚", "fishing"], ["滑雪", "滑雪", "skiing"], ["围棋", "圍棋", "go strategy"],
];

/**
 * Sentences that carry two vocabulary words into the description and the prompt text, one per
 * language with the same meaning ({a} and {b} are replaced).
 */
export const SENTENCES: readonly Term[] = [
  ["适用于{a}和{b}相关的场景。", "適用於{a}和{b}相關的情境。", "Works well for {a} and {b}."],
  ["特别适合需要{a}的{b}工作。", "特別適合需要{a}的{b}工作。", "Especially handy when {b} work needs {a}."],
  ["可以结合{a}，把{b}做得更专业。", "可以結合{a}，把{b}做得更專業。", "Combine it with {a} to make your {b} more professional."],
  ["请围绕{a}展开，并给出{b}方面的建议。", "請圍繞{a}展開，並提供{b}方面的建議。", "Focus on {a} and add advice on {b}."],
  ["常见用法：{a}、{b}。", "常見用法：{a}、{b}。", "Common uses: {a}, {b}."],
  ["如果你在做{a}，也可以用它来整理{b}。", "如果你在做{a}，也可以用它來整理{b}。", "If you work on {a}, use it to organise {b} too."],
];

/** A title suffix naming one vocabulary word ({a}). */
export const TITLE_SUFFIXES: readonly Term[] = [
  ["（{a}版）", "（{a}版）", " ({a} edition)"],
  ["·{a}", "·{a}", " · {a}"],
  ["：{a}专用", "：{a}專用", " for {a}"],
];

/**
 * Characters for rare two-character names (one per prompt, e.g. a product or a persona), which
 * give the catalogue bigrams that only a handful of prompts hold. All have the same form in both
 * scripts, so no conversion is needed.
 */
export const NAME_CHARACTERS = "山川石田禾米金玉春秋明月星光天地江河湖海林森草花竹松梅桃李杏木火水土日青雨雪晴朗安白和平喜丹福元康泰吉祥如意英豪朱文武忠信仁智勇";

/** Syllables for the English side of those names. */
export const NAME_SYLLABLES = ["ka", "lo", "mi", "ren", "sha", "tor", "vel", "qui", "zan", "bri", "dor", "fen", "gal", "hux", "jor", "kip", "lum", "nox", "pax", "rho"];

/** The sentence that carries a prompt's rare name ({a}). */
export const NAME_SENTENCE: Term = ["示例名称：{a}。", "範例名稱：{a}。", "Sample name: {a}."];
