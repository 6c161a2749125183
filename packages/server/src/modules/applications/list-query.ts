import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { wholeApplicationNumber, type ApplicationListFilter } from '@aif/contracts';
import type { Db } from '../../db/client';
import {
  applicants,
  applicationOwnerCounts,
  applicationSearch,
  applicationStatusCounts,
  applicationViewerCounts,
  applications,
  plans,
  schemes,
  users,
} from '../../db/schema';
import type { Session } from '../../lib/session';
import {
  APPLICATION_OWNERS,
  COUNT_OWNERS,
  isHierarchyKind,
  notDeleted,
  visibilityOf,
  visibleWhere,
  type VisibilityKind,
} from './visibility';

/**
 * The application list's SQL (doc 3 §2.4): one statement per shape of request (which filters are
 * present, how it searches, the caller's kind of visibility, the order), every value a placeholder.
 */

/** `%`, `_` and `\` typed by the user match themselves. */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The placeholders of a search's words (`searchWordsOf`), at most this many. */
const SEARCH_WORD_PARAMS = ['searchWord1', 'searchWord2', 'searchWord3'] as const;

/** A search's words (`searchWordsOf`) as the list's parameters, each a "contains" pattern. */
export function searchWordParams(words: string[]): Pick<ListParams, (typeof SEARCH_WORD_PARAMS)[number]> {
  const [searchWord1 = '', searchWord2 = '', searchWord3 = ''] = words.map(likeContains);
  return { searchWord1, searchWord2, searchWord3 };
}

/**
 * The words a text search of several words finds its candidates by, longest first, or none. For the
 * trigram index a word boundary inside the pattern (`%aditya verma%`) adds trigrams that pad the word:
 * `"ya "`, `"  v"` and `" ve"` here, which every word ending in "ya" or starting with "v" carries, and
 * intersecting their long posting lists was half of the index's work. Each word alone (`%aditya%`,
 * `%verma%`) has none of those; the whole text then checks the candidates. Only when every word has
 * three characters or more: a shorter one has no trigram but the padded ones, which are then what
 * narrows the search (`aditya v`).
 */
export function searchWordsOf(text: string): string[] {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.some((w) => w.length < 3)) return [];
  return [...words].sort((a, b) => b.length - a.length).slice(0, SEARCH_WORD_PARAMS.length);
}

/** What decides the SQL text of a list request; every value is a parameter (`ListParams`). */
export interface ListShape {
  visibility: VisibilityKind;
  status: boolean;
  applicationType: boolean;
  modeOfHolding: boolean;
  distributorId: boolean;
  /** A whole application number is looked up by its unique index; other text is "contains". */
  search: 'none' | 'number' | 'text';
  /** How many of a text search's words find its candidates (`searchWordsOf`); 0: the whole text does. */
  searchWords: number;
  order: 'ASC' | 'DESC';
}

export type ListParams = {
  me: string;
  /** A text search reads at most this many matches (the count cap + 1). */
  matches: number;
  status: string[];
  applicationType: string[];
  modeOfHolding: string[];
  distributorId: string[];
  search: string;
  /** The words of `searchWordsOf` as patterns; '' past their number. */
  searchWord1: string;
  searchWord2: string;
  searchWord3: string;
  limit: number;
  offset: number;
};

/** A parameter of the prepared list by name. */
const bind = <K extends keyof ListParams>(name: K) => sql.placeholder(name);

export function listShapeOf(session: Session, filter: ApplicationListFilter): ListShape {
  const search = !filter.search ? 'none' : wholeApplicationNumber(filter.search) ? 'number' : 'text';
  return {
    visibility: visibilityOf(session),
    status: !!filter.status?.length,
    applicationType: !!filter.applicationType?.length,
    modeOfHolding: !!filter.modeOfHolding?.length,
    distributorId: !!filter.distributorId?.length,
    search,
    searchWords: search === 'text' ? searchWordsOf(filter.search!).length : 0,
    order: filter.order === 'ASC' ? 'ASC' : 'DESC',
  };
}

/**
 * The statement of a shape from `cache`, built and prepared on first use under `prefix` and a number. A
 * text search stays an unnamed statement: one pattern matches a single PAN, another a tenth of the fund,
 * and a plan cached for one would serve the other badly.
 */
export function preparedPerShape<Prepared>(
  cache: Map<string, Prepared>,
  prefix: string,
  shape: ListShape,
  build: () => { prepare(name: string): Prepared },
): Prepared {
  const key = listShapeKey(shape);
  let statement = cache.get(key);
  if (!statement) {
    statement = build().prepare(shape.search === 'text' ? '' : `${prefix}_${cache.size + 1}`);
    cache.set(key, statement);
  }
  return statement;
}

function listShapeKey(s: ListShape): string {
  const flags = [s.status, s.applicationType, s.modeOfHolding, s.distributorId].map((f) => (f ? 1 : 0));
  return `${s.visibility}:${flags.join('')}:${s.search}:${s.searchWords}:${s.order}`;
}

/** The columns the list's filters read, in a table that has them. */
interface FilterColumns {
  status: typeof applications.status | typeof applicationOwnerCounts.status;
  applicationType: typeof applications.applicationType | typeof applicationOwnerCounts.applicationType;
  modeOfHolding: typeof applications.modeOfHolding | typeof applicationOwnerCounts.modeOfHolding;
  distributorId: typeof applications.distributorId | typeof applicationOwnerCounts.distributorId;
}

const APPLICATION_FILTERS: FilterColumns = {
  status: applications.status,
  applicationType: applications.applicationType,
  modeOfHolding: applications.modeOfHolding,
  distributorId: applications.distributorId,
};

const COUNT_FILTERS: FilterColumns = {
  status: applicationOwnerCounts.status,
  applicationType: applicationOwnerCounts.applicationType,
  modeOfHolding: applicationOwnerCounts.modeOfHolding,
  distributorId: applicationOwnerCounts.distributorId,
};

/** The shape's status filter on a table's status column (rows or counts), if it has one. */
function statusWhere(shape: ListShape, column: AnyPgColumn): SQL | undefined {
  return shape.status ? sql`${column} = any(${bind('status')}::text[])` : undefined;
}

/** The filters present in the shape, on the given columns (the rows, or the owner counts' keys). */
function filtersWhere(shape: ListShape, cols: FilterColumns): SQL[] {
  const conditions: SQL[] = [];
  const status = statusWhere(shape, cols.status);
  if (status) conditions.push(status);
  if (shape.applicationType) {
    conditions.push(sql`${cols.applicationType} = any(${bind('applicationType')}::text[])`);
  }
  if (shape.modeOfHolding) {
    conditions.push(sql`${cols.modeOfHolding} = any(${bind('modeOfHolding')}::text[])`);
  }
  if (shape.distributorId) {
    conditions.push(sql`${cols.distributorId} = any(${bind('distributorId')}::uuid[])`);
  }
  return conditions;
}

/** The list's WHERE: the caller's visibility and the filters present in the shape. */
function listWhere(shape: ListShape): SQL {
  const conditions = [
    notDeleted(),
    visibleWhere(shape.visibility, APPLICATION_OWNERS, bind('me')),
    ...filtersWhere(shape, APPLICATION_FILTERS),
  ];
  // A number by its unique index; anything else "contains" over the number, name and PAN (a trigram
  // index on PostgreSQL, whose common `aif`/`000` trigrams would make a number the slowest search).
  if (shape.search === 'number') conditions.push(sql`${applications.applicationNumber} = ${bind('search')}`);
  if (shape.search === 'text') conditions.push(containsWhere(shape, applications.searchText));
  return and(...conditions)!;
}

/**
 * "Contains" the search text: by the text itself, or by its words (`searchWordsOf`), which the trigram
 * index finds, with the whole text checked on an expression that index does not cover (so its padded
 * trigrams are not read). Same rows either way: a text that contains the whole contains each word.
 */
function containsWhere(shape: ListShape, column: AnyPgColumn): SQL {
  if (!shape.searchWords) return sql`${column} like ${bind('search')}`;
  const words = SEARCH_WORD_PARAMS.slice(0, shape.searchWords).map((w) => sql`${column} like ${bind(w)}`);
  return and(...words, sql`(${column} || '') like ${bind('search')}`)!;
}

/**
 * Where a text search reads its matches. A caller who sees every application, searching without filters,
 * reads `application_search` (live applications only, migrations/0033): the same "contains" on a narrow
 * copy of the search text, with its own trigram index. Other searches read `applications` (`listWhere`).
 */
function searchSource(shape: ListShape) {
  const filtered = shape.status || shape.applicationType || shape.modeOfHolding || shape.distributorId;
  if (shape.visibility === 'all' && !filtered) {
    const s = applicationSearch;
    return { table: s, id: s.id, createdAt: s.createdAt, where: containsWhere(shape, s.searchText) };
  }
  const a = applications;
  return { table: a, id: a.id, createdAt: a.createdAt, where: listWhere(shape) };
}

/** The prepared statement of a function that builds a query. */
export type Prepared<Build extends (...args: never[]) => { prepare(name: string): unknown }> = ReturnType<
  ReturnType<Build>['prepare']
>;

/**
 * The page's ids in created_at order (an index walk of `applications` alone), each with the total: a
 * scalar subquery that PostgreSQL computes once.
 */
export function pageQuery(db: Db, shape: ListShape) {
  const dir = shape.order === 'ASC' ? asc : desc;
  return db
    .select({ id: applications.id, total: sql<string>`(${totalQuery(db, shape)})` })
    .from(applications)
    .where(listWhere(shape))
    .orderBy(dir(applications.createdAt), dir(applications.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/** A text search's first `matches` matches, in no order: what its page and its capped count read. */
function firstMatches(db: Db, shape: ListShape) {
  const from = searchSource(shape);
  return db
    .select({ id: from.id, createdAt: from.createdAt })
    .from(from.table)
    .where(from.where)
    .limit(sql.placeholder('matches'))
    .as('m');
}

/** The page's ids alone, for a text search with more matches than its count reads. */
export function searchPageQuery(db: Db, shape: ListShape) {
  const dir = shape.order === 'ASC' ? asc : desc;
  const from = searchSource(shape);
  return db
    .select({ id: from.id })
    .from(from.table)
    .where(from.where)
    .orderBy(dir(from.createdAt), dir(from.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * A text search's first `matches` matches in no order (the trigram index's bitmap, read once), with how
 * many there are and the page among them: the page is exact when they are all of the matches. Counting
 * every match of a common surname (10,000 rows) cost more than the rest of the request.
 */
export function searchMatchesQuery(db: Db, shape: ListShape) {
  const dir = shape.order === 'ASC' ? asc : desc;
  const m = firstMatches(db, shape);
  return db
    .select({ id: m.id, total: sql<string>`count(*) over ()` })
    .from(m)
    .orderBy(dir(m.createdAt), dir(m.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * The list's total. Without a search it is a sum of counts kept by triggers: filtered by status at
 * most, the status counts (16 rows) for callers who see everything and an RM's, distributor's or
 * sub-distributor's own viewer counts (migrations/0014); otherwise the owner counts that the caller's
 * visibility rule and the filters match (migrations/0012, 0015). A number search counts its row;
 * a text search its matches up to `matches`.
 */
export function totalQuery(db: Db, shape: ListShape) {
  if (shape.search === 'number') {
    return db.select({ n: count() }).from(applications).where(listWhere(shape));
  }
  if (shape.search === 'text') return db.select({ n: count() }).from(firstMatches(db, shape));
  const byStatusOnly = !shape.applicationType && !shape.modeOfHolding && !shape.distributorId;
  if (byStatusOnly && shape.visibility === 'all') {
    return db
      .select({ n: sql<string>`coalesce(sum(${applicationStatusCounts.n}), 0)` })
      .from(applicationStatusCounts)
      .where(statusWhere(shape, applicationStatusCounts.status));
  }
  if (byStatusOnly && isHierarchyKind(shape.visibility)) {
    const v = applicationViewerCounts;
    return db
      .select({ n: sql<string>`coalesce(sum(${v.n}), 0)` })
      .from(v)
      .where(and(eq(v.viewerId, bind('me')), statusWhere(shape, v.status)));
  }
  return db
    .select({ n: sql<string>`coalesce(sum(${applicationOwnerCounts.n}), 0)` })
    .from(applicationOwnerCounts)
    .where(
      and(visibleWhere(shape.visibility, COUNT_OWNERS, bind('me')), ...filtersWhere(shape, COUNT_FILTERS)),
    );
}

/** The list's columns of a page's applications (ids in the `ids` placeholder). */
export function pageDetailsQuery(db: Db) {
  const first = alias(applicants, 'first_applicant');
  const distributor = alias(users, 'distributor');
  const filler = alias(users, 'filler');
  return db
    .select({
      id: applications.id,
      applicationNumber: applications.applicationNumber,
      applicant1ReferenceId: applications.applicant1ReferenceId,
      applicationType: applications.applicationType,
      status: applications.status,
      currentStep: applications.currentStep,
      hasPoa: applications.hasPoa,
      modeOfHolding: applications.modeOfHolding,
      investorName: first.name,
      investorPan: first.panNo,
      distributorId: distributor.id,
      distributorName: distributor.name,
      distributorArn: distributor.arnCode,
      filledBy: filler.name,
      schemeId: schemes.id,
      schemeName: schemes.schemeName,
      fundType: schemes.fundType,
      planId: plans.id,
      planDescription: plans.planDescription,
      commitmentAmount: applications.commitmentAmount,
      createdAt: applications.createdAt,
      rejectedAt: applications.rejectedAt,
      rejectedByRole: applications.rejectedByRole,
      rejectedReason: applications.rejectedReason,
    })
    .from(applications)
    .leftJoin(first, and(eq(first.applicationId, applications.id), eq(first.applicantType, 1)))
    .leftJoin(distributor, eq(distributor.id, applications.distributorId))
    .leftJoin(filler, eq(filler.id, applications.createdBy))
    .leftJoin(schemes, eq(schemes.id, applications.schemeId))
    .leftJoin(plans, eq(plans.id, applications.planId))
    .where(sql`${applications.id} = any(${sql.placeholder('ids')}::uuid[])`);
}
