import { Card, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImageItem } from '@vocakey/shared/static-pages';
import { localized } from '@/lib/localized';

/** A grid of illustrated cards (the "problems learners face" and the trial area). */
export function ImageCards({ items, isPending, cols }: { items?: ImageItem[]; isPending: boolean; cols: number }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage;
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, md: cols }} aria-hidden>
        {Array.from({ length: cols }, (_, i) => (
          <Skeleton key={i} height={280} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (!items?.length) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cols }}>
      {items.map((item) => (
        <Card key={item.id} withBorder padding="md" radius="md">
          <Card.Section>
            <img
              src={item.imageUrl}
              alt=""
              width={800}
              height={600}
              loading="lazy"
              decoding="async"
              style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', display: 'block' }}
            />
          </Card.Section>
          <Title order={3} size="h4" mt="md">
            {localized(item, 'title', lang)}
          </Title>
          <Text mt="xs" c="dimmed">
            {localized(item, 'text', lang)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
