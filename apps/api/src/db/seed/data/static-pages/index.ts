/**
 * Static info pages. The Markdown bodies live next to this file as `<url>.vi.md` and `<url>.en.md`;
 * each starts with a single `# Title` line followed by the page body.
 * `fees-info` and `fees-rule` feed the upgrade screen and are not linked from the footer.
 */
export interface StaticPageSeed {
  url: string;
  sortOrder: number;
  showInFooter: boolean;
}

export const staticPages: StaticPageSeed[] = [
  { url: 'about-us', sortOrder: 1, showInFooter: true },
  { url: 'services', sortOrder: 2, showInFooter: true },
  { url: 'instructions', sortOrder: 3, showInFooter: true },
  { url: 'FQAs', sortOrder: 4, showInFooter: true },
  { url: 'payments', sortOrder: 5, showInFooter: true },
  { url: 'academic-information', sortOrder: 6, showInFooter: true },
  { url: 'policies', sortOrder: 7, showInFooter: true },
  { url: 'privacy-policy', sortOrder: 8, showInFooter: true },
  { url: 'cookies', sortOrder: 9, showInFooter: true },
  { url: 'copy-right', sortOrder: 10, showInFooter: true },
  { url: 'fees-info', sortOrder: 11, showInFooter: false },
  { url: 'fees-rule', sortOrder: 12, showInFooter: false },
];
