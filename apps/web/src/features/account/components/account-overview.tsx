import type { ReactNode } from 'react';
import { Badge, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@vocakey/shared/account';
import type { CefrLevel } from '@vocakey/shared/reference';
import { formatDateTime } from '@/lib/format';
import { localized } from '@/lib/localized';
import { notifySuccess } from '@/lib/notify';
import { useLevels } from '@/lib/reference/get-levels';
import { useUpdateLevel } from '../api/update-level';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

function Plan({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const sub = profile.subscription;
  if (!sub) return t('overview.plans.none');
  const date = formatDateTime(sub.expiresAt);
  return (
    <Stack gap={4} component="span">
      <Group gap="xs" component="span">
        <span>{t(`overview.plans.${sub.plan}`)}</span>
        <Badge color={sub.isExpired ? 'red' : 'brand'} variant="light">
          {t(sub.isExpired ? 'overview.expired' : 'overview.active')}
        </Badge>
      </Group>
      <Text component="span" size="sm" c="dimmed">
        {t(sub.isExpired ? 'overview.expiredAt' : 'overview.expiresAt', { date })}
      </Text>
    </Stack>
  );
}

/** Who the account is: email, role, account type and plan with its expiry, language and English level. */
export function AccountOverview({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const levels = useLevels();
  const update = useUpdateLevel({ onSuccess: () => notifySuccess(t('overview.levelUpdated')) });
  const levelOptions = (levels.data ?? []).map((l) => ({
    value: l.id,
    label: `${l.id} · ${localized(l, 'name', i18n.resolvedLanguage)}`,
  }));

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="account-overview-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="account-overview-heading">
          {t('overview.heading')}
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" m={0}>
          <Detail term={t('overview.email')}>{profile.email}</Detail>
          <Detail term={t('overview.role')}>{t(`overview.roles.${profile.role}`)}</Detail>
          <Detail term={t('overview.accountType')}>{t(`overview.accountTypes.${profile.accountType}`)}</Detail>
          <Detail term={t('overview.plan')}>
            <Plan profile={profile} />
          </Detail>
          <Detail term={t('overview.language')}>{t(`overview.languages.${profile.language}`)}</Detail>
        </SimpleGrid>
        <Select<CefrLevel>
          label={t('overview.level')}
          description={t('overview.levelHint')}
          placeholder={t('overview.levelPlaceholder')}
          data={levelOptions}
          value={update.isPending ? (update.variables?.levelId ?? profile.levelId) : profile.levelId}
          allowDeselect={false}
          disabled={update.isPending}
          onChange={(levelId) => {
            if (levelId && levelId !== profile.levelId) update.mutate({ levelId });
          }}
        />
      </Stack>
    </Paper>
  );
}
