import { lazy, Suspense, useState } from 'react';
import { Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, ScrollRestoration } from 'react-router';
import { BackToTop } from '@/components/ui/back-to-top';
import { PageSkeleton } from '@/components/ui/page-skeleton';
import { ColorSchemeToggle } from '@/components/ui/color-scheme-toggle';
import { LogoMark } from '@/components/ui/icons';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { usePageViews } from '@/features/analytics/use-page-views';
import { FooterLinks } from '@/features/static-pages/components/footer-links';
import { isSignedIn, useUser } from '@/lib/auth';
import classes from './root-layout.module.css';

const MobileMenu = lazy(() => import('./mobile-menu'));
const UserArea = lazy(() => import('./user-area'));
const ProfileNudge = lazy(() =>
  import('@/features/account/components/profile-nudge').then((m) => ({ default: m.ProfileNudge })),
);

/** Visitors: sign in and sign up. Signed-in users: notifications and the account menu, loaded on demand. */
function HeaderAccount() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserArea />
      </Suspense>
    );
  }
  if (isSignedIn()) return null; // the profile is on its way
  return (
    <>
      <Button component={Link} to={paths.login} variant="subtle" size="sm" px="xs" mih={44}>
        {t('nav.login')}
      </Button>
      <Button component={Link} to={paths.register} size="sm" visibleFrom="sm" mih={44}>
        {t('nav.register')}
      </Button>
    </>
  );
}

/** Navigation entries; one appears only once its screen exists. */
const NAV = [
  { to: paths.home, key: 'nav.home', end: true },
  { to: paths.info.instructions, key: 'nav.instructions', end: false },
  { to: paths.info.payments, key: 'nav.payments', end: false },
  { to: paths.info['about-us'], key: 'nav.about', end: false },
] as const;

function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return NAV.map((item) => (
    <NavLink key={item.to} to={item.to} end={item.end} className={classes.navLink} onClick={onNavigate}>
      {t(item.key)}
    </NavLink>
  ));
}

export function RootLayout() {
  const { t } = useTranslation();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const { data: user } = useUser();
  usePageViews();

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        {t('skipToContent')}
      </a>
      <header className={classes.header}>
        <Container size="lg" className={classes.headerInner}>
          <Group gap="xs" wrap="nowrap">
            <Burger
              className={classes.burger}
              opened={opened}
              onClick={() => {
                setMenuUsed(true);
                toggle();
              }}
              aria-label={t(opened ? 'nav.close' : 'nav.open')}
              size="sm"
            />
            <Link to={paths.home} className={classes.brand} aria-label={t('nav.homeAria')}>
              <LogoMark />
              <span className={classes.brandText}>Vocakey</span>
            </Link>
          </Group>
          <nav className={classes.nav} aria-label={t('nav.label')}>
            <NavLinks />
          </nav>
          <Group gap={4} wrap="nowrap">
            <LanguageSwitch />
            <Box visibleFrom="sm">
              <ColorSchemeToggle />
            </Box>
            <HeaderAccount />
          </Group>
        </Container>
      </header>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={close}>
            <NavLinks onNavigate={close} />
            <Group justify="space-between" pt="sm">
              <Text size="sm">{t('colorScheme.label')}</Text>
              <ColorSchemeToggle />
            </Group>
          </MobileMenu>
        </Suspense>
      )}
      {user && (
        <Suspense fallback={null}>
          <ProfileNudge />
        </Suspense>
      )}
      <main id="main" className={classes.main} tabIndex={-1}>
        <Suspense fallback={<PageSkeleton />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className={classes.footer}>
        <Container size="lg">
          <Stack gap="md">
            <FooterLinks />
            <Text size="sm" c="dimmed">
              {t('footer.tagline', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
        </Container>
      </footer>
      <BackToTop />
      <ScrollRestoration />
    </div>
  );
}
