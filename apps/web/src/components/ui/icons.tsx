import type { SVGProps } from 'react';

/** The few icons the shell needs, inline (no icon library for five paths). Decorative unless labelled. */
const base = (props: SVGProps<SVGSVGElement>) => ({
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  ...props,
});

export const ArrowUpIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M12 19V5M5 12l7-7 7 7" />
  </svg>
);
export const SunIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);
export const MoonIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);
export const CheckIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...base(p)}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);
export const LogoMark = (p: SVGProps<SVGSVGElement>) => (
  <svg width={28} height={28} viewBox="0 0 32 32" aria-hidden {...p}>
    <rect width="32" height="32" rx="8" fill="var(--mantine-color-brand-7)" />
    <circle cx="12" cy="16" r="5" fill="none" stroke="#fff" strokeWidth="2.5" />
    <path d="M17 16h9M22 16v4M25 16v3" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);
