import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COURT_NAMESPACE } from '../../../config/i18n';
import type { Member } from '../api/members';
import placeholder from './member-placeholder.svg';
import styles from './member-photo.module.css';

/**
 * A member's photo, looked up by its path on the document server. Where there is none, or it fails to
 * load, a neutral silhouette takes its place: never a broken image. The silhouette says nothing a reader
 * needs (the name is beside it), so it has an empty alternative text; a real photo is named.
 */
export function MemberPhoto({
  member,
  size = 'small',
}: {
  member: Pick<Member, 'name' | 'photoUrl'>;
  size?: 'small' | 'large';
}) {
  const { t } = useTranslation(COURT_NAMESPACE);
  const [failed, setFailed] = useState(false);
  const showPhoto = Boolean(member.photoUrl) && !failed;
  const image = useRef<HTMLImageElement>(null);
  // A photo drawn by the server may have failed before the scripts took the page over: its error went unheard.
  useEffect(() => {
    const element = image.current;
    if (showPhoto && element?.complete && element.naturalWidth === 0) setFailed(true);
  }, [showPhoto]);
  return (
    <img
      ref={image}
      key={showPhoto ? 'photo' : 'placeholder'}
      className={`${styles.photo} ${styles[size]}`}
      src={showPhoto ? member.photoUrl! : placeholder}
      alt={showPhoto ? t('members.photoAlt', { name: member.name }) : ''}
      data-testid={showPhoto ? 'member-photo' : 'member-photo-placeholder'}
      width={size === 'large' ? 160 : 96}
      height={size === 'large' ? 200 : 120}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
