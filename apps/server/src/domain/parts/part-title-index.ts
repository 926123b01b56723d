import type { PartSummary } from '@specsource/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database, DatabaseConnection } from '../../platform/db/database.ts';
import { type PartTypeConfig, parts, partTypes } from '../../platform/db/schema/index.ts';

/**
 * The parts in memory (title, slug, part type), for the home page's typeahead, the hottest read there is, and
 * the dispatcher's part lookup: a database round trip for each made them slow (a query on the embedded
 * database costs about a millisecond of its one thread).
 *
 * Freshness: every change to `parts` by anyone is announced by a trigger on the 'parts_changed' channel
 * (migration 0002), and a write answered by this instance marks the titles stale before its answer leaves, so
 * the writer's own next search sees it. A stale index reloads on the next search, never in the background; a
 * reload started after a change sees that change (the NOTIFY comes after the commit).
 *
 * Cost: a search walks every title, O(parts). The catalogue has tens of parts; at 10,000 a search is still
 * about a tenth of a millisecond.
 */
export interface PartTitleIndex {
  /** The ranked search: exact title, then prefix, then anywhere in the title; by title, then id within a rank. */
  search(input: {
    title: string;
    limit: number;
    offset: number;
  }): Promise<{ count: number; rows: PartSummary[] }>;
  /** This instance changed parts: the next search reads them again. */
  markStale(): void;
  /** The part a search names by title (any case) or slug, the oldest when several share a title. */
  findByTitleOrSlug(key: string): Promise<PartWithType | null>;
  /** Stops listening for changes. */
  stop(): Promise<void>;
}

/** The NOTIFY channel the parts trigger announces changes on (drizzle/0002_parts_changed_notify.sql). */
export const PARTS_CHANGED_CHANNEL = 'parts_changed';

export interface PartTitleIndexOptions {
  db: Database;
  /** The database's LISTEN; without it only this instance's own writes mark the titles stale. */
  listen?: DatabaseConnection['listen'];
  log: { error(object: object, message: string): void };
}

/** A part with its type's name and configuration, as the dispatcher needs it. */
export interface PartWithType {
  id: number;
  title: string;
  partTypeName: string | null;
  config: PartTypeConfig | null;
}

interface TitleEntry {
  summary: PartSummary;
  lowerTitle: string;
  part: PartWithType;
}

async function loadTitles(db: Database): Promise<TitleEntry[]> {
  const rows = await db
    .select({
      id: parts.id,
      title: parts.title,
      slug: parts.slug,
      partTypeName: partTypes.name,
      config: partTypes.config,
    })
    .from(parts)
    .leftJoin(partTypes, eq(partTypes.id, parts.partTypeId))
    .orderBy(asc(parts.id));
  // Sorted here, not by the database's collation, so PGlite and every PostgreSQL locale give one order:
  // case-insensitive code-point order, then the title as written, then the id.
  return rows
    .map(({ id, title, slug, partTypeName, config }) => ({
      summary: { id, title, slug },
      lowerTitle: title.toLowerCase(),
      part: { id, title, partTypeName, config },
    }))
    .sort(
      (a, b) =>
        compareText(a.lowerTitle, b.lowerTitle) ||
        compareText(a.summary.title, b.summary.title) ||
        a.summary.id - b.summary.id,
    );
}

function compareText(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  return a < b ? -1 : 1;
}

export async function createPartTitleIndex(options: PartTitleIndexOptions): Promise<PartTitleIndex> {
  const { db, log } = options;
  // Every change signal bumps `changes`; titles loaded for an older count are stale.
  let changes = 1;
  let loaded: { changes: number; entries: TitleEntry[] } | undefined;
  let loading: { changes: number; entries: Promise<TitleEntry[]> } | undefined;
  // While the LISTEN connection is down nothing would tell us of a change: every search reads the titles.
  let isFeedDown = false;

  function currentEntries(): TitleEntry[] | Promise<TitleEntry[]> {
    if (isFeedDown) {
      changes += 1;
    }
    if (loaded?.changes === changes) {
      return loaded.entries;
    }
    if (loading?.changes === changes) {
      return loading.entries;
    }
    const at = changes;
    const entries = loadTitles(db).then((list) => {
      if (!loaded || loaded.changes < at) {
        loaded = { changes: at, entries: list };
      }
      return list;
    });
    const settle = () => {
      if (loading?.entries === entries) {
        loading = undefined;
      }
    };
    // A failed load is not shared with later searches; each waiting caller still gets its error.
    entries.then(settle, settle);
    loading = { changes: at, entries };
    return entries;
  }

  const markStale = () => {
    changes += 1;
  };

  const unlisten = options.listen
    ? await options.listen(PARTS_CHANGED_CHANNEL, {
        onNotify: markStale,
        // At first and after a reconnect: a change while nobody listened was not announced here.
        onListening: () => {
          isFeedDown = false;
          markStale();
        },
        onError: (error) => {
          isFeedDown = true;
          log.error({ err: error }, 'parts change feed lost; reconnecting');
        },
      })
    : undefined;

  return {
    async search({ title, limit, offset }) {
      const entries = await currentEntries();
      const needle = title.toLowerCase();
      const ranked: PartSummary[][] = [[], [], []];
      for (const entry of entries) {
        const at = entry.lowerTitle.indexOf(needle);
        if (at === 0) {
          ranked[entry.lowerTitle.length === needle.length ? 0 : 1]?.push(entry.summary);
        } else if (at > 0) {
          ranked[2]?.push(entry.summary);
        }
      }
      const all = ranked.flat();
      return { count: all.length, rows: all.slice(offset, offset + limit) };
    },
    markStale,
    async findByTitleOrSlug(key) {
      const wanted = key.trim().toLowerCase();
      let found: TitleEntry | undefined;
      for (const entry of await currentEntries()) {
        if (
          (entry.lowerTitle === wanted || entry.summary.slug === wanted) &&
          (!found || entry.part.id < found.part.id)
        ) {
          found = entry;
        }
      }
      return found?.part ?? null;
    },
    stop: async () => {
      await unlisten?.();
    },
  };
}
