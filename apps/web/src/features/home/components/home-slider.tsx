import { useRef, useState } from 'react';
import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localized } from '@/lib/localized';
import { useHomeSliders } from '../api/get-home-sliders';
import classes from './home-slider.module.css';

/** The home slider: native scroll-snap (swipe on phones), dots to jump, no autoplay to fight the reader. */
export function HomeSlider() {
  const { t, i18n } = useTranslation('home');
  const { data, isPending, isError } = useHomeSliders();
  const trackRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  if (isPending) return <Skeleton radius="lg" style={{ aspectRatio: '16 / 9' }} aria-hidden />;
  if (isError || !data.length) return null;

  const go = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <section aria-roledescription="carousel" aria-label={t('slider.label')}>
      <Stack gap="xs">
        <div
          ref={trackRef}
          className={classes.track}
          role="region"
          tabIndex={0}
          aria-label={t('slider.hint')}
          onScroll={(e) => {
            const el = e.currentTarget;
            setActive(Math.round(el.scrollLeft / Math.max(1, el.clientWidth)));
          }}
        >
          {data.map((slide, i) => (
            <div
              key={slide.id}
              className={classes.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slider.position', { current: i + 1, total: data.length })}
            >
              <img
                className={classes.image}
                src={slide.imageUrl}
                alt=""
                width={1600}
                height={900}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              <Stack gap="sm">
                <Title order={3}>{localized(slide, 'title', i18n.resolvedLanguage)}</Title>
                <Text>{localized(slide, 'text', i18n.resolvedLanguage)}</Text>
                {slide.link && (
                  <Button
                    component={Link}
                    to={slide.link}
                    variant="light"
                    w="fit-content"
                    size="md"
                    tabIndex={i === active ? 0 : -1}
                  >
                    {t('slider.more')}
                  </Button>
                )}
              </Stack>
            </div>
          ))}
        </div>
        <div className={classes.dots}>
          {data.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              className={classes.dot}
              aria-label={t('slider.goTo', { n: i + 1 })}
              aria-current={i === active}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </Stack>
    </section>
  );
}
