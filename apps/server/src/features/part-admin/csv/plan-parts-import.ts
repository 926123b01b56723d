import { PART_MAX_CLASSIFICATIONS, PartBodySchema } from '@specsource/contracts';
import { cellReaders } from './cell-readers.ts';
import { fold, problemList } from './csv-cells.ts';
import type { PartCsvRow } from './parse-parts-csv.ts';
import type { ImportSnapshot, PartsImportPlan, PlannedPart } from './parts-import-plan.ts';
import { planCards } from './plan-cards.ts';
import { taxonomyRefs } from './plan-taxonomy-refs.ts';

interface PartGroup {
  key: string;
  rows: PartCsvRow[];
}

/**
 * Turns the file's rows into a plan: which parts are created or updated with which cards, and which
 * classifications, attributes and units must be created first. Pure: every name is resolved against the
 * snapshot, and every problem names its row and column, so a dry run reports exactly what an import would.
 * The steps: typed cells (cell-readers.ts), taxonomy names (plan-taxonomy-refs.ts), each part's cards (plan-cards.ts).
 */
export function planPartsImport(rows: readonly PartCsvRow[], snapshot: ImportSnapshot): PartsImportPlan {
  const { problems, report } = problemList();
  const cells = cellReaders(report);
  const { sameOnEveryRow } = cells;
  const refs = taxonomyRefs(snapshot, report, cells);

  // --- parts: by slug when given, otherwise by exact title --------------------------------------------
  const partIdBySlug = new Map([
    ...snapshot.slugHistory.map((entry) => [entry.slug, entry.partId] as const),
    ...snapshot.parts.map((part) => [part.slug, part.id] as const),
  ]);
  const partsByTitle = Map.groupBy(snapshot.parts, (part) => fold(part.title));
  const partTypeIdByName = new Map(snapshot.partTypes.map((type) => [fold(type.name), type.id]));

  const groups = new Map<string, PartGroup>();
  for (const row of rows) {
    const slug = row.cells.part_slug.toLowerCase();
    const key = slug !== '' ? `slug:${slug}` : `title:${fold(row.cells.part_title)}`;
    const group = groups.get(key) ?? { key, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }

  const firstRowOfPart = new Map<number | string, number>();
  const parts: PlannedPart[] = [];
  for (const { rows: group } of groups.values()) {
    const [first] = group;
    if (!first) {
      continue;
    }
    const titleText = sameOnEveryRow(group, 'part_title', 'part');
    const description = sameOnEveryRow(group, 'part_description', 'part');
    const typeName = sameOnEveryRow(group, 'part_type', 'part');

    const title = PartBodySchema.shape.title.safeParse(titleText);
    if (!title.success) {
      report(first.row, 'part_title', `The part title: ${title.error.issues[0]?.message}`);
    }
    const describedAs = PartBodySchema.shape.description.safeParse(description);
    if (!describedAs.success) {
      report(first.row, 'part_description', describedAs.error.issues[0]?.message ?? 'Invalid description');
    }

    let partTypeId: number | null = null;
    if (typeName !== '') {
      partTypeId = partTypeIdByName.get(fold(typeName)) ?? null;
      if (partTypeId === null) {
        const names = snapshot.partTypes.map((type) => type.name).join(', ');
        report(
          first.row,
          'part_type',
          `No part type is called '${typeName}'. Use one of: ${names}, or leave it blank`,
        );
      }
    }

    // A slug no part has (a file from another installation, an empty catalogue) falls back to the title.
    const slug = first.cells.part_slug.toLowerCase();
    let partId = slug === '' ? null : (partIdBySlug.get(slug) ?? null);
    if (partId === null) {
      const sameTitle = partsByTitle.get(fold(titleText)) ?? [];
      if (sameTitle.length > 1) {
        const slugs = sameTitle.map((part) => part.slug).join(', ');
        report(
          first.row,
          'part_slug',
          `Several parts are titled '${titleText}' (${slugs}); give part_slug to say which`,
        );
      }
      partId = sameTitle.length === 1 ? (sameTitle[0]?.id ?? null) : null;
    }
    // A part is read from all its rows together: two groups reaching one part (or one new title) are a mistake.
    const partKey = partId ?? `new:${fold(titleText)}`;
    const earlierRow = firstRowOfPart.get(partKey);
    if (earlierRow !== undefined) {
      report(
        first.row,
        'part_slug',
        `The same part as row ${earlierRow}: give its rows the same part_slug (or none) so they are read together`,
      );
    }
    firstRowOfPart.set(partKey, first.row);

    const cards = planCards(group, refs, report, cells);
    if (cards.length > PART_MAX_CLASSIFICATIONS) {
      report(first.row, 'classification', `A part has at most ${PART_MAX_CLASSIFICATIONS} classifications`);
    }
    parts.push({
      row: first.row,
      partId,
      title: title.success ? title.data : titleText,
      description: describedAs.success ? describedAs.data : description,
      partTypeId,
      cards,
    });
  }

  problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return { problems, ...refs.created(), parts };
}
