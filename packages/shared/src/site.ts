// Plain constants about the site (no Zod here: the web app's first load imports this file).

/** Page urls with their own route in the web app; any other url opens at /static_page?url=... */
export const INFO_PAGE_URLS = [
  'about-us',
  'services',
  'policies',
  'privacy-policy',
  'cookies',
  'copy-right',
  'academic-information',
  'FQAs',
  'payments',
  'instructions',
] as const;

export const STATIC_PAGE_KEYS = { feesInfo: 'fees-info', feesRule: 'fees-rule' } as const;
