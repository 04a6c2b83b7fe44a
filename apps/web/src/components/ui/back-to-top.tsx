import { useEffect, useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BACK_TO_TOP } from '@vocakey/shared/limits';
import { ArrowUpIcon } from './icons';
import classes from './back-to-top.module.css';

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Scrolls the window to the top in exactly `duration` ms (smooth scrolling has no duration); instant when the
 * user prefers reduced motion. */
export function scrollToTop(duration: number = BACK_TO_TOP.durationMs) {
  const start = window.scrollY;
  if (start <= 0) return;
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
    window.scrollTo(0, 0);
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - t0) / duration);
    window.scrollTo(0, Math.round(start * (1 - easeInOut(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Appears after 400 px of scrolling (spec §1). */
export function BackToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP.showAfterPx);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  // A fixed corner with a CSS transition (no portal or transition library); hidden means not focusable either.
  return (
    <div className={classes.wrap} data-visible={visible}>
      <ActionIcon
        size={48}
        radius="xl"
        variant="filled"
        aria-label={t('backToTop')}
        title={t('backToTop')}
        data-testid="back-to-top"
        onClick={() => scrollToTop()}
      >
        <ArrowUpIcon />
      </ActionIcon>
    </div>
  );
}
