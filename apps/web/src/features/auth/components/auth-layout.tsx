import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

interface AuthLayoutProps {
  /** The page's one h1, also used for the document title. */
  title: string;
  subtitle?: ReactNode;
  /** Under the card: links to the other auth screens. */
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of every sign-in screen: one narrow card, phone first. */
export function AuthLayout({ title, subtitle, footer, children }: AuthLayoutProps) {
  return (
    <Container size="xs" px="md" py={{ base: 'lg', sm: 'xl' }}>
      <title>{`${title} · Vocakey`}</title>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap="lg">
            <Stack gap="xs">
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && <Text c="dimmed">{subtitle}</Text>}
            </Stack>
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Stack gap="xs" align="center" ta="center">
            {footer}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
