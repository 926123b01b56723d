import { Button } from '@mantine/core';
import { useId, useState } from 'react';
import type { CurveRow } from '../../lib/pump-curve.ts';
import { PumpCurveTable } from './pump-curve-table.tsx';

/**
 * The curve's points as a table behind a toggle: the chart for the eye, the table for screen readers and for
 * anyone who wants the numbers.
 */
export function CurvePointsDisclosure({
  caption,
  rows,
  bep,
}: {
  caption: string;
  rows: readonly CurveRow[];
  bep: CurveRow | null;
}) {
  const [isTableShown, setIsTableShown] = useState(false);
  const tableId = useId();
  return (
    <>
      <div>
        <Button
          variant="subtle"
          px={0}
          aria-expanded={isTableShown}
          aria-controls={tableId}
          onClick={() => setIsTableShown((shown) => !shown)}
        >
          {isTableShown ? 'Hide the curve points' : 'Show the curve points as a table'}
        </Button>
      </div>
      {isTableShown ? <PumpCurveTable id={tableId} caption={caption} rows={rows} bep={bep} /> : null}
    </>
  );
}
