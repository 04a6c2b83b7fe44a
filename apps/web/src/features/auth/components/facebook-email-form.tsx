import { useEffect } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { lazyZodValidate } from '@/lib/form';
import { EmailField } from './email-field';

interface FacebookEmailFormProps {
  loading: boolean;
  /** Answers the field error to show, if the API refused the email. */
  onSubmit: (email: string) => Promise<string | null>;
  onCancel: () => void;
}

/** Spec §5: a Facebook account without an email must enter one to continue. */
export function FacebookEmailForm({ loading, onSubmit, onCancel }: FacebookEmailFormProps) {
  const { t } = useTranslation('auth');
  const form = useForm({
    name: 'facebook-email',
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: lazyZodValidate(() => import('@vocakey/shared/auth').then((m) => m.facebookEmailSchema)),
    validateInputOnBlur: true,
  });

  // The form replaces the button that was just tapped: focus moves to what it asks for.
  useEffect(() => {
    form.getInputNode('email')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleSubmit = form.onSubmit(
    async ({ email }) => {
      const fieldError = await onSubmit(email.trim());
      if (fieldError) {
        form.setFieldError('email', fieldError);
        form.getInputNode('email')?.focus();
      }
    },
    () => form.getInputNode('email')?.focus(),
  );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="facebook-email-title">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="facebook-email-title">
            {t('social.facebookEmail.title')}
          </Title>
          <Text>{t('social.facebookEmail.text')}</Text>
          <EmailField key={form.key('email')} {...form.getInputProps('email')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={loading || form.submitting}>
              {t('social.facebookEmail.cancel')}
            </Button>
            <Button type="submit" loading={loading || form.submitting}>
              {t('social.facebookEmail.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
