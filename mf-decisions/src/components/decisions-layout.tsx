import type { ReactNode } from 'react';
import { useLocalizedHref } from '@court/runtime';
import { SectionLayout } from '@court/shared';
import { decisionsPaths } from '@court/site-map';
import { useTranslation } from 'react-i18next';
import { SECTION_NAMESPACE } from '../config/i18n';

const NAV: { path: string; label: string }[] = [
  { path: decisionsPaths.judgments(), label: 'pages.judgments' },
  { path: decisionsPaths.pendingCases(), label: 'pages.pendingCases' },
  { path: decisionsPaths.upcoming(), label: 'pages.upcoming' },
  { path: decisionsPaths.agenda(), label: 'pages.agenda' },
  { path: decisionsPaths.preliminaryRulings(), label: 'pages.preliminaryRulings' },
];

interface DecisionsLayoutProps {
  /** The page's name in the breadcrumbs; for a page under another (a judgment), its parent first. */
  crumbs: { label: string; href?: string }[];
  /** What the page offers, or for a judgment the judgment itself (`<meta name="description">`). */
  description: string;
  children: ReactNode;
}

/**
 * The Decisions section's frame: breadcrumbs, the page, the section's pages as side navigation after it (on a
 * phone the judgments come first).
 */
export function DecisionsLayout({ crumbs, description, children }: DecisionsLayoutProps) {
  const { t } = useTranslation([SECTION_NAMESPACE, 'common']);
  const href = useLocalizedHref();
  const nav = {
    id: 'decisions-nav-heading',
    heading: t('sectionTitle'),
    position: 'end' as const,
    links: NAV.map((item) => ({ to: href(item.path), label: t(item.label), end: true })),
  };
  return (
    <SectionLayout crumbs={[{ label: t('common:home'), href: href() }, ...crumbs]} nav={nav} description={description}>
      {children}
    </SectionLayout>
  );
}
