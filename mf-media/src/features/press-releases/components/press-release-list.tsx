import { useAvailablePdfs } from '@court/shared';
import type { PressRelease } from '../api/press-releases';
import { PressReleaseItem } from '../../../components/press-release-item';
import styles from './press-release-list.module.css';

interface PressReleaseListProps {
  releases: PressRelease[];
  showKind?: boolean;
  headingLevel?: 2 | 3;
  compact?: boolean;
}

/** Press releases, newest first, each with its PDF link once the PDF is known to exist. */
export function PressReleaseList({ releases, showKind, headingLevel, compact }: PressReleaseListProps) {
  const available = useAvailablePdfs(releases.map((release) => release.pdfUrl));
  return (
    <ul className={styles.list}>
      {releases.map((release) => (
        <li key={release.id}>
          <PressReleaseItem
            release={release}
            pdfAvailable={Boolean(release.pdfUrl && available.has(release.pdfUrl))}
            showKind={showKind}
            headingLevel={headingLevel}
            compact={compact}
          />
        </li>
      ))}
    </ul>
  );
}
