import { Tab, TabPanel, Tabs } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LinkButton } from '../../components/LinkButton';
import { PageHeader } from '../../components/pages/PageHeader';
import { ja } from '../../i18n/ja';
import { GalleryImageList } from './GalleryImageList';
import { coverKind, photoKind } from './galleryKinds';
import { galleryListOf, galleryPaths, type GalleryList } from './paths';
import './gallery.css';

const t = ja.gallery;

/** /gallery/product-list: the photo grid, and (?list=covers) the second image list of covers. */
export default function GalleryListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const which = galleryListOf(params);
  return (
    <>
      <PageHeader
        title={t.listTitle}
        actions={
          <LinkButton
            to={galleryPaths.add(which)}
            intent="primary"
            icon={<AddIcon />}
            text={which === 'covers' ? t.addCover : t.addPhoto}
          />
        }
      />
      <Tabs
        id="gallery-lists"
        selectedTabId={which}
        onChange={(id) => navigate(galleryPaths.list(id as GalleryList))}
        className="app-gallery-tabs"
        large
      >
        <Tab id="photos" title={t.photosTab} />
        <Tab id="covers" title={t.coversTab} />
      </Tabs>
      <TabPanel
        id={which}
        parentId="gallery-lists"
        selectedTabId={which}
        panel={
          which === 'covers' ? (
            <GalleryImageList key="covers" kind={coverKind} />
          ) : (
            <GalleryImageList key="photos" kind={photoKind} />
          )
        }
      />
    </>
  );
}
