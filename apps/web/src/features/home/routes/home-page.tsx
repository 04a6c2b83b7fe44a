import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { HomeSlider } from '../components/home-slider';
import { ImageCards } from '../components/image-cards';
import { useProblemImages } from '../api/get-problem-images';
import { useTrialImages } from '../api/get-trial-images';
import classes from './home-page.module.css';
import viHome from '@/locales/vi/home.json';
import { bundleCatalogue } from '@/lib/i18n';

bundleCatalogue('home', viHome);

const STEPS = ['topic', 'sentence', 'save', 'review'] as const;

/** The visitor home page: what Vocakey offers, how learning works, what it answers, and where to start. */
export function HomePage() {
  const { t } = useTranslation('home');
  const problems = useProblemImages();
  const trial = useTrialImages();

  return (
    <>
      <title>{t('meta.title')}</title>
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={48}>
          <Stack gap="md" maw={720}>
            <Text component="p" className={classes.badge}>
              {t('hero.badge')}
            </Text>
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.2}>
              {t('hero.title')}
            </Title>
            <Text fz="lg" c="dimmed">
              {t('hero.text')}
            </Text>
            <Group>
              <Button component={Link} to={paths.info.instructions} size="md">
                {t('hero.primary')}
              </Button>
              <Button component={Link} to={paths.info.payments} size="md" variant="default">
                {t('hero.secondary')}
              </Button>
            </Group>
          </Stack>

          <HomeSlider />

          <Stack gap="md" component="section" aria-labelledby="how-title">
            <Title order={2} id="how-title">
              {t('how.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              {STEPS.map((step, i) => (
                <Paper key={step} withBorder p="md" radius="md">
                  <Stack gap="xs">
                    <span className={classes.step} aria-hidden>
                      {i + 1}
                    </span>
                    <Title order={3} size="h4">
                      {t(`how.${step}.title`)}
                    </Title>
                    <Text c="dimmed">{t(`how.${step}.text`)}</Text>
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="problems-title">
            <Title order={2} id="problems-title">
              {t('problems.title')}
            </Title>
            <ImageCards items={problems.data} isPending={problems.isPending} cols={4} />
          </Stack>

          <Stack gap="md" component="section" aria-labelledby="trial-title">
            <Title order={2} id="trial-title">
              {t('trial.title')}
            </Title>
            <Text c="dimmed">{t('trial.text')}</Text>
            <ImageCards items={trial.data} isPending={trial.isPending} cols={2} />
          </Stack>

          <Paper component="section" radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="var(--mantine-primary-color-light)">
            <Stack gap="sm" align="flex-start">
              <Title order={2}>{t('cta.title')}</Title>
              <Text>{t('cta.text')}</Text>
              <Button component={Link} to={paths.info.instructions} size="md">
                {t('cta.button')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      </Container>
    </>
  );
}
