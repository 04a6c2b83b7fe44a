import { useMemo, type ReactNode } from 'react';
import {
  Button,
  Divider,
  Group,
  Input,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@vocakey/shared/account';
import { GENDERS, type Gender } from '@vocakey/shared/account-rules';
import { LANGUAGES } from '@vocakey/shared/roles';
import { ApiError } from '@/lib/api-client';
import { applyApiFieldErrors, lazyZodValidate } from '@/lib/form';
import { changeLanguage, isUiLanguage } from '@/lib/i18n';
import { localized } from '@/lib/localized';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCareers } from '@/lib/reference/get-careers';
import { useNations } from '@/lib/reference/get-nations';
import { updateProfileSchema, useUpdateProfile } from '../api/update-profile';
import { parseDayMonthYear, toFormValues, VIET_NAM, type ProfileFormValues } from '../profile-form-values';
import { AddressFields } from './address-fields';
import { SearchableSelect } from './searchable-select';

const DATE_FORMAT = 'DD/MM/YYYY';

/** A choice of a few options (gender, language) as one row of large buttons, labelled like any other field. */
function ChoiceField<T extends string>({
  id,
  label,
  value,
  options,
  error,
  onChange,
  required,
}: {
  id: string;
  label: string;
  value: T | null;
  options: { value: T; label: string }[];
  error?: ReactNode;
  onChange: (value: T) => void;
  required?: boolean;
}) {
  return (
    <Input.Wrapper id={id} label={label} error={error} withAsterisk={required} labelElement="div">
      <SegmentedControl
        fullWidth
        size="md"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        value={value ?? ''}
        data={options}
        onChange={(v) => onChange(v as T)}
      />
    </Input.Wrapper>
  );
}

/** Profile completion (spec §2): every field of `updateProfileSchema`, checked as the API checks it. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const careers = useCareers();
  const nations = useNations();

  const form = useForm<ProfileFormValues>({
    mode: 'controlled',
    initialValues: toFormValues(profile),
    validate: lazyZodValidate(() => import('@vocakey/shared/account').then((m) => m.updateProfileSchema)),
    validateInputOnBlur: true,
  });

  const update = useUpdateProfile({
    onSuccess: (saved) => {
      notifySuccess(t('profile.updated'));
      form.setValues(toFormValues(saved));
      form.resetDirty(toFormValues(saved));
      if (isUiLanguage(saved.language) && saved.language !== i18n.resolvedLanguage) void changeLanguage(saved.language);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'EMAIL_EXISTED') form.setFieldError('email', error.message);
      else if (
        error instanceof ApiError &&
        error.code === 'CURRENT_PASSWORD_MISMATCH' &&
        error.fields?.currentPassword === 'INVALID'
      ) {
        form.setFieldError('currentPassword', error.message);
      } else if (!applyApiFieldErrors(error, form.setFieldError)) notifyError(error);
    },
  });

  const careerOptions = useMemo(
    () => (careers.data ?? []).map((c) => ({ value: c.id, label: localized(c, 'name', lang) })),
    [careers.data, lang],
  );
  const nationOptions = useMemo(() => {
    const options = (nations.data ?? []).map((n) => ({ value: n.id, label: localized(n, 'name', lang) }));
    const collator = new Intl.Collator(lang);
    return options.sort((a, b) =>
      a.value === VIET_NAM ? -1 : b.value === VIET_NAM ? 1 : collator.compare(a.label, b.label),
    );
  }, [nations.data, lang]);

  const { today, oldest } = useMemo(
    () => ({
      today: dayjs().format('YYYY-MM-DD'),
      oldest: dayjs().subtract(120, 'year').format('YYYY-MM-DD'),
    }),
    [],
  );

  const submit = form.onSubmit((values) => {
    if (update.isPending) return;
    // The current password goes along only when it is asked for (a new email on an account with a password).
    const { currentPassword, ...body } = updateProfileSchema.parse(values);
    update.mutate(currentPassword ? { ...body, currentPassword } : body);
  });

  const isVietNam = form.values.nationId === VIET_NAM;

  return (
    <DatesProvider settings={{ locale: lang, firstDayOfWeek: 1 }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('profile.fields.fullName')}
              placeholder={t('profile.placeholders.fullName')}
              autoComplete="name"
              withAsterisk
              {...form.getInputProps('fullName')}
            />
            <DateInput
              label={t('profile.fields.dateOfBirth')}
              placeholder={t('profile.placeholders.dateOfBirth')}
              description={t('profile.hints.dateOfBirth')}
              valueFormat={DATE_FORMAT}
              dateParser={parseDayMonthYear}
              minDate={oldest}
              maxDate={today}
              defaultLevel={profile.dateOfBirth ? 'month' : 'decade'}
              defaultDate={dayjs().subtract(20, 'year').format('YYYY-01-01')}
              autoComplete="bday"
              clearable
              withAsterisk
              {...form.getInputProps('dateOfBirth')}
            />
          </SimpleGrid>

          <ChoiceField<Gender>
            id="profile-gender"
            label={t('profile.fields.gender')}
            required
            value={form.values.gender}
            error={form.errors.gender}
            options={GENDERS.map((g) => ({ value: g, label: t(`profile.genders.${g}`) }))}
            onChange={(gender) => {
              form.setFieldValue('gender', gender);
              form.clearFieldError('gender');
            }}
          />

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SearchableSelect
              label={t('profile.fields.careerId')}
              placeholder={t('profile.placeholders.careerId')}
              data={careerOptions}
              loading={careers.isFetching}
              withAsterisk
              {...form.getInputProps('careerId')}
            />
            <TextInput
              type="email"
              label={t('profile.fields.email')}
              placeholder={t('profile.placeholders.email')}
              autoComplete="email"
              inputMode="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            {profile.hasPassword && form.values.email.trim().toLowerCase() !== profile.email.toLowerCase() && (
              <PasswordInput
                label={t('profile.fields.currentPassword')}
                description={t('profile.hints.currentPassword')}
                autoComplete="current-password"
                withAsterisk
                {...form.getInputProps('currentPassword')}
              />
            )}
            <TextInput
              type="tel"
              inputMode="tel"
              label={t('profile.fields.phone')}
              placeholder={t('profile.placeholders.phone')}
              description={t('profile.hints.phone')}
              autoComplete="tel"
              withAsterisk
              {...form.getInputProps('phone')}
            />
            <ChoiceField
              id="profile-language"
              label={t('profile.fields.language')}
              required
              value={form.values.language}
              error={form.errors.language}
              options={LANGUAGES.map((l) => ({ value: l, label: t(`profile.languages.${l}`) }))}
              onChange={(language) => form.setFieldValue('language', language)}
            />
          </SimpleGrid>

          <SearchableSelect
            label={t('profile.fields.nationId')}
            placeholder={t('profile.placeholders.nationId')}
            data={nationOptions}
            loading={nations.isFetching}
            withAsterisk
            {...form.getInputProps('nationId')}
            onChange={(nationId) => {
              if (nationId === form.values.nationId) return;
              form.setValues({ nationId, provinceId: null, districtId: null, wardId: null });
            }}
          />

          {isVietNam && (
            <Stack gap="xs">
              <Divider
                label={
                  <Text size="sm" c="dimmed">
                    {t('profile.address')}
                  </Text>
                }
                labelPosition="left"
              />
              <AddressFields form={form} />
            </Stack>
          )}

          <Group justify="flex-end">
            <Button type="submit" size="md" loading={update.isPending} w={{ base: '100%', sm: 'auto' }}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </DatesProvider>
  );
}
