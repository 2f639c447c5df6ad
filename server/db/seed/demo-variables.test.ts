/**
 * The fill-in form of every demo prompt (issue 19): for each prompt and language version, the
 * variables a reader fills, written down by reading the text. "[待补充：xx]" / "[TODO: xx]" in
 * career-resume-polish is a marker the assistant should write, and "{name}" in
 * translation-app-localization a literal placeholder the prompt tells it to keep: neither is one.
 */
import { describe, expect, it } from "vitest";
import type { Language } from "../../../contract/constants.ts";
import { promptVariables } from "../../../contract/variables.ts";
import { readDemoCatalogue } from "./demo-data.ts";

const expected: Record<string, Record<Language, string[]>> = {
  "business-email-writer": {
    "zh-CN": ["收件人身份及与我的关系", "这封邮件要达成什么，如：催款/道歉/约会议/拒绝请求", "必须包含的事实、日期、金额等", "正式/友好而专业/坚定", "字数"],
    "zh-TW": [
      "收件人身分及與我的關係",
      "這封信要達成什麼，例如：催款／致歉／約開會／婉拒請求",
      "必須包含的事實、日期、金額等",
      "正式／友善而專業／堅定",
      "字數",
    ],
    en: [
      "who they are and our relationship",
      "what the email must achieve, e.g. chase a payment / apologise / book a meeting / decline a request",
      "facts, dates, amounts that must be included",
      "formal / friendly but professional / firm",
      "number",
    ],
  },
  "business-meeting-minutes": {
    "zh-CN": ["会议类型，如：项目周会/客户沟通会", "粘贴转写文字"],
    "zh-TW": ["會議類型，例如：專案週會／客戶溝通會議", "貼上逐字稿"],
    en: ["meeting type, e.g. weekly project meeting / client call", "paste transcript"],
  },
  "business-swot-analysis": {
    "zh-CN": ["公司/产品/项目", "行业、规模、目标市场、当前主要挑战"],
    "zh-TW": ["公司／產品／專案", "產業、規模、目標市場、目前主要挑戰"],
    en: ["company / product / project", "industry, size, target market, main current challenges"],
  },
  "business-weekly-report": {
    "zh-CN": ["岗位", "读者，如：直属领导/跨部门负责人", "粘贴本周记录"],
    "zh-TW": ["職位", "讀者，例如：直屬主管／跨部門負責人", "貼上本週紀錄"],
    en: ["role", "reader, e.g. my manager / cross-team leads", "paste this week's notes"],
  },
  "business-competitor-analysis": {
    "zh-CN": ["我方产品简介", "竞品 A、竞品 B、竞品 C", "公开资料、用户评价、价格表等"],
    "zh-TW": ["我方產品簡介", "競品 A、競品 B、競品 C", "公開資料、使用者評價、價格表等"],
    en: ["our product summary", "competitor A, B, C", "public materials, user reviews, price lists, etc."],
  },
  "career-resume-polish": {
    "zh-CN": ["目标职位", "粘贴经历"],
    "zh-TW": ["目標職位", "貼上經歷"],
    en: ["target role", "paste experience"],
  },
  "career-mock-interview": {
    "zh-CN": ["公司类型", "岗位名称"],
    "zh-TW": ["公司類型", "職位名稱"],
    en: ["role", "company type"],
  },
  "career-cover-letter": {
    "zh-CN": ["公司名称", "职位名称", "粘贴招聘启事", "粘贴简历亮点"],
    "zh-TW": ["公司名稱", "職位名稱", "貼上徵才公告", "貼上履歷重點"],
    en: ["job title", "company", "paste job ad", "paste résumé highlights"],
  },
  "career-salary-negotiation": {
    "zh-CN": ["公司名称", "职位", "当前报价", "期望薪资", "其他 offer / 稀缺技能 / 业绩"],
    "zh-TW": ["公司名稱", "職位", "目前報價", "期望薪資", "其他 offer／稀缺技能／績效"],
    en: ["company", "role", "offered salary", "target salary", "competing offer / rare skill / results"],
  },
  "career-path-plan": {
    "zh-CN": ["当前职业", "年限", "目标职业", "优势", "时间/预算/地域等"],
    "zh-TW": ["目前職業", "年資", "目標職業", "優勢", "時間／預算／地區等"],
    en: ["current job", "years", "target job", "strengths", "time / budget / location"],
  },
  "data-sql-query": {
    "zh-CN": ["数据库类型，如 MySQL 8 / PostgreSQL", "粘贴建表语句或字段说明", "用中文描述需求"],
    "zh-TW": ["資料庫類型，例如 MySQL 8／PostgreSQL", "貼上建表語法或欄位說明", "用中文描述需求"],
    en: ["database, e.g. MySQL 8 / PostgreSQL", "paste CREATE TABLE statements or column notes", "describe what you need in plain words"],
  },
  "data-excel-formula": {
    "zh-CN": ["Excel 365 / WPS / Google 表格", "列名及示例数据，如 A 列日期、B 列销售员、C 列金额", "需求描述"],
    "zh-TW": ["Excel 365／Google 試算表／Numbers", "欄位名稱及範例資料，例如 A 欄日期、B 欄業務員、C 欄金額", "需求描述"],
    en: ["Excel 365 / Google Sheets / LibreOffice", "column names and sample data, e.g. A date, B salesperson, C amount", "describe the goal"],
  },
  "data-chart-choice": {
    "zh-CN": ["受众", "主题", "列名及类型", "数量", "核心结论"],
    "zh-TW": ["受眾", "主題", "欄位名稱及類型", "數量", "核心結論"],
    en: ["topic", "audience", "column names and types", "number", "key message"],
  },
  "data-report-insight": {
    "zh-CN": ["业务/产品", "周期，如本周", "粘贴数据，最好包含环比或同比"],
    "zh-TW": ["業務／產品", "週期，例如本週", "貼上數據，最好包含與上期或去年同期的比較"],
    en: ["business / product", "period, e.g. this week", "paste the numbers, ideally with week-over-week or year-over-year comparisons"],
  },
  "data-cleaning-plan": {
    "zh-CN": ["数据描述，如 CSV 格式的问卷结果", "粘贴 5-10 行样例"],
    "zh-TW": ["資料描述，例如 CSV 格式的問卷結果", "貼上 5-10 列範例"],
    en: ["describe the data, e.g. survey results as CSV", "paste 5-10 sample rows"],
  },
  "design-ai-painting-prompt": {
    "zh-CN": ["画面描述"],
    "zh-TW": ["畫面描述"],
    en: ["scene description"],
  },
  "design-color-palette": {
    "zh-CN": ["品牌/产品名称", "3 个关键词", "目标用户", "网站/App/包装"],
    "zh-TW": ["品牌／產品名稱", "3 個關鍵字", "目標族群", "網站／App／包裝"],
    en: ["brand / product", "three keywords", "target users", "website / app / packaging"],
  },
  "design-ui-review": {
    "zh-CN": ["网页/手机 App", "界面描述或截图", "用户目标"],
    "zh-TW": ["網頁／手機 App", "畫面描述或截圖", "使用者目標"],
    en: ["web / mobile", "screen description or image", "user goal"],
  },
  "design-logo-brief": {
    "zh-CN": ["品牌名称", "业务简介", "感受关键词", "不喜欢的风格或竞品"],
    "zh-TW": ["品牌名稱", "業務簡介", "感受關鍵字", "不喜歡的風格或競品"],
    en: ["brand name", "short description", "mood keywords", "styles or competitors I dislike"],
  },
  "design-poster-layout": {
    "zh-CN": ["尺寸，如 A3 竖版", "活动类型", "主标题、时间地点、亮点、二维码等"],
    "zh-TW": ["尺寸，例如 A3 直式", "活動類型", "主標題、時間地點、亮點、QR Code 等"],
    en: ["size, e.g. A3 portrait", "event type", "headline, date and venue, highlights, QR code, etc."],
  },
  "education-feynman-explain": {
    "zh-CN": ["概念", "基础，如：高中数学/完全零基础"],
    "zh-TW": ["概念", "基礎，例如：高中數學／完全零基礎"],
    en: ["concept", "background, e.g. high-school maths / complete beginner"],
  },
  "education-quiz-generator": {
    "zh-CN": ["年级/考试，如：初二物理/教师资格证", "如：5 道单选、3 道判断、2 道简答", "粘贴课本内容或笔记"],
    "zh-TW": ["年級／考試，例如：國二理化／教師檢定", "例如：5 題單選、3 題是非、2 題簡答", "貼上課本內容或筆記"],
    en: [
      "grade / exam, e.g. Year 8 physics / a professional certification",
      "e.g. 5 multiple choice, 3 true/false, 2 short answer",
      "paste textbook content or notes",
    ],
  },
  "education-study-plan": {
    "zh-CN": ["时间期限", "学习目标，如：通过英语六级/能独立做一个网站", "现状", "可用时间"],
    "zh-TW": ["時間期限", "學習目標，例如：通過多益 800 分／能獨立做出一個網站", "現況", "可用時間"],
    en: ["learning goal, e.g. pass IELTS 7.0 / build a website on my own", "deadline", "current level", "available time"],
  },
  "education-essay-feedback": {
    "zh-CN": ["学段，如：初中/高中", "作文题目", "满分", "粘贴作文"],
    "zh-TW": ["學習階段，例如：國中／高中", "作文題目", "滿分", "貼上作文"],
    en: ["level, e.g. middle school / high school", "essay prompt", "maximum", "paste essay"],
  },
  "education-socratic-tutor": {
    "zh-CN": ["题目", "年级"],
    "zh-TW": ["題目", "年級"],
    en: ["problem", "grade / year"],
  },
  "life-travel-itinerary": {
    "zh-CN": ["目的地", "天数", "月份", "如：情侣/带 5 岁孩子/父母", "金额", "美食/自然/人文/购物", "轻松/紧凑"],
    "zh-TW": ["目的地", "天數", "月份", "例如：情侶／帶 5 歲小孩／爸媽", "金額", "美食／自然／人文／購物", "悠閒／緊湊"],
    en: [
      "number",
      "destination",
      "month",
      "e.g. a couple / with a 5-year-old / with my parents",
      "amount",
      "food / nature / culture / shopping",
      "relaxed / packed",
    ],
  },
  "life-meal-plan": {
    "zh-CN": ["性别", "年龄", "身高", "体重", "减脂/增肌/保持", "运动频率", "忌口/过敏/素食"],
    "zh-TW": ["性別", "年齡", "身高", "體重", "減脂／增肌／維持", "運動頻率", "不吃的食物／過敏／素食"],
    en: ["sex", "age", "height", "weight", "lose fat / build muscle / maintain", "how often", "dislikes / allergies / vegetarian"],
  },
  "life-fitness-plan": {
    "zh-CN": ["周数", "年龄", "体能水平", "伤病或限制", "天数", "分钟数"],
    "zh-TW": ["週數", "年齡", "體能程度", "傷病或限制", "天數", "分鐘數"],
    en: ["number", "age", "fitness level", "injuries or limits", "days per week", "minutes"],
  },
  "life-fridge-recipe": {
    "zh-CN": ["食材清单", "调料", "如：一口炒锅、微波炉"],
    "zh-TW": ["食材清單", "調味料", "例如：一個炒鍋、微波爐"],
    en: ["ingredients", "seasonings", "e.g. one wok, a microwave"],
  },
  "life-monthly-budget": {
    "zh-CN": ["金额", "房租/房贷、通勤、保险等", "列出类别和金额", "如：每月存下 3000 元 / 一年内还清信用卡"],
    "zh-TW": ["金額", "房租／房貸、通勤、保險等", "列出類別和金額", "例如：每月存下 1 萬元／一年內繳清信用卡"],
    en: ["amount", "rent or mortgage, commuting, insurance, etc.", "categories and amounts", "e.g. save 500 a month / clear my credit card within a year"],
  },
  "marketing-seo-copy": {
    "zh-CN": ["页面主题", "核心关键词", "用户可能搜索的问题", "可选：粘贴现有正文"],
    "zh-TW": ["頁面主題", "主要關鍵字", "使用者可能搜尋的問題", "選填：貼上現有內文"],
    en: ["page topic", "primary keyword", "questions users might search", "optional: paste existing body text"],
  },
  "marketing-xiaohongshu-note": {
    "zh-CN": ["产品/地点/服务", "目标人群"],
    "zh-TW": ["產品／地點／服務", "目標族群"],
    en: ["product / place / service", "target audience"],
  },
  "marketing-ad-headlines": {
    "zh-CN": ["投放渠道，如：朋友圈广告/搜索广告/抖音信息流", "产品或活动", "目标，如：下载/留资/购买", "字数"],
    "zh-TW": ["投放管道，例如：Facebook 廣告／Google 關鍵字廣告／IG 限時動態", "產品或活動", "目標，例如：下載／名單蒐集／購買", "字數"],
    en: ["channel, e.g. Facebook / Google Search / TikTok", "product or campaign", "goal, e.g. installs / leads / purchases", "number"],
  },
  "marketing-user-persona": {
    "zh-CN": ["产品简介", "价格区间", "已有的数据或观察，如评论、问卷结果"],
    "zh-TW": ["產品簡介", "價格區間", "現有的資料或觀察，例如評論、問卷結果"],
    en: ["product summary", "price range", "existing data or observations, e.g. reviews, survey results"],
  },
  "marketing-launch-social-plan": {
    "zh-CN": ["上市日期", "产品", "平台，如：微博、小红书、抖音", "预算", "人数"],
    "zh-TW": ["上市日期", "產品", "平台，例如：Facebook、IG、YouTube", "預算", "人數"],
    en: ["product", "launch date", "platforms, e.g. Instagram, LinkedIn, TikTok", "budget", "number"],
  },
  "productivity-article-summary": {
    "zh-CN": ["文章/报告/会议记录", "如：产品经理，想了解它对我们业务的影响", "粘贴全文"],
    "zh-TW": ["文章／報告／會議紀錄", "例如：產品經理，想了解它對我們業務的影響", "貼上全文"],
    en: ["article / report / meeting notes", "your role and purpose, e.g. a product manager wanting to know the impact on our business", "paste the full text"],
  },
  "productivity-weekly-plan": {
    "zh-CN": ["任务清单，可附截止日期和预计用时", "如：周一至周五 9-18 点上班，周三晚上有课", "时段"],
    "zh-TW": ["待辦清單，可附截止日期和預估時間", "例如：週一到週五 9-18 點上班，週三晚上有課", "時段"],
    en: ["task list, with deadlines and time estimates if known", "e.g. work 9-6 Monday to Friday, class on Wednesday evening", "time of day"],
  },
  "productivity-brainstorm": {
    "zh-CN": ["问题/目标", "预算/时间/人手等"],
    "zh-TW": ["問題／目標", "預算／時間／人力等"],
    en: ["problem / goal", "budget / time / people"],
  },
  "productivity-decision-matrix": {
    "zh-CN": ["选项 A", "选项 B", "选项 C", "如：收入、成长、通勤、陪家人的时间"],
    "zh-TW": ["選項 A", "選項 B", "選項 C", "例如：收入、成長、通勤、陪家人的時間"],
    en: ["option A", "option B", "option C", "criteria, e.g. salary, growth, commute, family time"],
  },
  "productivity-task-breakdown": {
    "zh-CN": ["目标", "日期", "时长"],
    "zh-TW": ["目標", "日期", "時間"],
    en: ["goal", "date", "time"],
  },
  "programming-code-review": {
    "zh-CN": ["语言/框架", "粘贴代码"],
    "zh-TW": ["語言／框架", "貼上程式碼"],
    en: ["language/framework", "paste code"],
  },
  "programming-debug-error": {
    "zh-CN": ["运行环境，如：Node 20 / Python 3.12 / Chrome", "粘贴完整报错和堆栈", "粘贴代码", "你试过的方法"],
    "zh-TW": ["執行環境，例如：Node 20／Python 3.12／Chrome", "貼上完整錯誤和堆疊追蹤", "貼上程式碼", "你試過的方法"],
    en: ["environment, e.g. Node 20 / Python 3.12 / Chrome", "paste the full error and stack trace", "paste code", "what you tried"],
  },
  "programming-explain-code": {
    "zh-CN": ["水平，如：刚学编程 3 个月的新手/熟悉 Java 的后端开发", "语言", "粘贴代码"],
    "zh-TW": ["程度，例如：剛學寫程式 3 個月的新手／熟悉 Java 的後端工程師", "語言", "貼上程式碼"],
    en: ["level, e.g. beginner who started coding 3 months ago / backend developer who knows Java", "language", "paste code"],
  },
  "programming-unit-tests": {
    "zh-CN": ["测试框架，如：Jest/pytest/JUnit 5", "粘贴函数代码"],
    "zh-TW": ["測試框架，例如：Jest／pytest／JUnit 5", "貼上函式程式碼"],
    en: ["test framework, e.g. Jest / pytest / JUnit 5", "paste function code"],
  },
  "programming-regex-builder": {
    "zh-CN": ["语言或工具，如：JavaScript/Python/VS Code 搜索", "用自然语言描述要匹配什么", "例子 1", "例子 2", "例子 3", "例子 4"],
    "zh-TW": ["語言或工具，例如：JavaScript／Python／VS Code 搜尋", "用自然語言描述要比對什麼", "例子 1", "例子 2", "例子 3", "例子 4"],
    en: [
      "language or tool, e.g. JavaScript / Python / VS Code search",
      "describe in plain words what to match",
      "example 1",
      "example 2",
      "example 3",
      "example 4",
    ],
  },
  "roleplay-english-partner": {
    "zh-CN": ["场景，如：在咖啡店点单/海外入职第一天", "角色", "水平，如：大学四级"],
    "zh-TW": ["情境，例如：在咖啡店點餐／到國外公司上班第一天", "角色", "程度，例如：多益 600 分"],
    en: ["scene, e.g. ordering at a café / first day at an overseas office", "role", "my native language", "level, e.g. intermediate / B1"],
  },
  "roleplay-socratic-tutor": {
    "zh-CN": ["知识点/问题"],
    "zh-TW": ["觀念／問題"],
    en: ["concept / problem"],
  },
  "roleplay-difficult-client": {
    "zh-CN": ["公司/产品", "问题"],
    "zh-TW": ["公司／產品", "問題"],
    en: ["company / product", "problem"],
  },
  "roleplay-history-figure": {
    "zh-CN": ["人物姓名", "具体年份或人生阶段"],
    "zh-TW": ["人物姓名", "具體年份或人生階段"],
    en: ["name", "a specific year or stage of life"],
  },
  "roleplay-investor-pitch": {
    "zh-CN": ["阶段，如天使轮/A 轮", "项目一句话介绍"],
    "zh-TW": ["階段，例如天使輪／A 輪", "專案一句話介紹"],
    en: ["stage, e.g. angel / Series A", "one-line description"],
  },
  "translation-natural-zh-en": {
    "zh-CN": ["场景，如：商务邮件/产品官网/学术论文", "读者", "粘贴中文"],
    "zh-TW": ["情境，例如：商務郵件／產品官網／學術論文", "讀者", "貼上中文"],
    en: ["context, e.g. business e-mail / product website / academic paper", "audience", "paste Chinese text"],
  },
  "translation-app-localization": {
    "zh-CN": ["源语言", "目标语言", "目标市场", "粘贴 JSON"],
    "zh-TW": ["來源語言", "目標語言", "目標市場", "貼上 JSON"],
    en: ["source language", "target language", "target market", "paste JSON"],
  },
  "translation-word-explainer": {
    "zh-CN": ["单词", "水平，如：四级/雅思 6 分"],
    "zh-TW": ["單字", "程度，例如：全民英檢中級／多益 650 分"],
    en: ["word", "level, e.g. B1 / intermediate", "native language"],
  },
  "translation-video-subtitles": {
    "zh-CN": ["源语言", "目标语言", "类型，如：科技评测/美食 vlog/访谈", "字数", "粘贴 SRT 内容"],
    "zh-TW": ["來源語言", "目標語言", "類型，例如：3C 開箱／美食 Vlog／訪談", "字數", "貼上 SRT 內容"],
    en: ["source language", "target language", "type, e.g. tech review / food vlog / interview", "number", "paste SRT content"],
  },
  "translation-tone-control": {
    "zh-CN": ["目标语言", "具体场景", "粘贴文字"],
    "zh-TW": ["目標語言", "具體情境", "貼上文字"],
    en: ["target language", "specific situation", "paste text"],
  },
  "writing-polish-article": {
    "zh-CN": ["目标读者", "风格，如：专业/轻松", "粘贴你的文字"],
    "zh-TW": ["目標讀者", "風格，例如：專業／輕鬆", "貼上你的文字"],
    en: ["target readers", "tone, e.g. professional / relaxed", "paste your text"],
  },
  "writing-wechat-article": {
    "zh-CN": ["主题", "字数", "读者画像"],
    "zh-TW": ["主題", "字數", "讀者輪廓"],
    en: ["word count", "topic", "reader profile"],
  },
  "writing-short-story": {
    "zh-CN": ["字数", "一句话故事梗概", "题材，如：悬疑/温情/科幻", "第一人称/第三人称"],
    "zh-TW": ["字數", "一句話故事大綱", "題材，例如：懸疑／溫馨／科幻", "第一人稱／第三人稱"],
    en: ["word count", "one-line premise", "e.g. mystery / heartwarming / sci-fi", "first / third person"],
  },
  "writing-product-copy": {
    "zh-CN": ["产品名称、参数、价格、目标人群"],
    "zh-TW": ["產品名稱、規格、價格、目標客群"],
    en: ["product name, specs, price, target customers"],
  },
  "writing-outline-builder": {
    "zh-CN": ["主题", "文体，如：博客文章/演讲稿/报告", "读者", "期望读者获得的收获"],
    "zh-TW": ["主題", "文體，例如：部落格文章／演講稿／報告", "讀者", "期望讀者得到的收穫"],
    en: ["format, e.g. blog post / speech / report", "topic", "audience", "desired takeaway"],
  },
};

const demo = readDemoCatalogue();

describe("variables of the demo prompts", () => {
  it("has an expectation for every demo prompt", () => {
    expect(Object.keys(expected).sort()).toEqual(demo.prompts.map((p) => p.code).sort());
  });

  for (const prompt of demo.prompts) {
    it(`finds the placeholders of ${prompt.code} in each language, none with a default`, () => {
      for (const [lan, version] of Object.entries(prompt.i18n)) {
        const names = expected[prompt.code]?.[lan as Language];
        expect(promptVariables(version.prompt), `${prompt.code} ${lan}`).toEqual(names?.map((name) => ({ name, default: "" })));
      }
    });
  }
});
