import { Tag } from '@blueprintjs/core';
import { StarIcon } from '@blueprintjs/icons';
import { Link } from 'react-router-dom';
import { ja } from '../../i18n/ja';

const t = ja.gallery;

/** A photo with its caption (and the featured flag for gallery images). */
export function GalleryCard({
  title,
  url,
  fileName,
  featured,
  to,
}: {
  title: string;
  url: string;
  fileName: string;
  featured?: boolean;
  to: string;
}) {
  const name = title || fileName.split('/').pop() || fileName;
  return (
    <figure className="app-gallery-card">
      <Link to={to} className="app-gallery-photo" tabIndex={-1} aria-hidden="true">
        <img src={url} alt="" loading="lazy" />
      </Link>
      <figcaption>
        <Link to={to} className="app-gallery-title" title={name}>
          {title || <span className="app-muted">{t.untitled}</span>}
        </Link>
        <span className="app-gallery-file app-muted">{fileName.split('/').pop()}</span>
        {featured ? (
          <Tag intent="warning" minimal icon={<StarIcon />} className="app-gallery-featured">
            {t.featured}
          </Tag>
        ) : null}
      </figcaption>
    </figure>
  );
}
