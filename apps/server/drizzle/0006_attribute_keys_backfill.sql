-- The pump search reads a duty by attribute keys instead of titles (contracts src/attribute-keys.ts). An
-- installation seeded before keys existed gets them here, found by the seed's titles (case-insensitive) and only
-- on an attribute of a type the key can be read from; where two attributes share a title, the one a pump part
-- uses wins. The option keys follow the seed's wording (src/db/seed/classifications-data.ts); an attribute
-- whose options an admin has changed keeps none, and its next save asks for them. A fresh database has no rows
-- yet, so this does nothing there and the seed writes the keys itself.
WITH wanted(key, title, types) AS (
  VALUES
    ('flow_rate', 'flow rate', ARRAY['number']),
    ('head', 'differential head', ARRAY['number']),
    ('fluid', 'fluid', ARRAY['radio', 'select', 'searchable_select', 'editable_select']),
    ('temperature', 'temperature', ARRAY['number']),
    ('specific_gravity', 'specific gravity', ARRAY['number']),
    ('viscosity', 'viscosity', ARRAY['number']),
    ('suction_condition', 'suction condition', ARRAY['radio', 'select', 'searchable_select']),
    ('npsh_available', 'npsh available', ARRAY['number']),
    ('hours_per_day', 'hours per day of operation', ARRAY['number']),
    ('days_per_year', 'days per year of operation', ARRAY['number']),
    ('electricity_rate', 'electricity rate', ARRAY['number']),
    ('redundancy', 'redundancy', ARRAY['radio', 'select', 'searchable_select']),
    ('pump_type', 'pump type', ARRAY['radio', 'select', 'searchable_select']),
    ('materials', 'materials', ARRAY['radio', 'select', 'searchable_select']),
    ('orientation', 'orientation', ARRAY['radio', 'select', 'searchable_select']),
    ('shaft_seal', 'shaft seal', ARRAY['radio', 'select', 'searchable_select']),
    ('electrical_supply', 'electrical supply', ARRAY['radio', 'select', 'searchable_select']),
    ('variable_speed', 'variable frequency drive', ARRAY['checkbox']),
    ('speed', 'pump speed', ARRAY['number'])
),
on_pump_part AS (
  SELECT DISTINCT pca.attribute_id
  FROM part_classification_attributes pca
  JOIN part_classifications pc ON pc.id = pca.part_classification_id
  JOIN parts p ON p.id = pc.part_id
  JOIN part_types pt ON pt.id = p.part_type_id
  WHERE lower(pt.name) = 'pump'
),
chosen AS (
  SELECT DISTINCT ON (w.key) w.key, a.id
  FROM wanted w
  JOIN attributes a ON lower(trim(a.title)) = w.title AND a.type::text = ANY (w.types)
  ORDER BY w.key, (a.id IN (SELECT attribute_id FROM on_pump_part)) DESC, a.id
)
UPDATE attributes
SET key = chosen.key
FROM chosen
WHERE attributes.id = chosen.id
  AND attributes.key IS NULL
  AND NOT EXISTS (SELECT 1 FROM attributes taken WHERE taken.key = chosen.key);
--> statement-breakpoint
WITH option_map(key, option, option_key) AS (
  VALUES
    ('fluid', 'water', 'water'),
    ('fluid', 'seawater', 'seawater'),
    ('fluid', 'ethylene glycol 30%', 'ethylene-glycol-30'),
    ('fluid', 'propylene glycol 30%', 'propylene-glycol-30'),
    ('fluid', 'light oil', 'light-oil-vg32'),
    ('fluid', 'diesel', 'diesel'),
    ('fluid', 'hydraulic oil iso vg 46', 'hydraulic-oil-vg46'),
    ('fluid', 'condensate', 'condensate'),
    ('suction_condition', 'flooded suction', 'flooded'),
    ('suction_condition', 'suction lift', 'lift'),
    ('redundancy', 'single pump', 'single'),
    ('redundancy', 'duty / standby', 'duty-standby'),
    ('redundancy', '2 × 50%', '2x50'),
    ('redundancy', '3 × 50%', '3x50'),
    ('pump_type', 'no preference', 'any'),
    ('pump_type', 'end suction', 'end-suction'),
    ('pump_type', 'inline', 'inline'),
    ('pump_type', 'split case', 'split-case'),
    ('pump_type', 'multistage', 'multistage'),
    ('pump_type', 'vertical turbine', 'vertical-turbine'),
    ('pump_type', 'submersible', 'submersible'),
    ('materials', 'cast iron', 'cast-iron'),
    ('materials', 'bronze fitted', 'bronze-fitted'),
    ('materials', 'all bronze', 'all-bronze'),
    ('materials', 'ductile iron', 'ductile-iron'),
    ('materials', '316 stainless steel', 'stainless-316'),
    ('materials', 'duplex stainless steel', 'duplex'),
    ('orientation', 'horizontal', 'horizontal'),
    ('orientation', 'vertical', 'vertical'),
    ('shaft_seal', 'mechanical seal', 'mechanical'),
    ('shaft_seal', 'cartridge seal', 'cartridge'),
    ('shaft_seal', 'packing', 'packing'),
    ('electrical_supply', '460 v / 3 ph / 60 hz', '460v-3ph-60hz'),
    ('electrical_supply', '230 v / 3 ph / 60 hz', '230v-3ph-60hz'),
    ('electrical_supply', '208 v / 3 ph / 60 hz', '208v-3ph-60hz'),
    ('electrical_supply', '575 v / 3 ph / 60 hz', '575v-3ph-60hz'),
    ('electrical_supply', '400 v / 3 ph / 50 hz', '400v-3ph-50hz'),
    ('electrical_supply', '230 v / 1 ph / 60 hz', '230v-1ph-60hz'),
    ('electrical_supply', '115 v / 1 ph / 60 hz', '115v-1ph-60hz')
),
mapped AS (
  SELECT
    a.id,
    array_agg(m.option_key ORDER BY o.position) AS option_keys,
    count(m.option_key) AS keyed,
    count(*) AS options
  FROM attributes a
  CROSS JOIN LATERAL unnest(a.options) WITH ORDINALITY AS o(option, position)
  LEFT JOIN option_map m ON m.key = a.key AND m.option = lower(trim(o.option))
  WHERE a.key IS NOT NULL AND cardinality(a.option_keys) = 0
  GROUP BY a.id
)
UPDATE attributes
SET option_keys = mapped.option_keys
FROM mapped
WHERE attributes.id = mapped.id AND mapped.keyed = mapped.options;
--> statement-breakpoint
-- A flow or head of 0 is no duty: the seed's lower bound of 0 becomes exclusive, as the wizard now shows it.
UPDATE attributes
SET min_exclusive = true
WHERE key IN ('flow_rate', 'head') AND min_value = 0;
