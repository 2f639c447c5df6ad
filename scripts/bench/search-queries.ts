/**
 * The fixed query list of `npm run bench:search`: 200 searches in six classes, from terms nearly
 * every generated prompt holds (的, 写) through vocabulary words of falling frequency to rare
 * names (山川) and words no prompt has, in both scripts, full width and mixed with English.
 * Never reorder or edit in place: results are only comparable between runs of the same list.
 */
export const QUERY_CLASSES = ["zh-1", "zh-2", "zh-3", "zh-4", "en-word", "mixed"] as const;
export type QueryClass = (typeof QUERY_CLASSES)[number];
export type BenchQuery = { cls: QueryClass; q: string };

const ZH_1 = "的 写 码 诗 图 表 译 是 文 数 学 词 画 书 山 海 月 星 龙 猫 茶 药 车 钱 税 琴 鱼 寫 畫 鲸".split(" ");

const ZH_2 = (
  "写作 翻译 简历 面试 文案 代码 数据 营销 报告 邮件 会议 产品 设计 品牌 海报 视频 字幕 小说 故事 诗歌 " +
  "考试 数学 英语 食谱 预算 旅行 健身 理财 投资 创业 谈判 客服 销售 直播 算法 游戏 音乐 摄影 书法 咖啡 " +
  "宠物 婚礼 历史 哲学 翻譯 寫作 資料 山川 星月 量子"
).split(" ");

const ZH_3 = (
  "公众号 小红书 短视频 演讲稿 数据库 程序员 区块链 机器人 自动化 幻灯片 新闻稿 知识库 提示词 智能体 大模型 " +
  "经济学 新能源 供应链 剧本杀 马拉松 古诗词 编译器 命令行 微服务 求职信 程式碼 演算法 資料庫 山川石 鲸鱼座"
).split(" ");

const ZH_4 = (
  "人工智能 机器学习 数据分析 项目管理 时间管理 心理健康 亲子教育 法律咨询 医学科普 论文写作 年终总结 产品经理 " +
  "网络安全 跨境电商 私域流量 用户增长 社群运营 品牌故事 危机公关 读书笔记 思维导图 合同审查 隐私政策 测试用例 " +
  "接口文档 性能优化 文章润色 人工智慧 專案管理 量子计算"
).split(" ");

const EN_WORD = (
  "writing translation resume interview code data marketing email meeting design prompt SQL Excel python pandas " +
  "regex SEO travel budget story poetry startup LLM agent coffee yoga blockchain Midjourney kapax quantum"
).split(" ");

const MIXED = [
  "SEO 文案",
  "SQL 查询",
  "Excel 公式",
  "Python 代码",
  "AI 绘画",
  "Offer 谈判",
  "App 翻译",
  "STAR 简历",
  "SWOT 分析",
  "UI 设计",
  "Logo 设计",
  "JSON 文案",
  "writing 写作",
  "code 审查",
  "email 邮件",
  "AI 提示词",
  "写作 翻译",
  "简历 面试",
  "数据 报告",
  "旅行 预算",
  "健身 减脂",
  "营销 文案 品牌",
  "SEO 标题 描述",
  "ＳＥＯ 文案",
  "Code Review",
  "data analysis",
  "  写作，，  ",
  "翻譯 App",
  "Midjourney 提示词",
  "量子 SEO",
];

export const SEARCH_QUERIES: readonly BenchQuery[] = [
  ...ZH_1.map((q) => ({ cls: "zh-1" as const, q })),
  ...ZH_2.map((q) => ({ cls: "zh-2" as const, q })),
  ...ZH_3.map((q) => ({ cls: "zh-3" as const, q })),
  ...ZH_4.map((q) => ({ cls: "zh-4" as const, q })),
  ...EN_WORD.map((q) => ({ cls: "en-word" as const, q })),
  ...MIXED.map((q) => ({ cls: "mixed" as const, q })),
];
