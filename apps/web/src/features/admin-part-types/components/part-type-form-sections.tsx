import {
  ColorInput,
  Fieldset,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PART_TYPE_MAX_FEATURES, PART_TYPE_MAX_MATCHES, type PartTypeBody } from '@specsource/contracts';

export type PartTypeForm = UseFormReturnType<PartTypeBody>;

interface SectionProps {
  form: PartTypeForm;
}

const FEATURE_SWITCHES = [
  ['instantResults', 'Instant results'],
  ['firstPrinciples', 'First-principles analysis'],
  ['matchResults', 'Catalogue matches'],
  ['feedback', 'Feedback'],
  ['pricingEstimates', 'Pricing estimates'],
] as const;

const RESULT_SWITCHES = [
  ['showFirstPrinciples', 'Show the first-principles analysis'],
  ['showTopMatches', 'Show the top matches'],
  ['showNoMatchPanel', 'Show the no-match panel'],
] as const;

// docs/spec/pump-selection-spec.md §3 'part-type configuration' — features, loading, results, coming soon, meta.

export function FeaturesSection({ form }: SectionProps) {
  return (
    <Fieldset legend="Features">
      <Stack gap="xs">
        {FEATURE_SWITCHES.map(([key, label]) => (
          <Switch
            key={key}
            label={label}
            {...form.getInputProps(`config.features.${key}`, { type: 'checkbox' })}
          />
        ))}
      </Stack>
    </Fieldset>
  );
}

/**
 * docs/spec/pump-selection-spec.md §4: the overlay while a search runs (a coming-soon type shows 'We received your
 * request!').
 */
export function LoadingSection({ form }: SectionProps) {
  return (
    <Fieldset legend="Loading">
      <Stack gap="sm">
        <TextInput label="Loading title" required {...form.getInputProps('config.loading.title')} />
        <TextInput label="Loading subtitle" {...form.getInputProps('config.loading.subtitle')} />
      </Stack>
    </Fieldset>
  );
}

export function ResultsSection({ form }: SectionProps) {
  return (
    <Fieldset legend="Results">
      <Stack gap="sm">
        {RESULT_SWITCHES.map(([key, label]) => (
          <Switch
            key={key}
            label={label}
            {...form.getInputProps(`config.results.${key}`, { type: 'checkbox' })}
          />
        ))}
        <NumberInput
          label="Max matches"
          description={`From 1 to ${PART_TYPE_MAX_MATCHES}`}
          min={1}
          max={PART_TYPE_MAX_MATCHES}
          allowDecimal={false}
          w={160}
          {...form.getInputProps('config.results.maxMatches')}
        />
      </Stack>
    </Fieldset>
  );
}

export function ComingSoonSection({ form }: SectionProps) {
  const launchProps = form.getInputProps('config.comingSoon.estimatedLaunch');
  return (
    <Fieldset legend="Coming soon">
      <Stack gap="sm">
        <Switch
          label="Coming soon"
          {...form.getInputProps('config.comingSoon.enabled', { type: 'checkbox' })}
        />
        <TextInput label="Coming-soon title" {...form.getInputProps('config.comingSoon.title')} />
        <Textarea label="Coming-soon message" rows={3} {...form.getInputProps('config.comingSoon.message')} />
        <TextInput label="Action text" {...form.getInputProps('config.comingSoon.actionText')} />
        {/* Free text the admin sets (docs/spec/pump-selection-spec.md §9 gives 'Q1 2026'); empty means no date is
            promised. */}
        <TextInput
          label="Estimated launch"
          description="Free text such as 'Q1 2026'; leave empty when no date is promised"
          {...launchProps}
          value={launchProps.value ?? ''}
          onChange={(event) => {
            const { value } = event.currentTarget;
            form.setFieldValue('config.comingSoon.estimatedLaunch', value === '' ? null : value);
          }}
        />
        <TagsInput
          label="Feature list"
          placeholder="Add a feature"
          description={`Press Enter after each feature; at most ${PART_TYPE_MAX_FEATURES}`}
          maxTags={PART_TYPE_MAX_FEATURES}
          {...form.getInputProps('config.comingSoon.features')}
        />
        <Switch
          label="Offer a launch notification"
          {...form.getInputProps('config.comingSoon.notify', { type: 'checkbox' })}
        />
      </Stack>
    </Fieldset>
  );
}

export function MetaSection({ form }: SectionProps) {
  const totalProps = form.getInputProps('config.meta.databaseTotal');
  return (
    <Fieldset legend="Meta">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Display name" required {...form.getInputProps('config.meta.displayName')} />
        <TextInput label="Plural name" required {...form.getInputProps('config.meta.pluralName')} />
        <NumberInput
          label="Database total"
          description="Specifications in the catalogue; empty when there is none"
          min={0}
          allowDecimal={false}
          thousandSeparator=","
          {...totalProps}
          value={totalProps.value ?? ''}
          onChange={(value) =>
            form.setFieldValue('config.meta.databaseTotal', typeof value === 'number' ? value : null)
          }
        />
        <TextInput label="Icon" required {...form.getInputProps('config.meta.icon')} />
        <ColorInput label="Colour" format="hex" required {...form.getInputProps('config.meta.color')} />
      </SimpleGrid>
    </Fieldset>
  );
}
