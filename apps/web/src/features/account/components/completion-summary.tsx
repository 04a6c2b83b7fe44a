import { Group, Paper, RingProgress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The profile's completeness (completePercentage) as a ring with its number, and what to do next. */
export function CompletionSummary({ percent }: { percent: number }) {
  const { t } = useTranslation('account');
  const done = percent >= 100;
  return (
    <Paper withBorder p="md" component="section" aria-label={t('profile.completion.label')}>
      <Group wrap="nowrap" gap="md">
        <RingProgress
          size={76}
          thickness={8}
          roundCaps
          aria-hidden
          sections={[{ value: percent, color: done ? 'brand' : 'reward' }]}
          label={
            <Text ta="center" fw={700} size="sm">
              {percent}%
            </Text>
          }
        />
        <Stack gap={4}>
          <Text fw={700} role="status">
            {t('profile.completion.value', { percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {t(done ? 'profile.completion.done' : 'profile.completion.hint')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
