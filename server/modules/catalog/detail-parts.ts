/**
 * A detail in one statement: the prompt's row by its code and, beside it, its parts (as a list
 * page reads them), its latest published ratings, how many people saved it, and the related
 * prompts with their titles and authors. It used to take seven statements, then two, each a
 * round trip (and on PGlite a turn of its one connection), on every detail the cache misses.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Language } from "../../../contract/constants.ts";
import { oncePerHandle } from "../../db/once-per-handle.ts";
import type { Db } from "../../db/client.ts";
import { promptCategories, prompts, promptTranslations, ratings, users } from "../../db/schema.ts";
import { authorView } from "./author.ts";
import { jsonRows, pagePartsColumns, type PageParts } from "./enrich.ts";
import { pickVersion } from "./localise.ts";
import { readableRowByCode, userIdParam, visibleTo, type DetailRow, type ReaderShape } from "./prompt-list-repository.ts";
import type { Viewer } from "./viewer.ts";

/**
 * Written into the statement, not sent as parameters: a cached (generic) plan takes a LIMIT
 * parameter for a tenth of the rows, and priced the related prompts at 70 times their plan with
 * the number (decision 037).
 */
const RECOMMENDS = 6;
const RATES = 50;
const literal = (n: number) => sql.raw(String(n));
/**
 * Up to this many category members (counted with repeats) are read and sorted; past it the
 * hot-order walk is cheaper: about 4 buffers a member against 9 a walked row, 6N/M rows walked
 * for M members of N prompts, even near 1,000 at 100,000 prompts (docs/benchmarks/cold-path.md).
 */
const SMALL_SHARE = 1000;

type Author = { nickName: string; avatar: string; status: number };
type RateRow = Author & { id: number; content: string; score: number; createTime: number };
type RelatedRow = { code: string; lan: string; score: number; titles: Array<{ lan: string; title: string }>; author: Author | null };

export type DetailParts = PageParts & { rates: RateRow[]; savedCnt: number; related: RelatedRow[] };

const epoch = (column: unknown) => sql`floor(extract(epoch from ${column}))::bigint`;

/**
 * The detail's one statement, prepared once per handle and reader shape: the prompt's row by its
 * code (readableRowByCode, which decides 404) as the subquery `d`, and beside it every part as
 * one JSON value keyed on `d`'s id and author.
 */
const detailStatement = oncePerHandle((db, shape: ReaderShape) => {
  const row = readableRowByCode(db, shape).as("d");
  const id = sql`${row.id}`;
  const rates = jsonRows(
    {
      id: sql`r.id`,
      nickName: sql`r.nick_name`,
      avatar: sql`r.avatar`,
      status: sql`r.status`,
      content: sql`r.content`,
      score: sql`r.score`,
      createTime: sql`r.create_time`,
    },
    sql`from (select ${ratings.id} as id, ${users.nickName} as nick_name, ${users.avatar} as avatar, ${users.status} as status,
          ${ratings.content} as content, ${ratings.score} as score, ${ratings.createdAt} as created_at, ${epoch(ratings.createdAt)} as create_time
        from ${ratings} join ${users} on ${users.id} = ${ratings.userId}
        where ${ratings.promptId} = ${id} and ${ratings.status} = 'published'
        order by ${ratings.createdAt} desc, ${ratings.id} desc limit ${literal(RATES)}) r`,
    sql`r.created_at desc, r.id desc`,
  );
  const related = jsonRows(
    {
      code: sql`r.code`,
      lan: sql`r.lan`,
      score: sql`r.score`,
      titles: sql`coalesce((select json_agg(json_build_object('lan', t.lan, 'title', t.title)) from ${promptTranslations} t where t.prompt_id = r.id), '[]'::json)`,
      author: sql`(select json_build_object('nickName', u.nick_name, 'avatar', u.avatar, 'status', u.status) from ${users} u where u.id = r.author_id)`,
    },
    sql`from (${relatedPrompts(shape.level, id)}) r`,
    sql`r.hot desc nulls last, r.id asc`,
  );
  // People, not copies: saving one prompt twice counts once.
  const savedCnt = sql`(select count(distinct ${prompts.authorId})::int from ${prompts} where ${prompts.basedOnId} = ${id})`;
  // A prompt without an author matches no user: its authors come back empty.
  const keys = { ids: [id] as const, authorIds: [sql`${row.authorId}`] as const };
  const parts = sql<DetailParts>`(select row_to_json(x) from (select ${pagePartsColumns(keys, shape.signedIn ? userIdParam : null)},
    ${rates} as rates, ${savedCnt} as "savedCnt", ${related} as related) x)`;
  // The subquery's own fields (row.id and the like name "d"), as drizzle maps them to a row.
  const rowFields = Object.fromEntries(Object.keys(row._.selectedFields).map((key) => [key, row[key as keyof typeof row]])) as typeof row._.selectedFields;
  return db
    .select({ ...rowFields, parts })
    .from(row)
    .prepare("prompt_detail");
});

/** The prompt a reader may open by its code and everything its detail shows, in one statement; undefined when they may not. */
export async function readDetail(db: Db, viewer: Viewer, code: string): Promise<{ row: DetailRow; parts: DetailParts } | undefined> {
  const [found] = await detailStatement(db, { level: viewer.level, signedIn: viewer.userId !== null }).execute({ code, userId: viewer.userId });
  if (!found) return undefined;
  const { parts, ...row } = found;
  return { row: row as DetailRow, parts };
}

/**
 * The prompts sharing a category with this one, hottest first. Walking prompts_hot and checking
 * each row is cheap when the categories are large, but walks the whole catalogue when they are
 * small and cold (issue #26); reading a small category's members and sorting them is cheap. The
 * members are counted (at most SMALL_SHARE + 1 of them) at run time and only one branch runs: the
 * other's one-time filter is false, so one cached plan fits both (decision 037).
 */
export function relatedPrompts(level: number, id: number | SQL) {
  const sharing = sql`select b.prompt_id from ${promptCategories} a join ${promptCategories} b on a.category_id = b.category_id
    where a.prompt_id = ${id} limit ${literal(SMALL_SHARE + 1)}`;
  const small = sql`(select small from share)`;
  const columns = sql`${prompts.id} as id, ${prompts.code} as code, ${prompts.lan} as lan, ${prompts.score} as score, ${prompts.authorId} as author_id, ${prompts.hot} as hot`;
  const limit = literal(RECOMMENDS);
  // share, a CTE read twice, is counted once. In the small branch each member is looked up by its
  // key: "limit 1" keeps that a nested loop (a hash join read the whole of prompts on PGlite);
  // "nulls last" matches prompts_hot.
  return sql`with share as (select (select count(*) from (${sharing}) m) <= ${literal(SMALL_SHARE)} as small)
    select * from (select p.* from (select distinct s.prompt_id from (${sharing}) s) m
      cross join lateral (select ${columns} from ${prompts}
        where ${prompts.id} = m.prompt_id and ${prompts.id} <> ${id} and ${visibleTo({ level })} limit 1) p
      where ${small}
      order by p.hot desc nulls last, p.id asc limit ${limit}) small
    union all
    select * from (select ${columns} from ${prompts}
      where ${visibleTo({ level })} and ${prompts.id} <> ${id} and not ${small}
        and exists (select 1 from ${promptCategories} a join ${promptCategories} b on a.category_id = b.category_id where a.prompt_id = ${id} and b.prompt_id = ${prompts.id})
      order by ${prompts.hot} desc nulls last, ${prompts.id} asc limit ${limit}) large`;
}

export function rateViews(rows: RateRow[], lan: Language) {
  return rows.map((r) => ({ id: r.id, user: authorView(r, lan), content: r.content, score: r.score, createTime: String(r.createTime) }));
}

/** The recommendations under a detail (title, author, score), titled the way enrichPrompts picks a version. */
export function recommendCards(rows: RelatedRow[], lan: Language) {
  return rows.flatMap((row) => {
    const picked = pickVersion(new Map(row.titles.map((t) => [t.lan, { title: t.title }])), lan, row.lan);
    if (!picked) return [];
    return [
      {
        code: row.code,
        title: picked.version.title,
        author: authorView(row.author, lan),
        cnt: { score: Math.round(row.score * 10) / 10 },
      },
    ];
  });
}
