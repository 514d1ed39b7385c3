import type { ReactNode } from 'react';
import { NavLink, useMetaDescription } from '@court/runtime';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import styles from './section-layout.module.css';

export interface SectionNavLink {
  /** The page's address, with its language. */
  to: string;
  label: string;
  /** Current only on this very address, not on the pages below it. */
  end?: boolean;
}

export interface SectionNav {
  /** Unique on the page: names the navigation landmark after its heading. */
  id: string;
  heading: string;
  /** Makes the heading a link to the section's overview page. */
  headingTo?: string;
  links: SectionNavLink[];
  /** Beside the page before it (default) or after it (when the page itself matters most on small screens). */
  position?: 'start' | 'end';
}

interface SectionLayoutProps {
  crumbs: Crumb[];
  /** The section's pages beside this one; without it the page takes the whole width. */
  nav?: SectionNav;
  /**
   * What the page offers, or for an item page the item itself, as search engines and link previews show it
   * (`<meta name="description">`); a page whose text brings its own (an editorial article) may leave it out.
   */
  description?: string;
  children: ReactNode;
}

/**
 * A section's page: breadcrumbs, the section's own navigation beside the page (the current one marked), the page,
 * and its description in the document's head.
 */
export function SectionLayout({ crumbs, nav, description, children }: SectionLayoutProps) {
  useMetaDescription(description);
  const navigation = nav && (
    <nav className={`${styles.nav} no-print`} aria-labelledby={nav.id}>
      <h2 id={nav.id} className={styles.navHeading}>
        {nav.headingTo ? (
          <NavLink className={styles.navLink} to={nav.headingTo} end>
            {nav.heading}
          </NavLink>
        ) : (
          nav.heading
        )}
      </h2>
      <ul className={styles.navList}>
        {nav.links.map((link) => (
          <li key={link.to}>
            <NavLink className={styles.navLink} to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
  const atEnd = nav?.position === 'end';
  const layout = nav ? `${styles.layout} ${atEnd ? styles.navEnd : styles.navStart}` : undefined;
  return (
    <>
      <Breadcrumbs items={crumbs} />
      <div className={layout}>
        {!atEnd && navigation}
        <div className={styles.page}>{children}</div>
        {atEnd && navigation}
      </div>
    </>
  );
}
