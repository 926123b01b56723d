import { Title } from '@mantine/core';
import type { PumpDetail } from '@specsource/contracts';
import { LabelValueTable } from '../../../components/label-value-table.tsx';
import { pumpTypeLabel } from '../../../lib/pump-type-label.ts';
import {
  formatImpellerRange,
  formatLeadTime,
  formatListPrice,
  formatQuantity,
  formatSpeed,
} from '../lib/format-pump.ts';

const NOT_AVAILABLE = 'N/A';

/** The pump's specification as a two-column table (label, value); unknown values read N/A. */
export function PumpSpecs({ pump }: { pump: PumpDetail }) {
  const rows: Array<[label: string, value: string]> = [
    ['Manufacturer', pump.manufacturer],
    ['Series', pump.series],
    ['Model', pump.model],
    ['Type', pumpTypeLabel(pump.type)],
    ['Speed', formatSpeed(pump)],
    ['Stages', String(pump.stages)],
    ['Impeller diameter', formatImpellerRange(pump)],
    [
      'Nozzles',
      `Suction ${formatQuantity(pump.suction_nozzle_in, 'in')}, discharge ${formatQuantity(pump.discharge_nozzle_in, 'in')}`,
    ],
    [
      'Minimum continuous stable flow',
      pump.min_continuous_stable_flow_gpm === null
        ? NOT_AVAILABLE
        : formatQuantity(pump.min_continuous_stable_flow_gpm, 'gpm'),
    ],
    ['Casing material', pump.material_casing],
    ['Impeller material', pump.material_impeller],
    ['Shaft material', pump.material_shaft ?? NOT_AVAILABLE],
    ['Material class', pump.material_class?.replaceAll('-', ' ') ?? NOT_AVAILABLE],
    ['Shaft seals offered', pump.shaft_seals?.join(', ') ?? NOT_AVAILABLE],
    ['Orientation', pump.orientation ?? NOT_AVAILABLE],
    ['List price', formatListPrice(pump) ?? 'Price on request'],
    ['Lead time', formatLeadTime(pump.lead_time_weeks) ?? NOT_AVAILABLE],
  ];

  return (
    <section aria-labelledby="pump-specs-title">
      <Title order={2} fz="h3" id="pump-specs-title" mb="sm">
        Specification
      </Title>
      <LabelValueTable
        rows={rows.map(([label, value]) => ({ label, value }))}
        labelWidth="40%"
        aria-labelledby="pump-specs-title"
        withTableBorder
        maw={720}
      />
    </section>
  );
}
